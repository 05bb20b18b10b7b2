import Box from '@mui/material/Box';

type Tone = 'upcoming' | 'completed' | 'other';

/**
 * The order status badge of customer-side §4: open, partner assigned (and estimate_open) read
 * 'Upcoming Order' in orange; completed its own word in green; anything else, treated as
 * cancelled, its raw status in grey.
 */
export function badgeOf(status: string): { label: string; tone: Tone } {
  if (status === 'open' || status === 'partnerassigned' || status === 'estimate_open') return { label: 'Upcoming Order', tone: 'upcoming' };
  if (status === 'completed') return { label: 'Completed', tone: 'completed' };
  return { label: status, tone: 'other' };
}

const COLOURS: Record<Tone, { color: string; bgcolor: string; borderColor: string }> = {
  upcoming: { color: 'secondary.dark', bgcolor: '#fff4ec', borderColor: 'secondary.light' },
  completed: { color: 'success.main', bgcolor: '#edf7ee', borderColor: 'success.main' },
  other: { color: 'text.secondary', bgcolor: 'grey.100', borderColor: 'grey.400' },
};

export function StatusBadge({ status, size = 'medium' }: { status: string; size?: 'small' | 'medium' }) {
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
      {label}
    </Box>
  );
}
