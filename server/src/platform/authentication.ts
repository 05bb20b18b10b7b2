import type { Request } from 'express';
import { authOf, type Principal } from './auth.js';
import { unauthorized } from './errors.js';

/**
 * tsoa's hook for `@Security`: `jwt`, a sign-in's bearer token, whose scopes are the roles allowed;
 * `apiKey`, an integration's bearer key, whose scopes are those that let it make the call. A call
 * that names both takes either.
 */
export async function expressAuthentication(request: Request, securityName: string, scopes: string[] = []): Promise<Principal> {
  if (securityName === 'jwt') return authOf(request).authenticate(request, scopes);
  if (securityName === 'apiKey') return authOf(request).authenticateApiKey(request, scopes);
  throw unauthorized();
}
