import type { PaymentSettings } from '../../platform/config.js';
import { controllerMaker } from '../../platform/controllers.js';
import { cardRefundsQueue, paymentsTransitionReaction } from './lifecycleMoney.js';
import { cardPaymentsWith } from './cardPayments.js';
import { CustomerPaymentsController } from './customerPaymentsController.js';
import { StripeWebhookController } from './stripeWebhookController.js';
import { stripeFrom } from './stripeGateway.js';
import { orderMoney, recordPaymentWith, refundWith, sendBalanceLinkWith } from './ledgerService.js';
import { receiptsQueue } from './receipts.js';
import { ledgerCsv, ledgerTotals, listLedger, moneyFigures } from './paymentList.js';
import { PaymentsController } from './paymentsController.js';
import type { PaymentsNeeds } from './paymentsNeeds.js';
import type { Principal } from '../../platform/auth.js';
import type { ListPage, ListQuery } from '../../platform/restList.js';
import type {
  BalanceLinkAnswer,
  CheckoutAnswer,
  CustomerPayments,
  LedgerEntry,
  MoneyFigures,
  LedgerTotals,
  OrderMoney,
  RecordPaymentRequest,
  RefundRequest,
} from './paymentsTypes.js';

/** What the payments module does, as its controllers call it. */
export interface Payments {
  orderMoney(id: string): Promise<OrderMoney>;
  listLedger(query: ListQuery): Promise<ListPage<LedgerEntry>>;
  ledgerTotals(filter: string | undefined): Promise<LedgerTotals>;
  recordPayment(actor: Principal, id: string, request: RecordPaymentRequest): Promise<OrderMoney>;
  refund(actor: Principal, id: string, request: RefundRequest): Promise<OrderMoney>;
  sendBalanceLink(id: string): Promise<BalanceLinkAnswer>;
  ledgerCsv(filter: string | undefined): Promise<{ fileName: string; content: Buffer }>;
  moneyFigures(): Promise<MoneyFigures>;
}

/** Card payments through Stripe, as the customer's and Stripe's controllers call them. */
export interface CardPayments {
  customerPayments(actor: Principal, id: string): Promise<CustomerPayments>;
  checkout(actor: Principal, id: string): Promise<CheckoutAnswer>;
  receiveEvent(body: Buffer | undefined, signature: string | undefined): Promise<void>;
}

/** Money in (issue 34): each order's ledger, what admins record by hand, and the console's Payments list. */
export function createPaymentsModule(needs: PaymentsNeeds, settings: PaymentSettings) {
  const stripe = stripeFrom(settings.stripe);
  const cardPayments = cardPaymentsWith(needs, stripe);
  const cards: CardPayments = cardPayments;
  const payments: Payments = {
    orderMoney,
    listLedger,
    ledgerTotals,
    ledgerCsv,
    moneyFigures,
    recordPayment: recordPaymentWith(needs),
    refund: refundWith(needs, cardPayments.refundToCards),
    sendBalanceLink: sendBalanceLinkWith(stripe !== null),
  };
  return {
    payments,
    /** Stripe through its SDK, or null when it is off: settlements pays partners through it. */
    stripe,
    /** A customer's online cancellation queues the refund of what their cards paid; a completed move asks for its balance. */
    transitionReaction: paymentsTransitionReaction(stripe !== null),
    queues: [cardRefundsQueue(settings, cardPayments.refundToCards), receiptsQueue()],
    controllers: [
      controllerMaker(PaymentsController, () => new PaymentsController(payments)),
      controllerMaker(CustomerPaymentsController, () => new CustomerPaymentsController(cards)),
      controllerMaker(StripeWebhookController, () => new StripeWebhookController(cards)),
    ],
  };
}

export type PaymentsModule = ReturnType<typeof createPaymentsModule>;
