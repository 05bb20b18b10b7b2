/**
 * The partner's job list budgets (issue 16), measured on the BUILT app; figures for people, not a test:
 * 1. the JavaScript a phone fetches to show /partner/jobs, signed in as a crew with jobs, gzipped:
 *    the whole page load (the partner pages' own entry, customer-site/src/entry-partner.tsx, and
 *    the chunks it shares with the site: React DOM, MUI, the session); at most 120 KB. The part
 *    that is the partner's own (what the site's app shell does not load) is shown apart;
 * 2. Lighthouse 12 in its default (mobile) setting on /partner/jobs, signed in: performance,
 *    accessibility and best practices at least 95.
 * Both in English and in Spanish (issue 19), each loading only its own language's books of words.
 * The days off (/partner/daysoff, issue 17) load on demand: the list must fetch none of their code,
 * and what their page fetches is shown beside, with no budget of its own.
 *
 *   npm run build && node --import tsx bench/partner-budget.ts
 *   node --import tsx bench/partner-budget.ts --runs 3     (Lighthouse: the median of n runs, each in a fresh profile)
 *
 * Exits 1 when a budget is missed.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { launchBrowser } from './lib/browser.js';
import { DAY_MS } from '@moveday/openapi';
import { denverDraft, withDraft } from '../server/test/support/drafts.js';
import { CATEGORIES, launchChromium, median, option, runLighthouse, SCORE_TARGET, type LighthouseRun } from './lib/lighthouse.js';
import { repoRoot, startServer, type RunningServer } from './lib/server.js';

const DIST = join(repoRoot, 'customer-site', 'dist');
const JS_BUDGET_KB = 120;
const PHONE = { width: 390, height: 844 };

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function call<T = any>(server: RunningServer, method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(`${server.baseUrl}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The newest mail in the server's file outbox to an address (the invitation), polled: set-up only, not measured. */
async function mailTo(server: RunningServer, address: string): Promise<string> {
  const outbox = join(server.dataDir, 'outbox');
  const deadline = Date.now() + 30_000;
  for (;;) {
    const files = await readdir(outbox).catch(() => [] as string[]);
    for (const file of files
      .filter((f) => f.endsWith('.eml'))
      .sort()
      .reverse()) {
      const raw = await readFile(join(outbox, file), 'utf8');
      if (raw.includes(address)) return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${address} in ${outbox}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

interface SignedIn {
  token: string;
  expiresAt: number;
  customerDetails: { userType: string; _id: string };
}

/** A crew with a sign-in, two offers and two upcoming jobs: a list as a crew sees it on a working week. */
async function seedCrew(server: RunningServer): Promise<SignedIn> {
  const admin = (await call<SignedIn>(server, 'POST', '/loginRoute', { loginEmail: server.adminEmail, loginPassword: server.adminPassword })).token;
  const crew = await call<{ partnerID: string }>(
    server,
    'POST',
    '/admin/partners',
    {
      companyName: 'Bench Movers',
      city: 'Denver',
      state: 'CO',
      namePrimaryContact: 'Pat Lift',
      primaryEmailPrimaryContact: 'office@bench-movers.example',
      primaryPhonePrimaryContact: '3035550177',
    },
    admin,
  );
  const email = 'crew@bench-movers.example';
  const password = 'Crew-move1';
  await call(server, 'POST', `/admin/partners/${crew.partnerID}/signins`, { email }, admin);
  const link = (await mailTo(server, email)).match(/\/password\/resetForm\?token=([\w-]+)/);
  if (!link) throw new Error('no invitation link in the mail');
  await call(server, 'POST', '/password/reset', { token: link[1], passwordDetails: { password, confirmPassword: password } });
  const crewLogin = await call<SignedIn>(server, 'POST', '/loginRoute', { loginEmail: email, loginPassword: password });

  for (let i = 0; i < 4; i++) {
    const draft = withDraft((d) => {
      d.moveDatePreferences.preferredDateOpt1! += i * 7 * DAY_MS;
      d.moveDatePreferences.preferredDateOpt2! += i * 7 * DAY_MS;
    }, denverDraft());
    const quoted = await call<{ moveDatabaseID: string }>(server, 'POST', '/residential_details', draft);
    await call(server, 'POST', '/signup_details', {
      moveDetailsID: quoted.moveDatabaseID,
      firstName: 'Bench',
      lastName: ['Adams', 'Baker', 'Chavez', 'Diaz'][i],
      userEmail: `customer${i}@bench.example`,
      userPhone: '3035550123',
      password: 'Moving-day1',
      confirmPassword: 'Moving-day1',
      terms: true,
    });
    const day = draft.moveDatePreferences.preferredDateOpt1!;
    await call(
      server,
      'POST',
      '/admin/assignpartner',
      { moveDatabaseID: quoted.moveDatabaseID, partnerDatabaseID: crew.partnerID, actualMoveDate: day },
      admin,
    );
    if (i % 2 === 1) await call(server, 'POST', `/partner/jobs/${quoted.moveDatabaseID}/accept`, undefined, crewLogin.token);
  }
  return crewLogin;
}

/** The login state as /login keeps it with 'Keep me logged in' (localStorage outlives the tab Lighthouse opens). */
const savedState = (login: SignedIn) =>
  JSON.stringify({
    token: login.token,
    expiresAt: login.expiresAt,
    userType: login.customerDetails.userType,
    userDetails: login.customerDetails,
    keepMeLoggedIn: true,
  });

/** The JavaScript files a 390 px phone fetches to open `path` signed in (in a fresh profile, in the crew's language), once `ready` shows. */
async function scriptsOf(
  server: RunningServer,
  login: SignedIn,
  path: string,
  ready: (page: Page) => Promise<void>,
  language: 'en' | 'es' = 'en',
): Promise<string[]> {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({
      baseURL: server.baseUrl,
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
      locale: 'en-US',
      serviceWorkers: 'block',
    });
    await context.addInitScript(
      ([state, locale]) => {
        localStorage.setItem('state', state);
        localStorage.setItem('moveday.locale', locale);
      },
      [savedState(login), language] as const,
    );
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (path.startsWith('/assets/') && path.endsWith('.js')) scripts.add(path);
    });
    await page.goto(path);
    await ready(page);
    await page.waitForLoadState('networkidle');
    await context.close();
    return [...scripts];
  } finally {
    await browser.close();
  }
}

/**
 * The JavaScript files a 390 px phone fetches to show the list, and those the site's app shell
 * (shell.html) fetches; and, for comparison, those of the days off (a page of its own, loaded on demand).
 */
async function scriptsFetched(server: RunningServer, login: SignedIn): Promise<{ page: string[]; spanish: string[]; shell: string[]; daysOff: string[] }> {
  const page = await scriptsOf(server, login, '/partner/jobs', (p) => p.getByTestId('job-row').first().waitFor({ timeout: 30_000 }));
  const spanish = await scriptsOf(server, login, '/partner/jobs', (p) => p.getByTestId('job-row').first().waitFor({ timeout: 30_000 }), 'es');
  const daysOff = await scriptsOf(server, login, '/partner/daysoff', (p) =>
    p.getByRole('heading', { level: 2, name: /^Upcoming days off/ }).waitFor({ timeout: 30_000 }),
  );
  const shell = await readFile(join(DIST, 'shell.html'), 'utf8');
  const named = [...shell.matchAll(/<(?:script[^>]*type="module"[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+)"/g)].map((m) => m[1]!);
  return { page, spanish, shell: named, daysOff };
}

/** Lighthouse on the list in a fresh profile whose storage holds the crew's session (set on a page with no app, so nothing is cached). */
async function lighthouseSignedIn(server: RunningServer, login: SignedIn): Promise<LighthouseRun> {
  const browser = await launchChromium();
  try {
    const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${browser.port}`);
    const page = await cdp.contexts()[0]!.newPage();
    await page.goto(`${server.baseUrl}/api/health`);
    await page.evaluate((state) => localStorage.setItem('state', state), savedState(login));
    await page.close();
    await cdp.close();
    return await runLighthouse(`${server.baseUrl}/partner/jobs`, browser.port, CATEGORIES, true);
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  const runs = Math.max(1, Number(option('runs') ?? 1));
  const server = await startServer();
  const lighthouseRuns: LighthouseRun[] = [];
  let fetched: { page: string[]; spanish: string[]; shell: string[]; daysOff: string[] };
  try {
    const login = await seedCrew(server);
    fetched = await scriptsFetched(server, login);
    for (let i = 0; i < runs; i++) lighthouseRuns.push(await lighthouseSignedIn(server, login));
  } finally {
    await server.stop();
  }

  let ok = true;
  const gz = async (file: string) => gzipSync(await readFile(join(DIST, file)), { level: 9 }).length;
  let total = 0;
  let own = 0;
  console.log('JavaScript fetched to show /partner/jobs on a 390 px phone, signed in (gzipped at level 9):');
  for (const file of fetched.page) {
    const size = await gz(file);
    const shell = fetched.shell.includes(file);
    total += size;
    if (!shell) own += size;
    console.log(`  ${file.padEnd(58)} ${kb(size).padStart(7)} KB gz${shell ? "  (the site's shell loads it too)" : ''}`);
  }
  const jsOk = total / 1024 <= JS_BUDGET_KB;
  ok &&= jsOk;
  console.log(`  total: ${fetched.page.length} files, ${kb(total)} KB gzipped (budget ${JS_BUDGET_KB} KB): ${jsOk ? 'ok' : 'OVER'}`);
  console.log(`  of which the partner's own (not in the site's app shell): ${kb(own)} KB`);
  // In Spanish (issue 19): the same budget, and only that language's books of words.
  let spanishTotal = 0;
  for (const file of fetched.spanish) spanishTotal += await gz(file);
  const spanishOk = spanishTotal / 1024 <= JS_BUDGET_KB;
  ok &&= spanishOk;
  console.log(`  in Spanish: ${fetched.spanish.length} files, ${kb(spanishTotal)} KB gzipped (budget ${JS_BUDGET_KB} KB): ${spanishOk ? 'ok' : 'OVER'}`);
  const booksIn = async (files: string[], words: RegExp) => {
    const found: string[] = [];
    for (const file of files) if (words.test(await readFile(join(DIST, file), 'utf8'))) found.push(file);
    return found;
  };
  // A book is a chunk of its own, its texts as JSON: the English one has "My Jobs", the Spanish one "Mis trabajos".
  const wrongBooks = [...(await booksIn(fetched.page, /"jobsHeading":\["Mis trabajos"\]/)), ...(await booksIn(fetched.spanish, /"jobsHeading":\["My Jobs"\]/))];
  ok &&= wrongBooks.length === 0;
  console.log(`  the other language's books: ${wrongBooks.length === 0 ? 'none (ok)' : `${wrongBooks.join(', ')} (WRONG)`}`);
  // The days off are a page of their own: the list must not carry their code.
  const daysOffChunk = (file: string) => /\/PartnerDaysOff-/.test(file);
  const leaked = fetched.page.filter(daysOffChunk);
  ok &&= leaked.length === 0;
  console.log(`  the days off' code on the list: ${leaked.length === 0 ? 'none (ok)' : `${leaked.join(', ')} (WRONG)`}`);
  let daysOffTotal = 0;
  for (const file of fetched.daysOff) daysOffTotal += await gz(file);
  const ownChunk = fetched.daysOff.filter(daysOffChunk);
  let ownChunkSize = 0;
  for (const file of ownChunk) ownChunkSize += await gz(file);
  console.log(`  for comparison, /partner/daysoff: ${fetched.daysOff.length} files, ${kb(daysOffTotal)} KB gzipped (its own chunk ${kb(ownChunkSize)} KB)\n`);

  console.log(`Lighthouse ${runs > 1 ? `(median of ${runs} runs) ` : ''}on /partner/jobs, signed in (mobile, simulated throttling):`);
  for (const id of CATEGORIES) {
    const score = median(lighthouseRuns.map((r) => r.scores[id]));
    ok &&= score >= SCORE_TARGET;
    console.log(
      `  ${id.padEnd(16)} ${String(score).padStart(3)}  (target ${SCORE_TARGET}) ${score >= SCORE_TARGET ? 'ok' : 'BELOW'}  runs: ${lighthouseRuns.map((r) => r.scores[id]).join(', ')}`,
    );
  }
  const last = lighthouseRuns[lighthouseRuns.length - 1]!;
  console.log(
    `  metrics (last run): ${Object.entries(last.metrics)
      .map(([k, v]) => `${k} ${v}`)
      .join('; ')}`,
  );
  for (const id of CATEGORIES) if (last.failing[id]!.length > 0) console.log(`  ${id} audits below 100: ${last.failing[id]!.join(', ')}`);
  if (!ok) process.exitCode = 1;
}

await main();
