import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useAddressIn, useT } from '@/lib/i18n';

export default function NotFoundRoute() {
  const t = useT();
  const addressIn = useAddressIn();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <Typography aria-hidden sx={{ fontSize: { xs: '5rem', md: '7rem' }, fontWeight: 800, lineHeight: 1, color: 'primary.light', opacity: 0.35 }}>
        404
      </Typography>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, mt: 2 }}>
        {t('notFoundTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 2, fontSize: '1.125rem' }}>
        {t('notFoundText')}
      </Typography>
      <Box sx={{ mt: 4 }}>
        <Button component={RouterLink} to={addressIn('/')} variant="contained" size="large">
          {t('notFoundHome')}
        </Button>
      </Box>
    </Container>
  );
}
