import { QueryTypes, Transaction } from 'sequelize';
import { databaseId } from '../../platform/databaseId.js';
import { db } from '../../platform/database.js';
import type { MoveDraft } from '../quotes/index.js';
import type { MoveStatus } from './orderViews.js';

/**
 * The reports module's reads over moves: figures for the dashboard and the rows of the exports.
 * Plain objects out; the SQL over `moves` and `move_events` stays in this module.
 */

/** The order book's counts and amounts, all time. */
export interface OrderFigures {
  /** estimate_open and open: booked, no partner yet. */
  partnerUnassignedCount: number;
  /** partnerassigned */
  partnerAssignedCount: number;
  completedCount: number;
  cancelledCount: number;
  /** Sum of the final amounts of estimate_open, open and partnerassigned orders. */
  openOrderTotalAmount: number;
  /** Sum of the final amounts of completed orders. */
  pastOrderTotalAmount: number;
}

export async function orderFigures(): Promise<OrderFigures> {
  const [row] = await db().query<Record<keyof OrderFigures, number | string>>(
    `SELECT count(*) FILTER (WHERE status IN ('estimate_open', 'open'))::int AS "partnerUnassignedCount",
            count(*) FILTER (WHERE status = 'partnerassigned')::int AS "partnerAssignedCount",
            count(*) FILTER (WHERE status = 'completed')::int AS "completedCount",
            count(*) FILTER (WHERE status = 'cancelled')::int AS "cancelledCount",
            COALESCE(sum(final_amount) FILTER (WHERE status IN ('estimate_open', 'open', 'partnerassigned')), 0)::float8 AS "openOrderTotalAmount",
            COALESCE(sum(final_amount) FILTER (WHERE status = 'completed'), 0)::float8 AS "pastOrderTotalAmount"
       FROM moves
      WHERE status <> 'quoted'`,
    { type: QueryTypes.SELECT },
  );
  return Object.fromEntries(Object.entries(row!).map(([key, value]) => [key, Number(value)])) as unknown as OrderFigures;
}

/** Moves a visitor had quoted (`POST /residential_details`), and how many of those were booked. */
export interface QuoteConversion {
  /** Moves whose history starts with a visitor's quote, whatever became of them (a withdrawn quote is deleted, so not counted). */
  quotedMoves: number;
  /** Of those, the ones booked (booked_at set), whatever their status now. */
  bookedMoves: number;
}

export async function quoteConversion(): Promise<QuoteConversion> {
  const [row] = await db().query<QuoteConversion>(
    `SELECT count(*)::int AS "quotedMoves", count(m.booked_at)::int AS "bookedMoves"
       FROM moves m
      WHERE EXISTS (SELECT 1 FROM move_events e WHERE e.move_id = m.id AND e.action = 'quoted')`,
    { type: QueryTypes.SELECT },
  );
  return row!;
}

/** Orders booked per week since `fromDay`, weeks starting on Monday in `timeZone`. */
export interface WeeklyBookings {
  /** The week's Monday, 'YYYY-MM-DD'. */
  weekStart: string;
  count: number;
  /** Sum of the final amounts of those orders. */
  amount: number;
}

/**
 * Every order (quoted moves are never booked) by the week its booking fell in, read on the
 * calendar of `timeZone`; weeks without a booking are absent.
 * @param fromDay a Monday, 'YYYY-MM-DD': the first week counted
 */
export async function bookingsPerWeek(fromDay: string, timeZone: string): Promise<WeeklyBookings[]> {
  const rows = await db().query<{ weekStart: string; count: number; amount: number | string }>(
    `SELECT date_trunc('week', booked_at AT TIME ZONE $2)::date::text AS "weekStart",
            count(*)::int AS count,
            COALESCE(sum(final_amount), 0)::float8 AS amount
       FROM moves
      WHERE booked_at >= ($1::date::timestamp AT TIME ZONE $2) AND status <> 'quoted'
      GROUP BY 1
      ORDER BY 1`,
    { bind: [fromDay, timeZone], type: QueryTypes.SELECT },
  );
  return rows.map((row) => ({ weekStart: row.weekStart, count: row.count, amount: Number(row.amount) }));
}

/** An order as the exports read it: its columns (dates 'YYYY-MM-DD') and the draft as stored. */
export interface ExportOrderRow {
  id: string;
  moveNumber: string;
  status: Exclude<MoveStatus, 'quoted'>;
  customerFirstName: string | null;
  customerLastName: string | null;
  customerEmail: string | null;
  customerPhone: string | null;
  serviceType: string;
  preferredDate1: string;
  preferredDate2: string;
  deliveryDate: string | null;
  actualMoveDate: string | null;
  pickupCity: string;
  pickupState: string;
  pickupZip: string;
  dropoffCity: string;
  dropoffState: string;
  dropoffZip: string;
  estimateFlag: boolean;
  /** The algorithm cost. */
  estimateAmount: number;
  finalAmount: number | null;
  partnerName: string | null;
  cancelReason: string | null;
  cancelDate: string | null;
  /** The day it was booked or created, on the pickup's calendar. */
  bookedDay: string | null;
  draft: MoveDraft;
}

const EXPORT_COLUMNS = `
  id, move_number AS "moveNumber", status,
  customer_first_name AS "customerFirstName", customer_last_name AS "customerLastName",
  customer_email AS "customerEmail", customer_phone AS "customerPhone",
  service_type AS "serviceType",
  preferred_date_1::text AS "preferredDate1", preferred_date_2::text AS "preferredDate2",
  delivery_date::text AS "deliveryDate", actual_move_date::text AS "actualMoveDate",
  pickup_city AS "pickupCity", pickup_state AS "pickupState", pickup_zip AS "pickupZip",
  dropoff_city AS "dropoffCity", dropoff_state AS "dropoffState", dropoff_zip AS "dropoffZip",
  estimate_flag AS "estimateFlag", estimate_amount AS "estimateAmount", final_amount AS "finalAmount",
  partner_name AS "partnerName", cancel_reason AS "cancelReason", cancel_date::text AS "cancelDate",
  (booked_at AT TIME ZONE time_zone)::date::text AS "bookedDay",
  draft`;

/** An order on a day's dispatch sheet: its export row and its partner. */
export interface DaySheetOrder extends ExportOrderRow {
  partnerId: string | null;
  assignmentState: string | null;
}

/** The day's orders (on the calendar's day), but quotes and cancelled ones: unassigned first, then by partner, by move number. */
export function findDaySheetOrders(day: string, filters: { city?: string; partnerId?: string }): Promise<DaySheetOrder[]> {
  return db().query<DaySheetOrder>(
    `SELECT ${EXPORT_COLUMNS}, partner_id AS "partnerId", assignment_state AS "assignmentState" FROM moves
      WHERE status NOT IN ('quoted', 'cancelled') AND calendar_day = :day
        AND (CAST(:city AS text) IS NULL OR pickup_area = :city)
        AND (CAST(:partnerId AS uuid) IS NULL OR partner_id = :partnerId)
      ORDER BY partner_name NULLS FIRST, move_number`,
    { replacements: { day, city: filters.city ?? null, partnerId: filters.partnerId ?? null }, type: QueryTypes.SELECT },
  );
}

/** One order (never a quote) for an export; null when there is none with this id. */
export async function findExportOrder(id: string): Promise<ExportOrderRow | null> {
  const key = databaseId(id);
  if (!key) return null;
  const [row] = await db().query<ExportOrderRow>(`SELECT ${EXPORT_COLUMNS} FROM moves WHERE id = $1 AND status <> 'quoted'`, {
    bind: [key],
    type: QueryTypes.SELECT,
  });
  return row ?? null;
}

type ListKey = [number, number, string, string];

/**
 * Every order, in the console's default order (open, estimate_open and partnerassigned by move
 * date, then closed ones newest first), `batchSize` at a time, all read from one snapshot: a
 * read-only REPEATABLE READ transaction, so an order that changes status meanwhile is neither lost
 * nor repeated. Each batch continues after the last key of the one before (keyset, on the index
 * of migration 0004), so memory holds one batch and every batch costs the same. Stopping early
 * (the consumer's `return()`) ends the transaction.
 */
export async function* exportOrderBatches(batchSize = 1000): AsyncGenerator<ExportOrderRow[], void, undefined> {
  const transaction = await db().transaction({ isolationLevel: Transaction.ISOLATION_LEVELS.REPEATABLE_READ, readOnly: true });
  try {
    let after: ListKey | null = null;
    for (;;) {
      const rows: Array<ExportOrderRow & { k1: number; k2: number; k3: string }> = await db().query(
        `SELECT ${EXPORT_COLUMNS}, list_rank AS k1, list_day AS k2, customer_sort AS k3
           FROM moves
          WHERE list_rank IS NOT NULL ${after ? 'AND (list_rank, list_day, customer_sort, id) > ($2, $3, $4, $5::uuid)' : ''}
          ORDER BY list_rank, list_day, customer_sort, id
          LIMIT $1`,
        { bind: after ? [batchSize, ...after] : [batchSize], type: QueryTypes.SELECT, transaction },
      );
      if (rows.length === 0) return;
      const last = rows[rows.length - 1]!;
      after = [last.k1, last.k2, last.k3, last.id];
      yield rows.map(({ k1: _k1, k2: _k2, k3: _k3, ...row }) => row);
      if (rows.length < batchSize) return;
    }
  } finally {
    // Read-only: nothing to keep, and a rollback also ends a transaction a failed query aborted.
    await transaction.rollback();
  }
}
