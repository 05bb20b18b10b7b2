/**
 * The exports on a large order book. On a server of its own (so that its peak memory is the
 * export's, not other scenarios'), with 100,000 orders seeded straight into the database:
 * - `GET /api/admin/fetchcsv`, the whole book as CSV: wall time, rows, bytes, and the server
 *   process's peak resident memory (VmHWM of /proc/<pid>/status, reset just before the download);
 * - the same as XLSX, for comparison;
 * - `POST /api/admin/fetchsinglepdf` with every group chosen, one at a time: latency;
 * - `GET /api/admin/dashboard` on that book, one at a time: latency.
 * Then the measured run repeats the single-order PDF on the bench server.
 * Targets: CSV under 10 s and 250 MB; one PDF under 200 ms.
 */
import { readFile, writeFile } from 'node:fs/promises';
import pg from 'pg';
import { countSeededOrders, seedOrders } from '../lib/seedOrders.js';
import { expectStatus, type Scenario, type ScenarioContext } from '../lib/scenario.js';
import { startServer, type RunningServer } from '../lib/server.js';

const ORDER_BOOK_SIZE = 100_000;
const PDF_SAMPLES = 40;
const TARGET = { csvSec: 10, csvMb: 250, pdfMs: 200 };

const ALL_GROUPS = {
  customerDetails: true,
  moveDetails: true,
  serviceType: true,
  preferredDateOpt1: true,
  preferredDateOpt2: true,
  pickupLocation: true,
  dropoffLocation: true,
  services: true,
  cancelReason: true,
  cancelDate: true,
  finalCost: true,
};

async function tokenFor(baseUrl: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/loginRoute`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginEmail: email, loginPassword: password }),
  });
  const body = (await res.json()) as { token?: string };
  if (res.status !== 200 || !body.token) throw new Error(`login answered ${res.status}: ${JSON.stringify(body).slice(0, 200)}`);
  return body.token;
}

/** kB figures of /proc/<pid>/status. */
async function memoryOf(pid: number): Promise<{ rssKb: number; peakKb: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rssKb: kb('VmRSS'), peakKb: kb('VmHWM') };
}

/** Resets the process's peak RSS to its current RSS (Linux: write 5 to clear_refs). False when not allowed. */
async function resetPeak(pid: number): Promise<boolean> {
  try {
    await writeFile(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

const mb = (kb: number) => Math.round(kb / 1024);

interface Download {
  seconds: number;
  firstByteMs: number;
  bytes: number;
  lines: number;
  peakMb: number;
  rssBeforeMb: number;
  peakIsLifetime: boolean;
}

/** Downloads a file as a browser would, counting as it comes (nothing kept), and the server's peak memory meanwhile. */
async function timedDownload(server: RunningServer, token: string, path: string): Promise<Download> {
  const peakIsLifetime = !(await resetPeak(server.pid));
  const before = await memoryOf(server.pid);
  const t0 = performance.now();
  const res = await fetch(`${server.baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (res.status !== 200 || !res.body) throw new Error(`${path} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
  let firstByteMs = -1;
  let bytes = 0;
  let lines = 0;
  for await (const chunk of res.body) {
    if (firstByteMs < 0) firstByteMs = performance.now() - t0;
    bytes += chunk.length;
    for (let at = chunk.indexOf(10); at >= 0; at = chunk.indexOf(10, at + 1)) lines++;
  }
  const seconds = (performance.now() - t0) / 1000;
  const after = await memoryOf(server.pid);
  return { seconds, firstByteMs, bytes, lines, peakMb: mb(after.peakKb), rssBeforeMb: mb(before.rssKb), peakIsLifetime };
}

/** Latencies of one request made `samples` times in a row, after a warm-up. */
async function latencies(url: string, init: RequestInit, samples: number): Promise<{ p50: number; p95: number; max: number }> {
  const once = async () => {
    const t0 = performance.now();
    const res = await fetch(url, init);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
    return performance.now() - t0;
  };
  for (let i = 0; i < 5; i++) await once();
  const times: number[] = [];
  for (let i = 0; i < samples; i++) times.push(await once());
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]!;
  return { p50: at(0.5), p95: at(0.95), max: times[times.length - 1]! };
}

async function anyOrderId(databaseUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(`SELECT id FROM moves WHERE status = 'cancelled' ORDER BY move_number LIMIT 1`);
    if (!rows[0]) throw new Error('no order to export');
    return rows[0].id;
  } finally {
    await client.end();
  }
}

const pdfRequest = (token: string, moveDatabaseID: string) =>
  ({
    method: 'POST',
    path: '/api/admin/fetchsinglepdf',
    headers: { authorization: `Bearer ${token}` },
    jsonBody: { moveDatabaseID, selectedMoveDetails: ALL_GROUPS },
  }) as const;

const verdict = (ok: boolean) => (ok ? 'ok' : 'OVER TARGET');

/** The one-off measurements, on a server of the scenario's own. */
async function measureExports(): Promise<string[]> {
  process.stderr.write('bench: export: starting a server of its own and seeding 100,000 orders...\n');
  const server = await startServer();
  try {
    const t0 = Date.now();
    await seedOrders(server.databaseUrl, ORDER_BOOK_SIZE);
    process.stderr.write(`bench: export: seeded in ${((Date.now() - t0) / 1000).toFixed(1)} s\n`);
    const token = await tokenFor(server.baseUrl, server.adminEmail, server.adminPassword);

    const csv = await timedDownload(server, token, '/api/admin/fetchcsv');
    if (csv.lines !== ORDER_BOOK_SIZE + 1) throw new Error(`the CSV has ${csv.lines} lines, expected ${ORDER_BOOK_SIZE + 1}`);
    const xlsx = await timedDownload(server, token, '/api/admin/fetchxlsx');
    const id = await anyOrderId(server.databaseUrl);
    const req = pdfRequest(token, id);
    const pdf = await latencies(
      `${server.baseUrl}${req.path}`,
      { method: 'POST', headers: { ...req.headers, 'content-type': 'application/json' }, body: JSON.stringify(req.jsonBody) },
      PDF_SAMPLES,
    );
    const dashboard = await latencies(`${server.baseUrl}/api/admin/dashboard`, { headers: { authorization: `Bearer ${token}` } }, 20);
    const peakNote = csv.peakIsLifetime ? ' (peak since start: clear_refs not allowed)' : '';
    return [
      `CSV of ${ORDER_BOOK_SIZE.toLocaleString('en-US')} orders: ${csv.seconds.toFixed(2)} s (first byte ${Math.round(csv.firstByteMs)} ms), ${(csv.bytes / 1048576).toFixed(1)} MB, server peak RSS ${csv.peakMb} MB (${csv.rssBeforeMb} MB before)${peakNote}; target < ${TARGET.csvSec} s and < ${TARGET.csvMb} MB: ${verdict(csv.seconds < TARGET.csvSec && csv.peakMb < TARGET.csvMb)}`,
      `XLSX of the same: ${xlsx.seconds.toFixed(2)} s, ${(xlsx.bytes / 1048576).toFixed(1)} MB, server peak RSS ${xlsx.peakMb} MB (${xlsx.rssBeforeMb} MB before)`,
      `single-order PDF, every group, one at a time (${PDF_SAMPLES} after 5 warm-up): p50 ${pdf.p50.toFixed(0)} ms, p95 ${pdf.p95.toFixed(0)} ms, max ${pdf.max.toFixed(0)} ms; target < ${TARGET.pdfMs} ms: ${verdict(pdf.p95 < TARGET.pdfMs)}`,
      `GET /api/admin/dashboard on the same book, one at a time (20): p50 ${dashboard.p50.toFixed(0)} ms, p95 ${dashboard.p95.toFixed(0)} ms`,
    ];
  } finally {
    await server.stop();
  }
}

async function benchOrder(ctx: ScenarioContext): Promise<string> {
  if (!ctx.databaseUrl) throw new Error('this scenario seeds an order in the database: with --url, set BENCH_DATABASE_URL');
  if ((await countSeededOrders(ctx.databaseUrl)) === 0) await seedOrders(ctx.databaseUrl, 100);
  return anyOrderId(ctx.databaseUrl);
}

export const exportScenario: Scenario = {
  name: 'export',
  description: 'GET /api/admin/fetchcsv of 100,000 orders (time, server peak RSS), XLSX, then POST /api/admin/fetchsinglepdf under load',
  connections: 1,
  note: 'the export figures are measured in prepare; see the lines below',
  async prepare(ctx) {
    const lines = await measureExports();
    for (const line of lines) process.stderr.write(`bench: export: ${line}\n`);
    exportScenario.note = `one-off measurements on a server of its own:\n  ${lines.join('\n  ')}\n  the table row: the single-order PDF repeated on the bench server`;
    const req = pdfRequest(await tokenFor(ctx.baseUrl, ctx.adminEmail, ctx.adminPassword), await benchOrder(ctx));
    const { body } = await expectStatus(ctx, req, 200);
    if (typeof body !== 'string' || !body.startsWith('%PDF-')) throw new Error('the answer is not a PDF');
    return req;
  },
};
