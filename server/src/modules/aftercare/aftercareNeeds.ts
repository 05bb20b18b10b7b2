import type { Lifecycle, OrderRecords } from '../orders/index.js';

/** What the aftercare module uses of the order book built at start (compose.ts). */
export interface AftercareNeeds {
  records: OrderRecords;
  lifecycle: Lifecycle;
}
