import fs from 'node:fs/promises';
import { expect } from 'chai';
import { ErrorCode, Messages } from '@moveday/openapi';
import { expectError, runDatabaseUrl } from './support/app.js';
import { bookAsNewCustomer, type BookedCustomer } from './support/booking.js';
import { Mailbox, SilentSmtp } from './support/mailbox.js';
import { freePort } from './support/ports.js';
import { createDatabaseOn, openTempDir, type TestDatabase } from './support/postgres.js';
import { callServer, loginTo, startServerProcess, type ServerProcess } from './support/serverProcess.js';
import { checkedFetch } from './support/contract.js';

const METRICS_TOKEN = 'mail-outage-metrics-token';

/**
 * A server process on a database of its own (so no other server works its queue), mailing to a
 * port the test controls: nothing there, a server that never answers, or a real mailbox. Each SMTP
 * step may take 3 s (not shorter: on a busy machine a good send may take a second).
 */
class OutageServer {
  smtpPort = 0;
  server!: ServerProcess;
  private admin = '';
  private database?: TestDatabase;
  private dataDir?: string;

  async start(env: NodeJS.ProcessEnv): Promise<void> {
    this.database = await createDatabaseOn(runDatabaseUrl());
    this.dataDir = await openTempDir('moveday-mail-outage-');
    this.smtpPort = await freePort();
    this.server = await startServerProcess({
      dataDir: this.dataDir,
      port: await freePort(),
      databaseUrl: this.database.url,
      env: { NODE_ENV: 'test', SMTP_URL: `smtp://127.0.0.1:${this.smtpPort}`, MAIL_TIMEOUT_SECONDS: '3', METRICS_TOKEN, ...env },
    });
    this.admin = ((await (await loginTo(this.server.url)).json()) as { token: string }).token;
  }

  async stop(): Promise<void> {
    const { server } = this;
    if (server && server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await this.database?.drop();
    if (this.dataDir) await fs.rm(this.dataDir, { recursive: true, force: true });
  }

  book(): Promise<BookedCustomer> {
    return bookAsNewCustomer((path, body) => callServer(this.server, 'POST', path, body), 'outage');
  }

  call(method: string, path: string, body?: unknown) {
    return callServer(this.server, method, path, body, this.admin);
  }

  /** The mail to `email`, once the list shows it in `state`. */
  async mailTo(email: string, state: string, subject = ''): Promise<any> {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const list = await this.call('GET', `/api/admin/mails?filter=${encodeURIComponent(JSON.stringify({ q: email }))}`);
      const found = list.body.find((m: any) => m.state === state && m.subject.includes(subject));
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no ${state} mail to ${email}: ${JSON.stringify(list.body)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

/** Retries after 1-2 s, then 2-4 s, then the mail has failed: a day of retries in seconds. */
describe('Mail while the mail server is away', function () {
  this.timeout(180_000);
  const outage = new OutageServer();
  const mailTo = (email: string, state: string, subject?: string) => outage.mailTo(email, state, subject);
  const book = () => outage.book();

  before(() => outage.start({ MAIL_FIRST_RETRY_SECONDS: '1', MAIL_RETRIES: '2' }));
  after(() => outage.stop());

  it('when the mail server takes connections and never answers, then a booking answers without waiting for it, and its mail goes out once it answers again', async () => {
    const silent = new SilentSmtp();
    await silent.start(outage.smtpPort);
    let booked: BookedCustomer;
    try {
      booked = await book();
      const retrying = await mailTo(booked.email, 'retrying');
      expect(retrying.lastError, 'what went wrong').to.match(/greeting|timeout/i);
      expect(retrying).to.include({ moveID: booked.moveID, canResend: false });
    } finally {
      await silent.stop();
    }
    const mailbox = new Mailbox();
    await mailbox.start(outage.smtpPort);
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
    const booked = await book();
    const failed = await mailTo(booked.email, 'failed');
    expect(failed).to.include({ attempts: 3, canResend: true, moveID: booked.moveID });
    expect(failed.lastError).to.match(/ECONNREFUSED/);
    const metrics = await (await checkedFetch(`${outage.server.url}/api/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
    expect(metrics, 'the failed job in the metrics').to.match(/^moveday_jobs\{queue="mail",state="failed"\} [1-9]\d*$/m);
    const mailbox = new Mailbox();
    await mailbox.start(outage.smtpPort);
    try {
      const resent = await outage.call('POST', `/api/admin/mails/${failed.id}/resend`, {});
      expect(resent.status, JSON.stringify(resent.body)).to.equal(200);
      expect(resent.body).to.include({ id: failed.id, state: 'queued', canResend: false });
      await mailbox.waitFor(booked.email, (m) => m.subject.includes(booked.moveID), 60_000);
      expect((await mailTo(booked.email, 'sent')).attempts, 'the attempts go on counting').to.equal(4);
      expectError(await outage.call('POST', `/api/admin/mails/${failed.id}/resend`, {}), 409, ErrorCode.mailNotResendable);
    } finally {
      await mailbox.stop();
    }
  });

  it('when a reset link could not be mailed, then its link is not kept and it cannot be sent again: the customer asks for a new one', async () => {
    const booked = await book();
    expect((await outage.call('POST', '/api/password/forgot', { email: booked.email })).status).to.equal(200);
    const failed = await mailTo(booked.email, 'failed', 'password');
    expect(failed.canResend).to.equal(false);
    expect((await outage.call('GET', `/api/admin/mails/${failed.id}`)).body.text).to.equal(null);
    expectError(await outage.call('POST', `/api/admin/mails/${failed.id}/resend`, {}), 409, ErrorCode.mailNotResendable, Messages.mailSecretDiscarded);
  });
});

/** Retries far apart (the first after 10 to 20 minutes), as in production after a long outage. */
describe('Mail when the mail server comes back', function () {
  this.timeout(180_000);
  const outage = new OutageServer();

  before(() => outage.start({ MAIL_FIRST_RETRY_SECONDS: '600' }));
  after(() => outage.stop());

  it('when a mail gets through after failures, then the mails waiting for their retry go at once, not at the end of their waits', async () => {
    const silent = new SilentSmtp();
    await silent.start(outage.smtpPort);
    const waiting: BookedCustomer[] = [];
    try {
      for (let i = 0; i < 2; i++) waiting.push(await outage.book());
      for (const booked of waiting) expect((await outage.mailTo(booked.email, 'retrying')).attempts).to.equal(1);
    } finally {
      await silent.stop();
    }
    const mailbox = new Mailbox();
    await mailbox.start(outage.smtpPort);
    try {
      // A new mail goes out at once; the two waiting are due in 10 minutes or more, and leave with it.
      const fresh = await outage.book();
      await mailbox.waitFor(fresh.email, () => true, 60_000);
      for (const booked of waiting) {
        await mailbox.waitFor(booked.email, (m) => m.subject.includes(booked.moveID), 60_000);
        expect((await outage.mailTo(booked.email, 'sent')).attempts, 'one failed attempt, then the one brought forward').to.equal(2);
      }
      await outage.server.waitForLog((line) => line.msg.startsWith('the mail server takes mail again'));
    } finally {
      await mailbox.stop();
    }
  });
});
