/**
 * MoveDay benchmarks: `npm run bench [-- SCENARIO... --duration S --connections C]`.
 * Starts the built server with a fresh embedded database, runs each scenario with autocannon
 * from this (separate) process, prints a table and stops the server. See bench/README.md.
 */
import { writeFile } from 'node:fs/promises';
import { availableParallelism, cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { runLoad, type LoadResult } from './lib/load.js';
import type { Scenario, ScenarioContext } from './lib/scenario.js';
import { BENCH_ADMIN_EMAIL, BENCH_ADMIN_PASSWORD, startServer, type RunningServer } from './lib/server.js';
import { scenarios } from './scenarios/index.js';

const usage = `Usage: npm run bench -- [SCENARIO...] [options]

Scenarios (default: all): ${scenarios.map((s) => s.name).join(', ')}

Options:
  --duration S      measured seconds per scenario (default 10)
  --connections C   concurrent connections for every scenario (default: each scenario's own)
  --warmup S        warm-up seconds before each measured run (default: each scenario's own, 2)
  --url URL         bench a server that is already running instead of starting one
                    (admin credentials from BENCH_ADMIN_EMAIL / BENCH_ADMIN_PASSWORD)
  --json FILE       also write the results as JSON to FILE
  --verbose         copy the server's output to stderr
  --list            list the scenarios and exit
  -h, --help        this text`;

function fail(message: string): never {
  process.stderr.write(`bench: ${message}\n\n${usage}\n`);
  process.exit(2);
}

function positiveNumber(name: string, value: string | undefined, fallback: number, allowZero = false): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0 || (!allowZero && n === 0)) fail(`--${name} must be a ${allowZero ? 'non-negative' : 'positive'} number, got "${value}"`);
  return n;
}

let args: ReturnType<typeof parse>;
function parse() {
  return parseArgs({
    allowPositionals: true,
    options: {
      duration: { type: 'string' },
      connections: { type: 'string' },
      warmup: { type: 'string' },
      url: { type: 'string' },
      json: { type: 'string' },
      verbose: { type: 'boolean', default: false },
      list: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
}
try {
  args = parse();
} catch (err) {
  fail(err instanceof Error ? err.message : String(err));
}

if (args.values.help) {
  console.log(usage);
  process.exit(0);
}
if (args.values.list) {
  for (const s of scenarios) console.log(`${s.name.padEnd(12)} ${s.description}`);
  process.exit(0);
}

const durationSec = positiveNumber('duration', args.values.duration, 10);
const connectionsOverride = args.values.connections === undefined ? undefined : Math.round(positiveNumber('connections', args.values.connections, 1));
const warmupOverride = args.values.warmup === undefined ? undefined : positiveNumber('warmup', args.values.warmup, 0, true);

const selected: Scenario[] = [];
for (const name of args.positionals.length > 0 ? args.positionals : scenarios.map((s) => s.name)) {
  const scenario = scenarios.find((s) => s.name === name.toLowerCase());
  if (!scenario) fail(`unknown scenario "${name}"`);
  if (!selected.includes(scenario)) selected.push(scenario);
}

interface Row {
  scenario: Scenario;
  result?: LoadResult;
  error?: string;
}

const fmtInt = (n: number) => Math.round(n).toLocaleString('en-US');
// autocannon's latency histogram counts whole milliseconds: 0 means under 1 ms.
const fmtMs = (n: number) => (!Number.isFinite(n) ? '-' : n < 1 ? '<1' : fmtInt(n));
const fmtRate = (n: number) => (n >= 100 ? fmtInt(n) : n.toFixed(1));

function printTable(rows: Row[]): void {
  const header = ['scenario', 'connections', 'req/s', 'p50 ms', 'p90 ms', 'p95 ms', 'p99 ms', '2xx', 'non-2xx', 'errors'];
  const body = rows.map(({ scenario, result, error }) =>
    result
      ? [
          scenario.name,
          String(result.connections),
          fmtRate(result.reqPerSec),
          fmtMs(result.latency.p50),
          fmtMs(result.latency.p90),
          fmtMs(result.latency.p95),
          fmtMs(result.latency.p99),
          fmtInt(result.ok2xx),
          fmtInt(result.non2xx),
          fmtInt(result.errors),
        ]
      : [scenario.name, 'FAILED', error ?? '', '', '', '', '', '', '', ''],
  );
  const widths = header.map((h, i) => Math.max(h.length, ...body.filter((r) => r[1] !== 'FAILED').map((r) => r[i].length)));
  const line = (cells: string[]) =>
    cells[1] === 'FAILED'
      ? `${cells[0].padEnd(widths[0])}  FAILED: ${cells[2]}`
      : cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of body) console.log(line(r));
}

let server: RunningServer | undefined;
let stopping = false;
async function shutdown(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    if (server) {
      process.stderr.write('bench: stopping the server...\n');
      await server.stop().catch((err: unknown) => process.stderr.write(`bench: stop failed: ${String(err)}\n`));
    }
  }
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(130));
process.on('SIGTERM', () => void shutdown(143));

async function main(): Promise<number> {
  let ctx: ScenarioContext;
  if (args.values.url) {
    ctx = {
      baseUrl: args.values.url.replace(/\/+$/, ''),
      adminEmail: process.env.BENCH_ADMIN_EMAIL ?? BENCH_ADMIN_EMAIL,
      adminPassword: process.env.BENCH_ADMIN_PASSWORD ?? BENCH_ADMIN_PASSWORD,
      databaseUrl: process.env.BENCH_DATABASE_URL,
    };
    console.log(`bench: using the running server at ${ctx.baseUrl}`);
  } else {
    process.stderr.write('bench: starting server/dist/server.js with a fresh embedded database...\n');
    const t0 = Date.now();
    server = await startServer({ echoOutput: args.values.verbose });
    console.log(`bench: server ready at ${server.baseUrl} in ${((Date.now() - t0) / 1000).toFixed(1)} s (pid ${server.pid}, postgres port ${server.pgPort})`);
    ctx = { baseUrl: server.baseUrl, adminEmail: server.adminEmail, adminPassword: server.adminPassword, databaseUrl: server.databaseUrl };
  }
  console.log(`bench: node ${process.version}, ${availableParallelism()} CPUs (${cpus()[0]?.model.trim() ?? 'unknown'}), ${durationSec} s per scenario\n`);

  const rows: Row[] = [];
  for (const scenario of selected) {
    const connections = connectionsOverride ?? scenario.connections;
    const warmupSec = warmupOverride ?? scenario.warmupSec ?? 2;
    process.stderr.write(`bench: ${scenario.name}: ${connections} connections, ${warmupSec} s warm-up, ${durationSec} s measured...\n`);
    try {
      const request = await scenario.prepare(ctx);
      if (warmupSec > 0) {
        await runLoad({ baseUrl: ctx.baseUrl, request, connections, durationSec: warmupSec, title: `${scenario.name} warm-up` });
      }
      const result = await runLoad({ baseUrl: ctx.baseUrl, request, connections, durationSec, title: scenario.name });
      rows.push({ scenario, result });
    } catch (err) {
      rows.push({ scenario, error: err instanceof Error ? err.message.split('\n')[0] : String(err) });
      process.stderr.write(`bench: ${scenario.name} failed: ${err instanceof Error ? err.message : String(err)}\n`);
    }
  }

  console.log('');
  printTable(rows);

  const notes: string[] = [];
  for (const { scenario, result } of rows) {
    if (scenario.note) notes.push(`${scenario.name}: ${scenario.note}`);
    if (result && (result.non2xx > 0 || result.errors > 0)) {
      const codes = Object.entries(result.statusCodes)
        .map(([code, n]) => `${code}: ${n}`)
        .join(', ');
      notes.push(
        `${scenario.name}: WARNING: ${fmtInt(result.non2xx)} non-2xx, ${fmtInt(result.errors)} errors (${result.timeouts} timeouts); statuses ${codes || 'none'}. Latency and req/s include them.`,
      );
    }
  }
  for (const { scenario, result } of rows) {
    const base = rows.find((r) => r.scenario.name === scenario.baseline)?.result;
    if (result && base) {
      notes.push(
        `${scenario.name}: ${((100 * result.reqPerSec) / base.reqPerSec).toFixed(0)}% of ${scenario.baseline}'s req/s (${result.connections} vs ${base.connections} connections)`,
      );
    }
  }
  if (notes.length > 0) console.log(`\n${notes.join('\n')}`);

  if (args.values.json) {
    const out = {
      date: new Date().toISOString(),
      node: process.version,
      cpus: availableParallelism(),
      durationSec,
      results: rows.map(({ scenario, result, error }) => ({ scenario: scenario.name, result, error })),
    };
    await writeFile(args.values.json, JSON.stringify(out, null, 2) + '\n');
    console.log(`\nbench: results written to ${args.values.json}`);
  }

  return rows.some((r) => r.error !== undefined) ? 1 : 0;
}

let code: number;
try {
  code = await main();
} catch (err) {
  process.stderr.write(`bench: ${err instanceof Error ? err.message : String(err)}\n`);
  code = 1;
}
await shutdown(code);
