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
import Typography from '@mui/material/Typography';
import { CANCEL_REASONS, OTHER_CANCEL_REASON } from '@moveday/openapi';
import { useBooks, useFormats, useT } from '@/lib/i18n';
import type { CancelRequest } from '../api/cancelOrder';
import type { CustomerPayments } from '../api/getPayments';
import { cancelRequestOf, OTHER_REASON_MAX } from './cancelReason';
import { cancelRefundWords } from './paymentFacts';

interface CancelOrderDialogProps {
  busy: boolean;
  /** The cut-off, as the page says it: "You can cancel online until ...". */
  cutoffText: string | null;
  /** The order's money, once read: what a card paid comes back to it (less any fee). */
  payments: CustomerPayments | null;
  onCancel: () => void;
  onConfirm: (request: CancelRequest) => void;
}

/**
 * Why the customer cancels: one reason from the list, or their own words (1 to 100 characters).
 * When something is paid, it says what happens to the money first.
 */
export default function CancelOrderDialog({ busy, cutoffText, payments, onCancel, onConfirm }: CancelOrderDialogProps) {
  useBooks('options');
  const t = useT();
  const { cents } = useFormats();
  const refund = payments ? cancelRefundWords(payments) : null;
  const titleId = useId();
  const legendId = useId();
  const [choice, setChoice] = useState('');
  const [otherReason, setOtherReason] = useState('');
  const request = cancelRequestOf(choice, otherReason);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (request && !busy) onConfirm(request);
  }

  return (
    <Dialog open onClose={onCancel} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form onSubmit={submit} aria-labelledby={titleId} noValidate>
        <DialogTitle id={titleId} sx={{ fontSize: '1.125rem', fontWeight: 700 }}>
          {t('cancelOrderTitle')}
        </DialogTitle>
        <DialogContent>
          {cutoffText && (
            <Typography color="text.secondary" sx={{ mb: 1.5 }}>
              {cutoffText}
            </Typography>
          )}
          {refund?.card && (
            <Typography sx={{ mb: 1.5 }} data-testid="cancel-card-refund">
              {t(refund.card.key, { amount: cents(refund.card.cents) })}
            </Typography>
          )}
          {refund?.other && (
            <Typography sx={{ mb: 1.5 }} data-testid="cancel-other-payments">
              {t('cancelOtherPayments')}
            </Typography>
          )}
          <Typography id={legendId} sx={{ fontWeight: 600 }}>
            {t('cancelReasonLegend')}
          </Typography>
          <RadioGroup name="cancel-reason" value={choice} onChange={(event) => setChoice(event.target.value)} aria-labelledby={legendId}>
            {CANCEL_REASONS.map((reason) => (
              <FormControlLabel key={reason.key} value={reason.key} control={<Radio />} label={t(`cancelReason.${reason.key}`)} sx={{ py: 0.25 }} />
            ))}
          </RadioGroup>
          {choice === OTHER_CANCEL_REASON && (
            <TextField
              label={t('cancelOtherReasonLabel')}
              value={otherReason}
              onChange={(event) => setOtherReason(event.target.value)}
              required
              autoFocus
              fullWidth
              margin="dense"
              helperText={t('characterCount', { count: otherReason.trim().length, max: OTHER_REASON_MAX })}
              slotProps={{ htmlInput: { maxLength: OTHER_REASON_MAX } }}
            />
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap' }}>
          <Button onClick={onCancel} variant="outlined" autoFocus>
            {t('keepOrder')}
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={!request || busy}>
            {t('cancelOrderButton')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
