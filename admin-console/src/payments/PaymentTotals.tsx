import { formatCents } from '@moveday/openapi';
import { ListTotals } from '../common/TotalsBar';
import { formatCount } from '../lib/format';
import type { PaymentListFilter } from '../lib/types';
import { paymentTotalsKey } from './paymentFacts';
import { DownloadPaymentsCsvButton } from './DownloadPaymentsCsvButton';

/** The money in every line the list's filters select: received, returned (refunds and disputes), the net and how many lines. */
export function PaymentTotals() {
  return (
    <ListTotals
      label="Payment totals"
      queryKey={(filter: PaymentListFilter) => paymentTotalsKey(filter)}
      fetchTotals={(dataProvider, filter) => dataProvider.getPaymentTotals(filter)}
      figuresOf={(totals) => [
        ['Received', formatCents(totals.receivedCents)],
        ['Returned', formatCents(totals.returnedCents)],
        ['Net', formatCents(totals.netCents)],
        ['Lines', formatCount(totals.count)],
      ]}
      action={<DownloadPaymentsCsvButton />}
    />
  );
}
