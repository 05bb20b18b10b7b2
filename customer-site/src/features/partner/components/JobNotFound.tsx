import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Messages } from '@moveday/openapi';
import { Link as PageLink } from '@/lib/history';
import { JOBS } from './jobPaths';

/** A job address that is not this crew's job (another crew's, a withdrawn offer, or none at all). */
export function JobNotFound() {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
        Job not found
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 2, fontSize: '1.125rem' }}>
        {Messages.jobNotFound}
      </Typography>
      <Box sx={{ mt: 4 }}>
        <Button component={PageLink} to={JOBS} variant="contained" size="large">
          Back to my jobs
        </Button>
      </Box>
    </Container>
  );
}
