/**
 * The customer site's budgets (issue 7), measured on the BUILT app; figures for people, not a test:
 * 1. the landing page's initial JavaScript, gzipped: the modules dist/index.html (the prerendered
 *    landing page) starts after its first paint, the entry and what it imports; at most 170 KB;
 * 2. Lighthouse 12 in its default (mobile) setting on '/', served by the built server: performance,
 *    accessibility and best practices, each at least 95.
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
import { CATEGORIES, launchChromium, median, option, runLighthouse, SCORE_TARGET, type LighthouseRun, type Scores } from './lib/lighthouse.js';
import { repoRoot, startServer } from './lib/server.js';

const DIST = join(repoRoot, 'customer-site', 'dist');
const JS_BUDGET_KB = 170;

interface ScriptSize {
  file: string;
  bytes: number;
  gzipped: number;
}

/** The entry and the modulepreloads named by index.html, with their sizes raw and gzipped. */
export async function initialScripts(distDir = DIST): Promise<ScriptSize[]> {
  const html = await readFile(join(distDir, 'index.html'), 'utf8');
  // The app shell names its entry in a module script; a prerendered page lists its modules for the
  // script that starts them after the first paint (data-modules).
  const entries = [...html.matchAll(/<script[^>]*(?:type="module"[^>]*src|data-modules)="([^"]+)"/g)].flatMap((m) => m[1]!.split(' '));
  const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]!);
  const files = [...new Set([...entries, ...preloads])];
  if (entries.length === 0) throw new Error(`no module script in ${distDir}/index.html: is the site built?`);
  return Promise.all(
    files.map(async (file) => {
      const content = await readFile(join(distDir, file.replace(/^\//, '')));
      return { file, bytes: content.length, gzipped: gzipSync(content, { level: 9 }).length };
    }),
  );
}

async function main(): Promise<void> {
  const runs = Math.max(1, Number(option('runs') ?? 1));
  const scripts = await initialScripts();
  const totalGzip = scripts.reduce((sum, s) => sum + s.gzipped, 0);
  const totalRaw = scripts.reduce((sum, s) => sum + s.bytes, 0);
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);

  console.log('Initial JavaScript of the landing page (index.html entry + modulepreloads):');
  for (const s of [...scripts].sort((a, b) => b.gzipped - a.gzipped)) console.log(`  ${s.file.padEnd(58)} ${kb(s.bytes).padStart(7)} KB  ${kb(s.gzipped).padStart(6)} KB gz`);
  const jsOk = totalGzip / 1024 <= JS_BUDGET_KB;
  console.log(`  total: ${scripts.length} files, ${kb(totalRaw)} KB, ${kb(totalGzip)} KB gzipped (budget ${JS_BUDGET_KB} KB): ${jsOk ? 'ok' : 'OVER'}\n`);

  const server = await startServer();
  const chromium = await launchChromium();
  const results: LighthouseRun[] = [];
  try {
    for (let i = 0; i < runs; i++) results.push(await runLighthouse(`${server.baseUrl}/`, chromium.port));
  } finally {
    await chromium.close();
    await server.stop();
  }

  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, median(results.map((r) => r.scores[id]))])) as Scores;
  const last = results[results.length - 1]!;
  console.log(`Lighthouse ${runs > 1 ? `(median of ${runs} runs) ` : ''}on / (mobile, simulated throttling):`);
  let scoresOk = true;
  for (const id of CATEGORIES) {
    const ok = scores[id] >= SCORE_TARGET;
    scoresOk &&= ok;
    console.log(`  ${id.padEnd(16)} ${String(scores[id]).padStart(3)}  (target ${SCORE_TARGET}) ${ok ? 'ok' : 'BELOW'}${runs > 1 ? `  runs: ${results.map((r) => r.scores[id]).join(', ')}` : ''}`);
  }
  console.log(`  metrics (last run): ${Object.entries(last.metrics).map(([k, v]) => `${k} ${v}`).join('; ')}`);
  for (const id of CATEGORIES) if (last.failing[id]!.length > 0) console.log(`  ${id} audits below 100: ${last.failing[id]!.join(', ')}`);

  const json = option('json');
  if (json) {
    await mkdir(dirname(json), { recursive: true });
    await writeFile(json, JSON.stringify({ initialJs: { files: scripts, totalBytes: totalRaw, totalGzipped: totalGzip, budgetKb: JS_BUDGET_KB }, lighthouse: { scores, runs: results } }, null, 2));
  }
  if (!jsOk || !scoresOk) process.exitCode = 1;
}

await main();
