import { AfterBookingWords } from '../afterBookingWords.js';
import { Messages } from '../messages.js';
import { OptionWords } from './optionWords.js';

/**
 * The books of words, in English (the source; the spec's texts where the spec has them). A book
 * is loaded whole, in one language, by the pages that need it: every key is unique across books
 * (one catalogue per language at run time). Each book has its translation in `es/`, and the
 * build compiles each book in each language to `dist/compiled/<locale>/<book>.js`.
 */
export const ENGLISH_BOOKS = {
  messages: Messages,
  options: OptionWords,
  afterBooking: AfterBookingWords,
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
