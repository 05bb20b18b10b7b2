import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { isWeekend } from '@moveday/openapi';
import { useFormats, useT } from '@/lib/i18n';
import { useDollars } from '../../hooks/useDollars';
import type { QuoteDetails } from '../../api/getQuote';
import { EstimateCard } from './EstimateCard';

/** True when the two preferred dates do not cost the same (a weekend costs more). */
export const datePricesDiffer = (quote: QuoteDetails): boolean => new Set(quote.datePrices.map((d) => d.price)).size > 1;

/** The price on each preferred date, shown when they differ. */
export function DatePrices({ quote }: { quote: QuoteDetails }) {
  const t = useT();
  const { day } = useFormats();
  const dollars = useDollars();
  return (
    <EstimateCard title={t('estimateDatesTitle')} testId="date-prices">
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {quote.datePrices.map(({ date, price }, index) => (
          <Box component="li" key={date} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 1.5, borderRadius: 2, bgcolor: 'background.default' }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="body2" color="text.secondary">
                {t('estimateOption', { number: index + 1 })}
              </Typography>
              <Typography sx={{ fontWeight: 700 }}>
                {day(date)}{' '}
                <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary' }}>
                  {day(date, 'weekday')}
                </Box>
              </Typography>
            </Box>
            {isWeekend(date) && <Chip label={t('estimateWeekend')} size="small" color="warning" variant="outlined" />}
            <Typography sx={{ fontWeight: 800, fontSize: '1.25rem', fontVariantNumeric: 'tabular-nums' }}>{dollars(price)}</Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        {t(quote.estimateQuoteFlag ? 'estimateWeekendCostsMore' : 'estimateWeekendBeforeDiscount')}
      </Typography>
    </EstimateCard>
  );
}
