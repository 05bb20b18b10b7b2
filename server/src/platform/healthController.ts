import { Controller, Get, Response, Route, Tags } from '@tsoa/runtime';
import { backupStatusOf, type BackupStatus } from './backups/nightlyBackups.js';
import { lastGoodBackup, type LastGoodBackup } from './backups/takeBackup.js';
import { getConfig } from './config.js';
import { RETRY_AFTER_SECONDS } from './errors.js';
import { logger } from './logger.js';

/** A part the server needs to answer calls. */
export type Part = 'database';

export interface Health {
  /** `ok` when every part answers; `degraded` when one does not (the server itself is up). */
  status: 'ok' | 'degraded';
  database: 'ok' | 'unreachable';
  /** The parts that do not answer, by name; empty when all is well. */
  down: Part[];
  /** Seconds since the process started. */
  uptime: number;
  /** The database's backups; null while the database does not answer. Not a part: an old backup is no reason to take the server out of service. */
  backups: BackupStatus | null;
}

/** A database that does not answer in this time counts as down: a health check must not hang. */
const DATABASE_CHECK_MS = 3_000;

/**
 * One round trip, a prepared statement: reading the last good backup is also the proof that the
 * database answers (a second query for `SELECT 1` cost a quarter of the health check's
 * throughput). Undefined: the database does not answer. One promise and one timer, not a race:
 * a health check is the floor under every call (docs/performance.md).
 */
function readLastGoodBackup(): Promise<LastGoodBackup | null | undefined> {
  return new Promise((resolve) => {
    let answered = false;
    const noAnswer = (err: unknown) => {
      if (answered) return;
      answered = true;
      // Health is polled: the detail goes to the log at warn; the requests that fail log at error.
      logger.warn({ err }, 'health: the database does not answer');
      resolve(undefined);
    };
    const timer = setTimeout(() => noAnswer(new Error(`no answer within ${DATABASE_CHECK_MS} ms`)), DATABASE_CHECK_MS);
    lastGoodBackup().then(
      (backup) => {
        clearTimeout(timer);
        answered = true;
        resolve(backup);
      },
      (err: unknown) => {
        clearTimeout(timer);
        noAnswer(err);
      },
    );
  });
}

@Route('health')
@Tags('Operations')
export class HealthController extends Controller {
  /**
   * Whether the server is up and each part it needs answers. 503, with `Retry-After`, when a part
   * does not: `down` names it (today the one part is the database). Calls that need a part that
   * is down answer 503 with code 7014 until it is back; the server reconnects by itself. `backups`
   * says when the last good backup was taken and whether the nightly one is overdue.
   * @summary Health check
   */
  @Get()
  @Response<Health>(503, 'A part the server needs does not answer; `down` names it')
  public async health(): Promise<Health> {
    const lastBackup = await readLastGoodBackup();
    const database = lastBackup !== undefined ? 'ok' : 'unreachable';
    const down: Part[] = database === 'ok' ? [] : ['database'];
    if (down.length > 0) {
      this.setStatus(503);
      this.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    }
    const { bytes: _bytes, ...backups } = backupStatusOf(getConfig(), lastBackup ?? null);
    return {
      status: down.length === 0 ? 'ok' : 'degraded',
      database,
      down,
      uptime: Math.round(process.uptime()),
      backups: lastBackup === undefined ? null : backups,
    };
  }
}
