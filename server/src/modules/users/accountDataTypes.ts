import type { EnquiryRow, MoveDraft } from '../quotes/index.js';
import type { AccountLanguage } from './usersTypes.js';

/**
 * A customer's data, as `GET /api/account/export` gives it (issue 21). The orders' shapes are the
 * orders module's own views (its `OrderDetail`, `OrderHistoryEntry`, `CustomerChangeRequest`,
 * `GivenRating`), written out here because the users module may not import the orders module
 * (orders imports users); the composition root (compose.ts) hands the orders module's export to
 * this module, and the compiler checks there that the two shapes agree.
 */

/** An order's status (the catalogue's ORDER_STATUSES). */
export type AccountOrderStatus = 'quoted' | 'estimate_open' | 'open' | 'partnerassigned' | 'completed' | 'cancelled';

/** The account itself. */
export interface AccountExportAccount {
  /** The account's database id. */
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  language: AccountLanguage;
  /** When the account was made (ms since the epoch). */
  createdAt: number;
  /** When it was closed (ms since the epoch); null while it is open. */
  closedAt: number | null;
}

/** One entry of an order's history, as it is stored. */
export interface AccountExportHistoryEntry {
  /** When (ms since the epoch). */
  at: number;
  /** e.g. booked, edited, confirmed, partnerassigned, completed, cancelled, rescheduled, account_closed. */
  action: string;
  fromStatus: AccountOrderStatus | null;
  toStatus: AccountOrderStatus | null;
  actorRole: 'visitor' | 'customer' | 'admin' | 'system' | 'partner' | 'integration';
  /** What the change changed, as the history keeps it. */
  changes: Record<string, unknown> | null;
}

/** A change request the customer sent for the order. */
export interface AccountExportChangeRequest {
  id: string;
  state: 'pending' | 'approved' | 'declined' | 'withdrawn';
  /** The dates asked for (UTC midnight ms). */
  preferredDates: number[];
  desiredDeliveryDate: number | null;
  note: string | null;
  newAmount: number;
  answer: string | null;
  /** ms since the epoch. */
  createdAt: number;
  decidedAt: number | null;
}

/** The customer's rating of the move. */
export interface AccountExportRating {
  stars: number;
  comment: string | null;
  /** ms since the epoch. */
  createdAt: number;
}

/** One of the account's orders as its order detail shows it, with its whole history, its change requests and its rating. */
export interface AccountExportOrder extends MoveDraft {
  moveId: string;
  moveDatabaseID: string;
  moveStatus: AccountOrderStatus;
  /** Set once a partner is assigned (UTC midnight ms). */
  actualMoveDate: number | null;
  quote: { estimateQuoteFlag: boolean; estimateQuotePrice: number };
  /** What the customer pays; null until booked. */
  finalMoveAmount: number | null;
  /** Oldest first. */
  history: AccountExportHistoryEntry[];
  /** Oldest first. */
  changeRequests: AccountExportChangeRequest[];
  rating: AccountExportRating | null;
}

/** An enquiry (the contact or the commercial form) sent with the account's email: every stored field, as the console reads it. */
export type AccountExportEnquiry = EnquiryRow;

/** Everything MoveDay holds about a customer. */
export interface AccountExport {
  /** When this export was made (ms since the epoch). */
  exportedAt: number;
  account: AccountExportAccount;
  /** Every order of the account (quotes never booked are none), oldest first. */
  orders: AccountExportOrder[];
  /** Every enquiry sent with the account's email (case-insensitively), oldest first. */
  enquiries: AccountExportEnquiry[];
}

/** Closing one's own account: the password again, to be sure it is the customer. */
export interface CloseAccountRequest {
  /** The account's current password; missing or wrong answers 400 (7001). */
  password?: string;
}

export interface AccountClosed {
  closed: true;
}

/** A customer account as the console's Customers list shows it: the account (its id is react-admin's record id), and more. */
export interface AdminCustomer extends AccountExportAccount {
  /** Who closed it: the admin's name, "the customer", or null while it is open. */
  closedBy: string | null;
  /** Its orders, every status. */
  ordersCount: number;
  /** Its orders still open (estimate_open, open, partnerassigned): they must be cancelled before it can be closed. */
  openOrdersCount: number;
}

/** One of a customer's orders, in the console's customer page. */
export interface AdminCustomerOrder {
  /** The order's database id. */
  id: string;
  /** The move number. */
  moveID: string;
  status: AccountOrderStatus;
  /** The actual move date once set, else the first preferred one (UTC midnight ms). */
  moveDate: number;
  /** What the customer pays (the final amount); null when none is set. */
  amount: number | null;
}

/** A customer account with its orders, newest first. */
export interface AdminCustomerDetail extends AdminCustomer {
  orders: AdminCustomerOrder[];
}
