import Box from '@mui/material/Box';
import { changed, isWeekend, latestDay, moveStepProblems, todayOf } from '@moveday/openapi';
import { useFormats, useT } from '@/lib/i18n';
import { dialogs } from '@/lib/dialogs';
import { DayField } from '@/components/ui/DayField';
import type { DraftFieldProps } from './draftFields';

const DATES = [
  { key: 'preferredDateOpt1', label: 'wizardPreferredDate1' },
  { key: 'preferredDateOpt2', label: 'wizardPreferredDate2' },
] as const;

/**
 * The two preferred move dates (customer-side §5): none before today and none more than two
 * years ahead (the picker's min and max block them; a typed one says so); the same day twice
 * clears both and says 'Both dates cannot be same'.
 */
export function PreferredDatesFields({ draft, edit }: DraftFieldProps) {
  const today = () => todayOf(draft);
  const problems = moveStepProblems(draft, 'move', { today });
  const t = useT();
  const { day: dayIn } = useFormats();

  const set = (key: (typeof DATES)[number]['key'], day: number | null, complete: boolean) => {
    const next = changed(draft, (d) => void (d.moveDatePreferences[key] = day));
    const same = complete && moveStepProblems(next, 'move', { today })['moveDatePreferences.preferredDateOpt2'] === 'bothDatesSame';
    if (same) {
      edit((d) => changed(d, (c) => void (c.moveDatePreferences = { preferredDateOpt1: null, preferredDateOpt2: null })));
      dialogs.showError(t('bothDatesSame'), undefined, t('wizardDateOk'));
      return;
    }
    edit((d) => changed(d, (c) => void (c.moveDatePreferences[key] = day)));
  };

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      {DATES.map(({ key, label }) => {
        const day = draft.moveDatePreferences[key];
        // Only a date that is set can be wrong; an empty one is simply still to choose.
        const problem = day === null ? undefined : problems[`moveDatePreferences.${key}`];
        const weekday =
          day === null || problem ? undefined : isWeekend(day) ? t('wizardWeekdayOfWeekend', { weekday: dayIn(day, 'weekday') }) : dayIn(day, 'weekday');
        return (
          <DayField
            key={key}
            id={`quote-${key}`}
            label={t(label)}
            required
            value={day}
            min={today}
            max={() => latestDay(today())}
            onChange={(next, complete) => set(key, next, complete)}
            error={problem !== undefined}
            helperText={problem ? t(problem) : (weekday ?? ' ')}
          />
        );
      })}
    </Box>
  );
}
