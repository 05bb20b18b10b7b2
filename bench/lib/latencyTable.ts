// The latency table the scripted benchmarks print (webhooks.ts, payments.ts, mail.ts).

/** The nearest-rank percentile of sorted samples (NaN when none). */
export const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
/** Milliseconds as the tables print them. */
export const ms = (value: number) => (Number.isNaN(value) ? '-' : value < 10 ? value.toFixed(1) : value.toFixed(0));

/** One row of the latency table: the calls, their p50/p95/p99/max and how many did not answer as `ok` says (200). */
export function latencyRow(
  label: string,
  timings: readonly { ms: number; status: number }[],
  ok: (status: number) => boolean = (status) => status === 200,
): string {
  const sorted = timings.map((t) => t.ms).sort((a, b) => a - b);
  const failed = timings.filter((t) => !ok(t.status)).length;
  return [
    label.padEnd(30),
    String(timings.length).padStart(6),
    ...[50, 95, 99].map((p) => ms(percentile(sorted, p)).padStart(7)),
    ms(sorted.at(-1) ?? Number.NaN).padStart(7),
    String(failed).padStart(8),
  ].join(' ');
}

/** The latency table's header. */
export const LATENCY_HEADER = [
  'API calls'.padEnd(30),
  'calls'.padStart(6),
  'p50 ms'.padStart(7),
  'p95 ms'.padStart(7),
  'p99 ms'.padStart(7),
  'max ms'.padStart(7),
  'non-200'.padStart(8),
].join(' ');
