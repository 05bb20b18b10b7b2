import type { Transaction } from 'sequelize';
import { databaseId } from '../../platform/databaseId.js';
import { notFound } from '../../platform/errors.js';
import type { QuoteDetails } from '../quotes/index.js';
import { apiKeyNames } from '../integrations/index.js';
import { findUserDetailsById } from '../users/index.js';
import * as repo from './adminOrdersRepository.js';
import type { AdminOrderDetail, AssignmentFacts, OrderHistoryEntry } from './adminOrdersTypes.js';
import type { AssignmentColumns } from './adminOrdersRepository.js';
import { dayOrNull, toOrderDetail } from './orderViews.js';
import { toCustomerRequest, toGivenRating } from './selfServiceViews.js';
import { findRating, findShownChangeRequest } from './selfServiceRepository.js';

/** An order (never a quote) by its database id; 404 for anything else. */
export async function findOrder(id: string): Promise<repo.MoveRow> {
  const key = databaseId(id);
  const move = key ? await repo.findMoveRow(key) : null;
  if (!move || move.status === 'quoted') throw notFound('orderNotFound');
  return move;
}

/** Every change to the order, oldest first, with the name of the account (or API key) that made it where one did. */
async function historyOf(moveId: string, transaction?: Transaction): Promise<OrderHistoryEntry[]> {
  const events = await repo.findMoveEvents(moveId, transaction);
  const actorIds = (role: 'integration' | 'account') => [
    ...new Set(
      events
        .filter((e) => (e.actorRole === 'integration') === (role === 'integration'))
        .map((e) => e.actorId)
        .filter((id): id is string => id !== null),
    ),
  ];
  const actors = new Map<string, Awaited<ReturnType<typeof findUserDetailsById>>>();
  for (const id of actorIds('account')) actors.set(id, await findUserDetailsById(id, transaction));
  const keyNames = await apiKeyNames(actorIds('integration'), transaction);
  return events.map((e) => {
    const actor = e.actorId ? actors.get(e.actorId) : null;
    const keyName = e.actorRole === 'integration' && e.actorId ? keyNames.get(e.actorId) : undefined;
    const actorName =
      keyName !== undefined
        ? `API key ${keyName}`
        : actor?.partnerName !== undefined
          ? `${actor.partnerName} (${actor.userEmail})`
          : actor
            ? `${actor.firstName} ${actor.lastName}`.trim()
            : null;
    return {
      at: e.at.getTime(),
      actorRole: e.actorRole,
      ...(actorName !== null ? { actorName } : {}),
      action: e.action,
      fromStatus: e.fromStatus,
      toStatus: e.toStatus,
      changes: e.changes,
    };
  });
}

/** The offer beside the status, as the console's list and details show it. */
export function assignmentFactsOf(move: AssignmentColumns): AssignmentFacts {
  return {
    assignmentState: move.assignmentState ?? null,
    offerExpiresAt: move.assignmentState === 'offered' && move.offerDeadline ? move.offerDeadline.getTime() : null,
    offerPartnerID: move.offerPartnerId ?? null,
    offerPartnerName: move.offerPartnerName ?? null,
    declineReason: move.declineReason ?? null,
    crewOnTheWayAt: move.crewOnWayAt ? move.crewOnWayAt.getTime() : null,
  };
}

/** The order as the console's Order Details screen reads it. */
export async function toAdminDetail(move: repo.MoveRow, transaction?: Transaction): Promise<AdminOrderDetail> {
  return {
    ...toOrderDetail(move),
    id: move.id,
    _id: move.id,
    version: move.version,
    customerDetails: {
      firstName: move.customerFirstName ?? '',
      lastName: move.customerLastName ?? '',
      userEmail: move.customerEmail ?? '',
      userPhone: move.customerPhone ?? '',
    },
    quoteEstimateAmount: move.estimateAmount,
    partnerID: move.partnerId ?? null,
    partnerName: move.partnerName ?? null,
    ...assignmentFactsOf(move),
    cancelReason: move.cancelReason ?? null,
    moveCancelDate: dayOrNull(move.cancelDate),
    priceLines: move.priceLines as QuoteDetails['lines'],
    bookedAt: move.bookedAt ? move.bookedAt.getTime() : null,
    history: await historyOf(move.id, transaction),
    ...(await afterBookingOf(move.id, transaction)),
  };
}

export async function getOrderDetail(id: string): Promise<AdminOrderDetail> {
  return toAdminDetail(await findOrder(id));
}

/** The customer's change request (pending, else the last) and rating, as Order Details shows them. */
async function afterBookingOf(moveId: string, transaction?: Transaction): Promise<Pick<AdminOrderDetail, 'changeRequest' | 'rating'>> {
  // One after the other: in a transaction, its one connection takes one query at a time.
  const request = await findShownChangeRequest(moveId, transaction);
  const rating = await findRating(moveId, transaction);
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
