import TextField from '@mui/material/TextField';
import { dayToIso, isoToDay } from '@moveday/openapi';
import type { ReactNode } from 'react';
import { useState } from 'react';

interface DayFieldProps {
  id: string;
  label: string;
  value: number | null | undefined;
  /** `complete` is false while a year is still being typed (0002, 0020, 0202 on the way to 2026). */
  onChange: (day: number | null, complete: boolean) => void;
  /** The earliest day the picker offers, or how to find today (found once the field is first used). */
  min?: number | null | (() => number);
  /** The last day the picker offers, or how to find it (from today, like `min`). */
  max?: number | null | (() => number);
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: ReactNode;
}

const FIRST_FULL_YEAR = 1000;

/**
 * A calendar day through the browser's own date field. Its value is read and written as
 * YYYY-MM-DD and turned into UTC midnight only by isoToDay/dayToIso, so no time zone shifts it.
 */
export function DayField({ id, label, value, onChange, min, max, required, disabled, error, helperText }: DayFieldProps) {
  // A bound found from today is set when the field is first used, before its picker opens: a
  // prerendered page cannot know today, and finding it costs a page load a long task.
  const [used, setUsed] = useState(false);
  const bound = (day: number | null | undefined | (() => number)) =>
    day === null || day === undefined ? undefined : typeof day === 'function' ? (used ? dayToIso(day()) : undefined) : dayToIso(day);
  return (
    <TextField
      id={id}
      type="date"
      label={label}
      value={value === null || value === undefined ? '' : dayToIso(value)}
      required={required}
      disabled={disabled}
      error={error}
      helperText={helperText}
      fullWidth
      onFocus={() => setUsed(true)}
      onPointerDown={() => setUsed(true)}
      onChange={(event) => {
        const iso = event.target.value;
        if (!iso) return onChange(null, true);
        onChange(isoToDay(iso), Number(iso.slice(0, iso.indexOf('-', 1))) >= FIRST_FULL_YEAR);
      }}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { min: bound(min), max: bound(max) },
      }}
    />
  );
}
