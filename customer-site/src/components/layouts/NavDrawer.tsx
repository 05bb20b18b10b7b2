import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { Logo } from '@/components/ui/Logo';
import { DRAWER_WIDTH } from '@/lib/layout';
import { useAddressIn, useT } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { SiteLink } from '@/lib/site-navigation';
import { useLanguageSwitch, type MoveToAddress } from './LanguageSwitch';
import { drawerItems, type NavItem } from './navItems';

interface NavDrawerProps {
  open: boolean;
  selected: NavItem['key'] | null;
  onClose: () => void;
  onNavigate: (item: NavItem) => void;
  onLogout: () => void;
  /** Moves the page to its address in the language switched to. */
  moveTo: MoveToAddress;
}

/** The side menu (240 px): the site's items, Orders and Profile for customers (a partner's crew: Jobs alone), then Login or Logout. */
export default function NavDrawer({ open, selected, onClose, onNavigate, onLogout, moveTo }: NavDrawerProps) {
  const session = useSession();
  const t = useT();
  const addressIn = useAddressIn();
  const language = useLanguageSwitch(moveTo);
  return (
    <Drawer anchor="left" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: DRAWER_WIDTH } } }}>
      <Box component="nav" aria-label={t('navMenuLabel')}>
        <Box sx={{ height: 92, display: 'flex', alignItems: 'center', px: 2 }} onClick={onClose}>
          <Logo />
        </Box>
        <Divider />
        <List>
          {drawerItems(session).map((item) => (
            <ListItem key={item.key} disablePadding>
              {item.external ? (
                <ListItemButton component="a" href={item.to}>
                  <ListItemText primary={t(item.label)} />
                </ListItemButton>
              ) : (
                <ListItemButton
                  component={SiteLink}
                  to={addressIn(item.to)}
                  selected={selected === item.key}
                  aria-current={selected === item.key ? 'page' : undefined}
                  onClick={(event: React.MouseEvent) => {
                    event.preventDefault();
                    onClose();
                    onNavigate(item);
                  }}
                >
                  <ListItemText primary={t(item.label)} />
                </ListItemButton>
              )}
            </ListItem>
          ))}
          <Divider component="li" sx={{ my: 1 }} />
          <ListItem disablePadding>
            {session ? (
              <ListItemButton
                onClick={() => {
                  onClose();
                  onLogout();
                }}
              >
                <ListItemText primary={t('navLogout')} />
              </ListItemButton>
            ) : (
              <ListItemButton component={SiteLink} to="/login" onClick={onClose}>
                <ListItemText primary={t('navLogin')} />
              </ListItemButton>
            )}
          </ListItem>
          <ListItem disablePadding>
            <ListItemButton aria-label={language.label} aria-busy={language.switching || undefined} onClick={language.switchTo}>
              <ListItemText primary={language.name} slotProps={{ primary: { lang: language.tag } }} />
            </ListItemButton>
          </ListItem>
        </List>
      </Box>
    </Drawer>
  );
}
