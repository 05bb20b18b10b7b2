import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { formatCount } from '../lib/format';

export interface DonutPart {
  label: string;
  value: number;
  color: string;
}

const SIZE = 148;
const STROKE = 22;
const R = (SIZE - STROKE) / 2;
const C = 2 * Math.PI * R;

/** A donut of a few parts (plain SVG: no chart library), the total in the middle, a legend beside it. */
export function Donut({ parts, title, unit = 'orders' }: { parts: DonutPart[]; title: string; /** What the total in the middle counts. */ unit?: string }) {
  const theme = useTheme();
  const total = parts.reduce((sum, p) => sum + p.value, 0);
  let offset = 0;
  const description = parts.map((p) => `${p.label}: ${formatCount(p.value)}`).join(', ');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2.5, flexWrap: 'wrap' }}>
      <Box component="svg" viewBox={`0 0 ${SIZE} ${SIZE}`} width={SIZE} height={SIZE} role="img" aria-label={`${title}: ${description}`} sx={{ flex: 'none' }}>
        <circle cx={SIZE / 2} cy={SIZE / 2} r={R} fill="none" stroke={theme.palette.grey[200]} strokeWidth={STROKE} />
        {total > 0 &&
          parts.map((part) => {
            const length = (part.value / total) * C;
            const circle = (
              <circle
                key={part.label}
                cx={SIZE / 2}
                cy={SIZE / 2}
                r={R}
                fill="none"
                stroke={part.color}
                strokeWidth={STROKE}
                strokeDasharray={`${length} ${C - length}`}
                strokeDashoffset={-offset}
                transform={`rotate(-90 ${SIZE / 2} ${SIZE / 2})`}
              />
            );
            offset += length;
            return circle;
          })}
        <text x="50%" y="48%" textAnchor="middle" dominantBaseline="middle" fontSize="26" fontWeight="800" fill={theme.palette.text.primary}>
          {formatCount(total)}
        </text>
        <text x="50%" y="66%" textAnchor="middle" dominantBaseline="middle" fontSize="11" fill={theme.palette.text.secondary}>
          {unit}
        </text>
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {parts.map((part) => (
          <Box component="li" key={part.label} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Box sx={{ width: 12, height: 12, borderRadius: '3px', bgcolor: part.color, flex: 'none' }} aria-hidden />
            <Typography variant="body2" color="text.secondary">
              {part.label}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 700, ml: 'auto', pl: 1 }}>
              {formatCount(part.value)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
