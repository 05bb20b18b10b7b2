import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { DataTable, List, Pagination, SearchInput, useListContext } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '../common/PageHeader';
import { usePageTitle } from '../common/usePageTitle';
import { IntegrationsNav } from '../integrations/IntegrationsNav';
import type { WebhookEndpointRow } from '../lib/types';
import { WAITING_STATES, deliveryLogPath } from '../webhookdeliveries/deliveryFacts';
import { EndpointStateChip } from './EndpointStateChip';
import { ENDPOINT_TABS, endpointTabOf, eventsSummary } from './webhookFacts';

function StateTabs() {
  const { filterValues, setFilters } = useListContext();
  return (
    <Tabs
      value={endpointTabOf(filterValues.enabled)}
      onChange={(_, next: string) => {
        const { enabled: _old, ...rest } = filterValues;
        setFilters(next === 'all' ? rest : { ...rest, enabled: next === 'true' }, undefined, false);
      }}
      aria-label="Endpoints on or off"
      variant="scrollable"
      scrollButtons={false}
      sx={{ px: 1, borderBottom: 1, borderColor: 'divider' }}
    >
      {ENDPOINT_TABS.map((tab) => (
        <Tab key={tab.value} value={tab.value} label={tab.label} />
      ))}
    </Tabs>
  );
}

const Column = DataTable.Col<WebhookEndpointRow>;

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Address or description" sx={{ width: 300 }} />];

/** A count that opens the delivery log on those deliveries; zero is just a zero. */
function CountLink({ count, endpointId, state, label }: { count: number; endpointId: string; state: string | readonly string[]; label: string }) {
  if (count === 0)
    return (
      <Typography variant="body2" color="text.disabled">
        0
      </Typography>
    );
  return (
    <Link
      component={RouterLink}
      to={deliveryLogPath({ endpointId, state })}
      onClick={(event) => event.stopPropagation()}
      aria-label={`${count} ${label}: open in the delivery log`}
      sx={{ fontWeight: 700 }}
    >
      {count.toLocaleString('en-US')}
    </Link>
  );
}

/**
 * The webhook endpoints MoveDay sends events to, newest first: the address, what it is for, the
 * events it takes, whether it is on (and why MoveDay turned it off), and its deliveries waiting or
 * failed. A row opens the endpoint's page.
 */
export default function WebhookList() {
  usePageTitle('Webhooks');
  return (
    <Box>
      <IntegrationsNav />
      <PageHeader title="Webhooks">
        <Button component={RouterLink} to="/webhooks/create" variant="contained" startIcon={<Add />}>
          New endpoint
        </Button>
      </PageHeader>
      <List
        resource="webhooks"
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={25}
        actions={false}
        exporter={false}
        filters={filters}
        title="Webhooks"
        empty={false}
        pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
      >
        <StateTabs />
        <DataTable<WebhookEndpointRow>
          bulkActionButtons={false}
          rowClick="edit"
          size="medium"
          sx={{ '& thead th': { whiteSpace: 'nowrap' } }}
          empty={<Box sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }}>No webhook endpoints here.</Box>}
        >
          <Column source="url" label="Address" render={(r) => <Box sx={{ fontWeight: 600, overflowWrap: 'anywhere', minWidth: 200 }}>{r.url}</Box>} />
          <Column
            source="description"
            label="Description"
            disableSort
            render={(r) =>
              r.description ? (
                <Box sx={{ maxWidth: 260, overflowWrap: 'anywhere' }}>{r.description}</Box>
              ) : (
                <Typography variant="body2" color="text.disabled">
                  -
                </Typography>
              )
            }
          />
          <Column source="events" label="Events" disableSort render={(r) => <Box sx={{ maxWidth: 260 }}>{eventsSummary(r.events)}</Box>} />
          <Column
            source="enabled"
            label="State"
            disableSort
            render={(r) => (
              <Box>
                <EndpointStateChip endpoint={r} />
                {r.disabledReason && (
                  <Typography variant="body2" color="error" sx={{ mt: 0.5, maxWidth: 280, overflowWrap: 'anywhere' }}>
                    {r.disabledReason}
                  </Typography>
                )}
              </Box>
            )}
          />
          <Column
            source="waiting"
            label="Waiting"
            disableSort
            align="right"
            render={(r) => <CountLink count={r.waiting} endpointId={r.id} state={WAITING_STATES} label="waiting" />}
          />
          <Column
            source="failed"
            label="Failed"
            disableSort
            align="right"
            render={(r) => <CountLink count={r.failed} endpointId={r.id} state="failed" label="failed" />}
          />
        </DataTable>
      </List>
    </Box>
  );
}
