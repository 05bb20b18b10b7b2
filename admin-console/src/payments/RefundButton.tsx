import Undo from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { Messages, formatCents } from '@moveday/openapi';
import { useState } from 'react';
import type { OrderMoney, RefundRequest } from '../lib/types';
import { parseCents } from './cents';
import { EMPTY_MONEY, MoneyFields, type MoneyForm } from './MoneyFields';
import { NOTHING_HELD, REASON_MAX, canRefund, changedFields, refundMethodChoices } from './paymentFacts';
import { useMoneyAction } from './useMoneyAction';
import { FormDialog } from '../common/FormDialog';
import { WhyDisabled } from '../common/WhyDisabled';

const FIELDS = ['amount', 'method', 'reference', 'reason'] as const;

/**
 * Refund: money paid back, with the reason: to the cards through Stripe when cards paid, or by hand. Open only while the order holds money. The
 * amount is not capped here: what is held is the server's to say at the moment of the refund
 * (another admin may refund at once), and its refusal (409) says how much may go back.
 */
export function RefundButton({ money }: { money: OrderMoney }) {
  const [open, setOpen] = useState(false);
  const refundable = canRefund(money);
  const button = (
    <Button variant="outlined" color="warning" startIcon={<Undo />} disabled={!refundable} onClick={() => setOpen(true)}>
      Refund
    </Button>
  );
  return (
    <>
      <WhyDisabled why={refundable ? undefined : NOTHING_HELD}>{button}</WhyDisabled>
      {open && <RefundDialog money={money} onClose={() => setOpen(false)} />}
    </>
  );
}

function RefundDialog({ money, onClose }: { money: OrderMoney; onClose: () => void }) {
  const methods = refundMethodChoices(money);
  const [form, setForm] = useState<MoneyForm>({ ...EMPTY_MONEY, method: methods[0]!.key });
  const [reason, setReason] = useState('');
  const [reasonLeft, setReasonLeft] = useState(false);
  const { mutate, isPending, serverErrors, forget } = useMoneyAction(
    money.orderId,
    'refund',
    (dataProvider, body: RefundRequest) => dataProvider.recordRefund(money.orderId, body),
    FIELDS,
    onClose,
  );
  const amount = parseCents(form.amount);
  const reasonProblem = serverErrors.reason ?? (reasonLeft && reason.trim() === '' ? Messages.refundReasonRequired : undefined);
  const ready = amount.cents !== undefined && reason.trim() !== '';
  const submit = () => {
    if (amount.cents === undefined) return;
    const reference = form.reference.trim();
    mutate({ amountCents: amount.cents, method: form.method, reason: reason.trim(), ...(reference && { reference }) });
  };
  return (
    <FormDialog
      title="Record a refund"
      intro={
        <>
          Money paid back to the customer of order{' '}
          <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
            {money.moveID}
          </Box>
          . It holds {formatCents(money.paidCents)}: no more can go back.
        </>
      }
      submitLabel="Record refund"
      submitColor="warning"
      submitDisabled={!ready}
      pending={isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <MoneyFields
        value={form}
        onChange={(next) => {
          forget(...changedFields(form, next));
          setForm(next);
        }}
        serverErrors={serverErrors}
        amountLabel="Amount paid back"
        methods={methods}
        referenceHelp="A check number or a transfer's reference (optional)"
      />
      <TextField
        label="Reason"
        required
        fullWidth
        multiline
        minRows={2}
        value={reason}
        onChange={(event) => {
          forget('reason');
          setReason(event.target.value);
        }}
        onBlur={() => setReasonLeft(true)}
        error={reasonProblem !== undefined}
        helperText={reasonProblem ?? `Why the money goes back. ${reason.length}/${REASON_MAX}`}
        slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
      />
    </FormDialog>
  );
}
