import fs from 'node:fs';
import path from 'node:path';
import express, { type Router } from 'express';

/**
 * Serves a built single-page app: its files, and its index.html for any other GET below it, so that
 * deep links work. Hashed assets are cached for good; index.html and the service worker never are.
 */
export function singlePageApp(dir: string, name: string): Router {
  const router = express.Router();
  const index = path.join(dir, 'index.html');
  router.use(
    express.static(dir, {
      index: false,
      setHeaders(res, file) {
        const immutable = file.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
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
