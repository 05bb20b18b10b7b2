/**
 * MoveDay benchmarks: `npm run bench [-- SCENARIO... --duration S --connections C]`.
 * Starts the built server with a fresh embedded database, runs each scenario with autocannon
 * from this (separate) process, prints a table and stops the server. See bench/README.md.
 */
import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { availableParallelism, cpus } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseCommandLine, RUN_OPTIONS, runSettingsFrom } from './lib/cli.js';
import type { LoadResult } from './lib/load.js';
import {
  errorWarning,
  fmtInt,
  fmtLatency,
  fmtRate,
  formatTable,
  measureScenario,
  prepareScenario,
  scenarioConnections,
  scenarioWarmup,
  type RunSettings,
  type ScenarioResult,
  type TableRow,
} from './lib/measure.js';
import { formatProfileSummary, summarizeProfile } from './lib/profileSummary.js';
import type { Scenario, ScenarioContext } from './lib/scenario.js';
import { BENCH_ADMIN_EMAIL, BENCH_ADMIN_PASSWORD, repoRoot, serverEntry, startServer, type RunningServer } from './lib/server.js';
import { scenarios } from './scenarios/index.js';

const usage = `Usage: npm run bench -- [SCENARIO...] [options]

Scenarios (default: all): ${scenarios.map((s) => s.name).join(', ')}

Options:
  --duration S      measured seconds per scenario (default 10)
  --connections C   concurrent connections for every scenario (default: each scenario's own)
  --warmup S        warm-up seconds before each measured run (default: each scenario's own, 2)
  --url URL         bench a server that is already running instead of starting one
                    (admin credentials from BENCH_ADMIN_EMAIL / BENCH_ADMIN_PASSWORD)
  --server FILE     start this server script instead of server/dist/server.js: another build's,
                    such as the one bench:compare made of a commit
                    (<tmp>/moveday-bench-build-<sha>/server/dist/server.js), to profile it alike
  --json FILE       also write the results as JSON to FILE
  --cpu-profile DIR profile the server's CPU during each measured run (not start-up or warm-up):
                    DIR/<scenario>.cpuprofile (open it in Chrome's DevTools or speedscope), and
                    a summary by package and file under the table
  --verbose         copy the server's output to stderr
  --list            list the scenarios and exit
  -h, --help        this text`;

function fail(message: string): never {
  process.stderr.write(`bench: ${message}\n\n${usage}\n`);
  process.exit(2);
}

const args = parseCommandLine(
  {
    ...RUN_OPTIONS,
    url: { type: 'string' },
    server: { type: 'string' },
    json: { type: 'string' },
    'cpu-profile': { type: 'string' },
    verbose: { type: 'boolean', default: false },
    list: { type: 'boolean', default: false },
  },
  usage,
  fail,
);

if (args.values.list) {
  for (const s of scenarios) console.log(`${s.name.padEnd(12)} ${s.description}`);
  process.exit(0);
}

const settings: RunSettings = runSettingsFrom(args.values, fail);
const { durationSec } = settings;

const profileDir = args.values['cpu-profile'] === undefined ? undefined : resolve(args.values['cpu-profile']);
if (profileDir && args.values.url) fail('--cpu-profile starts its own server: it cannot profile one at --url');
if (args.values.server && args.values.url) fail('--server starts a server: it cannot go with --url');
const entry = args.values.server === undefined ? serverEntry : resolve(args.values.server);

const selected: Scenario[] = [];
for (const name of args.positionals.length > 0 ? args.positionals : scenarios.map((s) => s.name)) {
  const scenario = scenarios.find((s) => s.name === name.toLowerCase());
  if (!scenario) fail(`unknown scenario "${name}"`);
  if (!selected.includes(scenario)) selected.push(scenario);
}

interface Row {
  scenario: Scenario;
  result?: ScenarioResult;
  error?: string;
}

const resultCells = (label: string, result: LoadResult) => [
  label,
  String(result.connections),
  fmtRate(result.reqPerSec),
  fmtLatency(result, result.latency.p50),
  fmtLatency(result, result.latency.p90),
  fmtLatency(result, result.latency.p95),
  fmtLatency(result, result.latency.p99),
  fmtInt(result.ok2xx),
  fmtInt(result.non2xx),
  fmtInt(result.errors),
];

/** One line per scenario; a mix (a scenario with background loads) has a line per load. */
function printTable(rows: Row[]): void {
  const header = ['scenario', 'connections', 'req/s', 'p50 ms', 'p90 ms', 'p95 ms', 'p99 ms', '2xx', 'non-2xx', 'errors'];
  const body = rows.flatMap(({ scenario, result, error }): TableRow[] =>
    result ? [result.main, ...result.background].map((part) => resultCells(part.label, part.result)) : [{ label: scenario.name, failed: error ?? '' }],
  );
  for (const line of formatTable(header, body)) console.log(line);
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
    process.stderr.write(`bench: starting ${relative(process.cwd(), entry)} with a fresh embedded database...\n`);
    const t0 = Date.now();
    if (profileDir) await mkdir(profileDir, { recursive: true });
    server = await startServer({
      entry,
      echoOutput: args.values.verbose,
      ...(profileDir && {
        nodeArgs: ['--import', 'tsx', '--import', join(repoRoot, 'bench', 'lib', 'cpuProfileOnSignal.ts')],
        env: { MOVEDAY_CPU_PROFILE_DIR: profileDir },
      }),
    });
    console.log(`bench: server ready at ${server.baseUrl} in ${((Date.now() - t0) / 1000).toFixed(1)} s (pid ${server.pid}, postgres port ${server.pgPort})`);
    ctx = { baseUrl: server.baseUrl, adminEmail: server.adminEmail, adminPassword: server.adminPassword, databaseUrl: server.databaseUrl };
  }
  console.log(`bench: node ${process.version}, ${availableParallelism()} CPUs (${cpus()[0]?.model.trim() ?? 'unknown'}), ${durationSec} s per scenario\n`);

  const rows: Row[] = [];
  const profiles: { scenario: string; file: string }[] = [];
  for (const scenario of selected) {
    const connections = scenarioConnections(scenario, settings);
    const warmupSec = scenarioWarmup(scenario, settings);
    process.stderr.write(`bench: ${scenario.name}: ${connections} connections, ${warmupSec} s warm-up, ${durationSec} s measured...\n`);
    try {
      const prepared = await prepareScenario(ctx, scenario, settings);
      for (const b of prepared.background) process.stderr.write(`bench: ${scenario.name}: beside it, ${b.name} on ${b.connections} connections\n`);
      const profiled = server;
      const result = await measureScenario(
        ctx.baseUrl,
        prepared,
        durationSec,
        profileDir && profiled ? { started: () => process.kill(profiled.pid, 'SIGUSR2'), ended: () => process.kill(profiled.pid, 'SIGUSR2') } : undefined,
      );
      rows.push({ scenario, result });
      if (profileDir) profiles.push({ scenario: scenario.name, file: await collectProfile(profileDir, profiles.length + 1, scenario.name) });
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
    for (const part of result ? [result.main, ...result.background] : []) {
      const warning = errorWarning(part.label, part.result);
      if (warning) notes.push(warning);
    }
  }
  for (const { scenario, result: both } of rows) {
    const result = both?.main.result;
    const base = rows.find((r) => r.scenario.name === scenario.baseline)?.result?.main.result;
    if (result && base) {
      notes.push(
        `${scenario.name}: ${((100 * result.reqPerSec) / base.reqPerSec).toFixed(0)}% of ${scenario.baseline}'s req/s (${result.connections} vs ${base.connections} connections)`,
      );
    }
  }
  if (notes.length > 0) console.log(`\n${notes.join('\n')}`);

  for (const { scenario, file } of profiles) {
    const summary = await summarizeProfile(file);
    console.log(`\n${scenario}: CPU profile of the server, ${summary.samples.toLocaleString('en-US')} samples: ${file}`);
    for (const line of formatProfileSummary(summary)) console.log(`  ${line}`);
  }

  if (args.values.json) {
    const out = {
      date: new Date().toISOString(),
      node: process.version,
      cpus: availableParallelism(),
      durationSec,
      // result: the scenario's own request; background (a mix only): each background load's, by name.
      results: rows.map(({ scenario, result, error }) => ({
        scenario: scenario.name,
        result: result?.main.result,
        ...(result && result.background.length > 0 ? { background: Object.fromEntries(result.background.map((b) => [b.name, b.result])) } : {}),
        error,
      })),
    };
    await writeFile(args.values.json, JSON.stringify(out, null, 2) + '\n');
    console.log(`\nbench: results written to ${args.values.json}`);
  }

  return rows.some((r) => r.error !== undefined) ? 1 : 0;
}

/** Waits for the server to write its n-th profile (bench/lib/cpuProfileOnSignal.ts), and names it after the scenario. */
async function collectProfile(dir: string, n: number, scenario: string): Promise<string> {
  const written = join(dir, `${n}.cpuprofile`);
  const deadline = Date.now() + 60_000;
  while (!existsSync(written)) {
    if (Date.now() > deadline) throw new Error(`the server wrote no CPU profile to ${written} within a minute`);
    await sleep(100);
  }
  const named = join(dir, `${scenario}.cpuprofile`);
  await rename(written, named);
  return named;
}

let code: number;
try {
  code = await main();
} catch (err) {
  process.stderr.write(`bench: ${err instanceof Error ? err.message : String(err)}\n`);
  code = 1;
}
await shutdown(code);
