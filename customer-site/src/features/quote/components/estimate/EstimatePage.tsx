import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { PageHeading } from '@/components/ui/PageHeading';
import { useBooks, useT } from '@/lib/i18n';
import { useBooking, useQuoteBeingBooked } from '../../hooks/useBooking';
import { quoteFlow } from '../../hooks/useQuoteFlow';
import { DatePrices, datePricesDiffer } from './DatePrices';
import { MoveSummary } from './MoveSummary';
import { PriceBreakdown } from './PriceBreakdown';
import { BOOKING_DISCOUNT_PERCENT, PriceCard } from './PriceCard';

function NoQuote() {
  const t = useT();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, borderRadius: 3, textAlign: 'center' }} data-testid="estimate-no-quote">
        <PageHeading>{t('estimateNoQuoteTitle')}</PageHeading>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
          {t('estimateNoQuoteText')}
        </Typography>
        <Button component={RouterLink} to="/getaquotetabs" variant="contained" size="large">
          {t('estimateGoToForm')}
        </Button>
      </Paper>
    </Container>
  );
}

/** /quoteestimate: the price of the visitor's move and the way to book it (customer-side §2 Estimate page, §4). */
export function EstimatePage() {
  useBooks('quote', 'options');
  const t = useT();
  const { draft, quote: answer } = useQuoteBeingBooked();
  const booking = useBooking();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  if (!answer) return <NoQuote />;
  const { quote } = answer;
  const showDates = datePricesDiffer(quote);

  async function book() {
    if (!answer || busy) return;
    setBusy(true);
    try {
      await booking.proceed(answer);
    } finally {
      setBusy(false);
    }
  }

  function editRequirements() {
    quoteFlow.goTo(4);
    navigate('/getaquotetabs');
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2.5, md: 5 }, px: { xs: 2, sm: 3 } }}>
      <PageHeading>{t(quote.estimateQuoteFlag ? 'estimateTitleRough' : 'estimateTitleFixed')}</PageHeading>
      <Typography color="text.secondary" sx={{ mb: { xs: 2.5, md: 4 } }}>
        {quote.estimateQuoteFlag ? t('estimateIntroRough') : t('estimateIntroFixed', { percent: BOOKING_DISCOUNT_PERCENT })}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, md: 3 },
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
          gridTemplateAreas: showDates
            ? { xs: '"price" "dates" "move" "lines"', md: '"price lines" "dates lines" "move lines"' }
            : { xs: '"price" "move" "lines"', md: '"price lines" "move lines"' },
        }}
      >
        <Box sx={{ gridArea: 'price' }}>
          <PriceCard answer={answer} busy={busy} onBook={book} onEdit={editRequirements} />
        </Box>
        {showDates && (
          <Box sx={{ gridArea: 'dates' }}>
            <DatePrices quote={quote} />
          </Box>
        )}
        <Box sx={{ gridArea: 'move' }}>
          <MoveSummary draft={draft} />
        </Box>
        <Box sx={{ gridArea: 'lines' }}>
          <PriceBreakdown quote={quote} />
        </Box>
      </Box>
    </Container>
  );
}
