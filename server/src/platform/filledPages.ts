import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Request, Response } from 'express';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

interface FilledPage {
  etag: string;
  plain: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * The HTML pages of a built app with something of this server's filled in (`fill`: settings such
 * as the company's contact details), made once per page and file version and kept, compressed as
 * the build compresses its assets. Sent with `no-cache` and an ETag, so a browser asks each time
 * and a changed setting shows at the next load.
 */
export function filledPages(dir: string, fill: (html: string) => string) {
  const made = new Map<string, { mtimeMs: number; page: Promise<FilledPage> }>();

  async function make(file: string): Promise<FilledPage> {
    const plain = Buffer.from(fill(await fs.promises.readFile(path.join(dir, file), 'utf8')));
    const [br, gz] = await Promise.all([
      brotli(plain, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: plain.length } }),
      gzip(plain, { level: 9 }),
    ]);
    return { etag: `"${crypto.createHash('sha256').update(plain).digest('base64url').slice(0, 27)}"`, plain, br, gzip: gz };
  }

  /** The page as filled for this version of its file (a rebuild makes it again). */
  function page(file: string, mtimeMs: number): Promise<FilledPage> {
    const known = made.get(file);
    if (known?.mtimeMs === mtimeMs) return known.page;
    const page = make(file);
    made.set(file, { mtimeMs, page });
    page.catch(() => made.get(file)?.page === page && made.delete(file));
    return page;
  }

  /** Sends `file` (a page of `dir`), or answers false when there is no such file. */
  return async function send(req: Request, res: Response, file: string): Promise<boolean> {
    const stat = await fs.promises.stat(path.join(dir, file)).catch(() => undefined);
    if (!stat?.isFile()) return false;
    const filled = await page(file, stat.mtimeMs);
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('ETag', filled.etag);
    res.vary('Accept-Encoding');
    if (req.fresh) {
      res.status(304).end();
      return true;
    }
    const encoding = req.acceptsEncodings('br', 'gzip', 'identity');
    const body = encoding === 'br' ? filled.br : encoding === 'gzip' ? filled.gzip : filled.plain;
    if (encoding === 'br' || encoding === 'gzip') res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  };
}
