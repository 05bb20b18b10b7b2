import { LOCALE_TAGS, type Locale } from './locales.js';

/**
 * Numbers, money and dates in a reader's language, through Intl. Days are UTC midnight timestamps
 * (DESIGN §2), so every day format reads them in UTC: no time zone can shift one.
 */
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F {
  let format = cache.get(key) as F | undefined;
  if (!format) cache.set(key, (format = make()));
  return format;
}

/** "$1,234.50" in both languages (US dollars as US readers write them). */
export const moneyIn = (locale: Locale, dollars: number): string =>
  cached(`money:${locale}`, () => new Intl.NumberFormat(LOCALE_TAGS[locale], { style: 'currency', currency: 'USD' })).format(dollars);

export const numberIn = (locale: Locale, value: number): string => cached(`number:${locale}`, () => new Intl.NumberFormat(LOCALE_TAGS[locale])).format(value);

const dayFormats = {
  /** en 12/08/2026 (the spec's); es 8 dic 2026 (8/12/2026 would read as August 12 to many US readers) */
  short: { year: 'numeric', month: '2-digit', day: '2-digit' },
  /** en Tuesday, December 8, 2026; es martes, 8 de diciembre de 2026 */
  long: { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' },
  /** en Tue, Dec 8; es mar, 8 dic */
  brief: { weekday: 'short', month: 'short', day: 'numeric' },
  weekday: { weekday: 'long' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
export type DayFormat = keyof typeof dayFormats;

/** A calendar day (its UTC midnight timestamp) in a reader's words. */
export function dayIn(locale: Locale, day: number, format: DayFormat = 'short'): string {
  const options = locale === 'es' && format === 'short' ? ({ year: 'numeric', month: 'short', day: 'numeric' } as const) : dayFormats[format];
  return cached(`day:${locale}:${format}`, () => new Intl.DateTimeFormat(LOCALE_TAGS[locale], { ...options, timeZone: 'UTC' })).format(day);
}
