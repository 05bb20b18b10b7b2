import type { MoveStatus } from './orderViews.js';
import type { MoveDraft, QuoteDetails } from '../quotes/index.js';
import type { OrderDetail } from './orderViews.js';
import type { AssignmentState } from './orderViews.js';
import type { AdminChangeRequest, GivenRating } from './afterBookingTypes.js';

/** The assignment beside the order's status (DESIGN §10): the offer to a partner and its answer. */
export interface AssignmentFacts {
  /** null: never offered to a partner. */
  assignmentState: AssignmentState | null;
  /** While offered: when the offer expires unanswered (ms since the epoch). */
  offerExpiresAt: number | null;
  /** The partner of the current or last offer: after a decline or an expiry, the one that declined or let it expire. */
  offerPartnerID: string | null;
  offerPartnerName: string | null;
  /** The partner's reason, for a declined offer. */
  declineReason: string | null;
  /** When the crew said it was on the way (ms since the epoch). */
  crewOnTheWayAt: number | null;
}

/** A row of the console's orders table (admin-side §3, Order list row). */
export interface AdminOrderRow extends AssignmentFacts {
  /** The database id (react-admin's record id); the same as moveDatabaseID. */
  id: string;
  moveDatabaseID: string;
  /** The move number people see. */
  moveID: string;
  /** "First Last" */
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  /** The actual move date once a partner is assigned, else the first preferred date (UTC midnight ms). */
  moveDate: number;
  /** The two preferred dates, first option first (UTC midnight ms). */
  preferredDates: number[];
  partnerName: string | null;
  moveStatus: MoveStatus;
  finalMoveAmount: number | null;
  /** The customer has a change request waiting for an answer (filter `{"changeRequest":"pending"}`). */
  changeRequestPending: boolean;
}

/** The tab labels' figures: 'Open (shown/total)' and 'Close (shown/total)'. */
export interface OrderTabCounts {
  /** Open orders (estimate_open, open, partnerassigned) matching the search, status and an open view. */
  open: number;
  /** Closed orders (completed, cancelled) matching the search, status and a closed view. */
  close: number;
  /** Every open order. */
  openTotal: number;
  /** Every closed order. */
  closeTotal: number;
}

/**
 * The customer as the console types them in. Every field is required; they are optional here only so
 * that a missing one gets the spec's message ('Fill all the mandatory fields') rather than a schema error.
 */
export interface CustomerDetailsInput {
  /** Letters and spaces. */
  firstName?: string;
  /** Letters and spaces. */
  lastName?: string;
  userEmail?: string;
  /** Exactly ten digits. */
  userPhone?: string;
}

/**
 * The final cost in whole dollars as the console's field holds it: digits only, at most 9 of them,
 * not 0 ('Amount accepts numbers only'), and at most 1,000,000 ('The final amount can be at most
 * $1,000,000').
 */
export type FinalAmountInput = string | number | null;

/** One thing that changed in an edit: the value before and after. */
export interface FieldChange {
  from: unknown;
  to: unknown;
}

/** One entry of an order's history: who did what, when, and the status before and after. */
export interface OrderHistoryEntry {
  /** When (ms since the epoch). */
  at: number;
  /** `integration`: a system calling with an API key. */
  actorRole: 'visitor' | 'customer' | 'admin' | 'system' | 'partner' | 'integration';
  /** The account's name, for a customer or an admin; for a partner's sign-in, the partner's company and the sign-in's email; for an integration, its API key's name. */
  actorName?: string;
  /**
   * e.g. quoted, booked, created, edited, confirmed, partnerassigned (an offer), reassigned, accepted,
   * declined (`changes.reason`), expired, crewontheway, completed (by a partner: `changes.notes`), cancelled.
   */
  action: string;
  fromStatus: MoveStatus | null;
  toStatus: MoveStatus | null;
  /**
   * What an edit changed: scalar fields as `{ from, to }` (quoteEstimateAmount, estimateQuoteFlag,
   * finalMoveAmount, actualMoveDate, firstName, lastName, userEmail, userPhone) and `draftSections`,
   * the names of the draft's sections that changed. Other actions may carry their own details.
   */
  changes: Record<string, unknown> | null;
}

/** An order as the console's Order Details screen reads it. */
export interface AdminOrderDetail extends OrderDetail, AssignmentFacts {
  /** The database id (react-admin's record id). */
  id: string;
  /** The database id, as the spec names it. */
  _id: string;
  /** Bumped by every change; send it back with an edit to be told when someone else changed the order meanwhile. */
  version: number;
  customerDetails: { firstName: string; lastName: string; userEmail: string; userPhone: string };
  /** The 'Algorithm cost': the rate card's price of the current draft. */
  quoteEstimateAmount: number;
  partnerID: string | null;
  partnerName: string | null;
  cancelReason: string | null;
  /** UTC midnight ms. */
  moveCancelDate: number | null;
  /** How the algorithm cost was made. */
  priceLines: QuoteDetails['lines'];
  /** When the order was booked or created (ms since the epoch). */
  bookedAt: number | null;
  /** Oldest first. */
  history: OrderHistoryEntry[];
  /** The customer's pending change request, else the last one answered; null when none was ever sent. */
  changeRequest: AdminChangeRequest | null;
  /** The customer's rating of the completed move. */
  rating: GivenRating | null;
}

/** Add Order: the move draft, the customer, and whether to save it unconfirmed or confirm it. */
export interface AddOrderRequest extends MoveDraft {
  customerDetails?: CustomerDetailsInput;
  /** `save` keeps it unconfirmed (estimate_open); `confirm` confirms it (open). */
  confirmSaveAdminAction: 'save' | 'confirm';
  /** The final cost; when absent it is the booking price (the estimate for a rough estimate, else 90% of it rounded up). */
  finalMoveAmount?: FinalAmountInput;
}

export interface AddOrderAnswer {
  error: false;
  moveID: string;
  moveDatabaseID: string;
  moveStatus: MoveStatus;
  quote: QuoteDetails;
  finalMoveAmount: number;
}

export interface OrderReference {
  /** The order's database id. */
  moveDatabaseID: string;
}

/** The console's edit of an order (admin-side §7 `/admin/editorder`). */
export interface EditOrderRequest {
  moveDatabaseID: string;
  /** When absent, the customer stays as it is. */
  customerDetails?: CustomerDetailsInput;
  /** The whole draft as edited. */
  residential_details: MoveDraft;
  /** When absent, null or empty, the final cost stays as it is. */
  finalMoveAmount?: FinalAmountInput;
  /** The `version` the console read (a whole number from 0 to 2,147,483,647); an order changed since answers 409. */
  version?: number;
}

/** An order record as react-admin's update sends it back: the draft's fields at the top level; read-only fields are ignored. */
export interface AdminOrderUpdate extends MoveDraft {
  customerDetails?: CustomerDetailsInput;
  finalMoveAmount?: FinalAmountInput;
  /** The `version` the console read (a whole number from 0 to 2,147,483,647); an order changed since answers 409. */
  version?: number;
}

export interface EditOrderAnswer {
  error: false;
  /** The re-priced algorithm cost differs from the one before: the console shows 'Algorithm cost has been updated as per the latest changes'. */
  algorithmCostChanged: boolean;
  previousEstimate: number;
  quote: QuoteDetails;
  order: AdminOrderDetail;
}

/** The updated order record (what react-admin's update expects), with whether the algorithm cost changed. */
export interface UpdatedAdminOrder extends AdminOrderDetail {
  algorithmCostChanged: boolean;
  previousEstimate: number;
}
