import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** A second line under the question, e.g. '(Entries made so far will be lost)'. */
  detail?: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes-or-no question; the safe answer has the focus. */
export function ConfirmDialog({ open, title, detail, confirmLabel, cancelLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const titleId = useId();
  const detailId = useId();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId} aria-describedby={detail ? detailId : undefined} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId} sx={{ fontSize: '1.125rem', fontWeight: 700, pb: detail ? 1 : 2 }}>
        {title}
      </DialogTitle>
      {detail && (
        <DialogContent>
          <DialogContentText id={detailId}>{detail}</DialogContentText>
        </DialogContent>
      )}
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button onClick={onCancel} variant="outlined" autoFocus>
          {cancelLabel}
        </Button>
        <Button onClick={onConfirm} variant="contained">
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
