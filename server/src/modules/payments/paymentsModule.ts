import { controllerMaker } from '../../platform/controllers.js';
import { orderMoney, recordPaymentWith, refundWith } from './ledgerService.js';
import { ledgerTotals, listLedger } from './paymentList.js';
import { PaymentsController } from './paymentsController.js';
import type { PaymentsNeeds } from './paymentsNeeds.js';
import type { Principal } from '../../platform/auth.js';
import type { ListPage, ListQuery } from '../../platform/restList.js';
import type { LedgerEntry, LedgerTotals, OrderMoney, RecordPaymentRequest, RefundRequest } from './paymentsTypes.js';

/** What the payments module does, as its controllers call it. */
export interface Payments {
  orderMoney(id: string): Promise<OrderMoney>;
  listLedger(query: ListQuery): Promise<ListPage<LedgerEntry>>;
  ledgerTotals(filter: string | undefined): Promise<LedgerTotals>;
  recordPayment(actor: Principal, id: string, request: RecordPaymentRequest): Promise<OrderMoney>;
  refund(actor: Principal, id: string, request: RefundRequest): Promise<OrderMoney>;
}

/** Money in (issue 34): each order's ledger, what admins record by hand, and the console's Payments list. */
export function createPaymentsModule(needs: PaymentsNeeds) {
  const payments: Payments = {
    orderMoney,
    listLedger,
    ledgerTotals,
    recordPayment: recordPaymentWith(needs),
    refund: refundWith(needs),
  };
  return {
    payments,
    controllers: [controllerMaker(PaymentsController, () => new PaymentsController(payments))],
  };
}

export type PaymentsModule = ReturnType<typeof createPaymentsModule>;
