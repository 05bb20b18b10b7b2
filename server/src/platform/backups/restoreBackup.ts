import os from 'node:os';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { from as copyFrom } from 'pg-copy-streams';
import type { Sequelize } from 'sequelize';
import { migrate, migrationNames, migrator, MIGRATION_LOCK } from '../../migrations/index.js';
import { withAdvisoryLock } from '../advisoryLock.js';
import { logger } from '../logger.js';
import { readBackup, type BackupContents, type BackupHeader, type BackupQueue, type DatabaseCounts } from './backupFile.js';
import { countContents, describeCounts, MIGRATIONS_TABLE, publicTables, qualified, quoteIdent } from './catalog.js';
import { clearHoldAtRestore, holdOutgoing } from './outgoingHold.js';
import { JOBS_SECTION } from './takeBackup.js';

/** A restore that cannot go on; its message tells the operator why and what to do. Nothing was changed. */
export class RestoreRefused extends Error {}

export interface RestoreReport {
  /** When the backup's snapshot was taken. */
  takenAt: string;
  /** What the database holds now. */
  counts: DatabaseCounts;
  /** Migrations newer than the backup, applied after loading it. */
  migrated: string[];
  /** False when the backup's jobs could not go back (another version of the job queue): they are listed in the log. */
  jobsRestored: boolean;
  /** Whether outgoing work (mail, webhook deliveries) is held until an admin releases or drops it (outgoingHold.ts). */
  outgoingHeld: boolean;
}

/** The migration that made the hold's table: a backup taken before it gets the hold once brought up to date. */
const HOLD_MIGRATION = '0017-outgoing-hold';

/** The backup's migrations must be the first of ours: a backup from a newer MoveDay is restored by that version. */
function checkMigrations(header: BackupHeader): void {
  const known = migrationNames();
  const unknown = header.migrations.filter((name, i) => known[i] !== name);
  if (header.migrations.length === 0) throw new RestoreRefused('The backup holds no schema (no migration was applied in its database).');
  if (unknown.length > 0) {
    throw new RestoreRefused(
      `The backup was taken by a newer or different MoveDay (its schema has ${unknown.join(', ')}, which this one does not know): restore it with the version that took it.`,
    );
  }
}

/** Servers still connected to the database would write into it while it is replaced, or keep answering from what was there. */
async function refuseWhileServersRun(client: pg.ClientBase): Promise<void> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT DISTINCT application_name AS name FROM pg_stat_activity
      WHERE datname = current_database() AND pid <> pg_backend_pid() AND application_name LIKE 'moveday %' AND application_name NOT LIKE $1`,
    [`% ${os.hostname()} ${process.pid}`],
  );
  if (rows.length > 0) {
    throw new RestoreRefused(`MoveDay servers are connected to this database (${rows.map((r) => r.name).join('; ')}): stop every server first, then restore.`);
  }
}

/** Whether any table of ours holds a row; and what, for the message. */
async function existingData(client: pg.ClientBase): Promise<{ schema: boolean; rows: boolean; description?: string }> {
  const tables = await publicTables(client);
  if (tables.length === 0) return { schema: false, rows: false };
  for (const table of tables) {
    const { rows } = await client.query(`SELECT 1 FROM ${qualified('public', table)} LIMIT 1`);
    if (rows.length > 0) {
      const counts = await countContents(client).catch(() => undefined);
      return { schema: true, rows: true, description: counts ? describeCounts(counts) : `rows in ${table}` };
    }
  }
  return { schema: true, rows: false };
}

/** Each queue after its dead letter, which it names. */
function queuesInOrder(queues: BackupQueue[]): BackupQueue[] {
  const byName = new Map(queues.map((queue) => [queue.name, queue]));
  const ordered: BackupQueue[] = [];
  const place = (queue: BackupQueue, depth: number) => {
    if (ordered.includes(queue) || depth > queues.length) return;
    const deadLetter = queue.deadLetter ? byName.get(queue.deadLetter) : undefined;
    if (deadLetter) place(deadLetter, depth + 1);
    ordered.push(queue);
  };
  for (const queue of queues) place(queue, 0);
  return ordered;
}

/**
 * Makes pg-boss's schema (the version installed here) and the backup's queues, so that its jobs can
 * go back into their table. Answers whether they can: not when the backup's job queue has another
 * schema version than ours.
 */
async function prepareJobQueue(databaseUrl: string, jobQueue: NonNullable<BackupHeader['jobQueue']>): Promise<boolean> {
  const boss = new PgBoss({
    connectionString: databaseUrl,
    max: 2,
    schedule: false,
    supervise: false,
    application_name: `moveday restore ${os.hostname()} ${process.pid}`,
  });
  boss.on('error', (err: Error) => logger.warn({ err }, 'restore: the job queue'));
  await boss.start();
  try {
    const installed = (await boss.getDb().executeSql('SELECT version FROM pgboss.version', [])).rows[0] as { version: number } | undefined;
    if (installed?.version !== jobQueue.version) {
      logger.warn(
        { backup: jobQueue.version, installed: installed?.version },
        'restore: the backup comes from another version of the job queue; its jobs are not put back',
      );
      return false;
    }
    for (const queue of queuesInOrder(jobQueue.queues)) {
      await boss.createQueue(queue.name, {
        name: queue.name,
        ...(queue.policy ? { policy: queue.policy as PgBoss.QueuePolicy } : {}),
        ...(queue.retryLimit !== null ? { retryLimit: queue.retryLimit } : {}),
        ...(queue.retryDelay !== null ? { retryDelay: queue.retryDelay } : {}),
        ...(queue.retryBackoff !== null ? { retryBackoff: queue.retryBackoff } : {}),
        ...(queue.expireInSeconds !== null ? { expireInSeconds: queue.expireInSeconds } : {}),
        ...(queue.retentionMinutes !== null ? { retentionMinutes: queue.retentionMinutes } : {}),
        ...(queue.deadLetter ? { deadLetter: queue.deadLetter } : {}),
      });
    }
    return true;
  } finally {
    await boss.stop({ graceful: false, wait: true, close: true });
  }
}

/** Holds outgoing work, or (released) takes away a hold the backup carried from a held copy. */
const settleHold = (client: pg.ClientBase, release: boolean, file: string, takenAt: string) =>
  release ? clearHoldAtRestore(client) : holdOutgoing(client, file, takenAt);

/** Feeds a section's rows to a COPY FROM, in batches of about 64 kB, waiting when PostgreSQL is behind. */
async function copyRows(client: pg.ClientBase, target: string, columns: string[], rows: AsyncIterable<string>): Promise<void> {
  const stream = client.query(copyFrom(`COPY ${target} (${columns.map(quoteIdent).join(', ')}) FROM STDIN`));
  const done = new Promise<void>((resolve, reject) => {
    stream.on('finish', resolve);
    stream.on('error', reject);
  });
  let batch: string[] = [];
  let size = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    const text = `${batch.join('\n')}\n`;
    batch = [];
    size = 0;
    if (!stream.write(text)) await Promise.race([new Promise((resolve) => stream.once('drain', resolve)), done]);
  };
  try {
    for await (const row of rows) {
      batch.push(row);
      size += row.length + 1;
      if (size >= 65_536) await flush();
    }
    await flush();
    stream.end();
  } catch (err) {
    stream.destroy(err as Error);
    await done.catch(() => undefined);
    throw err;
  }
  await done;
}

/**
 * Restores a backup into the database of `sequelize`/`databaseUrl` (no server may be running on
 * it): checks the whole file first; refuses a database that holds data unless `force` (then
 * everything in it is replaced); migrates an empty schema to the backup's migration; loads every
 * table and the jobs still to run in one transaction; sets the sequences; then applies the
 * migrations newer than the backup. Outgoing work is held (mail and webhook deliveries wait for an
 * admin) unless `releaseOutgoing`, the disaster-recovery case. Answers what the database then holds.
 */
export async function restoreBackup(
  sequelize: Sequelize,
  databaseUrl: string,
  file: string,
  options: {
    force: boolean;
    /** Outgoing work goes out as soon as a server starts (the restored database is the one in service); else it is held. */
    releaseOutgoing?: boolean;
    /** The file's check, when the caller has just made it. */
    checked?: BackupContents;
  },
): Promise<RestoreReport> {
  const checked: BackupContents = options.checked ?? (await readBackup(file));
  const { header } = checked;
  checkMigrations(header);

  const client = new pg.Client({ connectionString: databaseUrl, application_name: `moveday restore ${os.hostname()} ${process.pid}` });
  // A connection lost between statements fails the next one (the transaction rolls back); unheard, it would end the process.
  client.on('error', (err) => logger.warn({ err }, 'restore: the database connection was lost'));
  await client.connect();
  try {
    await client.query('SET statement_timeout = 0; SET idle_in_transaction_session_timeout = 0');
    await refuseWhileServersRun(client);
    const existing = await existingData(client);
    if (existing.rows && !options.force) {
      throw new RestoreRefused(
        `The database already holds data (${existing.description}): restore will not overwrite it. Add --force to replace everything in it with the backup.`,
      );
    }
    if (existing.schema || options.force) {
      logger.info({ force: options.force }, 'restore: emptying the database');
      await client.query('DROP SCHEMA IF EXISTS pgboss CASCADE; DROP SCHEMA public CASCADE; CREATE SCHEMA public');
    }

    const last = header.migrations.at(-1)!;
    await withAdvisoryLock(sequelize, MIGRATION_LOCK, () => migrator(sequelize).up({ to: last }));
    const jobsRestored = header.jobQueue ? await prepareJobQueue(databaseUrl, header.jobQueue) : true;

    await client.query('BEGIN');
    try {
      await client.query('SET CONSTRAINTS ALL DEFERRED');
      await readBackup(file, async (section, rows) => {
        if (section.table === JOBS_SECTION) {
          if (jobsRestored) await copyRows(client, 'pgboss.job', section.columns, rows);
          return;
        }
        const [schema, table] = section.table.split('.') as [string, string];
        if (schema !== 'public' || table === MIGRATIONS_TABLE)
          throw new RestoreRefused(`The backup holds a section this MoveDay does not restore: ${section.table}.`);
        await copyRows(client, qualified(schema, table), section.columns, rows);
      });
      for (const sequence of header.sequences) {
        const [schema, name] = sequence.name.split('.') as [string, string];
        if (sequence.lastValue === null) await client.query('SELECT setval($1::regclass, 1, false)', [qualified(schema, name)]);
        else await client.query('SELECT setval($1::regclass, $2::bigint, true)', [qualified(schema, name), sequence.lastValue]);
      }
      // In the load's transaction, so no server ever finds the restored jobs without the hold; a
      // backup older than the hold's table gets it once the newer migrations have made it, below.
      if (header.migrations.includes(HOLD_MIGRATION)) await settleHold(client, options.releaseOutgoing ?? false, file, header.createdAt);
      await client.query('COMMIT');
    } catch (err) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw err;
    }

    const before = new Set((await client.query<{ name: string }>(`SELECT name FROM ${quoteIdent(MIGRATIONS_TABLE)}`)).rows.map((r) => r.name));
    await migrate(sequelize);
    const migrated = migrationNames().filter((name) => !before.has(name));
    if (migrated.includes(HOLD_MIGRATION)) await settleHold(client, options.releaseOutgoing ?? false, file, header.createdAt);
    const outgoingHeld = !options.releaseOutgoing;
    const counts = await countContents(client);
    logger.info({ file, takenAt: header.createdAt, counts, migrated, outgoingHeld }, 'backup restored');
    return { takenAt: header.createdAt, counts, migrated, jobsRestored, outgoingHeld };
  } finally {
    await client.end().catch(() => undefined);
  }
}
