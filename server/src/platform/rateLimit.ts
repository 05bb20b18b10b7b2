import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { ErrorCode, Messages } from '@moveday/openapi';
import { AppError } from './errors.js';
import { getConfig } from './config.js';

const WINDOW_MS = 15 * 60 * 1000;

const tooMany: RequestHandler = (_req, _res, next) =>
  next(new AppError(429, ErrorCode.tooManyRequests, Messages.tooManyRequests));

/** Per client address: every call to a sensitive route counts. */
export const perAddressLimit = rateLimit({
  windowMs: WINDOW_MS,
  limit: () => getConfig().authRateLimit,
  standardHeaders: 'draft-8',
  legacyHeaders: false,
  keyGenerator: (req) => ipKeyGenerator(req.ip ?? ''),
  handler: tooMany,
});

/**
 * Per account, keyed by the email in the body. For logins only failures count, so a person who
 * signs in is never locked out; for mails sent on request every call counts.
 */
export function perAccountLimit(emailField: string, countSuccesses = false): RequestHandler {
  return rateLimit({
    windowMs: WINDOW_MS,
    limit: () => getConfig().accountRateLimit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    skipSuccessfulRequests: !countSuccesses,
    skip: (req: Request) => typeof req.body?.[emailField] !== 'string',
    keyGenerator: (req: Request) => `account:${String(req.body[emailField]).trim().toLowerCase()}`,
    handler: tooMany,
  });
}
