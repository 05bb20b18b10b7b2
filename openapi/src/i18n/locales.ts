/**
 * The languages MoveDay speaks (issue 19): English, the spec's, and US Spanish. Customers and
 * partner crews choose; the console and the exports stay English.
 */
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The BCP 47 tag each language formats numbers, money and dates with (Intl), and pages declare. */
export const LOCALE_TAGS: Readonly<Record<Locale, string>> = { en: 'en-US', es: 'es-US' };

/** Each language's name in its own words, as the language switch shows it. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', es: 'Español' };

/** Where a browser keeps the visitor's choice of language (the customer site and the crews' pages). */
export const LOCALE_STORAGE_KEY = 'moveday.locale';

/** The same choice as a cookie, which the server reads to send `/` or `/es/` (and a crew's page) in it. */
export const LOCALE_COOKIE = 'moveday_locale';

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** The language of a tag such as `es-MX` or `en`, when MoveDay speaks it. */
export function localeOfTag(tag: string): Locale | undefined {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(primary) ? primary : undefined;
}

/**
 * The language an `Accept-Language` header (or a browser's `navigator.languages`) asks for: the
 * first supported one by preference (`q`), English when none is.
 */
export function negotiateLocale(accepted: string | readonly string[] | null | undefined): Locale {
  if (!accepted) return DEFAULT_LOCALE;
  const ranges = typeof accepted === 'string' ? accepted.split(',') : accepted;
  const weighed = ranges
    .map((range, index) => {
      const [tag = '', ...options] = range.split(';');
      const q = options.map((o) => o.trim()).find((o) => o.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { locale: localeOfTag(tag), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((r) => r.locale !== undefined && r.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return weighed[0]?.locale ?? DEFAULT_LOCALE;
}
