import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import InstallMobile from '@mui/icons-material/InstallMobile';
import { useT } from '@/lib/i18n';
import { install } from '@/lib/pwa';

/** 'Add to home screen', shown once the browser offers to install the app (InstallPromptSlot). */
export default function InstallPrompt() {
  const t = useT();
  return (
    <Box component="aside" aria-label={t('installRegionLabel')} sx={{ bgcolor: '#fff4ec', borderTop: 1, borderColor: 'secondary.light' }}>
      <Container maxWidth="lg" sx={{ py: 3, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <InstallMobile aria-hidden sx={{ color: 'secondary.dark', fontSize: 36 }} />
        <Typography sx={{ flex: 1, minWidth: 220 }}>
          <strong>{t('installPromptLead')}</strong> {t('installPromptRest')}
        </Typography>
        <Button variant="contained" color="secondary" onClick={() => void install()}>
          {t('installPromptButton')}
        </Button>
      </Container>
    </Box>
  );
}
