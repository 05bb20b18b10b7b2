import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import Refresh from '@mui/icons-material/Refresh';
import { Logo } from '@/components/ui/Logo';
import { useT } from '@/lib/i18n';
import { APP_BAR_HEIGHT } from '@/lib/layout';

/**
 * The page shown when a page could not be shown: Reload, or home. The way home is a plain link
 * (a fresh load of the site), since the app that failed may be what the router would use.
 */
export function SomethingWentWrong() {
  const t = useT();
  return (
    <Container maxWidth="sm" role="alert" data-testid="page-failed" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <ErrorOutline aria-hidden sx={{ fontSize: { xs: '4.5rem', md: '6rem' }, color: 'primary.light', opacity: 0.5 }} />
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, mt: 2 }}>
        {t('pageFailedTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 2, fontSize: '1.125rem' }}>
        {t('pageFailedText')}
      </Typography>
      <Box sx={{ mt: 4, display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'center' }}>
        <Button variant="contained" size="large" startIcon={<Refresh />} onClick={() => window.location.reload()}>
          {t('pageFailedReload')}
        </Button>
        <Button variant="outlined" size="large" href="/">
          {t('pageFailedHome')}
        </Button>
      </Box>
    </Container>
  );
}

/**
 * The same, when the site's frame (the top bar, the layout) is what failed: with a bar of its own
 * and its own `<main>`, marked as running as the app's pages are (see MarkRunning).
 */
export function SiteFailed() {
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="header"
        sx={{ height: APP_BAR_HEIGHT, display: 'flex', alignItems: 'center', borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
      >
        <Container maxWidth="lg">
          <Logo />
        </Container>
      </Box>
      <Box component="main" id="main" data-running="" sx={{ flex: 1 }}>
        <SomethingWentWrong />
      </Box>
    </Box>
  );
}
