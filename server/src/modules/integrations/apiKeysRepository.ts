import { QueryTypes, type Transaction } from 'sequelize';
import { db } from '../../platform/database.js';

export interface ApiKeyRecord {
  id: string;
  name: string;
  scopes: string[];
  prefix: string;
  createdBy: string | null;
  createdAt: Date;
  expiresAt: Date | null;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
}

const COLUMNS = `id, name, scopes, prefix, created_by AS "createdBy", created_at AS "createdAt", expires_at AS "expiresAt",
  revoked_at AS "revokedAt", last_used_at AS "lastUsedAt"`;

const date = (value: Date | string | null) => (value === null ? null : new Date(value));
const toRecord = (row: ApiKeyRecord): ApiKeyRecord => ({
  ...row,
  createdAt: new Date(row.createdAt),
  expiresAt: date(row.expiresAt),
  revokedAt: date(row.revokedAt),
  lastUsedAt: date(row.lastUsedAt),
});

async function select(sql: string, bind: unknown[], transaction?: Transaction): Promise<ApiKeyRecord[]> {
  const rows = await db().query<ApiKeyRecord>(sql, { bind, transaction, type: QueryTypes.SELECT });
  return rows.map(toRecord);
}

export interface NewApiKeyRecord {
  name: string;
  scopes: string[];
  prefix: string;
  keyHash: string;
  createdBy: string;
  expiresAt: Date | null;
}

export async function insertApiKey(key: NewApiKeyRecord): Promise<ApiKeyRecord> {
  const [row] = await select(
    `INSERT INTO api_keys (name, scopes, prefix, key_hash, created_by, expires_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
    [key.name, key.scopes, key.prefix, key.keyHash, key.createdBy, key.expiresAt],
  );
  return row!;
}

export async function findApiKey(id: string): Promise<ApiKeyRecord | null> {
  const [row] = await select(`SELECT ${COLUMNS} FROM api_keys WHERE id = $1`, [id]);
  return row ?? null;
}

export async function findApiKeyByHash(keyHash: string): Promise<ApiKeyRecord | null> {
  const [row] = await select(`SELECT ${COLUMNS} FROM api_keys WHERE key_hash = $1`, [keyHash]);
  return row ?? null;
}

export async function findApiKeyNames(ids: readonly string[], transaction?: Transaction): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db().query<{ id: string; name: string }>('SELECT id, name FROM api_keys WHERE id = ANY($1::uuid[])', {
    bind: [ids],
    type: QueryTypes.SELECT,
    transaction,
  });
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Revokes a key not revoked yet; a revoked one keeps its first revocation. */
export async function revokeApiKey(id: string): Promise<ApiKeyRecord | null> {
  const [row] = await select(`UPDATE api_keys SET revoked_at = COALESCE(revoked_at, now()) WHERE id = $1 RETURNING ${COLUMNS}`, [id]);
  return row ?? null;
}

/** Notes a use, to the minute: a key making many calls writes its row once a minute, not once a call. */
export async function noteUse(id: string): Promise<void> {
  await db().query(`UPDATE api_keys SET last_used_at = now() WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute')`, {
    bind: [id],
  });
}

export type ApiKeyState = 'active' | 'expired' | 'revoked';
export type ApiKeySortField = 'createdAt' | 'name' | 'lastUsedAt' | 'expiresAt';

export interface ApiKeyCriteria {
  states?: ApiKeyState[];
  /** Each must occur in the name or prefix: lowercased, LIKE-escaped. */
  terms: string[];
  ids?: string[];
}

const STATE_SQL: Readonly<Record<ApiKeyState, string>> = {
  revoked: 'revoked_at IS NOT NULL',
  expired: 'revoked_at IS NULL AND expires_at <= now()',
  active: 'revoked_at IS NULL AND (expires_at IS NULL OR expires_at > now())',
};

const SORT_COLUMNS: Readonly<Record<ApiKeySortField, string>> = {
  createdAt: 'created_at',
  name: 'lower(name)',
  lastUsedAt: 'last_used_at',
  expiresAt: 'expires_at',
};

function whereClause(criteria: ApiKeyCriteria, bind: unknown[]): string {
  const param = (value: unknown) => {
    bind.push(value);
    return `$${bind.length}`;
  };
  const parts = ['true'];
  if (criteria.states) parts.push(`(${criteria.states.map((state) => STATE_SQL[state]).join(' OR ')})`);
  if (criteria.ids) parts.push(`id = ANY(${param(criteria.ids)}::uuid[])`);
  for (const term of criteria.terms) parts.push(`lower(name || ' ' || prefix) LIKE ${param(`%${term}%`)}`);
  return parts.join(' AND ');
}

export async function findApiKeyPage(
  criteria: ApiKeyCriteria,
  sort: ApiKeySortField,
  order: 'ASC' | 'DESC',
  offset: number,
  limit: number,
): Promise<ApiKeyRecord[]> {
  const bind: unknown[] = [];
  const where = whereClause(criteria, bind);
  bind.push(limit, offset);
  return select(
    `SELECT ${COLUMNS} FROM api_keys WHERE ${where} ORDER BY ${SORT_COLUMNS[sort]} ${order} NULLS LAST, created_at DESC, id DESC LIMIT $${bind.length - 1} OFFSET $${bind.length}`,
    bind,
  );
}

export async function countApiKeys(criteria: ApiKeyCriteria): Promise<number> {
  const bind: unknown[] = [];
  const [row] = await db().query<{ total: number }>(`SELECT count(*)::int AS total FROM api_keys WHERE ${whereClause(criteria, bind)}`, {
    bind,
    type: QueryTypes.SELECT,
  });
  return row!.total;
}
