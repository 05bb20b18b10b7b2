import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ValidateError } from '@tsoa/runtime';
import { ConnectionError } from 'sequelize';
import { ErrorCode, Messages, catalogueKeyOf, formatMessage, type ConflictCode, type Message, type MessageKey, type MessageParams } from '@moveday/openapi';
import { requestLocale, translatorFor, type Locale } from './i18n.js';
import { logger } from './logger.js';

/** A message of the catalogue as it travels in an error answer: its key and parameters. */
export interface KeyedMessage {
  /** A key of the catalogue's `Messages` (`openapi/src/messages.ts`). */
  key: string;
  /**
   * The values of the text's `{name}` placeholders: a text, a number, or itself a keyed message
   * (a status word, a sentence), to be put in the words of the same language.
   */
  params?: Record<string, string | number | KeyedMessage>;
}

/**
 * The JSON body of every error answer. `errorMessage` and `fields` are in the language of the
 * request's `Accept-Language` (English without one MoveDay speaks); `messageKey` with
 * `messageParams`, and `fieldMessages`, say the same as catalogue keys, so a client can show them
 * in its own language (in English, `formatMessage(messageKey, messageParams)` gives `errorMessage`). Key
 * `untranslatedText` carries a text from outside the catalogue (the route validator's, a
 * library's) in its `text` parameter. Clients branch on `errorCode`, never on words.
 */
export interface ErrorBody {
  error: true;
  /** A stable code from the catalogue's `ErrorCode` table. */
  errorCode: number;
  /** A message for people, in the request's language (`Accept-Language`: English or Spanish). */
  errorMessage: string;
  /** The catalogue key of `errorMessage`. */
  messageKey: string;
  /** The parameters of `messageKey`, when its text has placeholders. */
  messageParams?: Record<string, string | number | KeyedMessage>;
  /** Failing fields of a validation error: the field's path in the body, and its message in the request's language. */
  fields?: Record<string, string>;
  /** The same fields as `fields`, each message as its catalogue key and parameters. */
  fieldMessages?: Record<string, KeyedMessage>;
}

/**
 * A failing field's message: a catalogue key (what services and the shared rules, `moveDraftProblems`,
 * `partnerProblems`, ..., answer) with or without parameters, or a text from outside the catalogue
 * (the route validator's, a library's), which travels under `untranslatedText`.
 */
export type FieldMessage = Message | MessageKey | string;

/**
 * A message as key and parameters. Services pass keys; a text comes only from outside MoveDay (the
 * route validator, a library such as body-parser), and the one that happens to be a catalogue text
 * is still answered under its key, so a Spanish reader gets it in Spanish.
 */
const keyed = (message: FieldMessage): Message => {
  if (typeof message !== 'string') return message;
  if (Object.hasOwn(Messages, message)) return { key: message as MessageKey };
  const key = catalogueKeyOf(message);
  return key ? { key } : { key: 'untranslatedText', params: { text: message } };
};

/** A failure the caller can act on: a stable code, a message for people, an HTTP status. */
export class AppError extends Error {
  /** Seconds the caller should wait before trying again, answered as `Retry-After`. */
  retryAfterSeconds?: number;
  readonly messageKey: MessageKey;
  readonly messageParams?: MessageParams;
  /** Each failing field's message in English. */
  readonly fields?: Record<string, string>;
  /** Each failing field's message as key and parameters. */
  readonly fieldMessages?: Record<string, Message>;

  constructor(
    readonly status: number,
    readonly errorCode: number,
    message: MessageKey | Message,
    fields?: Record<string, FieldMessage>,
    /** What went wrong inside, for the log only: never part of the answer. */
    cause?: unknown,
  ) {
    const { key, params } = typeof message === 'string' ? { key: message, params: undefined } : message;
    super(formatMessage(key, params), cause === undefined ? undefined : { cause });
    this.name = 'AppError';
    this.messageKey = key;
    if (params) this.messageParams = params;
    if (fields) {
      this.fieldMessages = Object.fromEntries(Object.entries(fields).map(([field, m]) => [field, keyed(m)]));
      this.fields = Object.fromEntries(Object.entries(this.fieldMessages).map(([field, m]) => [field, formatMessage(m.key, m.params)]));
    }
  }

  /** The answer in a reader's language: English is the catalogue's own words, exactly. */
  toBody(locale: Locale = 'en'): ErrorBody {
    const t = locale === 'en' ? undefined : translatorFor(locale);
    const fields =
      this.fields && t && this.fieldMessages
        ? Object.fromEntries(Object.entries(this.fieldMessages).map(([field, m]) => [field, t(m.key, m.params)]))
        : this.fields;
    return {
      error: true,
      errorCode: this.errorCode,
      errorMessage: t ? t(this.messageKey, this.messageParams) : this.message,
      messageKey: this.messageKey,
      ...(this.messageParams ? { messageParams: this.messageParams } : {}),
      ...(fields ? { fields, fieldMessages: this.fieldMessages } : {}),
    };
  }
}

/** A request that breaks the rules: the first field's message leads, every failing field is listed. */
export function validationError(fields: Record<string, FieldMessage>): AppError {
  const first = Object.values(fields)[0];
  return new AppError(400, ErrorCode.validation, first === undefined ? 'fillMandatoryFields' : keyed(first), fields);
}

export const notFound = (key: MessageKey = 'notFound', params?: MessageParams) => new AppError(404, ErrorCode.notFound, { key, params });
/** A 409: each kind of conflict has its own code (`CONFLICT_CODES`), so clients tell them apart. */
export const conflict = (code: ConflictCode, key: MessageKey, params?: MessageParams) => new AppError(409, code, { key, params });
export const forbidden = () => new AppError(403, ErrorCode.forbidden, 'forbidden');
export const unauthorized = (key: MessageKey = 'signInRequired') => new AppError(401, ErrorCode.unauthorized, key);

/** How long a client should wait before trying again while the database does not answer. */
export const RETRY_AFTER_SECONDS = 5;

/** The database does not answer: the caller's request and session are fine, only the moment is not. */
export const serviceUnavailable = (cause?: unknown) =>
  Object.assign(new AppError(503, ErrorCode.serviceUnavailable, 'serviceUnavailable', undefined, cause), {
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
    const problems = Object.entries(fields)
      .map(([k, m]) => `${k}: ${m}`)
      .join('; ');
    return new AppError(400, ErrorCode.validation, { key: 'requestInvalid', params: { problems } }, fields);
  }
  const e = err as { type?: string; status?: number; statusCode?: number };
  if (e?.type === 'entity.parse.failed') return new AppError(400, ErrorCode.validation, 'malformedJson');
  if (e?.type === 'entity.too.large') return new AppError(413, ErrorCode.payloadTooLarge, 'payloadTooLarge');
  const status = e?.status ?? e?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    // A library's own words (body-parser's, say): shown as they are.
    const text = (err as Error).message;
    return new AppError(status, ErrorCode.validation, text ? keyed(text) : 'internal');
  }
  return new AppError(500, ErrorCode.internal, 'internal', undefined, err);
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
  res.status(appError.status).json(appError.toBody(requestLocale(req)));
};

export const apiNotFound: RequestHandler = (req, _res, next) => {
  next(notFound('apiRouteNotFound', { method: req.method, path: req.path }));
};
