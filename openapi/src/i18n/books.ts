import { AfterBookingWords } from '../afterBookingWords.js';
import { Messages } from '../messages.js';
import { OptionWords } from './optionWords.js';
import { AccountWords } from './words/account.js';
import { MailsWords } from './words/mails.js';
import { OrdersWords } from './words/orders.js';
import { PaperworkWords } from './words/paperwork.js';
import { PartnerWords } from './words/partner.js';
import { QuoteWords } from './words/quote.js';
import { SiteWords } from './words/site.js';
import { StatementWords } from './words/statements.js';

/**
 * The books of words, in English (the source; the spec's texts where the spec has them). A book
 * is loaded whole, in one language, by the pages that need it: every key is unique across books
 * (one catalogue per language at run time). Each book has its translation in `es/`, and the
 * build compiles each book in each language to `dist/compiled/<locale>/<book>.js`.
 */
export const ENGLISH_BOOKS = {
  /** The shared catalogue: validation, errors, the lifecycle's sentences, price lines. */
  messages: Messages,
  /** The catalogue's option labels (rooms, heavy items, kits, ...). */
  options: OptionWords,
  /** The customer site's frame (bar, drawer, footer, dialogs, error pages) and the landing page. */
  site: SiteWords,
  /** The wizard, the estimate and sign-up; the commercial enquiry. */
  quote: QuoteWords,
  /** Log in, forgotten and new password, the profile and its "Your data" (download, close the account). */
  account: AccountWords,
  /** The customer's orders: the list and an order's page. */
  orders: OrdersWords,
  /** An order's actions after booking and the rating link's page. */
  afterBooking: AfterBookingWords,
  /** The partner crews' pages: jobs, a job's sheet, days off; the bar (its Statements link too). */
  partner: PartnerWords,
  /** A partner's weekly statements (their pages only). */
  statements: StatementWords,
  /** The server's mails to customers and crews. */
  mails: MailsWords,
  /** The order confirmation PDF and calendar file. */
  paperwork: PaperworkWords,
} as const;

export type BookName = keyof typeof ENGLISH_BOOKS;
export const BOOK_NAMES = Object.keys(ENGLISH_BOOKS) as BookName[];
export type WordsOf<Book extends BookName> = keyof (typeof ENGLISH_BOOKS)[Book];
/** Any key of any book. */
export type WordKey = { [Book in BookName]: WordsOf<Book> }[BookName];

/** A parameter of a text: a value, or itself a text of the books (a status word, a sentence). */
export type WordParam = string | number | Words;
export type WordParams = Readonly<Record<string, WordParam>>;
/** A text as its key and parameters, to be put in the reader's language. */
export interface Words {
  key: WordKey;
  params?: WordParams;
}
