import ContentCopy from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useRef, useState, type ReactNode } from 'react';

export interface SecretDialogProps {
  /** The secret to show; null: the dialog is closed. */
  secret: string | null;
  title: string;
  /** What the secret is for and how it is used. */
  children?: ReactNode;
  /** The secret field's label ("API key", "Signing secret"). */
  label: string;
  /** Done: the dialog forgets the secret. */
  onDone: () => void;
}

type Copied = 'no' | 'yes' | 'failed';

/**
 * A secret MoveDay shows once (a new API key, a webhook endpoint's signing secret): in a field to
 * select, with a Copy button and the warning that it will not be shown again. Only Done closes it:
 * a click beside it or Escape would lose the secret by accident.
 */
export function SecretDialog({ secret, title, children, label, onDone }: SecretDialogProps) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<Copied>('no');

  const copy = async () => {
    if (!secret) return;
    try {
      await navigator.clipboard.writeText(secret);
      setCopied('yes');
    } catch {
      // No clipboard (an insecure page, a refused permission): selected, it can be copied by hand.
      field.current?.select();
      setCopied(document.execCommand?.('copy') ? 'yes' : 'failed');
    }
  };

  const done = () => {
    setCopied('no');
    onDone();
  };

  return (
    <Dialog open={secret !== null} onClose={() => undefined} aria-labelledby={`${id}-title`} aria-describedby={`${id}-warning`} maxWidth="sm" fullWidth>
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        {children && <DialogContentText sx={{ mb: 2 }}>{children}</DialogContentText>}
        <TextField
          label={label}
          value={secret ?? ''}
          fullWidth
          inputRef={field}
          onFocus={(event) => event.target.select()}
          slotProps={{
            htmlInput: {
              readOnly: true,
              spellCheck: false,
              'data-testid': 'shown-secret',
              style: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: '0.9rem' },
            },
          }}
        />
        <Alert id={`${id}-warning`} severity="warning" sx={{ mt: 2 }}>
          Copy it now and keep it somewhere safe: it will not be shown again. MoveDay keeps only a hash of it.
        </Alert>
        {copied === 'failed' && (
          <Alert severity="error" sx={{ mt: 1 }}>
            The browser would not copy it: select the text above and copy it by hand.
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button startIcon={<ContentCopy fontSize="small" />} onClick={() => void copy()}>
          {copied === 'yes' ? 'Copied' : 'Copy'}
        </Button>
        <Button variant="contained" onClick={done}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
