/**
 * The webhooks' benchmark: `npm run bench:webhooks [-- --changes N --seconds S --connections C --rounds R --events status|all --http]`.
 * Runs the BUILT server (npm run build first) with a fresh embedded database, and a webhook
 * receiver of its own on 127.0.0.1.
 *
 * N order status changes (1,000 by default) are made through the API in S seconds (60) from C
 * connections (8), with an API key holding orders:write, in runs of two kinds: with the webhook
 * endpoint off (the API does what it does with no endpoint) and on (it takes the changes' events,
 * on the loopback receiver); R rounds (2) of both kinds, off-on then on-off, after a short warm-up
 * of each. Each order goes confirm (estimate_open → open), assign a partner (→ partnerassigned),
 * cancel (→ cancelled), its three changes back to back, so one order's events follow each other
 * closely. Reported:
 * - the API latency of the status-change calls, p50/p95/p99, per run and with the endpoint off and
 *   on side by side;
 * - with the endpoint on: every event delivered (each event id received at least once), one
 *   order's events received in the order MoveDay queued them, every signature good, and the time
 *   from each event's `createdAt` (the change, just before its commit) to its first receipt:
 *   p50/p95/p99/max. Target: p95 under 2 s. A run with the endpoint on ends once all its events
 *   have arrived, so the next run starts with nothing left to send.
 *
 * The server runs as in production (NODE_ENV=production): the receiver is https with a certificate
 * made for the run (openssl), which the server trusts through NODE_EXTRA_CA_CERTS, and
 * WEBHOOK_ALLOWED_NETWORKS lets it send to 127.0.0.1. `--http` runs the server with
 * NODE_ENV=development and a plain-http receiver instead (no openssl needed).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { denverDraft } from '../server/test/support/drafts.js';
import { call, expectOk, machine, query, until } from './lib/api.js';
import { LATENCY_HEADER, latencyRow, ms, percentile } from './lib/latencyTable.js';
import { startServer, type RunningServer } from './lib/server.js';
import { makeCertificate, startReceiver, type Receipt, type Receiver } from './lib/webhookReceiver.js';

const { values } = parseArgs({
  options: {
    changes: { type: 'string', default: '1000' },
    seconds: { type: 'string', default: '60' },
    connections: { type: 'string', default: '8' },
    rounds: { type: 'string', default: '2' },
    events: { type: 'string', default: 'status' },
    http: { type: 'boolean', default: false },
    verbose: { type: 'boolean', default: false },
  },
});
const CHANGES = Number(values.changes);
const SECONDS = Number(values.seconds);
const CONNECTIONS = Number(values.connections);
const ROUNDS = Number(values.rounds);
const ALL_EVENTS = values.events === 'all';
if (!(CHANGES >= 3) || !(SECONDS >= 0) || !(CONNECTIONS >= 1) || !(ROUNDS >= 1) || !['status', 'all'].includes(values.events!)) {
  console.error(
    'usage: npm run bench:webhooks -- [--changes N>=3] [--seconds S>=0] [--connections C>=1] [--rounds R>=1] [--events status|all] [--http] [--verbose]',
  );
  process.exit(2);
}
const ORDERS = Math.ceil(CHANGES / 3);
/** One status change starts every SPACING_MS: the run's changes over its seconds. */
const SPACING_MS = (SECONDS * 1000) / (ORDERS * 3);
const TARGET_P95_MS = 2000;
const STEPS = ['confirm', 'assign', 'cancel'] as const;
type Step = (typeof STEPS)[number];

interface Order {
  id: string;
  day: number;
}

/** Orders waiting for confirmation (estimate_open), added by the admin from `connections` at once. */
async function addOrders(server: RunningServer, admin: string, count: number): Promise<Order[]> {
  const orders: Order[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (next < count) {
        const i = next++;
        const draft = denverDraft();
        const customerDetails = { firstName: 'Webhook', lastName: 'Bench', userEmail: `webhook.bench.${i}@example.com`, userPhone: '3035550100' };
        const added = await expectOk(call(server, 'POST', '/api/addorder', { ...draft, customerDetails, confirmSaveAdminAction: 'save' }, admin), 'add order');
        orders.push({ id: added.moveDatabaseID, day: draft.moveDatePreferences.preferredDateOpt1! });
      }
    }),
  );
  return orders;
}

interface Timing {
  step: Step;
  ms: number;
  status: number;
}

/**
 * The status changes, paced: change k starts k × SPACING_MS after the first (all at once with
 * --seconds 0), each order's three back to back on one connection.
 */
async function changeStatuses(server: RunningServer, key: string, orders: Order[], partnerId: string): Promise<{ timings: Timing[]; seconds: number }> {
  const timings: Timing[] = [];
  const started = performance.now();
  let ticket = 0;
  let nextOrder = 0;
  const request = (order: Order, step: Step) => {
    switch (step) {
      case 'confirm':
        return call(server, 'POST', '/api/admin/change_status', { moveDatabaseID: order.id, status: 'open' }, key);
      case 'assign':
        return call(server, 'POST', '/api/admin/assignpartner', { moveDatabaseID: order.id, actualMoveDate: order.day, partnerDatabaseID: partnerId }, key);
      case 'cancel':
        return call(server, 'POST', '/api/admin/add_cancel_reason', { moveDatabaseID: order.id, cancelReason: 'Webhook bench' }, key);
    }
  };
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (nextOrder < orders.length) {
        const order = orders[nextOrder++]!;
        for (const step of STEPS) {
          const startAt = started + ticket++ * SPACING_MS;
          const wait = startAt - performance.now();
          if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
          const began = performance.now();
          const answer = await request(order, step);
          timings.push({ step, ms: performance.now() - began, status: answer.status });
          if (answer.status !== 200 && values.verbose) console.error(`${step} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
        }
      }
    }),
  );
  return { timings, seconds: (performance.now() - started) / 1000 };
}

/** What one run with the endpoint on delivered, from the receiver's side and the database's. */
interface DeliveryFigures {
  queued: number;
  expected: number;
  received: number;
  missing: number;
  strangers: number;
  duplicates: number;
  badSignatures: number;
  orders: number;
  outOfOrder: number;
  states: Record<string, number>;
  /** ms from each event's createdAt to its first receipt. */
  lag: number[];
  drainedSeconds: number;
}

/** Waits until every event queued for the run's orders has been received, then checks them. */
async function deliveries(
  server: RunningServer,
  receiver: Receiver,
  endpointId: string,
  orders: Order[],
  timings: Timing[],
  lastChangeAt: number,
): Promise<DeliveryFigures> {
  const streams = orders.map((order) => order.id);
  const queued = await query<{ eventId: string; stream: string }>(
    server.databaseUrl,
    'SELECT event_id AS "eventId", stream FROM webhook_deliveries WHERE endpoint_id = $1 AND stream = ANY($2::text[]) ORDER BY stream, seq',
    [endpointId, streams],
  );
  const queuedIds = new Set(queued.map((row) => row.eventId));
  const mine = () => receiver.receipts.filter((r) => streams.includes(r.orderId));
  await until('every event has been received', async () => new Set(mine().map((r) => r.eventId)).size >= queuedIds.size, 10 * 60_000);
  const drainedSeconds = (Date.now() - lastChangeAt) / 1000;
  const states = await query<{ state: string; count: number }>(
    server.databaseUrl,
    'SELECT state, count(*)::int AS count FROM webhook_deliveries WHERE endpoint_id = $1 AND stream = ANY($2::text[]) GROUP BY state',
    [endpointId, streams],
  );
  const receipts = mine();
  const first = new Map<string, Receipt>();
  for (const receipt of receipts) if (!first.has(receipt.eventId)) first.set(receipt.eventId, receipt);
  const arrivals = new Map<string, string[]>();
  for (const receipt of [...first.values()].sort((a, b) => a.at - b.at))
    arrivals.set(receipt.orderId, [...(arrivals.get(receipt.orderId) ?? []), receipt.eventId]);
  const expectedOrder = new Map<string, string[]>();
  for (const row of queued) expectedOrder.set(row.stream, [...(expectedOrder.get(row.stream) ?? []), row.eventId]);
  // The events a change sends (docs/integrations.md): the status's only, or order.updated and the specific ones too.
  const perChange: Record<Step, number> = ALL_EVENTS ? { confirm: 2, assign: 3, cancel: 3 } : { confirm: 1, assign: 1, cancel: 1 };
  return {
    queued: queued.length,
    expected: timings.filter((t) => t.status === 200).reduce((sum, t) => sum + perChange[t.step], 0),
    received: first.size,
    missing: [...queuedIds].filter((id) => !first.has(id)).length,
    strangers: [...first.keys()].filter((id) => !queuedIds.has(id)).length,
    duplicates: receipts.length - first.size,
    badSignatures: receipts.filter((r) => !r.signatureGood).length,
    orders: expectedOrder.size,
    outOfOrder: [...expectedOrder].filter(([stream, ids]) => JSON.stringify(arrivals.get(stream) ?? []) !== JSON.stringify(ids)).length,
    states: Object.fromEntries(states.map((row) => [row.state, row.count])),
    lag: [...first.values()].map((r) => r.at - r.createdAt),
    drainedSeconds,
  };
}

interface Run {
  endpoint: boolean;
  timings: Timing[];
  seconds: number;
  load: number;
  delivered?: DeliveryFigures;
}

async function main(): Promise<void> {
  const dir = await mkdtemp(join(os.tmpdir(), 'moveday-webhooks-bench-'));
  const certificate = values.http ? undefined : await makeCertificate(dir);
  const receiver = await startReceiver(certificate);
  const server = await startServer({
    echoOutput: values.verbose,
    env: {
      // One key makes every call: its per-minute limit is lifted, as the bench measures the calls, not the limiter's 429.
      API_KEY_RATE_LIMIT: '1000000000',
      ...(certificate ? { NODE_EXTRA_CA_CERTS: certificate.certFile, WEBHOOK_ALLOWED_NETWORKS: '127.0.0.1/32' } : { NODE_ENV: 'development' }),
    },
  });
  try {
    console.log(`machine: ${machine()}`);
    console.log(
      `receiver: ${receiver.url} (${certificate ? 'https, NODE_ENV=production' : 'plain http, NODE_ENV=development'}); events: ${ALL_EVENTS ? 'all six' : 'order.status_changed'}`,
    );
    const admin = (await expectOk(call(server, 'POST', '/api/loginRoute', { loginEmail: server.adminEmail, loginPassword: server.adminPassword }, ''), 'login'))
      .token as string;
    const key = (
      await expectOk(
        call(server, 'POST', '/api/admin/apikeys', { name: 'Webhook bench', scopes: ['orders:read', 'orders:write'] }, admin),
        'create API key',
        201,
      )
    ).secret as string;
    const partner = await expectOk(
      call(
        server,
        'POST',
        '/api/partner_details',
        {
          companyName: 'Bench Movers',
          city: 'Denver',
          state: 'CO',
          namePrimaryContact: 'Dana',
          primaryPhonePrimaryContact: '3035550123',
          primaryEmailPrimaryContact: 'dispatch@bench-movers.example.com',
        },
        admin,
      ),
      'add partner',
    );
    const partnerId = partner.result.partnerID as string;

    // Every order before any endpoint exists, so that adding them sends nothing (order.booked).
    const warmUpOrders = Math.min(15, ORDERS);
    const warmUp = [await addOrders(server, admin, warmUpOrders), await addOrders(server, admin, warmUpOrders)];
    const sets: Order[][] = [];
    for (let i = 0; i < 2 * ROUNDS; i++) sets.push(await addOrders(server, admin, ORDERS));
    console.log(
      `${2 * warmUpOrders + 2 * ROUNDS * ORDERS} orders added (estimate_open); ${ROUNDS} round(s) of two runs, each ${ORDERS * 3} status changes over ${SECONDS} s from ${CONNECTIONS} connections`,
    );

    const events = ALL_EVENTS
      ? ['order.booked', 'order.updated', 'order.status_changed', 'order.partner_assigned', 'order.cancelled', 'partner.offer_answered']
      : ['order.status_changed'];
    const endpoint = await expectOk(
      call(server, 'POST', '/api/admin/webhooks', { url: receiver.url, description: 'Webhook bench', events }, admin),
      'create webhook',
      201,
    );
    receiver.secret = endpoint.secret;
    // Off, the endpoint takes no events: the API does what it does with no endpoint at all.
    const turn = (enabled: boolean) => expectOk(call(server, 'PUT', `/api/admin/webhooks/${endpoint.id}`, { enabled }, admin), 'turn the endpoint on or off');

    const runs: Run[] = [];
    const run = async (enabled: boolean, orders: Order[], measured: boolean) => {
      await turn(enabled);
      const load = os.loadavg()[0]!;
      const changed = await changeStatuses(server, key, orders, partnerId);
      const lastChangeAt = Date.now();
      // The next run starts with nothing left to send.
      const delivered = enabled ? await deliveries(server, receiver, endpoint.id, orders, changed.timings, lastChangeAt) : undefined;
      if (measured) {
        runs.push({ endpoint: enabled, ...changed, load, delivered });
        console.log(`run ${runs.length}, endpoint ${enabled ? 'on' : 'off'}: ${changed.seconds.toFixed(1)} s, load average before it ${load.toFixed(2)}`);
      }
    };
    await run(false, warmUp[0]!, false);
    await run(true, warmUp[1]!, false);
    // Off then on, then on then off: a drift of the machine's load weighs on both alike.
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 === 0 ? [false, true] : [true, false];
      for (const [i, enabled] of order.entries()) await run(enabled, sets[2 * round + i]!, true);
    }

    const pace = SECONDS > 0 ? `paced at ${(1000 / SPACING_MS).toFixed(1)}/s` : 'as fast as they go';
    console.log(`\nStatus changes through the API (${STEPS.join(', ')} per order; ${pace}; ${CONNECTIONS} connections)`);
    console.log(LATENCY_HEADER);
    for (const [i, r] of runs.entries()) console.log(latencyRow(`run ${i + 1}, endpoint ${r.endpoint ? 'on' : 'off'}`, r.timings));
    const off = runs.filter((r) => !r.endpoint).flatMap((r) => r.timings);
    const on = runs.filter((r) => r.endpoint).flatMap((r) => r.timings);
    console.log(latencyRow('all runs, no endpoint', off));
    console.log(latencyRow('all runs, with the endpoint', on));
    const statuses = (timings: Timing[]) =>
      JSON.stringify(
        Object.fromEntries(
          [...new Set(timings.map((t) => t.status))].sort().map((status) => [status || 'no answer', timings.filter((t) => t.status === status).length]),
        ),
      );
    if ([...off, ...on].some((t) => t.status !== 200)) console.log(`   answers by status: no endpoint ${statuses(off)}, with the endpoint ${statuses(on)}`);
    for (const step of STEPS) {
      console.log(
        latencyRow(
          `  ${step}, no endpoint`,
          off.filter((t) => t.step === step),
        ),
      );
      console.log(
        latencyRow(
          `  ${step}, with the endpoint`,
          on.filter((t) => t.step === step),
        ),
      );
    }

    const delivered = runs.flatMap((r) => (r.delivered ? [r.delivered] : []));
    const sum = (pick: (d: DeliveryFigures) => number) => delivered.reduce((total, d) => total + pick(d), 0);
    const lag = delivered.flatMap((d) => d.lag).sort((a, b) => a - b);
    const p95 = percentile(lag, 95);
    const states: Record<string, number> = {};
    for (const d of delivered) for (const [state, count] of Object.entries(d.states)) states[state] = (states[state] ?? 0) + count;
    console.log(
      `\nWebhooks (the runs with the endpoint on): ${sum((d) => d.queued)} events queued for the endpoint (${sum((d) => d.expected)} expected from the changes answered 200)`,
    );
    console.log(
      `   received: ${sum((d) => d.received)} distinct events (${sum((d) => d.missing)} missing, ${sum((d) => d.strangers)} not queued), ${sum((d) => d.duplicates)} duplicate receipts, ${sum((d) => d.badSignatures)} bad signatures`,
    );
    console.log(`   deliveries by state: ${JSON.stringify(states)}`);
    console.log(
      `   ordering per order: ${sum((d) => d.orders - d.outOfOrder)} of ${sum((d) => d.orders)} orders' events received in the order queued (${sum((d) => d.outOfOrder)} out of order)`,
    );
    for (const [i, { delivered: d }] of runs.entries()) {
      if (!d) continue;
      const sorted = [...d.lag].sort((a, b) => a - b);
      console.log(
        `   createdAt to receipt ms, run ${i + 1}: p50 ${ms(percentile(sorted, 50))}, p95 ${ms(percentile(sorted, 95))}, p99 ${ms(percentile(sorted, 99))}, max ${ms(sorted.at(-1) ?? Number.NaN)}; the last event ${d.drainedSeconds.toFixed(1)} s after the last change`,
      );
    }
    console.log(
      `   createdAt to receipt ms, all: p50 ${ms(percentile(lag, 50))}, p95 ${ms(p95)}, p99 ${ms(percentile(lag, 99))}, max ${ms(lag.at(-1) ?? Number.NaN)}`,
    );
    const allDelivered = delivered.every((d) => d.missing === 0 && d.strangers === 0 && d.queued === d.expected);
    const met = allDelivered && sum((d) => d.outOfOrder) === 0 && sum((d) => d.badSignatures) === 0 && p95 < TARGET_P95_MS;
    console.log(`   target: all delivered, in order, p95 < ${TARGET_P95_MS} ms: ${met ? 'met' : 'MISSED'}`);
    console.log(`machine at the end: ${machine()}`);
  } finally {
    await server.stop();
    await receiver.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
