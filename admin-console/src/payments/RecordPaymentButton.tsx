import AttachMoney from '@mui/icons-material/AttachMoney';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { EARLIEST_DAY, Messages } from '@moveday/openapi';
import { useState } from 'react';
import type { OrderMoney, RecordPaymentRequest } from '../lib/types';
import { DayInput } from '../orders/form/inputs';
import { parseCents } from './cents';
import { EMPTY_MONEY, MoneyFields, type MoneyForm } from './MoneyFields';
import { DAY_MISSING, balanceText, changedFields, companyToday, isManualMethod } from './paymentFacts';
import { useMoneyAction } from './useMoneyAction';
import { FormDialog } from '../common/FormDialog';

const FIELDS = ['amount', 'method', 'reference', 'receivedOn'] as const;

/**
 * Record payment: money received by hand (cash, a check, a bank transfer) on the day it came.
 * Not offered while the order has no fixed price: the server takes no payment for it (7038).
 */
export function RecordPaymentButton({ money }: { money: OrderMoney }) {
  const [open, setOpen] = useState(false);
  if (money.priceCents === null) return null;
  return (
    <>
      <Button variant="contained" startIcon={<AttachMoney />} onClick={() => setOpen(true)}>
        Record payment
      </Button>
      {open && <RecordPaymentDialog money={money} onClose={() => setOpen(false)} />}
    </>
  );
}

function RecordPaymentDialog({ money, onClose }: { money: OrderMoney; onClose: () => void }) {
  // The company's today (Denver), as the server reads "not after today".
  const [today] = useState(companyToday);
  const [form, setForm] = useState<MoneyForm>(EMPTY_MONEY);
  const [receivedOn, setReceivedOn] = useState<number | null>(today);
  const { mutate, isPending, serverErrors, forget } = useMoneyAction(
    money.orderId,
    'payment',
    (dataProvider, body: RecordPaymentRequest) => dataProvider.recordPayment(money.orderId, body),
    FIELDS,
    onClose,
  );
  const amount = parseCents(form.amount);
  const dayProblem = serverErrors.receivedOn ?? (receivedOn === null ? DAY_MISSING : receivedOn > today ? Messages.paymentDayInFuture : undefined);
  const ready = amount.cents !== undefined && receivedOn !== null && receivedOn <= today;
  const submit = () => {
    if (amount.cents === undefined || receivedOn === null || !isManualMethod(form.method)) return;
    const reference = form.reference.trim();
    mutate({ amountCents: amount.cents, method: form.method, receivedOn, ...(reference && { reference }) });
  };
  return (
    <FormDialog
      title="Record a payment"
      intro={
        <>
          Money received for order{' '}
          <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
            {money.moveID}
          </Box>{' '}
          in cash, by check or by bank transfer. Balance: {balanceText(money.balanceCents)}.
        </>
      }
      submitLabel="Record payment"
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
        amountLabel="Amount received"
        referenceHelp="A check number, a transfer's or a receipt's reference (optional)"
      />
      <DayInput
        label="Day received"
        value={receivedOn}
        onChange={(day) => {
          forget('receivedOn');
          setReceivedOn(day);
        }}
        min={EARLIEST_DAY}
        max={today}
        required
        error={dayProblem !== undefined}
        helperText={dayProblem ?? 'Not after today'}
      />
    </FormDialog>
  );
}
