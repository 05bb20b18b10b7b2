import { QueryTypes, type Transaction } from 'sequelize';
import type { Locale } from '@moveday/openapi';
import { db } from '../../platform/database.js';

/** A customer account as the console lists it: a plain object. */
export interface CustomerRecord {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  locale: Locale;
  createdAt: Date;
  closedAt: Date | null;
  /** The closing admin's name, "the customer", or null. */
  closedBy: string | null;
}

const COLUMNS = `u.id, u.first_name AS "firstName", u.last_name AS "lastName", u.email, u.phone, u.locale,
  u.created_at AS "createdAt", u.closed_at AS "closedAt",
  CASE WHEN u.closed_by IS NULL THEN NULL
       WHEN u.closed_by = u.id THEN 'the customer'
       ELSE COALESCE(NULLIF(trim(a.first_name || ' ' || a.last_name), ''), 'an admin') END AS "closedBy"`;
const FROM = `users u LEFT JOIN users a ON a.id = u.closed_by`;

const toRecord = (row: CustomerRecord): CustomerRecord => ({
  ...row,
  createdAt: new Date(row.createdAt),
  closedAt: row.closedAt === null ? null : new Date(row.closedAt),
});

export type CustomerSortField = 'createdAt' | 'lastName' | 'firstName' | 'email' | 'closedAt';

export interface CustomerCriteria {
  /** Each must occur in the names or email: lowercased, LIKE-escaped. */
  terms: string[];
  closed?: boolean;
  ids?: string[];
}

const SORT_COLUMNS: Readonly<Record<CustomerSortField, string>> = {
  createdAt: 'u.created_at',
  lastName: 'lower(u.last_name)',
  firstName: 'lower(u.first_name)',
  email: 'u.email',
  closedAt: 'u.closed_at',
};

function whereClause(criteria: CustomerCriteria, bind: unknown[]): string {
  const param = (value: unknown) => {
    bind.push(value);
    return `$${bind.length}`;
  };
  const parts = [`u.user_type = 'customer'`];
  if (criteria.closed !== undefined) parts.push(criteria.closed ? 'u.closed_at IS NOT NULL' : 'u.closed_at IS NULL');
  if (criteria.ids) parts.push(`u.id = ANY(${param(criteria.ids)}::uuid[])`);
  for (const term of criteria.terms) parts.push(`u.search_text LIKE ${param(`%${term}%`)}`);
  return parts.join(' AND ');
}

/** A page in the asked order; ties newest first, then by id, so pages never overlap. */
export async function findCustomerPage(
  criteria: CustomerCriteria,
  sort: CustomerSortField,
  order: 'ASC' | 'DESC',
  offset: number,
  limit: number,
): Promise<CustomerRecord[]> {
  const bind: unknown[] = [];
  const where = whereClause(criteria, bind);
  const orderBy = sort === 'createdAt' ? `u.created_at ${order}, u.id ${order}` : `${SORT_COLUMNS[sort]} ${order} NULLS LAST, u.created_at DESC, u.id DESC`;
  bind.push(limit, offset);
  const rows = await db().query<CustomerRecord>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE ${where} ORDER BY ${orderBy} LIMIT $${bind.length - 1} OFFSET $${bind.length}`,
    {
      bind,
      type: QueryTypes.SELECT,
    },
  );
  return rows.map(toRecord);
}

export async function countCustomerRows(criteria: CustomerCriteria): Promise<number> {
  const bind: unknown[] = [];
  const [row] = await db().query<{ total: number }>(`SELECT count(*)::int AS total FROM users u WHERE ${whereClause(criteria, bind)}`, {
    bind,
    type: QueryTypes.SELECT,
  });
  return row!.total;
}

/** A customer account (no other kind); with `lock`, its row is locked for the transaction. */
export async function findCustomer(id: string, transaction?: Transaction, lock = false): Promise<CustomerRecord | null> {
  const [row] = await db().query<CustomerRecord>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE u.id = $1 AND u.user_type = 'customer'${lock ? ' FOR UPDATE OF u' : ''}`,
    {
      bind: [id],
      transaction,
      type: QueryTypes.SELECT,
    },
  );
  return row ? toRecord(row) : null;
}

/**
 * Closes the account: placeholders for its name, email and phone, a password no hash can match,
 * the token version bumped (every sign-in ends), when and by whom; its reset links go.
 */
export async function closeAccountRow(
  id: string,
  placeholders: { firstName: string; lastName: string; email: string },
  closedBy: string,
  transaction: Transaction,
): Promise<void> {
  await db().query(
    `UPDATE users SET first_name = $2, last_name = $3, email = $4, phone = '', password_hash = '!closed', token_version = token_version + 1,
            closed_at = now(), closed_by = $5, updated_at = now()
      WHERE id = $1`,
    { bind: [id, placeholders.firstName, placeholders.lastName, placeholders.email, closedBy], transaction },
  );
  await db().query('DELETE FROM password_resets WHERE user_id = $1', { bind: [id], transaction });
}
