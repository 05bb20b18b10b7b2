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

// ---------------------------------------------------------------------------------------------
// Ratings

export interface RatingRecord {
  moveId: string;
  stars: number;
  comment: string | null;
  partnerId: string | null;
  partnerName: string | null;
  createdAt: Date;
}

const RATING_COLUMNS = `move_id AS "moveId", stars, comment, partner_id AS "partnerId", partner_name AS "partnerName", created_at AS "createdAt"`;

/** Stores the order's rating; null when it has one already (a rating is given once). */
export async function insertRating(rating: Omit<RatingRecord, 'createdAt'>, transaction: Transaction): Promise<RatingRecord | null> {
  const [row] = await select<RatingRecord>(
    `INSERT INTO ratings (move_id, stars, comment, partner_id, partner_name) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (move_id) DO NOTHING RETURNING ${RATING_COLUMNS}`,
    [rating.moveId, rating.stars, rating.comment, rating.partnerId, rating.partnerName],
    transaction,
  );
  return row ? { ...row, createdAt: new Date(row.createdAt) } : null;
}

export async function findRating(moveId: string, transaction?: Transaction): Promise<RatingRecord | null> {
  const [row] = await select<RatingRecord>(`SELECT ${RATING_COLUMNS} FROM ratings WHERE move_id = $1`, [moveId], transaction);
  return row ? { ...row, createdAt: new Date(row.createdAt) } : null;
}

/** Stores a rating link's token hash for the order; false when it has one already (the job ran before). */
/** The ratings of these orders (a customer's data export). */
export async function findRatingsOf(moveIds: readonly string[]): Promise<RatingRecord[]> {
  const rows = await select<RatingRecord>(`SELECT ${RATING_COLUMNS} FROM ratings WHERE move_id = ANY($1::uuid[])`, [moveIds]);
  return rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt) }));
}

export async function insertRatingLink(moveId: string, tokenHash: string, transaction: Transaction): Promise<boolean> {
  const rows = await select<{ moveId: string }>(
    'INSERT INTO rating_links (move_id, token_hash) VALUES ($1, $2) ON CONFLICT (move_id) DO NOTHING RETURNING move_id AS "moveId"',
    [moveId, tokenHash],
    transaction,
  );
  return rows.length === 1;
}

export async function findRatingLinkMove(tokenHash: string): Promise<string | null> {
  const [row] = await select<{ moveId: string }>('SELECT move_id AS "moveId" FROM rating_links WHERE token_hash = $1', [tokenHash]);
  return row?.moveId ?? null;
}

/** Each partner's ratings: mean and count, for those that have any. */
export async function ratingsPerPartner(partnerIds: readonly string[]): Promise<Array<{ partnerId: string; average: number; count: number }>> {
  if (partnerIds.length === 0) return [];
  const rows = await select<{ partnerId: string; average: string; count: string }>(
    `SELECT partner_id AS "partnerId", avg(stars)::numeric(3, 2)::text AS average, count(*)::text AS count
       FROM ratings WHERE partner_id = ANY($1::uuid[]) GROUP BY partner_id`,
    [partnerIds],
  );
  return rows.map((r) => ({ partnerId: r.partnerId, average: Number(r.average), count: Number(r.count) }));
}

/** How many ratings gave each number of stars (1 to 5). */
export async function starCounts(): Promise<number[]> {
  const rows = await select<{ stars: number; count: string }>('SELECT stars, count(*)::text AS count FROM ratings GROUP BY stars', []);
  return [1, 2, 3, 4, 5].map((stars) => Number(rows.find((r) => r.stars === stars)?.count ?? 0));
}

export interface ReviewRow extends RatingRecord {
  moveNumber: string;
  customerFirstName: string | null;
  customerLastName: string | null;
  moveDay: string | null;
}

export interface ReviewCriteria {
  stars?: number[];
  partnerId?: string;
  terms: string[];
  ids?: string[];
}

export type ReviewSort = 'createdAt' | 'stars' | 'moveID';
const SORT_SQL: Readonly<Record<ReviewSort, string>> = { createdAt: 'r.created_at', stars: 'r.stars', moveID: 'm.move_number' };

function reviewWhere(criteria: ReviewCriteria): { sql: string; bind: unknown[] } {
  const bind: unknown[] = [];
  const where: string[] = [];
  const param = (value: unknown) => {
    bind.push(value);
    return `$${bind.length}`;
  };
  if (criteria.stars) where.push(`r.stars = ANY(${param(criteria.stars)}::int[])`);
  if (criteria.partnerId) where.push(`r.partner_id = ${param(criteria.partnerId)}`);
  if (criteria.ids) where.push(`r.move_id = ANY(${param(criteria.ids)}::uuid[])`);
  for (const term of criteria.terms) {
    where.push(`lower(concat_ws(' ', r.comment, m.move_number, m.customer_first_name, m.customer_last_name, r.partner_name)) LIKE ${param(`%${term}%`)}`);
  }
  return { sql: where.length ? `WHERE ${where.join(' AND ')}` : '', bind };
}

export async function findReviewPage(criteria: ReviewCriteria, sort: ReviewSort, order: 'ASC' | 'DESC', offset: number, limit: number): Promise<ReviewRow[]> {
  const { sql, bind } = reviewWhere(criteria);
  const rows = await select<ReviewRow>(
    `SELECT r.move_id AS "moveId", r.stars, r.comment, r.partner_id AS "partnerId", r.partner_name AS "partnerName", r.created_at AS "createdAt",
            m.move_number AS "moveNumber", m.customer_first_name AS "customerFirstName", m.customer_last_name AS "customerLastName",
            m.actual_move_date::text AS "moveDay"
       FROM ratings r JOIN moves m ON m.id = r.move_id ${sql}
      ORDER BY ${SORT_SQL[sort]} ${order === 'ASC' ? 'ASC' : 'DESC'}, r.move_id
      LIMIT ${Math.trunc(limit)} OFFSET ${Math.trunc(offset)}`,
    bind,
  );
  return rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt) }));
}

export async function countReviews(criteria: ReviewCriteria): Promise<number> {
  const { sql, bind } = reviewWhere(criteria);
  const [row] = await select<{ count: string }>(`SELECT count(*)::text AS count FROM ratings r JOIN moves m ON m.id = r.move_id ${sql}`, bind);
  return Number(row?.count ?? 0);
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
