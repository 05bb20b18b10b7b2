import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useBooks, useT } from '@/lib/i18n';

/** 'successdialogcommercial': shown after a commercial enquiry is sent; closing it returns to '/'. */
export function CommercialSuccessDialog() {
  useBooks('quote');
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  // Only a sent enquiry leads here; an address typed by hand goes home.
  const state = location.state as { sent?: boolean; message?: string } | null;
  if (!state?.sent) return <Navigate to="/" replace />;
  const close = () => navigate('/', { replace: true });
  return (
    <Dialog open onClose={close} aria-labelledby="commercial-success-title" aria-describedby="commercial-success-text" maxWidth="xs" fullWidth>
      <DialogTitle id="commercial-success-title" sx={{ fontWeight: 800, color: 'success.main' }}>
        {t('commercialThanks')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="commercial-success-text" sx={{ color: 'text.primary' }}>
          {state.message || t('commercialSentDefault')}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button variant="contained" onClick={close} autoFocus>
          {t('commercialClose')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
