import { Ranges } from '@moveday/openapi';

/** A comment longer than this, or of more lines, is clamped in its cell and opens in full below its row. */
export const CLAMPED_CHARACTERS = 160;
export const CLAMPED_LINES = 3;

export const isLongComment = (comment: string | null | undefined): boolean =>
  !!comment && (comment.length > CLAMPED_CHARACTERS || comment.split('\n').length > CLAMPED_LINES);

/** The stars filter's choices, five first. */
export const STAR_CHOICES = Array.from({ length: Ranges.stars.max - Ranges.stars.min + 1 }, (_, i) => {
  const stars = Ranges.stars.max - i;
  return { id: stars, name: `${stars} ${stars === 1 ? 'star' : 'stars'}` };
});
