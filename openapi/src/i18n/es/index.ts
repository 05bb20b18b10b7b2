import type { BookName, ENGLISH_BOOKS } from '../books.js';
import type { Translation } from '../translation.js';
import { AfterBookingWordsEs } from './afterBooking.js';
import { MessagesEs } from './messages.js';
import { OptionWordsEs } from './options.js';

/** The Spanish (US) books: one per English book (see docs/glossary-es.md for the key terms). */
export const SPANISH_BOOKS = {
  messages: MessagesEs,
  options: OptionWordsEs,
  afterBooking: AfterBookingWordsEs,
} satisfies { [Book in BookName]: Translation<(typeof ENGLISH_BOOKS)[Book]> };
