import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { SERVICE_AREAS } from '@moveday/openapi';
import { useT } from '@/lib/i18n';

/** The locations screen (the 'Get a Quote' tab): where we move people, and the way to a quote. */
export function ServiceAreas() {
  const t = useT();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.875rem', sm: '2.5rem' } }}>
        {t('areasTitle')}
      </Typography>
      <Typography sx={{ mt: 2, fontSize: '1.125rem' }}>{t('areasIntro')}</Typography>
      <Box component="ul" sx={{ p: 0, my: 4, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {SERVICE_AREAS.map((area) => (
          <Paper component="li" variant="outlined" key={area.state} sx={{ listStyle: 'none', p: 3, borderRadius: 3 }}>
            <Typography variant="h2" sx={{ fontSize: '1.25rem', display: 'flex', alignItems: 'center', gap: 1 }}>
              <PlaceOutlined aria-hidden sx={{ color: 'secondary.main' }} />
              {area.stateName}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {area.cities.map((city) => city.name).join(', ')}
            </Typography>
          </Paper>
        ))}
      </Box>
      <Button component={RouterLink} to="/chooseyourmovetype" variant="contained" color="secondary" size="large">
        {t('getAQuoteButton')}
      </Button>
    </Container>
  );
}
