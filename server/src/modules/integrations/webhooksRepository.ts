import { QueryTypes, type Transaction } from 'sequelize';
import { db } from '../../platform/database.js';

export interface EndpointRecord {
  id: string;
  url: string;
  description: string;
  events: string[];
  secret: string;
  enabled: boolean;
  disabledReason: string | null;
  disabledAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  waiting: number;
  failed: number;
}

const COLUMNS = `e.id, e.url, e.description, e.events, e.secret, e.enabled, e.disabled_reason AS "disabledReason", e.disabled_at AS "disabledAt",
  e.created_at AS "createdAt", e.updated_at AS "updatedAt",
  (SELECT count(*)::int FROM webhook_deliveries d WHERE d.endpoint_id = e.id AND d.state IN ('pending', 'sending', 'retrying')) AS waiting,
  (SELECT count(*)::int FROM webhook_deliveries d WHERE d.endpoint_id = e.id AND d.state = 'failed') AS failed`;

const toRecord = (row: EndpointRecord): EndpointRecord => ({
  ...row,
  disabledAt: row.disabledAt === null ? null : new Date(row.disabledAt),
  createdAt: new Date(row.createdAt),
  updatedAt: new Date(row.updatedAt),
});

async function select(sql: string, bind: unknown[], transaction?: Transaction): Promise<EndpointRecord[]> {
  const rows = await db().query<EndpointRecord>(sql, { bind, transaction, type: QueryTypes.SELECT });
  return rows.map(toRecord);
}

const byId = (id: string, transaction?: Transaction) =>
  select(`SELECT ${COLUMNS} FROM webhook_endpoints e WHERE e.id = $1`, [id], transaction).then(([row]) => row ?? null);

export async function insertEndpoint(endpoint: { url: string; description: string; events: string[]; secret: string }): Promise<EndpointRecord> {
  const [row] = await db().query<{ id: string }>('INSERT INTO webhook_endpoints (url, description, events, secret) VALUES ($1, $2, $3, $4) RETURNING id', {
    bind: [endpoint.url, endpoint.description, endpoint.events, endpoint.secret],
    type: QueryTypes.SELECT,
  });
  return (await byId(row!.id))!;
}

export const findEndpoint = (id: string, transaction?: Transaction): Promise<EndpointRecord | null> => byId(id, transaction);

export interface EndpointChange {
  url?: string;
  description?: string;
  events?: string[];
  enabled?: boolean;
}

/** Applies the change; turning on clears why it was off. Answers the endpoint before and after, or null. */
export async function updateEndpoint(
  id: string,
  change: EndpointChange,
  transaction: Transaction,
): Promise<{ before: EndpointRecord; after: EndpointRecord } | null> {
  const before = await select(`SELECT ${COLUMNS} FROM webhook_endpoints e WHERE e.id = $1 FOR UPDATE OF e`, [id], transaction).then(([row]) => row);
  if (!before) return null;
  await db().query(
    `UPDATE webhook_endpoints SET url = COALESCE($2, url), description = COALESCE($3, description), events = COALESCE($4, events),
       enabled = COALESCE($5, enabled),
       disabled_reason = CASE WHEN COALESCE($5, enabled) THEN NULL WHEN $5 = false AND enabled THEN 'Turned off by an admin' ELSE disabled_reason END,
       disabled_at = CASE WHEN COALESCE($5, enabled) THEN NULL WHEN $5 = false AND enabled THEN now() ELSE disabled_at END,
       updated_at = now()
     WHERE id = $1`,
    { bind: [id, change.url ?? null, change.description ?? null, change.events ?? null, change.enabled ?? null], transaction },
  );
  return { before, after: (await byId(id, transaction))! };
}

export async function setSecret(id: string, secret: string): Promise<boolean> {
  const [, result] = await db().query('UPDATE webhook_endpoints SET secret = $2, updated_at = now() WHERE id = $1', { bind: [id, secret] });
  return ((result as { rowCount?: number } | undefined)?.rowCount ?? 0) > 0;
}

export async function deleteEndpoint(id: string): Promise<EndpointRecord | null> {
  const found = await byId(id);
  if (!found) return null;
  await db().query('DELETE FROM webhook_endpoints WHERE id = $1', { bind: [id] });
  return found;
}

/** Turns an endpoint off for a reason, once: true when this call did it (so one mail goes to the admins). */
export async function disableEndpoint(id: string, reason: string, transaction: Transaction): Promise<boolean> {
  const [, result] = await db().query(
    `UPDATE webhook_endpoints SET enabled = false, disabled_reason = $2, disabled_at = now(), updated_at = now() WHERE id = $1 AND enabled`,
    {
      bind: [id, reason],
      transaction,
    },
  );
  return ((result as { rowCount?: number } | undefined)?.rowCount ?? 0) > 0;
}

/** The endpoints on that take any of these events, with the events each takes. */
export async function findSubscribers(types: readonly string[], transaction: Transaction): Promise<Array<{ id: string; events: string[] }>> {
  return db().query<{ id: string; events: string[] }>('SELECT id, events FROM webhook_endpoints WHERE enabled AND events && $1::text[]', {
    bind: [types],
    transaction,
    type: QueryTypes.SELECT,
  });
}

export type EndpointSortField = 'createdAt' | 'updatedAt' | 'url';

export interface EndpointCriteria {
  enabled?: boolean;
  terms: string[];
  ids?: string[];
}

const SORT_COLUMNS: Readonly<Record<EndpointSortField, string>> = { createdAt: 'e.created_at', updatedAt: 'e.updated_at', url: 'lower(e.url)' };

function whereClause(criteria: EndpointCriteria, bind: unknown[]): string {
  const param = (value: unknown) => {
    bind.push(value);
    return `$${bind.length}`;
  };
  const parts = ['true'];
  if (criteria.enabled !== undefined) parts.push(`e.enabled = ${param(criteria.enabled)}`);
  if (criteria.ids) parts.push(`e.id = ANY(${param(criteria.ids)}::uuid[])`);
  for (const term of criteria.terms) parts.push(`lower(e.url || ' ' || e.description) LIKE ${param(`%${term}%`)}`);
  return parts.join(' AND ');
}

export async function findEndpointPage(
  criteria: EndpointCriteria,
  sort: EndpointSortField,
  order: 'ASC' | 'DESC',
  offset: number,
  limit: number,
): Promise<EndpointRecord[]> {
  const bind: unknown[] = [];
  const where = whereClause(criteria, bind);
  bind.push(limit, offset);
  return select(
    `SELECT ${COLUMNS} FROM webhook_endpoints e WHERE ${where} ORDER BY ${SORT_COLUMNS[sort]} ${order}, e.created_at DESC, e.id DESC LIMIT $${bind.length - 1} OFFSET $${bind.length}`,
    bind,
  );
}

export async function countEndpoints(criteria: EndpointCriteria): Promise<number> {
  const bind: unknown[] = [];
  const [row] = await db().query<{ total: number }>(`SELECT count(*)::int AS total FROM webhook_endpoints e WHERE ${whereClause(criteria, bind)}`, {
    bind,
    type: QueryTypes.SELECT,
  });
  return row!.total;
}
