// Sending webhooks: the webhook queue, each job sending one stream's deliveries to its endpoint,
// and its dead letter, which turns the endpoint off and mails the admins.
import crypto from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { WEBHOOK_HEADERS } from '@moveday/openapi';
import type { Transaction } from 'sequelize';
import { getConfig, type Config } from '../../platform/config.js';
import { db } from '../../platform/database.js';
import { defineQueue, enqueue, retryWaitingNow, type QueueDefinition, type QueueName } from '../../platform/jobs.js';
import { logger } from '../../platform/logger.js';
import { webhookAttempts, webhookDeliverySeconds } from '../../platform/metrics.js';
import { queueMail } from '../mails/index.js';
import { adminEmails } from '../users/index.js';
import * as repo from './deliveriesRepository.js';
import { endpointTurnedOffMail } from './mails.js';
import { guardedLookup, literalRefusal, urlPolicy, type UrlPolicy } from './webhookUrl.js';
import { disableEndpoint } from './webhooksRepository.js';

/**
 * The webhook queue's job: carry one order's events to one endpoint, in order (the "stream"). Each
 * change writes its deliveries and one such job in its own transaction. A job sends the stream's
 * deliveries oldest first; one that fails fails the job, which the queue retries with a doubling
 * wait, while the stream's later deliveries wait behind it (jobs for the same stream find its next
 * delivery in another job's hands and leave it to that one). No attempt holds a database connection
 * while it waits for the receiver, so a slow receiver never slows the API.
 */
interface StreamJob {
  endpointId: string;
  stream: string;
  /** This job's own id: the delivery it has in hand names it, so its retries take that delivery up again. */
  jobId: string;
}

const WEBHOOK_QUEUE = 'webhook';

/** How long one job goes on sending a stream before it hands the rest to a new job. */
const drainSeconds = (config: Config) => 6 * config.webhookTimeoutSeconds;

/** The webhook queue's name and retry policy, from the configuration. */
const webhookJobs = (config: Config): QueueName<StreamJob> => ({
  name: WEBHOOK_QUEUE,
  retry: {
    retries: config.webhookRetries,
    firstRetrySeconds: config.webhookFirstRetrySeconds,
    // A job may send a few deliveries in a row (DRAIN_SECONDS); past this, it is taken as lost with its server.
    attemptSeconds: drainSeconds(config) + 4 * config.webhookTimeoutSeconds,
  },
});

/** The webhook queue, opened by server.ts with the job queue. */
export const webhookQueue = (config: Config): QueueDefinition<StreamJob> =>
  defineQueue(webhookJobs(config), {
    batchSize: 16,
    handle: sendStream,
    failed: streamFailedForGood,
    outgoing: { kind: 'webhookDeliveries', countWaiting: repo.countWaitingDeliveries, dropWaiting: repo.dropWaitingDeliveries },
  });

/** A new job to send the stream's waiting deliveries. */
export const newStreamJob = (endpointId: string, stream: string, transaction: Transaction) =>
  enqueue(webhookJobs(getConfig()), { endpointId, stream, jobId: crypto.randomUUID() }, transaction);

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" with the endpoint's secret>` (docs/integrations.md). */
export function signatureOf(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = crypto.createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}

const RESPONSE_KEPT = 1000;

/** What went wrong, for the log and the console, in a line. */
const describe = (err: unknown): string => (err instanceof Error ? err.message : String(err)).slice(0, 500);

/**
 * One attempt: POST the body, signed now, to the endpoint; 2xx is delivered, anything else (a
 * redirect is not followed) or no answer within the timeout is a failure. The address is checked on
 * the connection itself (guardedLookup), so no name can lead it to a refused address.
 */
export function attemptDelivery(out: repo.Outgoing, policy: UrlPolicy, timeoutMs: number): Promise<repo.AttemptOutcome> {
  const started = Date.now();
  const done = (statusCode: number | null, error: string | null, responseBody: string | null): repo.AttemptOutcome => ({
    statusCode,
    durationMs: Date.now() - started,
    error,
    responseBody,
  });
  let url: URL;
  try {
    url = new URL(out.url);
  } catch {
    return Promise.resolve(done(null, 'the address is not a URL', null));
  }
  const refused = literalRefusal(url, policy);
  if (refused) return Promise.resolve(done(null, refused.message, null));
  const body = Buffer.from(out.body, 'utf8');
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const request = client.request(url, {
      method: 'POST',
      lookup: guardedLookup(policy, url.protocol === 'http:'),
      headers: {
        'Content-Type': 'application/json',
        'Content-Length': body.length,
        'User-Agent': 'MoveDay-Webhooks/1.0',
        [WEBHOOK_HEADERS.signature]: signatureOf(out.secret, out.body, new Date()),
        [WEBHOOK_HEADERS.eventId]: out.eventId,
        [WEBHOOK_HEADERS.eventType]: out.eventType,
        [WEBHOOK_HEADERS.deliveryId]: out.id,
      },
    });
    const deadline = setTimeout(() => request.destroy(new Error(`no answer within ${timeoutMs / 1000} s`)), timeoutMs);
    const finish = (outcome: repo.AttemptOutcome) => {
      clearTimeout(deadline);
      resolve(outcome);
    };
    request.on('error', (err) => finish(done(null, describe(err), null)));
    request.on('response', (response) => {
      const status = response.statusCode ?? 0;
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        if (text.length < RESPONSE_KEPT) text += chunk;
        else response.destroy();
      });
      const settle = () => {
        const kept = text.slice(0, RESPONSE_KEPT) || null;
        const ok = status >= 200 && status < 300;
        finish(done(status, ok ? null : `the receiver answered ${status}${status >= 300 && status < 400 ? ' (redirects are not followed)' : ''}`, kept));
      };
      response.on('end', settle);
      response.on('close', settle);
      response.on('error', settle);
    });
    request.end(body);
  });
}

/** This server last brought an endpoint's waiting retries forward: a burst of successes does it once. */
const broughtForwardAt = new Map<string, number>();

/** An endpoint answers again after failing: its other streams' retries go now, not at the end of their doubled waits. */
async function endpointBack(endpointId: string): Promise<void> {
  const last = broughtForwardAt.get(endpointId) ?? 0;
  if (Date.now() - last < 5_000) return;
  broughtForwardAt.set(endpointId, Date.now());
  const count = await retryWaitingNow(WEBHOOK_QUEUE, { endpointId });
  if (count > 0) logger.info({ webhookId: endpointId, count }, 'a webhook endpoint answers again: its deliveries waiting for a retry are sent now');
}

/** When this server last cleared old deliveries: once an hour is plenty (any server may; the work is one DELETE). */
let forgottenAt = 0;

/** The log keeps WEBHOOK_KEEP_DAYS of deliveries: the bodies are whole orders, and a month-old snapshot is no use to send again. */
async function forgetOldDeliveries(keepDays: number): Promise<void> {
  if (Date.now() - forgottenAt < 3_600_000) return;
  forgottenAt = Date.now();
  const count = await repo.forgetDeliveriesBefore(keepDays);
  if (count > 0) logger.info({ count, keepDays }, 'old webhook deliveries forgotten');
}

/** The queue's job: the stream's deliveries, oldest first, until it is done or one fails (which fails the job, to be retried). */
async function sendStream({ endpointId, stream, jobId }: StreamJob): Promise<void> {
  const config = getConfig();
  const policy = urlPolicy();
  const until = Date.now() + drainSeconds(config) * 1000;
  await forgetOldDeliveries(config.webhookKeepDays);
  for (;;) {
    const out = await repo.takeNext(endpointId, stream, jobId);
    if (!out) return;
    const outcome = await attemptDelivery(out, policy, config.webhookTimeoutSeconds * 1000);
    await repo.recordAttempt(out.id, jobId, outcome);
    webhookAttempts.inc({ outcome: outcome.error === null ? 'delivered' : 'failed' });
    if (outcome.error !== null) {
      logger.warn(
        { webhookId: endpointId, deliveryId: out.id, event: out.eventType, attempt: out.attempts, error: outcome.error },
        'webhook not delivered; it will be tried again',
      );
      throw new Error(outcome.error);
    }
    webhookDeliverySeconds.observe((Date.now() - new Date(out.eventAt).getTime()) / 1000);
    logger.debug({ webhookId: endpointId, deliveryId: out.id, event: out.eventType, attempt: out.attempts, ms: outcome.durationMs }, 'webhook delivered');
    if (out.attempts > 1) await endpointBack(endpointId);
    if (Date.now() > until) {
      // Long enough: a new job carries the stream on, so that this one never outlives its time.
      await db().transaction((transaction) => newStreamJob(endpointId, stream, transaction));
      return;
    }
  }
}

/**
 * The dead letter: the job's last retry failed (about a day), or its last attempt was lost. The
 * delivery it had in hand fails for good, the endpoint is turned off and every admin is mailed,
 * in one transaction. A job that had no delivery in hand (the database was away) hands the stream
 * to a new job, so nothing waits without one.
 */
async function streamFailedForGood({ endpointId, stream, jobId }: StreamJob): Promise<void> {
  await db().transaction(async (transaction) => {
    const failed = await repo.failHead(endpointId, stream, jobId, transaction);
    if (!failed) {
      if ((await repo.waitingStreams(endpointId, transaction)).includes(stream)) await newStreamJob(endpointId, stream, transaction);
      return;
    }
    logger.error(
      { webhookId: endpointId, deliveryId: failed.id, event: failed.eventType, error: failed.lastError },
      'webhook delivery failed for good; the endpoint is turned off',
    );
    const reason = `A ${failed.eventType} delivery failed for good: ${failed.lastError ?? 'no answer'}`;
    if (await disableEndpoint(endpointId, reason.slice(0, 500), transaction)) await mailAdmins(endpointId, reason, transaction);
  });
}

async function mailAdmins(endpointId: string, reason: string, transaction: Transaction): Promise<void> {
  const { publicUrl } = getConfig();
  const endpoint = await repo.findEndpointUrl(endpointId, transaction);
  for (const to of await adminEmails()) await queueMail(endpointTurnedOffMail(to, endpointId, endpoint, reason, publicUrl), transaction);
}
