import path from 'node:path';
import type pg from 'pg';
import { QueryTypes, type Transaction } from 'sequelize';
import { db } from '../database.js';

/**
 * The hold on outgoing work (issue 33). A backup holds the queue's waiting jobs; restored into a
 * copy (staging, a laptop), they would mail real customers and call real endpoints. So a restore
 * holds outgoing work unless told it is the disaster-recovery case: while the hold (one row of
 * `outgoing_hold`) is there, no server works the queues whose work reaches outside (mail, webhook
 * deliveries: `OutgoingWork` in jobs.ts); their jobs wait, new ones too, until an admin releases
 * them (they go) or drops them (marked not sent), in the console or with the API.
 */
export interface OutgoingHold {
  /** When the restore that set it ran. */
  since: Date;
  /** The restored backup's file name. */
  backupFile: string;
  /** When that backup was taken. */
  backupTakenAt: Date;
}

/** Sets the hold, at a restore (its own connection, in the load's transaction when the table is there). */
export async function holdOutgoing(client: pg.ClientBase, backupFile: string, backupTakenAt: string): Promise<void> {
  await client.query(
    `INSERT INTO outgoing_hold (held_since, backup_file, backup_taken_at) VALUES (now(), $1, $2)
     ON CONFLICT (only_row) DO UPDATE SET held_since = excluded.held_since, backup_file = excluded.backup_file, backup_taken_at = excluded.backup_taken_at`,
    [path.basename(backupFile), backupTakenAt],
  );
}

/** Takes away a hold the backup itself carried (taken on a held copy), at a restore that releases outgoing work. */
export async function clearHoldAtRestore(client: pg.ClientBase): Promise<void> {
  await client.query('DELETE FROM outgoing_hold');
}

/** The hold, or null when outgoing work goes out. */
export async function readHold(transaction?: Transaction): Promise<OutgoingHold | null> {
  const [row] = await db().query<OutgoingHold>(
    'SELECT held_since AS since, backup_file AS "backupFile", backup_taken_at AS "backupTakenAt" FROM outgoing_hold',
    { type: QueryTypes.SELECT, ...(transaction ? { transaction } : {}) },
  );
  return row ?? null;
}

/** Lifts the hold in `transaction`, locking it first: answers it, or null when there was none (another admin lifted it). */
export async function liftHold(transaction: Transaction): Promise<OutgoingHold | null> {
  const [row] = await db().query<OutgoingHold>(
    'DELETE FROM outgoing_hold RETURNING held_since AS since, backup_file AS "backupFile", backup_taken_at AS "backupTakenAt"',
    { type: QueryTypes.SELECT, transaction },
  );
  return row ?? null;
}
