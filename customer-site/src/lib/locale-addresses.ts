// The pages' addresses in each language: `/es/...` is Spanish, for the pages prerendered in both.
import type { Locale } from '@moveday/openapi';

/** A page's own language: `/es/...` addresses are Spanish (the prerendered landing and first step). */
export const localeOfPath = (path: string): Locale | undefined => (path === '/es' || path.startsWith('/es/') ? 'es' : undefined);

/**
 * The pages with an address in each language (prerendered in both): their English address; the
 * Spanish one is the same below /es (`/` is `/es/`).
 */
export const LOCALIZED_PAGES: readonly string[] = ['/', '/howitworks', '/getaquote', '/getaquotetabs'];

/** The English address of a page at either of its addresses (`/es/getaquote` → `/getaquote`); any other address as it is. */
export function pageOfPath(path: string): string {
  if (!localeOfPath(path)) return path;
  const page = path.slice(3) || '/';
  return LOCALIZED_PAGES.includes(page) ? page : path;
}

/**
 * A page's address in a language (`to` may carry a query and a hash): `/getaquote` in Spanish is
 * `/es/getaquote`; an address with no Spanish page stays as it is.
 */
export function addressIn(locale: Locale, to: string): string {
  const end = to.search(/[?#]/);
  const [path, rest] = end < 0 ? [to, ''] : [to.slice(0, end), to.slice(end)];
  const page = pageOfPath(path);
  if (!LOCALIZED_PAGES.includes(page)) return to;
  if (locale === 'en') return page + rest;
  return (page === '/' ? '/es/' : `/es${page}`) + rest;
}
