import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ConnectionAcquireTimeoutError, Sequelize } from 'sequelize';
import { TimeoutError } from 'sequelize-pool';
import type { Config } from './config.js';
import { startEmbeddedPostgres, StartupError } from './embeddedPostgres.js';
import { logger } from './logger.js';

export interface Database {
  sequelize: Sequelize;
  /** Where it is, for the job queue's own connections. */
  url: string;
  /** Closes the pool, then stops the embedded server if we started one. */
  close(): Promise<void>;
}

const EMBEDDED_DB_NAME = 'moveday';

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

/** The password of the embedded cluster is made once, at initdb, and kept beside its data. */
async function embeddedPassword(dataDir: string): Promise<{ password: string; isNew: boolean }> {
  const file = path.join(dataDir, 'postgres.secret');
  if (await exists(file)) return { password: (await fs.readFile(file, 'utf8')).trim(), isNew: false };
  const password = crypto.randomBytes(24).toString('base64url');
  await fs.writeFile(file, password, { mode: 0o600 });
  return { password, isNew: true };
}

async function startEmbedded(config: Config): Promise<{ url: string; stop: () => Promise<void> }> {
  await fs.mkdir(config.dataDir, { recursive: true, mode: 0o755 });
  const { password } = await embeddedPassword(config.dataDir);
  const server = await startEmbeddedPostgres({
    dataDir: config.dataDir,
    databaseDir: path.join(config.dataDir, 'pg'),
    port: config.embeddedPgPort,
    password,
    // TCP on loopback only; no socket directory that may not exist here.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
  });
  try {
    const client = new pg.Client({ host: '127.0.0.1', port: config.embeddedPgPort, user: 'postgres', password, database: 'postgres' });
    await client.connect();
    try {
      const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [EMBEDDED_DB_NAME]);
      if (found.rowCount === 0) await client.query(`CREATE DATABASE ${EMBEDDED_DB_NAME}`);
    } finally {
      await client.end();
    }
  } catch (err) {
    await server.stop();
    throw err;
  }
  logger.info({ port: config.embeddedPgPort, dataDir: config.dataDir }, 'embedded PostgreSQL started');
  return { url: embeddedUrl(config, password), stop: () => server.stop() };
}

const embeddedUrl = (config: Config, password: string) =>
  `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${config.embeddedPgPort}/${EMBEDDED_DB_NAME}`;

/**
 * The database for a command run beside the server (a backup): DATABASE_URL; else the embedded
 * one, through the server that runs it, or started for the command when no server runs.
 */
export async function reachDatabase(config: Config): Promise<{ url: string; close(): Promise<void> }> {
  if (config.databaseUrl) return { url: config.databaseUrl, close: async () => undefined };
  if (!(await exists(path.join(config.dataDir, 'postgres.secret')))) {
    throw new StartupError(`There is no embedded database in ${config.dataDir} (DATA_DIR): start the server once first, or set DATA_DIR or DATABASE_URL.`);
  }
  const { password } = await embeddedPassword(config.dataDir);
  const url = embeddedUrl(config, password);
  const probe = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  try {
    await probe.connect();
    await probe.end();
    return { url, close: async () => undefined };
  } catch (err) {
    await probe.end().catch(() => undefined);
    if ((err as NodeJS.ErrnoException).code !== 'ECONNREFUSED') throw err;
  }
  const embedded = await startEmbedded(config);
  return { url: embedded.url, close: embedded.stop };
}

export async function openDatabase(config: Config): Promise<Database> {
  const embedded = config.databaseUrl ? undefined : await startEmbedded(config);
  const url = config.databaseUrl ?? embedded!.url;
  const sequelize = new Sequelize(url, {
    dialect: 'postgres',
    logging: false,
    pool: { max: config.databasePoolSize, min: 0, idle: 10_000 },
    // A database host that does not answer at all fails a connect in 5 s (then a 503) instead of
    // holding every call until the pool's 60 s acquire timeout.
    // Names this server in pg_stat_activity, so an operator can tell which server holds what.
    dialectOptions: { connectionTimeoutMillis: 5_000, application_name: `moveday ${os.hostname()} ${process.pid}` },
    define: { underscored: true },
  });
  try {
    await sequelize.authenticate();
  } catch (err) {
    await embedded?.stop();
    throw err;
  }
  return {
    sequelize,
    url,
    async close() {
      await sequelize.close();
      await embedded?.stop();
    },
  };
}

let current: Sequelize | undefined;

export function setSequelize(sequelize: Sequelize): void {
  current = sequelize;
}

/** The one connection pool; modules define their models on it. */
export function db(): Sequelize {
  if (!current) throw new Error('Database not opened: call setSequelize() at start');
  return current;
}

interface PooledClient {
  query<Row>(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: Row[] }>;
}

/** Sequelize's pool itself (sequelize-pool), without replication. */
interface PoolOfClients {
  acquire(): Promise<PooledClient>;
  release(client: PooledClient): void;
}

/** A stable statement name for each SQL text (pg refuses one name for two texts). */
const statementNames = new Map<string, string>();
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = `s-${crypto.createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
    statementNames.set(text, name);
  }
  return name;
}

/**
 * For the busiest calls only (the health check, the quote's insert): a named prepared statement
 * on pg, on a connection of Sequelize's pool. PostgreSQL parses and plans it once per connection
 * instead of once per call, and none of Sequelize's per-query work (its Query object, hooks,
 * result shaping) is done; docs/performance.md has the figures. The connection is taken from the
 * pool itself: Sequelize's getConnection only adds its pool hooks (none are registered) and six
 * promises a call. Everything else goes through Sequelize. Rows come as pg gives them (columns by
 * their SQL names).
 */
export async function preparedQuery<Row>(text: string, values: unknown[] = []): Promise<Row[]> {
  const pool = (db().connectionManager as unknown as { pool: PoolOfClients }).pool;
  let client: PooledClient;
  try {
    client = await pool.acquire();
  } catch (err) {
    // As Sequelize words it, so the caller's answer is the same 503 (errors.ts).
    throw err instanceof TimeoutError ? new ConnectionAcquireTimeoutError(err) : err;
  }
  try {
    return (await client.query<Row>({ name: statementName(text), text, values })).rows;
  } finally {
    pool.release(client);
  }
}
