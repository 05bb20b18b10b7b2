import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { formatCents } from '@moveday/openapi';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useListContext } from 'react-admin';
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
    <Box
      role="region"
      aria-label="Payment totals"
      aria-busy={totals.isFetching}
      sx={{
        px: 2,
        py: 1.5,
        minHeight: 64,
        bgcolor: 'grey.50',
        borderBottom: 1,
        borderColor: 'divider',
        opacity: totals.isPlaceholderData ? 0.6 : 1,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1,
      }}
    >
      <Box
        component="dl"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          columnGap: 4,
          rowGap: 1,
          m: 0,
          '& dt': { color: 'text.secondary', fontSize: '0.8125rem' },
          '& dd': { m: 0, fontWeight: 700, fontSize: '1.05rem', whiteSpace: 'nowrap' },
        }}
      >
        {figures.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </Box>
      <DownloadPaymentsCsvButton />
    </Box>
  );
}
