import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { COMPANY } from '@/lib/company';
import { useT } from '@/lib/i18n';

/** The orders screen's Contact: the support email and phone, and Ok. */
export function ContactDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="contact-dialog-title" maxWidth="xs" fullWidth>
      <DialogTitle id="contact-dialog-title" sx={{ fontWeight: 700 }}>
        {t('ordersContactTitle')}
      </DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{t('ordersContactIntro')}</Typography>
        <Typography>
          {t('ordersContactEmail')}{' '}
          <Link href={`mailto:${COMPANY.supportEmail}`} sx={{ fontWeight: 600 }}>
            {COMPANY.supportEmail}
          </Link>
        </Typography>
        <Typography sx={{ mt: 1 }}>
          {t('ordersContactPhone')}{' '}
          <Link href={COMPANY.phoneHref} sx={{ fontWeight: 600 }}>
            {COMPANY.phone}
          </Link>
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button variant="contained" onClick={onClose} autoFocus>
          {t('ordersContactOk')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
