// The money of the order's lifecycle (issue 34). A completed move asks for its balance. A customer
// who cancels online, which they can only do before the cut-off, gets back what their cards paid,
// less CANCEL_FEE_AMOUNT: the refund is a job, queued in the cancellation's transaction (no call to
// Stripe inside it), and worked like a mail: retried until Stripe answers, held after a restore like
// any outgoing work. The ledger records it when Stripe's `charge.refunded` event confirms it.
import { QueryTypes } from 'sequelize';
import type { PaymentSettings } from '../../platform/config.js';
import { db } from '../../platform/database.js';
import { defineQueue, enqueue, type QueueDefinition, type QueueName } from '../../platform/jobs.js';
import { logger } from '../../platform/logger.js';
import type { TransitionReaction } from '../orders/index.js';
import type { CardRefunder } from './ledgerService.js';
import { heldOnCards } from './cardPayments.js';
import * as repo from './paymentsRepository.js';
import { queueBalanceMail } from './receipts.js';

interface CancellationRefund {
  moveId: string;
}

const cardRefunds: QueueName<CancellationRefund> = { name: 'card-refunds', retry: { retries: 12, firstRetrySeconds: 30, attemptSeconds: 120 } };

/**
 * The payments' part of a lifecycle transition, in its transaction: a customer's online
 * cancellation queues the refund of what their cards paid; a completed move asks for its balance.
 */
export const paymentsTransitionReaction =
  (cardsOn: boolean): TransitionReaction =>
  async ({ action, actor, after }, transaction) => {
    if (action === 'cancel' && actor.userType === 'customer' && cardsOn) await enqueue(cardRefunds, { moveId: after.id }, transaction);
    if (action === 'complete') await queueBalanceMail(after, cardsOn, transaction);
  };

/** What the cards hold less the fee, or nothing: the refund a cancellation before the cut-off makes. */
export const cancellationRefundCents = (heldOnCards: number, settings: Pick<PaymentSettings, 'cancelFeeCents'>) =>
  Math.max(0, heldOnCards - settings.cancelFeeCents);

export function cardRefundsQueue(settings: PaymentSettings, refundToCards: CardRefunder | null): QueueDefinition<CancellationRefund> {
  return defineQueue(cardRefunds, {
    batchSize: 4,
    async handle({ moveId }) {
      if (!refundToCards) return;
      await db().transaction(async (transaction) => {
        await repo.lockOrderMoney(moveId, transaction);
        const lines = await repo.linesOf(moveId, transaction);
        const refund = cancellationRefundCents(heldOnCards(lines), settings);
        if (refund === 0) return;
        // One key for the cancellation: the job retried, or run twice, refunds once.
        const made = await refundToCards(moveId, lines, refund, `cancel:${moveId}`);
        logger.info({ orderId: moveId, refunds: made.map((part) => part.refundId), amountCents: refund }, 'cancelled online: card payments refunded');
      });
    },
    outgoing: {
      kind: 'cardRefunds',
      async countWaiting() {
        const [row] = await db().query<{ n: number }>(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND state IN ('created', 'retry')`, {
          bind: [cardRefunds.name],
          type: QueryTypes.SELECT,
        });
        return row?.n ?? 0;
      },
      // The job is all a waiting refund is: counted here, deleted with the rest by the drop; the order keeps what it paid.
      async dropWaiting(_reason, transaction) {
        const [row] = await db().query<{ n: number }>(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND state IN ('created', 'retry')`, {
          bind: [cardRefunds.name],
          type: QueryTypes.SELECT,
          transaction,
        });
        return row?.n ?? 0;
      },
    },
  });
}
