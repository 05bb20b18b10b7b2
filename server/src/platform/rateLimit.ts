import crypto from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import ipaddr from 'ipaddr.js';
import { RateLimiterPostgres, type RateLimiterRes } from 'rate-limiter-flexible';
import type { Sequelize } from 'sequelize';
import { ErrorCode } from '@moveday/openapi';
import { AppError } from './errors.js';
import { getConfig } from './config.js';
import { db } from './database.js';

/** A refusal that says when to come back (the error handler answers it as `Retry-After`). */
export class TooManyRequests extends AppError {
  constructor(retryAfterSeconds: number) {
    super(429, ErrorCode.tooManyRequests, 'tooManyRequests');
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export const secondsUntil = (ms: number): number => Math.max(1, Math.ceil(ms / 1000));

/** A limiter key as stored: a hash, so the table holds no email or address, and any input fits its column. */
export const hashKey = (...parts: string[]): string => crypto.createHash('sha256').update(parts.join('\n')).digest('base64url');

/**
 * The client's address as the limiters key it: an IPv6 client is its /56 network, since one
 * subscriber commonly holds a whole block and could otherwise take a fresh address per try; an
 * IPv4 client mapped into IPv6 is its IPv4 address. Parsed by ipaddr.js, as Express parses it.
 */
export function clientAddress(req: Request): string {
  const ip = req.ip ?? '';
  if (!ipaddr.IPv6.isValid(ip)) return ip;
  const address = ipaddr.IPv6.parse(ip);
  if (address.isIPv4MappedAddress()) return address.toIPv4Address().toString();
  const parts = address.parts.slice(0, 4);
  parts[3] = parts[3]! & 0xff00;
  return `${new ipaddr.IPv6([...parts, 0, 0, 0, 0]).toString()}/56`;
}

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

export interface CallLimitOptions {
  /** The limit's name: the prefix of its rows in `rate_limits` and its name in the `RateLimit` headers. */
  name: string;
  windowSeconds: number;
  /** Calls a key may make in a window; read at each call, as the settings are read. */
  limit: () => number;
  /** What a call counts against; `undefined` lets the call through uncounted. */
  key: (req: Request) => string | undefined;
}

/** A limit on calls, as middleware; `reset` forgets a key's count (tests give back what they spent). */
export type CallLimit = RequestHandler & { reset(key: string): Promise<void> };

/**
 * Limits calls per key over a fixed window that starts at the key's first call, counted in
 * PostgreSQL so that every server spends one budget. Every call counts when it arrives and is
 * never given back, so calls in flight at once cannot make the limit misjudge anything. Answers
 * the IETF draft-8 `RateLimit` and `RateLimit-Policy` headers (one entry per limit on the route),
 * and beyond the limit 429 with `Retry-After`. A store that fails (the database is down) passes
 * its error on, which the error handler answers 503 like any other call that needs the database.
 */
export function callLimit(options: CallLimitOptions): CallLimit {
  const { name, windowSeconds } = options;
  // The limiter's own points are not used: the count is read and compared with the setting.
  const store = storedLimiter({ keyPrefix: name, points: 1, duration: windowSeconds });
  const handler: RequestHandler = async (req, res, next) => {
    const key = options.key(req);
    if (key === undefined) return next();
    const stored = hashKey(key);
    let counted: RateLimiterRes;
    try {
      counted = await store().penalty(stored);
    } catch (err) {
      return next(err);
    }
    const limit = options.limit();
    const resetSeconds = secondsUntil(counted.msBeforeNext);
    const partition = Buffer.from(stored, 'base64url').subarray(0, 9).toString('base64');
    res.append('RateLimit', `"${name}"; r=${Math.max(limit - counted.consumedPoints, 0)}; t=${resetSeconds}`);
    res.append('RateLimit-Policy', `"${name}"; q=${limit}; w=${windowSeconds}; pk=:${partition}:`);
    next(counted.consumedPoints > limit ? new TooManyRequests(resetSeconds) : undefined);
  };
  return Object.assign(handler, {
    async reset(key: string) {
      await store().delete(hashKey(key));
    },
  });
}

const WINDOW_SECONDS = 15 * 60;

/** Per client address, one budget for every sensitive route together (`AUTH_RATE_LIMIT`). */
export const perAddressLimit = callLimit({
  name: 'address',
  windowSeconds: WINDOW_SECONDS,
  limit: () => getConfig().authRateLimit,
  key: clientAddress,
});

/**
 * Per email address in the body, for calls that mail it (reset links, enquiry acknowledgements):
 * one budget per address across those forms (`ACCOUNT_RATE_LIMIT`), so no one floods an inbox
 * through them. A call without that field is not counted here (validation refuses it). Sign-in
 * has its own throttle (the users module's loginThrottle).
 */
export function perAccountLimit(emailField: string): CallLimit {
  return callLimit({
    name: 'account',
    windowSeconds: WINDOW_SECONDS,
    limit: () => getConfig().accountRateLimit,
    key: (req) => {
      const email: unknown = req.body?.[emailField];
      return typeof email === 'string' ? email.trim().toLowerCase() : undefined;
    },
  });
}
