/**
 * Money in's benchmarks: `npm run bench:payments [-- --bookings N --rounds R --events E --rate R]`.
 * Runs the BUILT server (npm run build first): two servers, each with a fresh embedded database,
 * one with Stripe off and one with Stripe on (pointed at the tests' Stripe fake, served by this
 * process on loopback).
 *
 * 1. Booking, Stripe off and on: a signed-in customer books quoted moves
 *    (`POST /api/customer/updatemove`) from 8 connections, N bookings a run, off then on, then on
 *    then off, so a drift of the machine's load weighs on both alike. Target: the p99 with Stripe on
 *    within 10% of off, and no call to Stripe while booking (the Checkout session is made when the
 *    customer asks to pay, never inside the booking).
 * 2. The webhook endpoint: E booked orders each get a Checkout session through the API, the fake's
 *    customer pays each, and the `checkout.session.completed` events (signed as Stripe signs them)
 *    are posted to `POST /api/payments/stripe/webhook` at R a second from 16 connections, then
 *    all of them again as fast as they go (replays: each must change nothing). Target: every
 *    event answered 2xx at 200 a second with p99 under 250 ms, one ledger line per payment, and
 *    one receipt per payment, drawn once the burst leaves the server room (how long after it ends
 *    is printed).
 */
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { StripeFake, type FakeEvent } from '../server/test/support/stripeFake.js';
import { call, expectOk, machine, query, quotedMoves, signedInCustomer, until } from './lib/api.js';
import { LATENCY_HEADER, latencyRow, ms, percentile } from './lib/latencyTable.js';
import { formatProfileSummary, summarizeProfile } from './lib/profileSummary.js';
import { repoRoot, startServer, type RunningServer } from './lib/server.js';

const { values } = parseArgs({
  options: {
    bookings: { type: 'string', default: '1500' },
    rounds: { type: 'string', default: '2' },
    events: { type: 'string', default: '2000' },
    rate: { type: 'string', default: '200' },
    connections: { type: 'string', default: '16' },
    'cpu-profile': { type: 'string' },
    verbose: { type: 'boolean', default: false },
  },
});
const BOOKINGS = Number(values.bookings);
const ROUNDS = Number(values.rounds);
const EVENTS = Number(values.events);
const RATE = Number(values.rate);
const PROFILE_DIR = values['cpu-profile'] === undefined ? undefined : resolve(values['cpu-profile']);
const BOOKING_CONNECTIONS = 8;
/** Stripe sends an endpoint's events concurrently; it retries any not answered within its timeout. */
const WEBHOOK_CONNECTIONS = Number(values.connections);
const TARGET = { bookingP99Ratio: 1.1, eventsPerSecond: 200, webhookP99Ms: 250 };

interface Timing {
  ms: number;
  status: number;
}

/** A shop: a server and a signed-in customer who books on it. */
interface Shop {
  name: 'off' | 'on';
  server: RunningServer;
  token: string;
  booked: string[];
}

/** Books `count` quoted moves (quoted before the clock starts) from BOOKING_CONNECTIONS at once; each booking's time. */
async function book(shop: Shop, count: number): Promise<Timing[]> {
  const quoted = await quotedMoves(shop.server, count);
  const timings: Timing[] = [];
  await Promise.all(
    Array.from({ length: BOOKING_CONNECTIONS }, async () => {
      for (let moveDatabaseID = quoted.pop(); moveDatabaseID; moveDatabaseID = quoted.pop()) {
        const began = performance.now();
        const answer = await call(shop.server, 'POST', '/api/customer/updatemove', { moveDatabaseID }, shop.token);
        timings.push({ ms: performance.now() - began, status: answer.status });
        if (answer.status === 200) shop.booked.push(moveDatabaseID);
        else if (values.verbose) console.error(`booking answered ${answer.status}: ${JSON.stringify(answer.body)}`);
      }
    }),
  );
  return timings;
}

/**
 * Posts each event as Stripe would, `perSecond` a second (all at once with 0) from
 * WEBHOOK_CONNECTIONS; each answer's time and status, and the seconds from the first to the last answer.
 */
async function postEvents(server: RunningServer, fake: StripeFake, events: FakeEvent[], perSecond: number): Promise<{ timings: Timing[]; seconds: number }> {
  const spacingMs = perSecond > 0 ? 1000 / perSecond : 0;
  const timings: Timing[] = [];
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: WEBHOOK_CONNECTIONS }, async () => {
      while (next < events.length) {
        const ticket = next++;
        const wait = started + ticket * spacingMs - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        const { body, headers } = fake.signedDelivery(events[ticket]!);
        const began = performance.now();
        let status = 0;
        try {
          const response = await fetch(`${server.baseUrl}/api/payments/stripe/webhook`, { method: 'POST', headers, body, signal: AbortSignal.timeout(30_000) });
          status = response.status;
          await response.arrayBuffer();
        } catch (err) {
          if (values.verbose) console.error(`webhook post failed: ${String(err)}`);
        }
        timings.push({ ms: performance.now() - began, status });
      }
    }),
  );
  return { timings, seconds: (performance.now() - started) / 1000 };
}

const successes = (timings: Timing[]) => timings.filter((t) => t.status >= 200 && t.status < 300).length;
const p99 = (timings: Timing[]) =>
  percentile(
    timings.map((t) => t.ms).sort((a, b) => a - b),
    99,
  );

async function main(): Promise<void> {
  const fake = new StripeFake();
  await fake.start();
  if (PROFILE_DIR) await mkdir(PROFILE_DIR, { recursive: true });
  const [off, on] = await Promise.all([
    startServer({ echoOutput: values.verbose }),
    startServer({
      echoOutput: values.verbose,
      env: {
        STRIPE_SECRET_KEY: fake.secretKey,
        STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
        STRIPE_API_URL: fake.url,
        ...(PROFILE_DIR ? { MOVEDAY_CPU_PROFILE_DIR: PROFILE_DIR } : {}),
      },
      // --cpu-profile: the paced events' seconds are profiled (bench/lib/cpuProfileOnSignal.ts, as `npm run bench -- --cpu-profile`).
      ...(PROFILE_DIR ? { nodeArgs: ['--import', 'tsx', '--import', join(repoRoot, 'bench', 'lib', 'cpuProfileOnSignal.ts')] } : {}),
    }),
  ]);
  try {
    console.log(`machine: ${machine()}`);
    const shops: Shop[] = [
      { name: 'off', server: off, token: (await signedInCustomer(off, 'Offline')).token, booked: [] },
      { name: 'on', server: on, token: (await signedInCustomer(on, 'Online')).token, booked: [] },
    ];

    // 1. Booking, Stripe off and on
    for (const shop of shops) await book(shop, 100); // warm-up, not measured
    const stripeCallsBefore = fake.requests.length;
    const runs: { shop: Shop; timings: Timing[] }[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const shop of round % 2 === 0 ? shops : [...shops].reverse()) runs.push({ shop, timings: await book(shop, BOOKINGS) });
    }
    const stripeCalls = fake.requests.length - stripeCallsBefore;
    console.log(
      `\n1. Booking (POST /api/customer/updatemove), ${BOOKINGS} a run from ${BOOKING_CONNECTIONS} connections; Stripe off, then on, then on, then off...`,
    );
    console.log(LATENCY_HEADER);
    for (const [i, run] of runs.entries()) console.log(latencyRow(`run ${i + 1}, Stripe ${run.shop.name}`, run.timings));
    const all = (name: Shop['name']) => runs.filter((run) => run.shop.name === name).flatMap((run) => run.timings);
    console.log(latencyRow('all runs, Stripe off', all('off')));
    console.log(latencyRow('all runs, Stripe on', all('on')));
    const ratio = p99(all('on')) / p99(all('off'));
    console.log(`   calls to Stripe while booking: ${stripeCalls}; p99 on/off: ${(ratio * 100).toFixed(0)}%`);
    console.log(
      `   target: p99 with Stripe on within ${Math.round((TARGET.bookingP99Ratio - 1) * 100)}% of off, no call to Stripe: ${ratio <= TARGET.bookingP99Ratio && stripeCalls === 0 ? 'met' : 'MISSED'}`,
    );

    // 2. The webhook endpoint
    const shop = shops[1]!;
    if (shop.booked.length < EVENTS) await book(shop, EVENTS - shop.booked.length);
    const orders = shop.booked.slice(0, EVENTS);
    const sessions: string[] = [];
    let asked = 0;
    await Promise.all(
      Array.from({ length: BOOKING_CONNECTIONS }, async () => {
        while (asked < orders.length) {
          const id = orders[asked++]!;
          await expectOk(call(on, 'POST', `/api/customer/orders/${id}/checkout`, undefined, shop.token), 'checkout');
          sessions.push([...fake.sessions.values()].filter((session) => session.metadata?.orderId === id).at(-1)!.id);
        }
      }),
    );
    const paidEvents = sessions.map((id) => {
      fake.completeCheckout(id);
      return fake.events.filter((event) => event.type === 'checkout.session.completed' && event.data.object.id === id).at(-1)!;
    });
    if (PROFILE_DIR) process.kill(on.pid, 'SIGUSR2');
    const paced = await postEvents(on, fake, paidEvents, RATE);
    if (PROFILE_DIR) process.kill(on.pid, 'SIGUSR2');
    const pacedEnded = performance.now();
    const replayed = await postEvents(on, fake, paidEvents, 0);
    // The receipts yield to the events (platform/jobs.ts, yieldsToRequests): they follow the burst.
    const receiptJobs = async () =>
      (
        await query<{ waiting: number; drawn: number }>(
          on.databaseUrl,
          `SELECT count(*) FILTER (WHERE state IN ('created', 'retry', 'active'))::int AS waiting, count(*) FILTER (WHERE state = 'completed')::int AS drawn
             FROM pgboss.job WHERE name = 'receipts'`,
        )
      )[0]!;
    await until('every receipt is drawn', async () => (await receiptJobs()).waiting === 0, 600_000);
    const receiptsDrawnAfter = (performance.now() - pacedEnded) / 1000;
    const receipts = await receiptJobs();
    const [ledger] = await query<{ lines: number; events: number }>(
      on.databaseUrl,
      `SELECT (SELECT count(*)::int FROM payments WHERE method = 'card' AND kind = 'payment' AND move_id = ANY($1::uuid[])) AS lines,
              (SELECT count(*)::int FROM stripe_events WHERE id = ANY($2::text[])) AS events`,
      [orders, paidEvents.map((event) => event.id)],
    );
    console.log(
      `\n2. The webhook endpoint (POST /api/payments/stripe/webhook): ${paidEvents.length} signed checkout.session.completed events, ${WEBHOOK_CONNECTIONS} connections`,
    );
    console.log(LATENCY_HEADER.replace('API calls  ', 'events     ').replace('non-200', 'non-2xx'));
    const is2xx = (status: number) => status >= 200 && status < 300;
    const row = (label: string, timings: Timing[]) => latencyRow(label, timings, is2xx);
    console.log(row(`paced at ${RATE}/s`, paced.timings));
    console.log(row('replayed, as fast as they go', replayed.timings));
    const pacedRate = paced.timings.length / paced.seconds;
    console.log(
      `   paced: ${pacedRate.toFixed(0)} events/s answered (${paced.seconds.toFixed(1)} s); replays: ${(replayed.timings.length / replayed.seconds).toFixed(0)} events/s`,
    );
    console.log(`   ledger: ${ledger!.lines} card payments for ${orders.length} paid sessions; ${ledger!.events} of the events stored once each`);
    console.log(`   receipts: ${receipts.drawn} drawn, the last ${receiptsDrawnAfter.toFixed(0)} s after the paced events ended`);
    const met =
      successes(paced.timings) === paidEvents.length &&
      successes(replayed.timings) === paidEvents.length &&
      RATE >= TARGET.eventsPerSecond &&
      pacedRate >= RATE * 0.97 &&
      p99(paced.timings) < TARGET.webhookP99Ms &&
      ledger!.lines === orders.length &&
      receipts.drawn === orders.length;
    console.log(
      `   target: every event answered 2xx at ${TARGET.eventsPerSecond}/s, p99 < ${TARGET.webhookP99Ms} ms (now ${ms(p99(paced.timings))}), one ledger line and receipt per payment: ${met ? 'met' : 'MISSED'}`,
    );
    if (PROFILE_DIR) {
      const file = join(PROFILE_DIR, '1.cpuprofile');
      await until('the server wrote its CPU profile', async () => existsSync(file), 60_000);
      const summary = await summarizeProfile(file);
      console.log(`\nThe paced events: CPU profile of the server, ${summary.samples.toLocaleString('en-US')} samples: ${file}`);
      for (const line of formatProfileSummary(summary)) console.log(`  ${line}`);
    }
    console.log(`machine at the end: ${machine()}`);
  } finally {
    await Promise.all([off.stop(), on.stop()]);
    await fake.stop();
  }
}

await main();
