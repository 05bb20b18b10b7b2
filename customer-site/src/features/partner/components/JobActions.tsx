import { Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ApiError, messageOf } from '@/lib/api-client';
import { lazyChunk } from '@/lib/chunk-load';
import { dialogs } from '@/lib/dialogs';
import { useT } from '@/lib/i18n';
import { navigate } from '@/lib/history';
import { acceptJob, type PartnerJobAnswer } from '../api/acceptJob';
import { declineJob } from '../api/declineJob';
import type { PartnerJob } from '../api/getJob';
import { markJobDone } from '../api/markJobDone';
import { tellCrewOnTheWay } from '../api/tellCrewOnTheWay';
import { isJobNotFound } from '../hooks/useJob';
import { JOBS } from './jobPaths';
import { jobStageOf } from './jobText';

// The dialogs load when first opened: the job list and a job page do without them.
const ConfirmDialog = lazyChunk(() => import('@/components/ui/ConfirmDialog').then((m) => ({ default: m.ConfirmDialog })));
const DeclineDialog = lazyChunk(() => import('./DeclineDialog'));
const DoneDialog = lazyChunk(() => import('./DoneDialog'));

interface JobActionsProps {
  job: PartnerJob;
  /** An action's answer: its message and the job as it is now. */
  onAnswered: (message: string, job: PartnerJob) => void;
  /** The server refused (the job changed meanwhile): it is fetched again. */
  onRefused: () => void;
  /** The job is not this crew's any more. */
  onLost: () => void;
}

/** The buttons a job allows now (the server's `can`): Accept and Decline an offer; On our way and Job done on the move day. */
export function JobActions({ job, onAnswered, onRefused, onLost }: JobActionsProps) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState<'decline' | 'onTheWay' | 'done' | null>(null);
  const { can } = job;
  const stage = jobStageOf(job);

  async function run(call: () => Promise<PartnerJobAnswer>): Promise<void> {
    if (busy) return;
    setBusy(true);
    try {
      const answer = await dialogs.withLoading(call);
      setOpen(null);
      // A declined job is no longer the crew's: back to the list, which says so.
      if (answer.job) onAnswered(answer.message, answer.job);
      else navigate(JOBS, { replace: true, state: { message: answer.message } });
    } catch (err) {
      setOpen(null);
      if (isJobNotFound(err)) {
        onLost();
        return;
      }
      dialogs.showError(messageOf(err));
      if (err instanceof ApiError && err.status === 409) onRefused();
    } finally {
      setBusy(false);
    }
  }

  const anything = can.accept || can.decline || can.onTheWay || can.done;
  if (!anything && stage !== 'upcoming') return null;

  return (
    <Paper variant="outlined" component="section" aria-label={t('jobAnswerSectionLabel')} sx={{ p: { xs: 2, sm: 3 } }}>
      {stage === 'offered' && <Typography sx={{ mb: 1.5, fontWeight: 600 }}>{t('jobCanYouTakeIt')}</Typography>}
      {stage === 'upcoming' && !can.onTheWay && !can.done && <Typography color="text.secondary">{t('jobOnMoveDayHint')}</Typography>}
      {anything && (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, gap: 1.5 }}>
          {can.accept && (
            <Button variant="contained" size="large" disabled={busy} onClick={() => void run(() => acceptJob(job.id))}>
              {t('jobAccept')}
            </Button>
          )}
          {can.decline && (
            <Button variant="outlined" size="large" disabled={busy} onClick={() => setOpen('decline')}>
              {t('jobDecline')}
            </Button>
          )}
          {can.onTheWay && (
            <Button variant="contained" color="secondary" size="large" disabled={busy} onClick={() => setOpen('onTheWay')}>
              {t('jobOnOurWay')}
            </Button>
          )}
          {can.done && (
            <Button variant="contained" size="large" disabled={busy} onClick={() => setOpen('done')}>
              {t('jobDoneButton')}
            </Button>
          )}
        </Box>
      )}

      <Suspense fallback={null}>
        {open === 'onTheWay' && (
          <ConfirmDialog
            open
            title={t('jobOnTheWayQuestion')}
            detail={job.crewOnTheWayAt !== null ? t('jobOnTheWayToldAlready') : t('jobOnTheWayWeEmail')}
            confirmLabel={t('jobOnOurWay')}
            cancelLabel={t('jobNotYet')}
            onCancel={() => setOpen(null)}
            onConfirm={() => void run(() => tellCrewOnTheWay(job.id))}
          />
        )}
        {open === 'decline' && <DeclineDialog busy={busy} onCancel={() => setOpen(null)} onDecline={(reason) => void run(() => declineJob(job.id, reason))} />}
        {open === 'done' && <DoneDialog busy={busy} onCancel={() => setOpen(null)} onDone={(notes) => void run(() => markJobDone(job.id, notes))} />}
      </Suspense>
    </Paper>
  );
}
