import { QueryTypes, type Transaction } from 'sequelize';
import type { WebhookDeliveryState } from '@moveday/openapi';
import { db } from '../../platform/database.js';

export interface DeliveryRecord {
  id: string;
  endpointId: string;
  endpointUrl: string;
  endpointEnabled: boolean;
  eventId: string;
  eventType: string;
  orderId: string | null;
  orderNumber: string | null;
  stream: string;
  state: WebhookDeliveryState;
  attempts: number;
  jobId: string | null;
  lastStatus: number | null;
  lastError: string | null;
  createdAt: Date;
  updatedAt: Date;
  deliveredAt: Date | null;
}

const COLUMNS = `d.id, d.endpoint_id AS "endpointId", e.url AS "endpointUrl", e.enabled AS "endpointEnabled", d.event_id AS "eventId",
  v.type AS "eventType", v.order_id AS "orderId", v.order_number AS "orderNumber", d.stream, d.state, d.attempts, d.job_id AS "jobId",
  d.last_status AS "lastStatus", d.last_error AS "lastError", d.created_at AS "createdAt", d.updated_at AS "updatedAt", d.delivered_at AS "deliveredAt"`;
const FROM = 'webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id JOIN webhook_events v ON v.id = d.event_id';

const toRecord = (row: DeliveryRecord): DeliveryRecord => ({
  ...row,
  createdAt: new Date(row.createdAt),
  updatedAt: new Date(row.updatedAt),
  deliveredAt: row.deliveredAt === null ? null : new Date(row.deliveredAt),
});

async function select<T extends object = DeliveryRecord>(sql: string, bind: unknown[], transaction?: Transaction): Promise<T[]> {
  return db().query<T>(sql, { bind, transaction, type: QueryTypes.SELECT });
}

export async function findDelivery(id: string, transaction?: Transaction): Promise<DeliveryRecord | null> {
  const [row] = await select(`SELECT ${COLUMNS} FROM ${FROM} WHERE d.id = $1`, [id], transaction);
  return row ? toRecord(row) : null;
}

export async function insertEvent(
  event: { id: string; type: string; orderId: string | null; orderNumber: string | null; createdAt: Date; body: string },
  transaction: Transaction,
): Promise<void> {
  await db().query('INSERT INTO webhook_events (id, type, order_id, order_number, created_at, body) VALUES ($1, $2, $3, $4, $5, $6)', {
    bind: [event.id, event.type, event.orderId, event.orderNumber, event.createdAt, event.body],
    transaction,
  });
}

export async function insertDelivery(endpointId: string, eventId: string, stream: string, transaction: Transaction): Promise<void> {
  await db().query('INSERT INTO webhook_deliveries (endpoint_id, event_id, stream) VALUES ($1, $2, $3)', { bind: [endpointId, eventId, stream], transaction });
}

/** What one attempt needs: where, with which secret, and what. */
export interface Outgoing {
  id: string;
  eventId: string;
  eventType: string;
  attempts: number;
  body: string;
  url: string;
  secret: string;
  /** When the event happened: the start of its time to delivery. */
  eventAt: Date;
}

/**
 * The stream's next delivery, taken by this job for an attempt: the oldest not yet delivered or
 * failed, provided it is waiting (pending) or this job is in charge of it already (its retry, or
 * its attempt lost with a server). Null when the stream is done, its next delivery belongs to
 * another job (which carries the stream on), or the endpoint is off or gone.
 */
export async function takeNext(endpointId: string, stream: string, jobId: string): Promise<Outgoing | null> {
  const [row] = await select<Outgoing>(
    `WITH head AS (
       SELECT d.id FROM webhook_deliveries d
        WHERE d.endpoint_id = $1 AND d.stream = $2 AND d.state IN ('pending', 'sending', 'retrying')
        ORDER BY d.seq LIMIT 1
     )
     UPDATE webhook_deliveries d SET state = 'sending', job_id = $3, attempts = d.attempts + 1, updated_at = clock_timestamp()
       FROM head, webhook_endpoints e, webhook_events v
      WHERE d.id = head.id AND e.id = d.endpoint_id AND v.id = d.event_id AND e.enabled
        AND (d.state = 'pending' OR d.job_id = $3)
     RETURNING d.id, d.event_id AS "eventId", v.type AS "eventType", d.attempts, v.body, e.url, e.secret, v.created_at AS "eventAt"`,
    [endpointId, stream, jobId],
  );
  return row ?? null;
}

export interface AttemptOutcome {
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  responseBody: string | null;
}

/** Records an attempt and its outcome on the delivery, if this job is still in charge of it. */
export async function recordAttempt(deliveryId: string, jobId: string, outcome: AttemptOutcome): Promise<void> {
  const delivered = outcome.error === null;
  await db().query(
    `WITH attempt AS (INSERT INTO webhook_attempts (delivery_id, status_code, duration_ms, error, response_body) VALUES ($1, $3, $4, $5, $6))
     UPDATE webhook_deliveries SET state = $7, last_status = $3, last_error = $5, updated_at = clock_timestamp(),
       delivered_at = CASE WHEN $7 = 'delivered' THEN clock_timestamp() ELSE delivered_at END
      WHERE id = $1 AND job_id = $2 AND state = 'sending'`,
    { bind: [deliveryId, jobId, outcome.statusCode, outcome.durationMs, outcome.error, outcome.responseBody, delivered ? 'delivered' : 'retrying'] },
  );
}

/** A delivery this job had taken goes back to waiting (its endpoint was turned off meanwhile). */
export async function release(deliveryId: string, jobId: string): Promise<void> {
  await db().query(
    `UPDATE webhook_deliveries SET state = 'pending', job_id = NULL, updated_at = clock_timestamp() WHERE id = $1 AND job_id = $2 AND state IN ('sending', 'retrying')`,
    {
      bind: [deliveryId, jobId],
    },
  );
}

/** The delivery this job was retrying fails for good: answers it, or null when the job was in charge of none. */
export async function failHead(
  endpointId: string,
  stream: string,
  jobId: string,
  transaction: Transaction,
): Promise<{ id: string; eventType: string; lastError: string | null } | null> {
  const [row] = await select<{ id: string; eventType: string; lastError: string | null }>(
    `UPDATE webhook_deliveries d SET state = 'failed', updated_at = clock_timestamp(), last_error = COALESCE(d.last_error, 'the attempt did not finish in time')
       FROM webhook_events v
      WHERE v.id = d.event_id AND d.endpoint_id = $1 AND d.stream = $2 AND d.job_id = $3 AND d.state IN ('sending', 'retrying')
     RETURNING d.id, v.type AS "eventType", d.last_error AS "lastError"`,
    [endpointId, stream, jobId],
    transaction,
  );
  return row ?? null;
}

/** Every delivery of the endpoint that a job had in hand goes back to waiting: the endpoint is on again, and new jobs take them. */
export async function releaseAll(endpointId: string, transaction: Transaction): Promise<void> {
  await db().query(`UPDATE webhook_deliveries SET state = 'pending', job_id = NULL WHERE endpoint_id = $1 AND state IN ('sending', 'retrying')`, {
    bind: [endpointId],
    transaction,
  });
}

/** The streams of an endpoint with deliveries waiting: one job each carries them on. */
export async function waitingStreams(endpointId: string, transaction?: Transaction): Promise<string[]> {
  const rows = await select<{ stream: string }>(
    `SELECT DISTINCT stream FROM webhook_deliveries WHERE endpoint_id = $1 AND state IN ('pending', 'sending', 'retrying')`,
    [endpointId],
    transaction,
  );
  return rows.map((row) => row.stream);
}

/** How many deliveries wait to be sent (pending, in hand, or retrying), to every endpoint. */
export async function countWaitingDeliveries(): Promise<number> {
  const [row] = await select<{ count: number }>(`SELECT count(*)::int AS count FROM webhook_deliveries WHERE state IN ('pending', 'sending', 'retrying')`, []);
  return row?.count ?? 0;
}

/** Drops every delivery waiting to be sent (outgoing work dropped after a restore): failed, with `reason`; an admin can send one again. */
export async function dropWaitingDeliveries(reason: string, transaction: Transaction): Promise<number> {
  const rows = await select<{ id: string }>(
    `UPDATE webhook_deliveries SET state = 'failed', job_id = NULL, last_error = $1, updated_at = clock_timestamp()
      WHERE state IN ('pending', 'sending', 'retrying') RETURNING id`,
    [reason],
    transaction,
  );
  return rows.length;
}

/** Waiting again: a delivered or failed delivery sent again keeps its place in its order's stream. */
export async function requeue(id: string, transaction: Transaction): Promise<DeliveryRecord | null> {
  const [row] = await select<{ id: string }>(
    `UPDATE webhook_deliveries SET state = 'pending', job_id = NULL, updated_at = clock_timestamp() WHERE id = $1 AND state IN ('delivered', 'failed') RETURNING id`,
    [id],
    transaction,
  );
  return row ? findDelivery(row.id, transaction) : null;
}

export async function findBody(eventId: string): Promise<string> {
  const [row] = await select<{ body: string }>('SELECT body FROM webhook_events WHERE id = $1', [eventId]);
  return row?.body ?? '';
}

export interface AttemptRecord {
  at: Date;
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  responseBody: string | null;
}

export async function findAttempts(deliveryId: string): Promise<AttemptRecord[]> {
  const rows = await select<AttemptRecord>(
    'SELECT at, status_code AS "statusCode", duration_ms AS "durationMs", error, response_body AS "responseBody" FROM webhook_attempts WHERE delivery_id = $1 ORDER BY id',
    [deliveryId],
  );
  return rows.map((row) => ({ ...row, at: new Date(row.at) }));
}

export type DeliverySortField = 'createdAt' | 'updatedAt' | 'state' | 'attempts' | 'eventType';

export interface DeliveryCriteria {
  endpointId?: string;
  states?: WebhookDeliveryState[];
  eventType?: string;
  orderId?: string;
  terms: string[];
  ids?: string[];
}

const SORT_COLUMNS: Readonly<Record<DeliverySortField, string>> = {
  createdAt: 'd.created_at',
  updatedAt: 'd.updated_at',
  state: 'd.state',
  attempts: 'd.attempts',
  eventType: 'v.type',
};

function whereClause(criteria: DeliveryCriteria, bind: unknown[]): string {
  const param = (value: unknown) => {
    bind.push(value);
    return `$${bind.length}`;
  };
  const parts = ['true'];
  if (criteria.endpointId) parts.push(`d.endpoint_id = ${param(criteria.endpointId)}`);
  if (criteria.states) parts.push(`d.state = ANY(${param(criteria.states)}::text[])`);
  if (criteria.eventType) parts.push(`v.type = ${param(criteria.eventType)}`);
  if (criteria.orderId) parts.push(`v.order_id = ${param(criteria.orderId)}`);
  if (criteria.ids) parts.push(`d.id = ANY(${param(criteria.ids)}::uuid[])`);
  for (const term of criteria.terms) parts.push(`lower(v.type || ' ' || COALESCE(v.order_number, '')) LIKE ${param(`%${term}%`)}`);
  return parts.join(' AND ');
}

export async function findDeliveryPage(
  criteria: DeliveryCriteria,
  sort: DeliverySortField,
  order: 'ASC' | 'DESC',
  offset: number,
  limit: number,
): Promise<DeliveryRecord[]> {
  const bind: unknown[] = [];
  const where = whereClause(criteria, bind);
  bind.push(limit, offset);
  const rows = await select(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE ${where} ORDER BY ${SORT_COLUMNS[sort]} ${order}, d.created_at DESC, d.seq DESC LIMIT $${bind.length - 1} OFFSET $${bind.length}`,
    bind,
  );
  return rows.map(toRecord);
}

export async function countDeliveries(criteria: DeliveryCriteria): Promise<number> {
  const bind: unknown[] = [];
  const [row] = await select<{ total: number }>(`SELECT count(*)::int AS total FROM ${FROM} WHERE ${whereClause(criteria, bind)}`, bind);
  return row!.total;
}

/** Deliveries done (delivered or failed) before `days` ago go, with their attempts, and the events no delivery names any more. */
export async function forgetDeliveriesBefore(days: number): Promise<number> {
  const [rows] = await db().query(
    `WITH gone AS (
       DELETE FROM webhook_deliveries WHERE created_at < now() - make_interval(days => $1) AND state IN ('delivered', 'failed') RETURNING id, event_id
     ), events AS (
       DELETE FROM webhook_events v WHERE v.id IN (SELECT event_id FROM gone)
         AND NOT EXISTS (SELECT 1 FROM webhook_deliveries d WHERE d.event_id = v.id AND d.id NOT IN (SELECT id FROM gone))
     )
     SELECT count(*)::int AS count FROM gone`,
    { bind: [days] },
  );
  return (rows as Array<{ count: number }>)[0]?.count ?? 0;
}

export async function findEndpointUrl(endpointId: string, transaction?: Transaction): Promise<string> {
  const [row] = await select<{ url: string }>('SELECT url FROM webhook_endpoints WHERE id = $1', [endpointId], transaction);
  return row?.url ?? '';
}

/** The stored bodies (JSON text) of these orders' webhook events. */
export const findOrderEventBodies = (orderIds: readonly string[], transaction: Transaction) =>
  select<{ id: string; body: string }>('SELECT id, body FROM webhook_events WHERE order_id = ANY($1::uuid[])', [orderIds], transaction);

export async function writeEventBody(eventId: string, body: string, transaction: Transaction): Promise<void> {
  await db().query('UPDATE webhook_events SET body = $2 WHERE id = $1', { bind: [eventId, body], transaction });
}
