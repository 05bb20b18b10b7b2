import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useT } from '@/lib/i18n';

/** 'Getting Quote/Estimate Details' with a spinner; it cannot be dismissed while the quote is worked out. */
export function GettingQuoteDialog({ open }: { open: boolean }) {
  const t = useT();
  return (
    <Dialog open={open} aria-labelledby="getting-quote-title" data-testid="getting-quote-dialog" slotProps={{ paper: { sx: { borderRadius: 3 } } }}>
      <DialogContent role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 3 }}>
        <CircularProgress size={32} color="secondary" aria-hidden />
        <Typography id="getting-quote-title" sx={{ fontWeight: 700 }}>
          {t('wizardGettingQuote')}
        </Typography>
      </DialogContent>
    </Dialog>
  );
}

/** The quote service could not price the move: the server's message, and 'Edit Details' back to the review. */
export function QuoteServiceErrorDialog({ message, onEdit }: { message: string | null; onEdit: () => void }) {
  const t = useT();
  return (
    <Dialog
      open={message !== null}
      onClose={onEdit}
      aria-labelledby="quote-service-error-title"
      aria-describedby="quote-service-error-text"
      maxWidth="sm"
      fullWidth
      data-testid="quote-service-error-dialog"
    >
      <DialogTitle id="quote-service-error-title" sx={{ fontWeight: 700 }}>
        {t('wizardPriceFailedTitle')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="quote-service-error-text" sx={{ color: 'text.primary' }}>
          {message}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button variant="contained" onClick={onEdit} autoFocus>
          {t('wizardEditDetails')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
