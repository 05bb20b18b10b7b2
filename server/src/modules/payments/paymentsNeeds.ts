import type { OrderRecords } from '../orders/index.js';

/** What the payments module uses of the order book built at start (compose.ts). */
export interface PaymentsNeeds {
  /** Each money change goes into the order's history (and its webhook events) through the order book. */
  records: Pick<OrderRecords, 'recordChange'>;
}
