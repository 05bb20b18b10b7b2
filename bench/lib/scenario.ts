/**
 * What a benchmark scenario is. To add one: write bench/scenarios/NAME.ts exporting a
 * `Scenario`, and list it in bench/scenarios/index.ts.
 */
import type { LoadRequest, LoadWithBackground } from './load.js';

export interface ScenarioContext {
  /** e.g. http://127.0.0.1:41234 (no trailing slash) */
  baseUrl: string;
  /** The admin account the bench server was started with. */
  adminEmail: string;
  adminPassword: string;
  /**
   * The server's database, for scenarios that seed data directly: the bench server's embedded one,
   * or BENCH_DATABASE_URL with --url. Undefined when neither is known.
   */
  databaseUrl?: string;
}

export interface Scenario {
  /** Short, lowercase; what `npm run bench -- NAME` selects. */
  name: string;
  /** One line: what the figure measures. */
  description: string;
  /** Concurrent connections unless --connections overrides it (of its own request: a mix's background loads keep theirs). */
  connections: number;
  /**
   * Seconds of unmeasured load before the measured run (JIT, pools, caches). Default 2.
   * Use 0 where requests have side effects that a warm-up would spoil (rate limits, data).
   */
  warmupSec?: number;
  /** Another scenario to compare with: the run prints this one's req/s as a share of that one's. */
  baseline?: string;
  /** Printed under the table, e.g. why the figure is what it is. */
  note?: string;
  /**
   * Runs once before the load: set up data, check the call answers as expected (throw if
   * not), and return the request, or the sequence each connection cycles through, or (a mix) the
   * request with background loads that run beside it and are reported on their own rows.
   */
  prepare(ctx: ScenarioContext): Promise<LoadRequest | LoadRequest[] | LoadWithBackground>;
}

/** Small helper for prepare(): one request, answer must have the expected status. */
export async function expectStatus(ctx: ScenarioContext, req: LoadRequest, status: number): Promise<{ status: number; body: unknown }> {
  const headers: Record<string, string> = { ...req.headers };
  let body = req.body;
  if (req.jsonBody !== undefined) {
    body = JSON.stringify(req.jsonBody);
    headers['content-type'] ??= 'application/json';
  }
  const res = await fetch(ctx.baseUrl + req.path, {
    method: req.method ?? 'GET',
    headers,
    body,
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  if (res.status !== status) {
    throw new Error(`${req.method ?? 'GET'} ${req.path} answered ${res.status} (expected ${status}): ${text.slice(0, 300)}`);
  }
  return { status: res.status, body: parsed };
}
