import type { NextFunction, Request, RequestHandler, Response } from 'express';

/**
 * Middlewares run as one: each calls the next directly. Express's router pays for every layer on
 * every request (a path match, a trip through its loop, and for a layer under `/api` a trim of the
 * URL and its restoring); the nine layers before a route cost about as much as the route's own
 * matching did (issue 32). An error, passed on or thrown, goes to Express as from one middleware.
 */
export function inOneLayer(...handlers: RequestHandler[]): RequestHandler {
  return handlers.reduceRight((after: RequestHandler, handler: RequestHandler): RequestHandler => {
    return (req: Request, res: Response, next: NextFunction) =>
      handler(req, res, (err?: unknown) => {
        if (err !== undefined && err !== null) {
          next(err);
          return;
        }
        // A middleware that went on asynchronously (the body parser) is outside Express's try: catch here.
        try {
          void after(req, res, next);
        } catch (thrown) {
          next(thrown);
        }
      });
  });
}
