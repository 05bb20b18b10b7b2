import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useLocation, useNavigate } from 'react-router-dom';
import { PageHeading } from '@/components/ui/PageHeading';
import { useSession } from '@/lib/session';
import type { PartnerJobList, PartnerJobRow } from '../api/getJobs';
import { useJobs } from '../hooks/useJobs';
import { JobRowCard } from './JobRowCard';

const SECTIONS: { key: keyof PartnerJobList; title: string; empty: string }[] = [
  { key: 'offered', title: 'Offered', empty: 'No offers right now. A new offer also comes to you by email.' },
  { key: 'upcoming', title: 'Upcoming', empty: 'No upcoming jobs. The offers you accept show here.' },
  { key: 'past', title: 'Past', empty: 'No past jobs yet.' },
];

/** What a page sent along to say here (a declined job's answer). */
function messageFrom(state: unknown): string | null {
  const message = (state as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : null;
}

function JobSection({ title, empty, jobs }: { title: string; empty: string; jobs: PartnerJobRow[] }) {
  const id = `jobs-${title.toLowerCase()}`;
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 3 }}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
        {title} ({jobs.length})
      </Typography>
      {jobs.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography color="text.secondary">{empty}</Typography>
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
  const session = useSession();
  const navigate = useNavigate();
  const { state: navigationState } = useLocation();
  const message = messageFrom(navigationState);
  const state = useJobs();
  const company = session?.userDetails.partnerName;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <PageHeading>My Jobs</PageHeading>
      <Typography color="text.secondary">{company ? `${company}: offers, upcoming and past moves.` : 'Your offers, upcoming and past moves.'}</Typography>

      {message && (
        <Alert severity="success" role="status" onClose={() => navigate('.', { replace: true, state: null })} sx={{ mt: 2 }}>
          {message}
        </Alert>
      )}

      {state.status === 'loading' && <Box sx={{ minHeight: 240 }} aria-busy="true" />}

      {state.status === 'failed' && (
        <Paper variant="outlined" sx={{ p: 3, mt: 3 }}>
          <Typography role="alert">{state.message}</Typography>
          <Button variant="outlined" onClick={state.retry} sx={{ mt: 2 }}>
            Try again
          </Button>
        </Paper>
      )}

      {state.status === 'ready' && SECTIONS.map((section) => <JobSection key={section.key} title={section.title} empty={section.empty} jobs={state.jobs[section.key]} />)}
    </Container>
  );
}
