import { AfterBookingWords, CHANGE_REQUEST_STATES, formatDay, formatText, labelOf, timeZoneOf } from '@moveday/openapi';
import type { ChangeRequest } from '../api/getOrderOptions';
import type { OrderDetail } from '../api/getOrderDetail';

/** The time zone the order's moments are told in: its pickup's, where the move day begins (as the cut-off is counted). */
export const orderTimeZone = (order: OrderDetail): string => timeZoneOf(order.pickupTab1.pickUpAddress.state);

const moments = new Map<string, Intl.DateTimeFormat>();

/**
 * A moment as people read it, in the move's time zone and saying which: "Friday, December 4,
 * 2026 at 12:00 AM MST". The same wherever the customer's browser is.
 */
export function momentText(ms: number, timeZone: string): string {
  let format = moments.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });
    moments.set(timeZone, format);
  }
  return format.format(ms);
}

/** "You can cancel online until Friday, December 4, 2026 at 12:00 AM MST." */
export const cancelUntilText = (cutoffAt: number, timeZone: string): string => formatText(AfterBookingWords.cancelUntil, { cutoff: momentText(cutoffAt, timeZone) });

/** The day of a moment in the move's time zone, as every screen shows a day: MM/DD/YYYY. */
export function momentDayText(ms: number, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(ms);
  return formatDay(Date.parse(`${parts}T00:00:00Z`));
}

/** The days a change request asked for: "12/04/2026 or 12/05/2026". */
export const requestedDaysText = (request: ChangeRequest): string => request.preferredDates.map((day) => formatDay(day)).join(' or ');

export const requestStateText = (request: ChangeRequest): string => labelOf(CHANGE_REQUEST_STATES, request.state).toLowerCase();

export const starsText = (stars: number): string => formatText(AfterBookingWords.starsLabel, { stars });
