import { QueryTypes, type Transaction } from 'sequelize';
import type { ChangeRequestState } from '@moveday/openapi';
import { db } from '../../platform/database.js';
import { REMOVED } from '../../platform/redaction.js';

/** A change request as the module's services see it: dates as 'YYYY-MM-DD'. */
export interface ChangeRequestRecord {
  id: string;
  moveId: string;
  customerId: string | null;
  state: ChangeRequestState;
  preferredDate1: string;
  preferredDate2: string;
  deliveryDate: string | null;
  note: string | null;
  currentAmount: number;
  newAmount: number;
  answer: string | null;
  decidedBy: string | null;
  createdAt: Date;
  decidedAt: Date | null;
}

const REQUEST_COLUMNS = `id, move_id AS "moveId", customer_id AS "customerId", state,
  preferred_date_1::text AS "preferredDate1", preferred_date_2::text AS "preferredDate2", delivery_date::text AS "deliveryDate",
  note, current_amount AS "currentAmount", new_amount AS "newAmount", answer, decided_by AS "decidedBy",
  created_at AS "createdAt", decided_at AS "decidedAt"`;

async function select<T extends object>(sql: string, bind: unknown[], transaction?: Transaction): Promise<T[]> {
  return db().query<T>(sql, { bind, transaction, type: QueryTypes.SELECT });
}

const toRequest = (row: ChangeRequestRecord): ChangeRequestRecord => ({
  ...row,
  createdAt: new Date(row.createdAt),
  decidedAt: row.decidedAt === null ? null : new Date(row.decidedAt),
});

export type NewChangeRequest = Pick<
  ChangeRequestRecord,
  'moveId' | 'customerId' | 'preferredDate1' | 'preferredDate2' | 'deliveryDate' | 'note' | 'currentAmount' | 'newAmount'
>;

/** A unique-index violation: another request of the order is pending already. */
export const isPendingTaken = (err: unknown): boolean =>
  (err as { name?: string; parent?: { constraint?: string } })?.name === 'SequelizeUniqueConstraintError' ||
  (err as { parent?: { code?: string } })?.parent?.code === '23505';

export async function insertChangeRequest(request: NewChangeRequest, transaction: Transaction): Promise<ChangeRequestRecord> {
  const [row] = await select<ChangeRequestRecord>(
    `INSERT INTO change_requests (move_id, customer_id, preferred_date_1, preferred_date_2, delivery_date, note, current_amount, new_amount)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${REQUEST_COLUMNS}`,
    [
      request.moveId,
      request.customerId,
      request.preferredDate1,
      request.preferredDate2,
      request.deliveryDate,
      request.note,
      request.currentAmount,
      request.newAmount,
    ],
    transaction,
  );
  return toRequest(row!);
}

export async function findChangeRequest(id: string, transaction?: Transaction): Promise<ChangeRequestRecord | null> {
  const [row] = await select<ChangeRequestRecord>(`SELECT ${REQUEST_COLUMNS} FROM change_requests WHERE id = $1`, [id], transaction);
  return row ? toRequest(row) : null;
}

/** The order's pending request, else its latest; null when it never had one. */
export async function findShownChangeRequest(moveId: string, transaction?: Transaction): Promise<ChangeRequestRecord | null> {
  const [row] = await select<ChangeRequestRecord>(
    `SELECT ${REQUEST_COLUMNS} FROM change_requests WHERE move_id = $1 ORDER BY (state = 'pending') DESC, created_at DESC LIMIT 1`,
    [moveId],
    transaction,
  );
  return row ? toRequest(row) : null;
}

/** Every request of these orders, oldest first (a customer's data export). */
export async function findChangeRequestsOf(moveIds: readonly string[], transaction?: Transaction): Promise<ChangeRequestRecord[]> {
  const rows = await select<ChangeRequestRecord>(
    `SELECT ${REQUEST_COLUMNS} FROM change_requests WHERE move_id = ANY($1::uuid[]) ORDER BY created_at, id`,
    [moveIds],
    transaction,
  );
  return rows.map(toRequest);
}

/**
 * Answers a request while it is still pending, in one statement: of two answers at once (an admin's
 * and the customer's withdrawal) the second finds it answered and gets null.
 */
export async function closeChangeRequest(
  id: string,
  close: { state: Exclude<ChangeRequestState, 'pending'>; answer: string | null; decidedBy: string | null },
  transaction: Transaction,
): Promise<ChangeRequestRecord | null> {
  const [row] = await select<ChangeRequestRecord>(
    `UPDATE change_requests SET state = $2, answer = $3, decided_by = $4, decided_at = now()
      WHERE id = $1 AND state = 'pending' RETURNING ${REQUEST_COLUMNS}`,
    [id, close.state, close.answer, close.decidedBy],
    transaction,
  );
  return row ? toRequest(row) : null;
}

/** Closes the order's pending request, if any (the order was cancelled or completed meanwhile). */
export async function closePendingOf(moveId: string, answer: string, transaction: Transaction): Promise<ChangeRequestRecord | null> {
  const [row] = await select<ChangeRequestRecord>(
    `UPDATE change_requests SET state = 'withdrawn', answer = $2, decided_at = now()
      WHERE move_id = $1 AND state = 'pending' RETURNING ${REQUEST_COLUMNS}`,
    [moveId, answer],
    transaction,
  );
  return row ? toRequest(row) : null;
}

/** What the customer wrote after booking on these orders: the change requests' notes and the ratings' comments. */
export async function customerWordsOf(moveIds: readonly string[], transaction: Transaction): Promise<Array<string | null>> {
  const requests = await select<{ note: string | null }>('SELECT note FROM change_requests WHERE move_id = ANY($1::uuid[])', [moveIds], transaction);
  const ratings = await select<{ comment: string | null }>('SELECT comment FROM ratings WHERE move_id = ANY($1::uuid[])', [moveIds], transaction);
  return [...requests.map((request) => request.note), ...ratings.map((rating) => rating.comment)];
}

/**
 * A closed account's words taken out of its orders' after-booking records: notes and comments
 * become REMOVED, an answer keeps the company's words with the personal values taken out, and the
 * unused rating links go (one would let the move be rated for a person who is gone).
 */
export async function redactCustomerWords(moveIds: readonly string[], redactText: (text: string) => string, transaction: Transaction): Promise<void> {
  const requests = await select<{ id: string; note: string | null; answer: string | null }>(
    'SELECT id, note, answer FROM change_requests WHERE move_id = ANY($1::uuid[])',
    [moveIds],
    transaction,
  );
  for (const request of requests) {
    await db().query('UPDATE change_requests SET note = $2, answer = $3 WHERE id = $1', {
      bind: [request.id, request.note ? REMOVED : request.note, request.answer === null ? null : redactText(request.answer)],
      transaction,
    });
  }
  await db().query(
    `UPDATE ratings SET comment = CASE WHEN comment IS NULL OR comment = '' THEN comment ELSE '${REMOVED}' END WHERE move_id = ANY($1::uuid[])`,
    { bind: [moveIds], transaction },
  );
  await db().query('DELETE FROM rating_links WHERE move_id = ANY($1::uuid[])', { bind: [moveIds], transaction });
}
