/**
 * The mail queue's benchmarks: `npm run bench:mail [-- --duration S --mails N]`. Runs the BUILT
 * server (npm run build first), each part on a server of its own with a fresh embedded database.
 *
 * 1. Booking while the mail server takes connections and never answers: signed-in customers book
 *    quoted moves (`POST /api/customer/updatemove`) from 8 connections for S seconds; latency per
 *    booking. Then the mail server answers again, and the time until every booking mail is sent.
 *    Target: p99 under 100 ms at 8 connections; no mail lost.
 * 2. How fast the queue drains to a loopback SMTP sink (smtp-server): N enquiries (two mails each)
 *    are sent as fast as 32 connections go, far faster than mail is sent, so the queue fills; the
 *    rate is the mails sent per second between the first and the last `sent_at`.
 *    Target: at least 200 mails/s.
 */
import net from 'node:net';
import { parseArgs } from 'node:util';
import { SMTPServer } from 'smtp-server';
import { call, query, quotedMoves, signedInCustomer, until } from './lib/api.js';
import { percentile } from './lib/latencyTable.js';
import { freePort, startServer } from './lib/server.js';

const { values } = parseArgs({ options: { duration: { type: 'string', default: '20' }, mails: { type: 'string', default: '2000' } } });
const DURATION_MS = Number(values.duration) * 1000;
const ENQUIRIES = Math.ceil(Number(values.mails) / 2);
const TARGET = { bookingP99Ms: 100, mailsPerSecond: 200 };

/** A loopback mail server that takes every message and counts it. */
async function smtpSink(port: number): Promise<{ received: () => number; stop: () => Promise<void> }> {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        received += 1;
        callback();
      });
    },
  });
  // A sender cut off mid-message (the bench stops a server) ends that connection; unheard, it would end the bench.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { received: () => received, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A mail server that takes connections and never says a word. */
async function silentSmtp(port: number): Promise<{ connections: () => number; stop: () => Promise<void> }> {
  const sockets = new Set<net.Socket>();
  let connections = 0;
  const server = net.createServer((socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    connections: () => connections,
    async stop() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function mailStates(databaseUrl: string): Promise<Record<string, number>> {
  const rows = await query<{ state: string; count: number }>(databaseUrl, 'SELECT state, count(*)::int AS count FROM mails GROUP BY state');
  return Object.fromEntries(rows.map((row) => [row.state, row.count]));
}

async function bookingWhileSmtpHangs(): Promise<void> {
  const smtpPort = await freePort();
  const silent = await silentSmtp(smtpPort);
  // Short SMTP waits, so the mails go out soon after the mail server answers again.
  const server = await startServer({ env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_TIMEOUT_SECONDS: '2', MAIL_FIRST_RETRY_SECONDS: '1' } });
  try {
    const { token } = await signedInCustomer(server, 'Booker');
    // Quoted moves to book, made before the clock starts (quoting is not what is measured); the run
    // ends early when they are all booked.
    const quoted = await quotedMoves(server, 4000);

    const latencies: number[] = [];
    let failures = 0;
    const began = Date.now();
    const end = began + DURATION_MS;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (Date.now() < end) {
          const moveDatabaseID = quoted.pop();
          if (!moveDatabaseID) break;
          const started = performance.now();
          const answer = await call(server, 'POST', '/api/customer/updatemove', { moveDatabaseID }, token);
          latencies.push(performance.now() - started);
          if (answer.status !== 200) failures += 1;
        }
      }),
    );
    const seconds = (Date.now() - began) / 1000;
    latencies.sort((a, b) => a - b);
    const before = await mailStates(server.databaseUrl);
    const p99 = percentile(latencies, 99);
    console.log(`\n1. Booking while the mail server takes connections and never answers (8 connections, ${seconds.toFixed(1)} s)`);
    console.log(`   bookings: ${latencies.length} (${(latencies.length / seconds).toFixed(0)}/s), failed answers: ${failures}`);
    console.log(
      `   latency ms: p50 ${percentile(latencies, 50).toFixed(1)}, p90 ${percentile(latencies, 90).toFixed(1)}, p99 ${p99.toFixed(1)}, max ${latencies.at(-1)!.toFixed(1)}`,
    );
    console.log(`   the silent mail server took ${silent.connections()} connections; mails by state: ${JSON.stringify(before)}`);
    console.log(`   target p99 < ${TARGET.bookingP99Ms} ms: ${p99 < TARGET.bookingP99Ms ? 'met' : 'MISSED'}`);

    await silent.stop();
    const sink = await smtpSink(smtpPort);
    const back = Date.now();
    const total = latencies.length + 1;
    await until('every booking mail is sent', async () => (await mailStates(server.databaseUrl)).sent === total, 10 * 60_000);
    console.log(
      `   the mail server answers again: all ${total} booking mails sent ${((Date.now() - back) / 1000).toFixed(1)} s later (the sink took ${sink.received()}), none failed`,
    );
    await sink.stop();
  } finally {
    await server.stop();
  }
}

async function drainRate(): Promise<void> {
  const smtpPort = await freePort();
  const sink = await smtpSink(smtpPort);
  const server = await startServer({ env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` } });
  try {
    let next = 0;
    const started = Date.now();
    await Promise.all(
      Array.from({ length: 32 }, async () => {
        while (next < ENQUIRIES) {
          const i = next++;
          const answer = await call(server, 'POST', '/api/commercial_details', {
            fromlocation: 'Denver, CO',
            tolocation: 'Boulder, CO',
            firstname: 'Drain',
            lastname: 'Bench',
            useremail: `drain.${i}.${started}@example.com`,
            userphone: '3035550100',
            moredesc: `Office move ${i}`,
          });
          if (answer.status !== 200) throw new Error(`enquiry answered ${answer.status}: ${JSON.stringify(answer.body)}`);
        }
      }),
    );
    const enqueued = new Date();
    const queuedIn = (enqueued.getTime() - started) / 1000;
    const mails = ENQUIRIES * 2;
    await until('every mail is sent', async () => (await mailStates(server.databaseUrl)).sent === mails, 10 * 60_000);
    const rows = await query<{ seconds: number; most: number; after: number; afterSeconds: number }>(
      server.databaseUrl,
      `SELECT extract(epoch FROM max(sent_at) - min(sent_at))::float AS seconds, max(attempts) AS most,
              count(*) FILTER (WHERE sent_at > $1)::int AS after, extract(epoch FROM max(sent_at) - $1)::float AS "afterSeconds"
         FROM mails`,
      [enqueued],
    );
    const { seconds, most, after, afterSeconds } = rows[0]!;
    const rate = mails / seconds;
    console.log(`\n2. The queue draining to a loopback SMTP sink`);
    console.log(`   ${mails} mails queued by ${ENQUIRIES} enquiries in ${queuedIn.toFixed(1)} s (32 connections); the sink took ${sink.received()}`);
    console.log(`   sent in ${seconds.toFixed(1)} s from the first to the last: ${rate.toFixed(0)} mails/s; most attempts for one mail: ${most}`);
    if (after > 0 && afterSeconds > 0)
      console.log(
        `   after the last enquiry, with nothing else to do: ${after} mails in ${afterSeconds.toFixed(1)} s, ${(after / afterSeconds).toFixed(0)} mails/s`,
      );
    console.log(
      `   target >= ${TARGET.mailsPerSecond} mails/s (first to last, while enquiries still came in): ${rate >= TARGET.mailsPerSecond ? 'met' : 'MISSED'}`,
    );
  } finally {
    await server.stop();
    await sink.stop();
  }
}

await bookingWhileSmtpHangs();
await drainRate();
