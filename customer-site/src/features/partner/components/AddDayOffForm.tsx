import { useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { COMPANY_TIME_ZONE, dayToIso, isoToDay, latestDay, todayIn } from '@moveday/openapi';
import { useT } from '@/lib/i18n';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * The phone's own date input, in MUI's outlined look: a native picker on every phone (a calendar
 * wheel or grid), keyboard-friendly on a desktop, and no date-picker library to download. Its
 * value is a calendar day ('YYYY-MM-DD'), read as UTC midnight: no time zone shifts it.
 */
const DATE_INPUT_SX = {
  boxSizing: 'border-box',
  width: '100%',
  minWidth: 0,
  // As tall as the button beside it (the grid stretches both).
  minHeight: 48,
  px: 1.5,
  font: 'inherit',
  // 16 px: a phone does not zoom into the field.
  fontSize: '1rem',
  color: 'text.primary',
  bgcolor: 'background.paper',
  border: '1px solid rgba(0, 0, 0, 0.23)',
  borderRadius: 1,
  '@media (hover: hover)': { '&:hover': { borderColor: 'text.primary' } },
  '&:focus': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -1, borderColor: 'primary.main' },
} as const;

interface AddDayOffFormProps {
  busy: boolean;
  /** Adds the day (UTC-midnight ms); true once it is off, so the field is cleared. */
  onAdd: (day: number) => Promise<boolean>;
  /** Nothing to send yet: says what is missing. */
  onIncomplete: (message: string) => void;
}

/** Pick a day, add it. The server decides whether it may be off (from today, and no move that day) and says why not. */
export function AddDayOffForm({ busy, onAdd, onIncomplete }: AddDayOffFormProps) {
  const t = useT();
  const titleId = useId();
  const inputId = useId();
  const hintId = useId();
  const [picked, setPicked] = useState('');
  // The picker starts at today (the server's: the company's office's) and stops two years on; the
  // build cannot know today, so only once running.
  const today = useHydrated() ? todayIn(COMPANY_TIME_ZONE) : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    // A partly typed date (a desktop's field) has no value yet.
    if (!/^\d{4}-\d{2}-\d{2}$/.test(picked)) {
      onIncomplete(t('daysOffPickFirst'));
      return;
    }
    if (await onAdd(isoToDay(picked))) setPicked('');
  }

  return (
    // The server's rules, not the browser's own bubbles, say what is wrong (noValidate).
    <Paper
      variant="outlined"
      component="form"
      noValidate
      aria-labelledby={titleId}
      onSubmit={(event: FormEvent) => void submit(event)}
      sx={{ p: { xs: 2, sm: 3 }, mt: 3 }}
    >
      <Typography id={titleId} variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
        {t('daysOffAddTitle')}
      </Typography>
      <Box component="label" htmlFor={inputId} sx={{ display: 'block', fontWeight: 600, mb: 0.75 }}>
        {t('daysOffDayLabel')}
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) auto' }, gap: 1.5 }}>
        <Box
          component="input"
          id={inputId}
          name="day"
          type="date"
          value={picked}
          onChange={(event: { target: HTMLInputElement }) => setPicked(event.target.value)}
          min={today === null ? undefined : dayToIso(today)}
          max={today === null ? undefined : dayToIso(latestDay(today))}
          aria-describedby={hintId}
          sx={DATE_INPUT_SX}
        />
        <Button type="submit" variant="contained" size="large" disabled={busy} sx={{ minHeight: 48 }}>
          {t('daysOffAddButton')}
        </Button>
      </Box>
      <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('daysOffHint')}
      </Typography>
    </Paper>
  );
}
