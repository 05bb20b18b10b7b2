import fs from 'node:fs/promises';
import { expect } from 'chai';
import { ErrorCode, Messages } from '@moveday/openapi';
import { expectError, runDatabaseUrl } from './support/app.js';
import { bookAsNewCustomer, type BookedCustomer } from './support/booking.js';
import { Mailbox, SilentSmtp } from './support/mailbox.js';
import { freePort } from './support/ports.js';
import { createDatabaseOn, openTempDir, type TestDatabase } from './support/postgres.js';
import { callServer, loginTo, startServerProcess, type ServerProcess } from './support/serverProcess.js';

/** A call to the server process, in the shape `call` answers. */


const METRICS_TOKEN = 'mail-outage-metrics-token';

/**
 * A server process on a database of its own (so no other server works its queue), mailing to a
 * port the test controls: nothing there, a server that never answers, or a real mailbox. Its
 * waits are short, so a day of retries takes seconds: each SMTP step 3 s (not shorter: on a busy
 * machine a good send may take a second), retries after 1-2 s, then 2-4 s, then the mail has failed.
 */
describe('Mail while the mail server is away', function () {
  this.timeout(180_000);
  let database: TestDatabase;
  let dataDir: string;
  let smtpPort: number;
  let server: ServerProcess;
  let admin: string;

  /** The mail to `email`, once the list shows it in `state`. */
  async function mailTo(email: string, state: string, subject = ''): Promise<any> {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const list = await callServer(server, 'GET', `/api/admin/mails?filter=${encodeURIComponent(JSON.stringify({ q: email }))}`, undefined, admin);
      const found = list.body.find((m: any) => m.state === state && m.subject.includes(subject));
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no ${state} mail to ${email}: ${JSON.stringify(list.body)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  before(async () => {
    database = await createDatabaseOn(runDatabaseUrl());
    dataDir = await openTempDir('moveday-mail-outage-');
    smtpPort = await freePort();
    server = await startServerProcess({
      dataDir,
      port: await freePort(),
      databaseUrl: database.url,
      env: { NODE_ENV: 'test', SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_TIMEOUT_SECONDS: '3', MAIL_FIRST_RETRY_SECONDS: '1', MAIL_RETRIES: '2', METRICS_TOKEN: METRICS_TOKEN },
    });
    const signedIn = await loginTo(server.url);
    admin = ((await signedIn.json()) as { token: string }).token;
  });

  after(async () => {
    if (server && server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await database?.drop();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('when the mail server takes connections and never answers, then a booking answers without waiting for it, and its mail goes out once it answers again', async () => {
    const silent = new SilentSmtp();
    await silent.start(smtpPort);
    let booked: BookedCustomer;
    try {
      booked = await bookAsNewCustomer((path, body) => callServer(server, 'POST', path, body));
      const retrying = await mailTo(booked.email, 'retrying');
      expect(retrying.lastError, 'what went wrong').to.match(/greeting|timeout/i);
      expect(retrying).to.include({ moveID: booked.moveID, canResend: false });
    } finally {
      await silent.stop();
    }
    const mailbox = new Mailbox();
    await mailbox.start(smtpPort);
    try {
      const received = await mailbox.waitFor(booked.email, (m) => m.subject.includes(booked.moveID), 60_000);
      const sent = await mailTo(booked.email, 'sent');
      expect(sent.subject).to.equal(received.subject);
      expect(sent.attempts, 'a failed attempt, then the one that went out').to.be.at.least(2);
      expect(sent.lastError).to.equal(null);
      expect(mailbox.to(booked.email), 'delivered once').to.have.length(1);
    } finally {
      await mailbox.stop();
    }
  });

  it('when every retry fails, then the mail is marked failed with the last error, and an admin sends it again once the mail server is back', async () => {
    const booked = await bookAsNewCustomer((path, body) => callServer(server, 'POST', path, body));
    const failed = await mailTo(booked.email, 'failed');
    expect(failed).to.include({ attempts: 3, canResend: true, moveID: booked.moveID });
    expect(failed.lastError).to.match(/ECONNREFUSED/);
    const metrics = await (await fetch(`${server.url}/api/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
    expect(metrics, 'the failed job in the metrics').to.match(/^moveday_jobs\{queue="mail",state="failed"\} [1-9]\d*$/m);
    const mailbox = new Mailbox();
    await mailbox.start(smtpPort);
    try {
      const resent = await callServer(server, 'POST', `/api/admin/mails/${failed.id}/resend`, {}, admin);
      expect(resent.status, JSON.stringify(resent.body)).to.equal(200);
      expect(resent.body).to.include({ id: failed.id, state: 'queued', canResend: false });
      await mailbox.waitFor(booked.email, (m) => m.subject.includes(booked.moveID), 60_000);
      expect((await mailTo(booked.email, 'sent')).attempts, 'the attempts go on counting').to.equal(4);
      expectError(await callServer(server, 'POST', `/api/admin/mails/${failed.id}/resend`, {}, admin), 409, ErrorCode.mailNotResendable);
    } finally {
      await mailbox.stop();
    }
  });

  it('when a reset link could not be mailed, then its link is not kept and it cannot be sent again: the customer asks for a new one', async () => {
    const booked = await bookAsNewCustomer((path, body) => callServer(server, 'POST', path, body));
    expect((await callServer(server, 'POST', '/api/password/forgot', { email: booked.email })).status).to.equal(200);
    const failed = await mailTo(booked.email, 'failed', 'password');
    expect(failed.canResend).to.equal(false);
    expect((await callServer(server, 'GET', `/api/admin/mails/${failed.id}`, undefined, admin)).body.text).to.equal(null);
    expectError(await callServer(server, 'POST', `/api/admin/mails/${failed.id}/resend`, {}, admin), 409, ErrorCode.mailNotResendable, Messages.mailSecretDiscarded);
  });
});
