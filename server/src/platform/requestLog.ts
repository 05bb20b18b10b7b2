import type { Request, RequestHandler, Response } from 'express';
import { logger } from './logger.js';

/** Calls too frequent to log when they go well: a load balancer's health probe, a scraper's pull. */
const QUIET_WHEN_WELL = new Set(['/api/health', '/api/metrics']);

type Level = 'info' | 'warn' | 'error';

const levelOf = (statusCode: number): Level => (statusCode >= 500 ? 'error' : statusCode >= 400 ? 'warn' : 'info');

/**
 * One log line per request once it is answered (or the caller went away): its method, URL,
 * status and time; `warn` for a 4xx, `error` for a 5xx. A health probe or a scrape that goes well
 * writes none (one every few seconds would drown the log); a refused or failing one does.
 *
 * Why not pino-http: it builds two child loggers per request, serializing and redacting the whole
 * request, before knowing whether a line will be written; that was an eighth of a health check's
 * cost. Here nothing is built until the answer is done.
 */
export const logRequests: RequestHandler = (req, res, next) => {
  const startedAt = performance.now();
  res.once('close', () => writeLine(req, res, startedAt));
  next();
};

function writeLine(req: Request, res: Response, startedAt: number): void {
  const { statusCode } = res;
  const level = levelOf(statusCode);
  if (level === 'info' && QUIET_WHEN_WELL.has(req.path)) return;
  const reqId = (req as { id?: string }).id;
  const fields = {
    reqId, // also when 'close' comes outside the request's context
    req: { id: reqId, method: req.method, url: req.originalUrl },
    res: { statusCode },
    responseTime: Math.round(performance.now() - startedAt),
  };
  // 'close' without 'finish': the connection ended before the whole answer was sent.
  logger[level](fields, res.writableFinished ? 'request completed' : 'request aborted');
}
