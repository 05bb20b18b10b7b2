import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { formatCount, formatMoney } from '../lib/format';
import { Donut } from './Donut';
import { Figure, GroupCard } from './FigureCard';
import type { DashboardFigures } from './types';

export function CurrentOrdersCard({ figures }: { figures: DashboardFigures }) {
  const theme = useTheme();
  return (
    <GroupCard title="Current Orders">
      <Donut
        title="Current orders"
        parts={[
          { label: 'Partner not yet assigned', value: figures.partnerUnassignedCount, color: theme.palette.secondary.light },
          { label: 'Partner assigned', value: figures.partnerAssignedCount, color: theme.palette.primary.main },
        ]}
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2, mt: 2.5 }}>
        <Figure label="Total booked orders" value={formatCount(figures.currentOrderCount)} testId="total-booked-orders" />
        <Figure label="Total booked order amount" value={formatMoney(figures.openOrderTotalAmount)} testId="open-order-amount" />
      </Box>
    </GroupCard>
  );
}
