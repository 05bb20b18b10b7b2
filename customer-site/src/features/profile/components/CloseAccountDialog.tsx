import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { PasswordField } from '@/components/ui/PasswordField';
import { useT } from '@/lib/i18n';

interface CloseAccountDialogProps {
  busy: boolean;
  /** What the server said of the password (missing or incorrect), in the reader's language. */
  passwordError: string | null;
  onCancel: () => void;
  onConfirm: (password: string) => void;
}

/**
 * 'Close your account?': the password confirms it. The field has the focus; a wrong or missing
 * password is said under it (and read out), and the focus goes back to it.
 */
export default function CloseAccountDialog({ busy, passwordError, onCancel, onConfirm }: CloseAccountDialogProps) {
  const t = useT();
  const titleId = useId();
  const introId = useId();
  const field = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const [shownError, setShownError] = useState(passwordError);

  // A new refusal from the server shows until the password is changed.
  useEffect(() => {
    setShownError(passwordError);
    if (passwordError) field.current?.focus();
  }, [passwordError]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (password === '') {
      setMissing(true);
      field.current?.focus();
      return;
    }
    onConfirm(password);
  }

  const error = missing ? t('closeAccountPasswordMissing') : shownError;

  return (
    <Dialog open onClose={busy ? undefined : onCancel} aria-labelledby={titleId} aria-describedby={introId} maxWidth="xs" fullWidth>
      <form onSubmit={submit} aria-labelledby={titleId} noValidate>
        <DialogTitle id={titleId} sx={{ fontSize: '1.125rem', fontWeight: 700 }}>
          {t('closeAccountDialogTitle')}
        </DialogTitle>
        <DialogContent>
          <DialogContentText id={introId} sx={{ mb: 1 }}>
            {t('closeAccountDialogIntro')}
          </DialogContentText>
          <PasswordField
            id="close-account-password"
            inputRef={field}
            label={t('closeAccountPassword')}
            autoComplete="current-password"
            autoFocus
            required
            fullWidth
            margin="dense"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setMissing(false);
              setShownError(null);
            }}
            error={error !== null}
            helperText={error ?? ' '}
            slotProps={{ formHelperText: { role: error ? 'alert' : undefined } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap' }}>
          <Button onClick={onCancel} variant="outlined" disabled={busy}>
            {t('closeAccountKeep')}
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={busy}>
            {t('closeAccountConfirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
