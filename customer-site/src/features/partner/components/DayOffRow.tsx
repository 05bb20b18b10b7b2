import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { dayToIso } from '@moveday/openapi';
import type { DayOff } from '../api/getDaysOff';
import { dayText, useJobWords } from './jobText';

/** One day off: the day, who set it (MoveDay's are marked), and its Remove button. */
export function DayOffRow({ dayOff, busy, onRemove }: { dayOff: DayOff; busy: boolean; onRemove: (day: number) => void }) {
  const words = useJobWords();
  const { t } = words;
  const text = dayText(words, dayOff.day);
  return (
    <Card
      variant="outlined"
      component="li"
      data-testid="day-off"
      data-day={dayToIso(dayOff.day)}
      sx={{ listStyle: 'none', p: 2, display: 'flex', alignItems: 'center', gap: 1.5 }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700 }}>{text}</Typography>
        {dayOff.setBy === 'admin' && (
          <Typography variant="body2" color="text.secondary">
            {t('daysOffSetByMoveDay')}
          </Typography>
        )}
      </Box>
      <Button
        variant="outlined"
        disabled={busy}
        onClick={() => onRemove(dayOff.day)}
        aria-label={t('daysOffRemoveLabel', { day: text })}
        sx={{ flexShrink: 0, minHeight: 44 }}
      >
        {t('daysOffRemove')}
      </Button>
    </Card>
  );
}
