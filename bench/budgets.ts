/**
 * The customer site's budgets (issues 7, 19 and 36), measured on the BUILT app; figures for people, not a test:
 * 1. the landing page's initial JavaScript, gzipped, in each language: the modules dist/index.html
 *    (the prerendered landing page, '/') and dist/es/index.html ('/es/') start after their first
 *    paint, the entry and what it imports; at most 110 KB each; and only that language's books of
 *    words (a book chunk of one page's list is in no other language's page's list);
 * 2. Lighthouse 12 in its default (mobile) setting on '/', '/es/' and the wizard's first step in
 *    each language ('/getaquotetabs', '/es/getaquotetabs'), served by the built server:
 *    performance, accessibility and best practices, each at least 95.
 *
 *   npm run build && npm run bench:budgets            (CHROME_PATH or CHROMIUM_PATH, else /usr/bin/chromium)
 *   npm run bench:budgets -- --runs 3                 (Lighthouse scores vary a little: the median of n runs)
 *   npm run bench:budgets -- --json test-output/budgets.json
 *
 * Exits 1 when a budget is missed, so it can gate a release if wanted.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchChromium, median, option, PUBLIC_CATEGORIES, runLighthouse, SCORE_TARGET, type LighthouseRun, type Scores } from './lib/lighthouse.js';
import { repoRoot, startServer } from './lib/server.js';

const DIST = join(repoRoot, 'customer-site', 'dist');
const JS_BUDGET_KB = 110;

interface ScriptSize {
  file: string;
  bytes: number;
  gzipped: number;
}

/** The landing page in each language: its address and its prerendered file. */
const LANDING_PAGES = [
  { address: '/', file: 'index.html' },
  { address: '/es/', file: 'es/index.html' },
];

/** The pages Lighthouse measures. */
const LIGHTHOUSE_PAGES = ['/', '/es/', '/getaquotetabs', '/es/getaquotetabs'];

/** A compiled book of words' chunk (`/assets/site-1a2b.js`). */
const BOOK_CHUNK = /^\/assets\/(messages|options|site|quote|account|orders|afterBooking|partner|mails|paperwork)-[\w-]+\.js$/;

/** The entry and the modulepreloads named by a page (index.html), with their sizes raw and gzipped. */
export async function initialScripts(distDir = DIST, page = 'index.html'): Promise<ScriptSize[]> {
  const html = await readFile(join(distDir, page), 'utf8');
  // The app shell names its entry in a module script; a prerendered page lists its modules for the
  // script that starts them after the first paint (data-modules).
  const entries = [...html.matchAll(/<script[^>]*(?:type="module"[^>]*src|data-modules)="([^"]+)"/g)].flatMap((m) => m[1]!.split(' '));
  const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]!);
  const files = [...new Set([...entries, ...preloads])];
  if (entries.length === 0) throw new Error(`no module script in ${distDir}/${page}: is the site built?`);
  return Promise.all(
    files.map(async (file) => {
      const content = await readFile(join(distDir, file.replace(/^\//, '')));
      return { file, bytes: content.length, gzipped: gzipSync(content, { level: 9 }).length };
    }),
  );
}

async function main(): Promise<void> {
  const runs = Math.max(1, Number(option('runs') ?? 1));
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  let jsOk = true;
  const initialJs: Record<string, { files: ScriptSize[]; totalBytes: number; totalGzipped: number; books: string[] }> = {};

  for (const landing of LANDING_PAGES) {
    const scripts = await initialScripts(DIST, landing.file);
    const totalGzip = scripts.reduce((sum, s) => sum + s.gzipped, 0);
    const totalRaw = scripts.reduce((sum, s) => sum + s.bytes, 0);
    const books = scripts.map((s) => s.file).filter((file) => BOOK_CHUNK.test(file));
    initialJs[landing.address] = { files: scripts, totalBytes: totalRaw, totalGzipped: totalGzip, books };
    console.log(`Initial JavaScript of the landing page ${landing.address} (${landing.file} entry + modulepreloads):`);
    for (const s of [...scripts].sort((a, b) => b.gzipped - a.gzipped))
      console.log(`  ${s.file.padEnd(58)} ${kb(s.bytes).padStart(7)} KB  ${kb(s.gzipped).padStart(6)} KB gz`);
    const ok = totalGzip / 1024 <= JS_BUDGET_KB;
    jsOk &&= ok;
    console.log(`  total: ${scripts.length} files, ${kb(totalRaw)} KB, ${kb(totalGzip)} KB gzipped (budget ${JS_BUDGET_KB} KB): ${ok ? 'ok' : 'OVER'}`);
    console.log(`  books of words: ${books.join(' ')}\n`);
  }
  // Only the active language's words: no book chunk is started by the landing page of two languages.
  const [english, spanish] = LANDING_PAGES.map((landing) => initialJs[landing.address]!.books);
  const shared = english!.filter((file) => spanish!.includes(file));
  const booksOk = shared.length === 0 && english!.length > 0 && spanish!.length > 0;
  console.log(`Books of words per language: ${booksOk ? "ok (each landing page starts its own language's alone)" : `SHARED ${shared.join(' ')}`}\n`);

  const server = await startServer();
  const chromium = await launchChromium();
  const results: Record<string, LighthouseRun[]> = {};
  try {
    for (const address of LIGHTHOUSE_PAGES) {
      results[address] = [];
      for (let i = 0; i < runs; i++) results[address].push(await runLighthouse(`${server.baseUrl}${address}`, chromium.port, PUBLIC_CATEGORIES));
    }
  } finally {
    await chromium.close();
    await server.stop();
  }

  let scoresOk = true;
  const lighthouse: Record<string, { scores: Scores; runs: LighthouseRun[] }> = {};
  for (const address of LIGHTHOUSE_PAGES) {
    const pageRuns = results[address]!;
    const scores = Object.fromEntries(PUBLIC_CATEGORIES.map((id) => [id, median(pageRuns.map((r) => r.scores[id]))])) as Scores;
    lighthouse[address] = { scores, runs: pageRuns };
    const last = pageRuns[pageRuns.length - 1]!;
    console.log(`Lighthouse ${runs > 1 ? `(median of ${runs} runs) ` : ''}on ${address} (mobile, simulated throttling):`);
    for (const id of PUBLIC_CATEGORIES) {
      const ok = scores[id] >= SCORE_TARGET;
      scoresOk &&= ok;
      console.log(
        `  ${id.padEnd(16)} ${String(scores[id]).padStart(3)}  (target ${SCORE_TARGET}) ${ok ? 'ok' : 'BELOW'}${runs > 1 ? `  runs: ${pageRuns.map((r) => r.scores[id]).join(', ')}` : ''}`,
      );
    }
    console.log(
      `  metrics (last run): ${Object.entries(last.metrics)
        .map(([k, v]) => `${k} ${v}`)
        .join('; ')}`,
    );
    for (const id of PUBLIC_CATEGORIES) if (last.failing[id]!.length > 0) console.log(`  ${id} audits below 100: ${last.failing[id]!.join(', ')}`);
    console.log('');
  }

  const json = option('json');
  if (json) {
    await mkdir(dirname(json), { recursive: true });
    await writeFile(json, JSON.stringify({ budgetKb: JS_BUDGET_KB, initialJs, booksOk, lighthouse }, null, 2));
  }
  if (!jsOk || !booksOk || !scoresOk) process.exitCode = 1;
}

await main();
