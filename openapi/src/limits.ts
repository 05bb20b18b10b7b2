import { isCalendarDay, isoToDay } from './dates.js';
import type { MessageKey } from './messages.js';
import { isStorableText } from './text.js';

/** Lengths, patterns and numeric limits of both specs. Name and email limits are ours (the spec leaves them open). */
export const Limits = {
  streetAddress: 60,
  city: 30,
  state: 30,
  zipcode: 5,
  otherDescription: 250,
  anythingElseToKnow: 250,
  commercialLocation: 60,
  commercialDescription: 120,
  enquiryComment: 100,
  cancelReason: 100,
  companyName: 60,
  contactNotes: 100,
  /** Not given by the spec: generous enough for real names, short enough for a table cell. */
  name: 50,
  /** Not given by the spec: the longest address RFC 5321 allows in a path. */
  email: 254,
  phoneDigits: 10,
  passwordMin: 6,
  passwordMax: 20,
  finalAmountDigits: 9,
  /** Not given by the spec: a list's search text (`filter.q`), a few words, not a document. */
  listSearch: 100,
  /** Not given by the spec: a partner's reason for declining a job, a sentence or two. */
  declineReason: 200,
  /** Not given by the spec: the crew's notes on a finished job. */
  jobNotes: 500,
  /** Not given by the spec: a partner's licence number (state DOT and MC numbers are far shorter). */
  licenceNumber: 40,
  /** Not given by the spec: the days one dispatch read may span (a month's grid is six weeks). */
  dispatchDays: 42,
  /** Not given by the spec: the customer's note with a change request. */
  changeRequestNote: 250,
  /** Not given by the spec: an admin's reason for declining a change request. */
  changeDeclineReason: 200,
  /** An API key's name, as the console lists it ("Warehouse sync"). */
  apiKeyName: 60,
  /** A webhook endpoint's address: browsers' practical limit for a URL. */
  webhookUrl: 2000,
  /** A webhook endpoint's note to the admins (what receives it). */
  webhookDescription: 200,
  /** Not given by the spec: a rating's comment, a paragraph or two. */
  ratingComment: 1000,
  enquirySuccessNoticeMs: 3000,
  snackbarMs: 5000,
} as const;

export const Patterns = {
  /** A pragmatic address pattern: something@something.tld, no spaces. */
  email: /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/,
  phone: /^\d{10}$/,
  /**
   * "Name accepts characters only": letters and spaces. Letters of any alphabet, accented ones
   * included (Lucía Hernández, Nuñez), as Spanish-speaking customers write their names; no digits,
   * no symbols.
   */
  name: /^[\p{L}\p{M} ]+$/u,
  zipcode: /^\d{5}$/,
  digits: /^\d+$/,
} as const;

export const isEmail = (value: string): boolean => value.length <= Limits.email && Patterns.email.test(value) && isStorableText(value);
export const isPhone = (value: string): boolean => Patterns.phone.test(value);
export const isName = (value: string): boolean => Patterns.name.test(value) && value.trim().length > 0;

/** A whole number from min to max, both included. */
export interface Range {
  min: number;
  max: number;
}

/**
 * The plausible range of every count and number a body may carry (none given by the spec; see
 * docs/decisions.md, "Text and numbers we accept"). The server refuses anything outside with a 400
 * naming the field; the wizard's and the console's controls stop at the same bounds.
 */
export const Ranges = {
  /** Rooms of one kind at the pickup (bedrooms, bathrooms, ...): a home with more is no move we price. */
  roomCount: { min: 0, max: 20 },
  /** Each heavy item: ten pianos or safes are already a specialist's survey, not a quote. */
  heavyItemCount: { min: 0, max: 10 },
  /** The final cost in whole dollars: the spec's at most 9 digits, which fit the integer column. */
  finalAmount: { min: 1, max: 999_999_999 },
  /** An order's version (a PostgreSQL integer). */
  version: { min: 0, max: 2_147_483_647 },
  /** A partner's crews: the moves it can do on one day. */
  crews: { min: 1, max: 50 },
  /** A rating's stars. */
  stars: { min: 1, max: 5 },
  /** Hours before the move day begins that online cancellation closes (CANCEL_CUTOFF_HOURS). */
  cancelCutoffHours: { min: 0, max: 720 },
  /** Days ahead an API key's expiry may be set (five years). */
  apiKeyExpiryDays: { min: 1, max: 1826 },
  /** Row numbers in a list's `range=[first,last]`. */
  listRow: { min: 0, max: 10_000_000 },
} as const satisfies Record<string, Range>;

export const isWholeNumberIn = (value: unknown, range: Range): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= range.min && value <= range.max;

/**
 * The calendar days a body may carry: from 01/01/2000 (an admin re-pricing an old order keeps its
 * past dates) to two years after today (no mover books further ahead). New drafts' preferred and
 * delivery dates start today.
 */
export const DateWindow = { earliest: '2000-01-01', yearsAhead: 2 } as const;

export const EARLIEST_DAY = isoToDay(DateWindow.earliest);

/** The last day a body may name: the same calendar day two years after `today` (29 February gives 1 March). */
export function latestDay(today: number): number {
  const d = new Date(today);
  return Date.UTC(d.getUTCFullYear() + DateWindow.yearsAhead, d.getUTCMonth(), d.getUTCDate());
}

/**
 * A day a body carries (an actual move date, a cancel date): a calendar day from `earliest` to two
 * years after `today`. The field's message, or undefined.
 */
export function dayProblem(day: unknown, today: number, earliest: number = EARLIEST_DAY): MessageKey | undefined {
  if (!isCalendarDay(day)) return 'notACalendarDay';
  if (day > latestDay(today)) return 'dateTooFarAhead';
  if (day < earliest) return 'dateTooEarly';
  return undefined;
}
