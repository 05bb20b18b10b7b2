import Send from '@mui/icons-material/Send';
import Button from '@mui/material/Button';
import { formatCents } from '@moveday/openapi';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import { useShowMessage } from '../common/MessageDialog';
import type { MoveDayDataProvider } from '../dataProvider';
import { messageOf } from '../lib/http';
import type { OrderMoney } from '../lib/types';

/**
 * Send balance link: mails the customer what is left to pay, with the link to pay it by card (the
 * same mail a completed move sends by itself). Shown while something is left to pay.
 */
export function SendBalanceLinkButton({ money }: { money: OrderMoney }) {
  const dataProvider = useDataProvider<MoveDayDataProvider>();
  const notify = useNotify();
  const show = useShowMessage();
  const { mutate, isPending } = useMutation({
    mutationFn: () => dataProvider.sendBalanceLink(money.orderId),
    onSuccess: ({ to }) => notify(`Balance link for ${formatCents(money.balanceCents ?? 0)} sent to ${to}`, { type: 'success' }),
    onError: (error) => void show(messageOf(error)),
  });
  if (money.balanceCents === null || money.balanceCents <= 0) return null;
  return (
    <Button variant="outlined" startIcon={<Send />} disabled={isPending} onClick={() => mutate()}>
      Send balance link
    </Button>
  );
}
