// What the scripted benchmarks (mail.ts, webhooks.ts, payments.ts) share: calls to the API from
// outside, a signed-in customer with quoted moves to book, the database read directly, waiting
// for a state, and a line about the machine a run is on.
import os from 'node:os';
import pg from 'pg';
import { denverDraft } from '../../server/test/support/drafts.js';
import type { RunningServer } from './server.js';

export interface Answer {
  status: number;
  body: any;
}

/** How long a call may take before it counts as failed (status 0): past the server's 60 s wait for a pooled connection. */
const CALL_TIMEOUT_MS = 90_000;

/** One call to the API; a call that never answers is status 0, with the error as its body. */
export async function call(server: RunningServer, method: string, path: string, body?: unknown, token?: string): Promise<Answer> {
  try {
    const res = await fetch(`${server.baseUrl}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined };
  } catch (err) {
    return { status: 0, body: err instanceof Error ? `${err.name}: ${err.message}` : String(err) };
  }
}

/** The answer's body, or an error saying what answered what. */
export async function expectOk(answer: Promise<Answer>, what: string, status = 200): Promise<any> {
  const got = await answer;
  if (got.status !== status) throw new Error(`${what} answered ${got.status}: ${JSON.stringify(got.body)}`);
  return got.body;
}

export async function query<R extends pg.QueryResultRow>(databaseUrl: string, text: string, params: unknown[] = []): Promise<R[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<R>(text, params)).rows;
  } finally {
    await client.end();
  }
}

export async function until(what: string, check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The machine a run is on, and how busy it is. */
export const machine = () =>
  `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'CPU'}, Node ${process.version}, load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`;

/** A customer who signed up booking a first quoted move, and their session: they book more without a password hash in the way. */
export async function signedInCustomer(server: RunningServer, name: string): Promise<{ email: string; token: string }> {
  const password = `bench-${name.toLowerCase()}-1`;
  const email = `${name.toLowerCase()}.${Date.now()}@example.com`;
  const first = await expectOk(call(server, 'POST', '/api/residential_details', denverDraft()), 'quote');
  const signup = await expectOk(
    call(server, 'POST', '/api/signup_details', {
      moveDetailsID: first.moveDatabaseID,
      firstName: name,
      lastName: 'Bench',
      userEmail: email,
      userPhone: '3035550100',
      password,
      confirmPassword: password,
      terms: true,
    }),
    'signup',
  );
  if (signup?.statusCode !== 100) throw new Error(`signup answered ${JSON.stringify(signup)}`);
  const login = await expectOk(call(server, 'POST', '/api/loginRoute', { loginEmail: email, loginPassword: password }), 'login');
  return { email, token: login.token as string };
}

/** `count` quoted moves (a 2-bedroom Denver move each), asked from `connections` at once: the ids to book. */
export async function quotedMoves(server: RunningServer, count: number, connections = 8): Promise<string[]> {
  const quoted: string[] = [];
  let asked = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (asked < count) {
        asked += 1;
        quoted.push((await expectOk(call(server, 'POST', '/api/residential_details', denverDraft()), 'quote')).moveDatabaseID);
      }
    }),
  );
  return quoted;
}
