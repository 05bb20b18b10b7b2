import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { freePort } from './server.js';

/** Lighthouse 12 (mobile, simulated throttling) on Debian's Chromium, for the page budgets. */

export const SCORE_TARGET = 95;
export const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
/** The public pages' (the landing page, the wizard) add how search engines read them; a crew's pages are not for them. */
export const PUBLIC_CATEGORIES = [...CATEGORIES, 'seo'] as const;
export type Category = (typeof PUBLIC_CATEGORIES)[number];

export function option(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

/** A headless Chromium with a fresh profile and a DevTools port Lighthouse drives. */
export async function launchChromium(): Promise<{ port: number; close: () => Promise<void> }> {
  const port = await freePort();
  const profile = await mkdtemp(join(tmpdir(), 'moveday-lighthouse-'));
  const executable = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const child = spawn(
    executable,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--no-default-browser-check',
      `--user-data-dir=${profile}`,
      `--remote-debugging-port=${port}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (res.ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${executable} did not open its DevTools port`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    port,
    close: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 300));
      await rm(profile, { recursive: true, force: true });
    },
  };
}

/** Each category Lighthouse was asked for (runLighthouse), 0-100. */
export type Scores = Record<Category, number>;

export interface LighthouseRun {
  scores: Scores;
  metrics: Record<string, string>;
  failing: Record<string, string[]>;
}

/**
 * `keepStorage`: the page's storage as the browser has it (a signed-in page), where Lighthouse
 * otherwise clears the origin's storage first.
 */
export async function runLighthouse(url: string, port: number, categories: readonly Category[] = CATEGORIES, keepStorage = false): Promise<LighthouseRun> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...categories], disableStorageReset: keepStorage });
  if (!result) throw new Error('Lighthouse gave no result');
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(categories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])) as Scores;
  const metrics: Record<string, string> = {};
  for (const id of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index']) {
    metrics[id] = lhr.audits[id]?.displayValue ?? '?';
  }
  // What cost points: audits of each category that scored below 1 (weighted ones first).
  const failing: Record<string, string[]> = {};
  for (const id of categories) {
    failing[id] = (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${ref.id} (${Math.round((lhr.audits[ref.id]?.score ?? 0) * 100)})`);
  }
  return { scores, metrics, failing };
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
