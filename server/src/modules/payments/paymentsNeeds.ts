import type Stripe from 'stripe';
import type { Transaction } from 'sequelize';
import type { OrderRecords } from '../orders/index.js';

/** Another module's part in a verified Stripe event (a payout's transfer), run in the webhook's transaction. */
export type StripeEventReaction = (event: Stripe.Event, transaction: Transaction) => Promise<void>;

/** What the payments module uses of the order book built at start (compose.ts). */
export interface PaymentsNeeds {
  /** Each money change goes into the order's history (and its webhook events) through the order book. */
  records: Pick<OrderRecords, 'recordChange'>;
  /** The modules built on payments that hear Stripe's events too (settlements' transfers); read when an event comes. */
  stripeEventReactions?: () => readonly StripeEventReaction[];
}
