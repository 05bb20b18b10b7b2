/**
 * `npm run bench:compare -- REF [SCENARIO...] [--rounds N --duration S ...]`: the same scenarios
 * against the server built from commit REF and the working tree's built server, in alternating
 * rounds on the same machine in one run, and their ratio. See bench/README.md.
 */
import { existsSync, statSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { availableParallelism, cpus } from 'node:os';
import { numberOption, parseCommandLine, RUN_OPTIONS, runSettingsFrom } from './lib/cli.js';
import type { LoadResult } from './lib/load.js';
import {
  errorWarning,
  fmtLatency,
  fmtMs,
  fmtRate,
  formatTable,
  measureScenario,
  mergeResults,
  prepareScenario,
  type PreparedScenario,
  type RunSettings,
  type ScenarioResult,
  type TableRow,
} from './lib/measure.js';
import { capture, ensureRefBuild, resolveCommit } from './lib/refBuild.js';
import type { Scenario } from './lib/scenario.js';
import { repoRoot, serverEntry, startServer, type RunningServer } from './lib/server.js';
import { scenarios } from './scenarios/index.js';

const DEFAULT_SCENARIOS = ['health', 'quote'];
/** Scenarios whose figures do not come from the bench servers alone. */
const NOT_COMPARABLE: Record<string, string> = {
  export: 'it measures its exports on a server of its own, always the working tree’s; run `npm run bench -- export` at each build instead',
};

const usage = `Usage: npm run bench:compare -- REF [SCENARIO...] [options]

Builds commit REF (any git ref of this repository) in a scratch folder, starts its server and the
working tree's built server (server/dist: run \`npm run build\` first), and runs the scenarios
against each in alternating rounds: ref then tree, then tree then ref, ...

Scenarios (default: ${DEFAULT_SCENARIOS.join(' ')}): ${scenarios
  .map((s) => s.name)
  .filter((n) => !(n in NOT_COMPARABLE))
  .join(', ')}

Options:
  --rounds N        rounds (default 2); each round runs every scenario once on each server
  --duration S      measured seconds per scenario and server in a round (default 10)
  --slice S         a round's measured seconds go in slices of about S seconds, alternating
                    between the servers (ref, tree, tree, ref, ...), so a machine that speeds up
                    or slows down meanwhile weighs on both alike (default 2; 0: one run each)
  --connections C   concurrent connections for every scenario (default: each scenario's own)
  --warmup S        warm-up seconds before each measured run (default: each scenario's own, 2)
  --json FILE       also write the figures as JSON to FILE
  --rebuild         build REF again even if an earlier run's build is complete
  --verbose         copy the servers' output to stderr
  -h, --help        this text`;

function fail(message: string): never {
  process.stderr.write(`bench:compare: ${message}\n\n${usage}\n`);
  process.exit(2);
}

const args = parseCommandLine(
  {
    ...RUN_OPTIONS,
    rounds: { type: 'string' },
    slice: { type: 'string' },
    json: { type: 'string' },
    rebuild: { type: 'boolean', default: false },
    verbose: { type: 'boolean', default: false },
  },
  usage,
  fail,
);

const [ref, ...scenarioNames] = args.positionals;
if (!ref) fail('name the git ref to compare with, e.g. `npm run bench:compare -- main`');
const rounds = Math.round(numberOption(fail, 'rounds', args.values.rounds, 2));
const settings: RunSettings = runSettingsFrom(args.values, fail);
const sliceSec = numberOption(fail, 'slice', args.values.slice, 2, true);
const slices = sliceSec > 0 ? Math.max(1, Math.round(settings.durationSec / sliceSec)) : 1;

const selected: Scenario[] = [];
for (const name of scenarioNames.length > 0 ? scenarioNames : DEFAULT_SCENARIOS) {
  const scenario = scenarios.find((s) => s.name === name.toLowerCase());
  if (!scenario) fail(`unknown scenario "${name}"`);
  if (scenario.name in NOT_COMPARABLE) fail(`${scenario.name} cannot be compared: ${NOT_COMPARABLE[scenario.name]}`);
  if (!selected.includes(scenario)) selected.push(scenario);
}

if (!existsSync(serverEntry)) {
  fail(`the working tree is not built (${serverEntry} is missing): run \`npm run build\` first; compare runs the tree's BUILT server`);
}

type Side = 'ref' | 'tree';
const SIDES: Side[] = ['ref', 'tree'];

const servers: Partial<Record<Side, RunningServer>> = {};
let stopping = false;
async function shutdown(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    const running = Object.values(servers);
    if (running.length > 0) process.stderr.write('bench:compare: stopping the servers...\n');
    await Promise.all(running.map((s) => s.stop().catch((err: unknown) => process.stderr.write(`bench:compare: stop failed: ${String(err)}\n`))));
  }
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(130));
process.on('SIGTERM', () => void shutdown(143));

interface Measured {
  round: number;
  /** Which server ran first in this round. */
  first: Side;
  ref?: ScenarioResult;
  tree?: ScenarioResult;
  error?: string;
}

interface Outcome {
  scenario: Scenario;
  /** Why it could not run (prepare or a measured run failed). */
  error?: string;
  rounds: Measured[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length === 0 ? Number.NaN : sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const pct = (tree: number, base: number) => (base > 0 ? `${((100 * tree) / base).toFixed(0)}%` : '-');
const message = (err: unknown) => (err instanceof Error ? err.message : String(err));

async function describeTree(): Promise<string> {
  const head = await capture('git', ['-C', repoRoot, 'rev-parse', '--short=12', 'HEAD'], repoRoot).catch(() => '?');
  const dirty = await capture('git', ['-C', repoRoot, 'status', '--porcelain', '--untracked-files=no', '--', '.', ':!bench', ':!docs'], repoRoot).catch(
    () => '',
  );
  const built = statSync(serverEntry)
    .mtime.toISOString()
    .replace(/\.\d+Z$/, 'Z');
  // Changes to the bench or the docs do not change what is measured.
  return `${head}${dirty ? ' with uncommitted changes' : ''} (server/dist/server.js built ${built})`;
}

async function main(): Promise<number> {
  const sha = await resolveCommit(repoRoot, ref).catch((err: unknown) => fail(message(err)));
  const subject = await capture('git', ['-C', repoRoot, 'log', '-1', '--format=%s', sha], repoRoot).catch(() => '');
  const build = await ensureRefBuild(repoRoot, sha, { rebuild: args.values.rebuild });
  process.stderr.write(`bench:compare: ${build.reused ? 'reusing the build' : 'built'} ${sha.slice(0, 12)} in ${build.dir}\n`);

  // Both get the bench's fixed settings from startServer; each runs from its own root.
  const starts: Record<Side, { entry: string; cwd: string }> = { ref: { entry: build.entry, cwd: build.dir }, tree: { entry: serverEntry, cwd: repoRoot } };
  for (const side of SIDES) {
    process.stderr.write(`bench:compare: starting the ${side} server with a fresh embedded database...\n`);
    const t0 = Date.now();
    servers[side] = await startServer({ ...starts[side], echoOutput: args.values.verbose });
    const s = servers[side];
    console.log(`bench:compare: ${side} server ready at ${s.baseUrl} in ${((Date.now() - t0) / 1000).toFixed(1)} s (pid ${s.pid})`);
  }

  console.log(`bench:compare: ref  = ${sha.slice(0, 12)} ${subject.slice(0, 80)}`);
  console.log(`bench:compare: tree = ${await describeTree()}`);
  console.log(
    `bench:compare: node ${process.version}, ${availableParallelism()} CPUs (${cpus()[0]?.model.trim() ?? 'unknown'}), ${rounds} rounds, ${settings.durationSec} s per scenario and server\n`,
  );

  // prepare() once per scenario and server (data, tokens, the checked request).
  const outcomes: Outcome[] = [];
  const prepared = new Map<Scenario, Record<Side, PreparedScenario>>();
  for (const scenario of selected) {
    const outcome: Outcome = { scenario, rounds: [] };
    outcomes.push(outcome);
    try {
      const both = {} as Record<Side, PreparedScenario>;
      for (const side of SIDES) {
        const server = servers[side]!;
        both[side] = await prepareScenario(
          { baseUrl: server.baseUrl, adminEmail: server.adminEmail, adminPassword: server.adminPassword, databaseUrl: server.databaseUrl },
          scenario,
          settings,
        ).catch((err: unknown) => {
          throw new Error(`on the ${side} server: ${message(err)}`);
        });
      }
      prepared.set(scenario, both);
    } catch (err) {
      outcome.error = message(err).split('\n')[0];
      process.stderr.write(`bench:compare: ${scenario.name} failed: ${message(err)}\n`);
    }
  }

  for (let round = 1; round <= rounds; round++) {
    const order: Side[] = round % 2 === 1 ? ['ref', 'tree'] : ['tree', 'ref'];
    for (const outcome of outcomes) {
      const both = prepared.get(outcome.scenario);
      if (!both || outcome.error) continue;
      const measured: Measured = { round, first: order[0] };
      outcome.rounds.push(measured);
      // Slices in the order A B, B A, A B, ...: a drift of the machine's speed during the round
      // falls on both servers alike. Each server warms up just before its first slice.
      const sequence = Array.from({ length: slices }, (_, i) => (i % 2 === 0 ? order : [order[1], order[0]])).flat();
      const runs: Record<Side, ScenarioResult[]> = { ref: [], tree: [] };
      const p0 = both[order[0]];
      const extra = p0.background.map((b) => ` + ${b.name} on ${b.connections}`).join('');
      process.stderr.write(
        `bench:compare: round ${round}/${rounds}, ${outcome.scenario.name}: ${p0.connections} connections${extra}, ${p0.warmupSec} s warm-up, ${settings.durationSec} s measured on each server` +
          (slices > 1 ? ` in ${slices} slices each: ${sequence.slice(0, 4).join(', ')}, ...\n` : `: ${order.join(' then ')}\n`),
      );
      for (const side of sequence) {
        const p = both[side];
        try {
          runs[side].push(
            await measureScenario(servers[side]!.baseUrl, p, settings.durationSec / slices, undefined, runs[side].length === 0 ? p.warmupSec : 0),
          );
        } catch (err) {
          measured.error = `round ${round} on ${side}: ${message(err).split('\n')[0]}`;
          outcome.error = measured.error;
          process.stderr.write(`bench:compare: ${outcome.scenario.name} failed: ${message(err)}\n`);
          break;
        }
      }
      if (!measured.error) for (const side of SIDES) measured[side] = mergeResults(runs[side]);
    }
  }

  printReport(outcomes);
  if (args.values.json) {
    await writeFile(args.values.json, JSON.stringify(toJson(outcomes, sha), null, 2) + '\n');
    console.log(`\nbench:compare: figures written to ${args.values.json}`);
  }
  return outcomes.some((o) => o.error !== undefined) ? 1 : 0;
}

const mainOf = (r: ScenarioResult | undefined): LoadResult | undefined => r?.main.result;

function printReport(outcomes: Outcome[]): void {
  const header = ['scenario', 'round', 'order', 'ref req/s', 'tree req/s', 'tree/ref', 'ref p99 ms', 'tree p99 ms'];
  const rows: TableRow[] = [];
  for (const o of outcomes) {
    for (const m of o.rounds) {
      const ref = mainOf(m.ref);
      const tree = mainOf(m.tree);
      const label = (m.ref ?? m.tree)?.main.label ?? o.scenario.name;
      if (!ref || !tree) continue;
      rows.push([
        label,
        String(m.round),
        m.first === 'ref' ? 'ref,tree' : 'tree,ref',
        fmtRate(ref.reqPerSec),
        fmtRate(tree.reqPerSec),
        pct(tree.reqPerSec, ref.reqPerSec),
        fmtLatency(ref, ref.latency.p99),
        fmtLatency(tree, tree.latency.p99),
      ]);
    }
    if (o.error) rows.push({ label: o.scenario.name, failed: o.error });
  }
  console.log('');
  for (const line of formatTable(header, rows)) console.log(line);

  // A median per scenario over the complete rounds (with 2 rounds: their mean).
  const summary: string[] = [];
  const notes: string[] = [];
  for (const o of outcomes) {
    const done = o.rounds.filter((m) => m.ref && m.tree);
    if (done.length === 0) continue;
    const med = (side: Side, pick: (r: LoadResult) => number) => median(done.map((m) => pick(mainOf(m[side])!)));
    const refRate = med('ref', (r) => r.reqPerSec);
    const treeRate = med('tree', (r) => r.reqPerSec);
    const ratios = done.map((m) => (100 * mainOf(m.tree)!.reqPerSec) / mainOf(m.ref)!.reqPerSec);
    const spread = ratios.length > 1 ? ` (rounds ${Math.min(...ratios).toFixed(0)}% to ${Math.max(...ratios).toFixed(0)}%)` : '';
    summary.push(
      `${done[0].ref!.main.label}: median of ${done.length}: ref ${fmtRate(refRate)} req/s, tree ${fmtRate(treeRate)} req/s, tree/ref ${pct(treeRate, refRate)}${spread}; ` +
        `p99 ref ${fmtMs(med('ref', (r) => r.latency.p99))} ms, tree ${fmtMs(med('tree', (r) => r.latency.p99))} ms`,
    );
    // A mix's background loads: what they did beside the measured request, for the record.
    for (const [i, b] of done[0].ref!.background.entries()) {
      const figures = (side: Side) => {
        const runs = done.map((m) => m[side]!.background[i].result);
        // p99 only of the runs that had responses (autocannon says 0 when none came back).
        const answered = runs.filter((r) => r.total > 0);
        const p99 = answered.length === 0 ? 'no response within the measured seconds' : `p99 ${fmtMs(median(answered.map((r) => r.latency.p99)))} ms`;
        return `${side} ${fmtRate(median(runs.map((r) => r.reqPerSec)))} req/s ${p99}`;
      };
      summary.push(`  beside it, ${b.label}: ${figures('ref')}, ${figures('tree')}`);
    }
    if (o.scenario.note) notes.push(`${o.scenario.name}: ${o.scenario.note}`);
    for (const m of done) {
      for (const side of SIDES) {
        for (const part of [m[side]!.main, ...m[side]!.background]) {
          const warning = errorWarning(`${side}, round ${m.round}, ${part.label}`, part.result);
          if (warning) notes.push(warning);
        }
      }
    }
  }
  if (summary.length > 0) console.log(`\n${summary.join('\n')}`);
  notes.push('tree/ref: the tree’s req/s as a share of the ref’s, same machine, same run; expect about ±10% of noise on a busy 2-core machine.');
  console.log(`\n${notes.join('\n')}`);
}

function toJson(outcomes: Outcome[], sha: string) {
  return {
    date: new Date().toISOString(),
    node: process.version,
    cpus: availableParallelism(),
    ref: { name: ref, sha },
    rounds,
    durationSec: settings.durationSec,
    slicesPerRound: slices,
    scenarios: outcomes.map((o) => ({
      scenario: o.scenario.name,
      error: o.error,
      rounds: o.rounds.map((m) => ({
        round: m.round,
        first: m.first,
        // result: the scenario's own request; background (a mix only): each background load's, by name.
        ref: m.ref && { result: m.ref.main.result, background: Object.fromEntries(m.ref.background.map((b) => [b.name, b.result])) },
        tree: m.tree && { result: m.tree.main.result, background: Object.fromEntries(m.tree.background.map((b) => [b.name, b.result])) },
        ratio: m.ref && m.tree ? m.tree.main.result.reqPerSec / m.ref.main.result.reqPerSec : undefined,
        error: m.error,
      })),
    })),
  };
}

let code: number;
try {
  code = await main();
} catch (err) {
  process.stderr.write(`bench:compare: ${message(err)}\n`);
  code = 1;
}
await shutdown(code);
