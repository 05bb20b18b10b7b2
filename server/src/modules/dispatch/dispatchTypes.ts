import type { DispatchMove } from '../orders/index.js';

/** A partner as the assign dialog lists it for one order and day. */
export interface PartnerFit {
  partnerID: string;
  companyName: string;
  /** "City, ST" */
  location: string;
  fits: boolean;
  /** Why it does not fit, each a sentence to show; [] when it fits. */
  reasons: string[];
  /** Moves it can do a day; null = no daily limit. */
  crews: number | null;
  /** Its jobs that day (offered, accepted or completed), this order left out. */
  used: number;
  /** Its insurance's last day (UTC midnight ms); null = not on file. */
  insuranceExpires: number | null;
  /** Its customers' mean rating, to one decimal; null while it has none. */
  ratingAverage: number | null;
  ratingCount: number;
}

export interface AssignablePartners {
  /** The day asked about (UTC midnight ms). */
  day: number;
  /** The served city whose area the pickup lies in; null when none. */
  area: string | null;
  /** The fitting partners first, then the others, each by company name. */
  partners: PartnerFit[];
}

/** A day of the calendar. */
export interface DispatchDay {
  /** YYYY-MM-DD */
  day: string;
  /** The range's moves on it (as filtered). */
  moves: number;
  /** Of those, the ones still needing a crew: status open. */
  needCrew: number;
}

/** A partner as the calendar shows it: its crews and how many are used each day. */
export interface DispatchPartner {
  id: string;
  companyName: string;
  /** null = no daily limit. */
  crews: number | null;
  /** [] = every area. */
  serviceCities: string[];
  /** Day (YYYY-MM-DD) → its jobs that day (offered, accepted or completed); days without any are absent. */
  used: { [day: string]: number };
  /** Its days off in the range (YYYY-MM-DD). */
  daysOff: string[];
}

/** The calendar's read of one range of days. */
export interface DispatchRange {
  /** YYYY-MM-DD, as asked. */
  from: string;
  to: string;
  /** Every day of the range, in order. */
  days: DispatchDay[];
  /** The range's moves, by day then move number. */
  moves: DispatchMove[];
  partners: DispatchPartner[];
}
