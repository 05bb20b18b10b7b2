import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { expect } from 'chai';
import pg from 'pg';
import { Sequelize } from 'sequelize';
import { dayToIso, todayIn } from '@moveday/openapi';
import { BackupFileError, readBackup } from '../src/platform/backups/backupFile.js';
import { RestoreRefused, restoreBackup } from '../src/platform/backups/restoreBackup.js';
import { pruneBackups, takeBackup, type TakenBackup } from '../src/platform/backups/takeBackup.js';
import { migrationNames, migrator } from '../src/migrations/index.js';
import { runDatabaseUrl, uniqueEmail, type ApiAnswer } from './support/app.js';
import { bookAsNewCustomer, type BookedCustomer } from './support/booking.js';
import { denverDraft, withDraft } from './support/drafts.js';
import { addPartner } from './support/partners.js';
import { freePort } from './support/ports.js';
import { createDatabaseOn, openTempDir, type TestDatabase } from './support/postgres.js';
import { callServer, killServer, loginTo, startServerProcess, type ServerProcess } from './support/serverProcess.js';
import { until } from './support/waiting.js';
import { checkedFetch } from './support/contract.js';
import { Mailbox } from './support/mailbox.js';
import { WebhookReceiver } from './support/receiver.js';

const METRICS_TOKEN = 'backup-metrics-token-0123456789';
const serverDir = fileURLToPath(new URL('..', import.meta.url));
const execFileAsync = promisify(execFile);

/** Runs SQL on a database of the test's. */
async function query<R extends pg.QueryResultRow = any>(url: string, text: string, values: unknown[] = []): Promise<R[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<R>(text, values)).rows;
  } finally {
    await client.end();
  }
}

const ok = (answer: ApiAnswer, what: string) => expect(answer.status, `${what}: ${JSON.stringify(answer.body)}`).to.equal(200);

/** Runs one of the commands (src/backup.ts, src/restore.ts) as the operator does, with the settings given. */
async function command(script: string, args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number; stdout: string; stderr: string }> {
  const clean = { ...process.env };
  for (const name of ['DATABASE_URL', 'DATA_DIR', 'BACKUP_DIR', 'EMBEDDED_PG_PORT', 'LOG_LEVEL']) delete clean[name];
  try {
    const { stdout, stderr } = await execFileAsync(process.execPath, ['--import', 'tsx', script, ...args], { cwd: serverDir, env: { ...clean, ...env } });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const failed = err as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('Backups and restore', function () {
  this.timeout(300_000);
  const jwtSecret = crypto.randomBytes(32).toString('hex');
  const databases: TestDatabase[] = [];
  const dirs: string[] = [];
  const servers: [ServerProcess, string][] = [];
  const mailboxes: Mailbox[] = [];
  const receivers: WebhookReceiver[] = [];
  let source: ServerProcess;
  let sourceDb: TestDatabase;
  let backupDir: string;
  let adminToken: string;
  let backup: TakenBackup;

  async function newDatabase(): Promise<TestDatabase> {
    const database = await createDatabaseOn(runDatabaseUrl());
    databases.push(database);
    return database;
  }

  async function startOn(database: TestDatabase, env: NodeJS.ProcessEnv = {}): Promise<ServerProcess> {
    const dataDir = await openTempDir('moveday-backup-data-');
    dirs.push(dataDir);
    const server = await startServerProcess({
      dataDir,
      port: await freePort(),
      databaseUrl: database.url,
      env: { NODE_ENV: 'test', JWT_SECRET: jwtSecret, AUTH_RATE_LIMIT: '100000', ...env },
    });
    servers.push([server, dataDir]);
    return server;
  }

  const stop = async (server: ServerProcess) => {
    server.child.kill('SIGTERM');
    await server.exited;
  };

  before(async () => {
    sourceDb = await newDatabase();
    backupDir = await openTempDir('moveday-backups-');
    dirs.push(backupDir);
    source = await startOn(sourceDb, { BACKUP_AT: '03:30', BACKUP_KEEP: '2', BACKUP_DIR: backupDir, METRICS_TOKEN });
    adminToken = ((await (await loginTo(source.url)).json()) as { token: string }).token;
  });

  after(async () => {
    for (const [server, dataDir] of servers) await killServer(server, dataDir);
    for (const box of mailboxes) await box.stop();
    for (const receiver of receivers) await receiver.stop();
    for (const database of databases) await database.drop();
    for (const dir of dirs) await fs.rm(dir, { recursive: true, force: true });
  });

  /** What the API answers about everything the test made: the lists, each record, the dashboard's figures, a customer's own view. */
  async function answersOf(server: ServerProcess, made: { orders: string[]; partners: string[]; enquiries: string[]; customers: BookedCustomer[] }) {
    const admin = (p: string) => callServer(server, 'GET', p, undefined, adminToken);
    const answers: Record<string, unknown> = {};
    const keep = async (name: string, answer: Promise<ApiAnswer>) => {
      const got = await answer;
      ok(got, name);
      answers[name] = { body: got.body, total: got.headers.get('x-total-count') ?? got.headers.get('content-range') };
    };
    await keep('orders list', admin('/api/admin/orders?range=[0,99]'));
    await keep('orders counts', admin('/api/admin/orders/counts'));
    for (const id of made.orders) await keep(`order ${id}`, admin(`/api/admin/orders/${id}`));
    await keep('partners list', admin('/api/admin/partners?range=[0,99]'));
    for (const id of made.partners) await keep(`partner ${id}`, admin(`/api/admin/partners/${id}`));
    for (const id of made.enquiries) await keep(`enquiry ${id}`, admin(`/api/admin/enquiries/${id}`));
    for (const figure of [
      'dashboard',
      'currentorders',
      'totalusers',
      'pastorders',
      'conversionrate',
      'fetchopenordertotalamount',
      'fetchpastordertotalamount',
    ]) {
      await keep(figure, admin(`/api/admin/${figure}`));
    }
    for (const customer of made.customers) {
      const login = await (await loginTo(server.url, customer.email, customer.password)).json();
      expect(login, `${customer.email} signs in`).to.have.property('token');
      await keep(`${customer.email}'s orders`, callServer(server, 'POST', '/api/customer/allorders', {}, (login as { token: string }).token));
    }
    return answers;
  }

  const enquiriesOf = async (server: ServerProcess) => {
    const answer = await callServer(server, 'GET', '/api/admin/enquiries?range=[0,999]', undefined, adminToken);
    ok(answer, 'enquiries list');
    return answer.body as { id: string; email: string }[];
  };

  it('when a backup is taken while requests keep coming, then restored into a fresh database a server on it answers as the original did', async () => {
    // A database with orders in every status, partners, enquiries and history, made through the API.
    const send = (p: string, body: unknown, token?: string) => callServer(source, 'POST', p, body, token);
    const partners = [await addPartner(send, adminToken, 'Backup'), await addPartner(send, adminToken, 'Restore')];
    const booked = async (kind: 'fixed' | 'estimate' = 'fixed') =>
      bookAsNewCustomer(
        (p, body) => send(p, body),
        'backup',
        kind === 'estimate' ? withDraft((d) => (d.pickupTab2.heavyItemsToMove = { uprightpiano: 1 })) : denverDraft(),
      );
    const quoted = await send('/api/residential_details', denverDraft());
    ok(quoted, 'a quote');
    const estimate = await booked('estimate');
    const open = await booked();
    const assigned = await booked();
    const completed = await booked();
    const cancelled = await booked();
    const confirmedEstimate = await booked('estimate');
    const assign = (order: BookedCustomer, partner: string) =>
      send('/api/admin/assignpartner', { moveDatabaseID: order.orderId, actualMoveDate: order.preferred[0], partnerDatabaseID: partner }, adminToken);
    ok(await send('/api/admin/change_status', { status: 'open', moveDatabaseID: confirmedEstimate.orderId }, adminToken), 'confirm');
    ok(await assign(assigned, partners[0]!.partnerID), 'assign');
    ok(await assign(completed, partners[1]!.partnerID), 'assign');
    await query(sourceDb.url, 'UPDATE moves SET actual_move_date = $2 WHERE id = $1', [completed.orderId, dayToIso(todayIn('America/Denver'))]);
    ok(await send('/api/admin/change_status', { status: 'completed', moveDatabaseID: completed.orderId }, adminToken), 'complete');
    ok(await send('/api/admin/add_cancel_reason', { moveDatabaseID: cancelled.orderId, cancelReason: 'Plans changed' }, adminToken), 'cancel');
    const enquiry = (n: number) => ({
      selectOption: 'Moving-Services',
      firstName: 'Sam',
      lastName: 'Lee',
      phone: '7205550199',
      email: uniqueEmail(`enquiry${n}`),
      comment: 'Do you move pianos?',
      notification: true,
    });
    for (let n = 0; n < 3; n += 1) ok(await send('/api/enquirydetails', enquiry(n)), 'an enquiry');
    const customers = [estimate, open, assigned, completed, cancelled, confirmedEstimate];
    const made = {
      orders: customers.map((c) => c.orderId),
      partners: partners.map((p) => p.partnerID),
      enquiries: (await enquiriesOf(source)).map((e) => e.id),
      customers,
    };
    const statuses = await query(sourceDb.url, 'SELECT DISTINCT status FROM moves ORDER BY status');
    expect(statuses.map((s) => s.status)).to.deep.equal(['cancelled', 'completed', 'estimate_open', 'open', 'partnerassigned', 'quoted']);
    const before = await answersOf(source, made);

    // Requests keep coming during the backup: visitors send enquiries (each a row, its mails and their
    // jobs, in one transaction), admins read. Each enquiry's time of sending and of answer is noted.
    const sent: { email: string; at: number; answeredAt?: number }[] = [];
    let loading = true;
    const load = async (worker: number) => {
      for (let n = 0; loading; n += 1) {
        const body = enquiry(worker * 10_000 + n);
        const record: (typeof sent)[number] = { email: body.email, at: Date.now() };
        sent.push(record);
        ok(await send('/api/enquirydetails', body), 'an enquiry under load');
        record.answeredAt = Date.now();
        ok(await callServer(source, 'GET', '/api/admin/orders?range=[0,24]', undefined, adminToken), 'a read under load');
      }
    };
    const workers = [0, 1, 2].map((w) => load(w + 1));
    await until('enquiries are being answered', async () => sent.filter((s) => s.answeredAt).length >= 3, 90_000);
    const backupStarted = Date.now();
    backup = await takeBackup(sourceDb.url, backupDir, 'manual');
    const backupEnded = Date.now();
    await until('enquiries sent after the backup are answered', async () => sent.filter((s) => s.at > backupEnded && s.answeredAt).length >= 3, 90_000);
    loading = false;
    await Promise.all(workers);

    // Restored into a fresh database: it holds what the backup says, the jobs still to run included.
    const restoredDb = await newDatabase();
    const sequelize = new Sequelize(restoredDb.url, { dialect: 'postgres', logging: false });
    try {
      const report = await restoreBackup(sequelize, restoredDb.url, backup.file, { force: false });
      expect(report.counts).to.deep.equal(backup.header.counts);
      expect(report.jobsRestored).to.equal(true);
      expect(report.migrated).to.deep.equal([]);
      expect(report.outgoingHeld).to.equal(true);
    } finally {
      await sequelize.close();
    }
    const [{ jobs }] = await query(restoredDb.url, `SELECT count(*)::int AS jobs FROM pgboss.job WHERE state IN ('created', 'retry')`);
    expect(jobs, 'the jobs still to run (offer timers, mails) are back').to.equal(backup.header.counts.jobs).and.to.be.greaterThan(0);

    const restored = await startOn(restoredDb);
    expect(await answersOf(restored, made), 'the restored server answers as the original did before the backup').to.deep.equal(before);

    // The enquiries sent meanwhile: each is whole or absent, as of one instant between the backup's start and end.
    const restoredEnquiries = new Set((await enquiriesOf(restored)).map((e) => e.email));
    const sourceEnquiries = new Set((await enquiriesOf(source)).map((e) => e.email));
    for (const record of sent) {
      if (record.answeredAt! < backupStarted)
        expect(restoredEnquiries.has(record.email), `${record.email}, answered before the backup began, is restored`).to.equal(true);
      if (record.at > backupEnded) expect(restoredEnquiries.has(record.email), `${record.email}, sent after the backup ended, is not`).to.equal(false);
      if (restoredEnquiries.has(record.email)) expect(sourceEnquiries.has(record.email)).to.equal(true);
    }
    const mailsPerEnquiry = await query(
      restoredDb.url,
      `SELECT e.email, (SELECT count(*)::int FROM mails m WHERE m.to_address ILIKE e.email) AS mails FROM enquiries e WHERE e.email LIKE 'enquiry%'`,
    );
    expect(
      mailsPerEnquiry.filter((row) => row.mails === 0),
      'every restored enquiry has the mail it queued',
    ).to.deep.equal([]);
    await stop(restored);
  });

  it('when a backup is restored, then its mail and webhook deliveries wait until an admin releases or drops them, unless restored with --release-outgoing', async () => {
    const mailbox = async () => {
      const box = new Mailbox();
      await box.start();
      mailboxes.push(box);
      return box;
    };
    const receiver = new WebhookReceiver();
    await receiver.start();
    receivers.push(receiver);
    const restoreCli = async (database: TestDatabase, file: string, ...flags: string[]) => {
      const restored = await command('src/restore.ts', [...flags, file], { DATABASE_URL: database.url });
      expect(restored.code, restored.stderr).to.equal(0);
      return restored.stdout;
    };
    const holdOf = async (server: ServerProcess) => {
      const answer = await callServer(server, 'GET', '/api/admin/outgoinghold', undefined, adminToken);
      ok(answer, 'the hold');
      return answer.body as {
        held: boolean;
        heldSince: number | null;
        backupFile: string | null;
        backupTakenAt: number | null;
        waiting: { mails: number; webhookDeliveries: number; cardRefunds: number };
      };
    };
    const waitingMails = (url: string) =>
      query<{ id: string; to: string; attempts: number }>(
        url,
        `SELECT id, to_address AS to, attempts FROM mails WHERE state IN ('queued', 'retrying') ORDER BY id`,
      );
    const enquiryFrom = (email: string) => ({
      selectOption: 'Moving-Services',
      firstName: 'Kit',
      lastName: 'Copy',
      phone: '7205550123',
      email,
      comment: 'Asked on a copy',
      notification: true,
    });

    // A copy made from the first test's backup, as a laptop would: restored with the defaults.
    const copyDb = await newDatabase();
    const told = await restoreCli(copyDb, backup.file);
    expect(told).to.include('Outgoing mail and webhook deliveries are held: nothing is sent until an admin releases or drops them');
    const restoredMails = await waitingMails(copyDb.url);
    const copyBox = await mailbox();
    const copy = await startOn(copyDb, { SMTP_URL: copyBox.url, METRICS_TOKEN });
    const warned = await copy.waitForLog((line) => line.msg.startsWith('outgoing work is held since the restore of a backup'));
    expect(warned.level, 'a warning').to.equal(40);
    const hold = await holdOf(copy);
    expect(hold).to.include({ held: true, backupFile: path.basename(backup.file), backupTakenAt: Date.parse(backup.header.createdAt) });
    expect(await callServer(copy, 'GET', '/api/admin/outgoinghold').then((a) => a.status), 'signed out').to.equal(401);
    const heldGauge = async () => {
      const metrics = await (await checkedFetch(`${copy.url}/api/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
      return Number(/^moveday_outgoing_held_since_timestamp_seconds (\S+)$/m.exec(metrics)?.[1]);
    };
    expect(await heldGauge(), 'the metric an alert watches').to.equal(hold.heldSince! / 1000);

    // Work made on the copy waits as well: an enquiry's mails, and the deliveries of an order's change to an endpoint.
    const asker = uniqueEmail('copy-enquiry');
    ok(await callServer(copy, 'POST', '/api/enquirydetails', enquiryFrom(asker)), 'an enquiry on the copy');
    const endpoint = await callServer(
      copy,
      'POST',
      '/api/admin/webhooks',
      { url: receiver.url, description: 'On the copy', events: ['order.status_changed'] },
      adminToken,
    );
    expect(endpoint.status, JSON.stringify(endpoint.body)).to.equal(201);
    const [estimate] = await query<{ id: string }>(copyDb.url, `SELECT id FROM moves WHERE status = 'estimate_open' LIMIT 1`);
    ok(await callServer(copy, 'POST', '/api/admin/change_status', { status: 'open', moveDatabaseID: estimate!.id }, adminToken), 'confirm on the copy');
    const waiting = await waitingMails(copyDb.url);
    expect(waiting.map((mail) => mail.to)).to.include(asker);
    expect(await holdOf(copy)).to.deep.include({ held: true, waiting: { mails: waiting.length, webhookDeliveries: 1, cardRefunds: 0 } });
    // No worker took them: no attempt since the restore, nothing arrived, their jobs still waiting to be fetched.
    const restoredIds = new Set(restoredMails.map((mail) => mail.id));
    expect(waiting.filter((mail) => restoredIds.has(mail.id))).to.deep.equal(restoredMails);
    expect(waiting.filter((mail) => !restoredIds.has(mail.id) && mail.attempts > 0)).to.deep.equal([]);
    expect(copyBox.all()).to.deep.equal([]);
    expect(receiver.requests).to.deep.equal([]);
    const [{ fetched }] = await query(
      copyDb.url,
      `SELECT count(*)::int AS fetched FROM pgboss.job WHERE name IN ('mail', 'webhook') AND state NOT IN ('created', 'retry')`,
    );
    expect(fetched).to.equal(0);

    // Taken now, a backup of the copy carries its hold and what waits.
    const copyBackup = await takeBackup(copyDb.url, backupDir, 'manual');

    // Released: everything that waited goes, once.
    const released = await callServer(copy, 'POST', '/api/admin/outgoinghold/release', {}, adminToken);
    ok(released, 'release');
    expect(released.body).to.include({ held: false, heldSince: null, backupFile: null });
    expect(await heldGauge()).to.equal(0);
    await until('every mail that waited is sent', async () => {
      const [{ sent }] = await query(copyDb.url, `SELECT count(*)::int AS sent FROM mails WHERE id = ANY($1::uuid[]) AND state = 'sent'`, [
        waiting.map((m) => m.id),
      ]);
      return sent === waiting.length;
    });
    for (const mail of waiting) expect(copyBox.to(mail.to), mail.to).to.have.length.greaterThan(0);
    await receiver.waitFor(
      (r) => r.delivered().some((event) => event.type === 'order.status_changed' && event.data.order.id === estimate!.id),
      'the held delivery',
    );
    const again = await callServer(copy, 'POST', '/api/admin/outgoinghold/release', {}, adminToken);
    expect([again.status, again.body.errorCode]).to.deep.equal([409, 7036]);
    await stop(copy);

    // Restored to be the one in service (disaster recovery): what waited goes as soon as a server starts, with no one to release it.
    const recoveredDb = await newDatabase();
    expect(await restoreCli(recoveredDb, copyBackup.file, '--release-outgoing')).to.include(
      'Outgoing mail and webhook deliveries go out as soon as a server starts.',
    );
    const recoveredBox = await mailbox();
    const recovered = await startOn(recoveredDb, { SMTP_URL: recoveredBox.url });
    await recoveredBox.waitFor(asker);
    expect((await holdOf(recovered)).held).to.equal(false);
    await stop(recovered);

    // Restored as a copy again and dropped: nothing that waited is sent; what is made afterwards is.
    const droppedDb = await newDatabase();
    await restoreCli(droppedDb, copyBackup.file);
    const droppedBox = await mailbox();
    const dropping = await startOn(droppedDb, { SMTP_URL: droppedBox.url });
    const toDrop = await waitingMails(droppedDb.url);
    expect(toDrop.map((mail) => mail.to)).to.include(asker);
    const dropped = await callServer(dropping, 'POST', '/api/admin/outgoinghold/drop', {}, adminToken);
    ok(dropped, 'drop');
    expect(dropped.body).to.deep.include({
      held: false,
      dropped: { mails: toDrop.length, webhookDeliveries: 1, cardRefunds: 0 },
      waiting: { mails: 0, webhookDeliveries: 0, cardRefunds: 0 },
    });
    const marked = await query(droppedDb.url, `SELECT DISTINCT state, last_error FROM mails WHERE id = ANY($1::uuid[])`, [toDrop.map((m) => m.id)]);
    expect(marked).to.deep.equal([{ state: 'failed', last_error: 'Not sent: dropped by an admin with the rest of the outgoing work held after a restore' }]);
    const later = uniqueEmail('after-drop');
    ok(await callServer(dropping, 'POST', '/api/enquirydetails', enquiryFrom(later)), 'an enquiry after the drop');
    await droppedBox.waitFor(later);
    expect(droppedBox.to(asker), 'a dropped mail').to.deep.equal([]);
    const twice = await callServer(dropping, 'POST', '/api/admin/outgoinghold/drop', {}, adminToken);
    expect([twice.status, twice.body.errorCode]).to.deep.equal([409, 7036]);
    await stop(dropping);
  });

  it('when the backup runs at night, then it is scheduled at BACKUP_AT, keeps BACKUP_KEEP of them, and health and the metrics say when it last succeeded', async () => {
    const [schedule] = await query(sourceDb.url, `SELECT cron, timezone FROM pgboss.schedule WHERE name = 'backups'`);
    expect(schedule).to.deep.equal({ cron: '30 3 * * *', timezone: 'America/Denver' });
    const nightly = async () => (await fs.readdir(backupDir)).filter((name) => name.endsWith('-nightly.backup.gz')).sort();
    const taken: string[] = [];
    for (let n = 1; n <= 3; n += 1) {
      // What the timekeeper does at 03:30: a job of the queue.
      await query(sourceDb.url, `INSERT INTO pgboss.job (name, data) VALUES ('backups', '{}')`);
      const [row] = await until(
        "the night's backup is recorded",
        async () => {
          const rows = await query(sourceDb.url, `SELECT file, error FROM backups WHERE trigger = 'nightly' ORDER BY id`);
          return rows.length === n ? [rows.at(-1)] : undefined;
        },
        90_000,
      );
      expect(row.error).to.equal(null);
      taken.push(path.basename(row.file));
      await until('the older ones are pruned', async () => (await nightly()).length === Math.min(n, 2), 90_000);
    }
    expect(await nightly(), 'the newest two').to.have.members(taken.slice(1));
    expect(
      (await fs.readdir(backupDir)).some((name) => name === path.basename(backup.file)),
      'one taken by hand is kept',
    ).to.equal(true);

    const [last] = await query(sourceDb.url, `SELECT finished_at FROM backups WHERE error IS NULL ORDER BY finished_at DESC LIMIT 1`);
    const health = await callServer(source, 'GET', '/api/health');
    expect(health.body.backups).to.deep.equal({ lastGoodAt: last.finished_at.toISOString(), nightly: true, overdue: false });
    const metrics = await (await checkedFetch(`${source.url}/api/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
    const gauge = /^moveday_backup_last_success_timestamp_seconds (\S+)$/m.exec(metrics)?.[1];
    expect(Number(gauge)).to.be.closeTo(last.finished_at.getTime() / 1000, 0.001);
  });

  describe('a file that is no good backup', () => {
    let emptyDb: TestDatabase;
    const damaged = async (name: string, edit: (bytes: Buffer) => Buffer) => {
      const file = path.join(backupDir, name);
      await fs.writeFile(file, edit(await fs.readFile(backup.file)));
      return file;
    };
    const refusal = async (file: string): Promise<string> => {
      const sequelize = new Sequelize(emptyDb.url, { dialect: 'postgres', logging: false });
      try {
        await restoreBackup(sequelize, emptyDb.url, file, { force: false });
      } catch (err) {
        expect(err).to.be.instanceOf(BackupFileError);
        return (err as Error).message;
      } finally {
        await sequelize.close();
      }
      throw new Error(`${file} was restored`);
    };
    const tablesIn = async (url: string) => (await query(url, `SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'`))[0].n;

    before(async () => {
      emptyDb = await newDatabase();
    });

    it('when the file is cut short, then the restore refuses it as incomplete and the database is left untouched', async () => {
      const file = await damaged('cut.backup.gz', (bytes) => bytes.subarray(0, Math.floor(bytes.length * 0.6)));
      expect(await refusal(file)).to.match(/is incomplete: it ends before the backup does/);
      expect(await tablesIn(emptyDb.url)).to.equal(0);
    });

    it('when bytes inside it are changed, then the restore refuses it as damaged', async () => {
      const file = await damaged('flipped.backup.gz', (bytes) => {
        const copy = Buffer.from(bytes);
        for (let at = Math.floor(copy.length / 2); at < Math.floor(copy.length / 2) + 16; at += 1) copy[at] = copy[at]! ^ 0xff;
        return copy;
      });
      expect(await refusal(file)).to.match(/is (damaged|incomplete)/);
      expect(await tablesIn(emptyDb.url)).to.equal(0);
    });

    it('when its rows are changed and the file compressed again, then the checksum gives it away', async () => {
      const text = zlib.gunzipSync(await fs.readFile(backup.file)).toString('utf8');
      const edited = text.replace(/Do you move pianos\?/, 'Do you move organs?');
      expect(edited).to.not.equal(text);
      const file = await damaged('edited.backup.gz', () => zlib.gzipSync(edited));
      expect(await refusal(file)).to.equal(`${file} is damaged: its checksum does not match its contents. Use another backup.`);
    });

    it('when the file is no backup at all, then the restore says so', async () => {
      const notGzip = await damaged('notes.txt', () => Buffer.from('just some notes\n'));
      expect(await refusal(notGzip)).to.equal(`${notGzip} is not a MoveDay backup: it is not a gzip file.`);
      const otherGzip = await damaged('other.gz', () => zlib.gzipSync('{"hello":"world"}\n'));
      expect(await refusal(otherGzip)).to.equal(`${otherGzip} is not a MoveDay backup: it does not start with a backup's header.`);
      expect(await tablesIn(emptyDb.url)).to.equal(0);
    });

    it('when the operator runs the commands, then backup writes a file, restore --check describes it, and a damaged one ends with a message and exit code 1', async () => {
      const out = await openTempDir('moveday-backup-cli-');
      dirs.push(out);
      const taken = await command('src/backup.ts', ['--out', out], { DATABASE_URL: sourceDb.url });
      expect(taken.code, taken.stderr).to.equal(0);
      const file = /^Backup written: (\S+) /m.exec(taken.stdout)?.[1];
      expect(file, taken.stdout).to.be.a('string');
      expect(path.dirname(file!)).to.equal(out);
      expect(taken.stdout).to.match(/It holds the database as it was at .+: \d+ orders, \d+ customers, 1 admin, 2 partners, \d+ enquiries, \d+ jobs waiting\./);
      const contents = await readBackup(file!);
      expect(contents.header.counts.partners).to.equal(2);

      const checked = await command('src/restore.ts', ['--check', file!], {});
      expect(checked.code, checked.stderr).to.equal(0);
      expect(checked.stdout).to.include(`${file} is a whole backup, taken at ${contents.header.createdAt}`);

      const cut = await damaged('cut-for-cli.backup.gz', (bytes) => bytes.subarray(0, bytes.length - 100));
      const refused = await command('src/restore.ts', [cut], { DATABASE_URL: emptyDb.url });
      expect(refused.code).to.equal(1);
      expect(refused.stderr.trim()).to.match(/is incomplete: it ends before/);
      expect(await tablesIn(emptyDb.url)).to.equal(0);
    });
  });

  it('when the database already holds data, then restore refuses unless told to replace it, and refuses while a server is connected', async () => {
    const target = await newDatabase();
    const server = await startOn(target);
    const sequelize = new Sequelize(target.url, { dialect: 'postgres', logging: false });
    try {
      const running = await restoreBackup(sequelize, target.url, backup.file, { force: true }).catch((err: unknown) => err);
      expect(running).to.be.instanceOf(RestoreRefused);
      expect((running as Error).message).to.match(/^MoveDay servers are connected to this database \(moveday .+\): stop every server first, then restore\.$/);
      await stop(server);

      const refused = await restoreBackup(sequelize, target.url, backup.file, { force: false }).catch((err: unknown) => err);
      expect(refused).to.be.instanceOf(RestoreRefused);
      expect((refused as Error).message).to.equal(
        'The database already holds data (0 orders, 0 customers, 1 admin, 0 partners, 0 enquiries, 0 jobs waiting): restore will not overwrite it. Add --force to replace everything in it with the backup.',
      );
      const report = await restoreBackup(sequelize, target.url, backup.file, { force: true });
      expect(report.counts).to.deep.equal(backup.header.counts);
    } finally {
      await sequelize.close();
    }
  });

  it('when the backup was taken by an older MoveDay, then the restore brings it up to date; one taken by a newer MoveDay is refused', async () => {
    const older = await newDatabase();
    const olderSequelize = new Sequelize(older.url, { dialect: 'postgres', logging: false });
    try {
      await migrator(olderSequelize).up({ to: '0013-integrations' });
    } finally {
      await olderSequelize.close();
    }
    const email = uniqueEmail('older');
    await query(
      older.url,
      `INSERT INTO users (email, first_name, last_name, phone, user_type, password_hash) VALUES ($1, 'Ada', 'Older', '3035550100', 'customer', 'x')`,
      [email],
    );
    const dir = await openTempDir('moveday-older-backup-');
    dirs.push(dir);
    const taken = await takeBackup(older.url, dir, 'manual');
    expect(taken.header.migrations.at(-1)).to.equal('0013-integrations');
    expect(taken.header.jobQueue, 'no server ever ran on it').to.equal(null);

    const target = await newDatabase();
    const sequelize = new Sequelize(target.url, { dialect: 'postgres', logging: false });
    try {
      const report = await restoreBackup(sequelize, target.url, taken.file, { force: false });
      expect(report.migrated).to.deep.equal(migrationNames().slice(migrationNames().indexOf('0013-integrations') + 1));
      expect(report.counts).to.include({ customers: 1, orders: 0 });
      // The hold's table came with a newer migration: the hold is set once it is there.
      expect(report.outgoingHeld).to.equal(true);
      expect(await query(target.url, 'SELECT backup_file FROM outgoing_hold')).to.deep.equal([{ backup_file: path.basename(taken.file) }]);
      expect(await query(target.url, 'SELECT first_name, last_name FROM users WHERE email = $1', [email])).to.deep.equal([
        { first_name: 'Ada', last_name: 'Older' },
      ]);

      // The same file as a newer MoveDay would write it: a migration this one does not know (its checksum made again).
      const lines = zlib
        .gunzipSync(await fs.readFile(taken.file))
        .toString('utf8')
        .split('\n');
      const header = JSON.parse(lines[0]!) as { migrations: string[] };
      header.migrations.push('9999-from-the-future');
      lines[0] = JSON.stringify(header);
      const endAt = lines.findIndex((line) => line.startsWith('@end '));
      const trailer = JSON.parse(lines[endAt]!.slice('@end '.length)) as { sha256: string };
      trailer.sha256 = crypto
        .createHash('sha256')
        .update(
          lines
            .slice(0, endAt)
            .map((line) => `${line}\n`)
            .join(''),
        )
        .digest('hex');
      lines[endAt] = `@end ${JSON.stringify(trailer)}`;
      const newer = path.join(dir, 'newer.backup.gz');
      await fs.writeFile(newer, zlib.gzipSync(lines.join('\n')));
      const refused = await restoreBackup(sequelize, target.url, newer, { force: true }).catch((err: unknown) => err);
      expect(refused).to.be.instanceOf(RestoreRefused);
      expect((refused as Error).message).to.equal(
        'The backup was taken by a newer or different MoveDay (its schema has 9999-from-the-future, which this one does not know): restore it with the version that took it.',
      );
    } finally {
      await sequelize.close();
    }
    expect(await query(target.url, 'SELECT count(*)::int AS n FROM users'), 'the refused restore changed nothing').to.deep.equal([{ n: 1 }]);
  });

  it('when nightly backups are pruned, then the newest are kept by time (two in one second included) and those taken by hand never go', async () => {
    const dir = await openTempDir('moveday-prune-');
    dirs.push(dir);
    const names = [
      'moveday-2026-11-20T10-30-00Z-nightly.backup.gz',
      'moveday-2026-11-21T10-30-00Z-nightly.backup.gz',
      'moveday-2026-11-21T10-30-00Z-2-nightly.backup.gz',
      'moveday-2026-11-21T10-30-00Z-10-nightly.backup.gz',
      'moveday-2026-11-19T08-00-00Z.backup.gz',
      'notes.txt',
    ];
    for (const name of names) await fs.writeFile(path.join(dir, name), '');
    expect((await pruneBackups(dir, 2)).sort()).to.deep.equal([names[0], names[1]].sort());
    expect((await fs.readdir(dir)).sort()).to.deep.equal([names[2], names[3], names[4], names[5]].sort());
  });
});
