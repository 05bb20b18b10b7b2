/**
 * The site's languages (issue 19), through Lingui: one i18n instance, the active language's books
 * of words loaded as their own chunks (compiled at openapi's build: no parser here), and only those
 * a page needs: `messages` and `site` before the first render, the others with their pages
 * (`useBooks`). A component's words come from `useT()`; numbers, money and days from `useFormats()`.
 */
import { use, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { setupI18n, type Messages as CompiledBook } from '@lingui/core';
import { LinguiContext, useLingui } from '@lingui/react';
import { addressIn, localeOfPath } from './locale-addresses';
import { getSession } from './session';
import {
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  LOCALE_STORAGE_KEY,
  LOCALE_TAGS,
  dayIn,
  isLocale,
  moneyIn,
  negotiateLocale,
  numberIn,
  translatorOf,
  type BookName,
  type DayFormat,
  type Locale,
  type Translate,
  type WordKey,
  type WordParams,
} from '@moveday/openapi';

type BookLoader = () => Promise<{ default: CompiledBook }>;

/** Each book in each language: a chunk of its own (Vite needs each import written out). */
const BOOKS: Readonly<Record<BookName, Readonly<Record<Locale, BookLoader>>>> = {
  messages: { en: () => import('@moveday/openapi/compiled/en/messages'), es: () => import('@moveday/openapi/compiled/es/messages') },
  options: { en: () => import('@moveday/openapi/compiled/en/options'), es: () => import('@moveday/openapi/compiled/es/options') },
  site: { en: () => import('@moveday/openapi/compiled/en/site'), es: () => import('@moveday/openapi/compiled/es/site') },
  quote: { en: () => import('@moveday/openapi/compiled/en/quote'), es: () => import('@moveday/openapi/compiled/es/quote') },
  account: { en: () => import('@moveday/openapi/compiled/en/account'), es: () => import('@moveday/openapi/compiled/es/account') },
  orders: { en: () => import('@moveday/openapi/compiled/en/orders'), es: () => import('@moveday/openapi/compiled/es/orders') },
  afterBooking: { en: () => import('@moveday/openapi/compiled/en/afterBooking'), es: () => import('@moveday/openapi/compiled/es/afterBooking') },
  partner: { en: () => import('@moveday/openapi/compiled/en/partner'), es: () => import('@moveday/openapi/compiled/es/partner') },
  statements: { en: () => import('@moveday/openapi/compiled/en/statements'), es: () => import('@moveday/openapi/compiled/es/statements') },
  mails: { en: () => import('@moveday/openapi/compiled/en/mails'), es: () => import('@moveday/openapi/compiled/es/mails') },
  paperwork: { en: () => import('@moveday/openapi/compiled/en/paperwork'), es: () => import('@moveday/openapi/compiled/es/paperwork') },
};

/** The books every page shows words of, loaded before the first render. */
export const FIRST_BOOKS: readonly BookName[] = ['messages', 'site'];

export const i18n = setupI18n();

/** A promise React's `use` reads at once once settled (its status fields), as it does its own. */
type Tracked = Promise<void> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: void; reason?: unknown };
const loading = new Map<string, Tracked>();

function loadBook(locale: Locale, book: BookName): Tracked {
  const id = `${locale}/${book}`;
  let promise = loading.get(id);
  if (!promise) {
    promise = BOOKS[book][locale]().then((module) => i18n.load(locale, module.default)) as Tracked;
    promise.status = 'pending';
    promise.then(
      () => Object.assign(promise!, { status: 'fulfilled' }),
      (reason: unknown) => {
        loading.delete(id); // a failed chunk may be asked again (chunk-load.ts reloads the page)
        Object.assign(promise!, { status: 'rejected', reason });
      },
    );
    loading.set(id, promise);
  }
  return promise;
}

const settledAll = (promises: Tracked[]): Tracked => {
  if (promises.every((p) => p.status === 'fulfilled')) return Object.assign(Promise.resolve(), { status: 'fulfilled' as const });
  return Promise.all(promises).then(() => undefined) as Tracked;
};

/** The books in a language, loaded (each once); resolves when all are. */
export const loadBooks = (locale: Locale, books: readonly BookName[]): Promise<void> => settledAll(books.map((book) => loadBook(locale, book)));

const booksOf = (locale: Locale) => [...loading.keys()].filter((id) => id.startsWith(`${locale}/`)).map((id) => id.slice(locale.length + 1) as BookName);

/**
 * A page's books in the active language: suspends (the nearest Suspense shows its fallback) until
 * they are loaded, at once when they already are. Call it at the top of the page's component.
 */
export function useBooks(...books: BookName[]): void {
  const { i18n: active } = useLingui();
  // `use` on a book's own promise, the same object at every retry, and at every render, loaded or
  // not: React replays a component that suspended from its `use`, and a render that skipped it
  // would take the hooks after it for updates of hooks never made (React error 467).
  const promises = books.map((book) => loadBook(active.locale as Locale, book));
  const pending = promises.find((p) => p.status !== 'fulfilled') ?? promises[0];
  if (pending) use(pending as Promise<void>);
}

/** The active language's words: `t('key', { name: value })`. */
export function useT(): Translate {
  const { i18n: active } = useLingui();
  const locale = active.locale;
  // A new function when the language changes, so that memoised children draw again.
  return useMemo(() => translatorOf(active), [active, locale]);
}

/** Words outside React (the API client's fallbacks, document titles): the active language's. */
export const translate: Translate = (key: WordKey, params?: WordParams) => translatorOf(i18n)(key, params);

export const activeLocale = (): Locale => (isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE);

/** Money, numbers and calendar days in the active language. */
export function useFormats() {
  const { i18n: active } = useLingui();
  const locale = (isLocale(active.locale) ? active.locale : DEFAULT_LOCALE) as Locale;
  return useMemo(
    () => ({
      locale,
      money: (dollars: number) => moneyIn(locale, dollars),
      /** Integer cents, as the ledger keeps money: $1,234.50. */
      cents: (amountCents: number) => moneyIn(locale, amountCents / 100),
      number: (value: number) => numberIn(locale, value),
      day: (day: number, format?: DayFormat) => dayIn(locale, day, format),
    }),
    [locale],
  );
}

// The visitor's choice: the address's language, the stored one, switching and keeping it

/** `addressIn` for the active language: the links of a Spanish page lead to Spanish pages. */
export function useAddressIn(): (to: string) => string {
  const { i18n: active } = useLingui();
  const locale = (isLocale(active.locale) ? active.locale : DEFAULT_LOCALE) as Locale;
  return useMemo(() => (to: string) => addressIn(locale, to), [locale]);
}

function storedLocale(): Locale | undefined {
  try {
    const value = localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The language to start in: the address's, then the visitor's choice, then the browser's. */
export function startingLocale(path: string): Locale {
  return localeOfPath(path) ?? storedLocale() ?? negotiateLocale(typeof navigator === 'undefined' ? undefined : navigator.languages);
}

/** Keeps a choice for the next visits (this browser, and the server's choice of page). */
export function rememberLocale(locale: Locale): void {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // private mode: the choice lasts this visit
  }
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
}

/** Activates a language once the books it needs are loaded: the page's, then every one loaded before. */
export async function activateLocale(locale: Locale, books: readonly BookName[] = FIRST_BOOKS): Promise<void> {
  const previous = isLocale(i18n.locale) ? booksOf(i18n.locale) : [];
  await loadBooks(locale, [...new Set([...books, ...previous])]);
  i18n.activate(locale, [LOCALE_TAGS[locale]]);
  if (typeof document !== 'undefined') document.documentElement.lang = LOCALE_TAGS[locale];
}

const contextOf = () => ({ i18n, _: i18n.t.bind(i18n) });

/**
 * Lingui's context for the whole app, renewed when the language changes only. (Lingui's own
 * provider renews it whenever a book is loaded too: a page's book loaded after the page was
 * adopted would reach every part still waiting to be adopted, and make React adopt them all at
 * once. A component that needs a book waits for it with useBooks, and draws once it is loaded.)
 */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const [context, setContext] = useState(contextOf);
  const shown = useRef(i18n.locale);
  useEffect(() => {
    const changed = () => {
      if (i18n.locale === shown.current) return;
      shown.current = i18n.locale;
      setContext(contextOf());
    };
    changed();
    return i18n.on('change', changed);
  }, []);
  return <LinguiContext.Provider value={context}>{children}</LinguiContext.Provider>;
}

/**
 * The visitor switches language: the words change at once (the books already used, loaded in the
 * new language first), the choice is kept, and stored on the account when signed in (a failure
 * to store it leaves the switch done). Moving to the page's address in that language is the
 * caller's (it has the router).
 */
export async function switchLocale(locale: Locale): Promise<void> {
  await activateLocale(locale);
  chooseLocale(locale);
}

/** The visitor's choice, kept here and on the account when signed in, for a page about to load in that language. */
export function chooseLocale(locale: Locale): void {
  rememberLocale(locale);
  if (getSession()) void import('./account-language').then((account) => account.storeAccountLanguage(locale));
}

/**
 * After sign-in: the account's stored language, when it has one other than the active, becomes
 * the active one (and this browser's choice). Answers the language switched to, if any.
 */
export async function syncAccountLocale(): Promise<Locale | undefined> {
  const { readAccountLanguage } = await import('./account-language');
  const stored = await readAccountLanguage();
  if (!stored || stored === activeLocale()) return undefined;
  await activateLocale(stored);
  rememberLocale(stored);
  return stored;
}
