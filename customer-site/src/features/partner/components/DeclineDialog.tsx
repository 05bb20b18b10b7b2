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
import { DECLINE_REASONS, Limits, type WordKey } from '@moveday/openapi';
import { useT } from '@/lib/i18n';

const OTHER = 'other';

interface DeclineDialogProps {
  busy: boolean;
  onCancel: () => void;
  onDecline: (reason: string) => void;
}

/**
 * Why the crew declines: one of the catalogue's reasons, or its own words (1 to 200 characters).
 * A listed reason is shown in the crew's language (`declineReason.<n>` in the options book) and
 * sent as the catalogue's English text, as MoveDay's office reads it.
 */
export default function DeclineDialog({ busy, onCancel, onDecline }: DeclineDialogProps) {
  const t = useT();
  const titleId = useId();
  const [choice, setChoice] = useState<string>('');
  const [written, setWritten] = useState('');
  const reason = choice === OTHER ? written.trim() : choice === '' ? '' : (DECLINE_REASONS[Number(choice)] ?? '');
  const ready = reason.length > 0 && reason.length <= Limits.declineReason;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (ready && !busy) onDecline(reason);
  }

  return (
    <Dialog open onClose={onCancel} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form onSubmit={submit} aria-labelledby={titleId}>
        <DialogTitle id={titleId} sx={{ fontSize: '1.125rem', fontWeight: 700 }}>
          {t('jobDeclineTitle')}
        </DialogTitle>
        <DialogContent>
          <RadioGroup name="decline-reason" value={choice} onChange={(event) => setChoice(event.target.value)} aria-label={t('jobDeclineReasonsLabel')}>
            {DECLINE_REASONS.map((_, index) => (
              <FormControlLabel key={index} value={String(index)} control={<Radio />} label={t(`declineReason.${index}` as WordKey)} sx={{ py: 0.5 }} />
            ))}
            <FormControlLabel value={OTHER} control={<Radio />} label={t('jobDeclineOtherReason')} sx={{ py: 0.5 }} />
          </RadioGroup>
          {choice === OTHER && (
            <TextField
              label={t('jobDeclineYourReason')}
              value={written}
              onChange={(event) => setWritten(event.target.value)}
              autoFocus
              fullWidth
              multiline
              minRows={2}
              margin="dense"
              helperText={t('jobCharacterCount', { count: written.trim().length, max: Limits.declineReason })}
              slotProps={{ htmlInput: { maxLength: Limits.declineReason } }}
            />
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
          <Button onClick={onCancel} variant="outlined">
            {t('jobDeclineCancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={!ready || busy}>
            {t('jobDeclineConfirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
