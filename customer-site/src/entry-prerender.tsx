/**
 * The build's server entry (beside main.tsx and entry-partner.tsx): renders the pages most
 * visitors open first, and the partner pages' first screens, to HTML with the CSS they use, so a
 * phone paints them before any script has run; the browser entries then hydrate them. Built for
 * Node (`vite build --ssr`) and called by the build's prerender plugin only.
 */
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { SiteRoutes } from '@/app/App';
import { PartnerRoutes } from '@/app/partner/PartnerApp';
import { SiteTheme } from '@/app/SiteTheme';
import { prerenderAt } from '@/lib/history';
import { LOCALE_TAGS, LOCALES } from '@moveday/openapi';
import { booksOfPage, crewPageOf, ISLAND_BOOKS, startsAsIslands } from '@/app/prerendered';
import { crewBooksOf, crewPageTitle } from '@/app/partner/crewPages';
import { activateLocale, FIRST_BOOKS, translate } from '@/lib/i18n';
import { addressIn, localeOfPath, LOCALIZED_PAGES, pageOfPath } from '@/lib/locale-addresses';

export { PRERENDERED_PAGES, PRERENDERED_PARTNER_PAGES, prerenderedFile, startsAsIslands } from '@/app/prerendered';

export interface PrerenderedPage {
  /** The page's markup, for inside #root. */
  html: string;
  /** For the head: the preloads React asks for, the addresses in the other languages, and `<style>` tags with the CSS the markup uses. */
  head: string;
  /** The page's language (`<html lang>`), and its title, description and `<noscript>` text in that language. */
  lang: string;
  title: string;
  description: string;
  noscript: string;
  /** The books of words (compiled, `<locale>/<book>`) the page's code starts with, preloaded by its HTML. */
  books: string[];
}

/**
 * One address rendered as a visitor without a session or a saved draft first sees it; a partner
 * page (any address below /partner/, a pattern for a job's) as a crew sees it before its data.
 */
export async function renderPage(path: string): Promise<PrerenderedPage> {
  // The key of emotion's own cache in the browser, which adopts these <style> tags as it loads.
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const rendered = await renderHtml(path, cache);
  // React puts the preloads it finds (the logo) first; they belong in the head.
  const preloads = /^(?:<link [^>]*>)*/.exec(rendered)![0];
  const html = rendered.slice(preloads.length);
  const locale = localeOfPath(path) ?? 'en';
  const partner = crewPageOf(path).startsWith('/partner/');
  return {
    html,
    head: preloads + alternates(path) + emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html)),
    lang: LOCALE_TAGS[locale],
    // Every text of the page's HTML outside #root comes from the books (the check: src/app/staticPages.spec.ts).
    ...(partner
      ? { title: translate(crewPageTitle(path)), description: translate('partnerDescription'), noscript: translate('partnerNoscript') }
      : { title: translate('siteTitle'), description: translate('siteDescription'), noscript: translate('siteNoscript') }),
    // A crew's page has one address in both languages: the server sends the Spanish one (which
    // preloads its book) to a crew that reads Spanish; the English one preloads none, so a crew
    // whose choice the server cannot see (no cookie) fetches no book of the other language.
    books: partner
      ? locale === 'en'
        ? []
        : crewBooksOf(path).map((book) => `${locale}/${book}`)
      : (startsAsIslands(path) ? ISLAND_BOOKS : booksOf(path)).map((book) => `${locale}/${book}`),
  };
}

const booksOf = (path: string) =>
  crewPageOf(path).startsWith('/partner/') ? ['messages' as const, ...crewBooksOf(path)] : [...FIRST_BOOKS, ...booksOfPage(path)];

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** A page at an address in each language links to each (`hreflang`), English being the default. */
function alternates(path: string): string {
  const page = pageOfPath(path);
  if (!LOCALIZED_PAGES.includes(page)) return '';
  const links = LOCALES.map((locale) => `<link rel="alternate" hreflang="${locale}" href="${escape(addressIn(locale, page))}">`);
  return links.join('') + `<link rel="alternate" hreflang="x-default" href="${escape(addressIn('en', page))}">`;
}

async function renderHtml(path: string, cache: EmotionCache): Promise<string> {
  prerenderAt(crewPageOf(path));
  await activateLocale(localeOfPath(path) ?? 'en', booksOf(path));
  const routes = crewPageOf(path).startsWith('/partner/') ? (
    <PartnerRoutes />
  ) : (
    <StaticRouter location={path}>
      <SiteRoutes />
    </StaticRouter>
  );
  const { prelude } = await prerender(
    <CacheProvider value={cache}>
      <SiteTheme>{routes}</SiteTheme>
    </CacheProvider>,
    // Every part in its place, lazily loaded pages included: React would otherwise send a large
    // part apart, as a placeholder that a script swaps in later than the first paint.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}
