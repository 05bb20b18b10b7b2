import { expect } from 'chai';
import { COMPANY_TIME_ZONE, ErrorCode, Messages, todayIn } from '@moveday/openapi';
import { call, expectError, get, login, post } from '../../../test/support/app.js';
import { bookAsNewCustomer, type BookedCustomer } from '../../../test/support/booking.js';
import { ADMIN } from '../../../test/support/hooks.js';
import { assignJob, completeJob, finalCentsOf, movesToday } from '../../../test/support/jobs.js';
import { addPartner, partnerSignIn } from '../../../test/support/partners.js';

const put = (path: string, body: unknown, token: string) => call('PUT', path, body, token);
const earningsPath = (partnerID: string) => `/api/admin/partners/${partnerID}/earnings`;

describe('Partner earnings (issue 35): a line per completed job, call-out and adjustment, in cents, each pointing to its order', () => {
  let admin: string;
  before(async () => {
    admin = await login(ADMIN.email, ADMIN.password);
  });

  const crew = (label: string) => addPartner((path, body) => post(path, body, admin), admin, label);
  const assign = (order: BookedCustomer, partnerID: string) => assignJob(admin, order, partnerID);
  const complete = (order: BookedCustomer) => completeJob(admin, order);
  const finalCents = finalCentsOf;
  const today = () => todayIn(COMPANY_TIME_ZONE);

  it('when a job is completed, then its partner earns the final amount less the commission, and reads it; no other partner sees it', async () => {
    const partner = await crew('Earner');
    const other = await crew('Bystander');
    const order = await bookAsNewCustomer(post, 'earned');
    await assign(order, partner.partnerID);
    await movesToday(order);
    await complete(order);
    const final = await finalCents(order);

    const earned = (await get(earningsPath(partner.partnerID), admin)).body;
    expect(earned.lines).to.have.length(1);
    expect(earned.lines[0]).to.deep.include({
      orderId: order.orderId,
      moveID: order.moveID,
      kind: 'job',
      amountCents: Math.round(final * 0.8),
      finalAmountCents: final,
      terms: '20% commission',
      reason: null,
      recordedBy: null,
      earnedOn: today(),
    });
    expect(earned.totalCents).to.equal(Math.round(final * 0.8));

    const lead = await partnerSignIn(admin, partner.partnerID, 'earnerlead');
    expect((await get('/api/partner/earnings', lead.token)).body).to.deep.equal(earned);
    const otherLead = await partnerSignIn(admin, other.partnerID, 'bystanderlead');
    expect((await get('/api/partner/earnings', otherLead.token)).body).to.deep.equal({ lines: [], totalCents: 0 });
    expect((await get(earningsPath(other.partnerID), admin)).body.lines).to.deep.equal([]);
  });

  it('when a partner is on a fixed payout, then a completed job pays it, and terms changed later leave that line as it was earned', async () => {
    const partner = await crew('Fixed');
    expect((await put(`/api/admin/partners/${partner.partnerID}/terms`, { kind: 'fixed', fixedPayoutCents: 45_000 }, admin)).status).to.equal(200);
    const order = await bookAsNewCustomer(post, 'fixedjob');
    await assign(order, partner.partnerID);
    await movesToday(order);
    await complete(order);
    expect((await put(`/api/admin/partners/${partner.partnerID}/terms`, { kind: 'commission', commissionPercent: 10 }, admin)).status).to.equal(200);
    const earned = (await get(earningsPath(partner.partnerID), admin)).body;
    expect(earned.lines.map((line: any) => [line.kind, line.amountCents, line.terms])).to.deep.equal([['job', 45_000, '$450.00 fixed']]);
  });

  it('when a job is taken from one partner and given to another before it is done, then only the partner that completes it earns', async () => {
    const first = await crew('First');
    const second = await crew('Second');
    const order = await bookAsNewCustomer(post, 'reassigned');
    await assign(order, first.partnerID);
    const reassigned = await post(
      '/api/admin/reassignpartner',
      { moveDatabaseID: order.orderId, partnerDatabaseID: second.partnerID, actualMoveDate: order.preferred[0], assignmentState: 'offered' },
      admin,
    );
    expect(reassigned.status, JSON.stringify(reassigned.body)).to.equal(200);
    await movesToday(order);
    await complete(order);
    expect((await get(earningsPath(first.partnerID), admin)).body.lines).to.deep.equal([]);
    expect((await get(earningsPath(second.partnerID), admin)).body.lines.map((line: any) => [line.orderId, line.kind])).to.deep.equal([[order.orderId, 'job']]);
  });

  it('when an accepted job is cancelled after the cut-off, then its partner is paid the call-out fee; cancelled before it, or only offered, nothing', async () => {
    const partner = await crew('Callout');
    const lead = await partnerSignIn(admin, partner.partnerID, 'calloutlead');
    const accepted = async (label: string) => {
      const order = await bookAsNewCustomer(post, label);
      await assign(order, partner.partnerID);
      const accept = await post(`/api/partner/jobs/${order.orderId}/accept`, {}, lead.token);
      expect(accept.status, JSON.stringify(accept.body)).to.equal(200);
      return order;
    };
    const cancel = async (order: BookedCustomer) => {
      const answer = await post('/api/admin/add_cancel_reason', { moveDatabaseID: order.orderId, cancelReason: 'The customer moved in with family' }, admin);
      expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
    };

    const early = await accepted('calloutearly'); // its day weeks away: before the cut-off
    await cancel(early);
    const late = await accepted('calloutlate');
    await movesToday(late); // past the cut-off (72 hours before the day begins)
    await cancel(late);
    const offered = await bookAsNewCustomer(post, 'calloutoffered');
    await assign(offered, partner.partnerID);
    await movesToday(offered);
    await cancel(offered);

    const earned = (await get(earningsPath(partner.partnerID), admin)).body;
    expect(earned.lines.map((line: any) => [line.orderId, line.kind, line.amountCents])).to.deep.equal([[late.orderId, 'callout', 7_500]]);
  });

  it('when an admin adjusts a job, then a line with the reason and the admin is added, plus or minus; a wrong one says why and adds nothing', async () => {
    const partner = await crew('Adjusted');
    const order = await bookAsNewCustomer(post, 'adjusted');
    await assign(order, partner.partnerID);
    await movesToday(order);
    await complete(order);
    const job = (await get(earningsPath(partner.partnerID), admin)).body.lines[0];

    const refused = async (body: unknown, field: string, message: string) => {
      const answer = await post(earningsPath(partner.partnerID), body, admin);
      expectError(answer, 400, ErrorCode.validation);
      expect(answer.body.fields[field], JSON.stringify(answer.body)).to.equal(message);
    };
    await refused({ orderId: order.orderId, amountCents: 0, reason: 'Nothing' }, 'amountCents', Messages.adjustmentAmountInvalid);
    await refused({ orderId: order.orderId, amountCents: 12.5, reason: 'Half a cent' }, 'amountCents', Messages.adjustmentAmountInvalid);
    await refused({ orderId: order.orderId, amountCents: 2_500, reason: '   ' }, 'reason', Messages.adjustmentReasonRequired);
    const stranger = await bookAsNewCustomer(post, 'notitsjob');
    await refused({ orderId: stranger.orderId, amountCents: 2_500, reason: 'Not its job' }, 'orderId', Messages.adjustmentOrderNotPartners);
    await refused({ orderId: 'nope', amountCents: 2_500, reason: 'No such order' }, 'orderId', Messages.adjustmentOrderNotPartners);

    const plus = await post(earningsPath(partner.partnerID), { orderId: order.orderId, amountCents: 6_000, reason: 'An extra hour on the day' }, admin);
    expect(plus.status, JSON.stringify(plus.body)).to.equal(200);
    const minus = await post(
      earningsPath(partner.partnerID),
      { orderId: order.orderId, amountCents: -15_000, reason: 'A scratched dresser, claim 1182' },
      admin,
    );
    const lines = minus.body.lines;
    expect(lines.map((line: any) => [line.kind, line.amountCents, line.reason])).to.deep.equal([
      ['job', job.amountCents, null],
      ['adjustment', 6_000, 'An extra hour on the day'],
      ['adjustment', -15_000, 'A scratched dresser, claim 1182'],
    ]);
    expect(lines[1].recordedBy).to.be.a('string').and.not.equal('');
    expect(lines.every((line: any) => line.orderId === order.orderId && line.moveID === order.moveID)).to.equal(true);
    expect(minus.body.totalCents).to.equal(job.amountCents + 6_000 - 15_000);
  });

  it('when anyone but an admin adjusts or reads a partner’s earnings, then 401 or 403; a partner reads only its own', async () => {
    const partner = await crew('Guarded');
    const lead = await partnerSignIn(admin, partner.partnerID, 'guardedearner');
    const customer = await bookAsNewCustomer(post, 'earningscustomer');
    const customerToken = await login(customer.email, customer.password);
    const body = { orderId: customer.orderId, amountCents: 100, reason: 'Sneaky' };
    expectError(await get(earningsPath(partner.partnerID)), 401, ErrorCode.unauthorized);
    expectError(await get(earningsPath(partner.partnerID), lead.token), 403, ErrorCode.forbidden);
    expectError(await post(earningsPath(partner.partnerID), body, lead.token), 403, ErrorCode.forbidden);
    expectError(await post(earningsPath(partner.partnerID), body, customerToken), 403, ErrorCode.forbidden);
    expectError(await get('/api/partner/earnings', customerToken), 403, ErrorCode.forbidden);
    expectError(await get(earningsPath('00000000-0000-4000-8000-000000000000'), admin), 404, ErrorCode.notFound);
  });
});
