import { QueryTypes, type Transaction } from 'sequelize';
import { db } from '../../platform/database.js';

// Ratings (ratings) and the links that rate a move without signing in (rating_links).

async function select<T extends object>(sql: string, bind: unknown[], transaction?: Transaction): Promise<T[]> {
  return db().query<T>(sql, { bind, transaction, type: QueryTypes.SELECT });
}

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
