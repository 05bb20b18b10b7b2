import type { CancelReasonKey as CatalogueCancelReason } from '@moveday/openapi';
import type { QuoteDetails } from '../quotes/index.js';
import type { AdminOrderDetail, CustomerChangeRequest, GivenRating, MoveStatus, OrderDetail } from '../orders/index.js';
import type { Same } from '../../platform/sameType.js';

// tsoa reads response types from this package's sources only: the catalogue's lists are spelled
// out here, and the checks below keep them equal.

/** Why a customer cancels online: plansChanged, anotherMover, tooExpensive, movingMyself, or other (with their words). */
export type CancelReasonKey = 'plansChanged' | 'anotherMover' | 'tooExpensive' | 'movingMyself' | 'other';
export const cancelReasonsMatchCatalogue: Same<CancelReasonKey, CatalogueCancelReason> = true;

/**
 * New preferred dates, by the wizard's rules: calendar days (UTC midnight ms), today or later in
 * the pickup's time zone, not the same day twice, at most two years ahead. With a packing kit, its
 * delivery day must come before both (send it again when it must move too).
 */
export interface NewDates {
  preferredDateOpt1: number;
  preferredDateOpt2: number;
  /** The packing kit's delivery day; omit to keep it. Only with a packing kit. */
  desiredDeliveryDate?: number | null;
}

/** A change request: the new dates, and a note to MoveDay (at most 250 characters). */
export interface ChangeRequestInput extends NewDates {
  note?: string | null;
}

/** The price of the order on new dates, beside its price now: what the customer sees before confirming. */
export interface RepricedDates {
  /** What the customer pays now (the order's final amount). */
  currentAmount: number;
  /** What they would pay on the new dates: the rate card's price with the booking discount (a fixed price), or the new rough estimate. */
  newAmount: number;
  /** True for a rough estimate (a specialist prices the move in person). */
  estimate: boolean;
  /** The new price as the rate card makes it: its lines and each date's price. */
  quote: QuoteDetails;
}

/** A rating: 1 to 5 stars and an optional comment (at most 1,000 characters). */
export interface RatingInput {
  stars: number;
  comment?: string | null;
}

/**
 * What the customer may do with their order now, and why not. Read beside `orderdetail`; every
 * call below answers it again with the order as it now is.
 */
export interface CustomerOrderOptions {
  moveDatabaseID: string;
  moveStatus: MoveStatus;
  /** estimate_open or open: new dates take effect at once (re-priced). */
  canReschedule: boolean;
  /** partnerassigned with no request pending: new dates go to MoveDay as a change request. */
  canRequestChange: boolean;
  /** The pending request, else the last one answered; null when none was ever sent. */
  changeRequest: CustomerChangeRequest | null;
  cancellation: {
    /** The order is open (not completed or cancelled) and the cut-off has not passed. */
    allowed: boolean;
    /** When online cancellation closes: CANCEL_CUTOFF_HOURS before the move day begins in the pickup's time zone (ms since the epoch); null for a closed order. */
    cutoffAt: number | null;
    cutoffHours: number;
    /** Why it cannot be cancelled online now (the cut-off passed, with how to reach the company); null when it can, or the order is closed. */
    refusal: string | null;
  };
  rating: {
    /** Completed and not rated yet. */
    canRate: boolean;
    given: GivenRating | null;
  };
}

/** What each of the customer's self-service calls answers: what happened, and the order as it now is. */
export interface CustomerOrderChange {
  message: string;
  order: OrderDetail;
  options: CustomerOrderOptions;
}

/** The customer's reason for cancelling online: one from the list; `other` with their own words (at most 100 characters). */
export interface CustomerCancelRequest {
  /** One of plansChanged, anotherMover, tooExpensive, movingMyself, other (anything else: 400 with the message to show). */
  reason: string;
  otherReason?: string | null;
}

/** The move a rating link is for, as its page shows it (no sign-in). */
export interface RatingLinkInfo {
  moveID: string;
  /** The move day (UTC midnight ms). */
  moveDate: number | null;
  pickupCity: string;
  dropoffCity: string;
  /** The crew's company; null when none is on the order. */
  partnerName: string | null;
  firstName: string;
  /** The rating already given through this link or the order page; null while none. */
  rating: GivenRating | null;
}

export interface RatingAnswer {
  message: string;
}

/**
 * Approve a change request. On an order with a partner (partnerassigned), say who moves the
 * customer and on which of the new dates: the partner it has (kept on the new day) or another
 * (offered the job, as a reassignment), through the assignment's rules (fit, capacity, days off).
 * On an order without one, nothing needs saying: the dates change and the order is re-priced.
 */
export interface ApproveChangeRequest {
  /** One of the request's new dates (UTC midnight ms). */
  actualMoveDate?: number | null;
  partnerDatabaseID?: string | null;
}

/** Decline a change request, with a reason the customer is mailed (at most 200 characters). */
export interface DeclineChangeRequest {
  reason?: string | null;
}

/** What approving or declining answers: what was done, and the Order Details record. */
export interface ChangeRequestAnswer {
  error: false;
  message: string;
  order: AdminOrderDetail;
}

/** A row of the console's Reviews list. */
export interface Review {
  /** The order's database id (one rating per order). */
  id: string;
  moveID: string;
  stars: number;
  /** As the customer wrote it: show it as text. */
  comment: string | null;
  partnerID: string | null;
  partnerName: string | null;
  customerName: string;
  /** The move day (UTC midnight ms). */
  moveDate: number | null;
  /** ms since the epoch. */
  createdAt: number;
}

/** The Customer satisfaction donut: how many ratings gave each number of stars. */
export interface RatingsSummary {
  total: number;
  /** null while there are none. */
  average: number | null;
  /** Ratings with 1, 2, 3, 4 and 5 stars, in that order. */
  counts: number[];
}

/** A partner's ratings, as the partner list and the assign dialog show them. */
export interface PartnerRating {
  /** The mean stars, to one decimal; null while it has none. */
  ratingAverage: number | null;
  ratingCount: number;
}
