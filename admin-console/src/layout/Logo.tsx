import Box from '@mui/material/Box';

/** The MoveDay mark (the favicon file) and wordmark. */
export function Logo() {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.5, color: 'primary.main' }}>
      <Box component="img" src={`${import.meta.env.BASE_URL}favicon.svg`} alt="" width={48} height={48} sx={{ display: 'block' }} />
      <Box component="span" sx={{ fontSize: '1.75rem', fontWeight: 800, letterSpacing: '-0.03em' }}>
        Move
        <Box component="span" sx={{ color: 'secondary.main' }}>
          Day
        </Box>
      </Box>
    </Box>
  );
}
