import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Call from '@mui/icons-material/Call';
import { Link as RouterLink } from 'react-router-dom';
import { COMPANY } from '@/lib/company';

/**
 * INTERIM page for the quote wizard's routes (/getaquote, /getaquotetabs, /quoteestimate,
 * /signup) until the wizard, estimate and booking screens replace it (issue 8). It sends people
 * on to what works today: the move-type choice, the commercial form, the enquiry form, the phone.
 */
export function QuoteInterim() {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }} data-testid="quote-interim">
      <Typography variant="h1" sx={{ fontSize: { xs: '1.875rem', sm: '2.5rem' } }}>
        Tell us about your move
      </Typography>
      <Typography sx={{ mt: 2, fontSize: '1.125rem', maxWidth: 640 }}>
        Start by choosing your move type. For a residential move, call us or send us a note with your dates, rooms and both
        addresses, and we will send you your estimate.
      </Typography>
      <Box sx={{ mt: 4, display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to="/chooseyourmovetype" variant="contained" color="secondary" size="large">
          Choose your move type
        </Button>
        <Button component={RouterLink} to="/#contactUs" variant="outlined" size="large">
          Send us a note
        </Button>
      </Box>
      <Paper variant="outlined" sx={{ mt: 5, p: 3, display: 'flex', alignItems: 'center', gap: 2, borderRadius: 3 }}>
        <Call aria-hidden color="primary" />
        <Typography>
          Prefer to talk? Call{' '}
          <Box component="a" href={COMPANY.phoneHref} sx={{ color: 'primary.main', fontWeight: 700 }}>
            {COMPANY.phone}
          </Box>
          .
        </Typography>
      </Paper>
    </Container>
  );
}
