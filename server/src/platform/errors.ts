import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ValidateError } from '@tsoa/runtime';
import { ConnectionError } from 'sequelize';
import { ErrorCode, Messages } from '@moveday/openapi';
import { logger } from './logger.js';

/** The JSON body of every error answer. */
export interface ErrorBody {
  error: true;
  /** A stable code from the catalogue's `ErrorCode` table. */
  errorCode: number;
  /** A message for people. */
  errorMessage: string;
  /** Failing fields of a validation error: the field's path in the body, and its message. */
  fields?: Record<string, string>;
}

/** A failure the caller can act on: a stable code, a message for people, an HTTP status. */
export class AppError extends Error {
  /** Seconds the caller should wait before trying again, answered as `Retry-After`. */
  retryAfterSeconds?: number;

  constructor(
    readonly status: number,
    readonly errorCode: number,
    message: string,
    readonly fields?: Record<string, string>,
    /** What went wrong inside, for the log only: never part of the answer. */
    cause?: unknown,
  ) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'AppError';
  }

  toBody(): ErrorBody {
    return {
      error: true,
      errorCode: this.errorCode,
      errorMessage: this.message,
      ...(this.fields ? { fields: this.fields } : {}),
    };
  }
}

/** A request that breaks the rules: the first message leads, every failing field is listed. */
export function validationError(fields: Record<string, string>): AppError {
  const first = Object.values(fields)[0] ?? Messages.fillMandatoryFields;
  return new AppError(400, ErrorCode.validation, first, fields);
}

export const notFound = (what = Messages.notFound) => new AppError(404, ErrorCode.notFound, what);
export const conflict = (message: string) => new AppError(409, ErrorCode.conflict, message);
export const forbidden = () => new AppError(403, ErrorCode.forbidden, Messages.forbidden);
export const unauthorized = (message: string = Messages.signInRequired) =>
  new AppError(401, ErrorCode.unauthorized, message);

/** How long a client should wait before trying again while the database does not answer. */
export const RETRY_AFTER_SECONDS = 5;

/** The database does not answer: the caller's request and session are fine, only the moment is not. */
export const serviceUnavailable = (cause?: unknown) =>
  Object.assign(new AppError(503, ErrorCode.serviceUnavailable, Messages.serviceUnavailable, undefined, cause), {
    retryAfterSeconds: RETRY_AFTER_SECONDS,
  });

/**
 * PostgreSQL's SQLSTATEs that mean "no database right now" rather than "this query is wrong":
 * class 08 (connection exception), 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03
 * cannot_connect_now (starting up or shutting down), 53300 too_many_connections.
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/;
/** Node's socket errors on the way to the database. */
const UNAVAILABLE_SOCKET = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);
/** node-postgres' own words for a connection that died or never came (they carry no code). */
const UNAVAILABLE_MESSAGE = /^Connection terminated|Client has encountered a connection error|Connection timed out|timeout exceeded when trying to connect/i;

/**
 * Whether an error means the database is unreachable, down or restarting. Sequelize wraps the
 * driver's error (`parent`/`original`), and a connection that dies in a query surfaces as a plain
 * DatabaseError, so the whole chain is looked at.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  // body-parser names its errors with a `type` (request.aborted, ...): those are the client's socket, not the database's.
  if (typeof (err as { type?: unknown } | undefined)?.type === 'string') return false;
  type Link = { code?: unknown; message?: unknown; parent?: unknown; original?: unknown; cause?: unknown };
  const seen = new Set<unknown>();
  let e = err as Link | undefined;
  while (e && typeof e === 'object' && !seen.has(e)) {
    seen.add(e);
    // Sequelize's ConnectionError covers refused, timed out, unreachable, not found and a pool that gave up acquiring.
    if (e instanceof ConnectionError) return true;
    if (typeof e.code === 'string' && (UNAVAILABLE_SQLSTATE.test(e.code) || UNAVAILABLE_SOCKET.has(e.code))) return true;
    if (typeof e.message === 'string' && UNAVAILABLE_MESSAGE.test(e.message)) return true;
    e = (e.parent ?? e.original ?? e.cause) as Link | undefined;
  }
  return false;
}

/** tsoa's field keys look like `body.pickupTab1.noOfFloors`; callers want the path inside the body. */
function fieldsOf(error: ValidateError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, { message }] of Object.entries(error.fields)) {
    fields[key.replace(/^(body|requestBody)\.?/, '') || 'body'] = message;
  }
  return fields;
}

/** Turns anything thrown into the JSON error model; bad input never becomes a 500. */
export function toAppError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  // Before any status an error may carry: tsoa stamps 401 on whatever a token check throws.
  if (isDatabaseUnavailable(err)) return serviceUnavailable(err);
  if (err instanceof ValidateError) {
    const fields = fieldsOf(err);
    return new AppError(400, ErrorCode.validation, `Invalid request: ${Object.entries(fields).map(([k, m]) => `${k}: ${m}`).join('; ')}`, fields);
  }
  const e = err as { type?: string; status?: number; statusCode?: number };
  if (e?.type === 'entity.parse.failed') return new AppError(400, ErrorCode.validation, Messages.malformedJson);
  if (e?.type === 'entity.too.large') return new AppError(413, ErrorCode.payloadTooLarge, Messages.payloadTooLarge);
  const status = e?.status ?? e?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return new AppError(status, ErrorCode.validation, (err as Error).message || Messages.internal);
  }
  return new AppError(500, ErrorCode.internal, Messages.internal, undefined, err);
}

export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  const appError = toAppError(err);
  if (appError.status >= 500) {
    // The detail (host, port, SQL, driver message) goes to the log, never into the answer.
    const detail = appError.cause ?? err;
    const message = appError.errorCode === ErrorCode.serviceUnavailable ? 'database unavailable' : 'request failed';
    logger.error({ err: detail, url: req.originalUrl }, message);
  }
  if (res.headersSent) {
    res.destroy();
    return;
  }
  if (appError.retryAfterSeconds !== undefined) res.set('Retry-After', String(appError.retryAfterSeconds));
  res.status(appError.status).json(appError.toBody());
};

export const apiNotFound: RequestHandler = (req, _res, next) => {
  next(new AppError(404, ErrorCode.notFound, `No API route ${req.method} ${req.path}`));
};
