import { COMPANY_TIME_ZONE } from '@moveday/openapi';
import type { Config } from '../config.js';
import { defineQueue, type QueueDefinition } from '../jobs.js';
import { lastGoodBackup, pruneBackups, takeBackup, type LastGoodBackup } from './takeBackup.js';

/**
 * The nightly backup: a job of the queue `backups` that pg-boss's timekeeper sends at
 * BACKUP_AT in the company's time zone, worked by one server (whichever fetches it), which writes
 * the file into its BACKUP_DIR and keeps the newest BACKUP_KEEP of the night's.
 */
export function nightlyBackupQueue(config: Config, databaseUrl: string): QueueDefinition<object> {
  const at = config.nightlyBackupAt;
  return defineQueue(
    // A failed backup is tried again twice, 10 and 20 minutes later; one still running after 6 hours is taken as lost.
    { name: 'backups', retry: { retries: 2, firstRetrySeconds: 600, attemptSeconds: 6 * 3600 } },
    {
      batchSize: 1,
      schedule: at ? { cron: `${at.minute} ${at.hour} * * *`, timeZone: COMPANY_TIME_ZONE } : null,
      async handle() {
        await takeBackup(databaseUrl, config.backupDir, 'nightly');
        await pruneBackups(config.backupDir, config.backupKeep);
      },
    },
  );
}

/** A nightly backup is overdue when none has succeeded for this long (a night and some slack for retries). */
const OVERDUE_MS = 26 * 3_600_000;

export interface BackupStatus {
  /** When the last backup that succeeded was taken (any server, by hand or at night); null: none yet. */
  lastGoodAt: string | null;
  /** Whether a backup is taken every night (BACKUP_AT). */
  nightly: boolean;
  /** Nightly backups are on and none has succeeded in the last 26 hours (counted from this server's start at the earliest). */
  overdue: boolean;
}

export async function backupStatus(config: Config): Promise<BackupStatus & { bytes: number | null }> {
  return backupStatusOf(config, await lastGoodBackup());
}

/** The status given the last good backup, as lastGoodBackup reads it. */
export function backupStatusOf(config: Config, last: LastGoodBackup | null): BackupStatus & { bytes: number | null } {
  const nightly = config.nightlyBackupAt !== null;
  const since = Math.max(last?.at.getTime() ?? 0, Date.now() - process.uptime() * 1000);
  return { lastGoodAt: last?.at.toISOString() ?? null, nightly, overdue: nightly && Date.now() - since > OVERDUE_MS, bytes: last?.bytes ?? null };
}
