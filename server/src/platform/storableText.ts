import type { RequestHandler } from 'express';
import { unstorableText } from '@moveday/openapi';
import { validationError } from './errors.js';

/**
 * The catalogue's text rule for every call (docs/decisions.md, "Text and numbers we accept"): a
 * string or key in the JSON body or a query string value that PostgreSQL cannot store (NUL, a
 * lone surrogate) or that no person types (other control characters) is refused with a 400
 * naming the field, before any route, validator or query sees it.
 */
export const refuseUnstorableText: RequestHandler = (req, _res, next) => {
  const problems = { ...unstorableText(req.query), ...unstorableText(req.body) };
  next(Object.keys(problems).length > 0 ? validationError(problems) : undefined);
};
