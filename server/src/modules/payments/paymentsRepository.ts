import type { LedgerKind, PaymentMethod } from '@moveday/openapi';
import { QueryTypes, type Transaction } from 'sequelize';
import { db } from '../../platform/database.js';

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
