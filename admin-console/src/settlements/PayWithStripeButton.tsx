import Send from '@mui/icons-material/Send';
import Button from '@mui/material/Button';
import { formatCents } from '@moveday/openapi';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { useShowMessage } from '../common/MessageDialog';
import type { MoveDayDataProvider } from '../dataProvider';
import type { AdminStatement } from '../lib/types';
import { payoutRefusalText, stripePayBlock, transferQuestion } from './settlementFacts';
import { WhyDisabled } from '../common/WhyDisabled';

/**
 * Pay with Stripe: the statement's total by a Stripe Connect transfer to the partner's connected
 * account, after a confirmation naming the amount and the partner. The statement shows Transfer
 * sent until Stripe's event marks it paid (its page asks again meanwhile). Stripe's refusal shows in
 * its words, and stays on the page until a transfer goes through.
 */
export function PayWithStripeButton({ statement }: { statement: AdminStatement }) {
  const dataProvider = useDataProvider<MoveDayDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const show = useShowMessage();
  const [confirming, setConfirming] = useState(false);
  const transfer = useMutation({
    mutationFn: () => dataProvider.payStatementWithStripe(statement.id),
    onSuccess: (sent) => {
      setConfirming(false);
      notify(`Transfer of ${formatCents(sent.totalCents)} to ${sent.partnerName} sent: waiting for Stripe to confirm it`, { type: 'success' });
      refresh();
    },
    onError: (error) => {
      setConfirming(false);
      void show(payoutRefusalText(error));
      refresh();
    },
  });
  if (statement.state === 'paid') return null;
  const block = stripePayBlock(statement);
  const button = (
    <Button variant="outlined" startIcon={<Send />} disabled={block !== undefined || transfer.isPending} onClick={() => setConfirming(true)}>
      Pay with Stripe
    </Button>
  );
  return (
    <>
      <WhyDisabled why={block}>{button}</WhyDisabled>
      <ConfirmDialog
        open={confirming}
        title={`Pay ${statement.number} with Stripe?`}
        message={transferQuestion(statement)}
        confirmLabel={`Send ${formatCents(statement.totalCents)}`}
        pending={transfer.isPending}
        onConfirm={() => transfer.mutate()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
