import { expect } from 'chai';
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { BOOK_NAMES, ENGLISH_BOOKS, type BookName } from '../src/i18n/books.js';
import { SPANISH_BOOKS } from '../src/i18n/es/index.js';

const LANGUAGES = { en: ENGLISH_BOOKS, es: SPANISH_BOOKS } as const;
const words = (locale: keyof typeof LANGUAGES, book: BookName): Record<string, string> => LANGUAGES[locale][book] as Record<string, string>;

/** The names of a compiled text's arguments, in its plural and select branches too, each with its type. */
function argumentsOf(message: CompiledMessage, names = new Map<string, string>()): Map<string, string> {
  for (const token of message) {
    if (typeof token === 'string') continue;
    const [name, type, choices] = token;
    names.set(name, type ?? 'text');
    if (choices && typeof choices === 'object')
      for (const [branch, value] of Object.entries(choices)) if (branch !== 'offset' && Array.isArray(value)) argumentsOf(value as CompiledMessage, names);
  }
  return names;
}

/**
 * Texts the same in both languages on purpose: names, and words Spanish readers use as they are.
 * Anything else identical to its English is a text nobody translated.
 */
const SAME_IN_BOTH = new Set(['MoveDay', 'OK', 'No', 'Email', 'English', 'Español', 'Total', 'Zip', 'ID']);
const isWordless = (text: string) => !/\p{L}{2,}/u.test(text.replace(/\{[^}]*\}/g, ''));

describe('The books of words', () => {
  it('give every English key a Spanish text, and no other key', () => {
    for (const book of BOOK_NAMES) {
      const english = Object.keys(words('en', book)).sort();
      expect(Object.keys(words('es', book)).sort(), book).to.deep.equal(english);
    }
  });

  // The code passes a text the English one's arguments: Spanish may use no other, and leaves out
  // only an English grammar's choice (a/an's select), never a value the reader needs.
  it('compile in both languages, each Spanish text with the arguments of its English one', () => {
    const problems: string[] = [];
    for (const book of BOOK_NAMES)
      for (const [key, english] of Object.entries(words('en', book))) {
        const spanish = words('es', book)[key]!;
        try {
          const expected = argumentsOf(compileMessageOrThrow(english));
          const actual = argumentsOf(compileMessageOrThrow(spanish));
          const unknown = [...actual.keys()].filter((name) => !expected.has(name));
          const lost = [...expected].filter(([name, type]) => !actual.has(name) && type !== 'select').map(([name]) => name);
          if (unknown.length + lost.length > 0)
            problems.push(`${book}.${key}: uses ${unknown.join(',') || 'nothing'} unknown, leaves out ${lost.join(',') || 'nothing'}`);
        } catch (error) {
          problems.push(`${book}.${key}: ${(error as Error).message}`);
        }
      }
    expect(problems).to.deep.equal([]);
  });

  it('leave no text untranslated: a Spanish text is the English one only for names and wordless texts', () => {
    const untranslated: string[] = [];
    for (const book of BOOK_NAMES)
      for (const [key, english] of Object.entries(words('en', book))) {
        const spanish = words('es', book)[key]!;
        if (spanish === english && !isWordless(english) && !SAME_IN_BOTH.has(english)) untranslated.push(`${book}.${key}: ${english}`);
      }
    expect(untranslated).to.deep.equal([]);
  });

  it('name each text once across books (each language is one catalogue at run time)', () => {
    const seen = new Map<string, BookName>();
    const repeated: string[] = [];
    for (const book of BOOK_NAMES)
      for (const key of Object.keys(words('en', book))) {
        if (seen.has(key)) repeated.push(`${key} in ${seen.get(key)} and ${book}`);
        seen.set(key, book);
      }
    expect(repeated).to.deep.equal([]);
  });
});
