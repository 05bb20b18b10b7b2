import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import PgBoss from 'pg-boss';
import { QueryTypes, type Transaction } from 'sequelize';
import { readHold } from './backups/outgoingHold.js';
import { db } from './database.js';
import { logger } from './logger.js';

/**
 * The job queue: pg-boss 10 in the server's own database (schema `pgboss`). Work that may fail
 * and must not be lost (a mail; later a webhook) is a job, written in the transaction of the change
 * that caused it, so a rollback leaves no job and a commit always leaves one. Every server works
 * every queue; a job is fetched by one of them (SKIP LOCKED), retried with a doubling wait, and one
 * whose attempt outlives its time (its server died) is failed and retried by whichever server
 * looks next. pg-boss 10 because it keeps jobs, retries, expiry and dead letters in PostgreSQL
 * alone, takes the caller's transaction for a send, and its engines include Node 20 (11 and 12 do not).
 */

/** How a queue's jobs are tried: the settings every job of it is written with. */
export interface RetryPolicy {
  /** Retries after the first attempt; then the job has failed (and goes to its dead letter). */
  retries: number;
  /** The first retry's wait in seconds; each next one doubles it (with up to as much again at random). */
  firstRetrySeconds: number;
  /** An attempt still running after this long is taken as lost (its server died), failed and retried. */
  attemptSeconds: number;
}

/** A queue as its jobs are sent: its name and how they are tried (what `enqueue` takes). */
export interface QueueName<T extends object> {
  name: string;
  retry: RetryPolicy;
  /** Never set: ties the jobs' data to the queue, so `enqueue` checks what it is sent. */
  readonly data?: T;
}

/** How a server works a queue. */
export interface QueueWorker<T extends object> {
  /** Jobs fetched at once; each succeeds or fails on its own. */
  batchSize: number;
  /** Does one job; a throw fails this attempt. */
  handle(data: T): Promise<void>;
  /**
   * Told once a job has failed for good: its last retry threw, or its last attempt was lost. Runs
   * as a job of its own queue (`<name>-failed`, pg-boss's dead letter), so no server misses it.
   */
  failed?(data: T): Promise<void>;
  /**
   * A queue that runs on a clock (the nightly backup): a job is sent at each time the cron
   * expression names, in `timeZone`, by one server of all (pg-boss's timekeeper); null: none is
   * sent, and a schedule an earlier start set is taken away.
   */
  schedule?: { cron: string; timeZone: string } | null;
  /**
   * Work that reaches people or systems outside (a mail, a webhook call): held after a restore
   * (backups/outgoingHold.ts), when the queue is not worked and its jobs wait until an admin
   * releases or drops them.
   */
  outgoing?: OutgoingWork;
  /**
   * Work that can wait a little while the server is busy answering requests (drawing a receipt's
   * PDF holds the one JavaScript thread for milliseconds each): a batch starts once the thread was
   * less than half busy over a tenth of a second, or `seconds` after its oldest job fell due anyway.
   */
  yieldsToRequests?: { seconds: number };
}

/** What waits to go out, in the console's and the API's words. */
export type OutgoingKind = 'mails' | 'webhookDeliveries' | 'cardRefunds';

/** How a queue whose work reaches outside answers for what waits in it, while outgoing work is held. */
export interface OutgoingWork {
  kind: OutgoingKind;
  /** How many wait to go (not sent yet, not failed for good). */
  countWaiting(): Promise<number>;
  /** Marks every one waiting as not sent, with `reason`, in `transaction` (its jobs then find nothing to do): answers how many. */
  dropWaiting(reason: string, transaction: Transaction): Promise<number>;
}

/** A queue the server opens at start and works: its name, its retry policy and its worker. */
export type QueueDefinition<T extends object> = QueueName<T> & QueueWorker<T>;

/**
 * How every queue is declared: the name and policy its jobs are sent with (a module keeps them to
 * `enqueue`), and how it is worked. The composition root (compose.ts) collects the definitions.
 */
export const defineQueue = <T extends object>(queue: QueueName<T>, worker: QueueWorker<T>): QueueDefinition<T> => ({ ...queue, ...worker });

/** A timer's queue (an offer's reminder, a rating request): 8 retries from 30 seconds, an attempt lost after 2 minutes. */
export const TIMER_RETRY: RetryPolicy = { retries: 8, firstRetrySeconds: 30, attemptSeconds: 120 };

const deadLetterOf = (queue: QueueDefinition<object>) => (queue.failed ? `${queue.name}-failed` : undefined);

let boss: PgBoss | undefined;
let workers: QueueDefinition<object>[] = [];
/** The outgoing queues this server does not work while outgoing work is held, and the timer that looks for the hold's end. */
let held: { queues: QueueDefinition<object>[]; watch: NodeJS.Timeout } | undefined;
/** How often a server whose outgoing work is held looks whether an admin released it (on another server, perhaps). */
const HOLD_WATCH_MS = 3_000;
/**
 * How often each queue's worker looks for jobs when nobody woke it. This server wakes its own
 * worker for every job it writes (and a full batch fetches again at once), so a poll finds only
 * what falls due on a clock (a timer, a retry's wait) or what another server wrote: 2 s late at
 * most is soon enough for those. Each poll is a query, for each of a dozen queues and dead letters:
 * at 0.5 s they took an idle server 33 ms of CPU a second (17 at 2 s), beside PostgreSQL's share.
 */
const POLL_SECONDS = 2;
/** This server's worker of each queue, to wake when there is work (it polls every POLL_SECONDS otherwise). */
const workerIds = new Map<string, string>();

const wake = (queueName: string) => {
  const id = workerIds.get(queueName);
  if (id && boss) boss.notifyWorker(id);
};

// One line when the queue's database connection fails, one when work arrives again: not one per poll.
let failing = false;

const onError = (err: Error) => {
  if (failing) return;
  failing = true;
  logger.warn({ err }, 'the job queue cannot reach the database; it keeps trying');
};

export interface JobQueueOptions {
  databaseUrl: string;
  /** How often a server looks for jobs whose attempt outlived its time (one server does it per round). */
  maintenanceSeconds: number;
}

/**
 * Brings the queue's schema up to date and creates the queues. Run under the migration lock, so
 * servers starting together do not race on it; the workers start later (startWorkers).
 */
export async function openJobQueue(options: JobQueueOptions, queues: readonly QueueDefinition<object>[]): Promise<void> {
  boss = new PgBoss({
    connectionString: options.databaseUrl,
    application_name: `moveday jobs ${os.hostname()} ${process.pid}`,
    // The queue's own small pool beside Sequelize's: fetches, completions and maintenance.
    max: 4,
    maintenanceIntervalSeconds: options.maintenanceSeconds,
    // A failed job stays in the queue's table for a week, where the metrics count it.
    archiveFailedAfterSeconds: 7 * 86_400,
    // The timekeeper runs only where a queue is on a clock; it needs pg-boss's own queue for it (made at start).
    schedule: queues.some((queue) => queue.schedule),
  });
  boss.on('error', onError);
  await boss.start();
  for (const queue of queues) {
    const deadLetter = deadLetterOf(queue);
    // A dead letter must exist before the queue that names it.
    if (deadLetter) await boss.createQueue(deadLetter);
    await boss.createQueue(queue.name, { name: queue.name, ...(deadLetter ? { deadLetter } : {}) });
    if (queue.schedule) await boss.schedule(queue.name, queue.schedule.cron, {}, { tz: queue.schedule.timeZone, ...jobOptions(queue.retry) });
    else if (queue.schedule === null) await boss.unschedule(queue.name);
  }
  workers = [...queues];
}

function started(): PgBoss {
  if (!boss) throw new Error('Job queue not opened: call openJobQueue() at start');
  return boss;
}

/** How each job of a queue is tried, in pg-boss's words. */
const jobOptions = ({ retries, firstRetrySeconds, attemptSeconds }: RetryPolicy) => ({
  retryLimit: retries,
  retryDelay: firstRetrySeconds,
  retryBackoff: true,
  expireInSeconds: attemptSeconds,
  // Not started within two weeks (the queue stopped that long): the job expires rather than wait forever.
  retentionDays: 14,
});

/**
 * Sends pg-boss's SQL on the connection of the caller's transaction (Sequelize keeps it as the
 * transaction's `connection`), so the job commits or rolls back with the change. Straight to pg:
 * Sequelize's own bind parameters refuse the undefined values pg-boss passes for its defaults.
 */
const inTransaction = (transaction: Transaction): PgBoss.Db => ({
  executeSql: (text, values) => (transaction as unknown as { connection: pg.ClientBase }).connection.query(text, values),
});

/**
 * Writes a job in `transaction`; it becomes visible to the workers when that commits, or at
 * `startAfter` (a timer: an offer's reminder and expiry).
 */
export async function enqueue<T extends object>(queue: QueueName<T>, data: T, transaction: Transaction, startAfter?: Date): Promise<void> {
  const id = await started().send(queue.name, data, {
    ...jobOptions(queue.retry),
    ...(startAfter ? { startAfter } : {}),
    db: inTransaction(transaction),
  });
  if (!id) throw new Error(`The job queue ${queue.name} does not exist`);
  // Our own worker starts on it as soon as it is committed; the others find it at their next poll.
  transaction.afterCommit(() => wake(queue.name));
}

/** How busy the JavaScript thread may be for work that yields to requests to start, and how long each look at it is. */
const QUIET = { utilization: 0.5, lookMs: 100 };

/** The share of the next `ms` the JavaScript thread spends working (its event loop's utilization). */
async function threadUtilization(ms: number): Promise<number> {
  const before = performance.eventLoopUtilization();
  await sleep(ms);
  return performance.eventLoopUtilization(before).utilization;
}

/**
 * Waits for a quiet moment: a look (`utilization`, over QUIET.lookMs) that finds the thread less
 * than QUIET busy. Waits no longer than `until` (a time in ms), nor once the queue is closing.
 */
export async function quietMoment(until: number, utilization: (ms: number) => Promise<number> = threadUtilization): Promise<void> {
  const queue = boss;
  while (Date.now() < until && boss === queue) {
    if ((await utilization(QUIET.lookMs)) < QUIET.utilization) return;
  }
}

/** Works one queue, and its dead letter when it has one. */
async function workQueue(definition: QueueDefinition<object>): Promise<void> {
  const queue = started();
  const work = async (name: string, handle: (data: object) => Promise<void>) => {
    const options = { batchSize: definition.batchSize, pollingIntervalSeconds: POLL_SECONDS, includeMetadata: true as const };
    const id = await queue.work<object>(name, options, async (jobs) => {
      if (failing) {
        failing = false;
        logger.info('the job queue reaches the database again');
      }
      const yielding = definition.yieldsToRequests;
      if (yielding) await quietMoment(Math.min(...jobs.map((job) => job.startAfter.getTime())) + yielding.seconds * 1000);
      // Each job on its own: a failure fails that job (pg-boss then completes the rest).
      await Promise.all(
        jobs.map((job) =>
          handle(job.data).catch((err: unknown) =>
            queue.fail(name, job.id, { message: err instanceof Error ? err.message : String(err) }).catch((failErr: unknown) => onError(failErr as Error)),
          ),
        ),
      );
      // A full batch: more are likely waiting, so fetch again at once rather than after the poll's wait.
      if (jobs.length === definition.batchSize) wake(name);
    });
    workerIds.set(name, id);
  };
  await work(definition.name, (data) => definition.handle(data));
  const deadLetter = deadLetterOf(definition);
  if (deadLetter) await work(deadLetter, (data) => definition.failed!(data));
}

/**
 * Starts working every queue opened, and the dead letters of those that have them; while outgoing
 * work is held, all but the outgoing ones, which start when the hold is lifted (here, or seen
 * lifted by another server within HOLD_WATCH_MS).
 */
export async function startWorkers(): Promise<void> {
  const hold = await readHold();
  for (const definition of workers) {
    if (!(hold && definition.outgoing)) await workQueue(definition);
  }
  if (!hold) return;
  const queues = workers.filter((definition) => definition.outgoing);
  const waiting = await countOutgoing();
  logger.warn(
    { heldSince: hold.since, backupFile: hold.backupFile, backupTakenAt: hold.backupTakenAt, waiting },
    'outgoing work is held since the restore of a backup: no mail is sent and no webhook called until an admin releases it (or drops it) in the console, Mail',
  );
  const watch = setInterval(() => {
    readHold().then(
      (still) => (still ? undefined : workHeldQueues('seen lifted')),
      () => undefined, // the database is away: the next look tries again
    );
  }, HOLD_WATCH_MS);
  watch.unref();
  held = { queues, watch };
}

/** The hold is lifted: this server starts the outgoing queues it left alone. */
export async function workHeldQueues(why: 'released' | 'dropped' | 'seen lifted'): Promise<void> {
  const wasHeld = held;
  if (!wasHeld || !boss) return;
  held = undefined;
  clearInterval(wasHeld.watch);
  for (const definition of wasHeld.queues) await workQueue(definition);
  logger.info({ queues: wasHeld.queues.map((queue) => queue.name), why }, 'outgoing work is no longer held: mail and webhook deliveries go out');
}

/** What waits to go out, by kind, whether held or not. */
export async function countOutgoing(): Promise<Record<OutgoingKind, number>> {
  const counts: Record<OutgoingKind, number> = { mails: 0, webhookDeliveries: 0, cardRefunds: 0 };
  for (const definition of workers) {
    if (definition.outgoing) counts[definition.outgoing.kind] += await definition.outgoing.countWaiting();
  }
  return counts;
}

/**
 * Drops everything waiting to go out, in `transaction`: each outgoing queue marks its work not sent,
 * and its jobs still to run are deleted. Answers how many of each kind.
 */
export async function dropOutgoing(reason: string, transaction: Transaction): Promise<Record<OutgoingKind, number>> {
  const counts: Record<OutgoingKind, number> = { mails: 0, webhookDeliveries: 0, cardRefunds: 0 };
  for (const definition of workers) {
    if (!definition.outgoing) continue;
    counts[definition.outgoing.kind] += await definition.outgoing.dropWaiting(reason, transaction);
    await db().query(`DELETE FROM pgboss.job WHERE name = $1 AND state IN ('created', 'retry')`, { bind: [definition.name], transaction });
  }
  return counts;
}

/** Stops fetching, lets the jobs in hand finish (at most `timeoutMs`), closes the queue's pool. */
export async function closeJobQueue(timeoutMs: number): Promise<void> {
  const queue = boss;
  boss = undefined;
  workers = [];
  workerIds.clear();
  if (held) clearInterval(held.watch);
  held = undefined;
  if (!queue) return;
  await queue
    .stop({ graceful: true, wait: true, timeout: timeoutMs, close: true })
    .catch((err: unknown) => logger.warn({ err }, 'the job queue did not stop cleanly'));
}

/**
 * Brings every job of the queue that waits for a retry forward to now (pg-boss has no call for it:
 * its `job` table's `start_after` is when a job may be fetched again). For when what failed them
 * works again: they need not sit out the rest of their doubled waits; with `dataMatch`, only the
 * jobs whose data holds those fields (one webhook endpoint's). Answers how many.
 */
export async function retryWaitingNow(queueName: string, dataMatch?: Record<string, string>): Promise<number> {
  const [, result] = await db().query(
    `UPDATE pgboss.job SET start_after = now() WHERE name = $1 AND state = 'retry' AND start_after > now() AND ($2::jsonb IS NULL OR data @> $2::jsonb)`,
    { bind: [queueName, dataMatch ? JSON.stringify(dataMatch) : null] },
  );
  const count = (result as { rowCount?: number } | undefined)?.rowCount ?? 0;
  if (count > 0) wake(queueName);
  return count;
}

/** Jobs by queue and state (waiting: created or retry; active; failed), for the metrics at scrape time. */
export async function jobCounts(): Promise<{ queue: string; state: string; count: number }[]> {
  if (!boss) return [];
  return db().query<{ queue: string; state: string; count: number }>(
    `SELECT name AS queue, state::text AS state, count(*)::int AS count FROM pgboss.job
      WHERE state IN ('created', 'retry', 'active', 'failed') GROUP BY name, state`,
    { type: QueryTypes.SELECT },
  );
}
