import Box from '@mui/material/Box';
import { Link as RouterLink } from 'react-router-dom';
import { LOGO_LINK_SX, LogoMark } from './LogoMark';

import { useAddressIn, useT } from '@/lib/i18n';
/** The MoveDay mark and wordmark, linking home. */
export function Logo() {
  const t = useT();
  const addressIn = useAddressIn();
  return (
    <Box component={RouterLink} to={addressIn('/')} aria-label={t('logoHomeLabel')} sx={LOGO_LINK_SX}>
      <LogoMark />
    </Box>
  );
}
