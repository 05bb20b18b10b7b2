import { QueryTypes, type Transaction } from 'sequelize';
import { db } from '../../platform/database.js';
import { EnquiryModel, type EnquiryKind } from './enquiriesModels.js';

/** An enquiry as the rest of the module sees it: a plain object, no Sequelize inside. */
export interface EnquiryRecord {
  id: string;
  kind: EnquiryKind;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  selectOption: string | null;
  notification: boolean | null;
  fromLocation: string | null;
  toLocation: string | null;
  message: string;
  createdAt: Date;
}

export type NewEnquiry = Omit<EnquiryRecord, 'id' | 'createdAt'>;

const toRecord = (m: EnquiryModel): EnquiryRecord => ({
  id: m.id,
  kind: m.kind,
  firstName: m.firstName,
  lastName: m.lastName,
  email: m.email,
  phone: m.phone,
  selectOption: m.selectOption ?? null,
  notification: m.notification ?? null,
  fromLocation: m.fromLocation ?? null,
  toLocation: m.toLocation ?? null,
  message: m.message,
  createdAt: m.createdAt,
});

/** One INSERT: an enquiry is stored whole or not at all. */
export async function insertEnquiry(enquiry: NewEnquiry, transaction: Transaction): Promise<EnquiryRecord> {
  return toRecord(await EnquiryModel.create(enquiry, { transaction }));
}

export async function findEnquiryById(id: string): Promise<EnquiryRecord | null> {
  const found = await EnquiryModel.findByPk(id);
  return found ? toRecord(found) : null;
}

export type EnquirySortField = 'createdAt' | 'kind' | 'firstName' | 'lastName' | 'email' | 'phone' | 'selectOption';

export interface EnquiryCriteria {
  kind?: EnquiryKind;
  /** Each must occur in the row's search text: lowercased, LIKE-escaped. */
  terms: string[];
  /** Only these ids (react-admin's getMany). */
  ids?: string[];
}

export interface EnquiryPageRequest {
  criteria: EnquiryCriteria;
  sort: EnquirySortField;
  order: 'ASC' | 'DESC';
  offset: number;
  limit: number;
}

const SORT_COLUMNS: Readonly<Record<EnquirySortField, string>> = {
  createdAt: 'created_at',
  kind: 'kind',
  firstName: 'lower(first_name)',
  lastName: 'lower(last_name)',
  email: 'lower(email)',
  phone: 'phone',
  selectOption: 'select_option',
};

/** SQL with its $n parameters, built up piece by piece. */
class Sql {
  readonly values: unknown[] = [];
  param(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

function whereClause(sql: Sql, criteria: EnquiryCriteria): string {
  const parts = ['true'];
  if (criteria.kind) parts.push(`kind = ${sql.param(criteria.kind)}`);
  if (criteria.ids) parts.push(criteria.ids.length === 0 ? 'false' : `id IN (${criteria.ids.map((id) => sql.param(id)).join(', ')})`);
  for (const term of criteria.terms) parts.push(`search_text LIKE ${sql.param(`%${term}%`)}`);
  return parts.join(' AND ');
}

const ROW_COLUMNS = `
  id, kind, first_name AS "firstName", last_name AS "lastName", email, phone,
  select_option AS "selectOption", notification, from_location AS "fromLocation", to_location AS "toLocation",
  message, created_at AS "createdAt"`;

/** A page in the asked order; ties go newest first, then by id, so pages never overlap. */
export async function findEnquiryPage(request: EnquiryPageRequest): Promise<EnquiryRecord[]> {
  const sql = new Sql();
  const where = whereClause(sql, request.criteria);
  const orderBy =
    request.sort === 'createdAt'
      ? `created_at ${request.order}, id ${request.order}`
      : `${SORT_COLUMNS[request.sort]} ${request.order} NULLS LAST, created_at DESC, id DESC`;
  const rows = await db().query<EnquiryRecord>(
    `SELECT ${ROW_COLUMNS} FROM enquiries WHERE ${where} ORDER BY ${orderBy} LIMIT ${sql.param(request.limit)} OFFSET ${sql.param(request.offset)}`,
    { bind: sql.values, type: QueryTypes.SELECT },
  );
  return rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt) }));
}

export async function countEnquiries(criteria: EnquiryCriteria): Promise<number> {
  const sql = new Sql();
  const [row] = await db().query<{ total: number }>(`SELECT count(*)::int AS total FROM enquiries WHERE ${whereClause(sql, criteria)}`, {
    bind: sql.values,
    type: QueryTypes.SELECT,
  });
  return row!.total;
}

/** Every enquiry sent with the address, whatever its case, oldest first. */
export async function findEnquiriesSentWith(email: string, transaction?: Transaction): Promise<EnquiryRecord[]> {
  const rows = await db().query<EnquiryRecord>(`SELECT ${ROW_COLUMNS} FROM enquiries WHERE lower(email) = lower($1) ORDER BY created_at, id`, {
    bind: [email.trim()],
    transaction,
    type: QueryTypes.SELECT,
  });
  return rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt) }));
}

/** What a closed account's enquiries keep in place of its values; a location or message left empty stays so. */
export interface EnquiryPlaceholders {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** For the locations and the message. */
  text: string;
}

export async function overwriteEnquiries(ids: readonly string[], placeholders: EnquiryPlaceholders, transaction: Transaction): Promise<void> {
  await db().query(
    `UPDATE enquiries SET first_name = $2, last_name = $3, email = $4, phone = $5,
            from_location = CASE WHEN from_location IS NULL THEN NULL ELSE $6 END,
            to_location = CASE WHEN to_location IS NULL THEN NULL ELSE $6 END,
            message = CASE WHEN message = '' THEN '' ELSE $6 END
      WHERE id = ANY($1::uuid[])`,
    { bind: [ids, placeholders.firstName, placeholders.lastName, placeholders.email, placeholders.phone, placeholders.text], transaction },
  );
}
