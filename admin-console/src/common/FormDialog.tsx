import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';

interface FormDialogProps {
  title: ReactNode;
  /** A line under the title: what the form does. */
  intro?: ReactNode;
  /** The submit button's words. */
  submitLabel: string;
  submitColor?: ButtonProps['color'];
  /** The form cannot be sent yet (the fields say why). */
  submitDisabled?: boolean;
  /** A call is under way: nothing closes or sends meanwhile. */
  pending: boolean;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A dialog that is one form: its title, an intro, the fields, Cancel and a submit button. Enter
 * sends it; the browser does not validate it (the fields say what is wrong); while a call is under
 * way a click beside it does not close it.
 */
export function FormDialog({ title, intro, submitLabel, submitColor, submitDisabled = false, pending, onSubmit, onClose, children }: FormDialogProps) {
  const id = useId();
  return (
    <Dialog open onClose={pending ? undefined : onClose} aria-labelledby={`${id}-title`} maxWidth="xs" fullWidth>
      {/* A form that adds no box: the dialog's own layout holds. */}
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!pending && !submitDisabled) onSubmit();
        }}
        sx={{ display: 'contents' }}
      >
        <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
        <DialogContent>
          {intro && <DialogContentText sx={{ mb: 2 }}>{intro}</DialogContentText>}
          {children}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" color={submitColor} disabled={submitDisabled || pending}>
            {submitLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
