import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { formatCount, formatMoney } from '../lib/format';
import { Donut } from './Donut';
import { Figure, GroupCard } from './FigureCard';
import type { DashboardFigures } from './types';

export function PastOrdersCard({ figures }: { figures: DashboardFigures }) {
  const theme = useTheme();
  return (
    <GroupCard title="Past Orders">
      <Donut
        title="Past orders"
        parts={[
          { label: 'Completed', value: figures.completedCount, color: theme.palette.success.main },
          { label: 'Cancelled', value: figures.cancelledCount, color: theme.palette.error.light },
        ]}
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2, mt: 2.5 }}>
        <Figure label="Total closed orders" value={formatCount(figures.pastOrderCount)} testId="total-closed-orders" />
        <Figure label="Total completed order amount" value={formatMoney(figures.pastOrderTotalAmount)} testId="past-order-amount" />
      </Box>
    </GroupCard>
  );
}
