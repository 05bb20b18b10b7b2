import Alert from '@mui/material/Alert';
import { formatCents } from '@moveday/openapi';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useListContext } from 'react-admin';
import { TotalsBar } from '../common/TotalsBar';
import type { MoveDayDataProvider } from '../dataProvider';
import { formatCount } from '../lib/format';
import { messageOf } from '../lib/http';
import type { PaymentListFilter } from '../lib/types';
import { paymentTotalsKey } from './paymentFacts';
import { DownloadPaymentsCsvButton } from './DownloadPaymentsCsvButton';

/**
 * The money in every line the list's filters select, not just the page shown: received, returned
 * (refunds and disputes), the net and how many lines. Summed by the server; asked again whenever
 * the filters change, and with the list on react-admin's refresh (which refetches every query).
 */
export function PaymentTotals() {
  const { filterValues } = useListContext();
  const dataProvider = useDataProvider<MoveDayDataProvider>();
  const filter = filterValues as PaymentListFilter;
  const totals = useQuery({
    queryKey: paymentTotalsKey(filter),
    queryFn: () => dataProvider.getPaymentTotals(filter),
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
        ['Received', formatCents(totals.data.receivedCents)],
        ['Returned', formatCents(totals.data.returnedCents)],
        ['Net', formatCents(totals.data.netCents)],
        ['Lines', formatCount(totals.data.count)],
      ]
    : [];
  return (
    <TotalsBar label="Payment totals" figures={figures} busy={totals.isFetching} stale={totals.isPlaceholderData} action={<DownloadPaymentsCsvButton />} />
  );
}
