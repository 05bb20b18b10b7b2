import crypto from 'node:crypto';
import { expect } from 'chai';
import pg from 'pg';
import { Messages, formatMessage, type MessageKey, type MessageParams } from '@moveday/openapi';
import type { RunningServer } from '../../src/server.js';
import type { Mailbox } from './mailbox.js';
import type { StripeFake } from './stripeFake.js';
import { checkedFetch } from './contract.js';

let running: RunningServer | undefined;
let box: Mailbox | undefined;
let databaseUrl = '';
let stripe: StripeFake | undefined;

export function setRunning(server: RunningServer, mailbox: Mailbox, url: string, stripeFake: StripeFake): void {
  running = server;
  box = mailbox;
  databaseUrl = url;
  stripe = stripeFake;
}

export const baseUrl = () => running!.url;
/** The URL of the run's database: other databases of the test can be made beside it. */
export const runDatabaseUrl = () => databaseUrl;
export const mailbox = () => box!;
/** The run's Stripe: a strict fake on loopback the server is pointed at, sending its events to the server's webhook. */
export const stripeFake = () => stripe!;
/** The running server's configuration: an app built beside it in a test composes its modules with it. */
export const serverConfig = () => running!.config;
/** The running server's sign-ins: a test signs a token the server accepts (an expired one, say). */
export const serverAuth = () => running!.auth;

export interface ApiAnswer<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** Calls the running app the way a browser or an integrator would. */
export async function call<T = any>(method: string, path: string, body?: unknown, token?: string, headers: Record<string, string> = {}): Promise<ApiAnswer<T>> {
  const res = await checkedFetch(`${baseUrl()}${path}`, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: unknown = text;
  if ((res.headers.get('content-type') ?? '').includes('json') && text) parsed = JSON.parse(text);
  return { status: res.status, body: parsed as T, headers: res.headers };
}

export const post = <T = any>(path: string, body?: unknown, token?: string) => call<T>('POST', path, body ?? {}, token);
export const get = <T = any>(path: string, token?: string) => call<T>('GET', path, undefined, token);

interface KeyedMessage {
  key: string;
  params?: Record<string, string | number | KeyedMessage>;
}

/** The key is the catalogue's, and its parameters are exactly its text's placeholders, nested messages too. */
function expectFilled({ key, params }: KeyedMessage, what: string): void {
  expect(Object.keys(Messages), `${what}: a catalogue key`).to.include(key);
  const placeholders = [...new Set([...Messages[key as MessageKey].matchAll(/\{(\w+)\}/g)].map((m) => m[1]))];
  expect(Object.keys(params ?? {}).sort(), `${what}: the parameters of ${key}`).to.deep.equal(placeholders.sort());
  for (const [name, value] of Object.entries(params ?? {})) if (typeof value === 'object') expectFilled(value, `${what}.${name}`);
}

/** A message as key and parameters says exactly the English words beside it, with no placeholder left. */
export function expectKeyedMessage(keyed: KeyedMessage, english: string, what = 'message'): void {
  expectFilled(keyed, what);
  expect(formatMessage(keyed.key as MessageKey, keyed.params as MessageParams), what).to.equal(english);
  expect(english, `${what}: no placeholder left`).to.not.match(/\{\w+\}/);
}

/** Asserts the JSON error model: the code, the English words, and the same words as catalogue keys. */
export function expectError(answer: ApiAnswer, status: number, errorCode?: number, message?: string): void {
  expect(answer.status, JSON.stringify(answer.body)).to.equal(status);
  expect(answer.body).to.include({ error: true });
  expect(answer.body.errorCode).to.be.a('number');
  expect(answer.body.errorMessage).to.be.a('string').that.is.not.equal('');
  if (errorCode !== undefined) expect(answer.body.errorCode).to.equal(errorCode);
  if (message !== undefined) expect(answer.body.errorMessage).to.equal(message);
  const { messageKey, messageParams, fields, fieldMessages } = answer.body;
  expectKeyedMessage({ key: messageKey, params: messageParams }, answer.body.errorMessage, 'errorMessage');
  expect(fieldMessages === undefined, 'fieldMessages beside fields').to.equal(fields === undefined);
  if (fields === undefined) return;
  expect(Object.keys(fieldMessages), 'the same fields').to.deep.equal(Object.keys(fields));
  for (const [field, text] of Object.entries(fields)) expectKeyedMessage(fieldMessages[field], text as string, `fields.${field}`);
}

export const uniqueEmail = (label = 'customer') => `${label}.${crypto.randomBytes(4).toString('hex')}@example.com`;

export async function login(email: string, password: string, keepMeLoggedIn = false): Promise<string> {
  const answer = await post('/api/loginRoute', { loginEmail: email, loginPassword: password, keepMeLoggedIn });
  expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
  return answer.body.token as string;
}

/**
 * The mails queued to an address (the mails table: every mail is written there in the transaction
 * of its change, before any is sent), their subjects. Empty means none was, nor ever will be, sent.
 */
export async function queuedMailSubjects(address: string): Promise<string[]> {
  return (await sql<{ subject: string }>('SELECT subject FROM mails WHERE lower(to_address) = lower($1) ORDER BY created_at', [address])).map(
    (row) => row.subject,
  );
}

/** Runs SQL on the run's database: for arranging states no API call can reach (an expired link, say). */
export async function sql<R extends pg.QueryResultRow = any>(text: string, values: unknown[] = []): Promise<R[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<R>(text, values)).rows;
  } finally {
    await client.end();
  }
}
