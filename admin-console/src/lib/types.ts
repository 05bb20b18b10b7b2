import type { components } from '@moveday/openapi/api';

type Schemas = components['schemas'];

export type MoveStatus = Schemas['MoveStatus'];
export type AdminOrderRow = Schemas['AdminOrderRow'];
export type AdminOrderDetail = Schemas['AdminOrderDetail'];
export type UpdatedAdminOrder = Schemas['UpdatedAdminOrder'];
export type OrderTabCounts = Schemas['OrderTabCounts'];
export type OrderHistoryEntry = Schemas['OrderHistoryEntry'];
export type LifecycleAnswer = Schemas['LifecycleAnswer'];
export type AssignPartnerRequest = Schemas['AssignPartnerRequest'];
export type CancelOrderRequest = Schemas['CancelOrderRequest'];
export type AddOrderRequest = Schemas['AddOrderRequest'];
export type AddOrderAnswer = Schemas['AddOrderAnswer'];
export type AdminQuoteRequest = Schemas['AdminQuoteRequest'];
export type AdminQuoteAnswer = Schemas['AdminQuoteAnswer'];
export type QuoteDetails = Schemas['QuoteDetails'];
export type MoveDraft = Schemas['MoveDraft'];
export type Address = Schemas['Address'];
export type NavigationFlags = Schemas['NavigationFlags'];
export type CustomerDetails = Schemas['CustomerDetails'];
export type Partner = Schemas['Partner'];
export type PartnerInput = Schemas['PartnerInput'];
/** A partner's fitness for one order on one day (issue 17): why it cannot take the job, and its crews booked that day. */
export type PartnerFit = Schemas['PartnerFit'];
export type AssignablePartners = Schemas['AssignablePartners'];
export type PartnerLoad = Schemas['PartnerLoad'];
export type DayOff = Schemas['DayOff'];
export type DaysOffAnswer = Schemas['DaysOffAnswer'];
export type EnquiryRow = Schemas['EnquiryRow'];
export type MailRow = Schemas['MailRow'];
export type MailDetail = Schemas['MailDetail'];
/** A customer's change request as the console shows it (issue 18), and what answering it takes and gives. */
export type AdminChangeRequest = NonNullable<AdminOrderDetail['changeRequest']>;
export type ChangeRequestState = Schemas['ChangeRequestState'];
export type ApproveChangeRequest = Schemas['ApproveChangeRequest'];
export type ChangeRequestAnswer = Schemas['ChangeRequestAnswer'];
export type GivenRating = NonNullable<AdminOrderDetail['rating']>;
export type Review = Schemas['Review'];
export type RatingsSummary = Schemas['RatingsSummary'];
export type PartnerRating = Pick<Partner, 'ratingAverage' | 'ratingCount'>;
/** Integrations (issue 20): API keys, webhook endpoints and their deliveries. */
export type ApiKeyRow = Schemas['ApiKeyRow'];
export type ApiKeyState = ApiKeyRow['state'];
export type CreatedApiKey = Schemas['CreatedApiKey'];
export type NewApiKey = Schemas['NewApiKey'];
export type WebhookEndpointRow = Schemas['WebhookEndpointRow'];
export type CreatedWebhookEndpoint = Schemas['CreatedWebhookEndpoint'];
export type NewWebhookEndpoint = Schemas['NewWebhookEndpoint'];
export type WebhookEndpointChange = Schemas['WebhookEndpointChange'];
export type WebhookSecret = Schemas['WebhookSecret'];
export type WebhookDeliveryRow = Schemas['WebhookDeliveryRow'];
export type WebhookDeliveryDetail = Schemas['WebhookDeliveryDetail'];
export type WebhookAttempt = Schemas['WebhookAttempt'];

export type AssignmentState = Schemas['AssignmentState'];
/** An order's assignment beside its status (the same fields on a row and on the details): the current or last offer, and what came of it. */
export type AssignmentFields = Pick<
  AdminOrderRow,
  'assignmentState' | 'offerExpiresAt' | 'offerPartnerID' | 'offerPartnerName' | 'declineReason' | 'crewOnTheWayAt'
>;
export type PartnerSignIn = Schemas['PartnerSignIn'];
export type AdminPartnerTerms = Schemas['AdminPartnerTerms'];
export type PartnerTermsInput = Schemas['PartnerTermsInput'];
export type PartnerEarnings = Schemas['PartnerEarnings'];
export type EarningLine = Schemas['EarningLine'];
export type AdjustmentRequest = Schemas['AdjustmentRequest'];
/** The spec types `assignmentState` as a string; the console sends only the two states a job can be taken from. */
export type ReassignPartnerRequest = Schemas['ReassignPartnerRequest'] & { assignmentState: 'offered' | 'accepted' };

/** The order lists' exclusive filters (admin-side §4): the open tab's three, the close tab's two. */
export type OrderView = 'unassigned' | 'assigned' | 'unconfirmed' | 'completed' | 'cancelled';
export type OrderGroup = 'open' | 'close';

export interface OrderListFilter {
  group?: OrderGroup;
  view?: OrderView;
  q?: string;
  /** Any of these assignment states (issue 16). */
  assignmentState?: AssignmentState[];
  /** Only orders whose customer waits for an answer to a change request (issue 18). */
  changeRequest?: 'pending';
}

/** Download To Share: which groups of the order go into the file (DESIGN §8 single-order export); the console always sends every flag. */
export type SelectedMoveDetails = Required<Schemas['SelectedMoveDetails']>;

/** The MUI colours a state's chip takes (a mail's sending, an offer's answer). */
export type StateChipColor = 'default' | 'info' | 'warning' | 'success' | 'error';
/** A customer's data (issue 21): the console's Customers list and page, and the export's file. */
export type AdminCustomer = Schemas['AdminCustomer'];
export type AdminCustomerDetail = Schemas['AdminCustomerDetail'];
export type AdminCustomerOrder = Schemas['AdminCustomerOrder'];
/** Outgoing work held after a restore (issue 33): whether, since when, and what waits. */
export type OutgoingHoldStatus = Schemas['OutgoingHoldStatus'];
export type OutgoingDropped = Schemas['OutgoingDropped'];
/** Money in (issue 34): an order's ledger lines, its payment state and balance, what an admin records by hand, and the Payments list's totals. */
export type LedgerEntry = Schemas['LedgerEntry'];
export type OrderMoney = Schemas['OrderMoney'];
export type RecordPaymentRequest = Schemas['RecordPaymentRequest'];
export type RefundRequest = Schemas['RefundRequest'];
export type LedgerTotals = Schemas['LedgerTotals'];

/** The Payments list's filters, as GET /admin/payments and its totals take them (days are UTC midnight ms, inclusive). */
export interface PaymentListFilter {
  kind?: LedgerEntry['kind'] | LedgerEntry['kind'][];
  method?: LedgerEntry['method'] | LedgerEntry['method'][];
  orderId?: string;
  from?: number;
  to?: number;
  /** Words in the move number, reference or reason. */
  q?: string;
}
export type BalanceLinkAnswer = Schemas['BalanceLinkAnswer'];
export type MoneyFigures = Schemas['MoneyFigures'];

/** Money out (issue 35): the partners' weekly statements, what paying one takes, and the Settlements tab's totals and the dashboard's figures. */
export type AdminStatement = Schemas['AdminStatement'];
export type AdminStatementDetail = Schemas['AdminStatementDetail'];
export type PayoutRequest = Schemas['PayoutRequest'];
export type IssuedStatements = Schemas['IssuedStatements'];
export type StatementTotals = Schemas['StatementTotals'];
export type SettlementFigures = Schemas['SettlementFigures'];

/** The Settlements list's filters, as GET /admin/settlements and its totals take them (days are UTC midnight ms: statements whose week overlaps them). */
export interface SettlementListFilter {
  partnerId?: string;
  state?: AdminStatement['state'] | AdminStatement['state'][];
  from?: number;
  to?: number;
  /** Words in the statement's number, the partner's name or the payment's reference. */
  q?: string;
}

/** The accountant's file's period (both days inclusive, UTC midnight ms): the statements of the weeks that ended in it. */
export interface SettlementPeriod {
  from: number;
  to: number;
}
