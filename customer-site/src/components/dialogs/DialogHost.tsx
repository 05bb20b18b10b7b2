import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { dialogs, useDialogState, type MessageDialog } from '@/lib/dialogs';
import { useT } from '@/lib/i18n';
import { PRIVACY_POLICY, TERMS_OF_USE } from './legalText';

function SimpleDialog({ name, dialog, fallbackTitle }: { name: 'error' | 'message' | 'adminAccount'; dialog: MessageDialog | null; fallbackTitle?: string }) {
  const t = useT();
  const title = dialog?.title ?? fallbackTitle;
  const close = () => {
    dialogs.close(name);
    dialog?.onOk?.();
  };
  return (
    <Dialog
      open={dialog !== null}
      onClose={close}
      aria-labelledby={title ? `${name}-dialog-title` : undefined}
      aria-describedby={`${name}-dialog-text`}
      maxWidth="xs"
      fullWidth
      data-testid={`${name}-dialog`}
    >
      {title && (
        <DialogTitle id={`${name}-dialog-title`} sx={{ fontWeight: 700 }}>
          {title}
        </DialogTitle>
      )}
      <DialogContent sx={title ? undefined : { pt: 3 }}>
        <DialogContentText id={`${name}-dialog-text`} sx={{ color: 'text.primary' }}>
          {dialog?.message}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={close} variant="contained" autoFocus>
          {dialog?.okLabel ?? t('dialogOk')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Every global dialog of customer-side §2. Loaded on first use, so the first page does not carry it. */
export default function DialogHost() {
  const t = useT();
  const state = useDialogState();
  const legal = state.legal;
  const congratulations = state.congratulations;
  const accountExists = state.accountExists;

  return (
    <>
      {/* Kept mounted: the spinner closes and opens again between calls (a login, then the orders it
          leads to). Unmounted while closed, a reopening cut short before MUI's portal had mounted
          was never unregistered, and left the whole page aria-hidden. */}
      <Dialog
        open={state.loading > 0}
        keepMounted
        aria-label={t('dialogLoading')}
        data-testid="loading-dialog"
        slotProps={{ paper: { sx: { p: 3, borderRadius: 3 } } }}
      >
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <CircularProgress size={32} aria-hidden />
          <Typography>{t('dialogLoadingText')}</Typography>
        </Box>
      </Dialog>

      <SimpleDialog name="error" dialog={state.error} fallbackTitle={t('errorDialogTitle')} />
      <SimpleDialog name="message" dialog={state.message} />
      <SimpleDialog name="adminAccount" dialog={state.adminAccount} />

      <Dialog open={legal !== null} onClose={() => dialogs.close('legal')} aria-labelledby="legal-dialog-title" scroll="paper" maxWidth="sm" fullWidth>
        <DialogTitle id="legal-dialog-title" sx={{ fontWeight: 700 }}>
          {t(legal === 'privacy' ? 'privacyTitle' : 'termsTitle')}
        </DialogTitle>
        <DialogContent dividers>
          {(legal === 'privacy' ? PRIVACY_POLICY : TERMS_OF_USE).map((paragraph) => (
            <DialogContentText key={paragraph} sx={{ mb: 2, color: 'text.primary' }}>
              {t(paragraph)}
            </DialogContentText>
          ))}
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={() => dialogs.close('legal')} variant="contained" autoFocus>
            {t('dialogOk')}
          </Button>
        </DialogActions>
      </Dialog>

      <Dialog
        open={congratulations !== null}
        onClose={() => {
          dialogs.close('congratulations');
          congratulations?.onClose?.();
        }}
        aria-labelledby="congratulations-dialog-title"
        maxWidth="xs"
        fullWidth
      >
        <DialogTitle id="congratulations-dialog-title" sx={{ fontWeight: 800, color: 'success.main' }}>
          {t('congratulationsTitle')}
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ color: 'text.primary' }}>{t('congratulationsText')}</DialogContentText>
          <Typography sx={{ fontSize: '1.5rem', fontWeight: 800, mt: 1 }}>{congratulations?.moveId}</Typography>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button
            variant="contained"
            autoFocus
            onClick={() => {
              dialogs.close('congratulations');
              congratulations?.onClose?.();
            }}
          >
            {t('dialogClose')}
          </Button>
        </DialogActions>
      </Dialog>

      <Dialog open={accountExists !== null} aria-describedby="account-exists-text" maxWidth="xs" fullWidth>
        <DialogContent sx={{ pt: 3 }}>
          <DialogContentText id="account-exists-text" sx={{ color: 'text.primary' }}>
            {t('accountExistsLogin')}
          </DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
          <Button
            variant="outlined"
            onClick={() => {
              dialogs.close('accountExists');
              accountExists?.onCancel();
            }}
          >
            {t('dialogCancel')}
          </Button>
          <Button
            variant="contained"
            autoFocus
            onClick={() => {
              dialogs.close('accountExists');
              accountExists?.onLogin();
            }}
          >
            {t('dialogLogin')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
