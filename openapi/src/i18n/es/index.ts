import type { BookName, ENGLISH_BOOKS } from '../books.js';
import type { Translation } from '../translation.js';
import { AfterBookingWordsEs } from './afterBooking.js';
import { MessagesEs } from './messages.js';
import { OptionWordsEs } from './options.js';
import { AccountWordsEs } from './account.js';
import { MailsWordsEs } from './mails.js';
import { OrdersWordsEs } from './orders.js';
import { PaperworkWordsEs } from './paperwork.js';
import { PartnerWordsEs } from './partner.js';
import { QuoteWordsEs } from './quote.js';
import { SiteWordsEs } from './site.js';
import { StatementWordsEs } from './statements.js';

/** The Spanish (US) books: one per English book (see docs/glossary-es.md for the key terms). */
export const SPANISH_BOOKS = {
  messages: MessagesEs,
  options: OptionWordsEs,
  site: SiteWordsEs,
  quote: QuoteWordsEs,
  account: AccountWordsEs,
  orders: OrdersWordsEs,
  afterBooking: AfterBookingWordsEs,
  partner: PartnerWordsEs,
  statements: StatementWordsEs,
  mails: MailsWordsEs,
  paperwork: PaperworkWordsEs,
} satisfies { [Book in BookName]: Translation<(typeof ENGLISH_BOOKS)[Book]> };
