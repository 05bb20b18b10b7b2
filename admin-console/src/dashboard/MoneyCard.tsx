import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { formatCents } from '@moveday/openapi';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { MoveDayDataProvider } from '../dataProvider';
import { formatCount } from '../lib/format';
import { Figure, GroupCard } from './FigureCard';

/**
 * Money (issue 34): collected this month, balances outstanding on completed moves and what upcoming
 * moves will owe, from the ledger. Its own call, so the rest of the dashboard never waits for it.
 */
export function MoneyCard() {
  const dataProvider = useDataProvider<MoveDayDataProvider>();
  const { data, isError } = useQuery({ queryKey: ['payments', 'figures'], queryFn: () => dataProvider.getMoneyFigures(), retry: 1 });
  const shown = (cents: number | undefined) => (isError ? 'n/a' : cents === undefined ? '…' : formatCents(cents));
  return (
    <GroupCard title="Money">
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
        <Figure label="Collected this month" value={shown(data?.collectedThisMonthCents)} note="Received less refunded" testId="collected-this-month" />
        <Figure
          label="Balances outstanding"
          value={shown(data?.outstandingCents)}
          note={data ? `${formatCount(data.ordersOwing)} completed ${data.ordersOwing === 1 ? 'move owes' : 'moves owe'}` : undefined}
          testId="balances-outstanding"
        />
        <Figure label="Still to collect on upcoming moves" value={shown(data?.upcomingCents)} note="Booked, not yet moved" testId="upcoming-balances" />
      </Box>
      <Link component={RouterLink} to="/payments" variant="body2" sx={{ display: 'inline-block', mt: 2 }}>
        All payments
      </Link>
    </GroupCard>
  );
}
