/** Both languages' books as plain texts, for the checks that read pages (the apps load compiled books, one language at a time). */
export { ENGLISH_BOOKS, type BookName } from './books.js';
export { SPANISH_BOOKS } from './es/index.js';
