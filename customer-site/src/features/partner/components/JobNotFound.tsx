import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { WordKey } from '@moveday/openapi';
import { useT } from '@/lib/i18n';
import { Link as PageLink } from '@/lib/history';
import { JOBS } from './jobPaths';

/** A partner's page that cannot be shown: what happened, and the way back (to the job list, unless `back` names another page). */
export function BackToJobs({
  title,
  text,
  back = { to: JOBS, label: 'jobBackToJobs' },
}: {
  title: WordKey;
  text: WordKey;
  back?: { to: string; label: WordKey };
}) {
  const t = useT();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
        {t(title)}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 2, fontSize: '1.125rem' }}>
        {t(text)}
      </Typography>
      <Box sx={{ mt: 4 }}>
        <Button component={PageLink} to={back.to} variant="contained" size="large">
          {t(back.label)}
        </Button>
      </Box>
    </Container>
  );
}

/** A job address that is not this crew's job (another crew's, a withdrawn offer, or none at all). */
export const JobNotFound = () => <BackToJobs title="jobNotFoundTitle" text="jobNotFound" />;
