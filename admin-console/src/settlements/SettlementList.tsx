import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { formatCents } from '@moveday/openapi';
import { AutocompleteInput, DataTable, List, Pagination, ReferenceInput, SearchInput, useListContext } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '../common/PageHeader';
import { usePageTitle } from '../common/usePageTitle';
import type { AdminStatement } from '../lib/types';
import { IssueWeekButton } from './IssueWeekButton';
import { SettlementFilters } from './SettlementFilters';
import { SettlementTotals } from './SettlementTotals';
import { StatementStateChip } from './StatementStateChip';
import { paidText, refreshWhileSending, weekText } from './settlementFacts';

const Column = DataTable.Col<AdminStatement>;

/** A partner's name as typed narrows the choices (the partners list's own search). */
const partnerSearch = (text: string) => (text.trim() ? { q: text.trim() } : {});

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Number, partner or reference" sx={{ width: { xs: '100%', sm: 300 } }} />,
  <ReferenceInput key="partnerId" source="partnerId" reference="partners" sort={{ field: 'companyName', order: 'ASC' }} alwaysOn>
    <AutocompleteInput label="Partner" optionText="companyName" filterToQuery={partnerSearch} sx={{ width: { xs: '100%', sm: 280 } }} />
  </ReferenceInput>,
];

const nowrap = { whiteSpace: 'nowrap' } as const;
const none = (
  <Typography component="span" variant="body2" color="text.disabled">
    -
  </Typography>
);

/** What an empty table says: no statement issued at all, or none the filters let through. */
function NoStatements() {
  const { filterValues } = useListContext();
  const filtered = Object.keys(filterValues).length > 0;
  return (
    <Box sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }}>
      {filtered ? 'No statements match these filters.' : 'No statements yet: each Monday issues the week before.'}
    </Box>
  );
}

/**
 * Settlements (issue 35): every partner's weekly statement of what MoveDay owes it, the newest week
 * first. Filtered by partner, state, days and words; the totals above the table cover every
 * statement the filters select. A row opens the statement (its lines, Mark paid, Pay with Stripe);
 * Issue a week issues the statements of a week the Monday job missed. While a transfer on the page
 * awaits Stripe's word, the page keeps itself current.
 */
export default function SettlementList() {
  usePageTitle('Settlements');
  return (
    <Box>
      <PageHeader title="Settlements">
        <IssueWeekButton />
      </PageHeader>
      <List
        resource="settlements"
        sort={{ field: 'weekStart', order: 'DESC' }}
        perPage={25}
        actions={false}
        exporter={false}
        filters={filters}
        title="Settlements"
        empty={false}
        pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
        queryOptions={{ refetchInterval: (query) => refreshWhileSending(query.state.data?.data) }}
      >
        <SettlementFilters />
        <SettlementTotals />
        <DataTable<AdminStatement> bulkActionButtons={false} rowClick="show" size="medium" sx={{ '& thead th': nowrap }} empty={<NoStatements />}>
          <Column source="number" label="Number" sx={{ ...nowrap, fontWeight: 700 }} />
          <Column
            source="partnerName"
            label="Partner"
            render={(r) => (
              <Link
                component={RouterLink}
                to={`/editpartner?id=${encodeURIComponent(r.partnerId)}`}
                onClick={(event) => event.stopPropagation()}
                sx={{ overflowWrap: 'anywhere' }}
              >
                {r.partnerName}
              </Link>
            )}
          />
          <Column source="weekStart" label="Week" render={(r) => weekText(r)} sx={nowrap} />
          <Column source="totalCents" label="Total" align="right" render={(r) => formatCents(r.totalCents)} sx={{ ...nowrap, fontWeight: 600 }} />
          <Column source="state" label="State" disableSort render={(r) => <StatementStateChip state={r.state} />} />
          <Column source="paidOn" label="Paid" disableSort render={(r) => paidText(r) ?? none} sx={nowrap} />
        </DataTable>
      </List>
    </Box>
  );
}
