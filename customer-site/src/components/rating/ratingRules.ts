import { Limits, Ranges, type Translate } from '@moveday/openapi';

/** "4 of 5 stars": the label of each star and the reading of a given rating. */
export const starsText = (t: Translate, stars: number): string => t('starsLabel', { stars });

/** A rating can be sent once it has stars in the range and a comment no longer than the limit (it may be empty). */
export const ratingReady = (stars: number | null, comment: string): stars is number =>
  stars !== null && Number.isInteger(stars) && stars >= Ranges.stars.min && stars <= Ranges.stars.max && comment.trim().length <= Limits.ratingComment;

/** The body to send: the comment trimmed, null when empty. */
export const ratingBody = (stars: number, comment: string): { stars: number; comment: string | null } => ({ stars, comment: comment.trim() || null });
