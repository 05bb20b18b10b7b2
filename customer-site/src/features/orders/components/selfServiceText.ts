import { dayIn, LOCALE_TAGS, timeZoneOf, type Locale, type Translate, type WordKey } from '@moveday/openapi';
import type { ChangeRequest } from '../api/getOrderOptions';
import type { OrderDetail } from '../api/getOrderDetail';

/** The time zone the order's moments are told in: its pickup's, where the move day begins (as the cut-off is counted). */
export const orderTimeZone = (order: OrderDetail): string => timeZoneOf(order.pickupTab1.pickUpAddress.state);

const moments = new Map<string, Intl.DateTimeFormat>();

/**
 * A moment as people read it, in the move's time zone and saying which: "Friday, December 4,
 * 2026 at 12:00 AM MST" ("viernes, 4 de diciembre de 2026, 12:00 a.m. MST"). The same wherever
 * the customer's browser is.
 */
export function momentText(ms: number, timeZone: string, locale: Locale = 'en'): string {
  const key = `${locale}:${timeZone}`;
  let format = moments.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
      timeZone,
      weekday: 'long',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    });
    moments.set(key, format);
  }
  return format.format(ms);
}

/** "You can cancel online until Friday, December 4, 2026 at 12:00 AM MST." */
export const cancelUntilText = (t: Translate, cutoffAt: number, timeZone: string, locale: Locale = 'en'): string =>
  t('cancelUntil', { cutoff: momentText(cutoffAt, timeZone, locale) });

/** The day of a moment in the move's time zone, as every screen shows a day: MM/DD/YYYY in English. */
export function momentDayText(ms: number, timeZone: string, locale: Locale = 'en'): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(ms);
  return dayIn(locale, Date.parse(`${parts}T00:00:00Z`));
}

/** The days a change request asked for: "12/04/2026 or 12/05/2026". */
export const requestedDaysText = (t: Translate, request: ChangeRequest, locale: Locale = 'en'): string =>
  request.preferredDates.map((day) => dayIn(locale, day)).reduce((first, second) => (first ? t('orderEitherDay', { first, second }) : second), '');

/** A request's state as a word inside a sentence: "declined". */
export const requestStateText = (t: Translate, request: ChangeRequest, locale: Locale = 'en'): string =>
  t(`changeRequestState.${request.state}` as WordKey).toLocaleLowerCase(LOCALE_TAGS[locale]);
