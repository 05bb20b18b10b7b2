import { AsyncLocalStorage } from 'node:async_hooks';
import crypto from 'node:crypto';
import type { RequestHandler } from 'express';
import { negotiateLocale, type Locale } from '@moveday/openapi';

/** What every log line written while a request is served carries (logger.ts mixes in its id). */
export interface RequestContext {
  reqId: string;
  /** The language the caller reads (`Accept-Language`), for the words of its answer. */
  locale: Locale;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** The context of the request being served, or undefined outside one (start, stop, timers). */
export const currentRequest = (): RequestContext | undefined => storage.getStore();

/**
 * An incoming `X-Request-Id` is kept when it is at most 128 letters, digits, `.`, `_`, `-` or `:`
 * (a UUID, a load balancer's or tracer's id): a proxy in front passes its id on, and its logs and
 * ours then share it. Anything else is replaced, so a log line never carries a caller's spaces,
 * quotes or control characters, nor an unbounded string.
 */
const WELL_FORMED_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export const REQUEST_ID_HEADER = 'X-Request-Id';

/**
 * Gives each request its id (kept or made), echoes it in `X-Request-Id`, and runs the rest of the
 * request inside its context, so the logger stamps every line with it, services' lines included.
 */
export const requestContext: RequestHandler = (req, res, next) => {
  const incoming = req.get(REQUEST_ID_HEADER);
  const reqId = incoming !== undefined && WELL_FORMED_ID.test(incoming) ? incoming : crypto.randomUUID();
  (req as { id?: string }).id = reqId;
  res.setHeader(REQUEST_ID_HEADER, reqId);
  storage.run({ reqId, locale: negotiateLocale(req.get('accept-language')) }, next);
};
