import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import { expect } from 'chai';
import { ErrorCode, Messages } from '@moveday/openapi';
import { expectError, runDatabaseUrl, uniqueEmail } from './support/app.js';
import { bookAsNewCustomer } from './support/booking.js';
import { Mailbox } from './support/mailbox.js';
import { addPartner } from './support/partners.js';
import { WebhookReceiver } from './support/receiver.js';
import { freePort } from './support/ports.js';
import { createDatabaseOn, openTempDir, type TestDatabase } from './support/postgres.js';
import { callServer, killServer, loginTo, startServerProcess, type ServerProcess } from './support/serverProcess.js';
import { until } from './support/waiting.js';

const ACCOUNT_LIMIT = 3;

/**
 * Two server processes on one PostgreSQL, as two containers behind a load balancer: the same
 * JWT_SECRET and settings, a data folder each, one mail server. Short mail waits (each SMTP step
 * 3 s, so an attempt is lost after 12 s), so a server's death is noticed in seconds. Not shorter: on a
 * busy machine a good send may take a second, and a retry would spoil the count of attempts.
 */
describe('Two servers on one database', function () {
  this.timeout(240_000);
  let database: TestDatabase;
  const dataDirs: string[] = [];
  const servers: ServerProcess[] = [];
  const mailbox = new Mailbox();
  const jwtSecret = crypto.randomBytes(32).toString('hex');

  async function startOne(): Promise<ServerProcess> {
    const dataDir = await openTempDir('moveday-two-servers-');
    dataDirs.push(dataDir);
    const server = await startServerProcess({
      dataDir,
      port: await freePort(),
      databaseUrl: database.url,
      env: {
        NODE_ENV: 'test',
        JWT_SECRET: jwtSecret,
        SMTP_URL: mailbox.url,
        MAIL_TIMEOUT_SECONDS: '3',
        MAIL_FIRST_RETRY_SECONDS: '1',
        // A webhook attempt is lost after 6 + 4 of these: a server's death is noticed in seconds.
        WEBHOOK_TIMEOUT_SECONDS: '2',
        AUTH_RATE_LIMIT: '100000',
        ACCOUNT_RATE_LIMIT: String(ACCOUNT_LIMIT),
      },
    });
    servers.push(server);
    return server;
  }

  /** The mails of the database as an admin of `server` lists them. */
  async function mails(server: ServerProcess, filter: Record<string, unknown>): Promise<any[]> {
    const token = ((await (await loginTo(server.url)).json()) as { token: string }).token;
    const answer = await callServer(server, 'GET', `/api/admin/mails?range=[0,499]&filter=${encodeURIComponent(JSON.stringify(filter))}`, undefined, token);
    expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
    return answer.body;
  }

  before(async () => {
    database = await createDatabaseOn(runDatabaseUrl());
    await mailbox.start();
  });

  after(async () => {
    for (const [i, server] of servers.entries()) await killServer(server, dataDirs[i]!);
    await mailbox.stop();
    await database?.drop();
    for (const dir of dataDirs) await fs.rm(dir, { recursive: true, force: true });
  });

  it('when a server dies while it sends a mail, then the other server sends that mail, once', async () => {
    const first = await startOne();
    const held = mailbox.holdNext();
    const booked = await bookAsNewCustomer((path, body) => callServer(first, 'POST', path, body));
    const arriving = await held;
    expect(arriving.subject, 'the first server was sending the booking mail').to.include(booked.moveID);
    first.child.kill('SIGKILL');
    await first.exited;

    const second = await startOne();
    const received = await mailbox.waitFor(booked.email, (m) => m.subject.includes(booked.moveID), 90_000);
    expect(received.subject).to.equal(arriving.subject);
    const mail = await until('the mail is listed as sent', async () => (await mails(second, { q: booked.email, state: 'sent' }))[0], 90_000, 100);
    expect(mail.attempts, "the dead server's attempt, then the other's").to.equal(2);
    expect(mailbox.to(booked.email), 'taken once: the first attempt was never answered').to.have.length(1);
  });

  it('when both servers run, then a booking made on one is listed by the other, and a limit spent on one is spent on the other', async () => {
    while (servers.filter((s) => s.child.exitCode === null && s.child.signalCode === null).length < 2) await startOne();
    const [one, other] = servers.filter((s) => s.child.exitCode === null && s.child.signalCode === null) as [ServerProcess, ServerProcess];

    const booked = await bookAsNewCustomer((path, body) => callServer(one, 'POST', path, body));
    const token = ((await (await loginTo(other.url)).json()) as { token: string }).token;
    const listed = await callServer(other, 'GET', `/api/admin/orders?filter=${encodeURIComponent(JSON.stringify({ q: booked.moveID }))}`, undefined, token);
    expect(
      listed.body.map((order: any) => order.moveID ?? order.moveId),
      JSON.stringify(listed.body),
    ).to.include(booked.moveID);

    const email = uniqueEmail('two-limits');
    for (let i = 0; i < ACCOUNT_LIMIT; i++)
      expect((await callServer(i % 2 ? other : one, 'POST', '/api/password/forgot', { email })).status, `call ${i + 1}`).to.equal(200);
    expectError(await callServer(one, 'POST', '/api/password/forgot', { email }), 429, ErrorCode.tooManyRequests, Messages.tooManyRequests);
    expectError(await callServer(other, 'POST', '/api/password/forgot', { email }), 429, ErrorCode.tooManyRequests, Messages.tooManyRequests);
  });

  it('when both servers work the queue, then every queued mail is sent exactly once', async () => {
    const running = servers.filter((s) => s.child.exitCode === null && s.child.signalCode === null);
    expect(running).to.have.length(2);
    // Letters only: it is the senders' last name (names take letters) and their addresses' label.
    const marker = `burst${Array.from(crypto.randomBytes(6), (b) => String.fromCharCode(97 + (b % 26))).join('')}`;
    const senders = Array.from({ length: 40 }, () => uniqueEmail(marker));
    await Promise.all(
      senders.map(async (useremail, i) => {
        const answer = await callServer(running[i % 2]!, 'POST', '/api/commercial_details', {
          fromlocation: 'Denver, CO',
          tolocation: 'Boulder, CO',
          firstname: 'Lee',
          lastname: marker,
          useremail,
          userphone: '3035550100',
          moredesc: `Office move ${i}`,
        });
        expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
      }),
    );
    // Each enquiry queues two mails: the acknowledgement to the sender, the enquiry to the company inbox (its subject names the sender).
    const sent = await until(
      'all 80 mails are sent',
      async () => {
        const ours = await mails(running[0]!, { q: marker });
        return ours.length === 80 && ours.every((m) => m.state === 'sent') ? ours : undefined;
      },
      90_000,
      100,
    );
    expect(
      sent.map((m) => m.attempts),
      'each tried once',
    ).to.deep.equal(sent.map(() => 1));
    for (const sender of senders) expect(mailbox.to(sender), `the acknowledgement to ${sender}`).to.have.length(1);
    expect(
      mailbox.all().filter((m) => m.subject.includes(marker)),
      'the enquiries to the company inbox',
    ).to.have.length(40);
  });

  it("when both servers work the webhook queue, then every event reaches the receiver, and each order's in the order it happened", async () => {
    const running = servers.filter((s) => s.child.exitCode === null && s.child.signalCode === null) as [ServerProcess, ServerProcess];
    expect(running).to.have.length(2);
    const receiver = new WebhookReceiver();
    await receiver.start();
    try {
      const [one, other] = running;
      const tokenOf = async (server: ServerProcess) => ((await (await loginTo(server.url)).json()) as { token: string }).token;
      const tokens = [await tokenOf(one), await tokenOf(other)];
      const endpoint = await callServer(one, 'POST', '/api/admin/webhooks', { url: receiver.url, events: ['order.booked', 'order.updated'] }, tokens[0]);
      expect(endpoint.status, JSON.stringify(endpoint.body)).to.equal(201);
      const partner = await addPartner((path, body, token) => callServer(other, 'POST', path, body, token), tokens[1]!, 'Twin');
      // Each order changes on one server, then the other, then the first: the events' order is the changes'.
      const orders = await Promise.all(
        Array.from({ length: 6 }, async (_, i) => {
          const booked = await bookAsNewCustomer((path, body) => callServer(running[i % 2]!, 'POST', path, body), 'twinhook');
          const steps: Array<[string, Record<string, unknown>]> = [
            ['/api/admin/assignpartner', { actualMoveDate: booked.preferred[0], partnerDatabaseID: partner.partnerID }],
            ['/api/admin/reassignpartner', { actualMoveDate: booked.preferred[1], partnerDatabaseID: partner.partnerID, assignmentState: 'offered' }],
            ['/api/admin/add_cancel_reason', { cancelReason: 'Plans changed' }],
          ];
          for (const [step, [path, body]] of steps.entries()) {
            const answer = await callServer(running[(i + step) % 2]!, 'POST', path, { moveDatabaseID: booked.orderId, ...body }, tokens[(i + step) % 2]);
            expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).to.equal(200);
          }
          return booked.orderId;
        }),
      );
      const eventsOf = (orderId: string) => {
        const seen = new Set<string>();
        return receiver.delivered().filter((e) => e.data.order.id === orderId && !seen.has(e.id) && seen.add(e.id));
      };
      await receiver.waitFor(() => orders.every((id) => eventsOf(id).length === 4), 'four events of each order', 90_000);
      for (const id of orders)
        expect(
          eventsOf(id).map((e) => e.data.change.action),
          `order ${id}`,
        ).to.deep.equal(['booked', 'partnerassigned', 'reassigned', 'cancelled']);
    } finally {
      await receiver.stop();
    }
  });

  it('when the servers die while one sends a webhook, then a server started after delivers it, marked as a second attempt', async () => {
    const receiver = new WebhookReceiver();
    await receiver.start();
    try {
      const running = servers.filter((s) => s.child.exitCode === null && s.child.signalCode === null);
      const token = ((await (await loginTo(running[0]!.url)).json()) as { token: string }).token;
      const endpoint = await callServer(running[0]!, 'POST', '/api/admin/webhooks', { url: receiver.url, events: ['order.booked'] }, token);
      expect(endpoint.status, JSON.stringify(endpoint.body)).to.equal(201);
      receiver.answerNext('hold');
      const booked = await bookAsNewCustomer((path, body) => callServer(running[0]!, 'POST', path, body), 'lostwebhook');
      await receiver.waitFor((r) => r.holding === 1, 'the held delivery', 60_000);
      for (const server of running) server.child.kill('SIGKILL');
      await Promise.all(running.map((server) => server.exited));
      const next = await startOne();
      await receiver.waitFor((r) => r.delivered().some((e) => e.data.order.id === booked.orderId), 'the booking delivered by the new server', 90_000);
      const again = ((await (await loginTo(next.url)).json()) as { token: string }).token;
      const filter = encodeURIComponent(JSON.stringify({ endpointId: endpoint.body.id }));
      const [delivery] = (await callServer(next, 'GET', `/api/admin/webhookdeliveries?filter=${filter}`, undefined, again)).body;
      expect(delivery).to.include({ state: 'delivered', attempts: 2, moveID: booked.moveID });
    } finally {
      await receiver.stop();
    }
  });
});
