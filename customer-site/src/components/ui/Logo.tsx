import Box from '@mui/material/Box';
import { Link as RouterLink } from 'react-router-dom';

/** The MoveDay mark (the same file as the favicon) and wordmark, linking home. */
export function Logo() {
  return (
    <Box
      component={RouterLink}
      to="/"
      aria-label="MoveDay home"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1.5,
        color: 'primary.main',
        textDecoration: 'none',
        borderRadius: 1,
        '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.light', outlineOffset: 4 },
      }}
    >
      <Box component="img" src={`${import.meta.env.BASE_URL}favicon.svg`} alt="" width={44} height={44} sx={{ display: 'block' }} />
      <Box component="span" sx={{ fontSize: { xs: '1.5rem', sm: '1.75rem' }, fontWeight: 800, letterSpacing: '-0.03em' }}>
        Move
        <Box component="span" sx={{ color: 'secondary.main' }}>
          Day
        </Box>
      </Box>
    </Box>
  );
}
