import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import { pino } from 'pino';
import { ErrorCode } from '@moveday/openapi';
import { createApp } from '../src/app.js';
import { composeModules } from '../src/compose.js';
import { ConfigError, loadConfig } from '../src/platform/config.js';
import { logger } from '../src/platform/logger.js';
import { expectError, get, runDatabaseUrl, serverAuth, serverConfig, uniqueEmail, type ApiAnswer } from './support/app.js';
import { denverDraft } from './support/drafts.js';
import { checkedFetch } from './support/contract.js';

const TOKEN = 'metrics-token-for-the-tests-0123456789';

type Call = (method: string, path: string, options?: { body?: unknown; headers?: Record<string, string> }) => Promise<ApiAnswer>;

/**
 * The whole app in this process with METRICS_TOKEN set, on the run's database, for the length of
 * `use`: its modules composed as the running server's are.
 */
async function withMetricsApp(use: (call: Call) => Promise<void>): Promise<void> {
  const { controllers } = composeModules(serverConfig(), runDatabaseUrl(), serverAuth());
  const server = createApp(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', METRICS_TOKEN: TOKEN }), controllers, serverAuth()).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    await use(async (method, path, { body, headers = {} } = {}) => {
      const res = await checkedFetch(`http://127.0.0.1:${port}${path}`, {
        method,
        headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      const json = (res.headers.get('content-type') ?? '').includes('json');
      return { status: res.status, headers: res.headers, body: json && text ? JSON.parse(text) : text };
    });
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The value of one sample of the scraped text, 0 when the series is not there yet. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

/** Every series of a scrape, names and labels without their values: a raw URL would show here (a value may hold any digits). */
function seriesOf(text: string): string {
  return text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => line.slice(0, line.lastIndexOf(' ')))
    .join('\n');
}

async function scrape(call: Call): Promise<string> {
  const answer = await call('GET', '/api/metrics', { headers: bearer(TOKEN) });
  expect(answer.status, String(answer.body)).to.equal(200);
  return answer.body as string;
}

/** The JSON lines the process's logger writes while `during` runs, at info level whatever LOG_LEVEL says. */
async function capturingLogs(during: () => Promise<void>): Promise<Array<Record<string, unknown>>> {
  const stream = (logger as unknown as Record<symbol, { write(line: string): unknown }>)[pino.symbols.streamSym]!;
  const write = stream.write;
  const level = logger.level;
  const lines: string[] = [];
  stream.write = (line: string) => lines.push(line);
  logger.level = 'info';
  try {
    await during();
  } finally {
    stream.write = write;
    logger.level = level;
  }
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
}

const signup = (moveDetailsID: string) => ({
  moveDetailsID,
  firstName: 'Mia',
  lastName: 'Metrics',
  userEmail: uniqueEmail('metrics'),
  userPhone: '3035550111',
  password: 'metrics-pw1',
  confirmPassword: 'metrics-pw1',
  terms: true,
});

describe('Metrics for operators (GET /api/metrics)', () => {
  it('when METRICS_TOKEN is unset, then /api/metrics answers 404 like any unknown API path', async () => {
    expectError(await get('/api/metrics'), 404, ErrorCode.notFound);
  });

  it('when METRICS_TOKEN is short or holds a space, then the settings are refused, naming it', () => {
    for (const METRICS_TOKEN of ['too-short', 'a token with spaces in it']) {
      expect(() => loadConfig({ METRICS_TOKEN }), METRICS_TOKEN).to.throw(ConfigError, /METRICS_TOKEN/);
    }
  });

  it('when the token is wrong or missing, then it answers 401 with the error model and no metrics', async () => {
    await withMetricsApp(async (call) => {
      for (const headers of [bearer('not-the-metrics-token-at-all'), bearer(`${TOKEN}x`), {}, { authorization: TOKEN }]) {
        const answer = await call('GET', '/api/metrics', { headers });
        expectError(answer, 401, ErrorCode.unauthorized);
        expect(answer.headers.get('www-authenticate')).to.match(/^Bearer/);
      }
    });
  });

  it('when a route was just called, then the scrape counts it under its template and status, never its raw URL', async () => {
    await withMetricsApp(async (call) => {
      const series = 'moveday_http_requests_total{method="GET",route="/api/locations/{zipcode}",status="200"}';
      const before = sample(await scrape(call), series);
      expect((await call('GET', '/api/locations/80202')).status).to.equal(200);
      expect((await call('GET', '/api/no/such/route/123')).status).to.equal(404);
      // Refused inside the route (its token check): still counted under the route's template.
      expect((await call('GET', '/api/admin/orders/7d5e3a5c-1111-4222-8333-944455556666')).status).to.equal(401);
      const answer = await call('GET', '/api/metrics', { headers: bearer(TOKEN) });
      expect(answer.status).to.equal(200);
      expect(answer.headers.get('content-type')).to.match(/^text\/plain; version=0\.0\.4/);
      const text = answer.body as string;
      expect(sample(text, series)).to.equal(before + 1);
      expect(sample(text, 'moveday_http_requests_total{method="GET",route="unmatched",status="404"}')).to.be.at.least(1);
      expect(sample(text, 'moveday_http_requests_total{method="GET",route="/api/admin/orders/{id}",status="401"}')).to.be.at.least(1);
      expect(text).to.match(/^moveday_http_request_duration_seconds_bucket\{le="[^"]+",method="GET",route="\/api\/locations\/\{zipcode\}",status="200"\}/m);
      expect(seriesOf(text))
        .to.contain('route="/api/locations/{zipcode}"')
        .and.not.to.contain('80202')
        .and.not.to.contain('/no/such/route')
        .and.not.to.contain('7d5e3a5c');
      expect(text, "Node's process metrics").to.contain('process_cpu_user_seconds_total').and.to.contain('nodejs_eventloop_lag_seconds');
    });
  });

  it('when a quote and a booking are made, then their counters go up by one each', async () => {
    await withMetricsApp(async (call) => {
      const before = await scrape(call);
      const quoted = await call('POST', '/api/residential_details', { body: denverDraft() });
      expect(quoted.status, JSON.stringify(quoted.body)).to.equal(200);
      const booked = await call('POST', '/api/signup_details', { body: signup(quoted.body.moveDatabaseID) });
      expect(booked.body, JSON.stringify(booked.body)).to.include({ exist: false, statusCode: 100 });
      const after = await scrape(call);
      expect(sample(after, 'moveday_quotes_total')).to.equal(sample(before, 'moveday_quotes_total') + 1);
      expect(sample(after, 'moveday_bookings_total')).to.equal(sample(before, 'moveday_bookings_total') + 1);
    });
  });

  it("when scraped, then the database pool's size, idle and waiting connections are there", async () => {
    await withMetricsApp(async (call) => {
      const text = await scrape(call);
      expect(sample(text, 'moveday_db_pool_size'), "the scraping app's pool has served queries").to.be.at.least(1);
      expect(text)
        .to.match(/^moveday_db_pool_available \d+$/m)
        .and.to.match(/^moveday_db_pool_waiting \d+$/m);
    });
  });

  it("when scraped, then the job queue's waiting, active and failed jobs are there for the mail queue", async () => {
    await withMetricsApp(async (call) => {
      const text = await scrape(call);
      for (const state of ['created', 'retry', 'active', 'failed'])
        expect(text).to.match(new RegExp(`^moveday_jobs\\{queue="mail",state="${state}"\\} \\d+$`, 'm'));
    });
  });
});

describe('Request ids (X-Request-Id)', () => {
  it('when a request brings no id, then one is made and echoed', async () => {
    const answer = await get('/api/health');
    expect(answer.headers.get('x-request-id')).to.match(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect((await get('/api/health')).headers.get('x-request-id')).not.to.equal(answer.headers.get('x-request-id'));
  });

  it('when a request brings a well-formed id, then it is kept; a malformed one is replaced', async () => {
    await withMetricsApp(async (call) => {
      const kept = 'lb-7f3a.9c:01_x';
      expect((await call('GET', '/api/health', { headers: { 'x-request-id': kept } })).headers.get('x-request-id')).to.equal(kept);
      for (const malformed of ['has space', 'quote"d', 'x'.repeat(129), '{"json":1}']) {
        const echoed = (await call('GET', '/api/health', { headers: { 'x-request-id': malformed } })).headers.get('x-request-id');
        expect(echoed, malformed).to.match(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      }
    });
  });

  it("when a request is served, then its log lines, a service's and the request's own, carry its id", async () => {
    const reqId = `booking-${Date.now()}`;
    let answer: ApiAnswer | undefined;
    const lines = await capturingLogs(async () => {
      await withMetricsApp(async (call) => {
        const quoted = await call('POST', '/api/residential_details', { body: denverDraft() });
        answer = await call('POST', '/api/signup_details', { body: signup(quoted.body.moveDatabaseID), headers: { 'x-request-id': reqId } });
      });
    });
    expect(answer!.headers.get('x-request-id')).to.equal(reqId);
    const ours = lines.filter((line) => line.reqId === reqId);
    expect(
      ours.map((line) => line.msg),
      JSON.stringify(lines),
    )
      .to.include('mail queued')
      .and.to.include('request completed');
    expect(lines.filter((line) => line.msg === 'mail queued' && line.reqId !== reqId && (line.to as string)?.startsWith('metrics.'))).to.have.length(0);
  });

  it('when the metrics are scraped, then the scrape writes no log line, and a refused one does', async () => {
    const lines = await capturingLogs(() =>
      withMetricsApp(async (call) => {
        await scrape(call);
        expect(
          (await call('GET', '/api/metrics', { headers: { ...bearer('not-the-metrics-token-at-all'), 'x-request-id': 'refused-scrape' } })).status,
        ).to.equal(401);
      }),
    );
    const scrapes = lines.filter((line) => (line.req as { url?: string } | undefined)?.url === '/api/metrics');
    expect(
      scrapes.map((line) => line.reqId),
      JSON.stringify(lines),
    ).to.deep.equal(['refused-scrape']);
  });
});
