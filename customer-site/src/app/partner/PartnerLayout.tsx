import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { ErrorBoundary } from '@/components/errors/ErrorBoundary';
import { OUTLINED_CONTROL_SX, TEXT_CONTROL_SX } from '@/components/ui/plainLooks';
import { LOGO_LINK_SX, LogoMark } from '@/components/ui/LogoMark';
import { DAYS_OFF, JOBS, STATEMENTS } from '@/features/partner/components/jobPaths';
import { trackPageView } from '@/lib/analytics';
import { lazyChunk } from '@/lib/chunk-load';
import { anyDialogOpen, useDialogState } from '@/lib/dialogs';
import { Link, useAddress } from '@/lib/history';
import { useBooks, useT } from '@/lib/i18n';
import { APP_BAR_HEIGHT } from '@/lib/layout';
import { endSession } from '@/lib/session';
import { MarkRunning } from '@/lib/use-hydrated';
import { crewPageTitle } from './crewPages';
import { PartnerLanguageSwitch } from './PartnerLanguageSwitch';

// What the first load does without: the global dialogs, the logout question, the error page.
const DialogHost = lazyChunk(() => import('@/components/dialogs/DialogHost'));
const ConfirmDialog = lazyChunk(() => import('@/components/ui/ConfirmDialog').then((m) => ({ default: m.ConfirmDialog })));
const PageFailed = lazyChunk(() => import('./PartnerFailed').then((m) => ({ default: m.PageFailed })));

const SKIP_LINK_SX = {
  position: 'absolute',
  left: 16,
  top: -100,
  zIndex: 'tooltip',
  px: 2,
  py: 1,
  bgcolor: 'primary.main',
  color: 'primary.contrastText',
  borderRadius: 1,
  '&:focus': { top: 16 },
} as const;

/** The site's global dialogs (loading, an error), with the books their words are in, loaded when one first opens. */
function PartnerDialogs() {
  useBooks('messages', 'site');
  return <DialogHost />;
}

/** Every page opens at the top, and is counted as a page view (its path only). */
function PageEffects() {
  const { pathname } = useAddress();
  useEffect(() => {
    window.scrollTo(0, 0);
    trackPageView(pathname);
  }, [pathname]);
  return null;
}

/**
 * The bar's page links: the one open has a shade of its own. Below a laptop's width they share a
 * row of their own, each as wide as its words, which may take two lines on the narrowest phones.
 */
const PAGE_LINK_SX = {
  ...OUTLINED_CONTROL_SX,
  flex: { xs: '1 1 auto', md: 'none' },
  px: { xs: '6px', sm: '15px' },
  whiteSpace: { xs: 'normal', md: 'nowrap' },
  lineHeight: { xs: 1.2, md: 1.75 },
  textAlign: 'center',
  minHeight: 36,
  '&[aria-current="page"]': { bgcolor: 'rgba(15, 76, 92, 0.1)' },
} as const;

/**
 * The partner pages' bar (the site's 92 px): the logo and Jobs lead to the job list, Days off to
 * the crew's days off, Statements to what MoveDay owes it; Logout asks first; the language switch.
 * From a laptop's width up, all in one row. Narrower, the three page links take a second row of
 * the bar (in Spanish they alone are wider than a phone's row), under the logo, Logout and the
 * switch; on a phone the logo is its mark alone.
 */
function PartnerBar() {
  const t = useT();
  const { pathname } = useAddress();
  const [logoutOpen, setLogoutOpen] = useState(false);
  return (
    <Box component="header" sx={{ position: 'sticky', top: 0, zIndex: 'appBar', bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
      <Container
        maxWidth="lg"
        sx={{
          height: APP_BAR_HEIGHT,
          display: 'flex',
          flexWrap: { xs: 'wrap', md: 'nowrap' },
          alignItems: 'center',
          alignContent: 'center',
          columnGap: 1,
          rowGap: 0.5,
        }}
      >
        <Box
          component={Link}
          to={JOBS}
          aria-label={t('crewLogoLabel')}
          sx={{ ...LOGO_LINK_SX, mr: 'auto', '& > span': { display: { xs: 'none', sm: 'inline' } } }}
        >
          <LogoMark />
        </Box>
        <Box
          component="nav"
          aria-label={t('crewNavLabel')}
          sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0.5, sm: 1 }, order: { xs: 1, md: 0 }, flexBasis: { xs: '100%', md: 'auto' } }}
        >
          <Box component={Link} to={JOBS} aria-current={pathname === JOBS ? 'page' : undefined} sx={PAGE_LINK_SX}>
            {t('crewNavJobs')}
          </Box>
          <Box component={Link} to={DAYS_OFF} aria-current={pathname === DAYS_OFF ? 'page' : undefined} sx={PAGE_LINK_SX}>
            {t('crewNavDaysOff')}
          </Box>
          <Box component={Link} to={STATEMENTS} aria-current={pathname === STATEMENTS ? 'page' : undefined} sx={PAGE_LINK_SX}>
            {t('crewNavStatements')}
          </Box>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0.5, sm: 1 } }}>
          <Box component="button" type="button" onClick={() => setLogoutOpen(true)} sx={{ ...TEXT_CONTROL_SX, minWidth: { xs: 0, sm: 64 } }}>
            {t('crewLogout')}
          </Box>
          <PartnerLanguageSwitch />
        </Box>
      </Container>
      {logoutOpen && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            title={t('crewLogoutQuestion')}
            confirmLabel={t('crewLogout')}
            cancelLabel={t('crewLogoutCancel')}
            onCancel={() => setLogoutOpen(false)}
            // The session's end takes the crew to /login (RequirePartner).
            onConfirm={() => endSession('logout')}
          />
        </Suspense>
      )}
    </Box>
  );
}

/** The frame of a partner page: the bar, the page in `<main>`, the global dialogs once one opens. */
export function PartnerLayout({ children }: { children: ReactNode }) {
  const t = useT();
  const dialogState = useDialogState();
  const [dialogsLoaded, setDialogsLoaded] = useState(false);
  const main = useRef<HTMLElement>(null);
  const { pathname } = useAddress();
  // The tab's title in the language switched to (the page's HTML has it in the language it was sent in).
  useEffect(() => {
    document.title = t(crewPageTitle(pathname));
  }, [t, pathname]);
  if (!dialogsLoaded && anyDialogOpen(dialogState)) setDialogsLoaded(true);
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <PageEffects />
      <Box component="a" href="#main" sx={SKIP_LINK_SX}>
        {t('crewSkipToContent')}
      </Box>
      <PartnerBar />
      <Box component="main" id="main" ref={main} tabIndex={-1} sx={{ flex: 1, display: 'flex', flexDirection: 'column', outline: 'none' }}>
        <ErrorBoundary
          resetKey={pathname}
          fallback={
            <Suspense fallback={null}>
              <PageFailed />
              <MarkRunning target={main} />
            </Suspense>
          }
        >
          <Suspense fallback={<Box sx={{ minHeight: '60vh' }} aria-busy="true" />}>
            {children}
            <MarkRunning target={main} />
          </Suspense>
        </ErrorBoundary>
      </Box>
      {dialogsLoaded && (
        <Suspense fallback={null}>
          <PartnerDialogs />
        </Suspense>
      )}
    </Box>
  );
}
