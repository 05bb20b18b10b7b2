import type { ChangeRequestState as CatalogueChangeRequestState } from '@moveday/openapi';
import type { Same } from '../../platform/sameType.js';

// What the order's record shows of the time after booking (the customer's change request and
// rating): Order Details, the webhook's snapshot and the customer's data export read them.
// tsoa reads response types from this package's sources only: the catalogue's lists are spelled
// out here, and the checks below keep them equal.

/** A change request's state beside the order's status (DESIGN §10). */
export type ChangeRequestState = 'pending' | 'approved' | 'declined' | 'withdrawn';
export const changeRequestStatesMatchCatalogue: Same<ChangeRequestState, CatalogueChangeRequestState> = true;

/** A change request as its customer sees it. */
export interface CustomerChangeRequest {
  id: string;
  state: ChangeRequestState;
  /** The dates asked for (UTC midnight ms). */
  preferredDates: number[];
  desiredDeliveryDate: number | null;
  note: string | null;
  /** The price on the new dates when it was sent. */
  newAmount: number;
  /** Why it was declined (declined only); or why it was closed with the order. */
  answer: string | null;
  /** ms since the epoch. */
  createdAt: number;
  decidedAt: number | null;
}

/** A change request as the console shows it: the customer's, and the prices before and after. */
export interface AdminChangeRequest extends CustomerChangeRequest {
  /** The order's final amount when the request was sent. */
  currentAmount: number;
  /** The admin who answered it, by name. */
  decidedBy: string | null;
}

export interface GivenRating {
  stars: number;
  /** As the customer wrote it: show it as text, never as markup. */
  comment: string | null;
  /** ms since the epoch. */
  createdAt: number;
}
