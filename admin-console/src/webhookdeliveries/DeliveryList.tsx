import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { WEBHOOK_EVENTS } from '@moveday/openapi';
import { DataTable, List, Pagination, SearchInput, useGetList, useListContext } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '../common/PageHeader';
import { usePageTitle } from '../common/usePageTitle';
import { IntegrationsNav } from '../integrations/IntegrationsNav';
import { formatMoment } from '../lib/format';
import type { WebhookDeliveryRow, WebhookEndpointRow } from '../lib/types';
import { detailsPath } from '../orders/detailsPath';
import { DELIVERY_TABS, deliveryTabOf, refreshWhileSending, statusText } from './deliveryFacts';
import { DeliveryStateChip } from './DeliveryStateChip';
import { EventName } from './EventName';
import { OutgoingHoldBanner } from '../outgoinghold';

/** Endpoints listed in the filter: enough for any one company's integrations. */
const ENDPOINTS_LISTED = 100;

/** The state (tabs), the event type and the endpoint (plain selects). */
function DeliveryFilters() {
  const { filterValues, setFilters } = useListContext();
  const { data: endpoints } = useGetList<WebhookEndpointRow>('webhooks', {
    pagination: { page: 1, perPage: ENDPOINTS_LISTED },
    sort: { field: 'url', order: 'ASC' },
  });
  const set = (key: string, value: unknown) => {
    const { [key]: _old, ...rest } = filterValues;
    setFilters(value === undefined || value === '' ? rest : { ...rest, [key]: value }, undefined, false);
  };
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', px: 1, borderBottom: 1, borderColor: 'divider' }}>
      <Tabs
        value={deliveryTabOf(filterValues.state)}
        onChange={(_, next: string) => set('state', next === 'all' ? undefined : next)}
        aria-label="Deliveries by state"
        variant="scrollable"
        scrollButtons={false}
        sx={{ flex: '1 1 0', minWidth: 300 }}
      >
        {DELIVERY_TABS.map((tab) => (
          <Tab key={tab.value} value={tab.value} label={tab.label} />
        ))}
      </Tabs>
      <TextField
        select
        size="small"
        label="Event"
        value={text(filterValues.eventType)}
        onChange={(event) => set('eventType', event.target.value)}
        sx={{ flex: 'none', width: 200, my: 1 }}
      >
        <MenuItem value="">Every event</MenuItem>
        {WEBHOOK_EVENTS.map((event) => (
          <MenuItem key={event.key} value={event.key}>
            {event.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Endpoint"
        value={text(filterValues.endpointId)}
        onChange={(event) => set('endpointId', event.target.value)}
        sx={{ flex: 'none', width: 280, my: 1 }}
      >
        <MenuItem value="">Every endpoint</MenuItem>
        {/* An endpoint named by the address but not (or no longer) among those listed still shows as chosen. */}
        {text(filterValues.endpointId) && !(endpoints ?? []).some((e) => e.id === filterValues.endpointId) && (
          <MenuItem value={text(filterValues.endpointId)}>This endpoint</MenuItem>
        )}
        {(endpoints ?? []).map((endpoint) => (
          <MenuItem key={endpoint.id} value={endpoint.id} sx={{ overflowWrap: 'anywhere', whiteSpace: 'normal' }}>
            {endpoint.url}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}

const Column = DataTable.Col<WebhookDeliveryRow>;
const NumberColumn = DataTable.NumberCol<WebhookDeliveryRow>;

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Move number or event type" sx={{ width: 300 }} />];

const none = (
  <Typography component="span" variant="body2" color="text.disabled">
    -
  </Typography>
);

/**
 * The delivery log: every event sent to every endpoint, newest first, with its state, attempts and
 * the receiver's last status code. A row opens the delivery (its body, every attempt, Send again).
 * While a delivery on the page is on its way, the page keeps itself current.
 */
export default function DeliveryList() {
  usePageTitle('Webhook delivery log');
  return (
    <Box>
      <IntegrationsNav />
      <PageHeader title="Webhook delivery log" />
      <OutgoingHoldBanner />
      <List
        resource="webhookdeliveries"
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={25}
        actions={false}
        exporter={false}
        filters={filters}
        title="Webhook delivery log"
        empty={false}
        pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
        queryOptions={{ refetchInterval: (query) => refreshWhileSending(query.state.data?.data) }}
      >
        <DeliveryFilters />
        <DataTable<WebhookDeliveryRow>
          bulkActionButtons={false}
          rowClick="show"
          size="medium"
          sx={{ '& thead th': { whiteSpace: 'nowrap' } }}
          empty={<Box sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }}>No deliveries here.</Box>}
        >
          <Column source="createdAt" label="Time" render={(r) => formatMoment(r.createdAt)} sx={{ whiteSpace: 'nowrap' }} />
          <Column
            source="endpointUrl"
            label="Endpoint"
            disableSort
            render={(r) => (
              <Link
                component={RouterLink}
                to={`/webhooks/${encodeURIComponent(r.endpointId)}`}
                onClick={(event) => event.stopPropagation()}
                sx={{ overflowWrap: 'anywhere', display: 'block', maxWidth: 280 }}
              >
                {r.endpointUrl}
              </Link>
            )}
          />
          <Column source="eventType" label="Event" render={(r) => <EventName type={r.eventType} />} />
          <Column
            source="moveID"
            label="Order"
            disableSort
            sx={{ whiteSpace: 'nowrap' }}
            render={(r) =>
              r.orderId && r.moveID ? (
                <Link component={RouterLink} to={detailsPath(r.orderId)} onClick={(event) => event.stopPropagation()} sx={{ fontWeight: 700 }}>
                  {r.moveID}
                </Link>
              ) : (
                none
              )
            }
          />
          <Column source="state" label="State" render={(r) => <DeliveryStateChip state={r.state} />} />
          <NumberColumn source="attempts" label="Attempts" />
          <Column source="lastStatus" label="Status" disableSort render={(r) => (r.lastStatus === null ? none : statusText(r.lastStatus))} />
        </DataTable>
      </List>
    </Box>
  );
}
