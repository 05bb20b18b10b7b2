import fs from 'node:fs';
import path from 'node:path';
import express, { type Router } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { LOCALE_COOKIE, formatMessage, negotiateLocale } from '@moveday/openapi';
import { filledPages } from './filledPages.js';

/**
 * Serves a built single-page app: its files, and for any other GET below it an HTML page, so that
 * deep links work. That page is the one the build prerendered for the address (`/x` → x.html,
 * `/x/y` → x/y.html, `/` → index.html) if there is one, else the nearest shell up the address
 * (`/x/y/z` → x/y/shell.html, then x/shell.html: an app within the app, such as the customer site's
 * partner pages, has its own), else the app shell (shell.html, or index.html in an app that
 * prerenders nothing). Hashed assets are cached for good; pages and the service worker never are.
 * The build writes a .br and a .gz beside each asset and page; they are sent as they are to a
 * browser that takes them (a phone on a slow network gets a quarter of the bytes, at no cost per request).
 * With `fillPage`, every page is sent as it fills it (filledPages.ts) instead.
 * A missing file under assets/ is a 404, not a page: an old page asking for a file a new build
 * no longer has learns at once that it failed (the site then reloads itself).
 */
export function singlePageApp(dir: string, name: string, fillPage?: (html: string) => string): Router {
  const router = express.Router();
  const files = expressStaticGzip(dir, {
    index: false,
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    serveStatic: {
      // A folder is no page: /partner/jobs is partner/jobs.html, not a redirect to /partner/jobs/ (a
      // folder of pages below it), and a folder's address falls through to the page it stands for.
      redirect: false,
      setHeaders(res, file) {
        const immutable = file.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    },
  });
  const sendFilled = fillPage && filledPages(dir, fillPage);
  const reading = (req: express.Request) => req.method === 'GET' || req.method === 'HEAD';

  router.use((req, res, next) => {
    if (!reading(req)) return next();
    const spanish = spanishAddress(dir, req.path);
    if (spanish === undefined) return next();
    // The page differs by the visitor's language: a cache keeps one per language and choice.
    res.vary('Accept-Language');
    res.vary('Cookie');
    if (!prefersSpanish(req)) return next();
    const query = req.originalUrl.indexOf('?');
    res.redirect(302, spanish + (query < 0 ? '' : req.originalUrl.slice(query)));
  });
  // The Spanish landing page's address is /es/ (its links are relative to it).
  router.use((req, res, next) => {
    if (!reading(req) || req.path !== '/es' || !fs.existsSync(path.join(dir, 'es', 'index.html'))) return next();
    const query = req.originalUrl.indexOf('?');
    res.redirect(301, '/es/' + (query < 0 ? '' : req.originalUrl.slice(query)));
  });

  if (sendFilled) {
    router.use((req, res, next) => {
      if (!reading(req) || !/^(?:\/[\w-]+)+\.html$/.test(req.path)) return next();
      sendFilled(req, res, req.path.slice(1)).then((sent) => sent || next(), next);
    });
  }
  router.use(files);
  router.use((req, res, next) => {
    if (!reading(req)) return next();
    if (req.path.startsWith('/assets/')) {
      res.status(404).type('text/plain').send(formatMessage('notFound'));
      return;
    }
    const page = (req.path.startsWith('/partner/') && crewPageInSpanish(dir, req, res)) || pageFor(dir, req.path);
    if (!page) {
      res.status(503).type('text/plain').send(`The ${name} is not built yet: run "npm run build".`);
      return;
    }
    if (sendFilled) {
      sendFilled(req, res, page).then((sent) => sent || next(), next);
      return;
    }
    req.url = `/${page}`;
    files(req, res, next);
  });
  return router;
}

const CHOICE = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`);

/**
 * The Spanish address of an English page the build prerendered in Spanish too (`/` → `/es/`,
 * `/getaquote` → `/es/getaquote`), or undefined for any other address.
 */
function spanishAddress(dir: string, address: string): string | undefined {
  if (address === '/') return fs.existsSync(path.join(dir, 'es', 'index.html')) ? '/es/' : undefined;
  const page = address.slice(1);
  if (!NAME.test(page) || page === 'es') return undefined;
  return fs.existsSync(path.join(dir, 'es', `${page}.html`)) ? `/es/${page}` : undefined;
}

/** The visitor chose Spanish (the cookie), or has made no choice and the browser prefers it. */
function prefersSpanish(req: express.Request): boolean {
  const chosen = CHOICE.exec(req.headers.cookie ?? '')?.[1]?.trim();
  if (chosen === 'es' || chosen === 'en') return chosen === 'es';
  return negotiateLocale(req.headers['accept-language']) === 'es';
}

/**
 * A crew's page has one address in both languages: the build's Spanish one (es/partner/...) for a
 * crew that reads Spanish, when the build has it; undefined otherwise (the English one).
 */
function crewPageInSpanish(dir: string, req: express.Request, res: express.Response): string | undefined {
  res.vary('Accept-Language');
  res.vary('Cookie');
  if (!prefersSpanish(req)) return undefined;
  const page = pageFor(dir, `/es${req.path}`);
  return page?.startsWith('es/partner/') ? page : undefined;
}

/** How many folders down a prerendered page or a shell may lie (partner/jobs/shell.html is two). */
const MAX_DEPTH = 3;
const NAME = /^[A-Za-z0-9-]+$/;

/** The HTML file answering an address with no file of its own. */
function pageFor(dir: string, address: string): string | undefined {
  const parts = address.split('/').slice(1);
  // The leading parts that can name a file (no dots, nothing encoded), looked at no deeper than files lie.
  let named = 0;
  while (named < parts.length && named <= MAX_DEPTH && NAME.test(parts[named]!)) named++;
  const candidates: string[] = [];
  if (address === '/') candidates.push('index.html');
  else if (address.endsWith('/') && named === parts.length - 1) candidates.push(`${parts.slice(0, -1).join('/')}/index.html`);
  else if (named === parts.length) candidates.push(`${parts.join('/')}.html`);
  for (let depth = Math.min(named, parts.length - 1, MAX_DEPTH); depth > 0; depth--) candidates.push(`${parts.slice(0, depth).join('/')}/shell.html`);
  candidates.push('shell.html', 'index.html');
  return candidates.find((file) => fs.existsSync(path.join(dir, file)));
}

/** The links of a page to its addresses in each language, as the build writes them (relative to the site). */
const ALTERNATE_LINK = /(<link rel="alternate" hreflang="[^"]+" href=")(\/[^"]*")/g;

/**
 * A page's links to its addresses in each language made whole with the site's public address:
 * search engines take `hreflang` addresses whole only, and the build cannot know the site's.
 */
export function withWholeAlternates(html: string, publicUrl: string): string {
  return html.replace(ALTERNATE_LINK, (_link, start: string, address: string) => `${start}${publicUrl}${address}`);
}
