import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useDataProvider, useListContext } from 'react-admin';
import type { MoveDayDataProvider } from '../dataProvider';
import { messageOf } from '../lib/http';

interface TotalsBarProps {
  /** The region's name, for assistive technology and tests. */
  label: string;
  /** Each figure's term and value, in order; none while the first answer comes. */
  figures: readonly (readonly [string, string])[];
  /** A new answer is on its way. */
  busy: boolean;
  /** The figures shown are the previous filter's, kept until the new ones come: shown faded. */
  stale: boolean;
  /** The bar's button (Download CSV). */
  action?: ReactNode;
}

/** The band above a list's table with the totals of everything its filters select, term over value, and its action. */
export function TotalsBar({ label, figures, busy, stale, action }: TotalsBarProps) {
  return (
    <Box
      role="region"
      aria-label={label}
      aria-busy={busy}
      sx={{
        px: 2,
        py: 1.5,
        minHeight: 64,
        bgcolor: 'grey.50',
        borderBottom: 1,
        borderColor: 'divider',
        opacity: stale ? 0.6 : 1,
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
      {action}
    </Box>
  );
}

interface ListTotalsProps<Filter, Totals> {
  label: string;
  /** The totals' query key for a filter (refetched with the list on react-admin's refresh). */
  queryKey: (filter: Filter) => QueryKey;
  fetchTotals: (dataProvider: MoveDayDataProvider, filter: Filter) => Promise<Totals>;
  /** The figures to show, term and value. */
  figuresOf: (totals: Totals) => readonly (readonly [string, string])[];
  action?: ReactNode;
}

/**
 * The totals of everything the list's filters select, not just the page shown, summed by the
 * server and asked again whenever the filters change; the previous ones stay, faded, until then.
 */
export function ListTotals<Filter, Totals>({ label, queryKey, fetchTotals, figuresOf, action }: ListTotalsProps<Filter, Totals>) {
  const { filterValues } = useListContext();
  const dataProvider = useDataProvider<MoveDayDataProvider>();
  const filter = filterValues as Filter;
  const totals = useQuery({ queryKey: queryKey(filter), queryFn: () => fetchTotals(dataProvider, filter), placeholderData: (previous) => previous });
  if (totals.isError) {
    return (
      <Alert severity="error" sx={{ m: 1 }}>
        {messageOf(totals.error)}
      </Alert>
    );
  }
  return (
    <TotalsBar label={label} figures={totals.data ? figuresOf(totals.data) : []} busy={totals.isFetching} stale={totals.isPlaceholderData} action={action} />
  );
}
