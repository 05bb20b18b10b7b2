/**
 * The build's second entry (beside main.tsx): renders the pages most visitors open first to HTML
 * with the CSS they use, so a phone paints them before any script has run; main.tsx then hydrates
 * them. Built for Node (`vite build --ssr`) and called by the build's prerender plugin only.
 */
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { SiteRoutes, SiteTheme } from '@/app/App';

export { PRERENDERED_PAGES, prerenderedFile } from '@/app/prerendered';

export interface PrerenderedPage {
  /** The page's markup, for inside #root. */
  html: string;
  /** For the head: the preloads React asks for, and `<style>` tags with the CSS the markup uses. */
  head: string;
}

/** One address rendered as a visitor without a session or a saved draft first sees it. */
export async function renderPage(path: string): Promise<PrerenderedPage> {
  // The key of emotion's own cache in the browser, which adopts these <style> tags as it loads.
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const rendered = await renderHtml(path, cache);
  // React puts the preloads it finds (the logo) first; they belong in the head.
  const preloads = /^(?:<link [^>]*>)*/.exec(rendered)![0];
  const html = rendered.slice(preloads.length);
  return { html, head: preloads + emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html)) };
}

async function renderHtml(path: string, cache: EmotionCache): Promise<string> {
  const { prelude } = await prerender(
    <CacheProvider value={cache}>
      <SiteTheme>
        <StaticRouter location={path}>
          <SiteRoutes />
        </StaticRouter>
      </SiteTheme>
    </CacheProvider>,
    // Every part in its place, lazily loaded pages included: React would otherwise send a large
    // part apart, as a placeholder that a script swaps in later than the first paint.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}
