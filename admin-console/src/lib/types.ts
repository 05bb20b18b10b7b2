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
export type EnquiryRow = Schemas['EnquiryRow'];
export type MailRow = Schemas['MailRow'];
export type MailDetail = Schemas['MailDetail'];

/** The order lists' exclusive filters (admin-side §4): the open tab's three, the close tab's two. */
export type OrderView = 'unassigned' | 'assigned' | 'unconfirmed' | 'completed' | 'cancelled';
export type OrderGroup = 'open' | 'close';

export interface OrderListFilter {
  group?: OrderGroup;
  view?: OrderView;
  q?: string;
}

/** Download To Share: which groups of the order go into the file (DESIGN §8 single-order export); the console always sends every flag. */
export type SelectedMoveDetails = Required<Schemas['SelectedMoveDetails']>;
