import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { formatDay } from '@moveday/openapi';
import { formatCount } from '../lib/format';
import { GroupCard } from './FigureCard';
import type { DashboardFigures } from './types';

const W = 560;
const H = 180;
const PAD = { top: 16, right: 8, bottom: 28, left: 32 };

/** Bookings per week over the last weeks: plain SVG bars. */
export function BookingsTrendCard({ figures }: { figures: DashboardFigures }) {
  const theme = useTheme();
  const weeks = figures.bookingsPerWeek;
  const max = Math.max(1, ...weeks.map((w) => w.count));
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const band = weeks.length ? innerW / weeks.length : innerW;
  const total = weeks.reduce((sum, w) => sum + w.count, 0);
  return (
    <GroupCard title="Bookings per week">
      {weeks.length === 0 ? (
        <Typography color="text.secondary">No bookings yet.</Typography>
      ) : (
        <Box
          component="svg"
          viewBox={`0 0 ${W} ${H}`}
          role="img"
          aria-label={`Bookings per week, last ${weeks.length} weeks, ${formatCount(total)} in all: ${weeks.map((w) => `week of ${formatDay(w.weekStart)}: ${w.count}`).join(', ')}`}
          sx={{ width: '100%', height: 'auto', display: 'block' }}
        >
          <line x1={PAD.left} x2={W - PAD.right} y1={PAD.top + innerH} y2={PAD.top + innerH} stroke={theme.palette.divider} />
          <text x={PAD.left - 6} y={PAD.top + 4} textAnchor="end" fontSize="10" fill={theme.palette.text.secondary}>
            {max}
          </text>
          <text x={PAD.left - 6} y={PAD.top + innerH} textAnchor="end" fontSize="10" fill={theme.palette.text.secondary}>
            0
          </text>
          {weeks.map((week, i) => {
            const h = (week.count / max) * innerH;
            const x = PAD.left + i * band + band * 0.15;
            return (
              <g key={week.weekStart}>
                <rect x={x} y={PAD.top + innerH - h} width={band * 0.7} height={h} rx={3} fill={theme.palette.primary.main}>
                  <title>{`Week of ${formatDay(week.weekStart)}: ${week.count}`}</title>
                </rect>
                {week.count > 0 && (
                  <text x={x + band * 0.35} y={PAD.top + innerH - h - 4} textAnchor="middle" fontSize="10" fill={theme.palette.text.primary}>
                    {week.count}
                  </text>
                )}
                {(i % 2 === 0 || weeks.length <= 8) && (
                  <text x={x + band * 0.35} y={H - 10} textAnchor="middle" fontSize="10" fill={theme.palette.text.secondary}>
                    {formatDay(week.weekStart).slice(0, 5)}
                  </text>
                )}
              </g>
            );
          })}
        </Box>
      )}
    </GroupCard>
  );
}
