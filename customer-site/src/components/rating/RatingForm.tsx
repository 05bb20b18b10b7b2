import { useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Rating from '@mui/material/Rating';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Limits, Ranges } from '@moveday/openapi';
import { useT } from '@/lib/i18n';
import { ratingBody, ratingReady, starsText } from './ratingRules';

interface RatingFormProps {
  busy: boolean;
  onSend: (rating: { stars: number; comment: string | null }) => void;
}

/** 1 to 5 stars (a group of radio buttons, each labelled) and an optional comment: the order page's and the rating link's. */
export function RatingForm({ busy, onSend }: RatingFormProps) {
  const t = useT();
  const legendId = useId();
  const [stars, setStars] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const ready = ratingReady(stars, comment);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (ratingReady(stars, comment) && !busy) onSend(ratingBody(stars, comment));
  }

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2 }}>
      <Box component="fieldset" role="radiogroup" aria-labelledby={legendId} sx={{ border: 0, m: 0, p: 0 }}>
        <Typography component="legend" id={legendId} sx={{ fontWeight: 600, mb: 0.5 }}>
          {t('starsLegend')}
        </Typography>
        <Rating
          name={`stars-${legendId}`}
          value={stars}
          max={Ranges.stars.max}
          size="large"
          getLabelText={(value) => starsText(t, value)}
          onChange={(_event, value) => setStars(value)}
        />
      </Box>
      <TextField
        label={t('ratingCommentLabel')}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        multiline
        minRows={3}
        fullWidth
        helperText={t('characterCount', { count: comment.length, max: Limits.ratingComment })}
        slotProps={{ htmlInput: { maxLength: Limits.ratingComment } }}
      />
      <Box>
        <Button type="submit" variant="contained" size="large" disabled={!ready || busy}>
          {t('sendRating')}
        </Button>
      </Box>
    </Box>
  );
}
