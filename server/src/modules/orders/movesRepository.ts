import { preparedQuery } from '../../platform/database.js';
import { Op, literal, type InferAttributes, type Transaction } from 'sequelize';
import type { OrderStatus } from '@moveday/openapi';
import type { MoveDraft } from '../quotes/index.js';
import { MoveEventModel, MoveModel } from './models.js';

/**
 * A move as the module's services see it: plain values, dates as 'YYYY-MM-DD'. (Not
 * `ReturnType<MoveModel['get']>`: `get` is overloaded and ReturnType takes its last overload, `unknown`.)
 */
export type MoveRecord = InferAttributes<MoveModel>;

export interface NewMove {
  status: OrderStatus;
  customerId: string | null;
  customerFirstName: string | null;
  customerLastName: string | null;
  customerEmail: string | null;
  customerPhone: string | null;
  serviceType: string;
  preferredDate1: string;
  preferredDate2: string;
  deliveryDate: string | null;
  pickupCity: string;
  pickupState: string;
  pickupZip: string;
  /** The served city whose area the pickup lies in (null when it lies in none: an order kept from before). */
  pickupArea: string | null;
  dropoffCity: string;
  dropoffState: string;
  dropoffZip: string;
  timeZone: string;
  roadMiles: number;
  draft: MoveDraft;
  estimateFlag: boolean;
  estimateAmount: number;
  priceLines: unknown;
  finalAmount: number | null;
  bookedAt: Date | null;
}

export interface MoveEvent {
  actorId: string | null;
  actorRole: 'visitor' | 'customer' | 'admin' | 'system' | 'partner' | 'integration';
  action: string;
  fromStatus: OrderStatus | null;
  toStatus: OrderStatus | null;
  changes?: unknown;
}

export async function insertMove(move: NewMove, transaction: Transaction): Promise<MoveRecord> {
  const created = await MoveModel.create(move, { transaction });
  return created.get({ plain: true });
}

/** Every column a new move sets, each once: the one list the quote's insert is written from. */
const NEW_MOVE_FIELDS: Record<keyof NewMove, true> = {
  status: true,
  customerId: true,
  customerFirstName: true,
  customerLastName: true,
  customerEmail: true,
  customerPhone: true,
  serviceType: true,
  preferredDate1: true,
  preferredDate2: true,
  deliveryDate: true,
  pickupCity: true,
  pickupState: true,
  pickupZip: true,
  pickupArea: true,
  dropoffCity: true,
  dropoffState: true,
  dropoffZip: true,
  timeZone: true,
  roadMiles: true,
  draft: true,
  estimateFlag: true,
  estimateAmount: true,
  priceLines: true,
  finalAmount: true,
  bookedAt: true,
};
const NEW_MOVE_KEYS = Object.keys(NEW_MOVE_FIELDS) as Array<keyof NewMove>;

/** The statement's text, written once: the same string each call, so its prepared statement's name is found at once. */
let insertWithEventText: string | undefined;
function insertMoveWithEventText(): string {
  if (insertWithEventText) return insertWithEventText;
  const attributes = MoveModel.getAttributes();
  const n = NEW_MOVE_KEYS.length;
  insertWithEventText = `WITH m AS (INSERT INTO moves (${NEW_MOVE_KEYS.map((key) => `"${attributes[key].field}"`).join(', ')})
       VALUES (${NEW_MOVE_KEYS.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id, move_number)
     INSERT INTO move_events (move_id, actor_id, actor_role, action, from_status, to_status, changes)
     SELECT m.id, $${n + 1}::uuid, $${n + 2}, $${n + 3}, $${n + 4}, $${n + 5}, $${n + 6}::jsonb FROM m
     RETURNING move_id AS id, (SELECT move_number FROM m) AS "moveNumber"`;
  return insertWithEventText;
}

/**
 * A visitor's quote: the move and its first history entry in one statement, atomic without a
 * transaction's extra round trips. It is the busiest write, so it is a prepared statement
 * (platform/database.ts): that took the quote call from ~890 to ~1,150 requests/s on the bench
 * (docs/performance.md).
 */
export async function insertMoveWithEvent(move: NewMove, event: MoveEvent): Promise<{ id: string; moveNumber: string }> {
  const values = NEW_MOVE_KEYS.map((key) => {
    const value = move[key];
    return value !== null && typeof value === 'object' && !(value instanceof Date) ? JSON.stringify(value) : value;
  });
  const eventValues = [
    event.actorId,
    event.actorRole,
    event.action,
    event.fromStatus,
    event.toStatus,
    event.changes === undefined ? null : JSON.stringify(event.changes),
  ];
  const [row] = await preparedQuery<{ id: string; moveNumber: string }>(insertMoveWithEventText(), [...values, ...eventValues]);
  return row!;
}

export async function insertMoveEvent(moveId: string, event: MoveEvent, transaction: Transaction): Promise<void> {
  await MoveEventModel.create({ moveId, ...event, changes: event.changes ?? null }, { transaction });
}

export async function findMove(id: string, transaction?: Transaction): Promise<MoveRecord | null> {
  const found = await MoveModel.findByPk(id, { transaction });
  return found ? found.get({ plain: true }) : null;
}

/** Who a booked move belongs to; the names are copied so the order keeps them. */
export interface Booking {
  status: OrderStatus;
  finalAmount: number;
  customerId: string;
  customerFirstName: string;
  customerLastName: string;
  customerEmail: string;
  customerPhone: string;
}

/**
 * Books a move only while it is still `quoted`, in one statement: of two concurrent bookings the
 * second waits for the first's row lock, then finds the status changed and gets null.
 */
export async function bookQuotedMove(id: string, booking: Booking, transaction: Transaction): Promise<MoveRecord | null> {
  const [count, rows] = await MoveModel.update(
    { ...booking, bookedAt: new Date(), version: literal('version + 1') },
    { where: { id, status: 'quoted' }, returning: true, transaction },
  );
  return count === 1 ? rows[0]!.get({ plain: true }) : null;
}

/** Removes a move that is still only a quote (its history goes with it); false when it is not one. */
export async function deleteQuotedMove(id: string, transaction?: Transaction): Promise<boolean> {
  const count = await MoveModel.destroy({ where: { id, status: 'quoted' }, transaction });
  return count === 1;
}

/** A customer's orders (never quotes), the latest move date first. */
/** The columns of a customer's order list: a summary, not the stored drafts and price lines. */
export type CustomerOrderRow = Pick<
  MoveRecord,
  'id' | 'moveNumber' | 'status' | 'actualMoveDate' | 'preferredDate1' | 'pickupCity' | 'pickupState' | 'dropoffCity' | 'dropoffState'
>;

export async function findCustomerOrders(customerId: string): Promise<CustomerOrderRow[]> {
  return MoveModel.findAll({
    attributes: ['id', 'moveNumber', 'status', 'actualMoveDate', 'preferredDate1', 'pickupCity', 'pickupState', 'dropoffCity', 'dropoffState'],
    where: { customerId, status: { [Op.ne]: 'quoted' } },
    order: [
      [literal('COALESCE(actual_move_date, preferred_date_1)'), 'DESC'],
      ['createdAt', 'DESC'],
    ],
    raw: true,
  }) as unknown as Promise<CustomerOrderRow[]>;
}

/** One of a customer's orders; null when it is not theirs, not booked, or does not exist. */
export async function findCustomerOrder(id: string, customerId: string): Promise<MoveRecord | null> {
  const found = await MoveModel.findOne({ where: { id, customerId, status: { [Op.ne]: 'quoted' } } });
  return found ? found.get({ plain: true }) : null;
}
