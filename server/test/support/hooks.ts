import fs from 'node:fs/promises';
import type { RunningServer } from '../../src/server.js';
import { startServer } from '../../src/server.js';
import { Mailbox } from './mailbox.js';
import { openTempDir, openTestDatabase, type TestDatabase } from './postgres.js';
import { setRunning } from './app.js';
import { StripeFake } from './stripeFake.js';

export const ADMIN = { email: 'admin@test.moveday.local', password: 'admin-pass-1' };

let database: TestDatabase | undefined;
let mailbox: Mailbox | undefined;
let stripe: StripeFake | undefined;
let server: RunningServer | undefined;
let dataDir: string | undefined;

/** One app for the whole run, in-process, on a fresh database, mailing to a real SMTP server. */
export const mochaHooks = {
  async beforeAll(this: Mocha.Context) {
    this.timeout(120_000);
    database = await openTestDatabase();
    mailbox = new Mailbox();
    await mailbox.start();
    stripe = new StripeFake();
    await stripe.start();
    dataDir = await openTempDir('moveday-test-data-');
    server = await startServer({
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      // The tests stand in for a proxy on loopback to call from other client addresses.
      TRUST_PROXY: 'loopback',
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      SMTP_URL: mailbox.url,
      INFO_EMAIL: 'info@test.moveday.local',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      AUTH_RATE_LIMIT: '100000',
      ACCOUNT_RATE_LIMIT: '10',
      // Waits long enough that no test depends on its own speed; tests end them in the store.
      LOGIN_FIRST_DELAY_SECONDS: '60',
      LOGIN_ACCOUNT_FAILURES_PER_HOUR: '12',
      // Webhooks: a day of retries made seconds (1 s, 2 s, 4 s), a short wait for an answer, a small budget per key.
      WEBHOOK_RETRIES: '3',
      WEBHOOK_FIRST_RETRY_SECONDS: '1',
      WEBHOOK_TIMEOUT_SECONDS: '3',
      API_KEY_RATE_LIMIT: '40',
      // Card payments against the fake: the real SDK, Stripe's rules, signed events.
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_URL: stripe.url,
      // Money out: a job cancelled after the cut-off pays its crew this much.
      PARTNER_CALLOUT_FEE_AMOUNT: '75',
    });
    stripe.sendEventsTo(`http://127.0.0.1:${new URL(server.url).port}/api/payments/stripe/webhook`);
    setRunning(server, mailbox, database.url, stripe);
  },
  async afterAll(this: Mocha.Context) {
    this.timeout(60_000);
    await server?.stop();
    await stripe?.stop();
    await mailbox?.stop();
    await database?.drop();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  },
};
