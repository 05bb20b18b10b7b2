import { expectStatus, type Scenario } from '../lib/scenario.js';

/**
 * POST /api/loginRoute with the admin's credentials. Each login verifies an scrypt hash, which
 * is slow and memory-hard by design (it is what makes stolen hashes expensive to crack), so
 * this figure is expected to be low and bounded by CPU and libuv's thread pool.
 */
export const login: Scenario = {
  name: 'login',
  description: 'POST /api/loginRoute (admin): scrypt password check plus JWT signing; slow by design',
  connections: 4,
  // Each login is ~tens of ms of CPU: a short warm-up is enough.
  warmupSec: 1,
  note:
    'login verifies an scrypt hash per request (slow by design: it makes stolen hashes expensive ' +
    'to crack). The bench server lifts the login rate limits (AUTH_RATE_LIMIT, ACCOUNT_RATE_LIMIT); ' +
    'against --url, 429 answers mean the limiter, not the hash, set the pace.',
  async prepare(ctx) {
    const req = {
      method: 'POST',
      path: '/api/loginRoute',
      jsonBody: { loginEmail: ctx.adminEmail, loginPassword: ctx.adminPassword },
    } as const;
    const { body } = await expectStatus(ctx, req, 200);
    const token = (body as { token?: unknown } | null)?.token;
    if (typeof token !== 'string' || token.length === 0) {
      throw new Error(`login answered 200 without a token: ${JSON.stringify(body).slice(0, 300)}`);
    }
    return req;
  },
};
