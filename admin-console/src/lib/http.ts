import { HttpError } from 'react-admin';
import { CONFLICT_CODES, ErrorCode, Messages } from '@moveday/openapi';
import { readSession } from './session';

/** The API's error model: `{ error: true, errorCode, errorMessage, fields? }`. */
export interface ErrorModel {
  error?: boolean;
  errorCode?: number;
  errorMessage?: string;
  fields?: Record<string, string>;
  /** Each field's message as the catalogue's key and parameters, beside its words in `fields`. */
  fieldMessages?: Record<string, { key: string; params?: Record<string, unknown> }>;
}

/**
 * Codes whose server message tells the admin what to do (a rule broken, a transition refused, a
 * place the quote service cannot price, something gone): shown as the server words them. Any
 * other failure, and a network failure, shows the spec's catalogue text (admin-side §8).
 */
const SERVER_WORDED: readonly number[] = [ErrorCode.validation, ...CONFLICT_CODES, ErrorCode.quoteService, ErrorCode.notFound];

/**
 * Which catalogue text a failure shows: 7011 ('Something went wrong...') for the order book's own
 * reads and writes, 7012 ('There is some techincal issue...') for every other admin call.
 */
export type CallKind = 'orders' | 'admin';

/** The order book's resource (`/api/admin/orders...`, its counts included) is 'orders'; every other call 'admin'. */
export const callKindOf = (url: string): CallKind => (url.includes('/api/admin/orders') ? 'orders' : 'admin');

/** A failed call: react-admin's HttpError (so 401/403 reach the auth provider), with the message to show. */
export class ApiError extends HttpError {
  readonly errorCode: number;
  readonly fields?: Record<string, string>;
  readonly fieldMessages?: ErrorModel['fieldMessages'];
  constructor(message: string, status: number, errorCode: number, body?: ErrorModel) {
    super(message, status, body);
    // HttpError pins its own prototype; restore ours so `instanceof ApiError` holds.
    Object.setPrototypeOf(this, ApiError.prototype);
    this.name = 'ApiError';
    this.errorCode = errorCode;
    this.fields = body?.fields;
    this.fieldMessages = body?.fieldMessages;
  }
}

export const isQuoteServiceError = (error: unknown): error is ApiError => error instanceof ApiError && error.errorCode === ErrorCode.quoteService;

export function messageOf(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return Messages.adminTechnicalIssue;
}

const catalogueMessage = (kind: CallKind) => (kind === 'orders' ? Messages.somethingWentWrong : Messages.adminTechnicalIssue);
const catalogueCode = (kind: CallKind) => (kind === 'orders' ? ErrorCode.clientFailure : ErrorCode.adminClientFailure);

function authHeaders(headers: Headers): Headers {
  const session = readSession();
  if (session && !headers.has('authorization')) headers.set('authorization', `Bearer ${session.token}`);
  return headers;
}

/**
 * fetch with the stored bearer token; a network failure becomes the catalogue's message. Takes a
 * URL and init (ra-data-simple-rest) or a ready Request (the typed client, lib/api.ts).
 */
export async function request(input: string | Request, init: RequestInit = {}): Promise<Response> {
  const kind = callKindOf(typeof input === 'string' ? input : input.url);
  const headers = authHeaders(new Headers(init.headers ?? (typeof input === 'string' ? undefined : input.headers)));
  if (init.body !== undefined && !headers.has('content-type')) headers.set('content-type', 'application/json');
  if (!headers.has('accept')) headers.set('accept', 'application/json');
  let response: Response;
  try {
    response = await fetch(input, { ...init, headers });
  } catch {
    throw new ApiError(catalogueMessage(kind), 0, catalogueCode(kind));
  }
  if (response.ok) return response;
  let body: ErrorModel | undefined;
  try {
    body = (await response.json()) as ErrorModel;
  } catch {
    body = undefined;
  }
  // The server's database is down (or a proxy says the server is): the session is fine, try again soon.
  if (response.status === 503) throw new ApiError(Messages.serviceUnavailable, 503, ErrorCode.serviceUnavailable, body);
  const code = body?.errorCode;
  if (typeof code === 'number' && typeof body?.errorMessage === 'string' && SERVER_WORDED.includes(code)) {
    throw new ApiError(body.errorMessage, response.status, code, body);
  }
  throw new ApiError(catalogueMessage(kind), response.status, typeof code === 'number' ? code : catalogueCode(kind), body);
}
