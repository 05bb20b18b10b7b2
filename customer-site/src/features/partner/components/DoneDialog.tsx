import { useId, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { Limits } from '@moveday/openapi';

interface DoneDialogProps {
  busy: boolean;
  onCancel: () => void;
  onDone: (notes: string) => void;
}

/** The move is finished: the crew's notes for MoveDay, if any (up to 500 characters). */
export default function DoneDialog({ busy, onCancel, onDone }: DoneDialogProps) {
  const titleId = useId();
  const [notes, setNotes] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!busy) onDone(notes.trim());
  }

  return (
    <Dialog open onClose={onCancel} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form onSubmit={submit} aria-labelledby={titleId}>
        <DialogTitle id={titleId} sx={{ fontSize: '1.125rem', fontWeight: 700 }}>
          Mark this job done?
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 1 }}>The move is then complete. Anything MoveDay should know (damage, extra time, a missing item)?</DialogContentText>
          <TextField
            label="Notes (optional)"
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
            fullWidth
            multiline
            minRows={3}
            margin="dense"
            helperText={`${notes.trim().length} / ${Limits.jobNotes}`}
            slotProps={{ htmlInput: { maxLength: Limits.jobNotes } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
          <Button onClick={onCancel} variant="outlined">
            Not yet
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            Job done
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
