import { mkdir } from 'node:fs/promises';
import { chromium, type Browser } from 'playwright-core';
import { startServer, type RunningServer } from '../../bench/lib/server.js';
import { failOn } from '../../server/test/support/contract.js';
import { SCREENSHOT_DIR, takeAnswerViolations } from './browser.js';

let server: RunningServer | undefined;
let browser: Browser | undefined;

/** The BUILT server (fresh DATA_DIR, free ports) and one headless Chromium for the whole run. */
export const mochaHooks = {
  async beforeAll(this: Mocha.Context) {
    this.timeout(180_000);
    await mkdir(SCREENSHOT_DIR, { recursive: true });
    // The first start runs initdb and the migrations: slow on a busy machine.
    server = await startServer({ echoOutput: process.env.E2E_VERBOSE === '1', startTimeoutMs: 150_000 });
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
  },
};

export function running(): RunningServer {
  if (!server) throw new Error('the e2e server is not running (root hooks not loaded?)');
  return server;
}

export function theBrowser(): Browser {
  if (!browser) throw new Error('the browser is not running (root hooks not loaded?)');
  return browser;
}
