import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link, useLocation } from 'react-router-dom';
import { INTEGRATION_TABS, integrationTabOf } from './integrationFacts';

/** The Integrations section's own tabs (API keys, Webhooks, Delivery log), under the top bar's Integrations tab. */
export function IntegrationsNav() {
  const { pathname } = useLocation();
  return (
    <Box component="nav" aria-label="Integrations" className="no-print" sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}>
      <Tabs
        value={integrationTabOf(pathname)}
        aria-label="Integrations sections"
        variant="scrollable"
        scrollButtons={false}
        sx={{ minHeight: 40, '& .MuiTab-root': { minHeight: 40, fontWeight: 600 } }}
      >
        {INTEGRATION_TABS.map((tab) => (
          <Tab key={tab.to} label={tab.label} component={Link} to={tab.to} />
        ))}
      </Tabs>
    </Box>
  );
}
