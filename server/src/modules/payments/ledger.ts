import type { LedgerKind, PaymentState } from '@moveday/openapi';
import type { PaymentSettings } from '../../platform/config.js';

/**
 * An order's money as its ledger says (issue 34, DESIGN §11): what came in, what went back, what
 * is still owed and the payment state, read from the lines each time, never stored. Cents only.
 */
export interface MoneySummary {
  /** The order's price in cents (its final amount); null while it has none fixed (a quote, an estimate not confirmed). */
  priceCents: number | null;
  /** Every payment received. */
  receivedCents: number;
  /** Every refund paid back and every disputed charge the bank withdrew. */
  returnedCents: number;
  /** Received less returned: what the company holds. */
  paidCents: number;
  /** The price less what is held; negative when more was paid than the price (a credit). Null without a price. */
  balanceCents: number | null;
  state: PaymentState;
}

export interface LedgerAmount {
  kind: LedgerKind;
  amountCents: number;
}

export function summarize(lines: readonly LedgerAmount[], priceCents: number | null): MoneySummary {
  let receivedCents = 0;
  let returnedCents = 0;
  for (const line of lines) {
    if (line.kind === 'payment') receivedCents += line.amountCents;
    else returnedCents += line.amountCents;
  }
  const paidCents = receivedCents - returnedCents;
  const state: PaymentState =
    returnedCents > 0
      ? paidCents > 0
        ? 'partly_refunded'
        : 'refunded'
      : priceCents !== null && receivedCents >= priceCents && receivedCents > 0
        ? 'paid'
        : receivedCents > 0
          ? 'deposit_paid'
          : 'unpaid';
  return { priceCents, receivedCents, returnedCents, paidCents, balanceCents: priceCents === null ? null : priceCents - paidCents, state };
}

/**
 * The deposit asked of a price: DEPOSIT_AMOUNT, or DEPOSIT_PERCENT of the price rounded up to a
 * whole dollar (a round figure reads as a deposit, not a sum); never more than the price.
 */
export function depositFor(priceCents: number, deposit: PaymentSettings['deposit']): number {
  const asked = 'amountCents' in deposit ? deposit.amountCents : Math.ceil((priceCents * deposit.percent) / 100 / 100) * 100;
  return Math.min(priceCents, asked);
}
