/**
 * Running a scenario: what `npm run bench` (run.ts) and `npm run bench:compare` (compare.ts)
 * share. prepare() once per server, then a warm-up and a measured run (or several, in compare).
 */
import { hasBackground, mergeLoads, runLoads, type BackgroundLoad, type LoadRequest, type LoadResult } from './load.js';
import type { Scenario, ScenarioContext } from './scenario.js';

/** The command line's overrides; undefined means the scenario's own. */
export interface RunSettings {
  durationSec: number;
  connections?: number;
  warmupSec?: number;
}

/** What prepare() returned, in one shape. */
export interface PreparedScenario {
  scenario: Scenario;
  /** The scenario's own request(s), on `connections`. */
  request: LoadRequest | LoadRequest[];
  connections: number;
  warmupSec: number;
  /** Label of the own request in a mix (`quote` of `loginmix`); undefined for a plain scenario. */
  mainName?: string;
  background: BackgroundLoad[];
}

export interface PartResult {
  /** `health`, or `loginmix:quote` / `loginmix:login` for a mix. */
  label: string;
  result: LoadResult;
}

export interface ScenarioResult {
  /** The scenario's own request: the figures a comparison uses. */
  main: PartResult;
  /** The background loads of a mix, in the order the scenario gave them (name: the load's own, e.g. `login`). */
  background: (PartResult & { name: string })[];
}

export const scenarioConnections = (scenario: Scenario, settings: RunSettings) => settings.connections ?? scenario.connections;
export const scenarioWarmup = (scenario: Scenario, settings: RunSettings) => settings.warmupSec ?? scenario.warmupSec ?? 2;

/** Calls the scenario's prepare() (its checked request) against one server. */
export async function prepareScenario(ctx: ScenarioContext, scenario: Scenario, settings: RunSettings): Promise<PreparedScenario> {
  const load = await scenario.prepare(ctx);
  const base = { scenario, connections: scenarioConnections(scenario, settings), warmupSec: scenarioWarmup(scenario, settings) };
  return hasBackground(load)
    ? { ...base, request: load.request, mainName: load.name, background: load.background }
    : { ...base, request: load, background: [] };
}

/** Called just before and just after the measured run (not the warm-up): a profiler's window. */
export interface MeasuredWindow {
  started(): void;
  ended(): void;
}

/**
 * A prepared scenario's warm-up (unless 0 s, or `warmupSec` says otherwise) then its measured run;
 * a mix runs all its loads at once.
 */
export async function measureScenario(
  baseUrl: string,
  prepared: PreparedScenario,
  durationSec: number,
  window?: MeasuredWindow,
  warmupSec = prepared.warmupSec,
): Promise<ScenarioResult> {
  const name = prepared.scenario.name;
  const mainLabel = prepared.mainName === undefined ? name : `${name}:${prepared.mainName}`;
  const labels = [mainLabel, ...prepared.background.map((b) => `${name}:${b.name}`)];
  const loads = (suffix: string) => [
    { request: prepared.request, connections: prepared.connections, title: `${mainLabel}${suffix}` },
    ...prepared.background.map((b, i) => ({ request: b.request, connections: b.connections, title: `${labels[i + 1]}${suffix}` })),
  ];
  if (warmupSec > 0) await runLoads(baseUrl, loads(' warm-up'), warmupSec);
  window?.started();
  const results = await runLoads(baseUrl, loads(''), durationSec);
  window?.ended();
  return {
    main: { label: labels[0], result: results[0] },
    background: prepared.background.map((b, i) => ({ name: b.name, label: labels[i + 1], result: results[i + 1] })),
  };
}

/** Measured runs of one scenario on one server as one: each part's runs merged (mergeLoads). */
export function mergeResults(runs: ScenarioResult[]): ScenarioResult {
  const [first] = runs;
  return {
    main: { label: first.main.label, result: mergeLoads(runs.map((r) => r.main.result)) },
    background: first.background.map((b, i) => ({ ...b, result: mergeLoads(runs.map((r) => r.background[i].result)) })),
  };
}

/** A line for the notes when some answers were not 2xx or failed, else undefined. */
export function errorWarning(label: string, result: LoadResult): string | undefined {
  if (result.non2xx === 0 && result.errors === 0) return undefined;
  const codes = Object.entries(result.statusCodes)
    .map(([code, n]) => `${code}: ${n}`)
    .join(', ');
  return `${label}: WARNING: ${fmtInt(result.non2xx)} non-2xx, ${fmtInt(result.errors)} errors (${result.timeouts} timeouts); statuses ${codes || 'none'}. Latency and req/s include them.`;
}

export const fmtInt = (n: number) => Math.round(n).toLocaleString('en-US');
// autocannon's latency histogram counts whole milliseconds: 0 means under 1 ms.
export const fmtMs = (n: number) => (!Number.isFinite(n) ? '-' : n < 1 ? '<1' : fmtInt(n));
export const fmtRate = (n: number) => (n >= 100 ? fmtInt(n) : n.toFixed(1));
/** A latency of a run: `-` when no response came back in it (autocannon then reports 0). */
export const fmtLatency = (result: LoadResult, n: number) => (result.total === 0 ? '-' : fmtMs(n));

/** A table row: its cells, or a label and why it could not run. */
export type TableRow = string[] | { label: string; failed: string };

/**
 * Lines of a plain-text table: the first column left-aligned, the others right-aligned; a failed
 * row prints its label and `FAILED: why` (and does not widen the columns).
 */
export function formatTable(header: string[], rows: TableRow[]): string[] {
  const cells = rows.filter((r): r is string[] => Array.isArray(r));
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [
    line(header),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...rows.map((r) => (Array.isArray(r) ? line(r) : `${r.label.padEnd(widths[0])}  FAILED: ${r.failed}`)),
  ];
}
