import { Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import { OUTLINED_CONTROL_SX, TEXT_CONTROL_SX } from '@/components/ui/plainLooks';
import { useActiveSection } from '@/lib/active-section';
import { lazyChunk } from '@/lib/chunk-load';
import { useAddressIn, useT } from '@/lib/i18n';
import { useCanInstall } from '@/lib/pwa';
import { useSession } from '@/lib/session';
import { SiteLink, useSiteNavigation } from '@/lib/site-navigation';
import { LanguageSwitch } from './LanguageSwitch';
import { selectedItem, SITE_ITEMS, type NavItem } from './navItems';

// What a visitor's first page does not show loads when it first does: the side menu, the install
// offer, a signed-in visitor's part of the bar and the logout question.
const NavDrawer = lazyChunk(() => import('./NavDrawer'));
const InstallButtons = lazyChunk(() => import('./InstallButtons'));
const SessionActions = lazyChunk(() => import('./SessionActions'));
const LogoutDialog = lazyChunk(() => import('./LogoutDialog'));

/**
 * The bar's controls: the tabs, the install offer, the language switch, Login (or a signed-in
 * visitor's menu and Logout) and the side menu on phones. Plain links and buttons with MUI's
 * looks: a visitor's first page starts with them (docs/performance.md, issue 36).
 */
export function TopBarControls() {
  const session = useSession();
  const { location, navigate } = useSiteNavigation();
  const section = useActiveSection();
  const canInstall = useCanInstall();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  const [logoutOpen, setLogoutOpen] = useState(false);
  const t = useT();
  const addressIn = useAddressIn();
  const selected = selectedItem(location.pathname, section);

  const go = (item: NavItem) => navigate(addressIn(item.to));
  // The page's address in the new language, in place of this one (the page's state goes along).
  const moveTo = (to: string) => navigate(to, { replace: true, state: location.state });

  return (
    <>
      <Box component="nav" aria-label={t('navMainLabel')} sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, ml: 3, flex: 1, alignSelf: 'stretch' }}>
        {SITE_ITEMS.map((item) => (
          <Box
            key={item.key}
            component={SiteLink}
            to={addressIn(item.to)}
            aria-current={selected === item.key ? 'page' : undefined}
            sx={tab(selected === item.key)}
          >
            {t(item.label)}
          </Box>
        ))}
      </Box>
      <Box sx={{ flex: { xs: 1, md: 'none' } }} />
      {canInstall && (
        <Suspense fallback={null}>
          <InstallButtons />
        </Suspense>
      )}
      {/* On a phone the switch is in the side menu: the bar has room for the logo and the menu alone. */}
      <LanguageSwitch moveTo={moveTo} sx={{ display: { xs: 'none', sm: 'inline-flex' }, fontSize: '1rem', px: 1.5, color: 'primary.main' }} />
      <Box sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 1 }}>
        {session === null ? (
          <Box component={SiteLink} to="/login" sx={LOGIN_SX}>
            {t('navLogin')}
          </Box>
        ) : (
          <Suspense fallback={<Box sx={{ width: 120 }} />}>
            <SessionActions session={session} onLogout={() => setLogoutOpen(true)} />
          </Suspense>
        )}
      </Box>
      <Box
        component="button"
        type="button"
        aria-label={t('openMenuLabel')}
        aria-haspopup="true"
        aria-expanded={drawerOpen}
        onClick={() => {
          setDrawerLoaded(true);
          setDrawerOpen(true);
        }}
        sx={MENU_BUTTON_SX}
      >
        <MenuMark />
      </Box>
      <Suspense fallback={null}>
        {drawerLoaded && (
          <NavDrawer
            open={drawerOpen}
            selected={selected}
            onClose={() => setDrawerOpen(false)}
            onNavigate={go}
            onLogout={() => setLogoutOpen(true)}
            moveTo={moveTo}
          />
        )}
        {logoutOpen && <LogoutDialog onClose={() => setLogoutOpen(false)} />}
      </Suspense>
    </>
  );
}

/** A tab of the bar: underlined in orange when its page or section is the one in view. */
const tab = (selected: boolean) => ({
  ...TEXT_CONTROL_SX,
  borderRadius: 0,
  px: 2,
  color: selected ? 'primary.main' : 'text.secondary',
  borderBottom: 3,
  borderColor: selected ? 'secondary.main' : 'transparent',
  fontSize: '1rem',
  '&:hover': { color: 'primary.main', bgcolor: 'transparent', borderColor: 'primary.light' },
});

/** MUI's large outlined button. */
const LOGIN_SX = { ...OUTLINED_CONTROL_SX, py: '12px', px: '28px', fontSize: '1.0625rem' } as const;

/** MUI's large icon button, in the brand's colour; phones and tablets only. */
const MENU_BUTTON_SX = {
  ...TEXT_CONTROL_SX,
  display: { xs: 'inline-flex', md: 'none' },
  minWidth: 0,
  p: 1.5,
  borderRadius: '50%',
  color: 'primary.main',
} as const;

/** The menu icon (Material's), drawn inline: the bar carries no icon module. */
function MenuMark() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="35" height="35" fill="currentColor">
      <path d="M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z" />
    </svg>
  );
}
