// Publishing webhooks, in the transaction of the change: each event recorded for the endpoints
// that take it, with a job to send it.
import crypto from 'node:crypto';
import type { WebhookEventType } from '@moveday/openapi';
import type { Transaction } from 'sequelize';
import * as repo from './deliveriesRepository.js';
import { newStreamJob } from './webhookSending.js';
import { findSubscribers } from './webhooksRepository.js';

/** The events of one change to an order, and the order as the API shows it after the change. */
export interface OrderEvents {
  orderId: string;
  types: readonly WebhookEventType[];
  /** The order's move number and the events' `data`: asked for only when some endpoint takes one of the events. */
  snapshot: () => Promise<{ orderNumber: string; data: object }>;
}

/**
 * Records the change's events for every endpoint on that takes them, with a job per endpoint to
 * send them, in the change's transaction: a rollback sends nothing, a commit sends them all.
 */
export async function publishOrderEvents(events: OrderEvents, transaction: Transaction): Promise<void> {
  await publish(events.orderId, events.orderId, events.types, events.snapshot, transaction);
}

/**
 * A partner statement's events (`settlement.issued`, `settlement.paid`), as an order's are sent:
 * one statement's events reach an endpoint in the order they happened.
 */
export async function publishStatementEvent(
  statement: { id: string; number: string },
  type: WebhookEventType,
  data: () => Promise<object>,
  transaction: Transaction,
): Promise<void> {
  await publish(`statement:${statement.id}`, null, [type], async () => ({ orderNumber: statement.number, data: await data() }), transaction);
}

/** Records the events for the endpoints that take them, each endpoint's in `stream` (sent one after another), and a job per endpoint. */
async function publish(
  stream: string,
  orderId: string | null,
  types: readonly WebhookEventType[],
  snapshot: () => Promise<{ orderNumber: string; data: object }>,
  transaction: Transaction,
): Promise<void> {
  if (types.length === 0) return;
  const subscribers = await findSubscribers(types, transaction);
  if (subscribers.length === 0) return;
  const { orderNumber, data } = await snapshot();
  const createdAt = new Date();
  const endpoints = new Set<string>();
  for (const type of types) {
    const takers = subscribers.filter((endpoint) => endpoint.events.includes(type));
    if (takers.length === 0) continue;
    const id = crypto.randomUUID();
    const body = JSON.stringify({ id, type, createdAt: createdAt.toISOString(), data });
    await repo.insertEvent({ id, type, orderId, orderNumber: orderId ? orderNumber : null, createdAt, body }, transaction);
    for (const endpoint of takers) {
      await repo.insertDelivery(endpoint.id, id, stream, transaction);
      endpoints.add(endpoint.id);
    }
  }
  for (const endpointId of endpoints) await newStreamJob(endpointId, stream, transaction);
}

/** An endpoint turned on again: what waited for it is sent, each of its streams by a new job. */
export async function resumeEndpoint(endpointId: string, transaction: Transaction): Promise<void> {
  await repo.releaseAll(endpointId, transaction);
  for (const stream of await repo.waitingStreams(endpointId, transaction)) await newStreamJob(endpointId, stream, transaction);
}
