import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import type { PaymentMethod } from '@moveday/openapi';
import { useId, useState } from 'react';
import { parseCents } from './cents';
import { MANUAL_METHOD_CHOICES } from './paymentFacts';

/** The server's limit on a reference (a check number, a transfer's or receipt's reference). */
export const REFERENCE_MAX = 100;

/** What both dialogs ask: the amount as typed, how the money moved, and its reference. */
export interface MoneyForm {
  amount: string;
  method: PaymentMethod;
  reference: string;
}

export const EMPTY_MONEY: MoneyForm = { amount: '', method: 'cash', reference: '' };

interface Props {
  value: MoneyForm;
  onChange: (value: MoneyForm) => void;
  /** The server's word on a field (a 400), by the form's names: it shows until the field changes. */
  serverErrors: Partial<Record<keyof MoneyForm, string>>;
  amountLabel: string;
  referenceHelp: string;
  /** The ways the money may move; by hand (cash, check, bank transfer) unless given. */
  methods?: readonly { key: PaymentMethod; label: string }[];
}

/**
 * The amount (typed in dollars and cents, sent as cents: what is wrong with it shows as it is
 * typed, or once the field is left empty), the method (cash, check, bank transfer) and an optional
 * reference.
 */
export function MoneyFields({ value, onChange, serverErrors, amountLabel, referenceHelp, methods = MANUAL_METHOD_CHOICES }: Props) {
  const id = useId();
  const [amountLeft, setAmountLeft] = useState(false);
  const parsed = parseCents(value.amount);
  const amountProblem = serverErrors.amount ?? (value.amount.trim() !== '' || amountLeft ? parsed.problem : undefined);
  const set = (change: Partial<MoneyForm>) => onChange({ ...value, ...change });
  return (
    <>
      <TextField
        label={amountLabel}
        required
        autoFocus
        fullWidth
        value={value.amount}
        onChange={(event) => set({ amount: event.target.value })}
        onBlur={() => setAmountLeft(true)}
        error={amountProblem !== undefined}
        helperText={amountProblem ?? 'Dollars and cents, e.g. 120.50'}
        slotProps={{
          input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
          htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
        }}
        sx={{ mb: 2 }}
      />
      <FormControl error={serverErrors.method !== undefined} sx={{ mb: 1, display: 'block' }}>
        <FormLabel id={`${id}-method`}>Method</FormLabel>
        <RadioGroup row aria-labelledby={`${id}-method`} value={value.method} onChange={(event) => set({ method: event.target.value as PaymentMethod })}>
          {methods.map((choice) => (
            <FormControlLabel key={choice.key} value={choice.key} control={<Radio />} label={choice.label} />
          ))}
        </RadioGroup>
        {serverErrors.method && <FormHelperText>{serverErrors.method}</FormHelperText>}
      </FormControl>
      <TextField
        label="Reference"
        fullWidth
        value={value.reference}
        onChange={(event) => set({ reference: event.target.value })}
        error={serverErrors.reference !== undefined}
        helperText={serverErrors.reference ?? referenceHelp}
        slotProps={{ htmlInput: { maxLength: REFERENCE_MAX } }}
        sx={{ mb: 2 }}
      />
    </>
  );
}
