import { mkdir } from 'node:fs/promises';
import { chromium, type Browser } from 'playwright-core';
import { freePort, startServer, type RunningServer } from '../../bench/lib/server.js';
import { failOn } from '../../server/test/support/contract.js';
import { StripeFake } from '../../server/test/support/stripeFake.js';
import { SCREENSHOT_DIR, takeAnswerViolations } from './browser.js';

let server: RunningServer | undefined;
let browser: Browser | undefined;
let stripe: StripeFake | undefined;

/**
 * The BUILT server (fresh DATA_DIR, free ports) taking cards through a Stripe fake (its API, its
 * hosted checkout page, and its signed webhook events to the server), and one headless Chromium
 * for the whole run.
 */
export const mochaHooks = {
  async beforeAll(this: Mocha.Context) {
    this.timeout(180_000);
    await mkdir(SCREENSHOT_DIR, { recursive: true });
    stripe = new StripeFake();
    await stripe.start();
    // Stripe sends the customer back to PUBLIC_URL: the origin the browser signed in on, so its session is there.
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    // The first start runs initdb and the migrations: slow on a busy machine.
    server = await startServer({
      port,
      env: { PUBLIC_URL: baseUrl, STRIPE_SECRET_KEY: stripe.secretKey, STRIPE_WEBHOOK_SECRET: stripe.webhookSecret, STRIPE_API_URL: stripe.url },
      echoOutput: process.env.E2E_VERBOSE === '1',
      startTimeoutMs: 150_000,
    });
    stripe.sendEventsTo(`${server.baseUrl}/api/payments/stripe/webhook`);
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    });
  },
  /** A test whose pages got an API answer the OpenAPI contract does not describe fails. */
  async afterEach(this: Mocha.Context) {
    failOn(await takeAnswerViolations(), 'The pages got answers that break the OpenAPI contract');
  },
  async afterAll(this: Mocha.Context) {
    this.timeout(60_000);
    await browser?.close();
    await server?.stop();
    await stripe?.stop();
  },
};

export function running(): RunningServer {
  if (!server) throw new Error('the e2e server is not running (root hooks not loaded?)');
  return server;
}

/** The Stripe the run's server takes cards through: its checkout pages, and what it was asked and sent. */
export function stripeFake(): StripeFake {
  if (!stripe) throw new Error('the Stripe fake is not running (root hooks not loaded?)');
  return stripe;
}

export function theBrowser(): Browser {
  if (!browser) throw new Error('the browser is not running (root hooks not loaded?)');
  return browser;
}
