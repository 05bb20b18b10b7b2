import type pg from 'pg';
import type { Sequelize } from 'sequelize';
import { logger } from './logger.js';

/** A PostgreSQL advisory lock: one number per database, and a name for the log. */
export interface AdvisoryLock {
  /** Below 2^31, so pg_locks shows it whole as `objid` (with `classid` 0). */
  key: number;
  name: string;
}

/**
 * Runs `work` while this process holds `lock`; another process that asks for it meanwhile waits.
 *
 * A session lock on one connection taken out of the pool for the whole step: the work itself runs
 * on the pool, in transactions of its own (no transaction stays open, so no
 * idle_in_transaction_session_timeout can end it and let a second server in half-way). The
 * connection is destroyed after, never handed back: it leaves no lock and no setting behind. A
 * crash ends the connection, and PostgreSQL releases the lock with it.
 */
export async function withAdvisoryLock<T>(sequelize: Sequelize, lock: AdvisoryLock, work: () => Promise<T>): Promise<T> {
  const connection = (await sequelize.connectionManager.getConnection({ type: 'write' })) as pg.ClientBase;
  let held = false;
  try {
    // The wait lasts as long as the holder's work does: a timeout set for requests must not cut it.
    await connection.query('SET statement_timeout = 0; SET lock_timeout = 0');
    const tried = await connection.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [lock.key]);
    if (!tried.rows[0]!.locked) {
      const holder = await connection.query<{ pid: number; application_name: string }>(
        `SELECT l.pid, a.application_name FROM pg_locks l LEFT JOIN pg_stat_activity a USING (pid)
          WHERE l.locktype = 'advisory' AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())
            AND l.classid = 0 AND l.objid = $1::bigint::oid AND l.objsubid = 1 AND l.granted`,
        [lock.key],
      );
      const since = Date.now();
      const { pid: holderPid, application_name: holderName } = holder.rows[0] ?? {};
      logger.info({ lock: lock.name, key: lock.key, holderPid, holderName }, `waiting for the ${lock.name} lock: another server holds it`);
      await connection.query('SELECT pg_advisory_lock($1)', [lock.key]);
      logger.info({ lock: lock.name, waitedMs: Date.now() - since }, `got the ${lock.name} lock`);
    }
    held = true;
    return await work();
  } finally {
    if (held) {
      await connection.query('SELECT pg_advisory_unlock($1)', [lock.key]).catch((err: unknown) => {
        logger.warn({ err, lock: lock.name }, `lost the ${lock.name} lock's connection: another server may have run beside this one`);
      });
    }
    await sequelize.connectionManager.destroyConnection(connection);
  }
}
