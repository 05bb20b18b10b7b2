// The console's delivery log: every webhook delivery, its attempts and body, and one sent again.
import { ErrorCode, WEBHOOK_DELIVERY_STATES, WEBHOOK_EVENT_KEYS, type WebhookDeliveryState, type WebhookEventType } from '@moveday/openapi';
import { db } from '../../platform/database.js';
import { databaseId } from '../../platform/databaseId.js';
import { conflict, notFound } from '../../platform/errors.js';
import { logger } from '../../platform/logger.js';
import { idFilter, oneOf, parseListRequest, someOf, type ListPage, type ListQuery } from '../../platform/restList.js';
import * as repo from './deliveriesRepository.js';
import type { WebhookDeliveryDetail, WebhookDeliveryRow, WebhookEventName } from './integrationsTypes.js';
import { newStreamJob } from './webhookSending.js';

const canResend = (delivery: repo.DeliveryRecord) => (delivery.state === 'delivered' || delivery.state === 'failed') && delivery.endpointEnabled;

const toRow = (delivery: repo.DeliveryRecord): WebhookDeliveryRow => ({
  id: delivery.id,
  endpointId: delivery.endpointId,
  endpointUrl: delivery.endpointUrl,
  eventId: delivery.eventId,
  eventType: delivery.eventType as WebhookEventName,
  orderId: delivery.orderId,
  moveID: delivery.orderNumber,
  state: delivery.state,
  attempts: delivery.attempts,
  lastStatus: delivery.lastStatus,
  lastError: delivery.state === 'delivered' ? null : delivery.lastError,
  createdAt: delivery.createdAt.getTime(),
  updatedAt: delivery.updatedAt.getTime(),
  deliveredAt: delivery.deliveredAt?.getTime() ?? null,
  canResend: canResend(delivery),
});

const STATE_KEYS = WEBHOOK_DELIVERY_STATES.map((state) => state.key);

export async function listDeliveries(query: ListQuery): Promise<ListPage<WebhookDeliveryRow>> {
  const request = parseListRequest(query, {
    sortable: ['createdAt', 'updatedAt', 'state', 'attempts', 'eventType'],
    defaultSort: ['createdAt', 'DESC'],
    filters: {
      endpointId: idFilter('a database id'),
      state: someOf<WebhookDeliveryState>(STATE_KEYS),
      eventType: oneOf<WebhookEventType>(WEBHOOK_EVENT_KEYS),
      orderId: idFilter('a database id'),
    },
  });
  const f = request.filters;
  const criteria: repo.DeliveryCriteria = {
    endpointId: f.endpointId,
    states: f.state,
    eventType: f.eventType,
    orderId: f.orderId,
    terms: request.terms,
    ids: request.ids,
  };
  const [rows, total] = await Promise.all([
    repo.findDeliveryPage(criteria, request.sortField, request.sortOrder, request.offset, request.limit),
    repo.countDeliveries(criteria),
  ]);
  return { rows: rows.map(toRow), offset: request.offset, total };
}

async function existing(id: unknown): Promise<repo.DeliveryRecord> {
  const key = databaseId(id);
  const found = key ? await repo.findDelivery(key) : null;
  if (!found) throw notFound('webhookDeliveryNotFound');
  return found;
}

async function detailOf(delivery: repo.DeliveryRecord): Promise<WebhookDeliveryDetail> {
  const [body, attempts] = await Promise.all([repo.findBody(delivery.eventId), repo.findAttempts(delivery.id)]);
  return {
    ...toRow(delivery),
    body,
    attemptLog: attempts.map((attempt) => ({ ...attempt, at: attempt.at.getTime() })),
  };
}

export async function getDelivery(id: string): Promise<WebhookDeliveryDetail> {
  return detailOf(await existing(id));
}

/** A delivered or failed delivery goes back in its stream, in its place, under a new job; its attempts go on counting. */
export async function resendDelivery(id: string): Promise<WebhookDeliveryDetail> {
  const delivery = await existing(id);
  if (!delivery.endpointEnabled) throw conflict(ErrorCode.webhookDeliveryNotResendable, 'webhookEndpointDisabled');
  const requeued = await db().transaction(async (transaction) => {
    const again = await repo.requeue(delivery.id, transaction);
    if (again) await newStreamJob(again.endpointId, again.stream, transaction);
    return again;
  });
  if (!requeued) {
    const now = (await repo.findDelivery(delivery.id)) ?? delivery;
    throw conflict(ErrorCode.webhookDeliveryNotResendable, 'webhookDeliveryInProgress', { state: now.state });
  }
  logger.info({ deliveryId: delivery.id, webhookId: delivery.endpointId, event: delivery.eventType }, 'webhook delivery queued again by an admin');
  return detailOf(requeued);
}
