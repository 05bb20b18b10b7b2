import Box from '@mui/material/Box';
import { Link as RouterLink } from 'react-router-dom';
import { LOGO_LINK_SX, LogoMark } from './LogoMark';

/** The MoveDay mark and wordmark, linking home. */
export function Logo() {
  return (
    <Box component={RouterLink} to="/" aria-label="MoveDay home" sx={LOGO_LINK_SX}>
      <LogoMark />
    </Box>
  );
}
