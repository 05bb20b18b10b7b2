import Box from '@mui/material/Box';
import { useAddressIn, useT } from '@/lib/i18n';
import { SiteLink } from '@/lib/site-navigation';
import { LOGO_LINK_SX, LogoMark } from './LogoMark';

/** The MoveDay mark and wordmark, linking home. */
export function Logo() {
  const t = useT();
  const addressIn = useAddressIn();
  return (
    <Box component={SiteLink} to={addressIn('/')} aria-label={t('logoHomeLabel')} sx={LOGO_LINK_SX}>
      <LogoMark />
    </Box>
  );
}
