import type { Request } from 'express';
import { authenticate, authenticateApiKey, type Principal } from './auth.js';
import { unauthorized } from './errors.js';

/**
 * tsoa's hook for `@Security`: `jwt`, a sign-in's bearer token, whose scopes are the roles allowed;
 * `apiKey`, an integration's bearer key, whose scopes are those that let it make the call. A call
 * that names both takes either.
 */
export function expressAuthentication(request: Request, securityName: string, scopes: string[] = []): Promise<Principal> {
  if (securityName === 'jwt') return authenticate(request, scopes);
  if (securityName === 'apiKey') return authenticateApiKey(request, scopes);
  return Promise.reject(unauthorized());
}
