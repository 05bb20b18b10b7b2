// Compiles every book of words, in every language, from ICU MessageFormat to Lingui's compiled
// form (dist/compiled/<locale>/<book>.js): the apps load a book in one language and never parse a
// message at run time (Lingui's core runs compiled messages; the parser stays out of the pages).
import { mkdirSync, writeFileSync } from 'node:fs';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { ENGLISH_BOOKS } from '../dist/i18n/books.js';
import { SPANISH_BOOKS } from '../dist/i18n/es/index.js';

const LANGUAGES = { en: ENGLISH_BOOKS, es: SPANISH_BOOKS };
const out = new URL('../dist/compiled/', import.meta.url);
let failed = false;
for (const [locale, books] of Object.entries(LANGUAGES)) {
  mkdirSync(new URL(`${locale}/`, out), { recursive: true });
  for (const [book, words] of Object.entries(books)) {
    const compiled = {};
    for (const [key, text] of Object.entries(words)) {
      try {
        compiled[key] = compileMessageOrThrow(text);
      } catch (error) {
        failed = true;
        console.error(`${locale}/${book} ${key}: ${error.message}`);
      }
    }
    // JSON.parse of a string literal is faster to start than an object literal this size.
    writeFileSync(new URL(`${locale}/${book}.js`, out), `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});\n`);
    writeFileSync(
      new URL(`${locale}/${book}.d.ts`, out),
      `import type { Messages } from '@lingui/core';\ndeclare const book: Messages;\nexport default book;\n`,
    );
  }
}
if (failed) process.exit(1);
