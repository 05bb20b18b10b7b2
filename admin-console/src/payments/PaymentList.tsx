import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { formatDay } from '@moveday/openapi';
import { DataTable, List, Pagination, SearchInput, useListContext } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '../common/PageHeader';
import { usePageTitle } from '../common/usePageTitle';
import type { LedgerEntry } from '../lib/types';
import { detailsPath } from '../orders/detailsPath';
import { LedgerKindChip } from './LedgerKindChip';
import { PaymentFilters } from './PaymentFilters';
import { amountText, paymentMethodLabel, recordedByText, signedCents } from './paymentFacts';
import { PaymentTotals } from './PaymentTotals';

const Column = DataTable.Col<LedgerEntry>;

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Move number, reference or reason" sx={{ width: { xs: '100%', sm: 320 } }} />];

const nowrap = { whiteSpace: 'nowrap' } as const;
const none = (
  <Typography component="span" variant="body2" color="text.disabled">
    -
  </Typography>
);

/** What an empty table says: nothing recorded at all, or nothing the filters let through. */
function NoPayments() {
  const { filterValues } = useListContext();
  const filtered = Object.keys(filterValues).length > 0;
  return <Box sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }}>{filtered ? 'No payments match these filters.' : 'No payments recorded yet.'}</Box>;
}

/**
 * Payments (issue 34): every line of every order's ledger, the day the money moved first: money
 * received, refunds paid back and card payments a bank took back (disputes, shown as negative as
 * refunds are). Filtered by kind, method, days and words; the totals above the table cover every
 * line the filters select. Read-only: money is recorded on the order's page.
 */
export default function PaymentList() {
  usePageTitle('Payments');
  return (
    <Box>
      <PageHeader title="Payments" />
      <List
        resource="payments"
        sort={{ field: 'receivedOn', order: 'DESC' }}
        perPage={25}
        actions={false}
        exporter={false}
        filters={filters}
        title="Payments"
        empty={false}
        pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
      >
        <PaymentFilters />
        <PaymentTotals />
        <DataTable<LedgerEntry> bulkActionButtons={false} rowClick={false} size="medium" sx={{ '& thead th': nowrap }} empty={<NoPayments />}>
          <Column source="receivedOn" label="Received on" render={(r) => formatDay(r.receivedOn)} sx={nowrap} />
          <Column
            source="moveID"
            label="Order"
            disableSort
            sx={nowrap}
            render={(r) => (
              <Link component={RouterLink} to={detailsPath(r.orderId)} sx={{ fontWeight: 700 }}>
                {r.moveID}
              </Link>
            )}
          />
          <Column source="kind" label="Kind" render={(r) => <LedgerKindChip kind={r.kind} />} />
          <Column source="method" label="Method" render={(r) => paymentMethodLabel(r.method)} sx={nowrap} />
          <Column
            source="amountCents"
            label="Amount"
            align="right"
            render={(r) => (
              <Box component="span" sx={{ fontWeight: 600, color: signedCents(r) < 0 ? 'warning.dark' : undefined }}>
                {amountText(r)}
              </Box>
            )}
            sx={nowrap}
          />
          <Column source="reference" label="Reference" disableSort render={(r) => r.reference ?? none} sx={{ overflowWrap: 'anywhere', minWidth: 120 }} />
          <Column source="reason" label="Reason" disableSort render={(r) => r.reason ?? none} sx={{ overflowWrap: 'anywhere', minWidth: 160 }} />
          <Column source="recordedBy" label="Recorded by" disableSort render={(r) => recordedByText(r)} />
        </DataTable>
      </List>
    </Box>
  );
}
