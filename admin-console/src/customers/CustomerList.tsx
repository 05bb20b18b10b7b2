import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { DataTable, List, Pagination, SearchInput, useListContext } from 'react-admin';
import { PageHeader } from '../common/PageHeader';
import { usePageTitle } from '../common/usePageTitle';
import { formatMoment } from '../lib/format';
import type { AdminCustomer } from '../lib/types';
import { CustomerStateChip } from './CustomerStateChip';
import { CUSTOMER_TABS, LANGUAGE_LABELS, closedFilterOf, customerName, customerTabOf, ordersCountText } from './customerFacts';

function ClosedTabs() {
  const { filterValues, setFilters } = useListContext();
  return (
    <Tabs
      value={customerTabOf(filterValues.closed)}
      onChange={(_, next: (typeof CUSTOMER_TABS)[number]['value']) => {
        const { closed: _old, ...rest } = filterValues;
        const closed = closedFilterOf(next);
        setFilters(closed === undefined ? rest : { ...rest, closed }, undefined, false);
      }}
      aria-label="Open or closed accounts"
      variant="scrollable"
      scrollButtons={false}
      sx={{ px: 1, borderBottom: 1, borderColor: 'divider' }}
    >
      {CUSTOMER_TABS.map((tab) => (
        <Tab key={tab.value} value={tab.value} label={tab.label} />
      ))}
    </Tabs>
  );
}

const Column = DataTable.Col<AdminCustomer>;

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Name or email" sx={{ width: 300 }} />];

/**
 * The customer accounts, newest first: name, email, phone, language, when they signed up, their
 * orders (and how many are open), and whether the account is closed. A row opens the customer's
 * page, where their data is downloaded or the account closed.
 */
export default function CustomerList() {
  usePageTitle('Customers');
  return (
    <Box>
      <PageHeader title="Customers" />
      <List
        resource="customers"
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={25}
        actions={false}
        exporter={false}
        filters={filters}
        title="Customers"
        empty={false}
        pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
      >
        <ClosedTabs />
        <DataTable<AdminCustomer>
          bulkActionButtons={false}
          rowClick="show"
          size="medium"
          sx={{ '& thead th': { whiteSpace: 'nowrap' } }}
          empty={<Box sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }}>No customers here.</Box>}
        >
          <Column source="lastName" label="Name" render={(r) => <Box sx={{ fontWeight: 600, minWidth: 140 }}>{customerName(r)}</Box>} />
          <Column source="email" label="Email" render={(r) => <Box sx={{ overflowWrap: 'anywhere', minWidth: 180 }}>{r.email}</Box>} />
          <Column
            source="phone"
            label="Phone"
            disableSort
            render={(r) =>
              r.phone || (
                <Typography variant="body2" color="text.disabled">
                  -
                </Typography>
              )
            }
          />
          <Column source="language" label="Language" disableSort render={(r) => LANGUAGE_LABELS[r.language]} />
          <Column source="createdAt" label="Signed up" render={(r) => formatMoment(r.createdAt)} />
          <Column source="ordersCount" label="Orders" disableSort align="right" render={(r) => ordersCountText(r)} />
          <Column source="closedAt" label="State" render={(r) => <CustomerStateChip customer={r} />} />
        </DataTable>
      </List>
    </Box>
  );
}
