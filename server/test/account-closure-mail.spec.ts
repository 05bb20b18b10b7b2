import fs from 'node:fs/promises';
import { expect } from 'chai';
import pg from 'pg';
import { runDatabaseUrl, type ApiAnswer } from './support/app.js';
import { bookAsNewCustomer } from './support/booking.js';
import { Mailbox } from './support/mailbox.js';
import { freePort } from './support/ports.js';
import { createDatabaseOn, openTempDir, type TestDatabase } from './support/postgres.js';
import { callServer, loginTo, startServerProcess, type ServerProcess } from './support/serverProcess.js';
import { until } from './support/waiting.js';

/**
 * Closing an account while its mails wait for the mail server (issue 21): a server process on a
 * database of its own, mailing to a port the test controls (nothing there, then a real mailbox),
 * with retries far apart as in production after an outage.
 */
describe('Closing an account while its mails are queued', function () {
  this.timeout(180_000);
  let database: TestDatabase;
  let dataDir: string;
  let smtpPort = 0;
  let server: ServerProcess;
  let admin = '';

  const send = (method: string, path: string, body?: unknown, token?: string): Promise<ApiAnswer> => callServer(server, method, path, body, token);
  async function query<R extends pg.QueryResultRow = any>(text: string, values: unknown[] = []): Promise<R[]> {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      return (await client.query<R>(text, values)).rows;
    } finally {
      await client.end();
    }
  }

  before(async () => {
    database = await createDatabaseOn(runDatabaseUrl());
    dataDir = await openTempDir('moveday-closure-mail-');
    smtpPort = await freePort();
    server = await startServerProcess({
      dataDir,
      port: await freePort(),
      databaseUrl: database.url,
      env: { NODE_ENV: 'test', SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_TIMEOUT_SECONDS: '3', MAIL_FIRST_RETRY_SECONDS: '600' },
    });
    admin = ((await (await loginTo(server.url)).json()) as { token: string }).token;
  });

  after(async () => {
    if (server && server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await database?.drop();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('when the account closes while mails to it wait for the mail server, then they are dropped and never delivered once it is back', async () => {
    const booked = await bookAsNewCustomer((path, body) => send('POST', path, body), 'dropped');
    const token = ((await send('POST', '/api/loginRoute', { loginEmail: booked.email, loginPassword: booked.password })).body as { token: string }).token;
    const cancelled = await send('POST', `/api/customer/orders/${booked.orderId}/cancel`, { reason: 'plansChanged' }, token);
    expect(cancelled.status, JSON.stringify(cancelled.body)).to.equal(200);
    // The booking's mail has failed once and waits ten minutes or more; the cancellation's is queued or waits too.
    const waiting = await until(
      'both mails tried and waiting',
      async () => {
        const rows = await query<{ id: string; state: string }>('SELECT id, state FROM mails WHERE to_address = $1', [booked.email]);
        return rows.length === 2 && rows.every((row) => row.state === 'retrying') ? rows : undefined;
      },
      60_000,
      100,
    );

    const closed = await send('POST', '/api/account/close', { password: booked.password }, token);
    expect(closed.status, JSON.stringify(closed.body)).to.equal(200);
    const placeholder = (await query<{ email: string }>("SELECT email FROM users WHERE closed_at IS NOT NULL AND email LIKE 'closed-%'"))[0]!.email;
    const dropped = await query('SELECT id, state, to_address, text_body, last_error FROM mails WHERE id = ANY($1::uuid[]) ORDER BY created_at', [
      waiting.map((row) => row.id),
    ]);
    for (const mail of dropped)
      expect(mail).to.include({ state: 'failed', to_address: placeholder, text_body: null, last_error: 'Dropped: the account was closed' });

    const mailbox = new Mailbox();
    await mailbox.start(smtpPort);
    try {
      // A new mail goes out at once, and brings the waiting ones forward (the relay is back): theirs run, and send nothing.
      const other = await bookAsNewCustomer((path, body) => send('POST', path, body), 'other');
      await mailbox.waitFor(other.email, (m) => m.subject.includes(other.moveID), 60_000);
      await until(
        "the dropped mails' jobs to have run",
        async () => {
          const jobs = await query<{ state: string }>("SELECT state::text FROM pgboss.job WHERE name = 'mail' AND data->>'mailId' = ANY($1::text[])", [
            waiting.map((row) => row.id),
          ]);
          return jobs.length === waiting.length && jobs.every((job) => job.state === 'completed') ? jobs : undefined;
        },
        60_000,
        100,
      );
      expect(mailbox.to(booked.email), 'nothing delivered to the closed address').to.deep.equal([]);
      expect(mailbox.to(placeholder)).to.deep.equal([]);
      const after = await query('SELECT state, attempts FROM mails WHERE id = ANY($1::uuid[])', [waiting.map((row) => row.id)]);
      expect(after.map((row) => row.state)).to.deep.equal(['failed', 'failed']);
      const resend = await send('POST', `/api/admin/mails/${waiting[0]!.id}/resend`, {}, admin);
      expect(resend.status, 'a dropped mail cannot be sent again').to.equal(409);
    } finally {
      await mailbox.stop();
    }
  });
});
