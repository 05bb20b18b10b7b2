import crypto from 'node:crypto';
import type { Transaction } from 'sequelize';
import { DAY_MS, ErrorCode, Limits, Ranges, dayToIso, isWholeNumberIn, isoToDay, todayIn, type MessageKey } from '@moveday/openapi';
import { getConfig } from '../../platform/config.js';
import { db } from '../../platform/database.js';
import { databaseId } from '../../platform/databaseId.js';
import { conflict, notFound, validationError } from '../../platform/errors.js';
import { TIMER_RETRY, defineQueue, enqueue, type QueueDefinition, type QueueName } from '../../platform/jobs.js';
import { parseListRequest, type ListFilter, type ListPage, type ListQuery } from '../../platform/restList.js';
import { queueMail } from '../mails/index.js';
import { dayStartIn } from './cancelPolicy.js';
import { ratingRequestMail } from './mails.js';
import { customerWording, findMove, type MoveRecord } from '../orders/index.js';
import type { AftercareNeeds } from './aftercareNeeds.js';
import * as repo from './selfServiceRepository.js';
import { toGivenRating } from './selfServiceViews.js';
import type { RatingAnswer, RatingInput, RatingLinkInfo, RatingsSummary, Review } from './selfServiceTypes.js';
import { callerWords } from '../../platform/i18n.js';

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

// ---------------------------------------------------------------------------------------------
// The rating link, mailed the day after the move is completed

interface RatingRequest {
  moveId: string;
}

/** The morning after: 10:00 where the pickup is, the day after the move was completed. */
const SEND_HOUR = 10;

const ratingRequests: QueueName<RatingRequest> = { name: 'rating-requests', retry: TIMER_RETRY };

/** The queue definition the server opens at start. */
export const ratingRequestsQueue = (): QueueDefinition<RatingRequest> => defineQueue(ratingRequests, { batchSize: 10, handle: sendRatingRequest });

/** Sets the rating request's timer, in the transaction that completed the move. */
export async function scheduleRatingRequest(move: MoveRecord, transaction: Transaction): Promise<void> {
  if (!move.customerEmail) return;
  const nextDay = dayToIso(todayIn(move.timeZone) + DAY_MS);
  const at = new Date(dayStartIn(nextDay, move.timeZone) + SEND_HOUR * 3_600_000);
  await enqueue(ratingRequests, { moveId: move.id }, transaction, at > new Date() ? at : undefined);
}

const hashOf = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/**
 * The timer's job: a link for the move, mailed to its customer; nothing when the move was rated
 * meanwhile, is no longer completed, or has its link already (the job ran before and was retried).
 */
async function sendRatingRequest({ moveId }: RatingRequest): Promise<void> {
  await db().transaction(async (transaction) => {
    const move = await findMove(moveId, transaction);
    if (!move || move.status !== 'completed' || !move.customerEmail) return;
    if (await repo.findRating(moveId, transaction)) return;
    const token = crypto.randomBytes(32).toString('base64url');
    if (!(await repo.insertRatingLink(moveId, hashOf(token), transaction))) return;
    const url = `${getConfig().publicUrl}/rate?token=${token}`;
    await queueMail(ratingRequestMail(await customerWording(move, transaction), move, move.customerEmail, url), transaction, { order: move });
  });
}

/** The move of a link's token; 404 for any token that is not one. */
async function linkedMove(token: string): Promise<MoveRecord> {
  const moveId = typeof token === 'string' && /^[\w-]{20,100}$/.test(token) ? await repo.findRatingLinkMove(hashOf(token)) : null;
  const move = moveId ? await findMove(moveId) : null;
  if (!move) throw notFound('ratingLinkInvalid');
  return move;
}

export async function ratingLink(token: string): Promise<RatingLinkInfo> {
  const move = await linkedMove(token);
  const rating = await repo.findRating(move.id);
  return {
    moveID: move.moveNumber,
    moveDate: move.actualMoveDate ? isoToDay(move.actualMoveDate) : null,
    pickupCity: move.pickupCity,
    dropoffCity: move.dropoffCity,
    partnerName: move.partnerName ?? null,
    firstName: move.customerFirstName ?? '',
    rating: rating ? toGivenRating(rating) : null,
  };
}

/** Rates the move of a link, once. */
export async function rateByLink(needs: AftercareNeeds, token: string, input: RatingInput): Promise<RatingAnswer> {
  checkRating(input);
  const move = await linkedMove(token);
  await db().transaction((transaction) => storeRating(needs, move, input, { id: move.customerId }, transaction));
  return { message: callerWords('ratingThanks') };
}

// ---------------------------------------------------------------------------------------------
// The console: reviews, the satisfaction donut, partners' averages

const starsFilter: ListFilter<number[]> = {
  choices: ['1', '2', '3', '4', '5', 'or a list of them'],
  parse(value) {
    const list = (Array.isArray(value) ? value : [value]).map((v) => (typeof v === 'string' && /^\d$/.test(v) ? Number(v) : v));
    return list.every((v) => isWholeNumberIn(v, Ranges.stars)) ? (list as number[]) : undefined;
  },
};
const partnerFilter: ListFilter<string> = { choices: ['a partner id (UUID)'], parse: (value) => databaseId(value) };

export async function listReviews(query: ListQuery): Promise<ListPage<Review>> {
  const request = parseListRequest<repo.ReviewSort, { stars: number[]; partnerId: string }>(query, {
    sortable: ['createdAt', 'stars', 'moveID'],
    defaultSort: ['createdAt', 'DESC'],
    filters: { stars: starsFilter, partnerId: partnerFilter },
  });
  const criteria: repo.ReviewCriteria = { stars: request.filters.stars, partnerId: request.filters.partnerId, terms: request.terms, ids: request.ids };
  const [rows, total] = await Promise.all([
    repo.findReviewPage(criteria, request.sortField, request.sortOrder, request.offset, request.limit),
    repo.countReviews(criteria),
  ]);
  return {
    offset: request.offset,
    total,
    rows: rows.map((r) => ({
      id: r.moveId,
      moveID: r.moveNumber,
      stars: r.stars,
      comment: r.comment,
      partnerID: r.partnerId,
      partnerName: r.partnerName,
      customerName: `${r.customerFirstName ?? ''} ${r.customerLastName ?? ''}`.trim(),
      moveDate: r.moveDay ? isoToDay(r.moveDay) : null,
      createdAt: r.createdAt.getTime(),
    })),
  };
}

export async function ratingsSummary(): Promise<RatingsSummary> {
  const counts = await repo.starCounts();
  const total = counts.reduce((sum, n) => sum + n, 0);
  const average = total === 0 ? null : Math.round((counts.reduce((sum, n, i) => sum + n * (i + 1), 0) / total) * 10) / 10;
  return { total, average, counts };
}

/** Each partner's mean stars (one decimal) and count; partners without ratings are absent. */
export async function partnerRatings(partnerIds: readonly string[]): Promise<Map<string, { ratingAverage: number; ratingCount: number }>> {
  const rows = await repo.ratingsPerPartner(partnerIds);
  return new Map(rows.map((r) => [r.partnerId, { ratingAverage: Math.round(r.average * 10) / 10, ratingCount: r.count }]));
}
