import { Suspense } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { OUTLINED_CONTROL_SX } from '@/components/ui/plainLooks';
import { PageHeading } from '@/components/ui/PageHeading';
import { lazyChunk } from '@/lib/chunk-load';
import { useT } from '@/lib/i18n';
import { navigate, useAddress } from '@/lib/history';
import { useSession } from '@/lib/session';
import { useHydrated } from '@/lib/use-hydrated';
import type { WordKey } from '@moveday/openapi';
import type { PartnerJobList, PartnerJobRow } from '../api/getJobs';
import { useJobs } from '../hooks/useJobs';
import { JobRowCard } from './JobRowCard';

// Only a page that sent a message along shows one (after a decline): the list's first load does without.
const Alert = lazyChunk(() => import('@mui/material/Alert'));

const SECTIONS: { key: keyof PartnerJobList; title: WordKey; empty: WordKey }[] = [
  { key: 'offered', title: 'jobsSectionOffered', empty: 'jobsOfferedEmpty' },
  { key: 'upcoming', title: 'jobsSectionUpcoming', empty: 'jobsUpcomingEmpty' },
  { key: 'past', title: 'jobsSectionPast', empty: 'jobsPastEmpty' },
];

/** What a page sent along to say here (a declined job's answer). */
function messageFrom(state: unknown): string | null {
  const message = (state as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : null;
}

function JobSection({ section, title, empty, jobs }: { section: keyof PartnerJobList; title: WordKey; empty: WordKey; jobs: PartnerJobRow[] }) {
  const t = useT();
  const id = `jobs-${section}`;
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 3 }}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
        {t('jobsSectionCount', { section: t(title), count: jobs.length })}
      </Typography>
      {jobs.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography color="text.secondary">{t(empty)}</Typography>
        </Paper>
      ) : (
        <Box component="ul" aria-labelledby={id} sx={{ m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {jobs.map((job) => (
            <JobRowCard key={job.id} job={job} />
          ))}
        </Box>
      )}
    </Box>
  );
}

/** /partner/jobs: the crew's offers to answer, its upcoming jobs, and its past ones. */
export function JobList() {
  const t = useT();
  const session = useSession();
  const { pathname, state: navigationState } = useAddress();
  const message = messageFrom(navigationState);
  const state = useJobs();
  // The build renders the page with no session: the crew's name once the page is adopted as built.
  const company = useHydrated() ? session?.userDetails.partnerName : undefined;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <PageHeading>{t('jobsHeading')}</PageHeading>
      <Typography color="text.secondary">{company ? t('jobsIntroOfCompany', { company }) : t('jobsIntro')}</Typography>

      {message && (
        <Suspense fallback={null}>
          <Alert severity="success" role="status" onClose={() => navigate(pathname, { replace: true })} sx={{ mt: 2 }}>
            {message}
          </Alert>
        </Suspense>
      )}

      {state.status === 'loading' && <Box sx={{ minHeight: 240 }} aria-busy="true" />}

      {state.status === 'failed' && (
        <Paper variant="outlined" sx={{ p: 3, mt: 3 }}>
          <Typography role="alert">{state.message}</Typography>
          <Box component="button" type="button" onClick={state.retry} sx={{ ...OUTLINED_CONTROL_SX, mt: 2 }}>
            {t('jobsTryAgain')}
          </Box>
        </Paper>
      )}

      {state.status === 'ready' &&
        SECTIONS.map((section) => (
          <JobSection key={section.key} section={section.key} title={section.title} empty={section.empty} jobs={state.jobs[section.key]} />
        ))}
    </Container>
  );
}
