import type { LedgerKind, ManualPaymentMethod, PaymentMethod, PaymentState } from '@moveday/openapi';
import type { Same } from '../../platform/sameType.js';

// tsoa reads literal unions only (not the catalogue's `typeof` types): these are the catalogue's
// values written out, and the assertions at the end of the file fail the build if they part.
type Kind = 'payment' | 'refund' | 'dispute';
type Method = 'card' | 'cash' | 'check' | 'transfer';
type ManualMethod = 'cash' | 'check' | 'transfer';
type State = 'unpaid' | 'deposit_paid' | 'paid' | 'partly_refunded' | 'refunded';

/** One line of an order's ledger: money received, paid back, or withdrawn by a card's bank. */
export interface LedgerEntry {
  /** The line's database id (react-admin's record id). */
  id: string;
  /** The order's database id. */
  orderId: string;
  /** The order's move number. */
  moveID: string;
  kind: Kind;
  method: Method;
  /** What a card payment was asked for (`deposit`, `balance`); null for what an admin recorded. */
  purpose: 'deposit' | 'balance' | null;
  /** Cents, always positive: the kind says which way the money went. */
  amountCents: number;
  /** A check number, a transfer's or receipt's reference, Stripe's payment id. */
  reference: string | null;
  /** Why money went back (a refund), or the bank's reason (a dispute). */
  reason: string | null;
  /** Who recorded it: the admin's name, or null for what Stripe confirmed. */
  recordedBy: string | null;
  /** The calendar day the money moved (UTC midnight ms). */
  receivedOn: number;
  /** When it was written (ms since the epoch). */
  createdAt: number;
}

/** An order's money: its price, the deposit asked, what is held and owed, its payment state and every ledger line. */
export interface OrderMoney {
  orderId: string;
  moveID: string;
  state: State;
  /** The price in cents (the order's final amount); null while it has none fixed. */
  priceCents: number | null;
  /** The deposit asked of the price (DEPOSIT_PERCENT or DEPOSIT_AMOUNT); null without a price. */
  depositCents: number | null;
  receivedCents: number;
  /** Refunds and disputes. */
  returnedCents: number;
  /** Received less returned. */
  paidCents: number;
  /** The price less what is held; negative: a credit. Null without a price. */
  balanceCents: number | null;
  /** Oldest first. */
  entries: LedgerEntry[];
}

/** `POST /admin/orders/{id}/payments`: money an admin received by hand. */
export interface RecordPaymentRequest {
  /**
   * Cents received, 1 to 100,000,000 ($1,000,000).
   * @isInt
   * @minimum 1
   * @maximum 100000000
   */
  amountCents: number;
  method: ManualMethod;
  /**
   * A check number, a transfer's reference, a receipt number; at most 100 characters.
   * @maxLength 100
   */
  reference?: string;
  /** The calendar day the money came (UTC midnight ms), not after today in Denver; today when left out. */
  receivedOn?: number;
}

/** `POST /admin/orders/{id}/refunds`: money an admin paid back by hand. */
export interface RefundRequest {
  /**
   * Cents paid back, 1 to 100,000,000, at most what the order has paid and not had back (409, 7037).
   * @isInt
   * @minimum 1
   * @maximum 100000000
   */
  amountCents: number;
  /**
   * How the money went back: `card` refunds through Stripe to the cards that paid (newest payment
   * first; 409 7039 without Stripe or card payments to cover it), the others record money paid back by hand.
   */
  method: Method;
  /** Why; required, at most 500 characters. Optional here only so that a missing one gets a message to show. */
  reason?: string;
  /**
   * A check number or a transfer's reference; at most 100 characters.
   * @maxLength 100
   */
  reference?: string;
}

/** What the customer is asked to pay online now. */
export interface PaymentDue {
  purpose: 'deposit' | 'balance';
  amountCents: number;
}

/** A customer's own order's money, as its page shows it. */
export interface CustomerPayments {
  state: State;
  /** The price in cents; null while it has none fixed (an estimate not yet confirmed). */
  priceCents: number | null;
  depositCents: number | null;
  /** What the company holds: payments less refunds. */
  paidCents: number;
  /** What is still owed; negative: a credit. Null without a price. */
  balanceCents: number | null;
  /** Whether cards are taken online; without, the page says to pay on move day. */
  cardPayments: boolean;
  /** The deposit while nothing is paid on a booked order with a fixed price; the balance once the move is completed; else null. */
  due: PaymentDue | null;
  /** Why the last card attempt failed, while its session is open, in the request's language (Stripe's English words for a failure it does not code); null otherwise. */
  lastCardError: string | null;
  /** Every payment and refund, oldest first. */
  payments: { kind: Kind; method: Method; amountCents: number; receivedOn: number }[];
}

/** The dashboard's money, in cents. */
export interface MoneyFigures {
  /** Received less returned this calendar month (Denver), on the day the money moved. */
  collectedThisMonthCents: number;
  /** What completed moves still owe: their price less what they hold, where positive. */
  outstandingCents: number;
  /** How many completed moves owe something. */
  ordersOwing: number;
  /** What booked moves still to happen will owe on top of what they hold (deposits taken off). */
  upcomingCents: number;
}

/** The balance mail went to this address. */
export interface BalanceLinkAnswer {
  to: string;
}

/** Where to pay: Stripe's Checkout page for what is due. */
export interface CheckoutAnswer {
  url: string;
}

/** The money in the lines a Payments list shows (its filters), in cents. */
export interface LedgerTotals {
  count: number;
  receivedCents: number;
  returnedCents: number;
  /** Received less returned. */
  netCents: number;
}

// Compile-time only: the literal unions above are the catalogue's.
export const kindsMatchCatalogue: Same<Kind, LedgerKind> = true;
export const methodsMatchCatalogue: Same<Method, PaymentMethod> = true;
export const manualMethodsMatchCatalogue: Same<ManualMethod, ManualPaymentMethod> = true;
export const statesMatchCatalogue: Same<State, PaymentState> = true;
