import { hasQuoteInProgress } from '@/features/quote/hooks/quoteFlowKey';
import type { SitePath } from './sitePaths';

/**
 * The pages the build renders to HTML (entry-prerender.tsx): the landing page and the wizard's
 * first step, the ones a visitor from a search or an ad opens first. Each is written to
 * `<path>.html` (`/` to index.html), which the server sends for that address; every other
 * address gets the app shell (shell.html) and renders in the browser.
 */
export const PRERENDERED_PAGES = ['/', '/howitworks', '/getaquote', '/getaquotetabs'] as const satisfies readonly SitePath[];

export const prerenderedFile = (path: string): string => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);

const WIZARD_PAGES = new Set(['/getaquote', '/getaquotetabs']);

/**
 * Whether the HTML the build prerendered for `path` is what this visitor is to see, so React can
 * adopt it as it is (hydrate). It was rendered for a visitor with no session and, on the wizard,
 * no quote in progress; anyone else gets their own page rendered over it.
 */
export function seesPrerenderedPage(prerenderedPath: string | undefined, path: string, signedIn: boolean): boolean {
  if (prerenderedPath !== path || signedIn) return false;
  return !(WIZARD_PAGES.has(path) && hasQuoteInProgress());
}
