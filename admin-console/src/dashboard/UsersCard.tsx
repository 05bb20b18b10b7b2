import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { MoveDayDataProvider } from '../dataProvider';
import { formatCount } from '../lib/format';
import { satisfactionText, starParts } from '../lib/ratings';
import type { RatingsSummary } from '../lib/types';
import { Donut } from './Donut';
import { Figure, GroupCard } from './FigureCard';
import type { DashboardFigures } from './types';

const percent = (value: number) => `${value.toLocaleString('en-US', { maximumFractionDigits: 1 })}%`;

export function UsersCard({ figures }: { figures: DashboardFigures }) {
  return (
    <GroupCard title="Users">
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        <Figure label="Total users" value={formatCount(figures.totalUsers)} note="Customer accounts" testId="total-users" />
        <Figure
          label="Conversion rate"
          value={percent(figures.conversionRate)}
          note={`${formatCount(figures.bookedMoves)} of ${formatCount(figures.quotedMoves)} quotes booked`}
          testId="conversion-rate"
        />
        <CustomerSatisfaction />
      </Box>
    </GroupCard>
  );
}

/**
 * Customer satisfaction (issue 18): the mean stars and a donut of how many ratings gave each
 * number; the spec's 'No Data' while nobody has rated. Its own call, so the rest of the dashboard
 * never waits for it.
 */
function CustomerSatisfaction() {
  const dataProvider = useDataProvider<MoveDayDataProvider>();
  const { data, isPending, isError } = useQuery<RatingsSummary>({
    queryKey: ['ratings', 'summary'],
    queryFn: () => dataProvider.getRatingsSummary(),
    retry: 1,
  });
  const theme = useTheme();
  // Five stars green through one star red, as people read a rating.
  const colors = [theme.palette.success.main, theme.palette.success.light, theme.palette.warning.light, theme.palette.warning.main, theme.palette.error.main];
  const value = isPending ? '…' : isError ? 'Not available' : satisfactionText(data);
  const rated = data !== undefined && data.total > 0;
  return (
    <Box aria-busy={isPending}>
      <Figure
        label="Customer satisfaction"
        value={value}
        note={rated ? `Mean of ${formatCount(data.total)} ${data.total === 1 ? 'rating' : 'ratings'}` : undefined}
        testId="customer-satisfaction"
      />
      {rated && (
        <Box sx={{ mt: 1.5 }}>
          <Donut
            title="Customer satisfaction"
            unit="ratings"
            parts={starParts(data).map((part, i) => ({ label: part.label, value: part.value, color: colors[i]! }))}
          />
        </Box>
      )}
    </Box>
  );
}
