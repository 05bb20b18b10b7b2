import type { Transaction } from 'sequelize';
import { findUserDetailsById } from '../users/index.js';
import type { AdminOrderDetail, AfterBookingRecords, CustomerChangeRequest, GivenRating } from '../orders/index.js';
import * as ratingsRepo from './ratingsRepository.js';
import * as repo from './selfServiceRepository.js';
import { toCustomerRequest, toGivenRating } from './selfServiceViews.js';

/** The customer's change request (pending, else the last) and rating, as Order Details shows them. */
async function shownOn(moveId: string, transaction?: Transaction): Promise<Pick<AdminOrderDetail, 'changeRequest' | 'rating'>> {
  // One after the other: in a transaction, its one connection takes one query at a time.
  const request = await repo.findShownChangeRequest(moveId, transaction);
  const rating = await ratingsRepo.findRating(moveId, transaction);
  const decider = request?.decidedBy ? await findUserDetailsById(request.decidedBy, transaction) : null;
  return {
    changeRequest: request
      ? {
          ...toCustomerRequest(request),
          currentAmount: request.currentAmount,
          decidedBy: decider ? `${decider.firstName} ${decider.lastName}`.trim() || decider.userEmail : null,
        }
      : null,
    rating: rating ? toGivenRating(rating) : null,
  };
}

/** Each order's change requests and rating, for the customer's data export: two queries, however many orders. */
async function recordsOf(moveIds: readonly string[]): Promise<Map<string, { changeRequests: CustomerChangeRequest[]; rating: GivenRating | null }>> {
  const [requests, ratings] = await Promise.all([repo.findChangeRequestsOf(moveIds), ratingsRepo.findRatingsOf(moveIds)]);
  return new Map(
    moveIds.map((moveId) => {
      const rating = ratings.find((r) => r.moveId === moveId);
      return [moveId, { changeRequests: requests.filter((r) => r.moveId === moveId).map(toCustomerRequest), rating: rating ? toGivenRating(rating) : null }];
    }),
  );
}

/** The after-booking records the order book shows and a closure clears (orders' AfterBookingRecords). */
export const afterBookingRecords: AfterBookingRecords = {
  shownOn,
  recordsOf,
  personalIn: async (moveIds, transaction) => (await repo.customerWordsOf(moveIds, transaction)).filter((value): value is string => !!value),
  redact: repo.redactCustomerWords,
};
