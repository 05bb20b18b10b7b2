import crypto from 'node:crypto';
import { Limits, WEBHOOK_EVENT_KEYS, type WebhookEventType } from '@moveday/openapi';
import { db } from '../../platform/database.js';
import { databaseId } from '../../platform/databaseId.js';
import { notFound, validationError, type FieldMessage } from '../../platform/errors.js';
import { logger } from '../../platform/logger.js';
import { parseListRequest, type ListPage, type ListQuery } from '../../platform/restList.js';
import { resumeEndpoint } from './webhookPublishing.js';
import type {
  CreatedWebhookEndpoint,
  NewWebhookEndpoint,
  WebhookEndpointChange,
  WebhookEndpointRow,
  WebhookEventName,
  WebhookSecret,
} from './integrationsTypes.js';
import { urlPolicy, webhookUrlProblem } from './webhookUrl.js';
import * as repo from './webhooksRepository.js';

// The OpenAPI's union and the catalogue's list are one list.
const SAME_EVENTS: [WebhookEventName, WebhookEventType] extends [WebhookEventType, WebhookEventName] ? true : never = true;
void SAME_EVENTS;

/** `whsec_` and 32 random bytes: the key of each delivery's HMAC. */
const newSecret = () => `whsec_${crypto.randomBytes(32).toString('base64url')}`;

const toRow = (endpoint: repo.EndpointRecord): WebhookEndpointRow => ({
  id: endpoint.id,
  url: endpoint.url,
  description: endpoint.description,
  events: endpoint.events as WebhookEventName[],
  enabled: endpoint.enabled,
  disabledReason: endpoint.disabledReason,
  disabledAt: endpoint.disabledAt?.getTime() ?? null,
  createdAt: endpoint.createdAt.getTime(),
  updatedAt: endpoint.updatedAt.getTime(),
  waiting: endpoint.waiting,
  failed: endpoint.failed,
});

/** The events in the catalogue's order, each once. */
const tidyEvents = (events: readonly string[]): string[] => WEBHOOK_EVENT_KEYS.filter((event) => events.includes(event));

/** What is wrong with the fields given, by field: only those present when `partial`. */
/** `savedUrl`: on an edit, the address as it is; saved again unchanged, a name that does not resolve is not asked about twice. */
async function endpointProblems(body: WebhookEndpointChange, partial: boolean, savedUrl?: string): Promise<Record<string, FieldMessage>> {
  const problems: Record<string, FieldMessage> = {};
  if (!partial || body.url !== undefined) {
    const unchanged = savedUrl !== undefined && body.url?.trim() === savedUrl;
    const problem = await webhookUrlProblem(body.url, urlPolicy(), body.saveUnresolved === true || unchanged);
    if (problem) problems.url = problem;
  }
  if ((!partial || body.events !== undefined) && (!Array.isArray(body.events) || body.events.length === 0)) problems.events = 'webhookEventsRequired';
  if (typeof body.description === 'string' && body.description.trim().length > Limits.webhookDescription) {
    problems.description = { key: 'webhookDescriptionTooLong', params: { max: Limits.webhookDescription } };
  }
  return problems;
}

export async function createEndpoint(body: NewWebhookEndpoint): Promise<CreatedWebhookEndpoint> {
  const problems = await endpointProblems(body, false);
  if (Object.keys(problems).length > 0) throw validationError(problems);
  const secret = newSecret();
  const created = await repo.insertEndpoint({ url: body.url.trim(), description: body.description?.trim() ?? '', events: tidyEvents(body.events), secret });
  logger.info({ webhookId: created.id, url: created.url, events: created.events }, 'webhook endpoint registered');
  return { ...toRow(created), secret };
}

export async function listEndpoints(query: ListQuery): Promise<ListPage<WebhookEndpointRow>> {
  const request = parseListRequest(query, {
    sortable: ['createdAt', 'updatedAt', 'url'],
    defaultSort: ['createdAt', 'DESC'],
    filters: {
      enabled: {
        choices: ['true', 'false'],
        parse: (value) => (value === true || value === 'true' ? true : value === false || value === 'false' ? false : undefined),
      },
    },
  });
  const criteria: repo.EndpointCriteria = { enabled: request.filters.enabled, terms: request.terms, ids: request.ids };
  const [rows, total] = await Promise.all([
    repo.findEndpointPage(criteria, request.sortField, request.sortOrder, request.offset, request.limit),
    repo.countEndpoints(criteria),
  ]);
  return { rows: rows.map(toRow), offset: request.offset, total };
}

async function existing(id: unknown): Promise<repo.EndpointRecord> {
  const key = databaseId(id);
  const found = key ? await repo.findEndpoint(key) : null;
  if (!found) throw notFound('webhookNotFound');
  return found;
}

export async function getEndpoint(id: string): Promise<WebhookEndpointRow> {
  return toRow(await existing(id));
}

export async function updateEndpoint(id: string, body: WebhookEndpointChange): Promise<WebhookEndpointRow> {
  const found = await existing(id);
  const problems = await endpointProblems(body, true, found.url);
  if (Object.keys(problems).length > 0) throw validationError(problems);
  const change: repo.EndpointChange = {
    url: body.url?.trim(),
    description: body.description?.trim(),
    events: body.events ? tidyEvents(body.events) : undefined,
    enabled: typeof body.enabled === 'boolean' ? body.enabled : undefined,
  };
  const changed = await db().transaction(async (transaction) => {
    const result = await repo.updateEndpoint(found.id, change, transaction);
    if (!result) throw notFound('webhookNotFound');
    // Turned on again: what waited for it goes now, oldest first.
    if (!result.before.enabled && result.after.enabled) await resumeEndpoint(found.id, transaction);
    return result;
  });
  if (changed.before.enabled !== changed.after.enabled)
    logger.info({ webhookId: found.id, enabled: changed.after.enabled }, 'webhook endpoint turned on or off by an admin');
  return toRow(changed.after);
}

export async function deleteEndpoint(id: string): Promise<WebhookEndpointRow> {
  const found = await existing(id);
  const deleted = await repo.deleteEndpoint(found.id);
  if (!deleted) throw notFound('webhookNotFound');
  logger.info({ webhookId: found.id, url: found.url }, 'webhook endpoint deleted');
  return toRow(deleted);
}

export async function rollSecret(id: string): Promise<WebhookSecret> {
  const found = await existing(id);
  const secret = newSecret();
  if (!(await repo.setSecret(found.id, secret))) throw notFound('webhookNotFound');
  logger.info({ webhookId: found.id }, 'webhook signing secret rolled');
  return { id: found.id, secret };
}
