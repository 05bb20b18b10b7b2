import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { COMPANY } from '@/lib/company';
import { useT } from '@/lib/i18n';
import { useDollars } from '../../hooks/useDollars';
import type { QuoteAnswer } from '../../api/getQuote';

/** The discount on booking a fixed price (customer-side §1, §9); the server computes the price to pay. */
export const BOOKING_DISCOUNT_PERCENT = 10;

interface PriceCardProps {
  answer: QuoteAnswer;
  busy: boolean;
  onBook: () => void;
  onEdit: () => void;
}

function Actions({ bookLabel, busy, onBook, onEdit }: { bookLabel: string } & Omit<PriceCardProps, 'answer'>) {
  const t = useT();
  return (
    <>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1.5, mt: 3 }}>
        <Button variant="contained" color="secondary" size="large" onClick={onBook} disabled={busy} sx={{ flex: { sm: '0 0 auto' } }}>
          {bookLabel}
        </Button>
        <Button variant="outlined" size="large" onClick={onEdit} disabled={busy}>
          {t('estimateEditRequirements')}
        </Button>
      </Box>
      {/* The cancellation policy, said beside the button that books (issue 18). */}
      <Typography variant="body2" color="text.secondary" data-testid="cancellation-policy" sx={{ mt: 2 }}>
        {t('cancellationPolicy', { hours: COMPANY.cancelCutoffHours })}
      </Typography>
    </>
  );
}

const amountSx = {
  fontSize: { xs: '3rem', sm: '3.75rem' },
  fontWeight: 800,
  lineHeight: 1,
  letterSpacing: '-0.03em',
  fontVariantNumeric: 'tabular-nums',
} as const;

/**
 * The price and what to do with it (customer-side §2 Estimate page): a rough estimate with
 * 'Proceed', or the fixed price less the booking discount with 'Book My Move'.
 */
export function PriceCard({ answer, busy, onBook, onEdit }: PriceCardProps) {
  const { quote } = answer;
  const t = useT();
  const dollars = useDollars();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3, borderColor: 'primary.main', borderWidth: 2 }} data-testid="estimate-price-card">
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <Typography component="p" sx={{ fontWeight: 700, color: 'primary.main', textTransform: 'uppercase', letterSpacing: '0.06em', fontSize: '0.8125rem' }}>
          {t(quote.estimateQuoteFlag ? 'estimateRough' : 'estimateFixed')}
        </Typography>
        <Chip label={t('estimateMoveId', { moveId: answer.moveID })} variant="outlined" size="small" data-testid="estimate-move-id" sx={{ fontWeight: 700 }} />
      </Box>

      {quote.estimateQuoteFlag ? (
        <>
          <Typography color="text.secondary" sx={{ fontWeight: 600 }}>
            {t('estimateEstimatedCost')}
          </Typography>
          <Typography component="p" sx={amountSx} data-testid="estimate-amount">
            {dollars(quote.estimateQuotePrice)}
          </Typography>
          <Alert severity="info" sx={{ mt: 2.5 }}>
            {t('estimateRoughAlert')}
          </Alert>
          <Actions bookLabel={t('estimateProceed')} busy={busy} onBook={onBook} onEdit={onEdit} />
        </>
      ) : (
        <>
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 0.75, columnGap: 2, alignItems: 'baseline' }}>
            <Typography component="dt" color="text.secondary">
              {t('estimatePrice')}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600, color: 'text.secondary' }} data-testid="estimate-original-price">
              <s>{dollars(quote.estimateQuotePrice)}</s>
            </Typography>
            <Typography component="dt" sx={{ color: 'success.main', fontWeight: 600 }}>
              {t('estimateBookingDiscount', { percent: BOOKING_DISCOUNT_PERCENT })}
            </Typography>
            <Typography component="dd" sx={{ m: 0, color: 'success.main', fontWeight: 700 }} data-testid="estimate-discount">
              {t('estimateMinus', { amount: dollars(quote.estimateQuotePrice - quote.bookingPrice) })}
            </Typography>
          </Box>
          <Box component="dl" sx={{ m: 0, mt: 2, pt: 2, borderTop: 1, borderColor: 'divider' }}>
            <Typography component="dt" sx={{ fontWeight: 700 }}>
              {t('estimateYouPay')}
            </Typography>
            <Typography component="dd" sx={{ ...amountSx, m: 0 }} data-testid="estimate-amount">
              {dollars(quote.bookingPrice)}
            </Typography>
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            {t('estimateKeepDiscount', { percent: BOOKING_DISCOUNT_PERCENT })}
          </Typography>
          <Actions bookLabel={t('estimateBookMyMove')} busy={busy} onBook={onBook} onEdit={onEdit} />
        </>
      )}
    </Paper>
  );
}
