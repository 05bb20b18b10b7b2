import type { MoveDraft } from '../quotes/index.js';
import type { AssignmentState, MoveStatus } from '../orders/index.js';

/** A job in the partner's list: enough to tell jobs apart on a phone. */
export interface PartnerJobRow {
  /** The order's database id: the job's address is /partner/jobs/{id}. */
  id: string;
  /** The move number. */
  moveID: string;
  assignmentState: AssignmentState;
  moveStatus: MoveStatus;
  /** The day the partner moves the customer (UTC midnight ms). */
  moveDate: number | null;
  /** The customer's two preferred dates (UTC midnight ms). */
  preferredDates: number[];
  pickupCity: string;
  pickupState: string;
  dropoffCity: string;
  dropoffState: string;
  /** What the job pays, in whole dollars: the order's final amount. */
  jobValue: number;
  /** While offered: when the offer expires unanswered (ms since the epoch). */
  offerExpiresAt: number | null;
}

/** The partner's jobs: offers to answer, accepted jobs to come, and past ones. */
export interface PartnerJobList {
  /** Offers waiting for an answer, the soonest move first. */
  offered: PartnerJobRow[];
  /** Accepted jobs not done yet, the soonest first. */
  upcoming: PartnerJobRow[];
  /** Done or cancelled jobs, the latest first (the last 100). */
  past: PartnerJobRow[];
}

/** What the partner may do with the job now, as the server would allow it. */
export interface PartnerJobActions {
  accept: boolean;
  decline: boolean;
  /** From the move day on (in the pickup's time zone), once, for an accepted job. */
  onTheWay: boolean;
  /** From the move day on, for an accepted job. */
  done: boolean;
}

/** The job sheet: everything the crew needs; the doors, the customer's notes, name and phone once accepted. */
export interface PartnerJob extends PartnerJobRow {
  /**
   * The move as the customer described it: homes, rooms, heavy items, packing, notes. Before the
   * job is accepted (and once it is declined, expired, withdrawn or cancelled) each address has its
   * city, state and ZIP only (`streetaddress` empty, no `streetaddress2`) and the notes are empty.
   */
  draft: MoveDraft;
  /** Road miles between the two homes, as the quote priced them. */
  roadMiles: number;
  /** Only once the partner has accepted the job (and not for a cancelled one). */
  customer: { firstName: string; lastName: string; phone: string } | null;
  /** When the crew said it was on the way (ms since the epoch). */
  crewOnTheWayAt: number | null;
  /** The pickup's time zone, in which the move day and the deadline are meant. */
  timeZone: string;
  can: PartnerJobActions;
}

export interface PartnerJobAnswer {
  error: false;
  /** What to show, e.g. 'You have the job: MD-100123 on 12/08/2026.' */
  message: string;
  /** The job as it now is; null once declined (it is no longer the partner's). */
  job: PartnerJob | null;
}

export interface DeclineJobRequest {
  /** Why: one of the catalogue's DECLINE_REASONS or the partner's own words; 1 to 200 characters. */
  reason?: string | null;
}

export interface JobDoneRequest {
  /** The crew's notes on the job, shown in the order's history; at most 500 characters. */
  notes?: string | null;
}
