import { CANCEL_REASONS, OPEN_STATUSES, type OrderStatus } from '@moveday/openapi';
import { QueryTypes, type Transaction } from 'sequelize';
import { db } from '../../platform/database.js';
import { REMOVED, redactor, type Redactor } from '../../platform/redaction.js';
import { scrubOrderEvents } from '../integrations/index.js';
import type { MoveDraft } from '../quotes/index.js';
import { MoveModel } from './models.js';
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

const select = <T extends object>(sql: string, bind: unknown[], transaction?: Transaction) =>
  db().query<T>(sql, { bind, transaction, type: QueryTypes.SELECT });

/**
 * The customer's orders (never quotes), oldest first: as its order page shows each, with the whole
 * history, change requests and rating. Four queries, however many orders.
 */
export async function exportCustomerOrders(afterBooking: AfterBookingRecords, customerId: string): Promise<ExportedOrder[]> {
  const moves = (
    await MoveModel.findAll({
      where: { customerId },
      order: [
        ['createdAt', 'ASC'],
        ['id', 'ASC'],
      ],
    })
  )
    .map((m) => m.get({ plain: true }))
    .filter((move) => move.status !== 'quoted');
  const ids = moves.map((move) => move.id);
  if (ids.length === 0) return [];
  const [events, afterBookingOf] = await Promise.all([
    select<StoredHistoryEntry & { moveId: string; at: Date }>(
      `SELECT move_id AS "moveId", at, action, from_status AS "fromStatus", to_status AS "toStatus", actor_role AS "actorRole", changes
         FROM move_events WHERE move_id = ANY($1::uuid[]) ORDER BY at, id`,
      [ids],
    ),
    afterBooking.recordsOf(ids),
  ]);
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
  const rows = await select<{
    id: string;
    moveNumber: string;
    status: MoveStatus;
    actualMoveDate: string | null;
    preferredDate1: string;
    finalAmount: number | null;
  }>(
    `SELECT id, move_number AS "moveNumber", status, actual_move_date::text AS "actualMoveDate", preferred_date_1::text AS "preferredDate1", final_amount AS "finalAmount"
       FROM moves WHERE customer_id = $1 AND status <> 'quoted' ORDER BY created_at DESC, id DESC`,
    [customerId],
  );
  return rows.map((row) => ({ id: row.id, moveID: row.moveNumber, status: row.status, moveDate: moveDateOf(row), amount: row.finalAmount }));
}

/** How many orders each customer has, and how many of them are open; customers without orders are absent. */
export async function customerOrderCounts(customerIds: readonly string[]): Promise<Map<string, { orders: number; open: number }>> {
  if (customerIds.length === 0) return new Map();
  const rows = await select<{ customerId: string; orders: number; open: number }>(
    `SELECT customer_id AS "customerId", count(*)::int AS orders, (count(*) FILTER (WHERE status = ANY($2::text[])))::int AS open
       FROM moves WHERE customer_id = ANY($1::uuid[]) AND status <> 'quoted' GROUP BY customer_id`,
    [customerIds, OPEN_STATUSES],
  );
  return new Map(rows.map((row) => [row.customerId, { orders: row.orders, open: row.open }]));
}

/**
 * Locks every move of the customer (quotes too) for the rest of the transaction, so that none
 * changes status while the account closes, and gives the move numbers of the open orders.
 */
export async function lockCustomerOrders(customerId: string, transaction: Transaction): Promise<string[]> {
  const rows = await select<{ moveNumber: string; status: OrderStatus }>(
    'SELECT move_number AS "moveNumber", status FROM moves WHERE customer_id = $1 ORDER BY created_at, id FOR UPDATE',
    [customerId],
    transaction,
  );
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
  const draft = move.draft as MoveDraft;
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
  const moves = (
    await MoveModel.findAll({
      where: { customerId: closure.customerId },
      order: [
        ['createdAt', 'ASC'],
        ['id', 'ASC'],
      ],
      transaction,
    })
  ).map((m) => m.get({ plain: true }));
  if (moves.length === 0) return { moveIds: [], personal: [], emails: [] };
  const ids = moves.map((move) => move.id);
  // A reason the customer typed when cancelling online is theirs; an admin's is the company's note, and stays.
  const cancelledByCustomer = new Set(
    (
      await select<{ moveId: string }>(
        `SELECT DISTINCT move_id AS "moveId" FROM move_events WHERE move_id = ANY($1::uuid[]) AND to_status = 'cancelled' AND actor_role = 'customer'`,
        [ids],
        transaction,
      )
    ).map((row) => row.moveId),
  );
  const ownWords = (move: MoveRecord) => cancelledByCustomer.has(move.id) && isOwnWords(move.cancelReason);
  const ownReasons = moves.filter(ownWords).map((move) => move.cancelReason);
  const personal = [...closure.personal, ...moves.flatMap(personalOf), ...(await needs.afterBooking.personalIn(ids, transaction)), ...ownReasons].filter(
    (value): value is string => !!value,
  );
  const redact: Redactor = redactor(personal);

  for (const move of moves) {
    await MoveModel.update(
      {
        customerFirstName: closure.placeholders.firstName,
        customerLastName: closure.placeholders.lastName,
        customerEmail: closure.placeholders.email,
        customerPhone: '',
        draft: redactedDraft(move.draft as MoveDraft),
        cancelReason: ownWords(move) ? REMOVED : (move.cancelReason ?? null),
        version: move.version + 1,
      },
      { where: { id: move.id }, transaction },
    );
  }
  await needs.afterBooking.redact(ids, (text) => redact.text(text), transaction);
  const events = await select<{ id: string; changes: unknown }>(
    'SELECT id, changes FROM move_events WHERE move_id = ANY($1::uuid[]) AND changes IS NOT NULL',
    [ids],
    transaction,
  );
  for (const event of events) {
    const changes = redact.json(event.changes);
    if (JSON.stringify(changes) !== JSON.stringify(event.changes)) {
      await db().query('UPDATE move_events SET changes = $2::jsonb WHERE id = $1', { bind: [event.id, JSON.stringify(changes)], transaction });
    }
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
