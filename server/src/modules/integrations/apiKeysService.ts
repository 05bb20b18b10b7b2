import crypto from 'node:crypto';
import type { Transaction } from 'sequelize';
import { API_KEY_PREFIX, API_SCOPE_KEYS, Limits, Ranges, type ApiScope, type MessageKey } from '@moveday/openapi';
import type { ApiKeyPrincipal, Principal } from '../../platform/auth.js';
import { databaseId } from '../../platform/databaseId.js';
import { notFound, validationError, type FieldMessage } from '../../platform/errors.js';
import { logger } from '../../platform/logger.js';
import { parseListRequest, someOf, type ListPage, type ListQuery } from '../../platform/restList.js';
import { findUserDetailsById } from '../users/index.js';
import * as repo from './apiKeysRepository.js';
import type { ApiKeyRow, ApiKeyScope, CreatedApiKey, NewApiKey } from './integrationsTypes.js';

// The OpenAPI's union and the catalogue's list are one list.
const SAME_SCOPES: [ApiKeyScope, ApiScope] extends [ApiScope, ApiKeyScope] ? true : never = true;
void SAME_SCOPES;

/** A key is 32 random bytes: guessing one is hopeless, so a SHA-256 of it is all the storage it needs. */
const hashOf = (key: string): string => crypto.createHash('sha256').update(key).digest('base64url');
const KEY_BYTES = 32;
/** `mdk_` and 43 base64url characters. */
const KEY_PATTERN = new RegExp(`^${API_KEY_PREFIX}[A-Za-z0-9_-]{43}$`);
const SHOWN_PREFIX = API_KEY_PREFIX.length + 8;
const DAY_MS = 86_400_000;

export const looksLikeApiKey = (token: string): boolean => token.startsWith(API_KEY_PREFIX);

const stateOf = (key: repo.ApiKeyRecord, now = Date.now()): repo.ApiKeyState =>
  key.revokedAt ? 'revoked' : key.expiresAt && key.expiresAt.getTime() <= now ? 'expired' : 'active';

async function toRow(key: repo.ApiKeyRecord, creators?: Map<string, string | null>): Promise<ApiKeyRow> {
  let createdBy: string | null = null;
  if (key.createdBy) {
    if (creators?.has(key.createdBy)) createdBy = creators.get(key.createdBy)!;
    else {
      const admin = await findUserDetailsById(key.createdBy);
      createdBy = admin ? `${admin.firstName} ${admin.lastName}`.trim() || admin.userEmail : null;
      creators?.set(key.createdBy, createdBy);
    }
  }
  return {
    id: key.id,
    name: key.name,
    prefix: key.prefix,
    scopes: key.scopes as ApiKeyScope[],
    state: stateOf(key),
    createdAt: key.createdAt.getTime(),
    createdBy,
    expiresAt: key.expiresAt?.getTime() ?? null,
    revokedAt: key.revokedAt?.getTime() ?? null,
    lastUsedAt: key.lastUsedAt?.getTime() ?? null,
  };
}

/** What is wrong with a new key's fields, by field. */
function newKeyProblems(body: NewApiKey, now: number): Record<string, FieldMessage> {
  const problems: Record<string, FieldMessage> = {};
  const name = typeof body.name === 'string' ? body.name.trim() : '';
  if (!name) problems.name = 'apiKeyNameRequired';
  else if (name.length > Limits.apiKeyName) problems.name = { key: 'apiKeyNameTooLong', params: { max: Limits.apiKeyName } };
  if (!Array.isArray(body.scopes) || body.scopes.length === 0) problems.scopes = 'apiKeyScopesRequired';
  const expiresAt = body.expiresAt;
  if (expiresAt !== undefined && expiresAt !== null) {
    const tooFar = now + Ranges.apiKeyExpiryDays.max * DAY_MS;
    if (!Number.isInteger(expiresAt) || expiresAt <= now || expiresAt > tooFar) {
      problems.expiresAt = { key: 'apiKeyExpiryInvalid', params: { days: Ranges.apiKeyExpiryDays.max } };
    }
  }
  return problems;
}

export async function createApiKey(admin: Principal, body: NewApiKey): Promise<CreatedApiKey> {
  const now = Date.now();
  const problems = newKeyProblems(body, now);
  if (Object.keys(problems).length > 0) throw validationError(problems);
  const secret = `${API_KEY_PREFIX}${crypto.randomBytes(KEY_BYTES).toString('base64url')}`;
  const stored = await repo.insertApiKey({
    name: body.name.trim(),
    // In the catalogue's order, each once.
    scopes: API_SCOPE_KEYS.filter((scope) => body.scopes.includes(scope)),
    prefix: secret.slice(0, SHOWN_PREFIX),
    keyHash: hashOf(secret),
    createdBy: admin.id,
    expiresAt: body.expiresAt ? new Date(body.expiresAt) : null,
  });
  logger.info({ apiKeyId: stored.id, name: stored.name, scopes: stored.scopes, by: admin.id }, 'API key created');
  return { ...(await toRow(stored)), secret };
}

const STATES: repo.ApiKeyState[] = ['active', 'expired', 'revoked'];

export async function listApiKeys(query: ListQuery): Promise<ListPage<ApiKeyRow>> {
  const request = parseListRequest(query, {
    sortable: ['createdAt', 'name', 'lastUsedAt', 'expiresAt'],
    defaultSort: ['createdAt', 'DESC'],
    filters: { state: someOf(STATES) },
  });
  const criteria: repo.ApiKeyCriteria = { states: request.filters.state, terms: request.terms, ids: request.ids };
  const [keys, total] = await Promise.all([
    repo.findApiKeyPage(criteria, request.sortField, request.sortOrder, request.offset, request.limit),
    repo.countApiKeys(criteria),
  ]);
  const creators = new Map<string, string | null>();
  const rows: ApiKeyRow[] = [];
  for (const key of keys) rows.push(await toRow(key, creators));
  return { rows, offset: request.offset, total };
}

async function existingKey(id: unknown): Promise<repo.ApiKeyRecord> {
  const key = databaseId(id);
  const found = key ? await repo.findApiKey(key) : null;
  if (!found) throw notFound('apiKeyNotFound');
  return found;
}

export async function getApiKey(id: string): Promise<ApiKeyRow> {
  return toRow(await existingKey(id));
}

export async function revokeApiKey(id: string): Promise<ApiKeyRow> {
  const found = await existingKey(id);
  const revoked = (await repo.revokeApiKey(found.id)) ?? found;
  if (!found.revokedAt) logger.info({ apiKeyId: found.id, name: found.name }, 'API key revoked');
  return toRow(revoked);
}

/** Why a bearer token that looks like a key is refused, or the key it is. */
export type KeyCheck = { principal: ApiKeyPrincipal } | { refused: MessageKey };

/**
 * The key a bearer token names, looked up on every call (so a revoked key is refused by every
 * server at once): unknown, revoked and expired keys are refused, each with its own words.
 */
export async function checkApiKey(token: string): Promise<KeyCheck> {
  if (!KEY_PATTERN.test(token)) return { refused: 'apiKeyUnknown' };
  const key = await repo.findApiKeyByHash(hashOf(token));
  if (!key) return { refused: 'apiKeyUnknown' };
  const state = stateOf(key);
  if (state !== 'active') return { refused: state === 'revoked' ? 'apiKeyRevoked' : 'apiKeyExpired' };
  // A busy key's row is written once a minute, not once a call.
  if (!key.lastUsedAt || Date.now() - key.lastUsedAt.getTime() >= 60_000) await repo.noteUse(key.id);
  return { principal: { id: key.id, userType: 'integration', tokenVersion: 0, apiKeyName: key.name, scopes: key.scopes } };
}

/** The names of keys by id, for the orders' history ("API key Warehouse sync"). */
export const apiKeyNames = (ids: readonly string[], transaction?: Transaction): Promise<Map<string, string>> =>
  repo.findApiKeyNames(
    ids.map((id) => databaseId(id)).filter((id): id is string => !!id),
    transaction,
  );
