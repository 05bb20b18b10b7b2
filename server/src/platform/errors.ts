import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ValidateError } from '@tsoa/runtime';
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
  constructor(
    readonly status: number,
    readonly errorCode: number,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
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
  return new AppError(500, ErrorCode.internal, Messages.internal);
}

export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  const appError = toAppError(err);
  if (appError.status >= 500) logger.error({ err, url: req.originalUrl }, 'request failed');
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.status(appError.status).json(appError.toBody());
};

export const apiNotFound: RequestHandler = (req, _res, next) => {
  next(new AppError(404, ErrorCode.notFound, `No API route ${req.method} ${req.path}`));
};
