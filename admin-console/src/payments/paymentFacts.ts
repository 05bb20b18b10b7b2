import {
  COMPANY_TIME_ZONE,
  LEDGER_KINDS,
  MANUAL_PAYMENT_METHODS,
  PAYMENT_METHODS,
  PAYMENT_STATES,
  formatCents,
  labelOf,
  todayIn,
  type LedgerKind,
  type ManualPaymentMethod,
  type PaymentMethod,
  type PaymentState,
} from '@moveday/openapi';
import type { LedgerEntry, OrderMoney, StateChipColor } from '../lib/types';

/** How an order's payment state looks: paid is done, a deposit is on the way there, anything refunded wants a second look. */
export const PAYMENT_STATE_COLORS: Record<PaymentState, StateChipColor> = {
  unpaid: 'default',
  deposit_paid: 'info',
  paid: 'success',
  partly_refunded: 'warning',
  refunded: 'warning',
};

export const paymentStateLabel = (state: PaymentState): string => labelOf(PAYMENT_STATES, state);

/** How a ledger line looks: money in is green, money paid back amber, money a card's bank took back red. */
export const LEDGER_KIND_COLORS: Record<LedgerKind, StateChipColor> = {
  payment: 'success',
  refund: 'warning',
  dispute: 'error',
};

export const ledgerKindLabel = (kind: LedgerKind): string => labelOf(LEDGER_KINDS, kind);
export const paymentMethodLabel = (method: PaymentMethod): string => labelOf(PAYMENT_METHODS, method);

/** The methods an admin records by hand, in the catalogue's words (a card payment only ever comes from Stripe). */
export const MANUAL_METHOD_CHOICES: readonly { key: ManualPaymentMethod; label: string }[] = MANUAL_PAYMENT_METHODS.map((key) => ({
  key,
  label: paymentMethodLabel(key),
}));

/** A way money moves by hand (what Record payment offers); a card payment only ever comes from Stripe. */
export const isManualMethod = (method: PaymentMethod): method is ManualPaymentMethod => (MANUAL_PAYMENT_METHODS as readonly string[]).includes(method);

/** A refund's ways: back to the cards through Stripe when cards paid the order, else by hand only. */
export function refundMethodChoices(money: Pick<OrderMoney, 'entries'>): readonly { key: PaymentMethod; label: string }[] {
  const cardsPaid = money.entries.some((entry) => entry.kind === 'payment' && entry.method === 'card');
  return cardsPaid ? [{ key: 'card', label: 'Card (through Stripe)' }, ...MANUAL_METHOD_CHOICES] : MANUAL_METHOD_CHOICES;
}

/** A line's amount with the way it went: what came in positive, what went back (a refund, a dispute) negative. */
export const signedCents = (entry: Pick<LedgerEntry, 'kind' | 'amountCents'>): number => (entry.kind === 'payment' ? entry.amountCents : -entry.amountCents);

export const amountText = (entry: Pick<LedgerEntry, 'kind' | 'amountCents'>): string => formatCents(signedCents(entry));

export const NO_FIXED_PRICE = 'No fixed price yet';

/** What the order still owes; more paid than the price is the customer's credit; an order without a fixed price owes nothing yet. */
export function balanceText(balanceCents: OrderMoney['balanceCents']): string {
  if (balanceCents === null) return NO_FIXED_PRICE;
  return balanceCents < 0 ? `Credit ${formatCents(-balanceCents)}` : formatCents(balanceCents);
}

/** Why the card offers no Record payment: the server takes none until the estimate is confirmed with its price (7038). */
export const NO_PRICE_NO_PAYMENT = 'No fixed price yet: confirm the estimate with its price before recording a payment.';

export const NOTHING_HELD = 'Nothing to refund: the order holds no money';

/** Whether Refund is open: only while the order holds money (paid and not had back). */
export const canRefund = (money: Pick<OrderMoney, 'paidCents'>): boolean => money.paidCents > 0;

/** Who wrote a line: the admin by name; a line without one is what Stripe confirmed. */
export const recordedByText = (entry: Pick<LedgerEntry, 'recordedBy'>): string => entry.recordedBy ?? 'Stripe';

/** A line's reference and reason together, for the order's card (the Payments list has a column for each). */
export const noteText = (entry: Pick<LedgerEntry, 'reference' | 'reason'>): string => [entry.reference, entry.reason].filter(Boolean).join(' · ');

/** What the notification says once a line is written. */
export const recordedText = (kind: 'payment' | 'refund', amountCents: number): string =>
  `${kind === 'payment' ? 'Payment' : 'Refund'} of ${formatCents(amountCents)} recorded`;

/** Today on the company's calendar (Denver): the day a payment is received by default, and the latest the server takes. */
export const companyToday = (now: Date = new Date()): number => todayIn(COMPANY_TIME_ZONE, now);

/** The query of an order's money (its card): set from what recording a payment or refund answers. */
export const orderMoneyKey = (orderId: string) => ['orderMoney', orderId] as const;

/** The Payments list's tabs: every line, then one per kind, in the catalogue's order and words. */
export const KIND_TABS: readonly { value: 'all' | LedgerKind; label: string }[] = [
  { value: 'all', label: 'All' },
  ...LEDGER_KINDS.map((kind) => ({ value: kind.key, label: kind.label })),
];

/** The tab a list filter stands for: one kind, else All (no kind, or several given in the address). */
export function kindTabOf(kind: unknown): 'all' | LedgerKind {
  return typeof kind === 'string' && LEDGER_KINDS.some((k) => k.key === kind) ? (kind as LedgerKind) : 'all';
}

export const DAY_MISSING = 'Say which day the money came';

/** The server's limit on a refund's reason. */
export const REASON_MAX = 500;

/** The fields of the form that changed between two of its values: their server messages no longer apply. */
export const changedFields = <T extends object>(before: T, after: T): string[] =>
  (Object.keys(after) as (keyof T & string)[]).filter((key) => before[key] !== after[key]);

/** The query of the Payments list's totals for a filter: react-admin's refresh refetches it with the list. */
export const paymentTotalsKey = (filter: object) => ['payments', 'totals', filter] as const;
