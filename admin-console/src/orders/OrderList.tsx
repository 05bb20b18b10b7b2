import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { formatDay } from '@moveday/openapi';
import { useQuery } from '@tanstack/react-query';
import { DataTable, List, Pagination, useDataProvider, useListContext } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { usePageTitle } from '../common/usePageTitle';
import type { MoveDayDataProvider } from '../dataProvider';
import type { AdminOrderRow, OrderGroup, OrderListFilter, OrderTabCounts } from '../lib/types';
import { detailsPath } from './detailsPath';
import { DownloadCsvButton } from './DownloadCsvButton';
import { AssignmentStateChip } from './AssignmentStateChip';
import { ChangeRequestChip } from './ChangeRequestChip';
import { OrderActions } from './OrderActions';
import { OrderFilterMenu } from './OrderFilterMenu';
import { orderFacts } from './orderFacts';
import { OrderSearch } from './OrderSearch';
import { OrderStatusChip } from './OrderStatusChip';
import { TAB_SORT, tabLabel } from './orderTabs';

function useTabCounts(filter: OrderListFilter) {
  const dataProvider = useDataProvider<MoveDayDataProvider>();
  const { q, view, assignmentState, changeRequest } = filter;
  return useQuery<OrderTabCounts>({
    queryKey: ['orders', 'counts', { q, view, assignmentState, changeRequest }],
    queryFn: () => dataProvider.countOrders({ q, view, assignmentState, changeRequest }),
    placeholderData: (previous) => previous,
  });
}

function OrderTabs() {
  const { filterValues, setFilters, setSort } = useListContext();
  const filter = filterValues as OrderListFilter;
  const group: OrderGroup = filter.group === 'close' ? 'close' : 'open';
  const { data: counts } = useTabCounts(filter);
  const narrowed = Boolean(filter.q || filter.view || filter.assignmentState?.length || filter.changeRequest);
  const choose = (next: OrderGroup) => {
    if (next === group) return;
    // A view (and the assignment and change request filters) belongs to one tab; the search carries over.
    setFilters({ group: next, ...(filter.q ? { q: filter.q } : {}) }, undefined, false);
    setSort(TAB_SORT[next]);
  };
  return (
    <Tabs value={group} onChange={(_, next: OrderGroup) => choose(next)} aria-label="Open and closed orders" sx={{ flexGrow: 1, minWidth: 220 }}>
      <Tab value="open" label={tabLabel('Open', counts?.open, counts?.openTotal, narrowed)} />
      <Tab value="close" label={tabLabel('Close', counts?.close, counts?.closeTotal, narrowed)} />
    </Tabs>
  );
}

function OrderToolbar() {
  const { filterValues } = useListContext();
  const navigate = useNavigate();
  const group: OrderGroup = filterValues.group === 'close' ? 'close' : 'open';
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', borderBottom: 1, borderColor: 'divider', px: 1 }}>
      <OrderTabs />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, py: 1, flexWrap: 'wrap' }}>
        <OrderSearch />
        <OrderFilterMenu group={group} />
        <DownloadCsvButton />
        <Button variant="contained" startIcon={<Add />} onClick={() => navigate('/addorder')} sx={{ ml: 1 }}>
          Add Order
        </Button>
      </Box>
    </Box>
  );
}

/** The spec's row height. */
const rowSx = () => ({ height: 56, '& > td': { py: 0.5 } });

/**
 * The orders page (admin-side §2): Open and Close tabs over one paged, server-sorted list; clicking
 * a row opens the order. The Status column carries the assignment's state beside the status, and
 * the row's next step (Confirm Order, Assign Partner, Mark As Complete), which opens its dialog here,
 * and a chip when the customer waits for an answer to a change request. The open tab's default sort
 * is the server's: declined and expired offers first.
 */
export default function OrderList() {
  usePageTitle('Orders');
  return (
    <List
      resource="orders"
      filterDefaultValues={{ group: 'open' }}
      sort={TAB_SORT.open}
      perPage={25}
      actions={false}
      exporter={false}
      empty={false}
      title="Orders"
      pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
      sx={{ '& .RaList-main': { mt: 0 } }}
    >
      <OrderToolbar />
      <DataTable<AdminOrderRow>
        bulkActionButtons={false}
        rowClick={(id) => detailsPath(String(id))}
        rowSx={rowSx}
        size="medium"
        empty={<Box sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }}>No orders here.</Box>}
      >
        <DataTable.Col source="customerName" label="Customer Name" />
        <DataTable.Col
          source="moveID"
          label="Move ID"
          render={(record) => (
            <Link component={RouterLink} to={detailsPath(record.id)} onClick={(event) => event.stopPropagation()} sx={{ fontWeight: 700 }}>
              {record.moveID}
            </Link>
          )}
        />
        <DataTable.Col source="moveDate" label="Move Date" render={(record) => formatDay(record.moveDate)} />
        <DataTable.Col source="partnerName" label="Partner Name" render={(record) => record.partnerName ?? '-'} />
        <DataTable.Col
          source="moveStatus"
          label="Status"
          render={(record) => (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <OrderStatusChip status={record.moveStatus} />
              <AssignmentStateChip state={record.assignmentState} offerExpiresAt={record.offerExpiresAt} compact />
              {record.changeRequestPending && <ChangeRequestChip />}
              <OrderActions order={orderFacts(record as AdminOrderRow)} size="small" />
            </Box>
          )}
        />
      </DataTable>
    </List>
  );
}
