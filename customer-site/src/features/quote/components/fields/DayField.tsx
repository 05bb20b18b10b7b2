import TextField from '@mui/material/TextField';
import { dayToIso, isoToDay } from '@moveday/openapi';
import type { ReactNode } from 'react';
import { useHydrated } from '@/lib/use-hydrated';

interface DayFieldProps {
  id: string;
  label: string;
  value: number | null | undefined;
  /** `complete` is false while a year is still being typed (0002, 0020, 0202 on the way to 2026). */
  onChange: (day: number | null, complete: boolean) => void;
  min?: number | null;
  max?: number | null;
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
  // The bounds depend on today, which a prerendered page cannot know: set once in the browser.
  const hydrated = useHydrated();
  const bound = (day: number | null | undefined) => (!hydrated || day === null || day === undefined ? undefined : dayToIso(day));
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
