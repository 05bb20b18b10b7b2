import fs from 'node:fs';
import path from 'node:path';
import express, { type Router } from 'express';
import expressStaticGzip from 'express-static-gzip';

/**
 * Serves a built single-page app: its files, and for any other GET below it an HTML page, so that
 * deep links work. That page is the one the build prerendered for the address (`/x` → x.html,
 * `/` → index.html) if there is one, else the app shell (shell.html, or index.html in an app that
 * prerenders nothing). Hashed assets are cached for good; pages and the service worker never are.
 * The build writes a .br and a .gz beside each asset and page; they are sent as they are to a
 * browser that takes them (a phone on a slow network gets a quarter of the bytes, at no cost per request).
 */
export function singlePageApp(dir: string, name: string): Router {
  const router = express.Router();
  const files = expressStaticGzip(dir, {
    index: false,
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    serveStatic: {
      setHeaders(res, file) {
        const immutable = file.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    },
  });
  router.use(files);
  router.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const page = pageFor(dir, req.path);
    if (!page) {
      res.status(503).type('text/plain').send(`The ${name} is not built yet: run "npm run build".`);
      return;
    }
    req.url = `/${page}`;
    files(req, res, next);
  });
  return router;
}

/** The HTML file answering an address with no file of its own. */
function pageFor(dir: string, address: string): string | undefined {
  const prerendered = address === '/' ? 'index.html' : /^\/[A-Za-z0-9-]+$/.test(address) ? `${address.slice(1)}.html` : undefined;
  return [prerendered, 'shell.html', 'index.html'].find((file) => file !== undefined && fs.existsSync(path.join(dir, file)));
}
