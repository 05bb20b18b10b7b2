import { expect } from 'chai';
import { ErrorCode } from '@moveday/openapi';
import { expectError, post, sql } from '../../../test/support/app.js';
import { EVENTS_PER_MINUTE, eventsLimit } from './eventsController.js';
import { countPageViews } from './eventsService.js';

const unique = (label: string) => `${label}-${Math.random().toString(36).slice(2, 10)}`;

async function storedEvents(name: string) {
  return sql<{ type: string; name: string; path: string; occurred_at: Date }>('SELECT type, name, path, occurred_at FROM events WHERE name = $1 ORDER BY id', [
    name,
  ]);
}

describe('POST /api/events', () => {
  it('when a visitor reports a page view, then 204 and it is stored with the server time, no sign-in needed', async () => {
    const name = unique('/customer/customerorders');
    const before = Date.now();
    const answer = await post('/api/events', { type: 'pageview', name, path: '/customer/customerorders' });
    expect(answer.status, JSON.stringify(answer.body)).to.equal(204);
    const rows = await storedEvents(name);
    expect(rows).to.have.length(1);
    expect(rows[0]).to.include({ type: 'pageview', name, path: '/customer/customerorders' });
    expect(rows[0]!.occurred_at.getTime()).to.be.within(before - 5_000, Date.now() + 5_000);
  });

  it('when a click is reported, then it is stored as a click', async () => {
    const name = unique('MoveType_Residential');
    expect((await post('/api/events', { type: 'click', name, path: '/chooseyourmovetype' })).status).to.equal(204);
    expect(await storedEvents(name))
      .to.have.length(1)
      .and.to.satisfy((rows: { type: string }[]) => rows[0]!.type === 'click');
  });

  it('when the path carries a query string, then only the path is kept (no reset token in the figures)', async () => {
    const name = unique('/password/resetForm');
    await post('/api/events', { type: 'pageview', name, path: '/password/resetForm?token=secret-token' });
    expect((await storedEvents(name))[0]!.path).to.equal('/password/resetForm');
  });

  it('when the type is neither pageview nor click, then 400 with code 7001 naming the field', async () => {
    const answer = await post('/api/events', { type: 'purchase', name: unique('x'), path: '/' });
    expectError(answer, 400, ErrorCode.validation);
    expect(answer.body.fields).to.have.property('type');
  });

  it('when the name is 100 characters, then it is stored; at 101, then 400', async () => {
    const ok = `/${'n'.repeat(91)}${Math.random().toString(36).slice(2, 10)}`.slice(0, 100);
    expect(ok).to.have.length(100);
    expect((await post('/api/events', { type: 'pageview', name: ok, path: '/' })).status).to.equal(204);
    const answer = await post('/api/events', { type: 'pageview', name: 'n'.repeat(101), path: '/' });
    expectError(answer, 400, ErrorCode.validation);
    expect(answer.body.fields).to.have.property('name');
  });

  it('when the path is longer than 200 characters or does not start with /, then 400', async () => {
    expectError(await post('/api/events', { type: 'pageview', name: unique('long'), path: `/${'p'.repeat(200)}` }), 400, ErrorCode.validation);
    expectError(await post('/api/events', { type: 'pageview', name: unique('rel'), path: 'login' }), 400, ErrorCode.validation);
  });

  it('when a field is missing or empty, then 400 and nothing is stored', async () => {
    expectError(await post('/api/events', { type: 'pageview', path: '/' }), 400, ErrorCode.validation);
    expectError(await post('/api/events', { type: 'pageview', name: '   ', path: '/' }), 400, ErrorCode.validation);
    expect(await storedEvents('   ')).to.have.length(0);
  });

  it('when page views are counted over a period, then each name gets its number', async () => {
    const name = unique('/PickupTab1_Filled');
    const from = new Date(Date.now() - 60_000);
    for (let i = 0; i < 3; i++) await post('/api/events', { type: 'pageview', name, path: '/getaquotetabs' });
    await post('/api/events', { type: 'click', name, path: '/getaquotetabs' });
    const counts = await countPageViews(from, new Date(Date.now() + 60_000));
    expect(counts[name]).to.equal(3);
  });

  describe('flooding', () => {
    // The flood spends this address's quota for the minute; later suites post events from it too.
    after(() => eventsLimit.reset('127.0.0.1'));

    it('when one address sends more than the per-minute limit, then 429 with code 7008', async () => {
      let last = 0;
      for (let i = 0; i <= EVENTS_PER_MINUTE && last !== 429; i++) {
        last = (await post('/api/events', { type: 'pageview', name: '/flood', path: '/' })).status;
      }
      expect(last).to.equal(429);
      expectError(await post('/api/events', { type: 'pageview', name: '/flood', path: '/' }), 429, ErrorCode.tooManyRequests);
    });
  });
});
