import { useId, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { Limits } from '@moveday/openapi';
import { useT } from '@/lib/i18n';

interface DoneDialogProps {
  busy: boolean;
  onCancel: () => void;
  onDone: (notes: string) => void;
}

/** The move is finished: the crew's notes for MoveDay, if any (up to 500 characters). */
export default function DoneDialog({ busy, onCancel, onDone }: DoneDialogProps) {
  const t = useT();
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
          {t('jobDoneTitle')}
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 1 }}>{t('jobDoneText')}</DialogContentText>
          <TextField
            label={t('jobDoneNotesLabel')}
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
            fullWidth
            multiline
            minRows={3}
            margin="dense"
            helperText={t('jobCharacterCount', { count: notes.trim().length, max: Limits.jobNotes })}
            slotProps={{ htmlInput: { maxLength: Limits.jobNotes } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
          <Button onClick={onCancel} variant="outlined">
            {t('jobNotYet')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {t('jobDoneButton')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
