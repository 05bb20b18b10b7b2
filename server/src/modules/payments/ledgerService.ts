// The ledger's operations: an order's money, and what an admin records by hand (payments
// received, refunds paid back). Every change takes the order's money lock first, in the
// transaction that writes it, so two at once see each other (a refund never exceeds what is held).
import { COMPANY_TIME_ZONE, ErrorCode, dayProblem, dayToIso, formatCents, isoToDay, todayIn } from '@moveday/openapi';
import type { Transaction } from 'sequelize';
import type { Principal } from '../../platform/auth.js';
import { getConfig } from '../../platform/config.js';
import { db } from '../../platform/database.js';
import { databaseId } from '../../platform/databaseId.js';
import { conflict, notFound, validationError } from '../../platform/errors.js';
import { logger } from '../../platform/logger.js';
import { findMove, type MoveRecord } from '../orders/index.js';
import { nameOfAccount } from '../users/index.js';
import { depositFor, summarize } from './ledger.js';
import type { PaymentsNeeds } from './paymentsNeeds.js';
import * as repo from './paymentsRepository.js';
import type { BalanceLinkAnswer, LedgerEntry, OrderMoney, RecordPaymentRequest, RefundRequest } from './paymentsTypes.js';
import type { CardRefund } from './cardPayments.js';
import { queueBalanceMail, queueReceipt } from './receipts.js';

const REASON_MAX = 500;

export const toEntry = (line: repo.LedgerRecord): LedgerEntry => ({
  id: line.id,
  orderId: line.moveId,
  moveID: line.moveNumber,
  kind: line.kind,
  method: line.method,
  purpose: line.purpose,
  amountCents: line.amountCents,
  reference: line.reference,
  reason: line.reason,
  recordedBy: line.recordedByName,
  receivedOn: isoToDay(line.receivedOn),
  createdAt: line.createdAt.getTime(),
});

/** The order's price in cents once it is fixed: booked, and not an estimate waiting for its price. */
export const fixedPriceCents = (move: Pick<MoveRecord, 'status' | 'finalAmount'>): number | null =>
  move.status === 'quoted' || move.status === 'estimate_open' || move.finalAmount === null ? null : move.finalAmount * 100;

export function moneyOf(move: MoveRecord, lines: readonly repo.LedgerRecord[]): OrderMoney {
  const priceCents = fixedPriceCents(move);
  return {
    orderId: move.id,
    moveID: move.moveNumber,
    ...summarize(lines, priceCents),
    depositCents: priceCents === null ? null : depositFor(priceCents, getConfig().payments.deposit),
    entries: lines.map(toEntry),
  };
}

/** A booked order (never a quote) by its database id; 404 for anything else. */
async function bookedOrder(id: string, transaction?: Transaction): Promise<MoveRecord> {
  const key = databaseId(id);
  const move = key ? await findMove(key, transaction) : null;
  if (!move || move.status === 'quoted') throw notFound('orderNotFound');
  return move;
}

/** An order's money before anything is paid (a booking's documents, written in its transaction). */
export const moneyWithNoPayments = (move: MoveRecord): OrderMoney => moneyOf(move, []);

/** An order's money as documents show it (the confirmation PDF), read in the caller's transaction if any. */
export async function moneyOfOrder(move: MoveRecord, transaction?: Transaction): Promise<OrderMoney> {
  return moneyOf(move, await repo.linesOf(move.id, transaction));
}

export async function orderMoney(id: string): Promise<OrderMoney> {
  const move = await bookedOrder(id);
  return moneyOf(move, await repo.linesOf(move.id));
}

const cleanText = (text: string | undefined) => {
  const trimmed = text?.trim();
  return trimmed ? trimmed : null;
};

/** Money an admin received by hand (cash, a check, a transfer), written to the ledger and the order's history. */
export function recordPaymentWith(needs: PaymentsNeeds) {
  return async (actor: Principal, id: string, request: RecordPaymentRequest): Promise<OrderMoney> => {
    const today = todayIn(COMPANY_TIME_ZONE);
    if (request.receivedOn !== undefined) {
      const problem = dayProblem(request.receivedOn, today);
      if (problem) throw validationError({ receivedOn: problem });
      if (request.receivedOn > today) throw validationError({ receivedOn: 'paymentDayInFuture' });
    }
    return db().transaction(async (transaction) => {
      const move = await bookedOrder(id, transaction);
      if (move.status === 'estimate_open') throw conflict(ErrorCode.orderTakesNoPayment, 'paymentNotPriced');
      await repo.lockOrderMoney(move.id, transaction);
      const line = await repo.insertLine(
        {
          moveId: move.id,
          moveNumber: move.moveNumber,
          kind: 'payment',
          method: request.method,
          purpose: null,
          amountCents: request.amountCents,
          reference: cleanText(request.reference),
          reason: null,
          recordedBy: actor.id,
          recordedByName: await nameOfAccount(actor.id, transaction),
          recordedByRole: 'admin',
          refundOf: null,
          receivedOn: dayToIso(request.receivedOn ?? today),
        },
        transaction,
      );
      await queueReceipt(move, line, transaction);
      await needs.records.recordChange(
        move.id,
        {
          actorId: actor.id,
          actorRole: 'admin',
          action: 'paymentrecorded',
          fromStatus: move.status,
          toStatus: move.status,
          changes: { paymentId: line.id, amountCents: line.amountCents, method: line.method },
        },
        transaction,
      );
      transaction.afterCommit(() =>
        logger.info({ orderId: move.id, paymentId: line.id, amountCents: line.amountCents, method: line.method }, 'payment recorded'),
      );
      return moneyOf(move, await repo.linesOf(move.id, transaction));
    });
  };
}

/** Refunds to the cards that paid, through Stripe (cardPayments.ts); null without Stripe. */
export type CardRefunder = (moveId: string, lines: readonly repo.LedgerRecord[], amountCents: number, key: string) => Promise<CardRefund[]>;

/**
 * Money an admin pays back, never more than the order holds, whoever refunds at the same moment:
 * to the cards through Stripe (`card`), or recorded as paid back by hand.
 */
export function refundWith(needs: PaymentsNeeds, refundToCards: CardRefunder | null) {
  return async (actor: Principal, id: string, request: RefundRequest): Promise<OrderMoney> => {
    const reason = cleanText(request.reason);
    if (!reason || reason.length > REASON_MAX) throw validationError({ reason: 'refundReasonRequired' });
    return db().transaction(async (transaction) => {
      const move = await bookedOrder(id, transaction);
      await repo.lockOrderMoney(move.id, transaction);
      const before = await repo.linesOf(move.id, transaction);
      const held = summarize(before, null).paidCents;
      if (request.amountCents > held) {
        throw conflict(ErrorCode.refundExceedsPaid, 'refundExceedsPaid', {
          amount: formatCents(request.amountCents),
          refundable: formatCents(Math.max(0, held)),
        });
      }
      const byWhom = { recordedBy: actor.id, recordedByName: await nameOfAccount(actor.id, transaction), recordedByRole: 'admin' as const };
      const common = {
        moveId: move.id,
        moveNumber: move.moveNumber,
        kind: 'refund' as const,
        purpose: null,
        reason,
        ...byWhom,
        receivedOn: dayToIso(todayIn(COMPANY_TIME_ZONE)),
      };
      const lines: repo.LedgerRecord[] = [];
      if (request.method === 'card') {
        if (!refundToCards) throw conflict(ErrorCode.paymentNotDue, 'paymentCardsOff');
        // The key: the order and its lines so far. A refund made at Stripe whose transaction then failed is replayed, not made again, when retried.
        const key = `${move.id}:${before.length}`;
        for (const refund of await refundToCards(move.id, before, request.amountCents, key)) {
          const { paymentLine, paymentIntent, refundId, amountCents } = refund;
          const line = { ...common, method: 'card' as const, amountCents, reference: refundId, refundOf: paymentLine.id };
          lines.push(await repo.insertLine({ ...line, stripePaymentIntent: paymentIntent, stripeRefund: refundId }, transaction));
        }
      } else {
        lines.push(
          await repo.insertLine(
            { ...common, method: request.method, amountCents: request.amountCents, reference: cleanText(request.reference), refundOf: null },
            transaction,
          ),
        );
      }
      for (const made of lines) await queueReceipt(move, made, transaction);
      const line = { id: lines.map((made) => made.id).join(','), amountCents: request.amountCents, method: request.method };
      await needs.records.recordChange(
        move.id,
        {
          actorId: actor.id,
          actorRole: 'admin',
          action: 'refundrecorded',
          fromStatus: move.status,
          toStatus: move.status,
          changes: { paymentId: line.id, amountCents: line.amountCents, method: line.method, reason },
        },
        transaction,
      );
      transaction.afterCommit(() => logger.info({ orderId: move.id, paymentId: line.id, amountCents: line.amountCents }, 'refund recorded'));
      return moneyOf(move, await repo.linesOf(move.id, transaction));
    });
  };
}

/** Mails the customer what is left to pay, with the link to pay it by card when cards are on (the console's Send balance link). */
export function sendBalanceLinkWith(cardsOn: boolean) {
  return async (id: string): Promise<BalanceLinkAnswer> => {
    return db().transaction(async (transaction) => {
      const move = await bookedOrder(id, transaction);
      await repo.lockOrderMoney(move.id, transaction);
      if (!(await queueBalanceMail(move, cardsOn, transaction))) throw conflict(ErrorCode.paymentNotDue, 'paymentNothingDue');
      return { to: move.customerEmail! };
    });
  };
}
