import type { LedgerKind, PaymentMethod } from '@moveday/openapi';
import { QueryTypes, type Transaction } from 'sequelize';
import { db } from '../../platform/database.js';
import type { CardFailure } from './cardDeclines.js';

/** A ledger line as stored (payments table, migration 0018). */
export interface LedgerRecord {
  id: string;
  moveId: string;
  /** The order's move number, kept with the line (as a mail keeps it) for the lists and the accountant's file. */
  moveNumber: string;
  kind: LedgerKind;
  method: PaymentMethod;
  purpose: 'deposit' | 'balance' | null;
  amountCents: number;
  reference: string | null;
  reason: string | null;
  recordedBy: string | null;
  recordedByName: string | null;
  recordedByRole: 'admin' | 'system';
  refundOf: string | null;
  /** The calendar day the money moved (YYYY-MM-DD). */
  receivedOn: string;
  stripePaymentIntent: string | null;
  createdAt: Date;
}

export type NewLedgerLine = Omit<LedgerRecord, 'id' | 'createdAt' | 'stripePaymentIntent'> & {
  stripePaymentIntent?: string | null;
  stripeCharge?: string | null;
  stripeRefund?: string | null;
  stripeDispute?: string | null;
  stripeEvent?: string | null;
};

const COLUMNS = `p.id, p.move_id AS "moveId", p.move_number AS "moveNumber", p.kind, p.method, p.purpose, p.amount_cents AS "amountCents", p.reference, p.reason,
  p.recorded_by AS "recordedBy", p.recorded_by_name AS "recordedByName", p.recorded_by_role AS "recordedByRole", p.refund_of AS "refundOf",
  p.received_on::text AS "receivedOn", p.stripe_payment_intent AS "stripePaymentIntent", p.created_at AS "createdAt"`;

const select = <T extends object>(sql: string, bind: unknown[], transaction?: Transaction) =>
  db().query<T>(sql, { bind, type: QueryTypes.SELECT, ...(transaction ? { transaction } : {}) });

/**
 * Holds the order's money for the rest of the transaction: two changes to one order's ledger (two
 * admins refunding at once, a webhook and an admin) take turns, so each sees what the other wrote.
 * An advisory lock on the order's id, so the ledger need not lock the order book's row.
 */
export async function lockOrderMoney(moveId: string, transaction: Transaction): Promise<void> {
  await db().query(`SELECT pg_advisory_xact_lock(hashtextextended('payments:' || $1, 0))`, { bind: [moveId], transaction });
}

export function linesOf(moveId: string, transaction?: Transaction): Promise<LedgerRecord[]> {
  return select<LedgerRecord>(`SELECT ${COLUMNS} FROM payments p WHERE p.move_id = $1 ORDER BY p.created_at, p.id`, [moveId], transaction);
}

export async function findLine(id: string, transaction?: Transaction): Promise<LedgerRecord | null> {
  const [row] = await select<LedgerRecord>(`SELECT ${COLUMNS} FROM payments p WHERE p.id = $1`, [id], transaction);
  return row ?? null;
}

export async function insertLine(line: NewLedgerLine, transaction: Transaction): Promise<LedgerRecord> {
  const [row] = await select<LedgerRecord>(
    `INSERT INTO payments AS p (move_id, move_number, kind, method, purpose, amount_cents, reference, reason, recorded_by, recorded_by_name,
        recorded_by_role, refund_of, received_on, stripe_payment_intent, stripe_charge, stripe_refund, stripe_dispute, stripe_event)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)
     RETURNING ${COLUMNS}`,
    [
      line.moveId,
      line.moveNumber,
      line.kind,
      line.method,
      line.purpose,
      line.amountCents,
      line.reference,
      line.reason,
      line.recordedBy,
      line.recordedByName,
      line.recordedByRole,
      line.refundOf,
      line.receivedOn,
      line.stripePaymentIntent ?? null,
      line.stripeCharge ?? null,
      line.stripeRefund ?? null,
      line.stripeDispute ?? null,
      line.stripeEvent ?? null,
    ],
    transaction,
  );
  return row!;
}

/** What the console's Payments list filters by. */
export interface LedgerCriteria {
  kinds?: LedgerKind[];
  methods?: PaymentMethod[];
  moveId?: string;
  /** Calendar days, inclusive (YYYY-MM-DD). */
  from?: string;
  to?: string;
  /** Every word in the move number, reference or reason. */
  terms?: string[];
  ids?: string[];
}

export type LedgerSortField = 'createdAt' | 'receivedOn' | 'amountCents' | 'kind' | 'method';

const SORT_COLUMNS: Record<LedgerSortField, string> = {
  createdAt: 'p.created_at',
  receivedOn: 'p.received_on',
  amountCents: 'p.amount_cents',
  kind: 'p.kind',
  method: 'p.method',
};

function where(criteria: LedgerCriteria): { sql: string; bind: unknown[] } {
  const bind: unknown[] = [];
  const param = (value: unknown) => {
    bind.push(value);
    return `$${bind.length}`;
  };
  const parts: string[] = [];
  if (criteria.kinds) parts.push(`p.kind = ANY(${param(criteria.kinds)}::text[])`);
  if (criteria.methods) parts.push(`p.method = ANY(${param(criteria.methods)}::text[])`);
  if (criteria.moveId) parts.push(`p.move_id = ${param(criteria.moveId)}`);
  if (criteria.from) parts.push(`p.received_on >= ${param(criteria.from)}::date`);
  if (criteria.to) parts.push(`p.received_on <= ${param(criteria.to)}::date`);
  if (criteria.ids) parts.push(`p.id = ANY(${param(criteria.ids)}::uuid[])`);
  for (const term of criteria.terms ?? []) {
    parts.push(`(p.move_number || ' ' || COALESCE(p.reference, '') || ' ' || COALESCE(p.reason, '')) ILIKE ${param(`%${term}%`)}`);
  }
  return { sql: parts.length ? `WHERE ${parts.join(' AND ')}` : '', bind };
}

export function findLedgerPage(request: {
  criteria: LedgerCriteria;
  sort: LedgerSortField;
  order: 'ASC' | 'DESC';
  offset: number;
  limit: number;
}): Promise<LedgerRecord[]> {
  const { sql, bind } = where(request.criteria);
  return select<LedgerRecord>(
    `SELECT ${COLUMNS} FROM payments p ${sql}
      ORDER BY ${SORT_COLUMNS[request.sort]} ${request.order}, p.created_at ${request.order}, p.id ${request.order}
      LIMIT ${request.limit} OFFSET ${request.offset}`,
    bind,
  );
}

/** How many lines match, and the money in them: received, returned, and the count. */
export async function ledgerTotals(criteria: LedgerCriteria): Promise<{ count: number; receivedCents: number; returnedCents: number }> {
  const { sql, bind } = where(criteria);
  const [row] = await select<{ count: number; receivedCents: string; returnedCents: string }>(
    `SELECT count(*)::int AS count,
            COALESCE(sum(p.amount_cents) FILTER (WHERE p.kind = 'payment'), 0)::bigint AS "receivedCents",
            COALESCE(sum(p.amount_cents) FILTER (WHERE p.kind <> 'payment'), 0)::bigint AS "returnedCents"
       FROM payments p ${sql}`,
    bind,
  );
  return { count: row!.count, receivedCents: Number(row!.receivedCents), returnedCents: Number(row!.returnedCents) };
}

/** A Checkout session MoveDay made for an order. */
export interface CheckoutSessionRecord {
  id: string;
  moveId: string;
  purpose: 'deposit' | 'balance';
  amountCents: number;
  url: string;
  state: 'open' | 'complete' | 'expired';
  lastError: string | null;
  expiresAt: Date;
}

const SESSION_COLUMNS = `id, move_id AS "moveId", purpose, amount_cents AS "amountCents", url, state, last_error AS "lastError", expires_at AS "expiresAt"`;

/** A session still open for this payment, with time left to pay (a second click reuses it). */
export async function openSessionFor(moveId: string, purpose: string, amountCents: number): Promise<CheckoutSessionRecord | null> {
  const [row] = await select<CheckoutSessionRecord>(
    `SELECT ${SESSION_COLUMNS} FROM checkout_sessions
      WHERE move_id = $1 AND purpose = $2 AND amount_cents = $3 AND state = 'open' AND expires_at > now() + interval '10 minutes'
      ORDER BY created_at DESC LIMIT 1`,
    [moveId, purpose, amountCents],
  );
  return row ?? null;
}

/**
 * How many sessions for this payment have closed (paid, expired, or too near their end to pay in):
 * a new session's idempotency key counts on from it, so requests at the same moment agree on the
 * key whichever of them wrote its session first, and a new key comes only once the last one closed.
 */
export async function countClosedSessions(moveId: string, purpose: string, amountCents: number): Promise<number> {
  const [row] = await select<{ n: number }>(
    `SELECT count(*)::int AS n FROM checkout_sessions
      WHERE move_id = $1 AND purpose = $2 AND amount_cents = $3 AND (state <> 'open' OR expires_at <= now() + interval '10 minutes')`,
    [moveId, purpose, amountCents],
  );
  return row?.n ?? 0;
}

/** Keeps a session Stripe made; the same one twice (a replayed creation) is kept once. */
export async function insertSession(session: Omit<CheckoutSessionRecord, 'state' | 'lastError'>): Promise<void> {
  await db().query(
    `INSERT INTO checkout_sessions (id, move_id, purpose, amount_cents, url, expires_at) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (id) DO NOTHING`,
    { bind: [session.id, session.moveId, session.purpose, session.amountCents, session.url, session.expiresAt] },
  );
}

export async function markSession(id: string, state: 'complete' | 'expired', transaction: Transaction): Promise<void> {
  await db().query(`UPDATE checkout_sessions SET state = $2, last_error = NULL, last_error_code = NULL WHERE id = $1 AND state = 'open'`, {
    bind: [id, state],
    transaction,
  });
}

/** A card was declined on the order's latest open session: the order page says so until a payment succeeds. */
export async function noteCardFailure(moveId: string, failure: CardFailure, transaction: Transaction): Promise<void> {
  await db().query(
    `UPDATE checkout_sessions SET last_error = $2, last_error_code = $3
      WHERE id = (SELECT id FROM checkout_sessions WHERE move_id = $1 AND state = 'open' ORDER BY created_at DESC LIMIT 1)`,
    { bind: [moveId, failure.message?.slice(0, 500) ?? null, failure.code?.slice(0, 100) ?? null], transaction },
  );
}

/** How the last card attempt on the order's latest open session failed, if it did. */
export async function lastCardFailure(moveId: string): Promise<CardFailure | null> {
  const [row] = await select<CardFailure>(
    `SELECT last_error AS message, last_error_code AS code FROM checkout_sessions
      WHERE move_id = $1 AND state = 'open' AND expires_at > now() ORDER BY created_at DESC LIMIT 1`,
    [moveId],
  );
  return row && (row.message !== null || row.code !== null) ? row : null;
}

/** Keeps a verified Stripe event by its id: true the first time; false when it was kept already (a retry, a replay). */
export async function storeEvent(id: string, type: string, payload: unknown, transaction: Transaction): Promise<boolean> {
  const rows = await select<{ id: string }>(
    `INSERT INTO stripe_events (id, type, payload, processed_at) VALUES ($1, $2, $3, now()) ON CONFLICT (id) DO NOTHING RETURNING id`,
    [id, type, JSON.stringify(payload)],
    transaction,
  );
  return rows.length > 0;
}

/** The card payment a Stripe payment intent made, if the ledger has it. */
export async function cardPaymentOf(paymentIntent: string, transaction: Transaction): Promise<LedgerRecord | null> {
  const [row] = await select<LedgerRecord>(
    `SELECT ${COLUMNS} FROM payments p WHERE p.stripe_payment_intent = $1 AND p.kind = 'payment'`,
    [paymentIntent],
    transaction,
  );
  return row ?? null;
}

/** What the ledger has refunded (or lost to disputes) of one card payment. */
export async function returnedOnIntent(paymentIntent: string, transaction: Transaction): Promise<{ refundedCents: number; disputes: string[] }> {
  const [row] = await select<{ refunded: string; disputes: string[] }>(
    `SELECT COALESCE(sum(amount_cents) FILTER (WHERE kind = 'refund'), 0)::bigint AS refunded,
            COALESCE(array_agg(stripe_dispute) FILTER (WHERE kind = 'dispute'), '{}') AS disputes
       FROM payments WHERE stripe_payment_intent = $1 AND kind <> 'payment'`,
    [paymentIntent],
    transaction,
  );
  return { refundedCents: Number(row?.refunded ?? 0), disputes: row?.disputes ?? [] };
}

/**
 * The dashboard's money: what came in less what went back between two calendar days (inclusive);
 * what completed moves still owe (their price less what they hold, where positive: balances
 * outstanding); and what booked moves still to happen will owe. The last two read the order book's
 * prices beside the ledger in one query, as a report does.
 */
export async function moneyFigures(
  from: string,
  to: string,
): Promise<{ collectedCents: number; outstandingCents: number; ordersOwing: number; upcomingCents: number }> {
  const [row] = await select<{ collected: string; outstanding: string; owing: number; upcoming: string }>(
    `WITH held AS (
       SELECT move_id, sum(CASE WHEN kind = 'payment' THEN amount_cents ELSE -amount_cents END) AS cents FROM payments GROUP BY move_id
     ), owed AS (
       SELECT m.status = 'completed' AS done, m.final_amount::bigint * 100 - COALESCE(h.cents, 0) AS cents
         FROM moves m LEFT JOIN held h ON h.move_id = m.id
        WHERE m.status IN ('open', 'partnerassigned', 'completed') AND m.final_amount IS NOT NULL
     )
     SELECT (SELECT COALESCE(sum(CASE WHEN kind = 'payment' THEN amount_cents ELSE -amount_cents END), 0) FROM payments
              WHERE received_on BETWEEN $1::date AND $2::date)::bigint AS collected,
            (SELECT COALESCE(sum(cents), 0) FROM owed WHERE done AND cents > 0)::bigint AS outstanding,
            (SELECT count(*) FROM owed WHERE done AND cents > 0)::int AS owing,
            (SELECT COALESCE(sum(cents), 0) FROM owed WHERE NOT done AND cents > 0)::bigint AS upcoming`,
    [from, to],
  );
  return { collectedCents: Number(row!.collected), outstandingCents: Number(row!.outstanding), ordersOwing: row!.owing, upcomingCents: Number(row!.upcoming) };
}
