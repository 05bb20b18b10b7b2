import type { WordKey } from '@moveday/openapi';
import type { CustomerPayments, PaymentLine } from '../api/getPayments';

/** How the customer came back from Stripe's page: `?payment=done` or `?payment=cancelled`. */
export type PaymentReturn = 'done' | 'cancelled';

export const paymentReturnOf = (value: string | null): PaymentReturn | null => (value === 'done' || value === 'cancelled' ? value : null);

/** The address without its `payment` parameter (path, query, hash), or null when it has none: a reload then repeats no message. */
export function withoutPaymentParam(href: string): string | null {
  const url = new URL(href);
  if (!url.searchParams.has('payment')) return null;
  url.searchParams.delete('payment');
  return url.pathname + url.search + url.hash;
}

/** One money fact of the Payments card: its name and amount. */
export interface MoneyFact {
  label: WordKey;
  cents: number;
}

/**
 * The card's facts: the price, the deposit asked, what is paid, and the balance (a credit when more
 * was paid than the price). A cancelled order owes nothing: only what is paid (and kept) shows.
 */
export function moneyFacts(payments: CustomerPayments, cancelled: boolean): MoneyFact[] {
  if (cancelled) return [{ label: 'paymentPaidLabel', cents: payments.paidCents }];
  const facts: MoneyFact[] = [];
  if (payments.priceCents !== null) facts.push({ label: 'orderPriceLabel', cents: payments.priceCents });
  if (payments.depositCents !== null) facts.push({ label: 'paymentDepositLabel', cents: payments.depositCents });
  facts.push({ label: 'paymentPaidLabel', cents: payments.paidCents });
  if (payments.balanceCents !== null)
    facts.push(
      payments.balanceCents < 0
        ? { label: 'paymentCreditLabel', cents: -payments.balanceCents }
        : { label: 'paymentBalanceLabel', cents: payments.balanceCents },
    );
  return facts;
}

/** What the customer can do about the money now. */
export type DueAction =
  /** A button to Stripe's page. */
  | { kind: 'payOnline'; purpose: 'deposit' | 'balance'; amountCents: number }
  /** Cards are not taken online: pay on move day (the deposit) or to the crew or us (the balance). */
  | { kind: 'payOffline'; purpose: 'deposit' | 'balance'; amountCents: number }
  /** An estimate without its fixed price: the deposit comes with the price. */
  | { kind: 'awaitPrice' };

export function dueAction(payments: CustomerPayments, orderStatus: string): DueAction | null {
  if (payments.due) return { kind: payments.cardPayments ? 'payOnline' : 'payOffline', ...payments.due };
  if (payments.priceCents === null && orderStatus !== 'cancelled') return { kind: 'awaitPrice' };
  return null;
}

export const payButtonKey = (purpose: 'deposit' | 'balance'): WordKey => (purpose === 'deposit' ? 'paymentPayDeposit' : 'paymentPayBalance');

/** A line's amount the way it moved: a payment adds, a refund or a bank's withdrawal takes away. */
export const signedCents = (line: PaymentLine): number => (line.kind === 'payment' ? line.amountCents : -line.amountCents);

/** What one way of paying holds: its payments less its refunds and withdrawals (never below nothing). */
const heldBy = (payments: CustomerPayments, card: boolean): number =>
  Math.max(
    0,
    payments.payments.filter((line) => (line.method === 'card') === card).reduce((sum, line) => sum + signedCents(line), 0),
  );

/** What the customer's cards paid and still hold: the online cancellation refunds it (less any fee) when cards are on. */
export const heldOnCards = (payments: CustomerPayments): number => (payments.cardPayments ? heldBy(payments, true) : 0);

/** What the customer paid otherwise (cash, check, transfer, or cards while they are off): MoveDay pays it back by hand. */
export const heldOtherwise = (payments: CustomerPayments): number => heldBy(payments, false) + (payments.cardPayments ? 0 : heldBy(payments, true));

/** A sentence with an amount. */
export interface AmountWords {
  key: WordKey;
  cents: number;
}

/** The cancel dialog's words on money: the card payment comes back (less any fee), and whether anything else was paid. */
export function cancelRefundWords(payments: CustomerPayments): { card: AmountWords | null; other: boolean } {
  const cards = heldOnCards(payments);
  return {
    card: cards > 0 ? { key: payments.state === 'deposit_paid' ? 'cancelCardDepositBack' : 'cancelCardPaidBack', cents: cards } : null,
    other: heldOtherwise(payments) > 0,
  };
}

/** After the cut-off (no cancelling online): what a cancellation now would keep, when anything is paid. */
export function keptAfterCutoff(payments: CustomerPayments): AmountWords | null {
  if (payments.paidCents <= 0) return null;
  return { key: payments.state === 'deposit_paid' ? 'cancelKeptDeposit' : 'cancelKeptPaid', cents: payments.paidCents };
}

/** What the order held when the customer left for Stripe's page, kept for the tab until they are back. */
export interface PayingSnapshot {
  order: string;
  paidCents: number;
}

/**
 * Whether the payment made on Stripe's page has reached the ledger (Stripe's webhook confirmed
 * it): more is paid than when the customer left. Without a note of that (another tab, storage
 * off), when nothing is due any more and something is paid.
 */
export function paymentArrived(now: CustomerPayments, before: PayingSnapshot | null): boolean {
  return before ? now.paidCents > before.paidCents : now.due === null && now.paidCents > 0;
}

/**
 * The waits between reads while the page waits for Stripe's word: 1, 2 and 3 seconds, then every
 * 5 seconds, a minute in all (`limitMs`).
 */
export function pollDelays(limitMs = 60_000, steps: readonly number[] = [1_000, 2_000, 3_000, 5_000]): number[] {
  const delays: number[] = [];
  let total = 0;
  for (let i = 0; ; i++) {
    const delay = steps[Math.min(i, steps.length - 1)]!;
    if (total + delay > limitMs) return delays;
    delays.push(delay);
    total += delay;
  }
}
