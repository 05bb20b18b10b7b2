/**
 * A thin wrapper round autocannon's programmatic API: fire one request shape (or a cycle of
 * them) at a server for a while over C keep-alive connections, and return what the table shows.
 */
import autocannon from 'autocannon';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD';

/** One request as a scenario describes it; `path` is relative to the server's base URL. */
export interface LoadRequest {
  method?: HttpMethod;
  path: string;
  headers?: Record<string, string>;
  /** Sent as is; use `jsonBody` for JSON. */
  body?: string;
  /** Serialised with JSON.stringify and sent with content-type: application/json. */
  jsonBody?: unknown;
}

/**
 * Other loads run at the same time as a scenario's own request, each on its own connections and
 * reported on its own (e.g. sign-ins hammering the server while quotes are measured).
 */
export interface BackgroundLoad {
  /** Short label, e.g. `login`: the table prints it as `SCENARIO:NAME`. */
  name: string;
  request: LoadRequest | LoadRequest[];
  connections: number;
}

/** A scenario's request measured while background loads run beside it. */
export interface LoadWithBackground {
  /** Label of the scenario's own request, e.g. `quote` (the table prints `SCENARIO:NAME`). */
  name: string;
  /** Repeated on the scenario's connections (its `connections`, or --connections). */
  request: LoadRequest | LoadRequest[];
  background: BackgroundLoad[];
}

export function hasBackground(load: LoadRequest | LoadRequest[] | LoadWithBackground): load is LoadWithBackground {
  return !Array.isArray(load) && 'background' in load;
}

export interface LoadOptions {
  /** e.g. http://127.0.0.1:41234 */
  baseUrl: string;
  /** The request to repeat, or a sequence each connection cycles through. */
  request: LoadRequest | LoadRequest[];
  connections: number;
  durationSec: number;
  /** Per-request timeout in seconds (autocannon's default is 10). */
  timeoutSec?: number;
  title?: string;
}

export interface LoadResult {
  title: string;
  connections: number;
  durationSec: number;
  /** Responses received, any status. */
  total: number;
  /** Mean responses per second over the run (all statuses). */
  reqPerSec: number;
  /** Latency in milliseconds, over all responses (autocannon resolves to about 1 ms). */
  /** p95 is computed here from every response's time; autocannon's histogram gives the others but no p95. */
  latency: { mean: number; p50: number; p90: number; p95: number; p99: number; max: number };
  ok2xx: number;
  non2xx: number;
  /** Count per HTTP status, e.g. { "200": 1234, "429": 5 }. */
  statusCodes: Record<string, number>;
  /** Connection errors, timeouts included. */
  errors: number;
  timeouts: number;
}

function toAutocannonRequest(r: LoadRequest): autocannon.Request {
  const headers: Record<string, string> = { ...r.headers };
  let body = r.body;
  if (r.jsonBody !== undefined) {
    body = JSON.stringify(r.jsonBody);
    headers['content-type'] ??= 'application/json';
  }
  return { method: r.method ?? 'GET', path: r.path, headers, body };
}

/** The nearest-rank percentile of the samples, in whole milliseconds like autocannon's (NaN when none). */
function percentile(samples: number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = Float64Array.from(samples).sort();
  return Math.floor(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]);
}

/** Each result's response times, for merging runs (kept beside the result, not in it: the JSON output stays small). */
const responseTimes = new WeakMap<LoadResult, number[]>();

export async function runLoad(opts: LoadOptions): Promise<LoadResult> {
  const sequence = Array.isArray(opts.request) ? opts.request : [opts.request];
  if (sequence.length === 0) throw new Error('runLoad: no request given');
  const url = new URL(opts.baseUrl);

  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: url.origin,
        connections: opts.connections,
        duration: opts.durationSec,
        timeout: opts.timeoutSec ?? 10,
        title: opts.title,
        requests: sequence.map(toAutocannonRequest),
      },
      (err, done) => (err ? reject(err) : resolve(done)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });

  const statusCodes: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) {
    statusCodes[code] = (stat as { count?: number }).count ?? 0;
  }
  // result.requests.average is the mean of per-second samples; total / duration is the same
  // idea without the rounding of a partial last second.
  const total = result.requests.total;
  const loadResult: LoadResult = {
    title: opts.title ?? sequence[0].path,
    connections: opts.connections,
    durationSec: result.duration,
    total,
    reqPerSec: result.duration > 0 ? total / result.duration : 0,
    latency: {
      mean: result.latency.mean,
      p50: result.latency.p50,
      p90: result.latency.p90,
      p95: percentile(times, 95),
      p99: result.latency.p99,
      max: result.latency.max,
    },
    ok2xx: result['2xx'],
    non2xx: result.non2xx,
    statusCodes,
    errors: result.errors,
    timeouts: result.timeouts,
  };
  responseTimes.set(loadResult, times);
  return loadResult;
}

/**
 * Several runs of the same load as one: their responses and seconds added up, the percentiles
 * over every response's time (bench:compare measures a round in slices, see bench/README.md).
 */
export function mergeLoads(runs: LoadResult[]): LoadResult {
  if (runs.length === 1) return runs[0];
  const times = runs.flatMap((r) => responseTimes.get(r) ?? []);
  const sum = (pick: (r: LoadResult) => number) => runs.reduce((acc, r) => acc + pick(r), 0);
  const durationSec = sum((r) => r.durationSec);
  const total = sum((r) => r.total);
  const statusCodes: Record<string, number> = {};
  for (const r of runs) for (const [code, count] of Object.entries(r.statusCodes)) statusCodes[code] = (statusCodes[code] ?? 0) + count;
  const merged: LoadResult = {
    title: runs[0].title,
    connections: runs[0].connections,
    durationSec,
    total,
    reqPerSec: durationSec > 0 ? total / durationSec : 0,
    latency: {
      mean: times.length > 0 ? times.reduce((a, b) => a + b, 0) / times.length : Number.NaN,
      p50: percentile(times, 50),
      p90: percentile(times, 90),
      p95: percentile(times, 95),
      p99: percentile(times, 99),
      max: Math.max(...runs.map((r) => r.latency.max)),
    },
    ok2xx: sum((r) => r.ok2xx),
    non2xx: sum((r) => r.non2xx),
    statusCodes,
    errors: sum((r) => r.errors),
    timeouts: sum((r) => r.timeouts),
  };
  responseTimes.set(merged, times);
  return merged;
}

export interface ConcurrentLoad {
  request: LoadRequest | LoadRequest[];
  connections: number;
  title?: string;
}

/**
 * Several loads at once against one server, for the same duration, each with its own autocannon
 * instance and connections; the results come back in the order given, each counted on its own.
 */
export function runLoads(baseUrl: string, loads: ConcurrentLoad[], durationSec: number, timeoutSec?: number): Promise<LoadResult[]> {
  return Promise.all(loads.map((l) => runLoad({ baseUrl, request: l.request, connections: l.connections, durationSec, timeoutSec, title: l.title })));
}
