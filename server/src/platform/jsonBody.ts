import express, { type Request, type RequestHandler } from 'express';
import { ErrorCode } from '@moveday/openapi';
import { AppError } from './errors.js';

/**
 * The deepest nesting a JSON body may have. Our deepest body nests 4 levels; the route validator
 * and any code that walks a body recurse, and thousands of levels overflow their stack.
 */
export const MAX_JSON_DEPTH = 32;

/**
 * Checks a parsed body's depth and drops keys named like Object.prototype's members (`toString`,
 * `valueOf`, `__proto__`, ...): no body has such a field, and as own data they break String(value)
 * in the route validator and any code that trusts them to be methods. The validator drops other
 * unknown keys alike. Walked without recursion, so no depth can overflow the stack here.
 * Answers false when the body nests deeper than `maxDepth`.
 */
export function tidyJson(body: unknown, maxDepth: number): boolean {
  const pending: Array<[unknown, number]> = [[body, 1]];
  while (pending.length > 0) {
    const [node, depth] = pending.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (depth > maxDepth) return false;
    for (const key of Object.keys(node)) {
      if (key in Object.prototype) delete (node as Record<string, unknown>)[key];
      else pending.push([(node as Record<string, unknown>)[key], depth + 1]);
    }
  }
  return true;
}

const tidyBody: RequestHandler = (req, _res, next) => {
  next(tidyJson(req.body, MAX_JSON_DEPTH) ? undefined : new AppError(400, ErrorCode.validation, 'jsonTooDeep'));
};

const hasBody = (req: Request) => req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

/** A body in another media type would be read as no body at all, and answered as if its fields were missing. */
const onlyJson: RequestHandler = (req, _res, next) => {
  next(hasBody(req) && !req.is('application/json') ? new AppError(415, ErrorCode.unsupportedMediaType, 'unsupportedMediaType') : undefined);
};

/** A request whose JSON body's exact bytes are kept beside the parsed body: a signature is over the bytes (Stripe's webhooks). */
export type RawBodyRequest = Request & { rawBody?: Buffer };

/** The bytes as read: a reference to the buffer the parser holds anyway, no copy. */
const keepRawBody = (req: Request, _res: unknown, bytes: Buffer) => {
  (req as RawBodyRequest).rawBody = bytes;
};

/** JSON bodies of the API: at most 100 kB and MAX_JSON_DEPTH levels, no prototype-named keys. */
export const jsonBody = (): RequestHandler[] => [onlyJson, express.json({ limit: '100kb', verify: keepRawBody }), tidyBody];
