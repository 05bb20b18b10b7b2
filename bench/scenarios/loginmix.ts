import { hasBackground, type LoadWithBackground } from '../lib/load.js';
import type { Scenario } from '../lib/scenario.js';
import { login } from './login.js';
import { quote } from './quote.js';

const LOGIN_CONNECTIONS = 32;
const TARGET_QUOTE_P99_MS = 500;

/**
 * A pile of sign-ins must not starve everything else: visitors' quotes (`quote`'s request, on
 * this scenario's connections) measured while 32 other connections sign in as the admin without
 * a pause (`login`'s request; the bench server lifts the login rate limits). Each sign-in is an
 * scrypt check, CPU-heavy by design; the quotes' latency shows whether that work crowds out
 * cheap calls. Target: the quotes keep p99 under 500 ms.
 */
export const loginMix: Scenario = {
  name: 'loginmix',
  description: `quotes (POST /api/residential_details) while ${LOGIN_CONNECTIONS} connections sign in: do sign-ins starve other calls?`,
  connections: 8,
  note:
    `target: the quotes (loginmix:quote) keep p99 under ${TARGET_QUOTE_P99_MS} ms while ${LOGIN_CONNECTIONS} connections sign in ` +
    '(loginmix:login, scrypt per request). Both loads run at once for the same seconds, each from its own connections; ' +
    "--connections sets the quotes' connections only.",
  async prepare(ctx): Promise<LoadWithBackground> {
    // The two scenarios' own checked requests: a quote answering 200, a login answering a token.
    const quoteRequest = await quote.prepare(ctx);
    const loginRequest = await login.prepare(ctx);
    if (hasBackground(quoteRequest) || hasBackground(loginRequest)) throw new Error('loginmix: quote and login must each return a plain request');
    return { name: 'quote', request: quoteRequest, background: [{ name: 'login', request: loginRequest, connections: LOGIN_CONNECTIONS }] };
  },
};
