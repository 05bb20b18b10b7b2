import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { RateLimiterPostgres } from 'rate-limiter-flexible';
import type { Sequelize } from 'sequelize';
import { ErrorCode } from '@moveday/openapi';
import { AppError, tooManyRequests } from './errors.js';
import { getConfig } from './config.js';
import { db } from './database.js';

const WINDOW_MS = 15 * 60 * 1000;

const tooMany: RequestHandler = (_req, _res, next) => next(tooManyRequests());

/**
 * The client's address as the limiters key it: an IPv6 client is its /56 network, since one
 * subscriber commonly holds a whole block and could otherwise take a fresh address per try.
 */
export const clientAddress = (req: Request): string => ipKeyGenerator(req.ip ?? '');

/**
 * Per client address: every call to a sensitive route counts when it arrives and is never given
 * back, so calls in flight at once cannot make a limit misjudge anything (each simply counts).
 */
export const perAddressLimit = rateLimit({
  windowMs: WINDOW_MS,
  limit: () => getConfig().authRateLimit,
  standardHeaders: 'draft-8',
  legacyHeaders: false,
  keyGenerator: (req) => clientAddress(req),
  handler: tooMany,
});

/**
 * Per email address in the body, for calls that mail it (reset links, enquiry acknowledgements):
 * every call counts, as above. Sign-in has its own throttle (the users module's loginThrottle).
 */
export function perAccountLimit(emailField: string): RequestHandler {
  return rateLimit({
    windowMs: WINDOW_MS,
    limit: () => getConfig().accountRateLimit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    skip: (req: Request) => typeof req.body?.[emailField] !== 'string',
    keyGenerator: (req: Request) => `account:${String(req.body[emailField]).trim().toLowerCase()}`,
    handler: tooMany,
  });
}

/** A refusal that says when to come back (the error handler answers it as `Retry-After`). */
export class TooManyRequests extends AppError {
  constructor(retryAfterSeconds: number) {
    super(429, ErrorCode.tooManyRequests, 'tooManyRequests');
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export const secondsUntil = (ms: number): number => Math.max(1, Math.ceil(ms / 1000));

export interface StoredLimiterOptions {
  /** Names the limiter's rows in the table; one prefix per limiter. */
  keyPrefix: string;
  /** Points a key may consume in `duration` seconds (the caller may read counts instead). */
  points: number;
  /** Seconds a key's count lives, from its first point. */
  duration: number;
}

const RATE_LIMITS_TABLE = 'rate_limits';
let cleanedBy: Sequelize | undefined;

/**
 * A rate-limiter-flexible limiter whose counts live in PostgreSQL (table `rate_limits`, migration
 * 0007), so every server shares them. Built on first use on the pool then open.
 */
export function storedLimiter(options: StoredLimiterOptions): () => RateLimiterPostgres {
  let built: { sequelize: Sequelize; limiter: RateLimiterPostgres } | undefined;
  return () => {
    const sequelize = db();
    if (built?.sequelize !== sequelize) {
      // One limiter per pool sweeps expired rows (every 5 minutes); the table is shared by all.
      const sweeps = cleanedBy !== sequelize;
      cleanedBy = sequelize;
      built = {
        sequelize,
        limiter: new RateLimiterPostgres({
          ...options,
          storeClient: sequelize,
          storeType: 'sequelize',
          tableName: RATE_LIMITS_TABLE,
          tableCreated: true,
          clearExpiredByTimeout: sweeps,
        }),
      };
    }
    return built.limiter;
  };
}
