/**
 * The full order is cached apart from the list's rows: react-admin seeds its getOne cache from the
 * rows of a list, and a row lacks the move's details.
 */
export const DETAIL = { view: 'detail' } as const;
