import type { Transaction } from 'sequelize';
import type { AccountExportOrder, AdminCustomerOrder } from './accountDataTypes.js';

/**
 * What a customer's data and the closure flow (issue 21) ask of the orders module, which depends on
 * this one: handed in at start by the composition root (compose.ts).
 */
export interface CustomerOrders {
  /** The customer's orders (never quotes), oldest first, each with its history, change requests and rating. */
  ordersOf(customerId: string): Promise<AccountExportOrder[]>;
  /** The customer's orders for the console, newest first. */
  orderLinesOf(customerId: string): Promise<AdminCustomerOrder[]>;
  /** Each customer's count of orders and of open orders; customers without orders absent. */
  orderCountsOf(customerIds: readonly string[]): Promise<Map<string, { orders: number; open: number }>>;
  /** Locks the customer's moves for the transaction; the move numbers of its open orders. */
  lockOrdersOf(customerId: string, transaction: Transaction): Promise<string[]>;
  /**
   * Replaces the personal details of the customer's moves by placeholders, with an `account_closed`
   * history entry for each order: the moves' ids, and what was taken out of them (the emails the
   * orders were booked with among it), for the mails about them.
   */
  closeOrdersOf(
    closure: {
      customerId: string;
      actor: { id: string; role: 'customer' | 'admin' };
      personal: string[];
      placeholders: { firstName: string; lastName: string; email: string };
    },
    transaction: Transaction,
  ): Promise<{ moveIds: string[]; personal: string[]; emails: string[] }>;
}
