import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Toolbar from '@mui/material/Toolbar';
import { LoadingIndicator } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { INTEGRATION_PATHS } from '../integrations/integrationFacts';
import { Logo } from './Logo';
import { UserMenu } from './UserMenu';

/** The top bar's tabs (admin-side §2): Dashboard (1), Orders (2), Settings (3); then the dispatch calendar, the customers, the enquiries, the mails, the payments, the partners' settlements, the reviews and the integrations (API keys, webhooks, their delivery log). */
export const TABS = [
  { label: 'Dashboard', to: '/dashboard', paths: ['/dashboard'] },
  { label: 'Orders', to: '/ordersPage', paths: ['/ordersPage', '/addorder', '/editorder'] },
  { label: 'Settings', to: '/settings', paths: ['/settings', '/addpartner', '/editpartner'] },
  { label: 'Dispatch', to: '/dispatch', paths: ['/dispatch'] },
  { label: 'Customers', to: '/customers', paths: ['/customers'] },
  { label: 'Enquiries', to: '/enquiries', paths: ['/enquiries'] },
  { label: 'Mail', to: '/mails', paths: ['/mails'] },
  { label: 'Payments', to: '/payments', paths: ['/payments'] },
  { label: 'Settlements', to: '/settlements', paths: ['/settlements'] },
  { label: 'Reviews', to: '/reviews', paths: ['/reviews'] },
  { label: 'Integrations', to: '/apikeys', paths: INTEGRATION_PATHS },
] as const;

export function selectedTab(pathname: string): number | false {
  const index = TABS.findIndex((tab) => tab.paths.some((path) => pathname === path || pathname.startsWith(`${path}/`)));
  return index === -1 ? false : index;
}

export function TopBar() {
  const { pathname } = useLocation();
  return (
    <AppBar position="fixed" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider', displayPrint: 'none' }}>
      <Toolbar sx={{ gap: { xs: 0.5, md: 3 }, minHeight: { xs: 64 }, px: { xs: 1, sm: 2 } }}>
        <Box component={Link} to="/dashboard" aria-label="MoveDay Back Office, dashboard" sx={{ textDecoration: 'none', display: 'flex', flex: 'none' }}>
          <Logo compact />
        </Box>
        <Tabs
          value={selectedTab(pathname)}
          aria-label="Back office sections"
          variant="scrollable"
          scrollButtons={false}
          sx={{
            flexGrow: 1,
            minWidth: 0,
            alignSelf: 'stretch',
            '& .MuiTabs-flexContainer': { height: '100%' },
            // Narrower tabs, in smaller type, below xl: every tab still shows in a 1280 px window.
            '& .MuiTab-root': { minHeight: 64, fontWeight: 700, minWidth: 0, px: { xs: 1.5, md: 0.75, xl: 2 }, fontSize: { md: '0.8125rem', xl: '0.875rem' } },
          }}
        >
          {TABS.map((tab) => (
            <Tab key={tab.to} label={tab.label} component={Link} to={tab.to} />
          ))}
        </Tabs>
        <LoadingIndicator />
        <UserMenu />
      </Toolbar>
    </AppBar>
  );
}
