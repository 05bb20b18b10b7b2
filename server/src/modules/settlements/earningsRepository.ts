import { QueryTypes, type Transaction } from 'sequelize';
import { db } from '../../platform/database.js';

export type EarningKind = 'job' | 'callout' | 'adjustment';

/** A line of what a partner earned, as stored. */
export interface EarningRecord {
  id: string;
  partnerId: string;
  moveId: string;
  moveNumber: string;
  kind: EarningKind;
  amountCents: number;
  finalAmountCents: number | null;
  termsKind: 'commission' | 'fixed' | null;
  commissionBasisPoints: number | null;
  fixedPayoutCents: number | null;
  reason: string | null;
  recordedByName: string | null;
  recordedByRole: 'admin' | 'system';
  /** The company's calendar day it was earned (YYYY-MM-DD). */
  earnedOn: string;
  createdAt: Date;
  /** The statement that pays it, once one is issued. */
  statementId: string | null;
  statementNumber: string | null;
}

export type NewEarning = Omit<EarningRecord, 'id' | 'createdAt' | 'statementId' | 'statementNumber'> & { recordedBy: string | null };

const COLUMNS = `e.id, e.partner_id AS "partnerId", e.move_id AS "moveId", e.move_number AS "moveNumber", e.kind, e.amount_cents AS "amountCents",
  e.final_amount_cents AS "finalAmountCents", e.terms_kind AS "termsKind", e.commission_basis_points AS "commissionBasisPoints",
  e.fixed_payout_cents AS "fixedPayoutCents", e.reason, e.recorded_by_name AS "recordedByName", e.recorded_by_role AS "recordedByRole",
  e.earned_on::text AS "earnedOn", e.created_at AS "createdAt", e.statement_id AS "statementId",
  (SELECT s.number FROM partner_statements s WHERE s.id = e.statement_id) AS "statementNumber"`;

/** Writes a line; a job or call-out already earned for the order (a reaction run twice) is not written again: null. */
export async function insertEarning(line: NewEarning, transaction: Transaction): Promise<EarningRecord | null> {
  const [row] = await db().query<EarningRecord>(
    `INSERT INTO partner_earnings AS e (partner_id, move_id, move_number, kind, amount_cents, final_amount_cents, terms_kind, commission_basis_points,
        fixed_payout_cents, reason, recorded_by, recorded_by_name, recorded_by_role, earned_on)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
     ON CONFLICT (move_id, partner_id, kind) WHERE kind IN ('job', 'callout') DO NOTHING
     RETURNING ${COLUMNS}`,
    {
      bind: [
        line.partnerId,
        line.moveId,
        line.moveNumber,
        line.kind,
        line.amountCents,
        line.finalAmountCents,
        line.termsKind,
        line.commissionBasisPoints,
        line.fixedPayoutCents,
        line.reason,
        line.recordedBy,
        line.recordedByName,
        line.recordedByRole,
        line.earnedOn,
      ],
      type: QueryTypes.SELECT,
      transaction,
    },
  );
  return row ?? null;
}

/** A partner's lines, oldest first. */
export function earningsOf(partnerId: string, transaction?: Transaction): Promise<EarningRecord[]> {
  return db().query<EarningRecord>(`SELECT ${COLUMNS} FROM partner_earnings e WHERE e.partner_id = $1 ORDER BY e.created_at, e.id`, {
    bind: [partnerId],
    type: QueryTypes.SELECT,
    ...(transaction ? { transaction } : {}),
  });
}

/** Whether the partner earned anything for the order (a job or a call-out): an adjustment must point to such an order. */
export async function workedOn(partnerId: string, moveId: string, transaction: Transaction): Promise<boolean> {
  const rows = await db().query<{ one: number }>(
    `SELECT 1 AS one FROM partner_earnings WHERE partner_id = $1 AND move_id = $2 AND kind IN ('job', 'callout') LIMIT 1`,
    { bind: [partnerId, moveId], type: QueryTypes.SELECT, transaction },
  );
  return rows.length > 0;
}

/** The lines a statement holds, oldest first. */
export function earningsOfStatement(statementId: string, transaction?: Transaction): Promise<EarningRecord[]> {
  return db().query<EarningRecord>(`SELECT ${COLUMNS} FROM partner_earnings e WHERE e.statement_id = $1 ORDER BY e.created_at, e.id`, {
    bind: [statementId],
    type: QueryTypes.SELECT,
    ...(transaction ? { transaction } : {}),
  });
}

/** The partner's lines earned up to `weekEnd` (YYYY-MM-DD) that no statement holds yet, oldest first: what its next statement pays. */
export function openEarnings(partnerId: string, weekEnd: string, transaction: Transaction): Promise<EarningRecord[]> {
  return db().query<EarningRecord>(
    `SELECT ${COLUMNS} FROM partner_earnings e WHERE e.partner_id = $1 AND e.statement_id IS NULL AND e.earned_on <= $2::date ORDER BY e.created_at, e.id`,
    { bind: [partnerId, weekEnd], type: QueryTypes.SELECT, transaction },
  );
}
