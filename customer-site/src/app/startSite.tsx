import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { booksOfPage, seesPrerenderedPage } from '@/app/prerendered';
import { activateLocale, FIRST_BOOKS, startingLocale } from '@/lib/i18n';
import { addressIn, localeOfPath } from '@/lib/locale-addresses';
import type { Session } from '@/lib/session';

/**
 * The site's app in the browser (main.tsx), and on a page of islands that is not the visitor's
 * as the build wrote it (entry-landing.tsx): a signed-in visitor's, or another language's.
 */
export async function startSite(session: Session | null): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');

  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );

  // A page with an address in each language opens at the one of the visitor's language (the server
  // sends most there already; this is for a choice it did not see, kept in this browser only).
  const locale = startingLocale(window.location.pathname);
  if (!localeOfPath(window.location.pathname)) {
    const here = window.location.pathname + window.location.search + window.location.hash;
    const there = addressIn(locale, here);
    if (there !== here) window.history.replaceState(window.history.state, '', there);
  }

  // The language's first books, and the page's, are loaded (preloaded by the page's HTML) before
  // anything is drawn, so that React adopts the prerendered words as they are.
  await activateLocale(locale, [...FIRST_BOOKS, ...booksOfPage(window.location.pathname)]);

  // Transitions: React renders (or adopts) the first screen in small slices, so the page never
  // stops answering for long on a slow phone.
  if (seesPrerenderedPage(container.dataset.prerendered, window.location.pathname, session !== null)) {
    // The build's HTML is this visitor's page: React adopts it instead of drawing it again, in a
    // task of its own, apart from evaluating the modules (see vite.prerender.ts).
    setTimeout(() => startTransition(() => void hydrateRoot(container, app)), 0);
  } else {
    // The app shell, or a prerendered page that is not this visitor's: drawn afresh (React replaces what is there).
    const root = createRoot(container);
    startTransition(() => root.render(app));
  }
}
