import Box from '@mui/material/Box';
import { formatCount } from '../lib/format';
import { Figure, GroupCard } from './FigureCard';
import type { DashboardFigures } from './types';

const percent = (value: number) => `${value.toLocaleString('en-US', { maximumFractionDigits: 1 })}%`;

export function UsersCard({ figures }: { figures: DashboardFigures }) {
  return (
    <GroupCard title="Users">
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        <Figure label="Total users" value={formatCount(figures.totalUsers)} note="Customer accounts" testId="total-users" />
        <Figure label="Conversion rate" value={percent(figures.conversionRate)} note={`${formatCount(figures.bookedMoves)} of ${formatCount(figures.quotedMoves)} quotes booked`} testId="conversion-rate" />
        <Figure label="Customer satisfaction" value="No Data" testId="customer-satisfaction" />
      </Box>
    </GroupCard>
  );
}
