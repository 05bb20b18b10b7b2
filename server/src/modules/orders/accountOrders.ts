import { CANCEL_REASONS, OPEN_STATUSES } from '@moveday/openapi';
import type { Transaction } from 'sequelize';
import { REMOVED, redactor, type Redactor } from '../../platform/redaction.js';
import { scrubOrderEvents } from '../integrations/index.js';
import type { MoveDraft } from '../quotes/index.js';
import * as repo from './accountOrdersRepository.js';
import type { MoveRecord } from './movesRepository.js';
import type { AfterBookingRecords, OrderRecords } from './orderRecords.js';
import { moveDateOf, toOrderDetail, type MoveStatus, type OrderDetail } from './orderViews.js';
import type { CustomerChangeRequest, GivenRating } from './afterBookingTypes.js';

/**
 * A customer's orders for the users module's account data (issue 21): the export, the console's
 * customer page, and closing the account: compose.ts hands these to the users module's closure flow.
 */

/** One history entry as the export gives it: as stored, without the console's actor names. */
export interface StoredHistoryEntry {
  at: number;
  action: string;
  fromStatus: MoveStatus | null;
  toStatus: MoveStatus | null;
  actorRole: 'visitor' | 'customer' | 'admin' | 'system' | 'partner' | 'integration';
  changes: Record<string, unknown> | null;
}

export interface ExportedOrder extends OrderDetail {
  history: StoredHistoryEntry[];
  changeRequests: CustomerChangeRequest[];
  rating: GivenRating | null;
}

/**
 * The customer's orders (never quotes), oldest first: as its order page shows each, with the whole
 * history, change requests and rating. Four queries, however many orders.
 */
export async function exportCustomerOrders(afterBooking: AfterBookingRecords, customerId: string): Promise<ExportedOrder[]> {
  const moves = (await repo.findCustomerMoves(customerId)).filter((move) => move.status !== 'quoted');
  const ids = moves.map((move) => move.id);
  if (ids.length === 0) return [];
  const [events, afterBookingOf] = await Promise.all([repo.findHistoryOf(ids), afterBooking.recordsOf(ids)]);
  return moves.map((move) => {
    const after = afterBookingOf.get(move.id);
    return {
      ...toOrderDetail(move),
      history: events
        .filter((e) => e.moveId === move.id)
        .map((e) => ({
          at: new Date(e.at).getTime(),
          action: e.action,
          fromStatus: e.fromStatus,
          toStatus: e.toStatus,
          actorRole: e.actorRole,
          changes: e.changes,
        })),
      changeRequests: after?.changeRequests ?? [],
      rating: after?.rating ?? null,
    };
  });
}

export interface CustomerOrderLine {
  id: string;
  moveID: string;
  status: MoveStatus;
  moveDate: number;
  amount: number | null;
}

/** The customer's orders for the console, newest first. */
export async function customerOrderLines(customerId: string): Promise<CustomerOrderLine[]> {
  const rows = await repo.findCustomerOrderRows(customerId);
  return rows.map((row) => ({ id: row.id, moveID: row.moveNumber, status: row.status, moveDate: moveDateOf(row), amount: row.finalAmount }));
}

/** How many orders each customer has, and how many of them are open; customers without orders are absent. */
export async function customerOrderCounts(customerIds: readonly string[]): Promise<Map<string, { orders: number; open: number }>> {
  if (customerIds.length === 0) return new Map();
  const rows = await repo.countCustomerOrders(customerIds, OPEN_STATUSES);
  return new Map(rows.map((row) => [row.customerId, { orders: row.orders, open: row.open }]));
}

/**
 * Locks every move of the customer (quotes too) for the rest of the transaction, so that none
 * changes status while the account closes, and gives the move numbers of the open orders.
 */
export async function lockCustomerOrders(customerId: string, transaction: Transaction): Promise<string[]> {
  const rows = await repo.lockCustomerMoves(customerId, transaction);
  return rows.filter((row) => OPEN_STATUSES.includes(row.status)).map((row) => row.moveNumber);
}

export interface OrdersClosure {
  customerId: string;
  /** Who closes the account: the customer, or an admin. */
  actor: { id: string; role: 'customer' | 'admin' };
  /** The account's own details (they may differ from what an order was booked with). */
  personal: string[];
  /** What the orders' customer name and email become. */
  placeholders: { firstName: string; lastName: string; email: string };
}

/** The draft with its street addresses and free texts replaced; rooms, items, dates, cities and ZIPs stay. */
function redactedDraft(draft: MoveDraft): MoveDraft {
  const address = (a: MoveDraft['pickupTab1']['pickUpAddress']) => ({ ...a, streetaddress: REMOVED, ...(a.streetaddress2 ? { streetaddress2: REMOVED } : {}) });
  return {
    ...draft,
    pickupTab1: { ...draft.pickupTab1, pickUpAddress: address(draft.pickupTab1.pickUpAddress) },
    pickupTab2: { ...draft.pickupTab2, ...(draft.pickupTab2.otherDesc ? { otherDesc: REMOVED } : {}) },
    dropLocationTab: {
      ...draft.dropLocationTab,
      dropoffAddress: address(draft.dropLocationTab.dropoffAddress),
      ...(draft.dropLocationTab.otherDesc ? { otherDesc: REMOVED } : {}),
      ...(draft.dropLocationTab.anythingElseToKnow ? { anythingElseToKnow: REMOVED } : {}),
    },
  };
}

/** What in a move identifies its customer: the names, email and phone it was booked with, the streets, the free texts. */
function personalOf(move: MoveRecord): Array<string | null | undefined> {
  const draft = move.draft;
  const pickup = draft.pickupTab1?.pickUpAddress;
  const dropoff = draft.dropLocationTab?.dropoffAddress;
  return [
    move.customerFirstName,
    move.customerLastName,
    move.customerEmail,
    move.customerPhone,
    pickup?.streetaddress,
    pickup?.streetaddress2,
    dropoff?.streetaddress,
    dropoff?.streetaddress2,
    draft.pickupTab2?.otherDesc,
    draft.dropLocationTab?.otherDesc,
    draft.dropLocationTab?.anythingElseToKnow,
  ];
}

/** A cancel reason that is not one of the list's: typed by whoever cancelled. */
const isOwnWords = (reason: string | null | undefined) => !!reason && !CANCEL_REASONS.some((choice) => choice.label === reason);

/**
 * Closing the account, for its orders, in the closure's transaction (the moves locked first by
 * lockCustomerOrders): the customer's name, email and phone become the placeholders; the drafts'
 * streets and notes, the change requests' notes, the ratings' comments and the reasons the
 * customer typed when cancelling online become REMOVED, and so does any personal value in the
 * history's `changes` and in the webhook bodies stored for them. Amounts, dates, cities, states,
 * ZIPs, statuses, price lines, partners and stars stay. Each order (quotes excepted) gets an `account_closed` history entry,
 * which sends `order.updated` to the webhooks. Gives the ids of the moves, what was taken out of
 * them, and the emails they were booked with.
 */
export async function closeCustomerOrders(
  needs: { records: OrderRecords; afterBooking: AfterBookingRecords },
  closure: OrdersClosure,
  transaction: Transaction,
): Promise<{ moveIds: string[]; personal: string[]; emails: string[] }> {
  const moves = await repo.findCustomerMoves(closure.customerId, transaction);
  if (moves.length === 0) return { moveIds: [], personal: [], emails: [] };
  const ids = moves.map((move) => move.id);
  // A reason the customer typed when cancelling online is theirs; an admin's is the company's note, and stays.
  const cancelledByCustomer = new Set(await repo.findCancelledByCustomer(ids, transaction));
  const ownWords = (move: MoveRecord) => cancelledByCustomer.has(move.id) && isOwnWords(move.cancelReason);
  const ownReasons = moves.filter(ownWords).map((move) => move.cancelReason);
  const personal = [...closure.personal, ...moves.flatMap(personalOf), ...(await needs.afterBooking.personalIn(ids, transaction)), ...ownReasons].filter(
    (value): value is string => !!value,
  );
  const redact: Redactor = redactor(personal);

  for (const move of moves) {
    await repo.writeClosedMove(
      move.id,
      {
        customerFirstName: closure.placeholders.firstName,
        customerLastName: closure.placeholders.lastName,
        customerEmail: closure.placeholders.email,
        customerPhone: '',
        draft: redactedDraft(move.draft),
        cancelReason: ownWords(move) ? REMOVED : (move.cancelReason ?? null),
        version: move.version + 1,
      },
      transaction,
    );
  }
  await needs.afterBooking.redact(ids, (text) => redact.text(text), transaction);
  for (const event of await repo.findEventChanges(ids, transaction)) {
    const changes = redact.json(event.changes);
    if (JSON.stringify(changes) !== JSON.stringify(event.changes)) await repo.writeEventChanges(event.id, changes, transaction);
  }
  await scrubOrderEvents(ids, (body) => redact.json(body), transaction);
  for (const move of moves) {
    if (move.status === 'quoted') continue;
    await needs.records.recordChange(
      move.id,
      { actorId: closure.actor.id, actorRole: closure.actor.role, action: 'account_closed', fromStatus: move.status, toStatus: move.status, changes: null },
      transaction,
    );
  }
  return { moveIds: ids, personal, emails: moves.map((move) => move.customerEmail).filter((email): email is string => !!email) };
}
