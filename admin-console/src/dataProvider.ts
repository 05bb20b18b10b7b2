import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'react-admin';
import { FILE, answerOf, api, saveDownload } from './lib/api';
import { request } from './lib/http';
import type {
  AdminCustomerDetail,
  AddOrderAnswer,
  BalanceLinkAnswer,
  AddOrderRequest,
  AdminQuoteAnswer,
  AdminQuoteRequest,
  AssignPartnerRequest,
  ApproveChangeRequest,
  ApiKeyRow,
  AssignablePartners,
  CancelOrderRequest,
  ChangeRequestAnswer,
  CreatedApiKey,
  CreatedWebhookEndpoint,
  DaysOffAnswer,
  LedgerTotals,
  LifecycleAnswer,
  MailDetail,
  MoneyFigures,
  NewApiKey,
  OutgoingDropped,
  OutgoingHoldStatus,
  NewWebhookEndpoint,
  OrderListFilter,
  OrderMoney,
  OrderTabCounts,
  Partner,
  PartnerSignIn,
  AdminPartnerTerms,
  PartnerTermsInput,
  PartnerEarnings,
  AdjustmentRequest,
  AdminStatementDetail,
  IssuedStatements,
  PaymentListFilter,
  PayoutRequest,
  RatingsSummary,
  ReassignPartnerRequest,
  RecordPaymentRequest,
  RefundRequest,
  SelectedMoveDetails,
  SettlementFigures,
  SettlementListFilter,
  SettlementPeriod,
  StatementTotals,
  WebhookDeliveryDetail,
  WebhookSecret,
} from './lib/types';
import type { DashboardFigures } from './dashboard/types';

/**
 * ra-data-simple-rest's client, on the same fetch as the typed client (lib/http): the bearer token
 * from the stored session, and failures as ApiError with the message to show.
 */
async function httpClient(url: string, options: RequestInit = {}) {
  const response = await request(url, options);
  const body = await response.text();
  return { status: response.status, headers: response.headers, body, json: body ? JSON.parse(body) : undefined };
}

const rest = simpleRestProvider('/api/admin', httpClient);

/**
 * The console's data provider: the REST resources (orders, partners, customers, enquiries, mails, payments, settlements, reviews, apikeys, webhooks, webhookdeliveries) over
 * ra-data-simple-rest, and the spec's other calls through the typed client (lib/api).
 */
export interface MoveDayDataProvider extends DataProvider {
  /** The Open and Close tabs' figures for a search and view. */
  countOrders(filter: OrderListFilter): Promise<OrderTabCounts>;
  /** Check Quote on Add Order: prices the draft, stores nothing. */
  quoteNewOrder(body: AdminQuoteRequest): Promise<AdminQuoteAnswer>;
  /** Save Details (`save`) or Confirm Order (`confirm`) on Add Order. */
  addOrder(body: AddOrderRequest): Promise<AddOrderAnswer>;
  confirmOrder(moveDatabaseID: string): Promise<LifecycleAnswer>;
  completeOrder(moveDatabaseID: string): Promise<LifecycleAnswer>;
  assignPartner(body: AssignPartnerRequest): Promise<LifecycleAnswer>;
  cancelOrder(body: CancelOrderRequest): Promise<LifecycleAnswer>;
  /** Takes an offered or accepted job from its partner and offers it to another; refused (409) when the state seen has changed. */
  reassignPartner(body: ReassignPartnerRequest): Promise<LifecycleAnswer>;
  /** A partner's sign-ins, pending invitations included. */
  fetchPartnerSignIns(partnerId: string): Promise<PartnerSignIn[]>;
  /** Invites an email to sign in for the partner (a pending one gets a fresh link). */
  invitePartnerSignIn(partnerId: string, email: string): Promise<PartnerSignIn>;
  /** Removes a sign-in; its sessions stop. */
  removePartnerSignIn(partnerId: string, signInId: string): Promise<PartnerSignIn>;
  /** What MoveDay keeps of the partner's jobs: its own terms, or the company's default commission. */
  fetchPartnerTerms(partnerId: string): Promise<AdminPartnerTerms>;
  /** Sets the partner's terms from now on. */
  setPartnerTerms(partnerId: string, body: PartnerTermsInput): Promise<AdminPartnerTerms>;
  /** Every line the partner earned, and their sum. */
  fetchPartnerEarnings(partnerId: string): Promise<PartnerEarnings>;
  /** Adds an adjustment (plus or minus, with a reason) to what the partner earned for one of its jobs. */
  adjustPartnerEarnings(partnerId: string, body: AdjustmentRequest): Promise<PartnerEarnings>;
  /** Every partner. */
  fetchPartners(): Promise<Partner[]>;
  /** Every partner, and whether it may take the order on the day (and why not): the Assign Partner dialog's list. */
  fetchAssignablePartners(moveDatabaseID: string, actualMoveDate: number): Promise<AssignablePartners>;
  /** A partner's days off from today on, who set each. */
  fetchDaysOff(partnerId: string): Promise<DaysOffAnswer>;
  /** Marks a day off; refused (409) when the partner has a move that day. */
  addDayOff(partnerId: string, day: number): Promise<DaysOffAnswer>;
  removeDayOff(partnerId: string, day: number): Promise<DaysOffAnswer>;
  /** Every figure of the dashboard in one call. */
  getDashboard(): Promise<DashboardFigures>;
  /** Every order as CSV; answers the saved file's name. */
  downloadOrdersCsv(): Promise<string>;
  /** One order's chosen groups as CSV or PDF; answers the saved file's name. */
  downloadOrder(format: 'csv' | 'pdf', moveDatabaseID: string, selectedMoveDetails: SelectedMoveDetails): Promise<string>;
  /** Sends a failed mail again (queued under a new job); answers the mail as it now is. */
  resendMail(id: string): Promise<MailDetail>;
  /** Approves a customer's change request: the new dates, re-priced; with a partner, the day and who moves them. */
  approveChangeRequest(id: string, body: ApproveChangeRequest): Promise<ChangeRequestAnswer>;
  /** Declines a customer's change request; the reason is mailed to them. */
  declineChangeRequest(id: string, reason: string): Promise<ChangeRequestAnswer>;
  /** How many ratings gave each number of stars: the dashboard's Customer satisfaction. */
  getRatingsSummary(): Promise<RatingsSummary>;
  /**
   * Makes an API key; the answer carries its secret, the only time it is shown. Made here rather
   * than through react-admin's create, which would keep the answer (secret and all) in its cache.
   */
  createApiKey(body: NewApiKey): Promise<CreatedApiKey>;
  /** Revokes a key: refused from its next call on; it stays listed, revoked. */
  revokeApiKey(id: string): Promise<ApiKeyRow>;
  /** Registers a webhook endpoint; the answer carries its signing secret, shown once (as createApiKey). */
  createWebhook(body: NewWebhookEndpoint): Promise<CreatedWebhookEndpoint>;
  /** A new signing secret for an endpoint, shown once; the old one signs nothing more. */
  rollWebhookSecret(id: string): Promise<WebhookSecret>;
  /** Sends a delivered or failed webhook delivery again (same event id and body); 409 while it is queued or its endpoint is off. */
  resendWebhookDelivery(id: string): Promise<WebhookDeliveryDetail>;
  /** Everything MoveDay holds about a customer, saved as its JSON file; answers the saved file's name. */
  downloadCustomerData(id: string): Promise<string>;
  /** Closes a customer's account (no password: the admin confirms); 409 with open orders (7033) or when closed already (7034). */
  closeCustomer(id: string): Promise<AdminCustomerDetail>;
  /** Whether outgoing mail and webhook deliveries are held after a restore, and what waits. */
  getOutgoingHold(): Promise<OutgoingHoldStatus>;
  /** Lifts the hold: what waited goes out; 409 (7036) when it is not held any more. */
  releaseOutgoing(): Promise<OutgoingHoldStatus>;
  /** Lifts the hold after marking what waited as not sent; 409 (7036) when it is not held any more. */
  dropOutgoing(): Promise<OutgoingDropped>;
  /** An order's money: its payment state, price, deposit asked, what it holds and owes, and its ledger (oldest first). 404 for a quote. */
  getOrderMoney(id: string): Promise<OrderMoney>;
  /** Records cash, a check or a transfer received; answers the order's money. 409 (7038) for an estimate without its fixed price. */
  recordPayment(id: string, body: RecordPaymentRequest): Promise<OrderMoney>;
  /** Records money paid back, with the reason; answers the order's money. 409 (7037) for more than the order holds. */
  recordRefund(id: string, body: RefundRequest): Promise<OrderMoney>;
  /** The money in the ledger lines a Payments list filter selects: received, returned, net, and how many lines. */
  getPaymentTotals(filter: PaymentListFilter): Promise<LedgerTotals>;
  /** Mails the customer what is left to pay, with the link to pay it by card; 409 (7039) when nothing is left. */
  sendBalanceLink(id: string): Promise<BalanceLinkAnswer>;
  /** The ledger lines a Payments filter selects, saved as CSV; answers the saved file's name. */
  downloadPaymentsCsv(filter: PaymentListFilter): Promise<string>;
  /** The dashboard's money: collected this month, balances outstanding, still to collect. */
  getMoneyFigures(): Promise<MoneyFigures>;
  /** The money in the statements a Settlements list filter selects: their total, what of it is paid and owed, and how many. */
  getSettlementTotals(filter: SettlementListFilter): Promise<StatementTotals>;
  /** The dashboard's money out: owed to partners (and how many statements), paid this month, earned and not yet on a statement. */
  getSettlementFigures(): Promise<SettlementFigures>;
  /** The accountant's per-partner file for a period, saved as CSV; answers the saved file's name. */
  downloadSettlementsCsv(period: SettlementPeriod): Promise<string>;
  /** Issues the statements of a week that has ended (any day of it), for each partner owed that has none for it yet. */
  issueStatements(weekOf: number): Promise<IssuedStatements>;
  /** Records how a statement was paid by hand; 409 (7041) when it is paid already or a transfer for it is under way. */
  markStatementPaid(id: string, body: PayoutRequest): Promise<AdminStatementDetail>;
  /** Pays a statement by a Stripe transfer (then `sending` until Stripe's event); 409 (7042) without Stripe or an account, 502 (7040) refused. */
  payStatementWithStripe(id: string): Promise<AdminStatementDetail>;
  /** A statement as the partner was sent it (PDF) or its lines (CSV), in English; answers the saved file's name. */
  downloadStatement(id: string, format: 'pdf' | 'csv'): Promise<string>;
}

export const dataProvider: MoveDayDataProvider = {
  ...rest,
  countOrders: (filter) => answerOf(api.GET('/admin/orders/counts', { params: { query: { filter: JSON.stringify(filter) } } })),
  quoteNewOrder: (body) => answerOf(api.POST('/admin/getquote_addorder', { body })),
  addOrder: (body) => answerOf(api.POST('/addorder', { body })),
  confirmOrder: (moveDatabaseID) => answerOf(api.POST('/admin/change_status', { body: { status: 'open', moveDatabaseID } })),
  completeOrder: (moveDatabaseID) => answerOf(api.POST('/admin/change_status', { body: { status: 'completed', moveDatabaseID } })),
  assignPartner: (body) => answerOf(api.POST('/admin/assignpartner', { body })),
  cancelOrder: (body) => answerOf(api.POST('/admin/add_cancel_reason', { body })),
  reassignPartner: (body) => answerOf(api.POST('/admin/reassignpartner', { body })),
  fetchPartnerSignIns: (partnerId) => answerOf(api.GET('/admin/partners/{partnerId}/signins', { params: { path: { partnerId } } })),
  invitePartnerSignIn: (partnerId, email) => answerOf(api.POST('/admin/partners/{partnerId}/signins', { params: { path: { partnerId } }, body: { email } })),
  removePartnerSignIn: (partnerId, signInId) =>
    answerOf(api.DELETE('/admin/partners/{partnerId}/signins/{signInId}', { params: { path: { partnerId, signInId } } })),
  fetchPartnerTerms: (id) => answerOf(api.GET('/admin/partners/{id}/terms', { params: { path: { id } } })),
  setPartnerTerms: (id, body) => answerOf(api.PUT('/admin/partners/{id}/terms', { params: { path: { id } }, body })),
  fetchPartnerEarnings: (id) => answerOf(api.GET('/admin/partners/{id}/earnings', { params: { path: { id } } })),
  adjustPartnerEarnings: (id, body) => answerOf(api.POST('/admin/partners/{id}/earnings', { params: { path: { id } }, body })),
  fetchPartners: () => answerOf(api.GET('/admin/fetchpartners')),
  fetchAssignablePartners: (moveDatabaseID, actualMoveDate) =>
    answerOf(api.GET('/admin/assignablepartners', { params: { query: { moveDatabaseID, actualMoveDate } } })),
  fetchDaysOff: (partnerId) => answerOf(api.GET('/admin/partners/{partnerId}/daysoff', { params: { path: { partnerId } } })),
  addDayOff: (partnerId, day) => answerOf(api.POST('/admin/partners/{partnerId}/daysoff', { params: { path: { partnerId } }, body: { day } })),
  removeDayOff: (partnerId, day) => answerOf(api.DELETE('/admin/partners/{partnerId}/daysoff/{day}', { params: { path: { partnerId, day } } })),
  getDashboard: () => answerOf(api.GET('/admin/dashboard')),
  downloadOrdersCsv: () => saveDownload(api.GET('/admin/fetchcsv', FILE), 'moveday-orders.csv'),
  downloadOrder: (format, moveDatabaseID, selectedMoveDetails) =>
    saveDownload(api.POST(`/admin/fetchsingle${format}`, { ...FILE, body: { moveDatabaseID, selectedMoveDetails } }), `moveday-order.${format}`),
  resendMail: (id) => answerOf(api.POST('/admin/mails/{id}/resend', { params: { path: { id } } })),
  approveChangeRequest: (id, body) => answerOf(api.POST('/admin/changerequests/{id}/approve', { params: { path: { id } }, body })),
  declineChangeRequest: (id, reason) => answerOf(api.POST('/admin/changerequests/{id}/decline', { params: { path: { id } }, body: { reason } })),
  getRatingsSummary: () => answerOf(api.GET('/admin/ratings/summary')),
  createApiKey: (body) => answerOf(api.POST('/admin/apikeys', { body })),
  revokeApiKey: (id) => answerOf(api.DELETE('/admin/apikeys/{id}', { params: { path: { id } } })),
  createWebhook: (body) => answerOf(api.POST('/admin/webhooks', { body })),
  rollWebhookSecret: (id) => answerOf(api.POST('/admin/webhooks/{id}/secret', { params: { path: { id } } })),
  resendWebhookDelivery: (id) => answerOf(api.POST('/admin/webhookdeliveries/{id}/resend', { params: { path: { id } } })),
  downloadCustomerData: (id) => saveDownload(api.GET('/admin/customers/{id}/export', { ...FILE, params: { path: { id } } }), 'moveday-data.json'),
  closeCustomer: (id) => answerOf(api.POST('/admin/customers/{id}/close', { params: { path: { id } } })),
  getOutgoingHold: () => answerOf(api.GET('/admin/outgoinghold')),
  releaseOutgoing: () => answerOf(api.POST('/admin/outgoinghold/release')),
  dropOutgoing: () => answerOf(api.POST('/admin/outgoinghold/drop')),
  getOrderMoney: (id) => answerOf(api.GET('/admin/orders/{id}/payments', { params: { path: { id } } })),
  recordPayment: (id, body) => answerOf(api.POST('/admin/orders/{id}/payments', { params: { path: { id } }, body })),
  recordRefund: (id, body) => answerOf(api.POST('/admin/orders/{id}/refunds', { params: { path: { id } }, body })),
  getPaymentTotals: (filter) => answerOf(api.GET('/admin/payments/totals', { params: { query: { filter: JSON.stringify(filter) } } })),
  getMoneyFigures: () => answerOf(api.GET('/admin/payments/figures')),
  downloadPaymentsCsv: (filter) =>
    saveDownload(api.GET('/admin/payments/export.csv', { ...FILE, params: { query: { filter: JSON.stringify(filter) } } }), 'moveday-payments.csv'),
  sendBalanceLink: (id) => answerOf(api.POST('/admin/orders/{id}/payments/balancelink', { params: { path: { id } } })),
  getSettlementTotals: (filter) => answerOf(api.GET('/admin/settlements/totals', { params: { query: { filter: JSON.stringify(filter) } } })),
  getSettlementFigures: () => answerOf(api.GET('/admin/settlements/figures')),
  downloadSettlementsCsv: (period) =>
    saveDownload(api.GET('/admin/settlements/export.csv', { ...FILE, params: { query: { filter: JSON.stringify(period) } } }), 'moveday-settlements.csv'),
  issueStatements: (weekOf) => answerOf(api.POST('/admin/settlements/issue', { body: { weekOf } })),
  markStatementPaid: (id, body) => answerOf(api.POST('/admin/settlements/{id}/payment', { params: { path: { id } }, body })),
  payStatementWithStripe: (id) => answerOf(api.POST('/admin/settlements/{id}/transfer', { params: { path: { id } } })),
  downloadStatement: (id, format) =>
    saveDownload(api.GET(`/admin/settlements/{id}/statement.${format}`, { ...FILE, params: { path: { id } } }), `moveday-statement.${format}`),
};
