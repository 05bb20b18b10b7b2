import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { formatCents } from '@moveday/openapi';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { MoveDayDataProvider } from '../dataProvider';
import { SETTLEMENT_FIGURES_KEY, unpaidCountText } from '../settlements/settlementFacts';
import { Figure, GroupCard } from './FigureCard';

/**
 * Money out (issue 35): what unpaid statements owe the partners, what was paid them this month, and
 * what they earned that no statement holds yet. Its own call, so the rest of the dashboard never
 * waits for it.
 */
export function MoneyOutCard() {
  const dataProvider = useDataProvider<MoveDayDataProvider>();
  const { data, isError } = useQuery({ queryKey: SETTLEMENT_FIGURES_KEY, queryFn: () => dataProvider.getSettlementFigures(), retry: 1 });
  const shown = (cents: number | undefined) => (isError ? 'n/a' : cents === undefined ? '…' : formatCents(cents));
  return (
    <GroupCard title="Money out">
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
        <Figure
          label="Owed to partners"
          value={shown(data?.owedCents)}
          note={data ? unpaidCountText(data.statementsUnpaid) : undefined}
          testId="owed-to-partners"
        />
        <Figure label="Paid this month" value={shown(data?.paidThisMonthCents)} note="To partners, by the day paid" testId="paid-to-partners-this-month" />
        <Figure label="Earned, not yet on a statement" value={shown(data?.notYetStatedCents)} note="Goes on next Monday's statements" testId="not-yet-stated" />
      </Box>
      <Link component={RouterLink} to="/settlements" variant="body2" sx={{ display: 'inline-block', mt: 2 }}>
        All settlements
      </Link>
    </GroupCard>
  );
}
