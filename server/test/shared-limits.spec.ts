import fs from 'node:fs/promises';
import { expect } from 'chai';
import { ErrorCode, Messages } from '@moveday/openapi';
import { EVENTS_PER_MINUTE, eventsLimit } from '../src/modules/reports/eventsController.js';
import { getConfig } from '../src/platform/config.js';
import { call, expectError, mailbox, runDatabaseUrl, uniqueEmail, type ApiAnswer } from './support/app.js';
import { ADMIN } from './support/hooks.js';
import { freePort } from './support/ports.js';
import { openTempDir } from './support/postgres.js';
import { callServer, startServerProcess, type ServerProcess } from './support/serverProcess.js';

const event = { type: 'pageview', name: '/shared-limits', path: '/' };

function expectTooMany(answer: ApiAnswer, what: string): void {
  expectError(answer, 429, ErrorCode.tooManyRequests, Messages.tooManyRequests);
  expect(Number(answer.headers.get('retry-after')), `${what}: Retry-After`).to.be.at.least(1);
}

/**
 * The suite's server and a second server process on the same database: the limits are kept in
 * PostgreSQL, so one budget holds for both. The second trusts no proxy (TRUST_PROXY unset); the
 * suite's trusts loopback.
 */
describe('Limits shared by servers on one database, and the client address they count', function () {
  this.timeout(120_000);
  let dataDir: string;
  let other: ServerProcess;

  before(async () => {
    dataDir = await openTempDir('moveday-shared-limits-');
    other = await startServerProcess({
      dataDir,
      port: await freePort(),
      databaseUrl: runDatabaseUrl(),
      adminPassword: ADMIN.password,
      env: {
        NODE_ENV: 'test',
        // It works the suite's mail queue too: its mails go where the suite's do.
        SMTP_URL: mailbox().url,
        ADMIN_EMAIL: ADMIN.email,
        AUTH_RATE_LIMIT: String(getConfig().authRateLimit),
        ACCOUNT_RATE_LIMIT: String(getConfig().accountRateLimit),
      },
    });
  });

  after(async () => {
    // Later suites post events from loopback.
    await eventsLimit.reset('127.0.0.1');
    if (other && other.child.exitCode === null && other.child.signalCode === null) {
      other.child.kill('SIGTERM');
      await other.exited;
    }
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('when an email is sent reset links through both servers, then together they serve the per-account limit and then both answer 429', async () => {
    const email = uniqueEmail('shared-budget');
    const limit = getConfig().accountRateLimit;
    for (let i = 0; i < limit; i++) {
      const answer = i % 2 === 0 ? await call('POST', '/api/password/forgot', { email }) : await callServer(other, 'POST', '/api/password/forgot', { email });
      expect(answer.status, `call ${i + 1}: ${JSON.stringify(answer.body)}`).to.equal(200);
    }
    expectTooMany(await callServer(other, 'POST', '/api/password/forgot', { email }), 'the other server');
    expectTooMany(await call('POST', '/api/password/forgot', { email }), "the suite's server");
  });

  it('when the per-account limit is spent on one server, then the next call on the other answers 429 with the RateLimit headers', async () => {
    const email = uniqueEmail('spent-here');
    for (let i = 0; i < getConfig().accountRateLimit; i++) expect((await call('POST', '/api/password/forgot', { email })).status).to.equal(200);
    const refused = await callServer(other, 'POST', '/api/password/forgot', { email: email.toUpperCase() });
    expectTooMany(refused, 'the other server');
    expect(refused.headers.get('ratelimit'), 'RateLimit').to.match(/"account"; r=0; t=\d+/);
    expect(refused.headers.get('ratelimit-policy'), 'RateLimit-Policy').to.match(
      new RegExp(`"account"; q=${getConfig().accountRateLimit}; w=900; pk=:[A-Za-z0-9+/=]+:`),
    );
  });

  it('when TRUST_PROXY names the proxy, then X-Forwarded-For names the address a limit counts, an IPv6 client counting as its /56', async () => {
    const from = (address: string) => call('POST', '/api/events', event, undefined, { 'x-forwarded-for': address });
    const [first, neighbour, stranger] = ['2001:db8:aa:bb00::1', '2001:db8:aa:bbff::2', '2001:db8:aa:cc00::1'];
    // Earlier suites post events from loopback too (the fuzz test, say): the proxy starts with its whole budget.
    await Promise.all([eventsLimit.reset('2001:db8:aa:bb00::/56'), eventsLimit.reset('127.0.0.1')]);
    for (let i = 0; i < EVENTS_PER_MINUTE; i++) expect((await from(first)).status, `event ${i + 1}`).to.equal(204);
    expectTooMany(await from(neighbour), 'an address in the same /56');
    expect((await from(stranger)).status, 'another /56').to.equal(204);
    expect((await call('POST', '/api/events', event)).status, 'the proxy itself').to.equal(204);
    await Promise.all([eventsLimit.reset('2001:db8:aa:bb00::/56'), eventsLimit.reset('2001:db8:aa:cc00::/56')]);
  });

  it('when TRUST_PROXY is unset, then X-Forwarded-For is ignored and every call counts against the connecting address', async () => {
    await eventsLimit.reset('127.0.0.1');
    const claiming = (i: number) => callServer(other, 'POST', '/api/events', event, undefined, { 'x-forwarded-for': `198.51.100.${i % 250}` });
    for (let i = 0; i < EVENTS_PER_MINUTE; i++) expect((await claiming(i)).status, `event ${i + 1}`).to.equal(204);
    expectTooMany(await claiming(EVENTS_PER_MINUTE), 'a call naming yet another address');
    // The same budget, in the same database: the suite's server now refuses loopback too.
    expectTooMany(await call('POST', '/api/events', event), "the suite's server, from loopback");
  });
});
