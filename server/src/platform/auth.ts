import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Request } from 'express';
import jwt from 'jsonwebtoken';
import passport from 'passport';
import { ExtractJwt, Strategy as JwtStrategy } from 'passport-jwt';
import type { Config } from './config.js';
import { API_KEY_PREFIX, ErrorCode, type MessageKey } from '@moveday/openapi';
import { AppError, forbidden, toAppError, unauthorized } from './errors.js';
import { logger } from './logger.js';
import { getConfig } from './config.js';
import { callLimit } from './rateLimit.js';

export type Role = 'admin' | 'customer' | 'partner';

/** Who is calling: set on the request by the guard. */
export interface Principal {
  /** The account's id; for an integration, its API key's. */
  id: string;
  /** An account's role, or `integration`: a system calling with an API key. */
  userType: Role | 'integration';
  tokenVersion: number;
  /** A partner's sign-in: the partner record it acts for. */
  partnerId?: string | null;
}

/** A system calling with an API key: what the key may do. */
export interface ApiKeyPrincipal extends Principal {
  userType: 'integration';
  apiKeyName: string;
  scopes: readonly string[];
}

/** The integrations module's look-up of a bearer token that is an API key, passed in at start. */
export type ApiKeyCheck = (token: string) => Promise<{ principal: ApiKeyPrincipal } | { refused: MessageKey }>;

interface TokenClaims {
  sub: string;
  role: Role;
  /** The account's token version: bumped on a password reset so older tokens stop working. */
  ver: number;
}

export type AuthenticatedRequest = Request & { user: Principal };

/** JWT_SECRET, or one made on first start and kept under DATA_DIR so tokens survive a restart. */
export async function loadJwtSecret(config: Config): Promise<string> {
  if (config.jwtSecret) return config.jwtSecret;
  const file = path.join(config.dataDir, 'jwt.secret');
  try {
    return (await fs.readFile(file, 'utf8')).trim();
  } catch {
    const made = crypto.randomBytes(48).toString('base64url');
    await fs.mkdir(config.dataDir, { recursive: true });
    await fs.writeFile(file, made, { mode: 0o600 });
    logger.info({ file }, 'generated a JWT secret');
    return made;
  }
}

/**
 * Installs the passport strategy. `findPrincipal` is the users module's look-up, passed in so that
 * the platform knows no module: a token of a deleted account, or one issued before a password
 * reset, is refused.
 */
/** Signs a sign-in's token: its account, role and token version, for `lifetimeSeconds`. */
export type TokenSigner = (principal: Principal, lifetimeSeconds: number) => { token: string; expiresAt: number };

const tokenSigner =
  (secret: string): TokenSigner =>
  (principal, lifetimeSeconds) => {
    if (principal.userType === 'integration') throw new Error('An API key signs nothing in');
    const claims: TokenClaims = { sub: principal.id, role: principal.userType, ver: principal.tokenVersion };
    const token = jwt.sign(claims, secret, { algorithm: 'HS256', expiresIn: lifetimeSeconds });
    return { token, expiresAt: Date.now() + lifetimeSeconds * 1000 };
  };

/**
 * The guard behind every `@Security('jwt', [roles])`: a valid token, and one of the roles if any are
 * named. Only a refused token is a 401: a failure looking the account up (the database is down) is
 * rejected as what it is, already in the error model, because tsoa stamps 401 on any error that
 * carries no status of its own.
 */
function authenticate(strategy: JwtStrategy, request: Request, roles: string[]): Promise<Principal> {
  // An API key is no sign-in. Refused at once, so that on a call that takes either, the key's own
  // verdict (which needs the database) is the last and the one answered.
  if (looksLikeApiKey(bearerOf(request))) return Promise.reject(new AppError(403, ErrorCode.forbidden, 'apiKeyNotAccepted'));
  return new Promise((resolve, reject) => {
    const fail = (err: unknown) => reject(toAppError(err));
    // A fresh object over the strategy for each request, as passport makes for a named one: it sets the
    // request's callbacks on the object it is given, and two requests must not share them.
    const verify = passport.authenticate(Object.create(strategy) as JwtStrategy, { session: false }, (err: unknown, user: Principal | false, info: unknown) => {
      if (err) return fail(err);
      if (!user) {
        const expired = info instanceof Error && info.name === 'TokenExpiredError';
        return reject(unauthorized(expired ? 'sessionExpired' : 'signInRequired'));
      }
      if (roles.length > 0 && !roles.includes(user.userType)) return reject(forbidden());
      resolve(user);
    });
    verify(request, undefined, fail);
  });
}

const bearerOf = (request: Request): string => {
  const header = request.headers.authorization ?? '';
  return /^Bearer\s+/i.test(header) ? header.replace(/^Bearer\s+/i, '').trim() : '';
};

const looksLikeApiKey = (token: string): boolean => token.startsWith(API_KEY_PREFIX);

const keyOfRequest = new WeakMap<Request, string>();

/** Each key's calls per minute, counted in PostgreSQL so every server spends one budget. */
const apiKeyLimit = callLimit({
  name: 'api-key',
  windowSeconds: 60,
  limit: () => getConfig().apiKeyRateLimit,
  key: (req) => keyOfRequest.get(req),
});

/**
 * The guard behind every `@Security('apiKey', [scopes])`: a bearer token that is an active API key
 * holding one of the scopes, within the key's rate limit (429 beyond, with `Retry-After`). Any
 * other bearer token is refused at once: on a call that takes a sign-in too, the sign-in's
 * verdict (which needs the database) is then the one answered.
 */
async function authenticateApiKey(apiKeyCheck: ApiKeyCheck | undefined, request: Request, scopes: string[]): Promise<ApiKeyPrincipal> {
  const token = bearerOf(request);
  if (!apiKeyCheck || !looksLikeApiKey(token)) throw unauthorized('signInRequired');
  let check: Awaited<ReturnType<ApiKeyCheck>>;
  try {
    check = await apiKeyCheck(token);
  } catch (err) {
    throw toAppError(err);
  }
  if ('refused' in check) throw unauthorized(check.refused);
  const { principal } = check;
  if (scopes.length > 0 && !scopes.some((scope) => principal.scopes.includes(scope))) {
    throw new AppError(403, ErrorCode.forbidden, { key: 'apiKeyScopeMissing', params: { scopes: scopes.join(' or ') } });
  }
  keyOfRequest.set(request, principal.id);
  await new Promise<void>((resolve, reject) => {
    void apiKeyLimit(request, request.res!, (err?: unknown) => (err ? reject(toAppError(err)) : resolve()));
  });
  return principal;
}

/** A server's sign-ins and API keys: its token signer and the two guards tsoa's `@Security` calls. */
export interface Auth {
  signToken: TokenSigner;
  authenticate(request: Request, roles: string[]): Promise<Principal>;
  authenticateApiKey(request: Request, scopes: string[]): Promise<ApiKeyPrincipal>;
}

/**
 * Built at start from the JWT secret, how to find a token's account (the users module's) and how
 * to check an API key (the integrations module's): handed to the app, never kept in this module.
 */
export function createAuth(jwtSecret: string, findPrincipal: (id: string) => Promise<Principal | null>, checkApiKey?: ApiKeyCheck): Auth {
  const strategy = new JwtStrategy(
    { jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(), secretOrKey: jwtSecret, algorithms: ['HS256'] },
    (claims: TokenClaims, done: (err: unknown, user?: Principal | false) => void) => {
      findPrincipal(claims.sub).then(
        (principal) => done(null, principal && principal.tokenVersion === claims.ver && principal.userType === claims.role ? principal : false),
        (err: unknown) => done(err),
      );
    },
  );
  return {
    signToken: tokenSigner(jwtSecret),
    authenticate: (request, roles) => authenticate(strategy, request, roles),
    authenticateApiKey: (request, scopes) => authenticateApiKey(checkApiKey, request, scopes),
  };
}

/** Where the app keeps its Auth, for tsoa's authentication hook (authentication.ts). */
const AUTH = 'auth';

export function keepAuth(locals: Record<string, unknown>, auth: Auth | undefined): void {
  if (auth) locals[AUTH] = auth;
}

export function authOf(request: Request): Auth {
  const auth = request.app.locals[AUTH] as Auth | undefined;
  if (!auth) throw new Error('This app was built without sign-ins (createApp without an Auth)');
  return auth;
}
