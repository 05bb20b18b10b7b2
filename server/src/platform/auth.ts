import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Request } from 'express';
import jwt from 'jsonwebtoken';
import passport from 'passport';
import { ExtractJwt, Strategy as JwtStrategy } from 'passport-jwt';
import type { Config } from './config.js';
import { forbidden, toAppError, unauthorized } from './errors.js';
import { logger } from './logger.js';

export type Role = 'admin' | 'customer' | 'partner';

/** Who is calling: set on the request by the guard. */
export interface Principal {
  id: string;
  userType: Role;
  tokenVersion: number;
  /** A partner's sign-in: the partner record it acts for. */
  partnerId?: string | null;
}

interface TokenClaims {
  sub: string;
  role: Role;
  /** The account's token version: bumped on a password reset so older tokens stop working. */
  ver: number;
}

export type AuthenticatedRequest = Request & { user: Principal };

let secret: string | undefined;

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
export function configureAuth(jwtSecret: string, findPrincipal: (id: string) => Promise<Principal | null>): void {
  secret = jwtSecret;
  passport.use(
    new JwtStrategy(
      { jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(), secretOrKey: jwtSecret, algorithms: ['HS256'] },
      (claims: TokenClaims, done: (err: unknown, user?: Principal | false) => void) => {
        findPrincipal(claims.sub).then(
          (principal) => done(null, principal && principal.tokenVersion === claims.ver && principal.userType === claims.role ? principal : false),
          (err: unknown) => done(err),
        );
      },
    ),
  );
}

export function signToken(principal: Principal, lifetimeSeconds: number): { token: string; expiresAt: number } {
  if (!secret) throw new Error('Auth not configured');
  const claims: TokenClaims = { sub: principal.id, role: principal.userType, ver: principal.tokenVersion };
  const token = jwt.sign(claims, secret, { algorithm: 'HS256', expiresIn: lifetimeSeconds });
  return { token, expiresAt: Date.now() + lifetimeSeconds * 1000 };
}

/**
 * The guard behind every `@Security('jwt', [roles])`: a valid token, and one of the roles if any are
 * named. Only a refused token is a 401: a failure looking the account up (the database is down) is
 * rejected as what it is, already in the error model, because tsoa stamps 401 on any error that
 * carries no status of its own.
 */
export function authenticate(request: Request, roles: string[]): Promise<Principal> {
  return new Promise((resolve, reject) => {
    const fail = (err: unknown) => reject(toAppError(err));
    const verify = passport.authenticate('jwt', { session: false }, (err: unknown, user: Principal | false, info: unknown) => {
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
