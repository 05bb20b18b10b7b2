import type { PayoutMethod, StatementState } from '@moveday/openapi';
import { QueryTypes, type Transaction } from 'sequelize';
import { db } from '../../platform/database.js';

/** A statement as stored. */
export interface StatementRecord {
  id: string;
  number: string;
  partnerId: string;
  partnerName: string;
  /** YYYY-MM-DD, a Monday and its Sunday. */
  weekStart: string;
  weekEnd: string;
  totalCents: number;
  earlierOpenCents: number;
  issuedAt: Date;
  paidOn: string | null;
  paidMethod: PayoutMethod | null;
  paidReference: string | null;
  paidByName: string | null;
  transferId: string | null;
  transferAttempts: number;
  transferState: 'sent' | 'failed' | null;
  transferError: string | null;
  /** The partner's Stripe Connect account now (from its terms), or null. */
  stripeAccount: string | null;
}

const select = <T extends object>(sql: string, bind: unknown[], transaction?: Transaction) =>
  db().query<T>(sql, { bind, type: QueryTypes.SELECT, ...(transaction ? { transaction } : {}) });

const COLUMNS = `s.id, s.number, s.partner_id AS "partnerId", s.partner_name AS "partnerName", s.week_start::text AS "weekStart",
  s.week_end::text AS "weekEnd", s.total_cents AS "totalCents", s.earlier_open_cents AS "earlierOpenCents", s.issued_at AS "issuedAt",
  s.paid_on::text AS "paidOn", s.paid_method AS "paidMethod", s.paid_reference AS "paidReference", s.paid_by_name AS "paidByName",
  s.transfer_id AS "transferId", s.transfer_attempts AS "transferAttempts", s.transfer_state AS "transferState",
  s.transfer_error AS "transferError", t.stripe_account AS "stripeAccount"`;
const FROM = 'partner_statements s LEFT JOIN partner_terms t ON t.partner_id = s.partner_id';

/** The state a statement's columns say: paid once a payment is recorded; sending while a transfer awaits Stripe's word. */
export const stateOf = (row: Pick<StatementRecord, 'paidOn' | 'transferState'>): StatementState =>
  row.paidOn !== null ? 'paid' : row.transferState === 'sent' ? 'sending' : 'unpaid';

/** The statement, locked for the rest of `transaction` when `lock` (two admins paying it at once take turns). */
export async function findStatement(id: string, transaction?: Transaction, lock = false): Promise<StatementRecord | null> {
  const [row] = await select<StatementRecord>(`SELECT ${COLUMNS} FROM ${FROM} WHERE s.id = $1${lock ? ' FOR UPDATE OF s' : ''}`, [id], transaction);
  return row ?? null;
}

export async function findByTransfer(transferId: string, transaction: Transaction): Promise<StatementRecord | null> {
  const [row] = await select<StatementRecord>(`SELECT ${COLUMNS} FROM ${FROM} WHERE s.transfer_id = $1 FOR UPDATE OF s`, [transferId], transaction);
  return row ?? null;
}

/** One partner's statements at a time: the Monday job and an admin's run of the same week take turns. */
export async function lockPartnerStatements(partnerId: string, transaction: Transaction): Promise<void> {
  await db().query(`SELECT pg_advisory_xact_lock(hashtext('partner-statements'), hashtext($1))`, { bind: [partnerId], transaction });
}

/** The partners with lines earned up to `weekEnd` that no statement holds yet, adding up to more than nothing. */
export async function partnersOwed(weekEnd: string): Promise<string[]> {
  const rows = await select<{ partnerId: string }>(
    `SELECT partner_id AS "partnerId" FROM partner_earnings WHERE statement_id IS NULL AND earned_on <= $1::date
      GROUP BY partner_id HAVING sum(amount_cents) > 0 ORDER BY partner_id`,
    [weekEnd],
  );
  return rows.map((row) => row.partnerId);
}

export async function hasStatementFor(partnerId: string, weekStart: string, transaction: Transaction): Promise<boolean> {
  const rows = await select(`SELECT 1 FROM partner_statements WHERE partner_id = $1 AND week_start = $2::date`, [partnerId, weekStart], transaction);
  return rows.length > 0;
}

/** What the partner's unpaid statements add up to, in cents. */
export async function unpaidTotal(partnerId: string, transaction: Transaction): Promise<number> {
  const [row] = await select<{ cents: string }>(
    `SELECT COALESCE(sum(total_cents), 0)::bigint AS cents FROM partner_statements WHERE partner_id = $1 AND paid_on IS NULL`,
    [partnerId],
    transaction,
  );
  return Number(row!.cents);
}

/** Writes the statement and hands it its lines, in one transaction. */
export async function insertStatement(
  statement: Pick<StatementRecord, 'partnerId' | 'partnerName' | 'weekStart' | 'weekEnd' | 'totalCents' | 'earlierOpenCents'>,
  lineIds: readonly string[],
  transaction: Transaction,
): Promise<string> {
  const [row] = await select<{ id: string }>(
    `INSERT INTO partner_statements (partner_id, partner_name, week_start, week_end, total_cents, earlier_open_cents)
     VALUES ($1, $2, $3::date, $4::date, $5, $6) RETURNING id`,
    [statement.partnerId, statement.partnerName, statement.weekStart, statement.weekEnd, statement.totalCents, statement.earlierOpenCents],
    transaction,
  );
  await db().query(`UPDATE partner_earnings SET statement_id = $1 WHERE id = ANY($2::uuid[])`, { bind: [row!.id, lineIds], transaction });
  return row!.id;
}

export interface Payment {
  paidOn: string;
  method: PayoutMethod;
  reference: string | null;
  paidBy: string | null;
  paidByName: string;
}

/** Records how an unpaid statement was paid (the caller holds its lock). */
export async function markPaid(id: string, payment: Payment, transaction: Transaction): Promise<void> {
  await db().query(
    `UPDATE partner_statements SET paid_on = $2::date, paid_method = $3, paid_reference = $4, paid_by = $5, paid_by_name = $6, paid_at = now(),
       transfer_error = CASE WHEN $3 = 'stripe' THEN NULL ELSE transfer_error END
     WHERE id = $1 AND paid_on IS NULL`,
    { bind: [id, payment.paidOn, payment.method, payment.reference, payment.paidBy, payment.paidByName], transaction },
  );
}

/** A transfer is about to be asked of Stripe: its attempt's number (part of its idempotency key). */
export async function startTransfer(id: string, transaction: Transaction): Promise<number> {
  const [row] = await select<{ attempts: number }>(
    `UPDATE partner_statements SET transfer_attempts = transfer_attempts + 1, transfer_state = 'sent', transfer_error = NULL
      WHERE id = $1 RETURNING transfer_attempts AS attempts`,
    [id],
    transaction,
  );
  return row!.attempts;
}

/** Stripe made the transfer: its id, to find the statement by when its event comes. */
export async function noteTransfer(id: string, transferId: string): Promise<void> {
  await db().query(`UPDATE partner_statements SET transfer_id = $2 WHERE id = $1`, { bind: [id, transferId] });
}

/** Stripe refused the transfer (or did not answer): the statement stays unpaid, with the reason. */
export async function failTransfer(id: string, reason: string): Promise<void> {
  await db().query(`UPDATE partner_statements SET transfer_state = 'failed', transfer_error = $2 WHERE id = $1 AND paid_on IS NULL`, {
    bind: [id, reason],
  });
}

/** Stripe took the transfer back: a statement it paid is unpaid again, with the reason (the caller holds its lock). */
export async function reverseTransfer(id: string, reason: string, transaction: Transaction): Promise<void> {
  await db().query(
    `UPDATE partner_statements SET paid_on = NULL, paid_method = NULL, paid_reference = NULL, paid_by = NULL, paid_by_name = NULL, paid_at = NULL,
       transfer_state = 'failed', transfer_error = $2
     WHERE id = $1`,
    { bind: [id, reason], transaction },
  );
}

export interface StatementCriteria {
  partnerId?: string;
  states?: StatementState[];
  /** Weeks ending on or after `from` and starting on or before `to` (YYYY-MM-DD). */
  from?: string;
  to?: string;
  terms?: string[];
  ids?: string[];
}

export type StatementSortField = 'weekStart' | 'issuedAt' | 'totalCents' | 'partnerName' | 'number';

const SORT_COLUMNS: Record<StatementSortField, string> = {
  weekStart: 's.week_start',
  issuedAt: 's.issued_at',
  totalCents: 's.total_cents',
  partnerName: 's.partner_name',
  number: 's.issued_at',
};

const STATE_SQL: Record<StatementState, string> = {
  paid: 's.paid_on IS NOT NULL',
  sending: `(s.paid_on IS NULL AND s.transfer_state = 'sent')`,
  unpaid: `(s.paid_on IS NULL AND s.transfer_state IS DISTINCT FROM 'sent')`,
};

function where(criteria: StatementCriteria): { sql: string; bind: unknown[] } {
  const bind: unknown[] = [];
  const param = (value: unknown) => {
    bind.push(value);
    return `$${bind.length}`;
  };
  const parts: string[] = [];
  if (criteria.partnerId) parts.push(`s.partner_id = ${param(criteria.partnerId)}`);
  if (criteria.states) parts.push(`(${criteria.states.map((state) => STATE_SQL[state]).join(' OR ')})`);
  if (criteria.from) parts.push(`s.week_end >= ${param(criteria.from)}::date`);
  if (criteria.to) parts.push(`s.week_start <= ${param(criteria.to)}::date`);
  if (criteria.ids) parts.push(`s.id = ANY(${param(criteria.ids)}::uuid[])`);
  for (const term of criteria.terms ?? [])
    parts.push(`(s.number || ' ' || s.partner_name || ' ' || COALESCE(s.paid_reference, '')) ILIKE ${param(`%${term}%`)}`);
  return { sql: parts.length ? `WHERE ${parts.join(' AND ')}` : '', bind };
}

export function findStatementPage(request: {
  criteria: StatementCriteria;
  sort: StatementSortField;
  order: 'ASC' | 'DESC';
  offset: number;
  limit: number;
}): Promise<StatementRecord[]> {
  const { sql, bind } = where(request.criteria);
  return select<StatementRecord>(
    `SELECT ${COLUMNS} FROM ${FROM} ${sql}
      ORDER BY ${SORT_COLUMNS[request.sort]} ${request.order}, s.issued_at ${request.order}, s.id ${request.order}
      LIMIT ${request.limit} OFFSET ${request.offset}`,
    bind,
  );
}

export async function statementTotals(criteria: StatementCriteria): Promise<{ count: number; totalCents: number; paidCents: number }> {
  const { sql, bind } = where(criteria);
  const [row] = await select<{ count: number; totalCents: string; paidCents: string }>(
    `SELECT count(*)::int AS count, COALESCE(sum(s.total_cents), 0)::bigint AS "totalCents",
            COALESCE(sum(s.total_cents) FILTER (WHERE s.paid_on IS NOT NULL), 0)::bigint AS "paidCents"
       FROM partner_statements s ${sql}`,
    bind,
  );
  return { count: row!.count, totalCents: Number(row!.totalCents), paidCents: Number(row!.paidCents) };
}

/** The dashboard's money out. */
export async function settlementFigures(monthStart: string, today: string) {
  const [row] = await select<{ owedCents: string; statementsUnpaid: number; paidCents: string; notYetStatedCents: string }>(
    `SELECT COALESCE(sum(total_cents) FILTER (WHERE paid_on IS NULL), 0)::bigint AS "owedCents",
            (count(*) FILTER (WHERE paid_on IS NULL))::int AS "statementsUnpaid",
            COALESCE(sum(total_cents) FILTER (WHERE paid_on BETWEEN $1::date AND $2::date), 0)::bigint AS "paidCents",
            (SELECT COALESCE(sum(amount_cents), 0) FROM partner_earnings WHERE statement_id IS NULL)::bigint AS "notYetStatedCents"
       FROM partner_statements`,
    [monthStart, today],
  );
  return {
    owedCents: Number(row!.owedCents),
    statementsUnpaid: row!.statementsUnpaid,
    paidThisMonthCents: Number(row!.paidCents),
    notYetStatedCents: Number(row!.notYetStatedCents),
  };
}

/** Per partner, for the accountant: its statements of weeks ending in the period, by kind of line, and what of them is paid and owed. */
export interface PartnerPeriodTotals {
  partnerId: string;
  partnerName: string;
  statements: number;
  jobCents: number;
  calloutCents: number;
  adjustmentCents: number;
  totalCents: number;
  paidCents: number;
}

export async function periodTotals(from: string, to: string): Promise<PartnerPeriodTotals[]> {
  const rows = await select<Record<keyof PartnerPeriodTotals, string | number>>(
    `WITH chosen AS (SELECT * FROM partner_statements WHERE week_end BETWEEN $1::date AND $2::date),
          kinds AS (SELECT e.statement_id, sum(e.amount_cents) FILTER (WHERE e.kind = 'job') AS job,
                           sum(e.amount_cents) FILTER (WHERE e.kind = 'callout') AS callout,
                           sum(e.amount_cents) FILTER (WHERE e.kind = 'adjustment') AS adjustment
                      FROM partner_earnings e JOIN chosen c ON c.id = e.statement_id GROUP BY e.statement_id)
     SELECT c.partner_id AS "partnerId", (array_agg(c.partner_name ORDER BY c.week_start DESC))[1] AS "partnerName",
            count(*)::int AS statements, COALESCE(sum(k.job), 0)::bigint AS "jobCents", COALESCE(sum(k.callout), 0)::bigint AS "calloutCents",
            COALESCE(sum(k.adjustment), 0)::bigint AS "adjustmentCents", sum(c.total_cents)::bigint AS "totalCents",
            COALESCE(sum(c.total_cents) FILTER (WHERE c.paid_on IS NOT NULL), 0)::bigint AS "paidCents"
       FROM chosen c LEFT JOIN kinds k ON k.statement_id = c.id
      GROUP BY c.partner_id ORDER BY "partnerName", c.partner_id`,
    [from, to],
  );
  return rows.map((row) => ({
    partnerId: String(row.partnerId),
    partnerName: String(row.partnerName),
    statements: Number(row.statements),
    jobCents: Number(row.jobCents),
    calloutCents: Number(row.calloutCents),
    adjustmentCents: Number(row.adjustmentCents),
    totalCents: Number(row.totalCents),
    paidCents: Number(row.paidCents),
  }));
}
