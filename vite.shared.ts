import { constants } from 'node:zlib';

/**
 * Both apps' builds write a .br and a .gz beside every asset worth compressing, at the best
 * levels, once; the server sends them as they are (express-static-gzip) instead of compressing
 * on each request.
 */
export const precompressed = {
  include: /\.(js|css|svg|html|webmanifest)$/,
  threshold: 1024,
  algorithms: [['brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }] as const, ['gzip', { level: 9 }] as const],
};
