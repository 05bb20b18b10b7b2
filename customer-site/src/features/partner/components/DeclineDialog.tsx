import { useId, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { DECLINE_REASONS, Limits } from '@moveday/openapi';

const OTHER = 'other';

interface DeclineDialogProps {
  busy: boolean;
  onCancel: () => void;
  onDecline: (reason: string) => void;
}

/** Why the crew declines: one of the catalogue's reasons, or its own words (1 to 200 characters). */
export default function DeclineDialog({ busy, onCancel, onDecline }: DeclineDialogProps) {
  const titleId = useId();
  const [choice, setChoice] = useState<string>('');
  const [written, setWritten] = useState('');
  const reason = choice === OTHER ? written.trim() : choice;
  const ready = reason.length > 0 && reason.length <= Limits.declineReason;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (ready && !busy) onDecline(reason);
  }

  return (
    <Dialog open onClose={onCancel} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form onSubmit={submit} aria-labelledby={titleId}>
        <DialogTitle id={titleId} sx={{ fontSize: '1.125rem', fontWeight: 700 }}>
          Decline this job?
        </DialogTitle>
        <DialogContent>
          <RadioGroup name="decline-reason" value={choice} onChange={(event) => setChoice(event.target.value)} aria-label="Why you decline">
            {DECLINE_REASONS.map((text) => (
              <FormControlLabel key={text} value={text} control={<Radio />} label={text} sx={{ py: 0.5 }} />
            ))}
            <FormControlLabel value={OTHER} control={<Radio />} label="Another reason" sx={{ py: 0.5 }} />
          </RadioGroup>
          {choice === OTHER && (
            <TextField
              label="Your reason"
              value={written}
              onChange={(event) => setWritten(event.target.value)}
              autoFocus
              fullWidth
              multiline
              minRows={2}
              margin="dense"
              helperText={`${written.trim().length} / ${Limits.declineReason}`}
              slotProps={{ htmlInput: { maxLength: Limits.declineReason } }}
            />
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
          <Button onClick={onCancel} variant="outlined">
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={!ready || busy}>
            Decline job
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
