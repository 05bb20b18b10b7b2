import fs from 'node:fs';
import path from 'node:path';
import express, { type Router } from 'express';
import expressStaticGzip from 'express-static-gzip';

/**
 * Serves a built single-page app: its files, and its index.html for any other GET below it, so that
 * deep links work. Hashed assets are cached for good; index.html and the service worker never are.
 * The build writes a .br and a .gz beside each asset; they are sent as they are to a browser that
 * takes them (a phone on a slow network gets a quarter of the bytes, at no cost per request).
 */
export function singlePageApp(dir: string, name: string): Router {
  const router = express.Router();
  const index = path.join(dir, 'index.html');
  router.use(
    expressStaticGzip(dir, {
      index: false,
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      serveStatic: {
        setHeaders(res, file) {
          const immutable = file.includes(`${path.sep}assets${path.sep}`);
          res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      },
    }),
  );
  router.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (!fs.existsSync(index)) {
      res.status(503).type('text/plain').send(`The ${name} is not built yet: run "npm run build".`);
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
  return router;
}
