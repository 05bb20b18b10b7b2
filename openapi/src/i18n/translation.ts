/**
 * Another language's words for a book of English texts: every key of the English book, each an
 * ICU MessageFormat text with the same `{name}` arguments. A missing key fails the type check.
 */
export type Translation<Book> = { readonly [Key in keyof Book]: string };
