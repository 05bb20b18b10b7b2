import Box from '@mui/material/Box';
import type { WordKey } from '@moveday/openapi';
import { useT } from '@/lib/i18n';

type Tone = 'upcoming' | 'completed' | 'other';

/**
 * The order status badge of customer-side §4: open, partner assigned (and estimate_open) read
 * 'Upcoming Order' in orange; completed its own word in green; anything else, treated as
 * cancelled, in grey: cancelled in the reader's words, any other its raw status.
 */
export function badgeOf(status: string): { label: WordKey | null; tone: Tone } {
  if (status === 'open' || status === 'partnerassigned' || status === 'estimate_open') return { label: 'orderBadgeUpcoming', tone: 'upcoming' };
  if (status === 'completed') return { label: 'orderBadgeCompleted', tone: 'completed' };
  return { label: status === 'cancelled' ? 'orderBadgeCancelled' : null, tone: 'other' };
}

const COLOURS: Record<Tone, { color: string; bgcolor: string; borderColor: string }> = {
  upcoming: { color: 'secondary.dark', bgcolor: '#fff4ec', borderColor: 'secondary.light' },
  completed: { color: 'success.main', bgcolor: '#edf7ee', borderColor: 'success.main' },
  other: { color: 'text.secondary', bgcolor: 'grey.100', borderColor: 'grey.400' },
};

export function StatusBadge({ status, size = 'medium' }: { status: string; size?: 'small' | 'medium' }) {
  const t = useT();
  const { label, tone } = badgeOf(status);
  return (
    <Box
      component="span"
      data-status={status}
      sx={{
        ...COLOURS[tone],
        display: 'inline-block',
        border: 1,
        borderRadius: 99,
        px: size === 'small' ? 1.25 : 1.75,
        py: 0.25,
        fontWeight: 700,
        fontSize: size === 'small' ? '0.8125rem' : '0.875rem',
        whiteSpace: 'nowrap',
        textTransform: tone === 'other' ? 'capitalize' : 'none',
      }}
    >
      {label ? t(label) : status}
    </Box>
  );
}
