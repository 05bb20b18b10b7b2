import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

export default function NotFoundRoute() {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <Typography
        aria-hidden
        sx={{ fontSize: { xs: '5rem', md: '7rem' }, fontWeight: 800, lineHeight: 1, color: 'primary.light', opacity: 0.35 }}
      >
        404
      </Typography>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, mt: 2 }}>
        We couldn't find that page
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 2, fontSize: '1.125rem' }}>
        It may have moved. We know a thing or two about that. Let's get you back on the road.
      </Typography>
      <Box sx={{ mt: 4 }}>
        <Button component={RouterLink} to="/" variant="contained" size="large">
          Back to home
        </Button>
      </Box>
    </Container>
  );
}
