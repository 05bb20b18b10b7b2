import { formatCents } from '@moveday/openapi';
import { ListTotals } from '../common/TotalsBar';
import { formatCount } from '../lib/format';
import type { SettlementListFilter } from '../lib/types';
import { DownloadSettlementsCsvButton } from './DownloadSettlementsCsvButton';
import { settlementTotalsKey } from './settlementFacts';

/** The money in every statement the list's filters select: their total, what of it is paid and what is owed, and how many. */
export function SettlementTotals() {
  return (
    <ListTotals
      label="Settlement totals"
      queryKey={(filter: SettlementListFilter) => settlementTotalsKey(filter)}
      fetchTotals={(dataProvider, filter) => dataProvider.getSettlementTotals(filter)}
      figuresOf={(totals) => [
        ['Total', formatCents(totals.totalCents)],
        ['Paid', formatCents(totals.paidCents)],
        ['Owed', formatCents(totals.owedCents)],
        ['Statements', formatCount(totals.count)],
      ]}
      action={<DownloadSettlementsCsvButton />}
    />
  );
}
