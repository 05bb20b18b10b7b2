import Alert from '@mui/material/Alert';
import { formatCents } from '@moveday/openapi';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useListContext } from 'react-admin';
import { TotalsBar } from '../common/TotalsBar';
import type { MoveDayDataProvider } from '../dataProvider';
import { formatCount } from '../lib/format';
import { messageOf } from '../lib/http';
import type { SettlementListFilter } from '../lib/types';
import { DownloadSettlementsCsvButton } from './DownloadSettlementsCsvButton';
import { settlementTotalsKey } from './settlementFacts';

/**
 * The money in every statement the list's filters select, not just the page shown: their total,
 * what of it is paid and what is owed, and how many. Summed by the server; asked again whenever the
 * filters change, and with the list on react-admin's refresh (which refetches every query).
 */
export function SettlementTotals() {
  const { filterValues } = useListContext();
  const dataProvider = useDataProvider<MoveDayDataProvider>();
  const filter = filterValues as SettlementListFilter;
  const totals = useQuery({
    queryKey: settlementTotalsKey(filter),
    queryFn: () => dataProvider.getSettlementTotals(filter),
    placeholderData: (previous) => previous,
  });
  if (totals.isError) {
    return (
      <Alert severity="error" sx={{ m: 1 }}>
        {messageOf(totals.error)}
      </Alert>
    );
  }
  const figures: [string, string][] = totals.data
    ? [
        ['Total', formatCents(totals.data.totalCents)],
        ['Paid', formatCents(totals.data.paidCents)],
        ['Owed', formatCents(totals.data.owedCents)],
        ['Statements', formatCount(totals.data.count)],
      ]
    : [];
  return (
    <TotalsBar
      label="Settlement totals"
      figures={figures}
      busy={totals.isFetching}
      stale={totals.isPlaceholderData}
      action={<DownloadSettlementsCsvButton />}
    />
  );
}
