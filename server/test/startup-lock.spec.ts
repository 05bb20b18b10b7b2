import fs from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import pg from 'pg';
import { MIGRATION_LOCK } from '../src/migrations/index.js';
import { runDatabaseUrl } from './support/app.js';
import { freePort } from './support/ports.js';
import { createDatabaseOn, openTempDir, type TestDatabase } from './support/postgres.js';
import { killServer, loginTo, PROCESS_ADMIN, spawnServer, type LogLine, type ServerProcess } from './support/serverProcess.js';

const BANNER = 'MoveDay admin account created';
const listening = (line: LogLine) => line.msg.startsWith('MoveDay listening on');

/** The migration files, by name: what schema_migrations must end up holding, each once. */
async function migrationNames(): Promise<string[]> {
  const files = await fs.readdir(fileURLToPath(new URL('../src/migrations', import.meta.url)));
  return files
    .filter((file) => /^\d{4}-.+\.ts$/.test(file))
    .map((file) => file.replace(/\.ts$/, ''))
    .sort();
}

async function query<R extends pg.QueryResultRow>(url: string, text: string): Promise<R[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<R>(text)).rows;
  } finally {
    await client.end();
  }
}

describe('Servers starting together on one database', function () {
  this.timeout(180_000);
  let database: TestDatabase;
  const started: { server: ServerProcess; dataDir: string }[] = [];

  /** A server on the test's database with a DATA_DIR of its own, and no ADMIN_PASSWORD. */
  async function spawn(): Promise<ServerProcess> {
    const dataDir = await openTempDir('moveday-lock-');
    const server = spawnServer({ dataDir, port: await freePort(), databaseUrl: database.url, adminPassword: false });
    started.push({ server, dataDir });
    return server;
  }

  beforeEach(async () => {
    database = await createDatabaseOn(runDatabaseUrl());
  });

  afterEach(async () => {
    for (const { server, dataDir } of started.splice(0)) {
      await killServer(server, dataDir);
      await fs.rm(dataDir, { recursive: true, force: true });
    }
    await database.drop();
  });

  it('when four servers start at once on a fresh database, then one applies each migration and creates the admin, the others apply nothing, and all four serve', async () => {
    const servers = await Promise.all([spawn(), spawn(), spawn(), spawn()]);
    await Promise.all(servers.map((server) => server.waitForLog(listening)));

    const names = await migrationNames();
    const recorded = await query<{ name: string }>(database.url, 'SELECT name FROM schema_migrations ORDER BY name');
    expect(recorded.map((row) => row.name)).to.deep.equal(names);
    const migrated = servers.flatMap((server) => server.logLines().filter((line) => line.msg === 'migration' && line.event === 'migrated'));
    expect(migrated.map((line) => line.name).sort(), 'each migration applied by one server, once').to.deep.equal(names);
    const summaries = servers.map((server) =>
      server.logLines().find((line) => line.msg === 'migrations applied' || line.msg === 'database schema up to date')!,
    );
    expect(summaries.filter((line) => line.msg === 'migrations applied')).to.have.length(1);
    expect(summaries.filter((line) => line.msg === 'database schema up to date').map((line) => line.applied)).to.deep.equal([[], [], []]);

    const admins = await query<{ email: string }>(database.url, "SELECT email FROM users WHERE user_type = 'admin'");
    expect(admins).to.deep.equal([{ email: PROCESS_ADMIN.email }]);
    const banners = servers.filter((server) => server.output().includes(BANNER));
    expect(banners, 'the generated password printed by one server').to.have.length(1);
    expect(banners[0]!.output().split(BANNER)).to.have.length(2);
    const password = /password: (\S+)/.exec(banners[0]!.output())![1]!;
    for (const server of servers) expect((await loginTo(server.url, PROCESS_ADMIN.email, password)).status).to.equal(200);

    for (const server of servers) server.child.kill('SIGTERM');
    for (const server of servers) expect(await server.exited).to.deep.equal({ code: 0, signal: null });
  });

  it("when another holds the migration lock, then a starting server says it waits, touches nothing, and starts once the holder's connection ends as at a crash", async () => {
    const holder = new pg.Client({ connectionString: database.url, application_name: 'the test holding the lock' });
    await holder.connect();
    holder.on('error', () => undefined); // its connection is cut below, on purpose
    await holder.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK.key]);
    const holderPid = (await holder.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;

    const server = await spawn();
    const waiting = await server.waitForLog((line) => line.msg === 'waiting for the migration lock: another server holds it');
    expect(waiting).to.include({ key: MIGRATION_LOCK.key, holderPid, holderName: 'the test holding the lock' });
    expect(await query(database.url, "SELECT to_regclass('schema_migrations') AS t"), 'no migration begun').to.deep.equal([{ t: null }]);
    expect(server.logLines().some(listening)).to.equal(false);

    // A crashed holder's socket just closes: PostgreSQL ends its session and frees the lock.
    holder.connection.stream.destroy();
    await server.waitForLog(listening);
    expect(server.logLines().map((line) => line.msg)).to.include.members(['got the migration lock', 'migrations applied']);
    const recorded = await query<{ name: string }>(database.url, 'SELECT name FROM schema_migrations ORDER BY name');
    expect(recorded.map((row) => row.name)).to.deep.equal(await migrationNames());
    expect(server.output()).to.include(BANNER);
  });
});
