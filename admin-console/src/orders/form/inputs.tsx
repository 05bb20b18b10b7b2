import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import Remove from '@mui/icons-material/Remove';
import { Limits, Messages, OBSTACLES, OTHER_OBSTACLE, Patterns, dayToIso, isEmail, isPhone, isoToDay, textProblem, wordOf } from '@moveday/openapi';
import { useState, type ReactNode } from 'react';
import { useShowMessage } from '../../common/MessageDialog';
import type { Address, NavigationFlags } from '../../lib/types';

interface TextProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  name?: string;
}

/** Letters and spaces only: anything else is refused with 'Name accepts characters only'. */
export function NameInput({ label, value, onChange, ...rest }: TextProps) {
  const show = useShowMessage();
  return (
    <TextField
      {...rest}
      label={label}
      value={value}
      autoComplete="off"
      slotProps={{ htmlInput: { maxLength: Limits.name } }}
      onChange={(event) => {
        const next = event.target.value;
        if (next !== '' && !/^[A-Za-z ]*$/.test(next)) void show(Messages.nameCharactersOnly);
        else onChange(next);
      }}
    />
  );
}

/** An email address; a wrong one says 'Invalid Email' when the field is left. */
export function EmailInput({ label, value, onChange, ...rest }: TextProps) {
  const show = useShowMessage();
  const invalid = value.trim() !== '' && !isEmail(value.trim());
  const [left, setLeft] = useState(false);
  return (
    <TextField
      {...rest}
      type="email"
      label={label}
      value={value}
      autoComplete="off"
      error={left && invalid}
      helperText={left && invalid ? Messages.invalidEmail : undefined}
      slotProps={{ htmlInput: { maxLength: Limits.email } }}
      onChange={(event) => onChange(event.target.value)}
      onBlur={() => {
        setLeft(true);
        if (invalid) void show(Messages.invalidEmail);
      }}
    />
  );
}

/** Ten digits; fewer say 'Invalid phone number' when the field is left. */
export function PhoneInput({ label, value, onChange, ...rest }: TextProps) {
  const show = useShowMessage();
  const invalid = value !== '' && !isPhone(value);
  const [left, setLeft] = useState(false);
  return (
    <TextField
      {...rest}
      type="tel"
      label={label}
      value={value}
      autoComplete="off"
      error={left && invalid}
      helperText={left && invalid ? Messages.invalidPhone : undefined}
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: Limits.phoneDigits } }}
      onChange={(event) => {
        const next = event.target.value;
        if (/^\d*$/.test(next)) onChange(next);
        else void show(Messages.invalidPhone);
      }}
      onBlur={() => {
        setLeft(true);
        if (invalid) void show(Messages.invalidPhone);
      }}
    />
  );
}

/** The final amount: digits only, at most 9 ('Amount accepts numbers only'). */
export function AmountInput({ label, value, onChange, ...rest }: TextProps) {
  const show = useShowMessage();
  return (
    <TextField
      {...rest}
      label={label}
      value={value}
      autoComplete="off"
      slotProps={{
        htmlInput: { inputMode: 'numeric', maxLength: Limits.finalAmountDigits },
        input: {
          startAdornment: (
            <Box component="span" sx={{ mr: 0.5, color: 'text.secondary' }}>
              $
            </Box>
          ),
        },
      }}
      onChange={(event) => {
        const next = event.target.value;
        if (next === '' || Patterns.digits.test(next)) onChange(next.slice(0, Limits.finalAmountDigits));
        else void show(Messages.amountNumbersOnly);
      }}
    />
  );
}

interface DayInputProps {
  label: string;
  value: number | null | undefined;
  onChange: (day: number | null) => void;
  min?: number;
  max?: number;
  disabled?: boolean;
  required?: boolean;
  error?: boolean;
  helperText?: ReactNode;
}

/** A calendar day (UTC midnight ms) through the browser's date field, read and written as YYYY-MM-DD: no time zone can shift it. */
export function DayInput({ label, value, onChange, min, max, disabled, required, error, helperText }: DayInputProps) {
  return (
    <TextField
      type="date"
      label={label}
      value={value === null || value === undefined ? '' : dayToIso(value)}
      disabled={disabled}
      required={required}
      error={error}
      helperText={helperText}
      onChange={(event) => onChange(event.target.value ? isoToDay(event.target.value) : null)}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { min: min === undefined ? undefined : dayToIso(min), max: max === undefined ? undefined : dayToIso(max) },
      }}
    />
  );
}

interface SelectInputProps {
  label: string;
  value: string;
  options: readonly { key: string; label: string }[];
  onChange: (value: string) => void;
  /** A first, blank choice with this label. */
  blank?: string;
  disabled?: boolean;
  required?: boolean;
}

export function SelectInput({ label, value, options, onChange, blank, disabled, required }: SelectInputProps) {
  return (
    <TextField select label={label} value={value} disabled={disabled} required={required} onChange={(event) => onChange(event.target.value)}>
      {blank !== undefined && (
        <MenuItem value="">
          <em>{blank}</em>
        </MenuItem>
      )}
      {options.map((option) => (
        <MenuItem key={option.key} value={option.key}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A count that cannot go below 0 nor above the catalogue's most of one kind. */
export function Counter({ label, value, max, onChange }: { label: string; value: number; max: number; onChange: (value: number) => void }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, py: 0.25 }} role="group" aria-label={label}>
      <Typography variant="body2" sx={{ flex: 1 }}>
        {label}
      </Typography>
      <IconButton size="small" aria-label={`Fewer: ${label}`} disabled={value <= 0} onClick={() => onChange(Math.max(0, value - 1))}>
        <Remove fontSize="small" />
      </IconButton>
      <Typography component="output" aria-live="polite" sx={{ minWidth: 24, textAlign: 'center', fontWeight: 700 }}>
        {value}
      </Typography>
      <IconButton size="small" aria-label={`More: ${label}`} disabled={value >= max} onClick={() => onChange(Math.min(max, value + 1))}>
        <Add fontSize="small" />
      </IconButton>
    </Box>
  );
}

export function CounterGrid({
  items,
  values,
  max,
  onChange,
}: {
  items: readonly { key: string; label: string }[];
  values: Record<string, number | undefined> | undefined;
  /** The most of each kind (`Ranges.roomCount.max`, `Ranges.heavyItemCount.max`). */
  max: number;
  onChange: (values: Record<string, number>) => void;
}) {
  const current = Object.fromEntries(items.map((item) => [item.key, values?.[item.key] ?? 0]));
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 3 }}>
      {items.map((item) => (
        <Counter key={item.key} label={item.label} value={current[item.key]!} max={max} onChange={(n) => onChange({ ...current, [item.key]: n })} />
      ))}
    </Box>
  );
}

/** The field's text problem as a TextField's error and helper text (the catalogue's one text rule). */
const textState = (value: string | undefined) => {
  const problem = wordOf(textProblem(value));
  return problem ? { error: true, helperText: problem } : {};
};

/** The five address fields with the spec's limits; the zip takes digits only. */
export function AddressFields({ value, onChange, legend }: { value: Address; onChange: (address: Address) => void; legend: string }) {
  const set = (field: keyof Address) => (next: string) => onChange({ ...value, [field]: next });
  return (
    <Box role="group" aria-label={legend} sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <TextField
        label="Street address"
        required
        value={value.streetaddress}
        {...textState(value.streetaddress)}
        onChange={(e) => set('streetaddress')(e.target.value)}
        slotProps={{ htmlInput: { maxLength: Limits.streetAddress } }}
      />
      <TextField
        label="Street address line 2"
        value={value.streetaddress2 ?? ''}
        {...textState(value.streetaddress2)}
        onChange={(e) => set('streetaddress2')(e.target.value)}
        slotProps={{ htmlInput: { maxLength: Limits.streetAddress } }}
      />
      <TextField
        label="City"
        required
        value={value.city}
        {...textState(value.city)}
        onChange={(e) => set('city')(e.target.value)}
        slotProps={{ htmlInput: { maxLength: Limits.city } }}
      />
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: '1fr 1fr' }}>
        <TextField
          label="State"
          required
          value={value.state}
          {...textState(value.state)}
          onChange={(e) => set('state')(e.target.value)}
          slotProps={{ htmlInput: { maxLength: Limits.state } }}
        />
        <TextField
          label="Zip code"
          required
          value={value.zipcode}
          onChange={(e) => /^\d*$/.test(e.target.value) && set('zipcode')(e.target.value)}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: Limits.zipcode } }}
        />
      </Box>
    </Box>
  );
}

/** What the movers must get past; ticking Other opens its description, unticking clears it. */
export function NavigationFields({
  flags,
  otherDesc,
  onChange,
  label,
}: {
  flags: NavigationFlags | undefined;
  otherDesc: string | undefined;
  onChange: (flags: NavigationFlags, otherDesc: string) => void;
  label: string;
}) {
  const other = flags?.[OTHER_OBSTACLE] === true;
  return (
    <Box>
      <FormGroup row aria-label={label}>
        {OBSTACLES.map((obstacle) => (
          <FormControlLabel
            key={obstacle.key}
            sx={{ minWidth: 190 }}
            control={
              <Checkbox
                checked={flags?.[obstacle.key] === true}
                onChange={(event) => {
                  const next = { ...flags, [obstacle.key]: event.target.checked };
                  onChange(next, obstacle.key === OTHER_OBSTACLE && !event.target.checked ? '' : (otherDesc ?? ''));
                }}
              />
            }
            label={obstacle.label}
          />
        ))}
      </FormGroup>
      <TextField
        label="Other: please explain"
        value={otherDesc ?? ''}
        disabled={!other}
        required={other}
        multiline
        minRows={2}
        onChange={(event) => onChange({ ...flags }, event.target.value)}
        error={textProblem(otherDesc) !== undefined}
        helperText={wordOf(textProblem(otherDesc)) ?? `${(otherDesc ?? '').length}/${Limits.otherDescription}`}
        slotProps={{ htmlInput: { maxLength: Limits.otherDescription } }}
        sx={{ mt: 1 }}
      />
    </Box>
  );
}
