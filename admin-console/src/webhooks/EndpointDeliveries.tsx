import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { DataTable, Pagination, ReferenceManyField } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { Section } from '../common/Section';
import { formatMoment } from '../lib/format';
import type { WebhookDeliveryRow, WebhookEndpointRow } from '../lib/types';
import { detailsPath } from '../orders/detailsPath';
import { DeliveryStateChip } from '../webhookdeliveries/DeliveryStateChip';
import { EventName } from '../webhookdeliveries/EventName';
import { deliveryLogPath, refreshWhileSending, statusText } from '../webhookdeliveries/deliveryFacts';

const Column = DataTable.Col<WebhookDeliveryRow>;
const NumberColumn = DataTable.NumberCol<WebhookDeliveryRow>;

/** The endpoint's latest deliveries (the log filtered on it); a row opens the delivery. Current by itself while one is on its way. */
export function EndpointDeliveries({ endpoint }: { endpoint: WebhookEndpointRow }) {
  return (
    <Section
      title="Recent deliveries"
      action={
        <Link component={RouterLink} to={deliveryLogPath({ endpointId: endpoint.id })}>
          Open in the delivery log
        </Link>
      }
    >
      <ReferenceManyField<WebhookEndpointRow, WebhookDeliveryRow>
        reference="webhookdeliveries"
        target="endpointId"
        record={endpoint}
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={10}
        pagination={<Pagination rowsPerPageOptions={[10]} />}
        queryOptions={{ refetchInterval: (query) => refreshWhileSending(query.state.data?.data) }}
        empty={<Typography color="text.secondary">No deliveries yet: one is made for each event the endpoint takes.</Typography>}
      >
        <DataTable<WebhookDeliveryRow> bulkActionButtons={false} rowClick="show" sx={{ '& thead th': { whiteSpace: 'nowrap' } }}>
          <Column source="createdAt" label="Time" render={(r) => formatMoment(r.createdAt)} sx={{ whiteSpace: 'nowrap' }} />
          <Column source="eventType" label="Event" render={(r) => <EventName type={r.eventType} />} />
          <Column
            source="moveID"
            label="Order"
            disableSort
            render={(r) =>
              r.orderId && r.moveID ? (
                <Link component={RouterLink} to={detailsPath(r.orderId)} onClick={(event) => event.stopPropagation()} sx={{ fontWeight: 700 }}>
                  {r.moveID}
                </Link>
              ) : (
                '-'
              )
            }
          />
          <Column source="state" label="State" render={(r) => <DeliveryStateChip state={r.state} />} />
          <NumberColumn source="attempts" label="Attempts" />
          <Column source="lastStatus" label="Status" disableSort render={(r) => <Box component="span">{statusText(r.lastStatus)}</Box>} />
        </DataTable>
      </ReferenceManyField>
    </Section>
  );
}
