import type { WebhookEventType } from '@moveday/openapi';
import { QueryTypes, type Transaction } from 'sequelize';
import { db } from '../../platform/database.js';
import { publishOrderEvents } from '../integrations/index.js';
import { findMoveRow } from './adminOrdersRepository.js';
import { insertMoveEvent, type MoveEvent } from './movesRepository.js';
import { toAdminDetail } from './orderDetail.js';

/**
 * The webhook events an entry of an order's history sends (WEBHOOK_EVENTS): a booking is
 * `order.booked`; every later change `order.updated`, and whichever specific events it is besides.
 * A visitor's quote is no order and sends nothing.
 */
export function webhookEventsOf(event: MoveEvent): WebhookEventType[] {
  if (event.action === 'quoted') return [];
  if (event.action === 'booked' || event.action === 'created') return ['order.booked'];
  const types: WebhookEventType[] = ['order.updated'];
  if (event.fromStatus !== event.toStatus) types.push('order.status_changed');
  if (event.action === 'partnerassigned' || event.action === 'reassigned') types.push('order.partner_assigned');
  if (event.toStatus === 'cancelled' && event.fromStatus !== 'cancelled') types.push('order.cancelled');
  if (event.action === 'accepted' || event.action === 'declined') types.push('partner.offer_answered');
  return types;
}

/**
 * Every change to an order goes through here, in its transaction: its history entry, and the
 * webhook events it sends. The event's data is the order as `GET /api/admin/orders/{id}` shows it
 * once the change is made (read in the transaction, history included) and the history entry. The
 * order's row is locked first, so that one order's events are queued in the order their changes commit.
 */
export async function recordChange(moveId: string, event: MoveEvent, transaction: Transaction): Promise<void> {
  await insertMoveEvent(moveId, event, transaction);
  await publishOrderEvents(
    {
      orderId: moveId,
      types: webhookEventsOf(event),
      snapshot: async () => {
        await db().query('SELECT id FROM moves WHERE id = $1 FOR UPDATE', { bind: [moveId], transaction, type: QueryTypes.SELECT });
        const order = await toAdminDetail((await findMoveRow(moveId, transaction))!, transaction);
        return { orderNumber: order.moveId, data: { order, change: order.history[order.history.length - 1] } };
      },
    },
    transaction,
  );
}
