import crypto from 'node:crypto';
import type { Transaction } from 'sequelize';
import { DAY_MS, dayToIso, isoToDay, todayIn } from '@moveday/openapi';
import { getConfig } from '../../platform/config.js';
import { db } from '../../platform/database.js';
import { notFound } from '../../platform/errors.js';
import { callerWords } from '../../platform/i18n.js';
import { TIMER_RETRY, defineQueue, enqueue, type QueueDefinition, type QueueName } from '../../platform/jobs.js';
import { queueMail } from '../mails/index.js';
import { customerWording, findMove, type MoveRecord } from '../orders/index.js';
import type { AftercareNeeds } from './aftercareNeeds.js';
import { dayStartIn } from './cancelPolicy.js';
import { ratingRequestMail } from './mails.js';
import { checkRating, storeRating } from './ratings.js';
import * as repo from './ratingsRepository.js';
import { toGivenRating } from './selfServiceViews.js';
import type { RatingAnswer, RatingInput, RatingLinkInfo } from './selfServiceTypes.js';

// The rating link, mailed the day after the move is completed: it rates the move once, without
// signing in.

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
