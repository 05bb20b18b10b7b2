import { HttpError } from 'react-admin';
import { CONFLICT_CODES, ErrorCode, Messages } from '@moveday/openapi';
import { readSession } from './session';

/** The API's error model: `{ error: true, errorCode, errorMessage, fields? }`. */
export interface ErrorModel {
  error?: boolean;
  errorCode?: number;
  errorMessage?: string;
  fields?: Record<string, string>;
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

/** A failed call: react-admin's HttpError (so 401/403 reach the auth provider), with the message to show. */
export class ApiError extends HttpError {
  readonly errorCode: number;
  readonly fields?: Record<string, string>;
  constructor(message: string, status: number, errorCode: number, body?: ErrorModel) {
    super(message, status, body);
    // HttpError pins its own prototype; restore ours so `instanceof ApiError` holds.
    Object.setPrototypeOf(this, ApiError.prototype);
    this.name = 'ApiError';
    this.errorCode = errorCode;
    this.fields = body?.fields;
  }
}

export const isQuoteServiceError = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.errorCode === ErrorCode.quoteService;

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

/** fetch with the stored bearer token; a network failure becomes the catalogue's message. */
export async function request(url: string, init: RequestInit = {}, kind: CallKind = 'admin'): Promise<Response> {
  const headers = authHeaders(new Headers(init.headers));
  if (init.body !== undefined && !headers.has('content-type')) headers.set('content-type', 'application/json');
  if (!headers.has('accept')) headers.set('accept', 'application/json');
  let response: Response;
  try {
    response = await fetch(url, { ...init, headers });
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

/** A JSON call under /api. */
export async function callJson<T>(path: string, init: { method?: string; body?: unknown } = {}, kind: CallKind = 'admin'): Promise<T> {
  const response = await request(
    `/api${path}`,
    { method: init.method ?? (init.body === undefined ? 'GET' : 'POST'), body: init.body === undefined ? undefined : JSON.stringify(init.body) },
    kind,
  );
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The file name a download's content-disposition gives (RFC 6266, filename* first), else the fallback. */
export function fileNameFrom(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(disposition);
  if (star) {
    try {
      return decodeURIComponent(star[1]!.trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain form
    }
  }
  const plain = /filename\s*=\s*("?)([^";]+)\1/i.exec(disposition);
  return plain ? plain[2]!.trim() : fallback;
}

/** Downloads a file from the API with the token (fetch, blob, object URL) and saves it; answers its name. */
export async function download(path: string, init: { method?: string; body?: unknown }, fallbackName: string): Promise<string> {
  const response = await request(
    `/api${path}`,
    {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      headers: { accept: '*/*' },
    },
    'admin',
  );
  const blob = await response.blob();
  const name = fileNameFrom(response.headers.get('content-disposition'), fallbackName);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
  return name;
}
