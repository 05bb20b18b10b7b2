import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { useT } from '@/lib/i18n';
import { starsText } from './ratingRules';

/** A rating given: its stars, read out as "4 of 5 stars", and the comment as the customer wrote it (plain text). */
export function GivenRatingView({ stars, comment }: { stars: number; comment: string | null }) {
  const t = useT();
  return (
    <Box data-testid="given-rating">
      <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 700, mb: 0.5 }}>
        {t('yourRatingHeading')}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Rating value={stars} readOnly aria-hidden />
        <Typography data-testid="given-stars">{starsText(t, stars)}</Typography>
      </Box>
      {comment && (
        <Typography data-testid="given-comment" sx={{ mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {comment}
        </Typography>
      )}
    </Box>
  );
}
