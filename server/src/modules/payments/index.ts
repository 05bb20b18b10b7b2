/**
 * The payments module's public face (issue 34): each order's ledger of money in integer cents
 * (payments, refunds, disputes), its payment state and balance, and the console's Payments list.
 */
export { createPaymentsModule } from './paymentsModule.js';
export type { PaymentsModule } from './paymentsModule.js';
export type { PaymentsNeeds } from './paymentsNeeds.js';
export { moneyOfOrder, moneyWithNoPayments } from './ledgerService.js';
export { methodIn } from './receipts.js';
export type { OrderMoney, RecordPaymentRequest, RefundRequest } from './paymentsTypes.js';
