import type { BookName } from '@moveday/openapi';
import { crewPageIn, crewPageOf } from './partner/crewPages';
import { hasQuoteInProgress } from '@/features/quote/hooks/quoteFlowKey';
import { addressIn, pageOfPath } from '@/lib/locale-addresses';
import { sitePaths, type SitePath } from './sitePaths';

/**
 * The pages the build renders to HTML (entry-prerender.tsx): the landing page and the wizard's
 * first step, the ones a visitor from a search or an ad opens first. Each is written to
 * `<path>.html` (`/` to index.html), which the server sends for that address; every other
 * address gets the app shell (shell.html) and renders in the browser.
 */
const WIZARD_PAGES = new Set(['/getaquote', '/getaquotetabs']);

const ENGLISH_PAGES = ['/', '/howitworks', '/getaquote', '/getaquotetabs'] as const satisfies readonly SitePath[];

/** Each in English and in Spanish (`/es/`, `/es/howitworks`, ...: lib/i18n.tsx's LOCALIZED_PAGES). */
export const PRERENDERED_PAGES: readonly string[] = [...ENGLISH_PAGES, ...ENGLISH_PAGES.map((path) => addressIn('es', path))];

/**
 * The pages that start as islands (entry-landing.tsx): the landing page, at each of its addresses.
 * The build lists that entry's modules for them, and the books they start with.
 */
const ISLAND_PAGES = new Set(['/', '/howitworks']);

export const startsAsIslands = (path: string): boolean => ISLAND_PAGES.has(pageOfPath(path));

/** The books of words a page of islands starts with: the top bar's are the site's. */
export const ISLAND_BOOKS: readonly BookName[] = ['site'];

/**
 * The books of words a page shows besides the first ones (`messages`, `site`), loaded before it
 * is drawn or adopted, and preloaded by its prerendered HTML: the wizard's words and option
 * labels. (The landing page's sections below the banner load the option labels they show as
 * they come to life: not on the first load.)
 */
export function booksOfPage(path: string): BookName[] {
  const page = pageOfPath(path);
  if (WIZARD_PAGES.has(page)) return ['quote', 'options'];
  return [];
}

/**
 * The partner pages (their own app, partner.html), each rendered as a crew sees it before its
 * data arrives: the job list to partner/jobs.html, and a job's page, the same for every job, to
 * partner/jobs/shell.html, which the server sends for every address below /partner/jobs/ (the
 * nearest shell.html up the address). Any other address below /partner/ gets partner/shell.html.
 */
export const PRERENDERED_PARTNER_PAGES: readonly string[] = [...sitePaths('partner'), ...sitePaths('partner').map((path) => crewPageIn('es', path))];
export { crewPageOf };

/** The file a prerendered page is written to: a pattern's (`/partner/jobs/:id`) is the shell of its folder. */
export function prerenderedFile(path: string): string {
  if (path.endsWith('/')) return `${path.slice(1)}index.html`;
  const pattern = path.indexOf('/:');
  return pattern >= 0 ? `${path.slice(1, pattern)}/shell.html` : `${path.slice(1)}.html`;
}

/**
 * Whether the HTML the build prerendered for `path` is what this visitor is to see, so React can
 * adopt it as it is (hydrate). It was rendered for a visitor with no session and, on the wizard,
 * no quote in progress; anyone else gets their own page rendered over it.
 */
export function seesPrerenderedPage(prerenderedPath: string | undefined, path: string, signedIn: boolean): boolean {
  if (prerenderedPath !== path || signedIn) return false;
  return !(WIZARD_PAGES.has(pageOfPath(path)) && hasQuoteInProgress());
}
