import Box from '@mui/material/Box';

/** The MoveDay mark (the favicon file) and wordmark; `compact` for the top bar. */
export function Logo({ compact = false }: { compact?: boolean }) {
  const mark = compact ? 32 : 48;
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: compact ? 1 : 1.5, color: 'primary.main' }}>
      <Box component="img" src={`${import.meta.env.BASE_URL}favicon.svg`} alt="" width={mark} height={mark} sx={{ display: 'block' }} />
      <Box
        component="span"
        sx={{ fontSize: compact ? '1.3rem' : '1.75rem', fontWeight: 800, letterSpacing: '-0.03em', display: compact ? { xs: 'none', md: 'inline' } : 'inline' }}
      >
        Move
        <Box component="span" sx={{ color: 'secondary.main' }}>
          Day
        </Box>
      </Box>
    </Box>
  );
}
