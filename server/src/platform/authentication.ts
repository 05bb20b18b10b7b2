import type { Request } from 'express';
import { authenticate, type Principal } from './auth.js';
import { unauthorized } from './errors.js';

/** tsoa's hook for `@Security`: the only scheme is a bearer JWT; scopes are the roles allowed. */
export function expressAuthentication(request: Request, securityName: string, scopes: string[] = []): Promise<Principal> {
  if (securityName !== 'jwt') return Promise.reject(unauthorized());
  return authenticate(request, scopes);
}
