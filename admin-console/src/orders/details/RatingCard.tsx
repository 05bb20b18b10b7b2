import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import { Section } from '../../common/Section';
import { formatMoment } from '../../lib/format';
import { starsSentence } from '../../lib/ratings';
import type { AdminOrderDetail } from '../../lib/types';
import { FieldRow } from './FieldRow';

/** The customer's rating of the completed move: the stars, and the comment as the text it is. */
export function RatingCard({ record }: { record: AdminOrderDetail }) {
  const rating = record.rating;
  if (!rating) return null;
  return (
    <Section title="Customer rating">
      <FieldRow
        label="Stars"
        value={
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center' }}>
            <Rating value={rating.stars} readOnly size="small" getLabelText={starsSentence} />
          </Box>
        }
      />
      <FieldRow label="Comment" value={rating.comment ?? ''} />
      <FieldRow label="Rated" value={formatMoment(rating.createdAt)} />
    </Section>
  );
}
