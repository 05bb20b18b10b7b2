/**
 * Calendar days. On the wire a day is the millisecond timestamp of its UTC midnight; in the
 * database a DATE; on screen MM/DD/YYYY. Working in UTC throughout keeps every browser time zone
 * from shifting a day.
 */

export const DAY_MS = 86_400_000;

/** True when the number is a UTC midnight, i.e. a calendar day on the wire. */
export const isCalendarDay = (ms: unknown): ms is number => typeof ms === 'number' && Number.isInteger(ms) && ms % DAY_MS === 0;

/** '2026-12-05' for the day; the database's DATE form. */
export const dayToIso = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

export const isoToDay = (iso: string): number => Date.parse(`${iso.slice(0, 10)}T00:00:00Z`);

/** MM/DD/YYYY, as every screen shows a day. */
export function formatDay(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return '';
  const [y, m, d] = dayToIso(ms).split('-');
  return `${m}/${d}/${y}`;
}

/** 0 for Sunday ... 6 for Saturday. */
export const weekdayOf = (ms: number): number => new Date(ms).getUTCDay();
export const isWeekend = (ms: number): boolean => [0, 6].includes(weekdayOf(ms));
/** The Monday of the day's week (weeks run Monday to Sunday). */
export const mondayOf = (ms: number): number => ms - ((weekdayOf(ms) + 6) % 7) * DAY_MS;

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

// Making a DateTimeFormat costs far more than using one (it was a tenth of a quote's CPU time),
// and using one with a time zone still costs ~15 us: the day is kept for the minute it was read in.
// A day starts on a whole minute in every zone we serve, so the minute's day is the day.
const dayFormats = new Map<string, { format: Intl.DateTimeFormat; minute: number; day: number }>();

/** Today as a calendar day in a time zone (a pickup's, for a move): what the calendar on a wall there says. */
export function todayIn(timeZone: string, now: Date = new Date()): number {
  const minute = Math.floor(now.getTime() / 60_000);
  let known = dayFormats.get(timeZone);
  if (known?.minute === minute) return known.day;
  if (!known) {
    known = { format: new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }), minute: NaN, day: NaN };
    dayFormats.set(timeZone, known);
  }
  known.day = isoToDay(known.format.format(now));
  known.minute = minute;
  return known.day;
}
