import crypto from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import client from 'prom-client';
import { backupStatus } from './backups/nightlyBackups.js';
import { readHold } from './backups/outgoingHold.js';
import { getConfig } from './config.js';
import { db } from './database.js';
import { unauthorized } from './errors.js';
import { jobCounts } from './jobs.js';
import { logger } from './logger.js';

/**
 * Every metric MoveDay exports, in prom-client's default registry; modules only increment them.
 * README's "Metrics" part lists the names and what to watch.
 */
const registry = client.register;

client.collectDefaultMetrics({ register: registry });

const requestLabels = ['method', 'route', 'status'] as const;

const requests = new client.Counter({
  name: 'moveday_http_requests_total',
  help: 'HTTP requests answered, by method, route template and status',
  labelNames: requestLabels,
});

const requestSeconds = new client.Histogram({
  name: 'moveday_http_request_duration_seconds',
  help: 'Time from the request to the end of its answer, by method, route template and status',
  labelNames: requestLabels,
});

/** A residential quote priced and kept (a `quoted` move): the top of the conversion funnel. */
export const quotesMade = new client.Counter({ name: 'moveday_quotes_total', help: 'Residential quotes made (priced and kept as quoted moves)' });

/** A quoted move booked by a customer (at signup or signed in), counted once it is committed. */
export const bookingsMade = new client.Counter({ name: 'moveday_bookings_total', help: 'Quoted moves booked by customers' });

/** A webhook delivery's attempt, by its outcome: delivered (2xx), or failed (any other answer, a timeout, a refused address). */
export const webhookAttempts = new client.Counter({
  name: 'moveday_webhook_attempts_total',
  help: 'Webhook delivery attempts, by outcome (delivered or failed)',
  labelNames: ['outcome'] as const,
});

/** Seconds from an event (the change's commit, near enough) to its delivery, for the deliveries that went through. */
export const webhookDeliverySeconds = new client.Histogram({
  name: 'moveday_webhook_delivery_seconds',
  help: 'Seconds from an event to its delivery (2xx), over first attempts and retries alike',
  buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 15, 60, 600, 3600, 86400],
});

/** Sequelize's pool (sequelize-pool); read at scrape time, so the figures are the moment's. */
interface PoolFigures {
  size: number;
  available: number;
  waiting: number;
}

function poolFigures(): PoolFigures | undefined {
  let sequelize;
  try {
    sequelize = db();
  } catch {
    return undefined; // no database opened in this process (an app built alone in a test)
  }
  return (sequelize as unknown as { connectionManager: { pool?: PoolFigures } }).connectionManager.pool;
}

const poolGauge = (name: string, help: string, figure: keyof PoolFigures) =>
  new client.Gauge({
    name,
    help,
    collect() {
      const pool = poolFigures();
      if (pool) this.set(pool[figure]);
    },
  });

poolGauge('moveday_db_pool_size', 'Connections the database pool holds open (in use and idle)', 'size');
poolGauge('moveday_db_pool_available', 'Idle connections in the database pool', 'available');
poolGauge('moveday_db_pool_waiting', 'Queries waiting for a connection from the database pool', 'waiting');

const JOB_STATES = ['created', 'retry', 'active', 'failed'] as const;

/**
 * The job queue, read at scrape time: `created` and `retry` are waiting (the depth), `active` in
 * hand, `failed` failed for good (kept a week). The same figures on every server: scrape one, or
 * take `max` across instances, never `sum`.
 */
new client.Gauge({
  name: 'moveday_jobs',
  help: 'Jobs in the queue by queue and state: created and retry wait, active are in hand, failed failed for good (kept a week)',
  labelNames: ['queue', 'state'],
  async collect() {
    let counts;
    try {
      counts = await jobCounts();
    } catch (err) {
      logger.warn({ err }, 'the job queue could not be counted for the metrics');
      return;
    }
    this.reset();
    for (const queue of new Set(['mail', ...counts.map((row) => row.queue)])) {
      for (const state of JOB_STATES) this.set({ queue, state }, counts.find((row) => row.queue === queue && row.state === state)?.count ?? 0);
    }
  },
});

/** The last good backup (any server's), read at scrape time: alert on `time() - moveday_backup_last_success_timestamp_seconds`. */
new client.Gauge({
  name: 'moveday_backup_last_success_timestamp_seconds',
  help: 'When the last backup that succeeded was taken (Unix time); 0 when none has',
  async collect() {
    try {
      const status = await backupStatus(getConfig());
      this.set(status.lastGoodAt ? Date.parse(status.lastGoodAt) / 1000 : 0);
    } catch (err) {
      logger.warn({ err }, 'the last backup could not be read for the metrics');
    }
  },
});

new client.Gauge({
  name: 'moveday_backup_last_success_bytes',
  help: 'Size of the last backup that succeeded, in bytes; 0 when none has',
  async collect() {
    try {
      this.set((await backupStatus(getConfig())).bytes ?? 0);
    } catch {
      // said once, by the gauge above
    }
  },
});

/** The hold on outgoing work after a restore (backups/outgoingHold.ts): alert when it stays on where the database is the one in service. */
new client.Gauge({
  name: 'moveday_outgoing_held_since_timestamp_seconds',
  help: 'When outgoing mail and webhook deliveries began to be held after a restore (Unix time); 0 when they go out',
  async collect() {
    try {
      this.set(((await readHold())?.since.getTime() ?? 0) / 1000);
    } catch (err) {
      logger.warn({ err }, 'the hold on outgoing work could not be read for the metrics');
    }
  },
});

const routeLabels = new WeakMap<object, string>();

/**
 * A request's route as a bounded label: the matched route's template in the contract's form
 * (`/api/admin/orders/{id}`), never the URL with its ids. Requests that match no route get one
 * label each for the docs, the console and the site, and `unmatched` under /api, which also
 * counts a body refused before routing (malformed JSON, too large, unstorable text).
 */
function routeLabel(req: Request): string {
  const route = (req as { route?: { path?: unknown } }).route;
  if (route && typeof route.path === 'string') {
    // Worded once per route (each route lives in one router, so under one base URL), not per request.
    let label = routeLabels.get(route);
    if (label === undefined) routeLabels.set(route, (label = `${req.baseUrl}${route.path}`.replace(/:(\w+)/g, '{$1}')));
    return label;
  }
  const path = req.originalUrl;
  if (path === '/api/docs' || path.startsWith('/api/docs/')) return '/api/docs';
  if (path === '/api' || path.startsWith('/api/') || path.startsWith('/api?')) return 'unmatched';
  if (path === '/admin' || path.startsWith('/admin/') || path.startsWith('/admin?')) return '/admin/*';
  return '/*';
}

/** Counts and times every answered request. */
export const countRequests: RequestHandler = (req, res, next) => {
  const stop = requestSeconds.startTimer();
  res.once('finish', () => {
    const labels = { method: req.method, route: routeLabel(req), status: String(res.statusCode) };
    stop(labels);
    requests.inc(labels);
  });
  next();
};

/** Compares digests, so neither the token's length nor its first wrong character shows in the timing. */
const sameToken = (given: string, expected: string) =>
  crypto.timingSafeEqual(crypto.createHash('sha256').update(given).digest(), crypto.createHash('sha256').update(expected).digest());

/** `GET /api/metrics`: the Prometheus text format, for the holder of `Authorization: Bearer <METRICS_TOKEN>`. */
export function metricsEndpoint(token: string): RequestHandler {
  return async (req, res, next) => {
    const [scheme, given] = (req.get('authorization') ?? '').split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !given || !sameToken(given, token)) {
      res.set('WWW-Authenticate', 'Bearer realm="metrics"');
      next(unauthorized('metricsTokenRequired'));
      return;
    }
    try {
      const text = await registry.metrics();
      res.set('Content-Type', registry.contentType).set('Cache-Control', 'no-store').send(text);
    } catch (err) {
      next(err);
    }
  };
}
