import type { WebhookEventType } from '@moveday/openapi';
import type { Transaction } from 'sequelize';
import { publishOrderEvents } from '../integrations/index.js';
import { databaseId } from '../../platform/databaseId.js';
import { notFound } from '../../platform/errors.js';
import type { QuoteDetails } from '../quotes/index.js';
import { apiKeyNames } from '../integrations/index.js';
import { findUserDetailsById } from '../users/index.js';
import * as repo from './adminOrdersRepository.js';
import type { AdminOrderDetail, AssignmentFacts, OrderHistoryEntry } from './adminOrdersTypes.js';
import type { CustomerChangeRequest, GivenRating } from './afterBookingTypes.js';
import type { AssignmentColumns } from './adminOrdersRepository.js';
import { dayOrNull, toOrderDetail } from './orderViews.js';
import { insertMoveEvent, type MoveEvent } from './movesRepository.js';

/**
 * What the order's record shows of the time after booking, kept by the aftercare module (its
 * tables): handed in at start (compose.ts), as orders cannot depend on the module built on it.
 */
export interface AfterBookingRecords {
  /** The customer's change request (pending, else the last) and rating, as Order Details shows them. */
  shownOn(moveId: string, transaction?: Transaction): Promise<Pick<AdminOrderDetail, 'changeRequest' | 'rating'>>;
  /** Each order's change requests (oldest first) and rating, for the customer's data export. */
  recordsOf(moveIds: readonly string[]): Promise<Map<string, { changeRequests: CustomerChangeRequest[]; rating: GivenRating | null }>>;
  /** What the customer wrote after booking on these orders (notes, comments): personal values for a closure. */
  personalIn(moveIds: readonly string[], transaction: Transaction): Promise<string[]>;
  /** Takes the customer's words out of these orders' change requests and ratings, and their unused rating links. */
  redact(moveIds: readonly string[], redactText: (text: string) => string, transaction: Transaction): Promise<void>;
}

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

/**
 * The webhook events an entry of an order's history sends (WEBHOOK_EVENTS): a booking is
 * `order.booked`; every later change `order.updated`, and whichever specific events it is besides.
 * A visitor's quote is no order and sends nothing.
 */
export function webhookEventsOf(event: MoveEvent): WebhookEventType[] {
  if (event.action === 'quoted') return [];
  if (event.action === 'booked' || event.action === 'created') return ['order.booked'];
  const types: WebhookEventType[] = ['order.updated'];
  if (event.fromStatus !== event.toStatus) types.push('order.status_changed');
  if (event.action === 'partnerassigned' || event.action === 'reassigned') types.push('order.partner_assigned');
  if (event.toStatus === 'cancelled' && event.fromStatus !== 'cancelled') types.push('order.cancelled');
  if (event.action === 'accepted' || event.action === 'declined') types.push('partner.offer_answered');
  // The payments module's entries (issue 34).
  if (event.action === 'paymentreceived' || event.action === 'paymentrecorded') types.push('payment.succeeded');
  if (event.action === 'refundrecorded') types.push('payment.refunded');
  return types;
}

/**
 * The order's record as the console, the webhooks and the lifecycle answer it: built at start
 * from the after-booking records it shows.
 */
export function createOrderRecords(afterBooking: AfterBookingRecords) {
  /** The order as the console's Order Details screen reads it. */
  async function toAdminDetail(move: repo.MoveRow, transaction?: Transaction): Promise<AdminOrderDetail> {
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
      ...(await afterBooking.shownOn(move.id, transaction)),
    };
  }

  async function getOrderDetail(id: string): Promise<AdminOrderDetail> {
    return toAdminDetail(await findOrder(id));
  }

  /**
   * Every change to an order goes through here, in its transaction: its history entry, and the
   * webhook events it sends. The event's data is the order as `GET /api/admin/orders/{id}` shows it
   * once the change is made (read in the transaction, history included) and the history entry. The
   * order's row is locked first, so that one order's events are queued in the order their changes commit.
   */
  async function recordChange(moveId: string, event: MoveEvent, transaction: Transaction): Promise<void> {
    await insertMoveEvent(moveId, event, transaction);
    await publishOrderEvents(
      {
        orderId: moveId,
        types: webhookEventsOf(event),
        snapshot: async () => {
          await repo.lockMoveRow(moveId, transaction);
          const order = await toAdminDetail((await repo.findMoveRow(moveId, transaction))!, transaction);
          return { orderNumber: order.moveId, data: { order, change: order.history[order.history.length - 1] } };
        },
      },
      transaction,
    );
  }

  return { toAdminDetail, getOrderDetail, recordChange };
}

export type OrderRecords = ReturnType<typeof createOrderRecords>;
