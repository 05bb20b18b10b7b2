import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InstallMobile from '@mui/icons-material/InstallMobile';
import { useT } from '@/lib/i18n';
import { install } from '@/lib/pwa';

/** The bar's 'Install app', once the browser offers installation: a button with words, an icon on a phone. */
export default function InstallButtons() {
  const t = useT();
  return (
    <>
      <Button
        onClick={() => void install()}
        startIcon={<InstallMobile />}
        variant="outlined"
        sx={{ display: { xs: 'none', sm: 'inline-flex' }, whiteSpace: 'nowrap' }}
      >
        {t('installApp')}
      </Button>
      <IconButton onClick={() => void install()} aria-label={t('installAppLabel')} sx={{ display: { xs: 'inline-flex', sm: 'none' } }}>
        <InstallMobile />
      </IconButton>
    </>
  );
}
