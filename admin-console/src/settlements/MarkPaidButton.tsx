import TaskAlt from '@mui/icons-material/TaskAlt';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { formatCents, type ManualPayoutMethod } from '@moveday/openapi';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import { FormDialog } from '../common/FormDialog';
import { useShowMessage } from '../common/MessageDialog';
import type { MoveDayDataProvider } from '../dataProvider';
import { fieldErrorsOf } from '../integrations/integrationFacts';
import { ApiError, messageOf } from '../lib/http';
import type { AdminStatement, PayoutRequest } from '../lib/types';
import { DayInput } from '../orders/form/inputs';
import { companyToday } from '../payments/paymentFacts';
import { MANUAL_PAYOUT_CHOICES, PAYOUT_REFERENCE_MAX, markPaidBlock, paidOnProblem } from './settlementFacts';
import { WhyDisabled } from '../common/WhyDisabled';

const FIELDS = ['method', 'reference', 'paidOn'];

/**
 * Mark paid: how the statement was paid by hand (a bank transfer, a check, cash), on which day and
 * with what reference; the partner is mailed. Closed once it is paid, or while a Stripe transfer
 * for it awaits Stripe's word.
 */
export function MarkPaidButton({ statement }: { statement: AdminStatement }) {
  const [open, setOpen] = useState(false);
  const block = markPaidBlock(statement);
  if (statement.state === 'paid') return null;
  const button = (
    <Button variant="contained" startIcon={<TaskAlt />} disabled={block !== undefined} onClick={() => setOpen(true)}>
      Mark paid
    </Button>
  );
  return (
    <>
      <WhyDisabled why={block}>{button}</WhyDisabled>
      {open && <MarkPaidDialog statement={statement} onClose={() => setOpen(false)} />}
    </>
  );
}

interface PayoutForm {
  method: ManualPayoutMethod;
  reference: string;
  paidOn: number | null;
}

function MarkPaidDialog({ statement, onClose }: { statement: AdminStatement; onClose: () => void }) {
  const dataProvider = useDataProvider<MoveDayDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const show = useShowMessage();
  // The company's today (Denver), as the server reads "not after today".
  const [today] = useState(companyToday);
  const [form, setForm] = useState<PayoutForm>({ method: MANUAL_PAYOUT_CHOICES[0]!.key, reference: '', paidOn: today });
  const [serverProblems, setServerProblems] = useState<Record<string, string>>({});
  const pay = useMutation({
    mutationFn: (body: PayoutRequest) => dataProvider.markStatementPaid(statement.id, body),
    onSuccess: (paid) => {
      notify(`${paid.number} marked paid: ${formatCents(paid.totalCents)} to ${paid.partnerName}`, { type: 'success' });
      onClose();
      refresh();
    },
    onError: (error) => {
      const fields = fieldErrorsOf(error);
      if (fields && Object.keys(fields).every((field) => FIELDS.includes(field))) {
        setServerProblems(fields);
        return;
      }
      void show(messageOf(error));
      // Paid meanwhile (another admin) or a transfer under way: the page is not as shown.
      if (error instanceof ApiError && error.status === 409) {
        onClose();
        refresh();
      }
    },
  });
  const change = (next: Partial<PayoutForm>, field: keyof PayoutForm) => {
    setForm((now) => ({ ...now, ...next }));
    setServerProblems(({ [field]: _gone, ...rest }) => rest);
  };
  const dayProblem = serverProblems.paidOn ?? paidOnProblem(form.paidOn, today, statement);
  const submit = () => {
    if (form.paidOn === null) return;
    const reference = form.reference.trim();
    pay.mutate({ method: form.method, paidOn: form.paidOn, ...(reference && { reference }) });
  };
  return (
    <FormDialog
      title={`Mark ${statement.number} paid`}
      intro={
        <>
          {formatCents(statement.totalCents)} to{' '}
          <Box component="span" sx={{ fontWeight: 600 }}>
            {statement.partnerName}
          </Box>
          , paid by bank transfer, check or cash. The partner is mailed.
        </>
      }
      submitLabel="Mark paid"
      submitDisabled={paidOnProblem(form.paidOn, today, statement) !== undefined}
      pending={pay.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        select
        label="Method"
        value={form.method}
        onChange={(event) => change({ method: event.target.value as ManualPayoutMethod }, 'method')}
        error={'method' in serverProblems}
        helperText={serverProblems.method}
        fullWidth
        margin="dense"
      >
        {MANUAL_PAYOUT_CHOICES.map((choice) => (
          <MenuItem key={choice.key} value={choice.key}>
            {choice.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Reference"
        value={form.reference}
        onChange={(event) => change({ reference: event.target.value }, 'reference')}
        error={'reference' in serverProblems}
        helperText={serverProblems.reference ?? "A check's number or the bank's reference (optional)"}
        slotProps={{ htmlInput: { maxLength: PAYOUT_REFERENCE_MAX, autoComplete: 'off' } }}
        fullWidth
        margin="dense"
        sx={{ mb: 2 }}
      />
      <DayInput
        label="Day paid"
        value={form.paidOn}
        onChange={(paidOn) => change({ paidOn }, 'paidOn')}
        min={statement.weekEnd}
        max={today}
        required
        error={dayProblem !== undefined}
        helperText={dayProblem ?? 'Not after today, not before the week ended'}
      />
    </FormDialog>
  );
}
