import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDay } from '@moveday/openapi';
import { formatMoney } from '../../lib/format';
import type { QuoteDetails } from '../../lib/types';
import { isAmountUsable } from './amount';
import { AmountInput } from './inputs';

/** 'Getting Quote/Estimate Details' while the quote service works. */
export function QuoteLoadingDialog({ open }: { open: boolean }) {
  return (
    <Dialog open={open} aria-labelledby="quote-loading-title">
      <DialogContent sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 3 }}>
        <CircularProgress size={28} aria-hidden />
        <Typography id="quote-loading-title" role="status">
          Getting Quote/Estimate Details
        </Typography>
      </DialogContent>
    </Dialog>
  );
}

/** The quote service could not price the move: its message, and 'Edit Details' back to the form. */
export function QuoteErrorDialog({ message, onEdit }: { message: string | null; onEdit: () => void }) {
  return (
    <Dialog open={message !== null} onClose={onEdit} aria-labelledby="quote-error-title" maxWidth="sm" fullWidth>
      <DialogTitle id="quote-error-title">We could not price this move</DialogTitle>
      <DialogContent>
        <DialogContentText role="alert">{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onEdit} autoFocus>
          Edit Details
        </Button>
      </DialogActions>
    </Dialog>
  );
}

interface QuoteDialogProps {
  quote: QuoteDetails | null;
  amount: string;
  onAmountChange: (amount: string) => void;
  onClose: () => void;
  onSave: () => void;
  onConfirm: () => void;
  pending: boolean;
}

/** The quote: the algorithm's price and how it was made, the final amount to charge, then Save Details or Confirm Order. */
export function QuoteDialog({ quote, amount, onAmountChange, onClose, onSave, onConfirm, pending }: QuoteDialogProps) {
  const usable = isAmountUsable(amount);
  return (
    <Dialog open={quote !== null} onClose={pending ? undefined : onClose} aria-labelledby="quote-title" maxWidth="sm" fullWidth>
      <DialogTitle id="quote-title">Quote Details</DialogTitle>
      {quote && (
        <DialogContent dividers>
          <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
            <Box>
              <Typography variant="overline" color="text.secondary">
                Algorithm cost
              </Typography>
              <Typography variant="h4" component="p" sx={{ fontWeight: 800 }} data-testid="quote-price">
                {formatMoney(quote.estimateQuotePrice)}
              </Typography>
            </Box>
            <Typography color="text.secondary">
              {quote.movers} movers, {quote.hours} h, {quote.roadMiles} road miles
            </Typography>
          </Box>
          {quote.estimateQuoteFlag ? (
            <Alert severity="warning" sx={{ my: 1.5 }}>
              A rough estimate: a specialist confirms the price within 24 hours.
            </Alert>
          ) : (
            <Alert severity="info" sx={{ my: 1.5 }}>
              A fixed price: booking takes 10% off ({formatMoney(quote.bookingPrice)}).
            </Alert>
          )}
          <Table size="small" aria-label="How the price was made">
            <TableBody>
              {quote.lines.map((line, index) => (
                <TableRow key={index}>
                  <TableCell colSpan={2}>{line.label}</TableCell>
                  <TableCell align="right">{formatMoney(line.amount)}</TableCell>
                </TableRow>
              ))}
              {quote.datePrices.map((datePrice) => (
                <TableRow key={datePrice.date}>
                  <TableCell colSpan={2}>Price on {formatDay(datePrice.date)}</TableCell>
                  <TableCell align="right">{formatMoney(datePrice.price)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Box sx={{ mt: 2, maxWidth: 280 }}>
            <AmountInput label="Final amount" required value={amount} onChange={onAmountChange} />
          </Box>
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          Back
        </Button>
        <Button variant="outlined" onClick={onSave} disabled={!usable || pending}>
          Save Details
        </Button>
        <Button variant="contained" onClick={onConfirm} disabled={!usable || pending}>
          Confirm Order
        </Button>
      </DialogActions>
    </Dialog>
  );
}
