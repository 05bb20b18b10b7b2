import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/*
 * A Stripe-compatible HTTP server on loopback for tests that run the real `stripe` SDK. It is
 * strict on purpose: what real Stripe refuses for the calls MoveDay makes, it refuses with Stripe's
 * status and error shape, so a bug in our code cannot pass here and fail in production.
 *
 * Where the rules come from: parameter names, types, lengths and enums from Stripe's OpenAPI
 * description (stripe/openapi, `openapi/spec3` paths `/v1/checkout/sessions`, `/v1/refunds`,
 * `/v1/transfers`) and from the SDK's own request types (node_modules/stripe/esm/resources), which
 * follow the SDK's pinned API version; object shapes from the same SDK types and
 * `openapi/fixtures3.json`; error types and codes from the spec's `api_errors` schema; idempotency,
 * metadata and webhook signing from Stripe's docs and the SDK's RequestSender and Webhooks.
 */

/** A form body as Stripe reads it: leaves are strings, brackets nest (`a[b][0]=x`). */
export type FormValue = string | FormTree;
export interface FormTree {
  [key: string]: FormValue;
}

/** One API request the fake answered, for assertions. */
export interface FakeRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  /** The parameters, nested; index-keyed levels read as arrays. */
  body: unknown;
  status: number;
  /** Answered from the idempotency store, not executed again. */
  replayed: boolean;
  requestId: string;
}

/** A Stripe `event` as sent to a webhook endpoint. */
export interface FakeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: any; previous_attributes?: Record<string, unknown> };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
}

/** One attempt to deliver an event to the endpoint. */
export interface Delivery {
  /** Order of attempts, from 1. */
  seq: number;
  eventId: string;
  type: string;
  event: FakeEvent;
  /** 1 for the first try of a sending, then each retry. */
  attempt: number;
  /** A `redeliver()`: the same event sent again. */
  replay: boolean;
  /** The endpoint's status code; null when the request failed (connection refused, timeout). */
  status: number | null;
  error: string | null;
  body: string;
  signature: string;
}

export interface StripeFakeOptions {
  secretKey?: string;
  webhookSecret?: string;
  /** Waits before each retry of a failed delivery; their count is the number of retries. */
  retryDelaysMs?: number[];
  /** The clock, in ms (sessions expire by it). */
  now?: () => number;
}

/** What paying a session made, and where the customer's browser goes next. */
export interface CheckoutPayment {
  session: Stripe.Checkout.Session;
  paymentIntent: Stripe.PaymentIntent;
  charge: Stripe.Charge;
  redirectTo: string;
}

type ErrorType = 'invalid_request_error' | 'idempotency_error' | 'api_error';

interface StripeErrorFields {
  type: ErrorType;
  message: string;
  param?: string;
  code?: string;
}

/**
 * An answer in Stripe's error shape. `executionBegan` says whether Stripe would save it for the
 * idempotency key: it saves results only once an endpoint began executing, not for requests whose
 * parameters failed validation (docs.stripe.com/api/idempotent_requests).
 */
class StripeRefusal extends Error {
  constructor(
    readonly status: number,
    readonly fields: StripeErrorFields,
    readonly executionBegan = false,
  ) {
    super(fields.message);
  }
}

const invalid = (message: string, param?: string, code?: string) => new StripeRefusal(400, { type: 'invalid_request_error', message, param, code });
/** Refused by the state of objects (a refund too large, a transfer without funds): saved for the key. */
const refusedByState = (message: string, param?: string, code?: string) =>
  new StripeRefusal(400, { type: 'invalid_request_error', message, param, code }, true);
const missing = (param: string) => invalid(`Missing required param: ${param}.`, param, 'parameter_missing');
const noSuch = (what: string, id: string, param: string, status = 400) =>
  new StripeRefusal(status, { type: 'invalid_request_error', message: `No such ${what}: '${id}'`, param, code: 'resource_missing' });

/** Refusals of the hosted page: the session cannot be paid (again). */
class PageRefusal extends Error {}

const API_VERSION = Stripe.API_VERSION;
const MODELLED_ENDPOINTS =
  'POST /v1/checkout/sessions, GET /v1/checkout/sessions/:id, POST /v1/checkout/sessions/:id/expire, POST /v1/refunds and POST /v1/transfers';
/** The most a USD charge may be, in cents ($999,999.99). */
const MAX_USD_AMOUNT = 99_999_999;
/** The least a USD charge may be, in cents. */
const MIN_USD_AMOUNT = 50;
const CHECKOUT_SESSION_ID_TEMPLATE = '{CHECKOUT_SESSION_ID}';
/** How Stripe says a card failed: its error code, the bank's decline code, and its (English) words. */
export interface CardDecline {
  code: string;
  declineCode: string | null;
  message: string;
}

/** Declines as Stripe's test cards give them (docs.stripe.com/testing#declined-payments). */
export const DECLINES = {
  generic: { code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' },
  insufficientFunds: { code: 'card_declined', declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  expired: { code: 'expired_card', declineCode: null, message: 'Your card has expired.' },
} satisfies Record<string, CardDecline>;
const INSUFFICIENT_FUNDS_MESSAGE =
  'You have insufficient available funds in your Stripe account. Try adding funds directly to your available balance by creating Charges using the 4000000000000077 test card. See: https://stripe.com/docs/testing#available-balance';
/** The SDK keys every POST itself when the caller gave no key (RequestSender._defaultIdempotencyKey). */
const SDK_GENERATED_KEY = /^stripe-node-retry-/;

function words(text: string): string[] {
  return text.split(' ');
}

/** Checkout's locales (SDK `Checkout.SessionCreateParams.Locale`; spec3 lists the same less `hi-IN`). */
const CHECKOUT_LOCALES = words(
  'auto bg cs da de el en en-GB es es-419 et fi fil fr fr-CA hi-IN hr hu id it ja ko lt lv ms mt nb nl pl pt pt-BR ro ru sk sl sv th tr vi zh zh-HK zh-TW',
);

type Field =
  | { kind: 'string'; required?: true; maxLength?: number; oneOf?: readonly string[] }
  | { kind: 'integer'; required?: true }
  | { kind: 'metadata'; emptyable?: true }
  | { kind: 'object'; required?: true; fields: Record<string, Field>; unmodelled?: readonly string[] }
  | { kind: 'array'; required?: true; maxItems?: number; items: Field };

type Params = Record<string, any>;

const metadataField: Field = { kind: 'metadata' };

/** `POST /v1/checkout/sessions` (spec3 `/v1/checkout/sessions` post; SDK `Checkout.SessionCreateParams`). */
const CHECKOUT_SESSION_CREATE: Field = {
  kind: 'object',
  fields: {
    mode: { kind: 'string', required: true, oneOf: ['payment', 'setup', 'subscription'] },
    line_items: {
      kind: 'array',
      maxItems: 100,
      items: {
        kind: 'object',
        fields: {
          price_data: {
            kind: 'object',
            fields: {
              currency: { kind: 'string', required: true },
              unit_amount: { kind: 'integer' },
              product_data: {
                kind: 'object',
                fields: { name: { kind: 'string', required: true, maxLength: 5000 }, description: { kind: 'string', maxLength: 40000 } },
                unmodelled: ['images', 'metadata', 'tax_code', 'tax_details', 'unit_label'],
              },
            },
            unmodelled: ['product', 'recurring', 'tax_behavior', 'unit_amount_decimal'],
          },
          quantity: { kind: 'integer' },
        },
        unmodelled: ['adjustable_quantity', 'dynamic_tax_rates', 'metadata', 'price', 'tax_rates'],
      },
    },
    success_url: { kind: 'string', maxLength: 5000 },
    cancel_url: { kind: 'string', maxLength: 5000 },
    metadata: metadataField,
    payment_intent_data: {
      kind: 'object',
      fields: { metadata: metadataField, description: { kind: 'string', maxLength: 1000 }, transfer_group: { kind: 'string' } },
      unmodelled: words(
        'application_fee_amount capture_method on_behalf_of receipt_email setup_future_usage shipping statement_descriptor statement_descriptor_suffix transfer_data',
      ),
    },
    client_reference_id: { kind: 'string', maxLength: 200 },
    customer_email: { kind: 'string' },
    expires_at: { kind: 'integer' },
    locale: { kind: 'string', oneOf: CHECKOUT_LOCALES },
    payment_method_types: { kind: 'array', items: { kind: 'string' } },
  },
  unmodelled: words(
    'adaptive_pricing after_expiration allow_promotion_codes allowed_payment_method_types automatic_tax billing_address_collection branding_settings consent_collection currency custom_fields custom_text customer customer_account customer_creation customer_update discounts excluded_payment_method_types expand integration_identifier invoice_creation managed_payments name_collection optional_items origin_context payment_method_collection payment_method_configuration payment_method_data payment_method_options permissions phone_number_collection redirect_on_completion return_url saved_payment_method_options setup_intent_data shipping_address_collection shipping_options submit_type subscription_data tax_id_collection ui_mode wallet_options',
  ),
};

/** `GET /v1/checkout/sessions/:id` and `POST .../expire` take only `expand`, which the fake does not model. */
const EXPAND_ONLY: Field = { kind: 'object', fields: {}, unmodelled: ['expand'] };

/** `POST /v1/refunds` (spec3 `/v1/refunds` post; SDK `RefundCreateParams`). */
const REFUND_CREATE: Field = {
  kind: 'object',
  fields: {
    payment_intent: { kind: 'string', maxLength: 5000 },
    charge: { kind: 'string', maxLength: 5000 },
    amount: { kind: 'integer' },
    reason: { kind: 'string', maxLength: 5000, oneOf: ['duplicate', 'fraudulent', 'requested_by_customer'] },
    metadata: { kind: 'metadata', emptyable: true },
  },
  unmodelled: ['currency', 'customer', 'expand', 'instructions_email', 'origin', 'refund_application_fee', 'reverse_transfer'],
};

/** `POST /v1/transfers` (spec3 `/v1/transfers` post; SDK `TransferCreateParams`). */
const TRANSFER_CREATE: Field = {
  kind: 'object',
  fields: {
    amount: { kind: 'integer', required: true },
    currency: { kind: 'string', required: true },
    destination: { kind: 'string', required: true },
    metadata: metadataField,
    transfer_group: { kind: 'string' },
    description: { kind: 'string', maxLength: 5000 },
  },
  unmodelled: ['expand', 'source_transaction', 'source_type'],
};

function parseForm(text: string): FormTree {
  const root: FormTree = Object.create(null);
  for (const [name, value] of new URLSearchParams(text)) {
    const path = splitName(name);
    let node = root;
    for (let i = 0; i < path.length; i++) {
      const segment = path[i] === '' ? String(Object.keys(node).length) : path[i];
      if (i === path.length - 1) {
        if (typeof node[segment] === 'object') throw invalid(`Invalid string: ${name} is also given as a hash`, name);
        node[segment] = value;
      } else {
        const next = node[segment] ?? Object.create(null);
        if (typeof next === 'string') throw invalid(`Invalid hash: ${name} is also given as a string`, name);
        node[segment] = next;
        node = next;
      }
    }
  }
  return root;
}

/** `a[b][0]` → `['a', 'b', '0']`; a name not in bracket notation stays whole (and is unknown). */
function splitName(name: string): string[] {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(name);
  if (!match) return [name];
  return [match[1], ...[...match[2].matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1])];
}

/** A stable text of the parameters, so a replay is compared by meaning, not by byte order. */
function canonical(value: FormValue): string {
  if (typeof value === 'string') return JSON.stringify(value);
  return `{${Object.keys(value)
    .sort()
    .map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`)
    .join(',')}}`;
}

/** The parameters as plain JSON for `requests`: index-keyed levels as arrays. */
function plain(value: FormValue): unknown {
  if (typeof value === 'string') return value;
  const keys = Object.keys(value);
  if (keys.length > 0 && keys.every((key, i) => key === String(i))) return keys.map((key) => plain(value[key]));
  return Object.fromEntries(keys.map((key) => [key, plain(value[key])]));
}

const paramName = (prefix: string, key: string) => (prefix ? `${prefix}[${key}]` : key);

/**
 * Stripe names every unknown parameter before it looks at values (`parameter_unknown`), so this
 * walks the whole tree first. Parameters Stripe knows but the fake does not model are refused too,
 * with a message saying so: a fake that ignored them would pass code real Stripe answers otherwise.
 */
function checkNames(value: FormValue, field: Field, prefix: string): void {
  const unknown: string[] = [];
  const unmodelled: string[] = [];
  const walk = (node: FormValue, at: Field, name: string) => {
    if (typeof node === 'string') return;
    if (at.kind === 'object') {
      for (const key of Object.keys(node)) {
        const child = at.fields[key];
        if (child) walk(node[key], child, paramName(name, key));
        else if (at.unmodelled?.includes(key)) unmodelled.push(paramName(name, key));
        else unknown.push(paramName(name, key));
      }
    } else if (at.kind === 'array') {
      for (const key of Object.keys(node)) walk(node[key], at.items, paramName(name, key));
    }
  };
  walk(value, field, prefix);
  if (unknown.length === 1) throw invalid(`Received unknown parameter: ${unknown[0]}`, unknown[0], 'parameter_unknown');
  if (unknown.length > 1) throw invalid(`Received unknown parameters: ${unknown.join(', ')}`, unknown[0], 'parameter_unknown');
  if (unmodelled.length > 0) {
    throw invalid(`StripeFake does not model ${unmodelled.join(', ')} (Stripe knows it): teach the fake before relying on it`, unmodelled[0]);
  }
}

const emptyRefusal = (param: string) =>
  invalid(
    `You passed an empty string for '${param}'. We assume empty values are an attempt to unset a parameter; however '${param}' cannot be unset. You should remove '${param}' from your request or supply a non-empty value.`,
    param,
    'parameter_invalid_empty',
  );

function readField(value: FormValue | undefined, field: Field, param: string): any {
  if (value === undefined) {
    if ('required' in field && field.required) throw missing(param);
    return undefined;
  }
  switch (field.kind) {
    case 'string': {
      if (typeof value !== 'string') throw invalid(`Invalid string: ${JSON.stringify(plain(value))}`, param);
      if (value === '') throw emptyRefusal(param);
      if (field.maxLength !== undefined && value.length > field.maxLength) {
        throw invalid(`Invalid string: ${value.slice(0, 20)}...; must be at most ${field.maxLength} characters`, param);
      }
      if (field.oneOf && !field.oneOf.includes(value)) throw invalid(`Invalid ${param}: must be one of ${listWithOr(field.oneOf)}`, param);
      return value;
    }
    case 'integer': {
      if (typeof value !== 'string') throw invalid(`Invalid integer: ${JSON.stringify(plain(value))}`, param, 'parameter_invalid_integer');
      if (value === '') throw emptyRefusal(param);
      const number = Number(value);
      if (!/^-?\d+$/.test(value) || !Number.isSafeInteger(number)) throw invalid(`Invalid integer: ${value}`, param, 'parameter_invalid_integer');
      return number;
    }
    case 'metadata':
      return readMetadata(value, param, field.emptyable === true);
    case 'object': {
      if (typeof value === 'string') throw invalid('Invalid object', param);
      const read: Params = {};
      for (const [key, child] of Object.entries(field.fields)) {
        const got = readField(value[key], child, paramName(param, key));
        if (got !== undefined) read[key] = got;
      }
      return read;
    }
    case 'array': {
      if (typeof value === 'string' || !Object.keys(value).every((key) => /^\d+$/.test(key))) throw invalid('Invalid array', param);
      const keys = Object.keys(value).sort((a, b) => Number(a) - Number(b));
      if (field.maxItems !== undefined && keys.length > field.maxItems) {
        throw invalid(`Invalid array: ${param} can have at most ${field.maxItems} items`, param);
      }
      return keys.map((key) => readField(value[key], field.items, paramName(param, key)));
    }
  }
}

/**
 * Stripe's metadata: at most 50 keys, keys up to 40 characters without square brackets, values up
 * to 500 characters, strings only; an empty value unsets a key (docs.stripe.com/api/metadata).
 */
function readMetadata(value: FormValue, param: string, emptyable: boolean): Record<string, string> {
  if (typeof value === 'string') {
    if (value === '' && emptyable) return {};
    throw invalid('Invalid object', param);
  }
  const keys = Object.keys(value);
  if (keys.length > 50) throw invalid(`Invalid ${param}: metadata can have at most 50 keys, but you passed ${keys.length}`, param);
  const metadata: Record<string, string> = {};
  for (const key of keys) {
    const entry = value[key];
    const name = paramName(param, key);
    if (key.length > 40) throw invalid(`Metadata keys can have up to 40 characters, but you passed in a key that is ${key.length} characters: ${key}`, name);
    if (typeof entry !== 'string') throw invalid(`Invalid string: ${JSON.stringify(plain(entry))}`, name);
    if (entry.length > 500) {
      throw invalid(`Metadata values can have up to 500 characters, but you passed in a value that is ${entry.length} characters.`, name);
    }
    if (entry !== '') metadata[key] = entry;
  }
  return metadata;
}

function readParams(tree: FormTree, schema: Field): Params {
  checkNames(tree, schema, '');
  return readField(tree, schema, '') as Params;
}

function listWithOr(values: readonly string[]): string {
  return values.length < 2 ? values.join('') : `${values.slice(0, -1).join(', ')}, or ${values[values.length - 1]}`;
}

/** An absolute http(s) URL; Checkout's success URL may carry the literal `{CHECKOUT_SESSION_ID}`. */
function checkUrl(url: string, param: string, template = false): void {
  const filled = template ? url.split(CHECKOUT_SESSION_ID_TEMPLATE).join('cs_test_x') : url;
  let parsed: URL | undefined;
  try {
    parsed = new URL(filled);
  } catch {
    parsed = undefined;
  }
  // Braces and white space are no URL characters (RFC 3986), though WHATWG URL would escape them.
  if (!parsed || !/^https?:$/.test(parsed.protocol) || !parsed.hostname || /[\s{}<>"]/.test(filled)) {
    throw invalid('Not a valid URL', param, 'url_invalid');
  }
}

function checkAmount(amount: number, param: string): void {
  if (amount < MIN_USD_AMOUNT) throw invalid('Amount must be at least $0.50 usd', param, 'amount_too_small');
  if (amount > MAX_USD_AMOUNT) throw invalid('Amount must be no more than $999,999.99', param, 'amount_too_large');
}

function checkUsd(currency: string, param: string): string {
  // Stripe takes many currencies; MoveDay charges and pays in US dollars only.
  if (currency.toLowerCase() !== 'usd') throw invalid(`Invalid currency: ${currency}. MoveDay's Stripe account works in usd only.`, param);
  return 'usd';
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function randomId(prefix: string, length = 24): string {
  let id = prefix;
  for (const byte of crypto.randomBytes(length)) id += ALPHANUMERIC[byte % ALPHANUMERIC.length];
  return id;
}

const dollars = (cents: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function redactKey(key: string): string {
  return key.length <= 12 ? '*'.repeat(key.length) : `${key.slice(0, 8)}${'*'.repeat(key.length - 12)}${key.slice(-4)}`;
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

interface CheckoutLine {
  name: string;
  description?: string;
  unitAmount: number;
  quantity: number;
}

interface CheckoutDetails {
  lines: CheckoutLine[];
  paymentIntentMetadata: Record<string, string>;
  paymentIntentDescription: string | null;
  transferGroup: string | null;
  /** The last decline, shown on the hosted page. */
  /** How the last try failed, until one succeeds. */
  declined: CardDecline | null;
}

interface SavedAnswer {
  method: string;
  path: string;
  fingerprint: string;
  status: number;
  body: string;
  requestId: string;
}

interface ApiCall {
  params: FormTree;
  id: string;
  requestId: string;
  idempotencyKey: string | null;
}

interface Route {
  method: 'GET' | 'POST';
  pattern: RegExp;
  handle: (call: ApiCall) => { status: number; object: unknown };
}

interface DeliveryWaiter {
  predicate: (delivery: Delivery) => boolean;
  resolve: (delivery: Delivery) => void;
}

export class StripeFake {
  readonly secretKey: string;
  readonly webhookSecret: string;
  readonly requests: FakeRequest[] = [];
  readonly sessions = new Map<string, Stripe.Checkout.Session>();
  readonly paymentIntents = new Map<string, Stripe.PaymentIntent>();
  readonly charges = new Map<string, Stripe.Charge>();
  readonly refunds: Stripe.Refund[] = [];
  readonly transfers: Stripe.Transfer[] = [];
  readonly disputes: Stripe.Dispute[] = [];
  readonly events: FakeEvent[] = [];
  readonly deliveries: Delivery[] = [];

  private server?: http.Server;
  private readonly retryDelaysMs: number[];
  private readonly now: () => number;
  private readonly checkoutDetails = new Map<string, CheckoutDetails>();
  /** Saved answers by secret key, then idempotency key. */
  private readonly idempotency = new Map<string, Map<string, SavedAnswer>>();
  private readonly connectedAccounts = new Set<string>();
  private readonly transferFailures = new Map<string, string>();
  private endpoint: string | null = null;
  private enabledEvents: readonly string[] = ['*'];
  private holding = false;
  private readonly held: FakeEvent[] = [];
  private readonly sending = new Set<Promise<void>>();
  private readonly waiters = new Set<DeliveryWaiter>();
  private readonly stopping = new AbortController();
  private readonly routes: Route[] = [
    { method: 'POST', pattern: /^\/v1\/checkout\/sessions$/, handle: (call) => this.createCheckoutSession(call) },
    { method: 'GET', pattern: /^\/v1\/checkout\/sessions\/([^/]+)$/, handle: (call) => this.retrieveCheckoutSession(call) },
    { method: 'POST', pattern: /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/, handle: (call) => this.expireCheckoutSession(call) },
    { method: 'POST', pattern: /^\/v1\/refunds$/, handle: (call) => this.createRefund(call) },
    { method: 'POST', pattern: /^\/v1\/transfers$/, handle: (call) => this.createTransfer(call) },
  ];

  constructor(options: StripeFakeOptions = {}) {
    this.secretKey = options.secretKey ?? randomId('sk_test_', 32);
    this.webhookSecret = options.webhookSecret ?? randomId('whsec_', 32);
    this.retryDelaysMs = options.retryDelaysMs ?? [100, 300, 900];
    this.now = options.now ?? Date.now;
  }

  async start(): Promise<void> {
    this.server = http.createServer((req, res) => {
      this.answer(req, res).catch((error: unknown) => {
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
        res.end(`StripeFake failed: ${String(error)}`);
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
  }

  async stop(): Promise<void> {
    this.stopping.abort();
    await Promise.allSettled([...this.sending]);
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server?.closeAllConnections();
  }

  get port(): number {
    return (this.server!.address() as AddressInfo).port;
  }

  /** For `new Stripe(fake.secretKey, fake.clientOptions)`. */
  get clientOptions(): { host: string; port: number; protocol: 'http' } {
    return { host: '127.0.0.1', port: this.port, protocol: 'http' as const };
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Where events go from now on (null: nowhere); `enabledEvents` as a Stripe endpoint's, `*` for all. */
  sendEventsTo(url: string | null, options: { enabledEvents?: readonly string[] } = {}): void {
    this.endpoint = url;
    this.enabledEvents = options.enabledEvents ?? ['*'];
  }

  /** A Connect account transfers may go to. */
  addConnectedAccount(accountId: string): void {
    if (!/^acct_[A-Za-z0-9]+$/.test(accountId)) throw new Error(`A connected account id looks like acct_..., not ${accountId}`);
    this.connectedAccounts.add(accountId);
  }

  /** Transfers to this account fail as Stripe's do when the platform balance is short, until `clearTransferFailures`. */
  failTransfersTo(accountId: string, message = INSUFFICIENT_FUNDS_MESSAGE): void {
    this.transferFailures.set(accountId, message);
  }

  clearTransferFailures(accountId: string): void {
    this.transferFailures.delete(accountId);
  }

  /** Events are kept, not sent, until `releaseEvents`. */
  holdEvents(): void {
    this.holding = true;
  }

  /** Sends the held events one after another (each with its retries), then sends as they come again. */
  async releaseEvents(options: { order?: 'emitted' | 'reverse' } = {}): Promise<void> {
    this.holding = false;
    const queued = this.held.splice(0);
    if (options.order === 'reverse') queued.reverse();
    for (const event of queued) await this.track(this.deliver(event, false));
  }

  /** Sends an event again, as the Dashboard's "Resend" does: the same id, signed afresh. */
  async redeliver(eventId: string): Promise<void> {
    const event = this.events.find((e) => e.id === eventId);
    if (!event) throw new Error(`StripeFake emitted no event ${eventId}`);
    await this.track(this.deliver(event, true));
  }

  /** Resolves with the first delivery the endpoint answered 2xx that matches, past or coming. */
  waitForDelivery(predicate: (delivery: Delivery) => boolean, timeoutMs = 10_000): Promise<Delivery> {
    const done = this.deliveries.find((d) => isSuccess(d) && predicate(d));
    if (done) return Promise.resolve(done);
    return new Promise((resolve, reject) => {
      const waiter: DeliveryWaiter = {
        predicate,
        resolve: (delivery) => {
          clearTimeout(timer);
          this.waiters.delete(waiter);
          resolve(delivery);
        },
      };
      const timer = setTimeout(() => {
        this.waiters.delete(waiter);
        const seen = this.deliveries.map((d) => `${d.type} ${d.eventId} → ${d.status ?? d.error}`).join('; ') || 'none';
        reject(new Error(`No matching delivery answered 2xx within ${timeoutMs} ms (deliveries: ${seen})`));
      }, timeoutMs);
      this.waiters.add(waiter);
    });
  }

  private emit(type: string, object: unknown, request: ApiCall | null, previousAttributes?: Record<string, unknown>): FakeEvent {
    const willSend = this.endpoint !== null && (this.enabledEvents.includes('*') || this.enabledEvents.includes(type));
    const event: FakeEvent = {
      id: randomId('evt_'),
      object: 'event',
      api_version: API_VERSION,
      created: this.seconds(),
      data: previousAttributes ? { object: clone(object), previous_attributes: clone(previousAttributes) } : { object: clone(object) },
      livemode: false,
      pending_webhooks: willSend ? 1 : 0,
      request: { id: request?.requestId ?? null, idempotency_key: request?.idempotencyKey ?? null },
      type,
    };
    this.events.push(event);
    if (this.holding) this.held.push(event);
    // After the API answer is written, as Stripe sends events apart from the request.
    else if (willSend) setImmediate(() => void this.track(this.deliver(event, false)));
    return event;
  }

  /** The request Stripe sends an endpoint for an event: its JSON and headers, signed now with the endpoint's secret. */
  signedDelivery(event: FakeEvent): { body: string; headers: Record<'Content-Type' | 'Stripe-Signature' | 'User-Agent' | 'Cache-Control', string> } {
    const body = JSON.stringify(event, null, 2);
    return {
      body,
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'Stripe-Signature': Stripe.webhooks.generateTestHeaderString({ payload: body, secret: this.webhookSecret }),
        'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        'Cache-Control': 'no-cache',
      },
    };
  }

  private track(sending: Promise<void>): Promise<void> {
    this.sending.add(sending);
    return sending.finally(() => this.sending.delete(sending));
  }

  private async deliver(event: FakeEvent, replay: boolean): Promise<void> {
    const url = this.endpoint;
    if (!url || !(this.enabledEvents.includes('*') || this.enabledEvents.includes(event.type))) return;
    for (let attempt = 1; !this.stopping.signal.aborted; attempt++) {
      const { body, headers } = this.signedDelivery(event);
      const signature = headers['Stripe-Signature'];
      let status: number | null = null;
      let error: string | null = null;
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers,
          body,
          // Stripe counts a redirect as a failed delivery.
          redirect: 'manual',
          signal: AbortSignal.any([this.stopping.signal, AbortSignal.timeout(10_000)]),
        });
        status = response.status;
        await response.arrayBuffer();
      } catch (failure) {
        error = failure instanceof Error ? failure.message : String(failure);
      }
      const delivery: Delivery = {
        seq: this.deliveries.length + 1,
        eventId: event.id,
        type: event.type,
        event,
        attempt,
        replay,
        status,
        error,
        body,
        signature,
      };
      this.deliveries.push(delivery);
      if (isSuccess(delivery)) {
        for (const waiter of [...this.waiters]) if (waiter.predicate(delivery)) waiter.resolve(delivery);
        return;
      }
      if (attempt > this.retryDelaysMs.length) return;
      await this.pause(this.retryDelaysMs[attempt - 1]);
    }
  }

  private pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.stopping.signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
    });
  }

  private async answer(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const bodyText = await readBody(req);
    if (url.pathname.startsWith('/v1/')) return this.answerApi(req, res, url, bodyText);
    if (url.pathname.startsWith('/pay/')) return this.answerPage(req, res, url);
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
  }

  private answerApi(req: http.IncomingMessage, res: http.ServerResponse, url: URL, bodyText: string): void {
    const method = req.method ?? 'GET';
    const requestId = randomId('req_', 14);
    const keyHeader = req.headers['idempotency-key'];
    const idempotencyKey = typeof keyHeader === 'string' ? keyHeader : null;
    const record: FakeRequest = { method, path: url.pathname, idempotencyKey, body: {}, status: 0, replayed: false, requestId };
    this.requests.push(record);
    const send = (status: number, body: string, headers: Record<string, string> = {}) => {
      record.status = status;
      res
        .writeHead(status, {
          'Content-Type': 'application/json',
          'Request-Id': requestId,
          'Stripe-Version': API_VERSION,
          ...(method === 'POST' && idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
          ...headers,
        })
        .end(body);
    };
    const sendError = (refusal: StripeRefusal) => {
      const { type, message, param, code } = refusal.fields;
      const error = {
        ...(code ? { code, doc_url: `https://stripe.com/docs/error-codes/${code.replace(/_/g, '-')}` } : {}),
        message,
        ...(param ? { param } : {}),
        request_log_url: `https://dashboard.stripe.com/test/logs/${requestId}`,
        type,
      };
      return JSON.stringify({ error }, null, 2);
    };

    let secretKey: string;
    let saveUnder: { store: Map<string, SavedAnswer>; key: string; fingerprint: string } | null = null;
    try {
      secretKey = this.authenticate(req.headers.authorization);
    } catch (refusal) {
      const r = refusal as StripeRefusal;
      return send(r.status, sendError(r), { 'WWW-Authenticate': 'Basic realm="Stripe"' });
    }
    try {
      const route = this.routes.find((r) => r.method === method && r.pattern.test(url.pathname));
      if (!route) {
        throw new StripeRefusal(404, {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${method}: ${url.pathname}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/. (StripeFake models only ${MODELLED_ENDPOINTS}.)`,
        });
      }
      this.checkHeaders(req);
      const params = method === 'GET' ? parseForm(url.search.slice(1)) : this.readPostBody(req, bodyText);
      record.body = plain(params);
      if (method === 'POST') {
        const key = this.checkIdempotencyKey(idempotencyKey, url.pathname);
        const store = this.idempotency.get(secretKey) ?? new Map<string, SavedAnswer>();
        this.idempotency.set(secretKey, store);
        const fingerprint = canonical(params);
        const saved = store.get(key);
        if (saved) {
          if (saved.method !== method || saved.path !== url.pathname) {
            throw new StripeRefusal(400, {
              type: 'idempotency_error',
              message: `Keys for idempotent requests can only be used for the same endpoint they were first used for ('${saved.method} ${saved.path}' vs '${method} ${url.pathname}'). Try using a key other than '${key}' if you meant to execute a different request.`,
            });
          }
          if (saved.fingerprint !== fingerprint) {
            throw new StripeRefusal(400, {
              type: 'idempotency_error',
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
            });
          }
          record.replayed = true;
          return send(saved.status, saved.body, { 'Idempotent-Replayed': 'true', 'Original-Request': saved.requestId });
        }
        saveUnder = { store, key, fingerprint };
      }
      const id = decodeURIComponent(route.pattern.exec(url.pathname)![1] ?? '');
      const { status, object } = route.handle({ params, id, requestId, idempotencyKey });
      const body = JSON.stringify(object, null, 2);
      saveUnder?.store.set(saveUnder.key, { method, path: url.pathname, fingerprint: saveUnder.fingerprint, status, body, requestId });
      send(status, body);
    } catch (failure) {
      const refusal =
        failure instanceof StripeRefusal
          ? failure
          : new StripeRefusal(500, { type: 'api_error', message: `StripeFake failed: ${failure instanceof Error ? failure.stack : String(failure)}` }, true);
      const body = sendError(refusal);
      if (saveUnder && refusal.executionBegan) {
        saveUnder.store.set(saveUnder.key, { method, path: url.pathname, fingerprint: saveUnder.fingerprint, status: refusal.status, body, requestId });
      }
      send(refusal.status, body);
    }
  }

  /** Bearer auth as the SDK sends it, or Basic auth with the key as user name, as curl -u does. */
  private authenticate(authorization: string | undefined): string {
    let key: string | null = null;
    const [scheme, credentials] = (authorization ?? '').split(' ', 2);
    if (scheme === 'Bearer' && credentials) key = credentials;
    else if (scheme === 'Basic' && credentials) key = Buffer.from(credentials, 'base64').toString('utf8').split(':')[0];
    if (!key) {
      throw new StripeRefusal(401, {
        type: 'invalid_request_error',
        message:
          "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.",
      });
    }
    if (key !== this.secretKey) throw new StripeRefusal(401, { type: 'invalid_request_error', message: `Invalid API Key provided: ${redactKey(key)}` });
    return key;
  }

  private checkHeaders(req: http.IncomingMessage): void {
    const version = req.headers['stripe-version'];
    // The answers follow the SDK's pinned version; another version would make its types lie.
    if (version !== undefined && version !== API_VERSION) {
      throw invalid(`StripeFake answers in API version ${API_VERSION} (the stripe SDK's pinned version) only; the request asked for ${String(version)}.`);
    }
    if (req.headers['stripe-account'] !== undefined) {
      throw invalid('StripeFake does not model requests made on behalf of a connected account (the Stripe-Account header).');
    }
  }

  private readPostBody(req: http.IncomingMessage, bodyText: string): FormTree {
    const contentType = req.headers['content-type'] ?? '';
    if (bodyText !== '' && !contentType.startsWith('application/x-www-form-urlencoded')) {
      throw invalid(`Stripe's API takes form-encoded bodies (application/x-www-form-urlencoded), not ${contentType || 'an untyped body'}.`);
    }
    return parseForm(bodyText);
  }

  /**
   * MoveDay's rule, stricter than Stripe: every POST names its own Idempotency-Key, derived from
   * what it does, so that a retry after a crash or a double click cannot act twice. A key the SDK
   * made up for its own retries (`stripe-node-retry-...`) is no key of ours: a retry of the use
   * case would get another one.
   */
  private checkIdempotencyKey(key: string | null, path: string): string {
    if (!key || SDK_GENERATED_KEY.test(key)) {
      throw new StripeRefusal(400, {
        type: 'idempotency_error',
        message: `MoveDay's rule: every POST must carry an Idempotency-Key header chosen by the caller (${path} came ${key ? `with the SDK's own key ${key}` : 'without one'}). Pass { idempotencyKey } in the request options.`,
      });
    }
    if (key.length > 255) throw new StripeRefusal(400, { type: 'idempotency_error', message: 'Idempotency keys can be up to 255 characters long.' });
    return key;
  }

  private createCheckoutSession(call: ApiCall): { status: number; object: unknown } {
    const params = readParams(call.params, CHECKOUT_SESSION_CREATE);
    if (params.mode !== 'payment') throw invalid(`StripeFake models Checkout in payment mode only, not ${params.mode}.`, 'mode');
    if (!params.line_items || params.line_items.length === 0) throw missing('line_items');
    if (params.success_url === undefined) throw missing('success_url');
    checkUrl(params.success_url, 'success_url', true);
    if (params.cancel_url !== undefined) checkUrl(params.cancel_url, 'cancel_url');
    if (params.customer_email !== undefined && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(params.customer_email)) {
      throw invalid(`Invalid email address: ${params.customer_email}`, 'customer_email', 'email_invalid');
    }
    if (params.payment_method_types && params.payment_method_types.some((type: string) => type !== 'card')) {
      throw invalid('StripeFake models card payments only.', 'payment_method_types');
    }
    const lines: CheckoutLine[] = params.line_items.map((item: Params, i: number) => {
      const at = `line_items[${i}]`;
      if (!item.price_data) throw invalid(`You must specify either \`price\` or \`price_data\` in ${at}.`, at);
      if (item.quantity === undefined) throw invalid(`Quantity is required. Add \`quantity\` to \`${at}\``, `${at}[quantity]`, 'parameter_missing');
      if (item.quantity < 1) throw invalid('This value must be greater than or equal to 1.', `${at}[quantity]`, 'parameter_invalid_integer');
      checkUsd(item.price_data.currency, `${at}[price_data][currency]`);
      if (item.price_data.unit_amount === undefined) throw missing(`${at}[price_data][unit_amount]`);
      // A whole line at least 50 cents: MoveDay never sells cheaper parts, and Stripe's minimum charge is $0.50.
      checkAmount(item.price_data.unit_amount, `${at}[price_data][unit_amount]`);
      if (!item.price_data.product_data) {
        throw invalid('You must specify either `product` or `product_data` when creating a price.', `${at}[price_data][product_data]`, 'parameter_missing');
      }
      return {
        name: item.price_data.product_data.name,
        description: item.price_data.product_data.description,
        unitAmount: item.price_data.unit_amount,
        quantity: item.quantity,
      };
    });
    const amount = lines.reduce((sum, line) => sum + line.unitAmount * line.quantity, 0);
    if (amount > MAX_USD_AMOUNT) throw invalid("The Checkout Session's total amount due must be no more than $999,999.99", 'line_items', 'amount_too_large');
    const created = this.seconds();
    if (params.expires_at !== undefined) {
      if (params.expires_at < created + 30 * 60)
        throw invalid('The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.', 'expires_at');
      if (params.expires_at > created + 24 * 60 * 60)
        throw invalid('The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.', 'expires_at');
    }

    const id = randomId('cs_test_a1', 48);
    const session: Stripe.Checkout.Session = {
      id,
      object: 'checkout.session',
      adaptive_pricing: { enabled: false },
      after_expiration: null,
      allow_promotion_codes: null,
      allowed_payment_method_types: null,
      amount_subtotal: amount,
      amount_total: amount,
      automatic_tax: { enabled: false, liability: null, provider: null, status: null },
      billing_address_collection: null,
      cancel_url: params.cancel_url ?? null,
      client_reference_id: params.client_reference_id ?? null,
      client_secret: null,
      collected_information: null,
      consent: null,
      consent_collection: null,
      created,
      currency: 'usd',
      currency_conversion: null,
      custom_fields: [],
      custom_text: { after_submit: null, shipping_address: null, submit: null, terms_of_service_acceptance: null },
      customer: null,
      customer_account: null,
      customer_creation: 'if_required',
      customer_details: null,
      customer_email: params.customer_email ?? null,
      discounts: [],
      expires_at: params.expires_at ?? created + 24 * 60 * 60,
      integration_identifier: null,
      invoice: null,
      invoice_creation: {
        enabled: false,
        invoice_data: { account_tax_ids: null, custom_fields: null, description: null, footer: null, issuer: null, metadata: {}, rendering_options: null },
      },
      livemode: false,
      locale: params.locale ?? null,
      managed_payments: null,
      metadata: params.metadata ?? {},
      mode: 'payment',
      origin_context: null,
      payment_intent: null,
      payment_link: null,
      payment_method_collection: 'if_required',
      payment_method_configuration_details: null,
      payment_method_options: {},
      payment_method_types: ['card'],
      payment_status: 'unpaid',
      permissions: null,
      phone_number_collection: { enabled: false },
      recovered_from: null,
      saved_payment_method_options: null,
      setup_intent: null,
      shipping_address_collection: null,
      shipping_cost: null,
      shipping_options: [],
      status: 'open',
      submit_type: null,
      subscription: null,
      success_url: params.success_url,
      total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
      ui_mode: 'hosted_page',
      url: `${this.url}/pay/${id}`,
      wallet_options: null,
    };
    this.sessions.set(id, session);
    this.checkoutDetails.set(id, {
      lines,
      paymentIntentMetadata: params.payment_intent_data?.metadata ?? {},
      paymentIntentDescription: params.payment_intent_data?.description ?? null,
      transferGroup: params.payment_intent_data?.transfer_group ?? null,
      declined: null,
    });
    return { status: 200, object: session };
  }

  private retrieveCheckoutSession(call: ApiCall): { status: number; object: unknown } {
    readParams(call.params, EXPAND_ONLY);
    return { status: 200, object: this.sessionOr404(call.id) };
  }

  private expireCheckoutSession(call: ApiCall): { status: number; object: unknown } {
    readParams(call.params, EXPAND_ONLY);
    const session = this.sessionOr404(call.id);
    if (session.status !== 'open') {
      throw refusedByState(`This Checkout Session is ${session.status}: only a Checkout Session with status \`open\` can be expired.`);
    }
    this.expire(session, call);
    return { status: 200, object: session };
  }

  private sessionOr404(id: string): Stripe.Checkout.Session {
    const session = this.sessions.get(id);
    if (!session) throw noSuch('checkout.session', id, 'session', 404);
    this.expireIfDue(session);
    return session;
  }

  private expireIfDue(session: Stripe.Checkout.Session): void {
    if (session.status === 'open' && this.seconds() >= session.expires_at) this.expire(session, null);
  }

  private expire(session: Stripe.Checkout.Session, call: ApiCall | null): void {
    session.status = 'expired';
    session.url = null;
    this.emit('checkout.session.expired', session, call);
  }

  /** The customer pays on the hosted page (or a test says so): the session pays once. */
  completeCheckout(sessionId: string): CheckoutPayment {
    const session = this.openSession(sessionId);
    const details = this.checkoutDetails.get(sessionId)!;
    const paymentIntent = this.paymentIntentFor(session, details);
    const charge = this.newCharge(paymentIntent, session, null);
    Object.assign<Stripe.PaymentIntent, Partial<Stripe.PaymentIntent>>(paymentIntent, {
      status: 'succeeded',
      amount_received: paymentIntent.amount,
      latest_charge: charge.id,
      last_payment_error: null,
      payment_method: charge.payment_method,
    });
    Object.assign<Stripe.Checkout.Session, Partial<Stripe.Checkout.Session>>(session, {
      status: 'complete',
      payment_status: 'paid',
      payment_intent: paymentIntent.id,
      url: null,
      customer_details: {
        address: testAddress(),
        business_name: null,
        email: session.customer_email ?? 'customer@example.com',
        individual_name: null,
        name: 'Test Customer',
        phone: null,
        tax_exempt: 'none',
        tax_ids: [],
      },
    });
    details.declined = null;
    this.emit('charge.succeeded', charge, null);
    this.emit('payment_intent.succeeded', paymentIntent, null);
    this.emit('checkout.session.completed', session, null);
    return { session, paymentIntent, charge, redirectTo: session.success_url!.split(CHECKOUT_SESSION_ID_TEMPLATE).join(session.id) };
  }

  /** The customer's card is declined (as `decline` says); the session stays open for another try. */
  declineCheckout(sessionId: string, decline: CardDecline = DECLINES.generic): Stripe.PaymentIntent {
    const session = this.openSession(sessionId);
    const details = this.checkoutDetails.get(sessionId)!;
    const paymentIntent = this.paymentIntentFor(session, details);
    const charge = this.newCharge(paymentIntent, session, decline);
    Object.assign<Stripe.PaymentIntent, Partial<Stripe.PaymentIntent>>(paymentIntent, {
      status: 'requires_payment_method',
      latest_charge: charge.id,
      payment_method: null,
      last_payment_error: {
        type: 'card_error',
        charge: charge.id,
        code: decline.code,
        ...(decline.declineCode ? { decline_code: decline.declineCode } : {}),
        doc_url: `https://stripe.com/docs/error-codes/${decline.code.replaceAll('_', '-')}`,
        message: decline.message,
      },
    });
    session.payment_intent = paymentIntent.id;
    details.declined = decline;
    this.emit('charge.failed', charge, null);
    this.emit('payment_intent.payment_failed', paymentIntent, null);
    return paymentIntent;
  }

  private openSession(sessionId: string): Stripe.Checkout.Session {
    const session = this.sessions.get(sessionId);
    if (!session) throw new PageRefusal(`No such checkout session: ${sessionId}`);
    this.expireIfDue(session);
    if (session.status === 'complete') throw new PageRefusal('This checkout session is already paid.');
    if (session.status === 'expired') throw new PageRefusal('This checkout session has expired.');
    return session;
  }

  private paymentIntentFor(session: Stripe.Checkout.Session, details: CheckoutDetails): Stripe.PaymentIntent {
    const existing = typeof session.payment_intent === 'string' ? this.paymentIntents.get(session.payment_intent) : undefined;
    if (existing) return existing;
    const id = randomId('pi_3');
    const paymentIntent: Stripe.PaymentIntent = {
      id,
      object: 'payment_intent',
      allowed_payment_method_types: null,
      amount: session.amount_total!,
      amount_capturable: 0,
      amount_received: 0,
      application: null,
      application_fee_amount: null,
      automatic_payment_methods: null,
      canceled_at: null,
      cancellation_reason: null,
      capture_method: 'automatic_async',
      client_secret: `${id}_secret_${randomId('', 25)}`,
      confirmation_method: 'automatic',
      created: this.seconds(),
      currency: 'usd',
      customer: null,
      customer_account: null,
      description: details.paymentIntentDescription,
      excluded_payment_method_types: null,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      managed_payments: null,
      metadata: { ...details.paymentIntentMetadata },
      next_action: null,
      on_behalf_of: null,
      payment_method: null,
      payment_method_configuration_details: null,
      payment_method_options: {},
      payment_method_types: ['card'],
      payment_record: null,
      processing: null,
      receipt_email: null,
      review: null,
      setup_future_usage: null,
      shipping: null,
      source: null,
      statement_descriptor: null,
      statement_descriptor_suffix: null,
      status: 'requires_payment_method',
      transfer_data: null,
      transfer_group: details.transferGroup,
    };
    this.paymentIntents.set(id, paymentIntent);
    return paymentIntent;
  }

  /** A charge of the payment: it succeeds, or fails as `decline` says. */
  private newCharge(paymentIntent: Stripe.PaymentIntent, session: Stripe.Checkout.Session, decline: CardDecline | null): Stripe.Charge {
    const id = randomId('ch_3');
    const succeeded = decline === null;
    const charge: Stripe.Charge = {
      id,
      object: 'charge',
      amount: paymentIntent.amount,
      amount_captured: succeeded ? paymentIntent.amount : 0,
      amount_refunded: 0,
      application: null,
      application_fee: null,
      application_fee_amount: null,
      balance_transaction: succeeded ? randomId('txn_3') : null,
      billing_details: { address: testAddress(), email: session.customer_email, name: 'Test Customer', phone: null, tax_id: null },
      calculated_statement_descriptor: 'MOVEDAY',
      captured: succeeded,
      created: this.seconds(),
      currency: 'usd',
      customer: null,
      description: paymentIntent.description,
      disputed: false,
      failure_balance_transaction: null,
      failure_code: decline?.code ?? null,
      failure_message: decline?.message ?? null,
      fraud_details: {},
      livemode: false,
      metadata: { ...paymentIntent.metadata },
      on_behalf_of: null,
      outcome: {
        advice_code: null,
        network_advice_code: null,
        network_decline_code: null,
        network_status: succeeded ? 'approved_by_network' : 'declined_by_network',
        reason: decline?.declineCode ?? decline?.code ?? null,
        risk_level: 'normal',
        seller_message: succeeded ? 'Payment complete.' : 'The bank did not return any further details with this decline.',
        type: succeeded ? 'authorized' : 'issuer_declined',
      },
      paid: succeeded,
      payment_intent: paymentIntent.id,
      payment_method: randomId('pm_1'),
      payment_method_details: { type: 'card', card: testCard(paymentIntent.amount) } as Stripe.Charge.PaymentMethodDetails,
      receipt_email: null,
      receipt_number: null,
      receipt_url: succeeded ? `${this.url}/receipts/${id}` : null,
      refunded: false,
      refunds: { object: 'list', data: [], has_more: false, url: `/v1/charges/${id}/refunds` },
      review: null,
      shipping: null,
      source: null,
      source_transfer: null,
      statement_descriptor: null,
      statement_descriptor_suffix: null,
      status: succeeded ? 'succeeded' : 'failed',
      transfer_data: null,
      transfer_group: paymentIntent.transfer_group,
    };
    this.charges.set(id, charge);
    return charge;
  }

  /** The cardholder disputes a paid charge (a chargeback for fraud). */
  dispute(chargeId: string, amount?: number): Stripe.Dispute {
    const charge = this.charges.get(chargeId);
    if (!charge || charge.status !== 'succeeded') throw new Error(`No paid charge ${chargeId} to dispute`);
    if (charge.disputed) throw new Error(`Charge ${chargeId} is already disputed`);
    const disputed = amount ?? charge.amount - charge.amount_refunded;
    if (!Number.isInteger(disputed) || disputed < 1 || disputed > charge.amount)
      throw new Error(`A dispute of ${chargeId} is 1..${charge.amount} cents, not ${disputed}`);
    charge.disputed = true;
    const created = this.seconds();
    const dispute = {
      id: randomId('dp_1'),
      object: 'dispute',
      amount: disputed,
      balance_transactions: [],
      charge: charge.id,
      created,
      currency: 'usd',
      enhanced_eligibility_types: [],
      evidence: Object.fromEntries(DISPUTE_EVIDENCE_FIELDS.map((field) => [field, null])),
      evidence_details: { due_by: created + 7 * 24 * 60 * 60, enhanced_eligibility: {}, has_evidence: false, past_due: false, submission_count: 0 },
      intended_submission_method: null,
      is_charge_refundable: false,
      livemode: false,
      metadata: {},
      payment_intent: charge.payment_intent,
      payment_method_details: { type: 'card', card: { brand: 'visa', case_type: 'chargeback', network_reason_code: '10.4' } },
      reason: 'fraudulent',
      status: 'needs_response',
    } as unknown as Stripe.Dispute;
    this.disputes.push(dispute);
    this.emit('charge.dispute.created', dispute, null);
    return dispute;
  }

  /**
   * Takes a transfer back whole, as the platform's reversal does (`POST /v1/transfers/:id/reversals`
   * in Stripe's dashboard or API), and tells the endpoint (`transfer.reversed`).
   */
  reverseTransfer(transferId: string): Stripe.Transfer {
    const transfer = this.transfers.find((made) => made.id === transferId);
    if (!transfer) throw new Error(`No transfer ${transferId}`);
    if (transfer.reversed) throw new Error(`Transfer ${transferId} is reversed already`);
    const previous = { amount_reversed: transfer.amount_reversed, reversed: false };
    const reversal = {
      id: randomId('trr_1'),
      object: 'transfer_reversal',
      amount: transfer.amount,
      balance_transaction: randomId('txn_1'),
      created: this.seconds(),
      currency: 'usd',
      destination_payment_refund: randomId('pyr_1'),
      metadata: {},
      source_refund: null,
      transfer: transfer.id,
    } as Stripe.TransferReversal;
    transfer.amount_reversed = transfer.amount;
    transfer.reversed = true;
    transfer.reversals = { ...transfer.reversals, data: [reversal] };
    this.emit('transfer.reversed', transfer, null, previous);
    return transfer;
  }

  private createRefund(call: ApiCall): { status: number; object: unknown } {
    const params = readParams(call.params, REFUND_CREATE);
    if (params.payment_intent !== undefined && params.charge !== undefined) {
      throw invalid('You cannot pass both `charge` and `payment_intent`: refund one or the other.', 'payment_intent', 'parameters_exclusive');
    }
    if (params.payment_intent === undefined && params.charge === undefined) {
      throw invalid('One of `charge` or `payment_intent` is required to create a refund.', 'payment_intent', 'parameter_missing');
    }
    if (params.amount !== undefined && params.amount < 1)
      throw invalid('This value must be greater than or equal to 1.', 'amount', 'parameter_invalid_integer');
    const charge = this.refundableCharge(params);
    if (charge.disputed) throw refusedByState(`Charge ${charge.id} has been charged back; cannot issue a refund.`, undefined, 'charge_disputed');
    const refundable = charge.amount - charge.amount_refunded;
    if (refundable === 0) throw refusedByState(`Charge ${charge.id} has already been refunded.`, undefined, 'charge_already_refunded');
    const amount: number = params.amount ?? refundable;
    if (amount > refundable) {
      const than = charge.amount_refunded === 0 ? `charge amount (${dollars(charge.amount)})` : `unrefunded amount on charge (${dollars(refundable)})`;
      throw refusedByState(`Refund amount (${dollars(amount)}) is greater than ${than}`, 'amount', 'amount_too_large');
    }
    const refund = {
      id: randomId('re_3'),
      object: 'refund',
      amount,
      balance_transaction: randomId('txn_3'),
      charge: charge.id,
      created: this.seconds(),
      currency: 'usd',
      customer: null,
      customer_account: null,
      destination_details: { type: 'card', card: { reference_status: 'pending', reference_type: 'acquirer_reference_number', type: 'refund' } },
      metadata: params.metadata ?? {},
      payment_intent: charge.payment_intent,
      payment_method: charge.payment_method,
      reason: params.reason ?? null,
      receipt_number: null,
      source_transfer_reversal: null,
      status: 'succeeded',
      transfer_reversal: null,
    } as Stripe.Refund;
    const previous = { amount_refunded: charge.amount_refunded, refunded: charge.refunded };
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    charge.refunds!.data.unshift(refund);
    this.refunds.push(refund);
    this.emit('refund.created', refund, call);
    this.emit('charge.refunded', charge, call, previous.refunded === charge.refunded ? { amount_refunded: previous.amount_refunded } : previous);
    return { status: 200, object: refund };
  }

  private refundableCharge(params: Params): Stripe.Charge {
    if (params.charge !== undefined) {
      const charge = this.charges.get(params.charge);
      if (!charge) throw noSuch('charge', params.charge, 'charge');
      if (charge.status !== 'succeeded') throw invalid(`Charge ${charge.id} did not succeed: there is nothing to refund.`, 'charge', 'charge_not_refundable');
      return charge;
    }
    const paymentIntent = this.paymentIntents.get(params.payment_intent);
    if (!paymentIntent) throw noSuch('payment_intent', params.payment_intent, 'payment_intent');
    const charge = typeof paymentIntent.latest_charge === 'string' ? this.charges.get(paymentIntent.latest_charge) : undefined;
    if (paymentIntent.status !== 'succeeded' || !charge) {
      throw invalid(`This PaymentIntent (${paymentIntent.id}) does not have a successful charge to refund.`, 'payment_intent', 'charge_not_refundable');
    }
    return charge;
  }

  private createTransfer(call: ApiCall): { status: number; object: unknown } {
    const params = readParams(call.params, TRANSFER_CREATE);
    if (params.amount < 1) throw invalid('This value must be greater than or equal to 1.', 'amount', 'parameter_invalid_integer');
    if (params.amount > MAX_USD_AMOUNT) throw invalid('Amount must be no more than $999,999.99', 'amount', 'amount_too_large');
    checkUsd(params.currency, 'currency');
    if (!this.connectedAccounts.has(params.destination)) throw noSuch('destination', params.destination, 'destination');
    const failure = this.transferFailures.get(params.destination);
    if (failure) throw refusedByState(failure, undefined, 'balance_insufficient');
    const id = randomId('tr_1');
    const transfer: Stripe.Transfer = {
      id,
      object: 'transfer',
      amount: params.amount,
      amount_reversed: 0,
      balance_transaction: randomId('txn_1'),
      created: this.seconds(),
      currency: 'usd',
      description: params.description ?? null,
      destination: params.destination,
      destination_payment: randomId('py_1'),
      livemode: false,
      metadata: params.metadata ?? {},
      reversals: { object: 'list', data: [], has_more: false, url: `/v1/transfers/${id}/reversals` },
      reversed: false,
      source_transaction: null,
      source_type: 'card',
      transfer_group: params.transfer_group ?? null,
    };
    this.transfers.push(transfer);
    this.emit('transfer.created', transfer, call);
    return { status: 200, object: transfer };
  }

  private answerPage(req: http.IncomingMessage, res: http.ServerResponse, url: URL): void {
    const match = /^\/pay\/([^/]+)(?:\/(complete|decline))?$/.exec(url.pathname);
    const sessionId = match ? decodeURIComponent(match[1]) : '';
    const action = match?.[2];
    const html = (status: number, page: string): void => {
      res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' }).end(page);
    };
    if (!match || !this.sessions.has(sessionId)) return html(404, this.page('Checkout session not found', '<p>There is no such checkout session.</p>'));
    if (req.method === 'GET' && !action) return html(200, this.sessionPage(sessionId));
    if (req.method !== 'POST' || !action) return html(405, this.page('Not allowed', '<p>Use the buttons on the checkout page.</p>'));
    try {
      if (action === 'complete') {
        const { redirectTo } = this.completeCheckout(sessionId);
        res.writeHead(303, { Location: redirectTo }).end();
      } else {
        this.declineCheckout(sessionId);
        html(200, this.sessionPage(sessionId));
      }
    } catch (refusal) {
      if (!(refusal instanceof PageRefusal)) throw refusal;
      html(409, this.sessionPage(sessionId));
    }
  }

  private sessionPage(sessionId: string): string {
    const session = this.sessions.get(sessionId)!;
    this.expireIfDue(session);
    const details = this.checkoutDetails.get(sessionId)!;
    const lines = details.lines.map(lineItem).join('');
    const summary = `<p>Amount due: <strong>${dollars(session.amount_total!)}</strong></p><ul aria-label="Items">${lines}</ul>`;
    const back = session.cancel_url ? `<p><a href="${escapeHtml(session.cancel_url)}">Back</a></p>` : '';
    if (session.status === 'complete') return this.page('Stripe test checkout', `<p role="status">This checkout session is already paid.</p>${summary}`);
    if (session.status === 'expired') return this.page('Stripe test checkout', `<p role="status">This checkout session has expired.</p>${summary}${back}`);
    const alert = details.declined ? `<p role="alert">${escapeHtml(details.declined.message)}</p>` : '';
    const action = (path: string, label: string) =>
      `<form method="post" action="/pay/${encodeURIComponent(sessionId)}/${path}"><button type="submit">${label}</button></form>`;
    return this.page('Stripe test checkout', `${alert}${summary}${action('complete', 'Pay')}${action('decline', 'Decline card')}${back}`);
  }

  private page(title: string, main: string): string {
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body><main><h1>${title}</h1>${main}</main></body></html>`;
  }

  private seconds(): number {
    return Math.floor(this.now() / 1000);
  }
}

function lineItem(line: CheckoutLine): string {
  const quantity = line.quantity > 1 ? ` × ${line.quantity}` : '';
  const description = line.description ? `<br><small>${escapeHtml(line.description)}</small>` : '';
  return `<li>${escapeHtml(line.name)}${quantity}: ${dollars(line.unitAmount * line.quantity)}${description}</li>`;
}

const isSuccess = (delivery: Delivery) => delivery.status !== null && delivery.status >= 200 && delivery.status < 300;

const testAddress = () => ({ city: 'Denver', country: 'US', line1: '1 Test Street', line2: null, postal_code: '80202', state: 'CO' });

const testCard = (amount: number) => ({
  amount_authorized: amount,
  authorization_code: null,
  brand: 'visa',
  checks: { address_line1_check: null, address_postal_code_check: 'pass', cvc_check: 'pass' },
  country: 'US',
  exp_month: 12,
  exp_year: new Date().getFullYear() + 3,
  extended_authorization: { status: 'disabled' },
  fingerprint: 'MoveDayTestCard',
  funding: 'credit',
  incremental_authorization: { status: 'unavailable' },
  installments: null,
  last4: '4242',
  mandate: null,
  multicapture: { status: 'unavailable' },
  network: 'visa',
  network_token: { used: false },
  network_transaction_id: null,
  overcapture: { maximum_amount_capturable: amount, status: 'unavailable' },
  regulated_status: 'unregulated',
  three_d_secure: null,
  wallet: null,
});

/** The evidence fields of a new dispute, all empty (SDK `Dispute.Evidence`). */
const DISPUTE_EVIDENCE_FIELDS = words(
  'access_activity_log billing_address cancellation_policy cancellation_policy_disclosure cancellation_rebuttal customer_communication customer_email_address customer_name customer_purchase_ip customer_signature duplicate_charge_documentation duplicate_charge_explanation duplicate_charge_id product_description receipt refund_policy refund_policy_disclosure refund_refusal_explanation service_date service_documentation shipping_address shipping_carrier shipping_date shipping_documentation shipping_tracking_number uncategorized_file uncategorized_text',
);
