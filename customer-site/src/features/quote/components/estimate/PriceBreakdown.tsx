import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useFormats, useT } from '@/lib/i18n';
import { useDollars } from '../../hooks/useDollars';
import type { QuoteDetails } from '../../api/getQuote';
import { EstimateCard } from './EstimateCard';
import { BOOKING_DISCOUNT_PERCENT } from './PriceCard';

function Row({ label, amount, strong, color }: { label: string; amount: string; strong?: boolean; color?: string }) {
  return (
    <Box component="tr" sx={{ '& > *': { py: 1, borderBottom: 1, borderColor: 'divider', verticalAlign: 'top' }, color }}>
      <Box component={strong ? 'th' : 'td'} scope={strong ? 'row' : undefined} sx={{ textAlign: 'left', pr: 2, fontWeight: strong ? 700 : 400 }}>
        {label}
      </Box>
      <Box component="td" sx={{ textAlign: 'right', whiteSpace: 'nowrap', fontWeight: strong ? 800 : 600, fontVariantNumeric: 'tabular-nums' }}>
        {amount}
      </Box>
    </Box>
  );
}

/** 'How we priced your move': the quote's lines, which add up to its price. */
export function PriceBreakdown({ quote }: { quote: QuoteDetails }) {
  const t = useT();
  const { number } = useFormats();
  const dollars = useDollars();
  return (
    <EstimateCard title={t('estimateBreakdownTitle')} testId="price-breakdown">
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('estimateCrewAndDrive', { movers: quote.movers, count: quote.hours, hours: number(quote.hours), miles: number(quote.roadMiles) })}
      </Typography>
      <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse', fontSize: '0.9375rem' }}>
        <Box component="caption" sx={{ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' }}>
          {t('estimateLinesCaption')}
        </Box>
        <tbody>
          {quote.lines.map((line, index) => (
            <Row key={`${line.rule}-${index}`} label={line.label} amount={dollars(line.amount)} />
          ))}
        </tbody>
        <tfoot>
          <Row label={t(quote.estimateQuoteFlag ? 'estimateEstimatedTotal' : 'estimateTotal')} amount={dollars(quote.estimateQuotePrice)} strong />
          {!quote.estimateQuoteFlag && (
            <>
              <Row
                label={t('estimateBookingDiscount', { percent: BOOKING_DISCOUNT_PERCENT })}
                amount={t('estimateMinus', { amount: dollars(quote.estimateQuotePrice - quote.bookingPrice) })}
                color="success.main"
              />
              <Row label={t('estimateYouPayWhenBooking')} amount={dollars(quote.bookingPrice)} strong />
            </>
          )}
        </tfoot>
      </Box>
    </EstimateCard>
  );
}
