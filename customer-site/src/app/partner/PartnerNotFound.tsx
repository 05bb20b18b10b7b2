import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { JOBS } from '@/features/partner/components/jobPaths';
import { Link } from '@/lib/history';

/** An address under /partner/ that is no page: the site's 404 words, and the way back to the jobs. */
export default function PartnerNotFound() {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' } }}>
        We couldn't find that page
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 2, fontSize: '1.125rem' }}>
        It may have moved. Your jobs are all on your job list.
      </Typography>
      <Box sx={{ mt: 4 }}>
        <Button component={Link} to={JOBS} variant="contained" size="large">
          Back to my jobs
        </Button>
      </Box>
    </Container>
  );
}
