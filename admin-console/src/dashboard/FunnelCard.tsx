import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { formatCount } from '../lib/format';
import { GroupCard } from './FigureCard';
import type { DashboardFigures } from './types';

/** How far visitors get through the quote wizard: each step's visitors, as a share of the first step's. */
export function FunnelCard({ figures }: { figures: DashboardFigures }) {
  const steps = figures.funnel;
  const first = steps[0]?.count ?? 0;
  return (
    <GroupCard title="Quote wizard funnel">
      {first === 0 ? (
        <Typography color="text.secondary">No wizard visits recorded yet.</Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.25 }}>
          {steps.map((step) => {
            const share = first ? (step.count / first) * 100 : 0;
            return (
              <Box component="li" key={step.step}>
                <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                  <Typography variant="body2">{step.label}</Typography>
                  <Typography variant="body2" sx={{ fontWeight: 700 }}>
                    {formatCount(step.count)}{' '}
                    <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
                      ({Math.round(share)}%)
                    </Box>
                  </Typography>
                </Box>
                <LinearProgress
                  variant="determinate"
                  value={share}
                  aria-label={`${step.label}: ${Math.round(share)}% of visitors`}
                  sx={{ height: 8, borderRadius: 4 }}
                />
              </Box>
            );
          })}
        </Box>
      )}
    </GroupCard>
  );
}
