import type { Locale } from '@moveday/openapi';

/**
 * A crew's page has one address in both languages (the crew's choice is its own); the build writes
 * the Spanish one below es/ (es/partner/jobs.html), which the server sends a crew that reads
 * Spanish. A module of its own: the crews' entry needs these two lines, not the site's pages.
 */
export const crewPageIn = (locale: Locale, path: string): string => (locale === 'en' ? path : `/${locale}${path}`);

/** The crew's page a prerendered path stands for (`/es/partner/jobs` → `/partner/jobs`). */
export const crewPageOf = (path: string): string => path.replace(/^\/es(?=\/partner\/)/, '');

/** Whether a crew's page is one of the statements' (their words are a book of their own). */
export const isStatementsPage = (path: string): boolean => /^\/partner\/statements(\/|$)/.test(crewPageOf(path));

/** The books a crew's page draws with, beside the catalogue's messages: the partner book, and the statements' on their pages. */
export const crewBooksOf = (path: string) => (isStatementsPage(path) ? (['partner', 'statements'] as const) : (['partner'] as const));

/** The tab's title of a crew's page (a book's key): the days off and the statements have their own; every other page is the jobs'. */
export function crewPageTitle(path: string): 'daysOffDocumentTitle' | 'statementsDocumentTitle' | 'partnerDocumentTitle' {
  const page = crewPageOf(path).replace(/\/$/, '');
  if (page === '/partner/daysoff') return 'daysOffDocumentTitle';
  if (isStatementsPage(page)) return 'statementsDocumentTitle';
  return 'partnerDocumentTitle';
}
