import type { Request } from 'express';
import { currentRequest } from './requestContext.js';
import { setupI18n, type I18n, type Messages as CompiledBook } from '@lingui/core';
import {
  BOOK_NAMES,
  LOCALES,
  LOCALE_TAGS,
  WEEKDAYS,
  dayIn,
  formatDay,
  formatDollars,
  moneyIn,
  negotiateLocale,
  translatorOf,
  weekdayOf,
  type BookName,
  type DayFormat,
  type Locale,
  type Translate,
} from '@moveday/openapi';
import enAfterBooking from '@moveday/openapi/compiled/en/afterBooking';
import enAccount from '@moveday/openapi/compiled/en/account';
import enMails from '@moveday/openapi/compiled/en/mails';
import enMessages from '@moveday/openapi/compiled/en/messages';
import enOptions from '@moveday/openapi/compiled/en/options';
import enOrders from '@moveday/openapi/compiled/en/orders';
import enPaperwork from '@moveday/openapi/compiled/en/paperwork';
import enPartner from '@moveday/openapi/compiled/en/partner';
import enQuote from '@moveday/openapi/compiled/en/quote';
import enSite from '@moveday/openapi/compiled/en/site';
import enStatements from '@moveday/openapi/compiled/en/statements';
import esAfterBooking from '@moveday/openapi/compiled/es/afterBooking';
import esAccount from '@moveday/openapi/compiled/es/account';
import esMails from '@moveday/openapi/compiled/es/mails';
import esMessages from '@moveday/openapi/compiled/es/messages';
import esOptions from '@moveday/openapi/compiled/es/options';
import esOrders from '@moveday/openapi/compiled/es/orders';
import esPaperwork from '@moveday/openapi/compiled/es/paperwork';
import esPartner from '@moveday/openapi/compiled/es/partner';
import esQuote from '@moveday/openapi/compiled/es/quote';
import esSite from '@moveday/openapi/compiled/es/site';
import esStatements from '@moveday/openapi/compiled/es/statements';

export type { Locale, Translate } from '@moveday/openapi';

/**
 * The server's words in each language MoveDay speaks (issue 19): one Lingui instance per language
 * with every book loaded, compiled at the catalogue's build (the server never parses a message).
 * Mails, paperwork, price lines and error answers are written through it; the console, the
 * exports and the company inbox stay English.
 */
const COMPILED: Record<Locale, Record<BookName, CompiledBook>> = {
  en: {
    messages: enMessages,
    options: enOptions,
    site: enSite,
    quote: enQuote,
    account: enAccount,
    orders: enOrders,
    afterBooking: enAfterBooking,
    partner: enPartner,
    statements: enStatements,
    mails: enMails,
    paperwork: enPaperwork,
  },
  es: {
    messages: esMessages,
    options: esOptions,
    site: esSite,
    quote: esQuote,
    account: esAccount,
    orders: esOrders,
    afterBooking: esAfterBooking,
    partner: esPartner,
    statements: esStatements,
    mails: esMails,
    paperwork: esPaperwork,
  },
};

function i18nOf(locale: Locale): I18n {
  const messages: CompiledBook = {};
  for (const book of BOOK_NAMES) Object.assign(messages, COMPILED[locale][book]);
  return setupI18n({ locale, messages: { [locale]: messages } });
}

const TRANSLATORS = Object.fromEntries(LOCALES.map((locale) => [locale, translatorOf(i18nOf(locale))])) as Record<Locale, Translate>;

/** `t(key, params)` in a language: any book's key; a parameter that is itself `{ key, params }` is worded too. */
export const translatorFor = (locale: Locale): Translate => TRANSLATORS[locale];

/**
 * A text of an answer (a confirmation such as "Enquiry mail sent successfully") in the language of
 * the request being served; English outside one.
 */
export const callerWords: Translate = (key, params) => translatorFor(currentRequest()?.locale ?? 'en')(key, params);

/** Words, money and days in the language of the request being served (English outside one). */
export const callerWording = (): Wording => wordingFor(currentRequest()?.locale ?? 'en');

/** The language a request asks for in `Accept-Language`; English without one MoveDay speaks. */
export const requestLocale = (req: Pick<Request, 'get'>): Locale => negotiateLocale(req.get('accept-language'));

/** Everything a writer of words (a mail, a document) needs in one language. */
export interface Wording {
  locale: Locale;
  t: Translate;
  /** Money with cents: "$1,234.50". */
  money: (dollars: number) => string;
  /** Whole dollars, as prices are quoted: "$1,234". */
  dollars: (dollars: number) => string;
  /** A calendar day (UTC midnight timestamp): en "12/08/2026" (the spec's), es "8/12/2026". */
  day: (day: number, format?: DayFormat) => string;
  /** en "Tuesday, 12/08/2026", es "martes, 8/12/2026". */
  dayWithWeekday: (day: number) => string;
  /** An instant as people in a time zone read it: en "Tuesday, 12/08/2026, 3:00 PM MST". */
  instant: (at: Date, timeZone: string) => string;
}

const INSTANT_OPTIONS: Record<Locale, Intl.DateTimeFormatOptions> = {
  en: { weekday: 'long', month: '2-digit', day: '2-digit', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' },
  es: { weekday: 'long', month: 'numeric', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' },
};

function wordingOf(locale: Locale): Wording {
  // English keeps the words and formats MoveDay has always written (the spec's).
  const english = locale === 'en';
  const day = (value: number, format: DayFormat = 'short') => (english && format === 'short' ? formatDay(value) : dayIn(locale, value, format));
  return {
    locale,
    t: translatorFor(locale),
    money: (dollars) => moneyIn(locale, dollars),
    dollars: (dollars) => (english ? formatDollars(dollars) : moneyIn(locale, dollars).replace(/\.00$/, '')),
    day,
    dayWithWeekday: (value) => (english ? `${WEEKDAYS[weekdayOf(value)]}, ${formatDay(value)}` : `${dayIn(locale, value, 'weekday')}, ${day(value)}`),
    instant: (at, timeZone) => new Intl.DateTimeFormat(LOCALE_TAGS[locale], { ...INSTANT_OPTIONS[locale], timeZone }).format(at),
  };
}

const WORDINGS = Object.fromEntries(LOCALES.map((locale) => [locale, wordingOf(locale)])) as Record<Locale, Wording>;

/** The words and formats of a language. */
export const wordingFor = (locale: Locale): Wording => WORDINGS[locale];
/** The company inbox's, the console's and the exports' words: English. */
export const ENGLISH: Wording = WORDINGS.en;
