import type { AssignmentState, MoveStatus } from '../lib/types';

// TODO(dispatch-server): the generated schemas (DispatchRange and its parts) once the server lands.

/** The statuses the calendar shows (a quoted move never is), in the order the filter lists them. */
export const DISPATCH_STATUSES = ['estimate_open', 'open', 'partnerassigned', 'completed', 'cancelled'] as const satisfies readonly MoveStatus[];
export type DispatchStatus = (typeof DISPATCH_STATUSES)[number];

/** A calendar day in the dispatch call, 'YYYY-MM-DD'. */
export type IsoDay = string;

export interface DispatchDay {
  day: IsoDay;
  moves: number;
  /** Moves that day still needing a crew (status open). */
  needCrew: number;
}

export interface DispatchMove {
  id: string;
  moveNumber: string;
  day: IsoDay;
  status: DispatchStatus;
  assignmentState: AssignmentState | null;
  /** The served city of the pickup. */
  area: string | null;
  pickupCity: string;
  dropoffCity: string;
  customerName: string;
  partnerId: string | null;
  partnerName: string | null;
  preferredDates: [IsoDay, IsoDay];
}

export interface DispatchPartner {
  id: string;
  companyName: string;
  /** Moves it can do on one day; null: no daily limit. */
  crews: number | null;
  serviceCities: string[];
  /** Day -> its jobs that day (offered, accepted, completed); days without any are absent. */
  used: Record<IsoDay, number>;
  /** Its days off within the range. */
  daysOff: IsoDay[];
}

/** GET /api/admin/dispatch: one visible range of the calendar (at most 42 days). */
export interface DispatchRange {
  from: IsoDay;
  to: IsoDay;
  days: DispatchDay[];
  moves: DispatchMove[];
  partners: DispatchPartner[];
}
