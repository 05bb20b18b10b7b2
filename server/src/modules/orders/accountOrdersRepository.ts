import type { OrderStatus } from '@moveday/openapi';
import { QueryTypes, type Transaction } from 'sequelize';
import { db } from '../../platform/database.js';
import type { MoveDraft } from '../quotes/index.js';
import { MoveModel } from './models.js';
import type { MoveRecord } from './movesRepository.js';
import type { MoveStatus } from './orderViews.js';

// The queries of a customer's orders as their account sees them (accountOrders.ts): the export,
// the console's customer page, closing the account.

const select = <T extends object>(sql: string, bind: unknown[], transaction?: Transaction) =>
  db().query<T>(sql, { bind, transaction, type: QueryTypes.SELECT });

/** Every move of the customer, quotes included, oldest first. */
export async function findCustomerMoves(customerId: string, transaction?: Transaction): Promise<MoveRecord[]> {
  const moves = await MoveModel.findAll({
    where: { customerId },
    order: [
      ['createdAt', 'ASC'],
      ['id', 'ASC'],
    ],
    transaction,
  });
  return moves.map((m) => m.get({ plain: true }));
}

/** One history entry as stored, without the console's actor names. */
export interface StoredEventRow {
  moveId: string;
  at: Date;
  action: string;
  fromStatus: MoveStatus | null;
  toStatus: MoveStatus | null;
  actorRole: 'visitor' | 'customer' | 'admin' | 'system' | 'partner' | 'integration';
  changes: Record<string, unknown> | null;
}

/** The history of these moves, oldest first. */
export const findHistoryOf = (moveIds: readonly string[]): Promise<StoredEventRow[]> =>
  select<StoredEventRow>(
    `SELECT move_id AS "moveId", at, action, from_status AS "fromStatus", to_status AS "toStatus", actor_role AS "actorRole", changes
       FROM move_events WHERE move_id = ANY($1::uuid[]) ORDER BY at, id`,
    [moveIds],
  );

export interface CustomerOrderRow {
  id: string;
  moveNumber: string;
  status: MoveStatus;
  actualMoveDate: string | null;
  preferredDate1: string;
  finalAmount: number | null;
}

/** The customer's orders (never quotes), newest first. */
export const findCustomerOrderRows = (customerId: string): Promise<CustomerOrderRow[]> =>
  select<CustomerOrderRow>(
    `SELECT id, move_number AS "moveNumber", status, actual_move_date::text AS "actualMoveDate", preferred_date_1::text AS "preferredDate1", final_amount AS "finalAmount"
       FROM moves WHERE customer_id = $1 AND status <> 'quoted' ORDER BY created_at DESC, id DESC`,
    [customerId],
  );

/** How many orders each customer has, and how many of them have one of `openStatuses`; customers without orders are absent. */
export const countCustomerOrders = (customerIds: readonly string[], openStatuses: readonly OrderStatus[]) =>
  select<{ customerId: string; orders: number; open: number }>(
    `SELECT customer_id AS "customerId", count(*)::int AS orders, (count(*) FILTER (WHERE status = ANY($2::text[])))::int AS open
       FROM moves WHERE customer_id = ANY($1::uuid[]) AND status <> 'quoted' GROUP BY customer_id`,
    [customerIds, openStatuses],
  );

/** Locks every move of the customer (quotes too) for the rest of the transaction; gives their numbers and statuses. */
export const lockCustomerMoves = (customerId: string, transaction: Transaction) =>
  select<{ moveNumber: string; status: OrderStatus }>(
    'SELECT move_number AS "moveNumber", status FROM moves WHERE customer_id = $1 ORDER BY created_at, id FOR UPDATE',
    [customerId],
    transaction,
  );

/** Which of these moves the customer cancelled themselves (online). */
export async function findCancelledByCustomer(moveIds: readonly string[], transaction: Transaction): Promise<string[]> {
  const rows = await select<{ moveId: string }>(
    `SELECT DISTINCT move_id AS "moveId" FROM move_events WHERE move_id = ANY($1::uuid[]) AND to_status = 'cancelled' AND actor_role = 'customer'`,
    [moveIds],
    transaction,
  );
  return rows.map((row) => row.moveId);
}

/** What closing the account writes on a move: the placeholders, the redacted draft and reason, the next version. */
export interface ClosedMoveColumns {
  customerFirstName: string;
  customerLastName: string;
  customerEmail: string;
  customerPhone: string;
  draft: MoveDraft;
  cancelReason: string | null;
  version: number;
}

export async function writeClosedMove(moveId: string, columns: ClosedMoveColumns, transaction: Transaction): Promise<void> {
  await MoveModel.update(columns, { where: { id: moveId }, transaction });
}

/** The history entries of these moves that record changes. */
export const findEventChanges = (moveIds: readonly string[], transaction: Transaction) =>
  select<{ id: string; changes: unknown }>(
    'SELECT id, changes FROM move_events WHERE move_id = ANY($1::uuid[]) AND changes IS NOT NULL',
    [moveIds],
    transaction,
  );

export async function writeEventChanges(eventId: string, changes: unknown, transaction: Transaction): Promise<void> {
  await db().query('UPDATE move_events SET changes = $2::jsonb WHERE id = $1', { bind: [eventId, JSON.stringify(changes)], transaction });
}
