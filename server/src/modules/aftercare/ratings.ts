import type { Transaction } from 'sequelize';
import { ErrorCode, Limits, Ranges, isWholeNumberIn, type MessageKey } from '@moveday/openapi';
import { conflict, validationError } from '../../platform/errors.js';
import type { MoveRecord } from '../orders/index.js';
import type { AftercareNeeds } from './aftercareNeeds.js';
import * as repo from './ratingsRepository.js';
import type { RatingInput } from './selfServiceTypes.js';

/**
 * Ratings (issue 18): a completed move is rated once, 1 to 5 stars and a comment, by its customer
 * from the order page or through the link mailed the day after. The comment is kept as typed
 * (within the text rule) and every screen shows it as text. The partner that did the move is kept
 * with the rating, for its average.
 */

/** The stars and comment, checked: 400 naming the field otherwise. */
export function checkRating(input: RatingInput): { stars: number; comment: string | null } {
  const problems: Record<string, { key: MessageKey; params?: Record<string, number> }> = {};
  if (!isWholeNumberIn(input?.stars, Ranges.stars)) problems.stars = { key: 'ratingStarsInvalid' };
  const comment = typeof input?.comment === 'string' ? input.comment.trim() : '';
  if (comment.length > Limits.ratingComment) problems.comment = { key: 'ratingCommentTooLong', params: { max: Limits.ratingComment } };
  if (Object.keys(problems).length > 0) throw validationError(problems);
  return { stars: input.stars, comment: comment || null };
}

/**
 * Stores the rating of a completed move with its history entry, in the caller's transaction; a
 * second rating of the order (another tab, the link after the page) is refused with 409.
 */
export async function storeRating(
  needs: AftercareNeeds,
  move: MoveRecord,
  input: RatingInput,
  actor: { id: string | null },
  transaction: Transaction,
): Promise<repo.RatingRecord> {
  const { stars, comment } = checkRating(input);
  const stored = await repo.insertRating(
    { moveId: move.id, stars, comment, partnerId: move.partnerId ?? null, partnerName: move.partnerName ?? null },
    transaction,
  );
  if (!stored) throw conflict(ErrorCode.alreadyRated, 'alreadyRated');
  await needs.records.recordChange(
    move.id,
    { actorId: actor.id, actorRole: 'customer', action: 'rated', fromStatus: move.status, toStatus: move.status, changes: { stars } },
    transaction,
  );
  return stored;
}
