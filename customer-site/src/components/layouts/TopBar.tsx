import { Suspense, useState } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import MenuIcon from '@mui/icons-material/Menu';
import InstallMobile from '@mui/icons-material/InstallMobile';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { lazyChunk } from '@/lib/chunk-load';
import { Logo } from '@/components/ui/Logo';
import { useActiveSection } from '@/lib/active-section';
import { APP_BAR_HEIGHT } from '@/lib/layout';
import { install, useCanInstall } from '@/lib/pwa';
import { useAddressIn, useT } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { LanguageSwitch } from './LanguageSwitch';
import { PARTNER_ITEMS, selectedItem, SITE_ITEMS, type NavItem } from './navItems';

// Menus and dialogs load when first opened: a visitor's first page does not carry them.
const NavDrawer = lazyChunk(() => import('./NavDrawer'));
const UserMenu = lazyChunk(() => import('./UserMenu'));
const LogoutDialog = lazyChunk(() => import('./LogoutDialog'));

/**
 * The app bar (92 px): tabs, then Login, a customer's 'Hi {name}!', an admin's console or a
 * partner's Jobs, with Logout; the side menu on phones.
 */
export function TopBar() {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
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
    <AppBar position="sticky" sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ height: APP_BAR_HEIGHT, gap: 2 }}>
          <Logo />
          <Box component="nav" aria-label={t('navMainLabel')} sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, ml: 3, flex: 1, alignSelf: 'stretch' }}>
            {SITE_ITEMS.map((item) => (
              <Button
                key={item.key}
                component={RouterLink}
                to={addressIn(item.to)}
                aria-current={selected === item.key ? 'page' : undefined}
                onClick={(event: React.MouseEvent) => {
                  event.preventDefault();
                  go(item);
                }}
                sx={{
                  borderRadius: 0,
                  px: 2,
                  color: selected === item.key ? 'primary.main' : 'text.secondary',
                  borderBottom: 3,
                  borderColor: selected === item.key ? 'secondary.main' : 'transparent',
                  fontSize: '1rem',
                  '&:hover': { color: 'primary.main', bgcolor: 'transparent', borderColor: 'primary.light' },
                }}
              >
                {t(item.label)}
              </Button>
            ))}
          </Box>
          <Box sx={{ flex: { xs: 1, md: 'none' } }} />
          {canInstall && (
            <Button
              onClick={() => void install()}
              startIcon={<InstallMobile />}
              variant="outlined"
              sx={{ display: { xs: 'none', sm: 'inline-flex' }, whiteSpace: 'nowrap' }}
            >
              {t('installApp')}
            </Button>
          )}
          {canInstall && (
            <IconButton onClick={() => void install()} aria-label={t('installAppLabel')} sx={{ display: { xs: 'inline-flex', sm: 'none' } }}>
              <InstallMobile />
            </IconButton>
          )}
          {/* On a phone the switch is in the side menu: the bar has room for the logo and the menu alone. */}
          <LanguageSwitch moveTo={moveTo} sx={{ display: { xs: 'none', sm: 'inline-flex' }, fontSize: '1rem', px: 1.5, color: 'primary.main' }} />
          <Box sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 1 }}>
            {session === null && (
              <Button component={RouterLink} to="/login" variant="outlined" size="large">
                {t('navLogin')}
              </Button>
            )}
            {session?.userType === 'customer' && (
              <Suspense fallback={<Box sx={{ width: 120 }} />}>
                <UserMenu firstName={session.userDetails.firstName} onLogout={() => setLogoutOpen(true)} />
              </Suspense>
            )}
            {session?.userType === 'partner' &&
              PARTNER_ITEMS.map((item) => (
                <Button key={item.key} href={item.to} variant="outlined">
                  {t(item.label)}
                </Button>
              ))}
            {session?.userType === 'partner' && (
              <Button onClick={() => setLogoutOpen(true)} sx={{ color: 'text.primary' }}>
                {t('navLogout')}
              </Button>
            )}
            {session?.userType === 'admin' && (
              <>
                <Button href="/admin/" variant="outlined">
                  {t('navAdminConsole')}
                </Button>
                <Button onClick={() => setLogoutOpen(true)} sx={{ color: 'text.primary' }}>
                  {t('navLogout')}
                </Button>
              </>
            )}
          </Box>
          <IconButton
            aria-label={t('openMenuLabel')}
            aria-haspopup="true"
            aria-expanded={drawerOpen}
            onClick={() => {
              setDrawerLoaded(true);
              setDrawerOpen(true);
            }}
            sx={{ display: { xs: 'inline-flex', md: 'none' }, color: 'primary.main' }}
            size="large"
          >
            <MenuIcon fontSize="large" />
          </IconButton>
        </Toolbar>
      </Container>
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
    </AppBar>
  );
}
