import { formatDay, formatDollars, WEEKDAYS, weekdayOf } from '@moveday/openapi';

/**
 * A job's dates, route and deadline in words. Move days are calendar days (UTC midnight on the
 * wire) and are read in UTC, so no phone's time zone shifts them; an offer's deadline and the
 * crew's "on our way" are instants, shown in the phone's own time.
 */

interface Dated {
  moveDate: number | null;
  preferredDates: number[];
}

interface Routed {
  pickupCity: string;
  pickupState: string;
  dropoffCity: string;
  dropoffState: string;
}

/** 'Tuesday, 12/08/2026'. */
export const dayText = (day: number): string => `${WEEKDAYS[weekdayOf(day)]}, ${formatDay(day)}`;

/** The move day once it is set (an admin offers a job for one of the preferred days); else both preferred days ('... or ...'). */
export const jobDaysText = (job: Dated): string => (job.moveDate !== null ? dayText(job.moveDate) : job.preferredDates.map(dayText).join(' or '));

const place = (city: string, state: string) => [city, state].filter(Boolean).join(', ');

/** 'Denver, CO → Aurora, CO'. */
export const routeText = (job: Routed): string => `${place(job.pickupCity, job.pickupState)} → ${place(job.dropoffCity, job.dropoffState)}`;

export const valueText = (dollars: number): string => formatDollars(dollars);

/** A US number as people read it, '(720) 555-0142', and as a phone dials it, 'tel:+17205550142'; anything else as written. */
export function phoneOf(phone: string): { text: string; href: string } {
  const digits = phone.replace(/\D/g, '');
  const us = digits.length === 10 ? digits : digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : null;
  if (us) return { text: `(${us.slice(0, 3)}) ${us.slice(3, 6)}-${us.slice(6)}`, href: `tel:+1${us}` };
  return { text: phone, href: `tel:${phone.trim().startsWith('+') ? '+' : ''}${digits}` };
}

// Made once, on first use (a DateTimeFormat costs far more to make than to use).
const instantFormats = new Map<string, Intl.DateTimeFormat>();

/** 'Tue, Dec 8, 3:00 PM' in the phone's time zone (or the one given, for tests). */
export function instantText(ms: number, timeZone?: string): string {
  const key = timeZone ?? '';
  let format = instantFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone });
    instantFormats.set(key, format);
  }
  return format.format(ms);
}

/** Where a job stands for the crew, from its assignment state and the order's status. */
export type JobStage = 'offered' | 'upcoming' | 'done' | 'cancelled' | 'closed';

export function jobStageOf(job: { assignmentState: string; moveStatus: string }): JobStage {
  if (job.moveStatus === 'completed') return 'done';
  if (job.moveStatus === 'cancelled') return 'cancelled';
  if (job.assignmentState === 'offered') return 'offered';
  if (job.assignmentState === 'accepted') return 'upcoming';
  return 'closed';
}

export const STAGE_LABELS: Record<JobStage, string> = {
  offered: 'Offer',
  upcoming: 'Accepted',
  done: 'Done',
  cancelled: 'Cancelled',
  closed: 'Closed',
};
