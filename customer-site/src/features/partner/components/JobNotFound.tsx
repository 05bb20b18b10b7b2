import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Messages } from '@moveday/openapi';
import { Link as PageLink } from '@/lib/history';
import { JOBS } from './jobPaths';

/** A partner's page that cannot be shown: what happened, and the way back to the job list. */
export function BackToJobs({ title, text }: { title: string; text: string }) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 2, fontSize: '1.125rem' }}>
        {text}
      </Typography>
      <Box sx={{ mt: 4 }}>
        <Button component={PageLink} to={JOBS} variant="contained" size="large">
          Back to my jobs
        </Button>
      </Box>
    </Container>
  );
}

/** A job address that is not this crew's job (another crew's, a withdrawn offer, or none at all). */
export const JobNotFound = () => <BackToJobs title="Job not found" text={Messages.jobNotFound} />;
