import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { SomethingWentWrong } from '@/components/errors/SomethingWentWrong';
import { LOGO_LINK_SX, LogoMark } from '@/components/ui/LogoMark';
import { JOBS } from '@/features/partner/components/jobPaths';
import { useBooks, useT } from '@/lib/i18n';
import { APP_BAR_HEIGHT } from '@/lib/layout';

/** A partner page that could not be shown, in the frame (PartnerLayout), in the catalogue's words. */
export function PageFailed() {
  useBooks('messages');
  return <SomethingWentWrong />;
}

/**
 * The error page when the partner pages' frame is what failed: a bar of its own, whose logo is a
 * plain link (a fresh load), and its own `<main>`, marked as running as the pages are.
 */
export default function PartnerFailed() {
  useBooks('messages');
  const t = useT();
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="header"
        sx={{ height: APP_BAR_HEIGHT, display: 'flex', alignItems: 'center', borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
      >
        <Container maxWidth="lg">
          <Box component="a" href={JOBS} aria-label={t('crewLogoLabel')} sx={LOGO_LINK_SX}>
            <LogoMark />
          </Box>
        </Container>
      </Box>
      <Box component="main" id="main" data-running="" sx={{ flex: 1 }}>
        <SomethingWentWrong />
      </Box>
    </Box>
  );
}
