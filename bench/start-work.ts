/**
 * What the first pages a visitor sees do on the main thread as they start (issue 36), for people:
 * Lighthouse 12 (mobile) with DevTools throttling, so the CPU really runs 4× slower and the long
 * tasks it lists are the throttled ones, on the BUILT site served by the built server. For each page:
 * total blocking time, every long task (when, how long, the script it is charged to), the scripts'
 * own time (evaluation, parse and compile), and the main thread's time by kind of work.
 *
 *   npm run build && npm run bench:start-work
 *   npm run bench:start-work -- --pages /,/es/ --runs 2
 */
import type { Result } from 'lighthouse';
import lighthouse from 'lighthouse';
import { launchChromium, option } from './lib/lighthouse.js';
import { startServer } from './lib/server.js';

const DEFAULT_PAGES = ['/', '/es/', '/getaquotetabs', '/es/getaquotetabs'];

interface Item {
  [field: string]: unknown;
}

const itemsOf = (lhr: Result, audit: string): Item[] => {
  const details = lhr.audits[audit]?.details as { items?: Item[] } | undefined;
  return details?.items ?? [];
};

/** A script's address as the build names it: its path, without the origin. */
const short = (url: unknown) => (typeof url === 'string' ? url.replace(/^https?:\/\/[^/]+/, '') || url : String(url));
const ms = (value: unknown) => `${Math.round(Number(value))} ms`;

function report(page: string, run: number, lhr: Result): void {
  const tbt = lhr.audits['total-blocking-time']?.numericValue ?? NaN;
  console.log(`\n${page} (run ${run}): performance ${Math.round((lhr.categories.performance?.score ?? 0) * 100)}, total blocking time ${ms(tbt)}`);
  console.log('  long tasks (start, duration, charged to):');
  for (const task of itemsOf(lhr, 'long-tasks')) console.log(`    ${ms(task.startTime).padStart(8)}  ${ms(task.duration).padStart(7)}  ${short(task.url)}`);
  console.log('  scripts (total, evaluation, parse and compile):');
  for (const script of itemsOf(lhr, 'bootup-time'))
    console.log(`    ${ms(script.total).padStart(7)}  ${ms(script.scripting).padStart(7)}  ${ms(script.scriptParseCompile).padStart(7)}  ${short(script.url)}`);
  console.log('  main thread by kind of work:');
  for (const group of itemsOf(lhr, 'mainthread-work-breakdown'))
    console.log(`    ${ms(group.duration).padStart(7)}  ${String(group.groupLabel ?? group.group)}`);
}

async function main(): Promise<void> {
  const pages = option('pages')?.split(',') ?? DEFAULT_PAGES;
  const runs = Number(option('runs') ?? '1');
  const server = await startServer();
  const chromium = await launchChromium();
  try {
    for (const page of pages) {
      for (let run = 1; run <= runs; run++) {
        const result = await lighthouse(`${server.baseUrl}${page}`, {
          port: chromium.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          // Real throttling: the CPU slowed 4× while the page runs, not a simulation after the fact.
          throttlingMethod: 'devtools',
        });
        if (!result || result.lhr.runtimeError) throw new Error(`Lighthouse on ${page}: ${result?.lhr.runtimeError?.message ?? 'no result'}`);
        report(page, run, result.lhr);
      }
    }
  } finally {
    await chromium.close().catch(() => undefined);
    await server.stop();
  }
}

await main();
