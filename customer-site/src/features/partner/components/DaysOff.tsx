import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageHeading } from '@/components/ui/PageHeading';
import { useBooks } from '@/lib/i18n';
import { addDayOff } from '../api/addDayOff';
import { removeDayOff } from '../api/removeDayOff';
import { useDaysOff } from '../hooks/useDaysOff';
import { AddDayOffForm } from './AddDayOffForm';
import { DayOffRow } from './DayOffRow';
import { dayText, useJobWords } from './jobText';

type Notice = { severity: 'success' | 'error'; text: string };

const LIST_TITLE_ID = 'days-off-upcoming';

/** /partner/daysoff: the days the crew cannot work, from today on; add one, remove one. */
export function DaysOff() {
  // The catalogue's messages: a failed call's words.
  useBooks('messages');
  const words = useJobWords();
  const { t } = words;
  const { state, busy, change } = useDaysOff();
  const [notice, setNotice] = useState<Notice | null>(null);
  const listTitle = useRef<HTMLHeadingElement>(null);

  async function add(day: number): Promise<boolean> {
    setNotice(null);
    const outcome = await change(() => addDayOff(day));
    if (outcome.ok) setNotice({ severity: 'success', text: t('daysOffAddedNotice', { day: dayText(words, day) }) });
    else if (outcome.message) setNotice({ severity: 'error', text: outcome.message });
    return outcome.ok;
  }

  async function remove(day: number): Promise<void> {
    setNotice(null);
    const outcome = await change(() => removeDayOff(day));
    if (outcome.ok) {
      setNotice({ severity: 'success', text: t('daysOffRemovedNotice', { day: dayText(words, day) }) });
      // Its row (and the button that had the focus) is gone: the list's heading takes the focus.
      listTitle.current?.focus();
    } else if (outcome.message) setNotice({ severity: 'error', text: outcome.message });
  }

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      <PageHeading>{t('daysOffHeading')}</PageHeading>
      <Typography color="text.secondary">{t('daysOffIntro')}</Typography>

      <AddDayOffForm busy={busy} onAdd={add} onIncomplete={(text) => setNotice({ severity: 'error', text })} />

      {/* Said as it changes (a live region that is there from the start), and seen under the form. */}
      <Box role="status" aria-live="polite" sx={{ mt: notice ? 2 : 0 }}>
        {notice?.severity === 'success' && (
          <Alert severity="success" role="none" onClose={() => setNotice(null)}>
            {notice.text}
          </Alert>
        )}
      </Box>
      {notice?.severity === 'error' && (
        <Alert severity="error" role="alert" onClose={() => setNotice(null)} sx={{ mt: 2 }}>
          {notice.text}
        </Alert>
      )}

      <Box component="section" aria-labelledby={LIST_TITLE_ID} sx={{ mt: 3 }}>
        <Typography id={LIST_TITLE_ID} ref={listTitle} tabIndex={-1} variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5, outline: 'none' }}>
          {state.status === 'ready' ? t('daysOffUpcomingCount', { count: state.daysOff.length }) : t('daysOffUpcomingHeading')}
        </Typography>
        {state.status === 'loading' && <Box sx={{ minHeight: 120 }} aria-busy="true" />}
        {state.status === 'failed' && (
          <Paper variant="outlined" sx={{ p: 3 }}>
            <Typography role="alert">{state.message}</Typography>
            <Button variant="outlined" onClick={state.retry} sx={{ mt: 2 }}>
              {t('daysOffTryAgain')}
            </Button>
          </Paper>
        )}
        {state.status === 'ready' && state.daysOff.length === 0 && (
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography color="text.secondary">{t('daysOffEmpty')}</Typography>
          </Paper>
        )}
        {state.status === 'ready' && state.daysOff.length > 0 && (
          <Box component="ul" aria-labelledby={LIST_TITLE_ID} sx={{ m: 0, p: 0, display: 'grid', gap: 1.5 }}>
            {state.daysOff.map((dayOff) => (
              <DayOffRow key={dayOff.day} dayOff={dayOff} busy={busy} onRemove={(day) => void remove(day)} />
            ))}
          </Box>
        )}
      </Box>
    </Container>
  );
}
