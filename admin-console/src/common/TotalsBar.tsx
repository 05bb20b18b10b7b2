import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

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
