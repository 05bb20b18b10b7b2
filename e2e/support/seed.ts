import crypto from 'node:crypto';
import { watch } from 'node:fs';
import { mkdir, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from 'chai';
import { denverDraft, withDraft } from '../../server/test/support/drafts.js';
import { WAIT_MS } from './browser.js';
import { checkedFetch } from '../../server/test/support/contract.js';
import type { RunningServer } from '../../bench/lib/server.js';
import { running } from './hooks.js';

/** Calls the API as an integrator would (no token: no authorization header); the answer is held to the OpenAPI contract. */
export async function apiCall<T = any>(
  method: string,
  path: string,
  token?: string,
  body?: unknown,
  server: RunningServer = running(),
): Promise<{ status: number; body: T; headers: Headers }> {
  const res = await checkedFetch(`${server.baseUrl}/api${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, body: parsed as T, headers: res.headers };
}

/** GET without a body, POST with one. */
export const api = <T = any>(path: string, body?: unknown, token?: string) => apiCall<T>(body === undefined ? 'GET' : 'POST', path, token, body);

async function ok<T = any>(path: string, body?: unknown, token?: string): Promise<T> {
  const answer = await api<T>(path, body, token);
  expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).to.be.oneOf([200, 201]);
  return answer.body;
}

export const uniqueEmail = (label: string) => `${label}.${crypto.randomBytes(4).toString('hex')}@example.com`;

export async function logInByApi(email: string, password: string): Promise<string> {
  return (await ok<{ token: string }>('/loginRoute', { loginEmail: email, loginPassword: password })).token;
}

export interface Order {
  moveID: string;
  moveDatabaseID: string;
  moveDate: number;
  fromLocation: string;
  toLocation: string;
  moveStatus: string;
}

export interface SeededCustomer {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
  orders: Order[];
}

/**
 * A customer with three orders made the way the product makes them: a fixed-price move booked at
 * signup (open), a rough estimate (a piano) booked once signed in (estimate_open), and one the
 * admin cancelled (cancelled).
 */
export async function seedCustomerWithOrders(firstName = 'Dana'): Promise<SeededCustomer> {
  const customer = { firstName, lastName: 'Reyes', email: uniqueEmail(firstName.toLowerCase()), phone: '3035550123', password: 'Moving-day1' };

  const first = await ok<{ moveDatabaseID: string }>('/residential_details', denverDraft());
  const signup = await ok<{ statusCode: number }>('/signup_details', {
    moveDetailsID: first.moveDatabaseID,
    firstName: customer.firstName,
    lastName: customer.lastName,
    userEmail: customer.email,
    userPhone: customer.phone,
    password: customer.password,
    confirmPassword: customer.password,
    terms: true,
  });
  expect(signup.statusCode, 'a new account books with statusCode 100').to.equal(100);
  const token = await logInByApi(customer.email, customer.password);

  const pianoDraft = withDraft((draft) => {
    draft.pickupTab2.heavyItemsToMove = { uprightpiano: 1 };
  });
  const second = await ok<{ moveDatabaseID: string }>('/residential_details', pianoDraft);
  await ok('/customer/updatemove', { moveDatabaseID: second.moveDatabaseID, userId: 'ignored' }, token);

  const third = await ok<{ moveDatabaseID: string }>('/residential_details', denverDraft());
  await ok('/customer/updatemove', { moveDatabaseID: third.moveDatabaseID }, token);
  const admin = await logInByApi(running().adminEmail, running().adminPassword);
  await ok('/admin/add_cancel_reason', { moveDatabaseID: third.moveDatabaseID, cancelReason: 'Plans changed' }, admin);

  const orders = await ok<Order[]>('/customer/allorders', { userId: 'ignored' }, token);
  expect(orders).to.have.length(3);
  return { ...customer, orders };
}

/** The newest mail in the file outbox to an address that `matches`, as text (quoted-printable decoded), or undefined. */
async function newestMailTo(outbox: string, address: string, matches: (mail: string) => boolean): Promise<string | undefined> {
  const files = (await readdir(outbox))
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .reverse();
  for (const file of files) {
    const raw = await readFile(join(outbox, file), 'utf8');
    if (!raw.toLowerCase().includes(address.toLowerCase())) continue;
    const mail = decodeQuotedPrintable(raw);
    if (matches(mail)) return mail;
  }
  return undefined;
}

/**
 * The newest mail in the file outbox sent to an address (and that `matches`, when given), as text;
 * waits for the server's mail queue to write it.
 */
export async function latestMailTo(address: string, timeoutMs = WAIT_MS, matches: (mail: string) => boolean = () => true): Promise<string> {
  const outbox = join(running().dataDir, 'outbox');
  await mkdir(outbox, { recursive: true });
  return new Promise<string>((resolve, reject) => {
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      watcher.close();
      clearTimeout(deadline);
      outcome();
    };
    const look = () =>
      newestMailTo(outbox, address, matches).then(
        (mail) => mail !== undefined && finish(() => resolve(mail)),
        (error: unknown) => finish(() => reject(error)),
      );
    // Watching first, then looking: a mail written in between is not missed.
    const watcher = watch(outbox, look);
    const deadline = setTimeout(() => finish(() => reject(new Error(`no mail to ${address} (of the kind asked for) in ${outbox}`))), timeoutMs);
    void look();
  });
}

export function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The path and query of the reset link in a mail, e.g. /password/resetForm?token=... */
export function resetLinkIn(mail: string): string {
  const match = mail.match(/https?:\/\/[^\s"<>]+(\/password\/resetForm\?token=[\w-]+)/);
  expect(match, 'a reset link in the mail').to.not.equal(null);
  return match![1]!;
}
