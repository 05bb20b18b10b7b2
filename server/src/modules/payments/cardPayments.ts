// Card payments through Stripe Checkout (issue 34): what a customer is asked to pay online, the
// Checkout session that takes it (card data never touches MoveDay), and Stripe's webhook events,
// the only way a card payment, a refund made in Stripe or a dispute enters the ledger.
import { COMPANY_TIME_ZONE, ErrorCode, dayToIso, formatCents, todayIn } from '@moveday/openapi';
import type Stripe from 'stripe';
import type { Transaction } from 'sequelize';
import type { Principal } from '../../platform/auth.js';
import { getConfig } from '../../platform/config.js';
import { db } from '../../platform/database.js';
import { databaseId } from '../../platform/databaseId.js';
import { AppError, conflict } from '../../platform/errors.js';
import { logger } from '../../platform/logger.js';
import { findMove, findOwnOrder, type MoveRecord } from '../orders/index.js';
import { accountLocale } from '../users/index.js';
import { cardFailureWords } from './cardDeclines.js';
import { moneyOf } from './ledgerService.js';
import { queueReceipt } from './receipts.js';
import type { PaymentsNeeds } from './paymentsNeeds.js';
import * as repo from './paymentsRepository.js';
import type { CheckoutAnswer, CustomerPayments, PaymentDue } from './paymentsTypes.js';

/**
 * What the customer is asked to pay online now: the deposit while nothing is paid on an order
 * with a fixed price that is still to happen; the balance once the move is completed. Null: nothing.
 */
export function dueOf(move: MoveRecord, money: ReturnType<typeof moneyOf>): PaymentDue | null {
  if ((move.status === 'open' || move.status === 'partnerassigned') && money.receivedCents === 0 && money.depositCents)
    return { purpose: 'deposit', amountCents: money.depositCents };
  if (move.status === 'completed' && money.balanceCents !== null && money.balanceCents > 0) return { purpose: 'balance', amountCents: money.balanceCents };
  return null;
}

/** One refund Stripe made to one card payment. */
export interface CardRefund {
  paymentLine: repo.LedgerRecord;
  paymentIntent: string;
  refundId: string;
  amountCents: number;
}

/** The card payments of an order with money left to refund on them, newest first. */
function refundableCards(lines: readonly repo.LedgerRecord[]): { line: repo.LedgerRecord; leftCents: number }[] {
  return lines
    .filter((line) => line.kind === 'payment' && line.method === 'card' && line.stripePaymentIntent)
    .reverse()
    .map((line) => ({
      line,
      leftCents:
        line.amountCents -
        lines
          .filter((back) => back.kind !== 'payment' && back.stripePaymentIntent === line.stripePaymentIntent)
          .reduce((sum, back) => sum + back.amountCents, 0),
    }))
    .filter((card) => card.leftCents > 0);
}

/** What the cards that paid an order hold now, from its ledger lines. */
export const heldOnCards = (lines: readonly repo.LedgerRecord[]): number => refundableCards(lines).reduce((sum, card) => sum + card.leftCents, 0);

/** Why the last card attempt on the order failed, in the caller's language; null when it did not. */
async function lastCardError(moveId: string): Promise<string | null> {
  const failure = await repo.lastCardFailure(moveId);
  return failure ? cardFailureWords(failure) : null;
}

export function cardPaymentsWith(needs: PaymentsNeeds, stripe: Stripe | null) {
  /** The customer's own order's money, as their order page shows it. */
  async function customerPayments(actor: Principal, id: string): Promise<CustomerPayments> {
    const move = await findOwnOrder(id, actor.id);
    const money = moneyOf(move, await repo.linesOf(move.id));
    return {
      state: money.state,
      priceCents: money.priceCents,
      depositCents: money.depositCents,
      paidCents: money.paidCents,
      balanceCents: money.balanceCents,
      cardPayments: stripe !== null,
      due: dueOf(move, money),
      lastCardError: stripe ? await lastCardError(move.id) : null,
      payments: money.entries.map((entry) => ({ kind: entry.kind, method: entry.method, amountCents: entry.amountCents, receivedOn: entry.receivedOn })),
    };
  }

  /**
   * A Checkout session for what is due: an open one for the same payment is reused (a double click
   * or a second tab pays once); a new one carries an idempotency key made of the order, what it
   * pays and how many sessions for it have closed, so two clicks at once make one session at Stripe.
   */
  async function checkout(actor: Principal, id: string): Promise<CheckoutAnswer> {
    if (!stripe) throw conflict(ErrorCode.paymentNotDue, 'paymentCardsOff');
    const move = await findOwnOrder(id, actor.id);
    const due = dueOf(move, moneyOf(move, await repo.linesOf(move.id)));
    if (!due) throw conflict(ErrorCode.paymentNotDue, 'paymentNothingDue');
    const open = await repo.openSessionFor(move.id, due.purpose, due.amountCents);
    if (open) return { url: open.url };
    const { publicUrl } = getConfig();
    const page = `${publicUrl}/customer/orderdetails?order=${encodeURIComponent(move.id)}`;
    const metadata = { orderId: move.id, moveNumber: move.moveNumber, purpose: due.purpose };
    const locale = await accountLocale({ id: actor.id });
    const attempt = await repo.countClosedSessions(move.id, due.purpose, due.amountCents);
    const session = await stripe.checkout.sessions
      .create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'usd',
                unit_amount: due.amountCents,
                product_data: { name: `MoveDay move ${move.moveNumber}: ${due.purpose === 'deposit' ? 'deposit' : 'balance'}` },
              },
            },
          ],
          success_url: `${page}&payment=done`,
          cancel_url: `${page}&payment=cancelled`,
          client_reference_id: move.id,
          ...(move.customerEmail ? { customer_email: move.customerEmail } : {}),
          locale,
          metadata,
          payment_intent_data: { metadata },
        },
        { idempotencyKey: `checkout:${move.id}:${due.purpose}:${due.amountCents}:${attempt}` },
      )
      .catch((err: unknown) => {
        logger.error({ err, orderId: move.id }, 'Stripe did not make a Checkout session');
        throw new AppError(502, ErrorCode.paymentProvider, 'paymentProviderUnavailable');
      });
    await repo.insertSession({
      id: session.id,
      moveId: move.id,
      purpose: due.purpose,
      amountCents: due.amountCents,
      url: session.url!,
      expiresAt: new Date(session.expires_at * 1000),
    });
    return { url: session.url! };
  }

  /** The day a Stripe event says the money moved, on the company's calendar. */
  const dayOfEvent = (event: Stripe.Event) => dayToIso(todayIn(COMPANY_TIME_ZONE, new Date(event.created * 1000)));

  /** The order an event's object names in its metadata (MoveDay's own payments only). */
  async function orderOf(metadata: Stripe.Metadata | null | undefined, transaction: Transaction): Promise<MoveRecord | null> {
    const orderId = databaseId(metadata?.orderId);
    return orderId ? findMove(orderId, transaction) : null;
  }

  async function sessionCompleted(event: Stripe.Event, session: Stripe.Checkout.Session, transaction: Transaction): Promise<void> {
    if (session.payment_status !== 'paid' || typeof session.payment_intent !== 'string') return;
    const move = await orderOf(session.metadata, transaction);
    if (!move) return void logger.warn({ eventId: event.id, sessionId: session.id }, 'a paid Checkout session names no order of ours: ignored');
    await repo.lockOrderMoney(move.id, transaction);
    await repo.markSession(session.id, 'complete', transaction);
    if (await repo.cardPaymentOf(session.payment_intent, transaction)) return;
    const purpose = session.metadata?.purpose === 'balance' ? 'balance' : 'deposit';
    const line = await repo.insertLine(
      {
        moveId: move.id,
        moveNumber: move.moveNumber,
        kind: 'payment',
        method: 'card',
        purpose,
        amountCents: session.amount_total!,
        reference: session.payment_intent,
        reason: null,
        recordedBy: null,
        recordedByName: null,
        recordedByRole: 'system',
        refundOf: null,
        receivedOn: dayOfEvent(event),
        stripePaymentIntent: session.payment_intent,
        stripeEvent: event.id,
      },
      transaction,
    );
    await queueReceipt(move, line, transaction);
    await needs.records.recordChange(
      move.id,
      {
        actorId: null,
        actorRole: 'system',
        action: 'paymentreceived',
        fromStatus: move.status,
        toStatus: move.status,
        changes: { paymentId: line.id, amountCents: line.amountCents, method: 'card', purpose },
      },
      transaction,
    );
    transaction.afterCommit(() => logger.info({ orderId: move.id, amountCents: line.amountCents, purpose }, 'card payment received'));
  }

  async function paymentFailed(paymentIntent: Stripe.PaymentIntent, transaction: Transaction): Promise<void> {
    const move = await orderOf(paymentIntent.metadata, transaction);
    if (!move) return;
    const error = paymentIntent.last_payment_error;
    await repo.noteCardFailure(move.id, { code: error?.decline_code ?? error?.code ?? null, message: error?.message ?? null }, transaction);
  }

  /**
   * An event about a card payment of ours the ledger does not have yet: its own event is late (Stripe
   * does not promise the order). Refused with 503, so nothing is kept and Stripe sends it again
   * later, by when the payment is there; an event about no order of ours is kept and ignored.
   */
  function notYet(metadata: Stripe.Metadata | null | undefined, event: Stripe.Event): void {
    if (!databaseId(metadata?.orderId)) return void logger.warn({ eventId: event.id, type: event.type }, 'a Stripe event about no payment of ours: ignored');
    logger.warn({ eventId: event.id, type: event.type }, 'a Stripe event came before the payment it is about: refused for Stripe to send again');
    throw new AppError(503, ErrorCode.serviceUnavailable, 'stripeEventEarly');
  }

  /**
   * Money gone back from a card payment (a refund, a dispute), as Stripe's event says: written to
   * the ledger against the payment, told in the order's history, and a receipt for a refund.
   */
  async function recordCardReturn(
    event: Stripe.Event,
    paid: repo.LedgerRecord,
    line: { kind: 'refund' | 'dispute'; amountCents: number; reference: string; reason: string; stripeDispute?: string },
    transaction: Transaction,
  ): Promise<void> {
    const move = (await findMove(paid.moveId, transaction))!;
    const written = await repo.insertLine(
      {
        ...line,
        moveId: paid.moveId,
        moveNumber: paid.moveNumber,
        method: 'card',
        purpose: null,
        recordedBy: null,
        recordedByName: null,
        recordedByRole: 'system',
        refundOf: paid.id,
        receivedOn: dayOfEvent(event),
        stripePaymentIntent: paid.stripePaymentIntent,
        stripeEvent: event.id,
      },
      transaction,
    );
    await queueReceipt(move, written, transaction);
    await needs.records.recordChange(
      move.id,
      {
        actorId: null,
        actorRole: 'system',
        action: line.kind === 'refund' ? 'refundrecorded' : 'paymentdisputed',
        fromStatus: move.status,
        toStatus: move.status,
        changes: { paymentId: written.id, amountCents: line.amountCents, method: 'card' },
      },
      transaction,
    );
    if (line.kind === 'dispute') {
      transaction.afterCommit(() =>
        logger.warn({ orderId: move.id, disputeId: line.stripeDispute, amountCents: line.amountCents }, 'a card payment is disputed'),
      );
    }
  }

  /** Money back on a card, whoever refunded it (an admin here, the online cancellation, Stripe's dashboard): the ledger catches up to the charge. */
  async function chargeRefunded(event: Stripe.Event, charge: Stripe.Charge, transaction: Transaction): Promise<void> {
    if (typeof charge.payment_intent !== 'string') return;
    const paid = await repo.cardPaymentOf(charge.payment_intent, transaction);
    if (!paid) return notYet(charge.metadata, event);
    await repo.lockOrderMoney(paid.moveId, transaction);
    const missing = charge.amount_refunded - (await repo.returnedOnIntent(charge.payment_intent, transaction)).refundedCents;
    if (missing > 0)
      await recordCardReturn(
        event,
        paid,
        { kind: 'refund', amountCents: missing, reference: charge.payment_intent, reason: 'Refunded to the card' },
        transaction,
      );
  }

  async function disputeCreated(event: Stripe.Event, dispute: Stripe.Dispute, transaction: Transaction): Promise<void> {
    const intent = typeof dispute.payment_intent === 'string' ? dispute.payment_intent : null;
    const paid = intent ? await repo.cardPaymentOf(intent, transaction) : null;
    if (!paid) return notYet(dispute.metadata, event);
    await repo.lockOrderMoney(paid.moveId, transaction);
    if ((await repo.returnedOnIntent(intent!, transaction)).disputes.includes(dispute.id)) return;
    const reason = `Disputed by the card's bank (${dispute.reason})`;
    await recordCardReturn(
      event,
      paid,
      { kind: 'dispute', amountCents: dispute.amount, reference: dispute.id, reason, stripeDispute: dispute.id },
      transaction,
    );
  }

  /**
   * A webhook call from Stripe: its signature checked against STRIPE_WEBHOOK_SECRET over the exact
   * bytes, then kept by its id and processed in the same transaction, so an event delivered twice,
   * late or out of order changes the ledger once (each handler reads what the ledger has first).
   */
  async function receiveEvent(body: Buffer | undefined, signature: string | undefined): Promise<void> {
    const secret = getConfig().payments.stripe?.webhookSecret;
    if (!stripe || !secret) throw conflict(ErrorCode.paymentNotDue, 'paymentCardsOff');
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(body ?? Buffer.alloc(0), signature ?? '', secret);
    } catch {
      throw new AppError(400, ErrorCode.validation, 'stripeSignatureInvalid');
    }
    await db().transaction(async (transaction) => {
      if (!(await repo.storeEvent(event.id, event.type, event, transaction))) return;
      switch (event.type) {
        case 'checkout.session.completed':
          return sessionCompleted(event, event.data.object, transaction);
        case 'checkout.session.expired':
          return repo.markSession(event.data.object.id, 'expired', transaction);
        case 'payment_intent.payment_failed':
          return paymentFailed(event.data.object, transaction);
        case 'charge.refunded':
          return chargeRefunded(event, event.data.object, transaction);
        case 'charge.dispute.created':
          return disputeCreated(event, event.data.object, transaction);
        default:
          // Not the ledger's: the modules that asked hear it (a partner's payout), in this transaction.
          for (const react of needs.stripeEventReactions?.() ?? []) await react(event, transaction);
          return undefined;
      }
    });
  }

  /**
   * Refunds `amountCents` to the cards that paid the order (its ledger `lines`, read under the
   * order's money lock), newest payment first, through Stripe, each call with an idempotency key made
   * of `key` and the payment: run again with the same key, nothing is refunded twice. Answers each
   * refund Stripe made; 409 when the cards hold less than asked.
   */
  async function refundToCards(moveId: string, lines: readonly repo.LedgerRecord[], amountCents: number, key: string): Promise<CardRefund[]> {
    if (!stripe) throw conflict(ErrorCode.paymentNotDue, 'paymentCardsOff');
    const cards = refundableCards(lines);
    const held = cards.reduce((sum, card) => sum + card.leftCents, 0);
    if (amountCents > held) throw conflict(ErrorCode.refundExceedsPaid, 'refundCardsHoldLess', { refundable: formatCents(held) });
    const made: CardRefund[] = [];
    let left = amountCents;
    for (const card of cards) {
      if (left === 0) break;
      const part = Math.min(left, card.leftCents);
      const paymentIntent = card.line.stripePaymentIntent!;
      const refund = await stripe.refunds
        .create(
          { payment_intent: paymentIntent, amount: part, reason: 'requested_by_customer', metadata: { orderId: moveId } },
          { idempotencyKey: `refund:${key}:${paymentIntent}` },
        )
        .catch((err: unknown) => {
          logger.error({ err, orderId: moveId, paymentIntent }, 'Stripe did not make a refund');
          throw new AppError(502, ErrorCode.paymentProvider, 'paymentProviderUnavailable');
        });
      made.push({ paymentLine: card.line, paymentIntent, refundId: refund.id, amountCents: part });
      left -= part;
    }
    return made;
  }

  return { customerPayments, checkout, receiveEvent, refundToCards: stripe ? refundToCards : null };
}
