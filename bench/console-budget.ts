/**
 * The admin console's budgets (issue 9), measured on the BUILT app; figures for people, not a test:
 * 1. initial JavaScript, gzipped: admin-console/dist/index.html's entry script plus its
 *    modulepreloads (what the browser fetches before the first render); target at most 600 KB;
 * 2. with 100,000 orders in the database (bench/lib/seedOrders.ts), the orders page shows its first
 *    page of rows within 1.5 s of navigation: a signed-in admin opens /admin/ordersPage in a fresh
 *    headless Chromium profile (nothing cached), and the time is taken in the page, from the
 *    navigation's start to the first row in the document. The median of the runs is held to the
 *    target. The load on the machine shows in the figures: compare runs on a quiet machine.
 *
 *   npm run build && node --import tsx bench/console-budget.ts
 *   node --import tsx bench/console-budget.ts --runs 7 --json test-output/console-budget.json
 *
 * Exits 1 when a budget is missed.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchBrowser } from './lib/browser.js';
import { repoRoot, startServer } from './lib/server.js';
import { countSeededOrders, seedOrders } from './lib/seedOrders.js';

const DIST = join(repoRoot, 'admin-console', 'dist');
const JS_BUDGET_KB = 600;
const FIRST_PAGE_BUDGET_MS = 1500;
const ORDER_BOOK_SIZE = 100_000;

function option(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

interface ScriptSize {
  file: string;
  bytes: number;
  gzipped: number;
}

/** The entry and the modulepreloads named by index.html, raw and gzipped. */
async function initialScripts(): Promise<ScriptSize[]> {
  const html = await readFile(join(DIST, 'index.html'), 'utf8');
  const entries = [...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1]!);
  const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]!);
  if (entries.length === 0) throw new Error(`no module script in ${DIST}/index.html: is the console built?`);
  return Promise.all(
    [...new Set([...entries, ...preloads])].map(async (file) => {
      const content = await readFile(join(DIST, file.replace(/^\/admin\//, '')));
      return { file, bytes: content.length, gzipped: gzipSync(content, { level: 9 }).length };
    }),
  );
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

interface Run {
  /** Navigation start to the first order row on screen (ms). */
  firstRows: number;
  /** The list call itself, as the browser timed it (ms). */
  listCall: number;
  /** JavaScript the browser fetched for the page (bytes on the wire, compressed as served). */
  jsTransferred: number;
}

async function main(): Promise<void> {
  const scripts = await initialScripts();
  const gz = scripts.reduce((sum, s) => sum + s.gzipped, 0);
  const raw = scripts.reduce((sum, s) => sum + s.bytes, 0);
  const jsOk = gz <= JS_BUDGET_KB * 1024;
  console.log('Admin console: initial JavaScript (entry + modulepreloads):');
  for (const s of scripts) console.log(`  ${s.file.padEnd(48)} ${kb(s.bytes).padStart(10)}  gzip ${kb(s.gzipped).padStart(9)}`);
  console.log(`  total ${kb(raw)}, gzipped ${kb(gz)} (budget ${JS_BUDGET_KB} KB) ${jsOk ? 'ok' : 'OVER'}`);

  const runs = Number(option('runs') ?? 5);
  const server = await startServer({ echoOutput: process.argv.includes('--verbose') });
  const results: Run[] = [];
  try {
    const present = await countSeededOrders(server.databaseUrl);
    if (present < ORDER_BOOK_SIZE) {
      const t0 = Date.now();
      await seedOrders(server.databaseUrl, ORDER_BOOK_SIZE - present);
      console.log(`seeded ${(ORDER_BOOK_SIZE - present).toLocaleString('en-US')} orders in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    }
    const login = (await (
      await fetch(`${server.baseUrl}/api/loginRoute`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ loginEmail: server.adminEmail, loginPassword: server.adminPassword }),
      })
    ).json()) as { token: string; expiresAt: number; customerDetails: { userType: string } };
    const state = JSON.stringify({
      token: login.token,
      expiresAt: login.expiresAt,
      userType: login.customerDetails.userType,
      userDetails: login.customerDetails,
      keepMeLoggedIn: false,
    });

    const browser = await launchBrowser();
    try {
      for (let i = 0; i < runs; i++) {
        // A fresh profile each time: no HTTP cache, the session as the login screen leaves it.
        const context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 1280, height: 900 } });
        await context.addInitScript((value) => {
          if (!location.pathname.startsWith('/admin')) return;
          sessionStorage.setItem('state', value);
          // The moment the first row is in the document, taken in the page (not when the driver next looks).
          const w = window as unknown as { firstRowAt?: number };
          new MutationObserver((_, observer) => {
            if (document.querySelector('tbody tr td')) {
              w.firstRowAt = performance.now();
              observer.disconnect();
            }
          }).observe(document, { subtree: true, childList: true });
        }, state);
        const page = await context.newPage();
        await page.goto('/admin/ordersPage', { waitUntil: 'commit' });
        await page.locator('tbody tr td').first().waitFor({ timeout: 30_000 });
        const timing = await page.evaluate(() => {
          const now = (window as unknown as { firstRowAt?: number }).firstRowAt ?? performance.now();
          const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
          const list = resources.find((r) => /\/api\/admin\/orders\?/.test(r.name));
          const js = resources.filter((r) => r.name.endsWith('.js')).reduce((sum, r) => sum + r.transferSize, 0);
          return { firstRows: now, listCall: list ? list.responseEnd - list.startTime : -1, jsTransferred: js };
        });
        results.push(timing);
        await context.close();
      }
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
  }

  const firstRows = median(results.map((r) => r.firstRows));
  const pageOk = firstRows <= FIRST_PAGE_BUDGET_MS;
  console.log(`Orders page, first rows on screen with ${ORDER_BOOK_SIZE.toLocaleString('en-US')} orders (fresh profile each run):`);
  results.forEach((r, i) =>
    console.log(`  run ${i + 1}: ${Math.round(r.firstRows)} ms (list call ${Math.round(r.listCall)} ms, JavaScript fetched ${kb(r.jsTransferred)})`),
  );
  console.log(
    `  median ${Math.round(firstRows)} ms, worst ${Math.round(Math.max(...results.map((r) => r.firstRows)))} ms (budget ${FIRST_PAGE_BUDGET_MS} ms) ${pageOk ? 'ok' : 'OVER'}`,
  );

  const json = option('json');
  if (json) {
    await mkdir(dirname(json), { recursive: true });
    await writeFile(
      json,
      JSON.stringify(
        {
          initialJs: { files: scripts, totalBytes: raw, totalGzipped: gz, budgetKb: JS_BUDGET_KB },
          ordersPage: { runs: results, medianMs: firstRows, budgetMs: FIRST_PAGE_BUDGET_MS },
        },
        null,
        2,
      ),
    );
  }
  if (!jsOk || !pageOk) process.exitCode = 1;
}

await main();
