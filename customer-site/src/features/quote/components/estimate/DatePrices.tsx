import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { formatDay, isWeekend, WEEKDAYS, weekdayOf } from '@moveday/openapi';
import { dollars } from '@/lib/format';
import type { QuoteDetails } from '../../api/getQuote';
import { EstimateCard } from './EstimateCard';

/** True when the two preferred dates do not cost the same (a weekend costs more). */
export const datePricesDiffer = (quote: QuoteDetails): boolean => new Set(quote.datePrices.map((d) => d.price)).size > 1;

/** The price on each preferred date, shown when they differ. */
export function DatePrices({ quote }: { quote: QuoteDetails }) {
  return (
    <EstimateCard title="Price on your dates" testId="date-prices">
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {quote.datePrices.map(({ date, price }, index) => (
          <Box
            component="li"
            key={date}
            sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 1.5, borderRadius: 2, bgcolor: 'background.default' }}
          >
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="body2" color="text.secondary">
                Option {index + 1}
              </Typography>
              <Typography sx={{ fontWeight: 700 }}>
                {formatDay(date)}{' '}
                <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary' }}>
                  {WEEKDAYS[weekdayOf(date)]}
                </Box>
              </Typography>
            </Box>
            {isWeekend(date) && <Chip label="Weekend" size="small" color="warning" variant="outlined" />}
            <Typography sx={{ fontWeight: 800, fontSize: '1.25rem', fontVariantNumeric: 'tabular-nums' }}>{dollars(price)}</Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        {quote.estimateQuoteFlag
          ? 'Moving on a weekend costs more.'
          : 'Moving on a weekend costs more. These are prices before the booking discount; your price covers either date.'}
      </Typography>
    </EstimateCard>
  );
}
