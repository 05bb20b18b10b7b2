import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { MIGRATION_LOCK } from '../../migrations/index.js';
import { preparedQuery } from '../database.js';
import { logger } from '../logger.js';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, BackupWriter, type BackupHeader, type BackupQueue, type BackupSectionHeader } from './backupFile.js';
import { copyColumns, countContents, MIGRATIONS_TABLE, publicTables, qualified, quoteIdent } from './catalog.js';

export type BackupTrigger = 'manual' | 'nightly';

export interface TakenBackup {
  file: string;
  bytes: number;
  header: BackupHeader;
  rows: Record<string, number>;
}

/** The job table's section: the jobs still to run; those done are history the queue keeps for itself. */
export const JOBS_SECTION = 'pgboss.job';

/** `moveday-2026-11-25T03-30-00Z.backup.gz`, `-nightly` before the extension for the night's. */
const BACKUP_NAME = /^moveday-(\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z)(?:-(\d+))?(-nightly)?\.backup\.gz$/;

export const isBackupName = (name: string) => BACKUP_NAME.test(name);

async function freeName(dir: string, at: Date, trigger: BackupTrigger): Promise<string> {
  const stamp = at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/:/g, '-');
  const suffix = trigger === 'nightly' ? '-nightly' : '';
  for (let n = 1; ; n += 1) {
    const file = path.join(dir, `moveday-${stamp}${n === 1 ? '' : `-${n}`}${suffix}.backup.gz`);
    const taken = await fs.access(file).then(
      () => true,
      () =>
        fs.access(`${file}.partial`).then(
          () => true,
          () => false,
        ),
    );
    if (!taken) return file;
  }
}

/** A job that was running when the snapshot was taken goes back as one to retry: its server may be the one that is lost. */
const jobColumnExpression = (column: string) => {
  if (column === 'state') return `CASE WHEN state = 'active' THEN 'retry'::pgboss.job_state ELSE state END`;
  if (column === 'started_on') return `CASE WHEN state = 'active' THEN NULL ELSE started_on END`;
  return quoteIdent(column);
};

async function jobQueueOf(client: pg.ClientBase): Promise<BackupHeader['jobQueue']> {
  const { rows } = await client.query<{ present: boolean }>(
    `SELECT to_regclass('pgboss.job') IS NOT NULL AND to_regclass('pgboss.version') IS NOT NULL AS present`,
  );
  if (!rows[0]!.present) return null;
  const version = (await client.query<{ version: number }>('SELECT version FROM pgboss.version')).rows[0]?.version;
  const queues = await client.query<BackupQueue>(
    `SELECT name, policy, retry_limit AS "retryLimit", retry_delay AS "retryDelay", retry_backoff AS "retryBackoff",
            expire_seconds AS "expireInSeconds", retention_minutes AS "retentionMinutes", dead_letter AS "deadLetter"
       FROM pgboss.queue ORDER BY name`,
  );
  return version === undefined ? null : { version, queues: queues.rows };
}

/**
 * Takes a backup of the database at `databaseUrl` while it is in use: one snapshot (a REPEATABLE
 * READ transaction) that every table is read in, so the file holds the database as it was at one
 * instant; writers go on meanwhile (readers and writers never block each other in PostgreSQL). A
 * migration cannot run during it: the backup holds the migration lock shared, as servers starting
 * up take it exclusively. Writes `dir/moveday-<time>.backup.gz`.
 */
export async function takeBackup(databaseUrl: string, dir: string, trigger: BackupTrigger): Promise<TakenBackup> {
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  const client = new pg.Client({ connectionString: databaseUrl, application_name: `moveday backup ${os.hostname()} ${process.pid}` });
  // A connection lost between statements (a database restart) fails the backup's next statement; unheard, it would end the process.
  client.on('error', (err) => logger.warn({ err }, 'backup: the database connection was lost'));
  await client.connect();
  const startedAt = new Date();
  let writer: BackupWriter | undefined;
  let file: string | undefined;
  try {
    // A backup of a big database takes what it takes: no timeout set for requests applies.
    await client.query('SET statement_timeout = 0; SET idle_in_transaction_session_timeout = 0');
    // Before the transaction: its snapshot is taken at its first statement, which must come after any migration.
    await client.query('SELECT pg_advisory_lock_shared($1)', [MIGRATION_LOCK.key]);
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    const tables = await publicTables(client);
    const jobQueue = await jobQueueOf(client);
    // Taken at once, so no table changes shape (or is dropped) while it is read.
    await client.query(`LOCK TABLE ${[...tables.map((t) => qualified('public', t)), ...(jobQueue ? ['pgboss.job'] : [])].join(', ')} IN ACCESS SHARE MODE`);
    const sections: BackupSectionHeader[] = [];
    for (const table of tables) sections.push({ table: `public.${table}`, columns: await copyColumns(client, 'public', table) });
    if (jobQueue) sections.push({ table: JOBS_SECTION, columns: await copyColumns(client, 'pgboss', 'job') });
    const header: BackupHeader = {
      format: BACKUP_FORMAT,
      version: BACKUP_FORMAT_VERSION,
      createdAt: (await client.query<{ now: Date }>('SELECT now()')).rows[0]!.now.toISOString(),
      postgresVersion: (await client.query<{ server_version: string }>('SHOW server_version')).rows[0]!.server_version,
      migrations: (await client.query<{ name: string }>(`SELECT name FROM ${quoteIdent(MIGRATIONS_TABLE)} ORDER BY name`)).rows.map((row) => row.name),
      jobQueue,
      sequences: (
        await client.query<{ name: string; lastValue: string | null }>(
          `SELECT schemaname || '.' || sequencename AS name, last_value::text AS "lastValue" FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1`,
        )
      ).rows,
      counts: await countContents(client),
      sections,
    };
    file = await freeName(dir, startedAt, trigger);
    writer = await BackupWriter.begin(file, header);
    const rows: Record<string, number> = {};
    for (const section of sections) {
      const columns = section.columns.map(quoteIdent).join(', ');
      const source =
        section.table === JOBS_SECTION
          ? `(SELECT ${section.columns.map(jobColumnExpression).join(', ')} FROM pgboss.job WHERE state IN ('created', 'retry', 'active'))`
          : `${qualified('public', section.table.slice('public.'.length))} (${columns})`;
      rows[section.table] = await writer.section(section.table, client.query(copyTo(`COPY ${source} TO STDOUT`)));
    }
    await client.query('COMMIT');
    await writer.finish();
    const { size } = await fs.stat(file);
    logger.info({ file, bytes: size, counts: header.counts, ms: Date.now() - startedAt.getTime() }, 'backup taken');
    await recordBackup(client, { trigger, file, startedAt, bytes: size, counts: header.counts });
    return { file, bytes: size, header, rows };
  } catch (err) {
    await writer?.abandon();
    const message = err instanceof Error ? err.message : String(err);
    logger.error({ err, trigger }, 'backup failed');
    await client.query('ROLLBACK').catch(() => undefined);
    await recordBackup(client, { trigger, file: file ?? dir, startedAt, error: message }).catch(() => undefined);
    throw err;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function recordBackup(
  client: pg.ClientBase,
  backup: { trigger: BackupTrigger; file: string; startedAt: Date; bytes?: number; counts?: object; error?: string },
): Promise<void> {
  // A database of a MoveDay from before backups (0014) has nowhere to record it; the file is what counts.
  if (!(await client.query<{ present: boolean }>(`SELECT to_regclass('backups') IS NOT NULL AS present`)).rows[0]!.present) return;
  await client.query(`INSERT INTO backups (trigger, file, started_at, bytes, counts, error) VALUES ($1, $2, $3, $4, $5, $6)`, [
    backup.trigger,
    backup.file,
    backup.startedAt,
    backup.bytes ?? null,
    backup.counts ? JSON.stringify(backup.counts) : null,
    backup.error ?? null,
  ]);
}

/**
 * Keeps the newest `keep` nightly backups in `dir` and deletes the older ones; a backup taken by
 * hand is never deleted. Also clears partial files a crash left more than a day ago.
 */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  // Newest first: by time, then by the number a second backup in the same second took.
  const nightly = names
    .map((name) => ({ name, found: BACKUP_NAME.exec(name) }))
    .filter(({ found }) => found?.[3])
    .sort((a, b) => b.found![1]!.localeCompare(a.found![1]!) || Number(b.found![2] ?? 1) - Number(a.found![2] ?? 1))
    .map(({ name }) => name);
  const removed: string[] = [];
  for (const name of nightly.slice(keep)) {
    await fs.rm(path.join(dir, name), { force: true });
    removed.push(name);
  }
  const dayAgo = Date.now() - 86_400_000;
  for (const name of names.filter((n) => n.endsWith('.backup.gz.partial'))) {
    const stat = await fs.stat(path.join(dir, name)).catch(() => undefined);
    if (stat && stat.mtimeMs < dayAgo) await fs.rm(path.join(dir, name), { force: true });
  }
  if (removed.length > 0) logger.info({ removed, keep }, 'old nightly backups deleted');
  return removed;
}

/** The last backup that succeeded, for health and the metrics; null when none has. */
export interface LastGoodBackup {
  at: Date;
  bytes: number;
  file: string;
}

export async function lastGoodBackup(): Promise<LastGoodBackup | null> {
  const [row] = await preparedQuery<{ finished_at: Date; bytes: string; file: string }>(
    `SELECT finished_at, bytes::text AS bytes, file FROM backups WHERE error IS NULL ORDER BY finished_at DESC LIMIT 1`,
  );
  return row ? { at: row.finished_at, bytes: Number(row.bytes), file: row.file } : null;
}
