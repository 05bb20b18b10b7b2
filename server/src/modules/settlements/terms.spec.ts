import { expect } from 'chai';
import { ErrorCode, Messages } from '@moveday/openapi';
import { call, expectError, get, login, post } from '../../../test/support/app.js';
import { bookAsNewCustomer } from '../../../test/support/booking.js';
import { ADMIN } from '../../../test/support/hooks.js';
import { addPartner, partnerSignIn } from '../../../test/support/partners.js';
import { payoutCents } from './terms.js';

const put = (path: string, body: unknown, token: string) => call('PUT', path, body, token);
const termsPath = (partnerID: string) => `/api/admin/partners/${partnerID}/terms`;

describe("Partners' terms (issue 35): what MoveDay keeps of each job, set by an admin, shown to the partner", () => {
  let admin: string;
  before(async () => {
    admin = await login(ADMIN.email, ADMIN.password);
  });

  it('when a partner has no terms of its own, then it is on the default commission (PARTNER_COMMISSION_PERCENT, 20%), and so its sign-in reads', async () => {
    const crew = await addPartner(post, admin, 'Default');
    const read = await get(termsPath(crew.partnerID), admin);
    expect(read.status, JSON.stringify(read.body)).to.equal(200);
    expect(read.body).to.deep.equal({
      kind: 'commission',
      commissionPercent: 20,
      fixedPayoutCents: null,
      isDefault: true,
      stripeAccountId: null,
      updatedAt: null,
      updatedBy: null,
    });
    const lead = await partnerSignIn(admin, crew.partnerID, 'defaultlead');
    expect((await get('/api/partner/terms', lead.token)).body).to.deep.equal({
      kind: 'commission',
      commissionPercent: 20,
      fixedPayoutCents: null,
      isDefault: true,
    });
  });

  it('when an admin sets a commission, then a fixed payout, then the partner reads each, with who set them; the Stripe account stays unless given', async () => {
    const crew = await addPartner(post, admin, 'Terms');
    const lead = await partnerSignIn(admin, crew.partnerID, 'termslead');

    const commission = await put(termsPath(crew.partnerID), { kind: 'commission', commissionPercent: 17.5, stripeAccountId: 'acct_1TermsMovers' }, admin);
    expect(commission.status, JSON.stringify(commission.body)).to.equal(200);
    expect(commission.body).to.include({
      kind: 'commission',
      commissionPercent: 17.5,
      fixedPayoutCents: null,
      isDefault: false,
      stripeAccountId: 'acct_1TermsMovers',
    });
    expect(commission.body.updatedBy).to.be.a('string').and.not.equal('');
    expect(commission.body.updatedAt).to.be.closeTo(Date.now(), 60_000);
    expect((await get('/api/partner/terms', lead.token)).body).to.deep.equal({
      kind: 'commission',
      commissionPercent: 17.5,
      fixedPayoutCents: null,
      isDefault: false,
    });

    const fixed = await put(termsPath(crew.partnerID), { kind: 'fixed', fixedPayoutCents: 45_000 }, admin);
    expect(fixed.body).to.include({ kind: 'fixed', commissionPercent: null, fixedPayoutCents: 45_000, stripeAccountId: 'acct_1TermsMovers' });
    expect((await get('/api/partner/terms', lead.token)).body).to.deep.equal({
      kind: 'fixed',
      commissionPercent: null,
      fixedPayoutCents: 45_000,
      isDefault: false,
    });

    const cleared = await put(termsPath(crew.partnerID), { kind: 'fixed', fixedPayoutCents: 45_000, stripeAccountId: null }, admin);
    expect(cleared.body.stripeAccountId).to.equal(null);
    expect((await get(termsPath(crew.partnerID), admin)).body).to.deep.equal(cleared.body);
  });

  it('when terms are wrong, then 400 names the field in the catalogue’s words and nothing is saved', async () => {
    const crew = await addPartner(post, admin, 'Wrong');
    const refused = async (body: unknown, field: string, message?: string) => {
      const answer = await put(termsPath(crew.partnerID), body, admin);
      expectError(answer, 400, ErrorCode.validation);
      expect(Object.keys(answer.body.fields), JSON.stringify(answer.body)).to.include(field);
      if (message) expect(answer.body.fields[field]).to.equal(message);
    };
    await refused({ kind: 'commission', commissionPercent: 12.345 }, 'commissionPercent', Messages.termsCommissionInvalid);
    await refused({ kind: 'commission' }, 'commissionPercent', Messages.termsCommissionInvalid);
    await refused({ kind: 'commission', commissionPercent: 101 }, 'commissionPercent', Messages.termsCommissionInvalid);
    await refused({ kind: 'commission', commissionPercent: -1 }, 'commissionPercent', Messages.termsCommissionInvalid);
    await refused({ kind: 'fixed' }, 'fixedPayoutCents', Messages.termsFixedPayoutInvalid);
    await refused({ kind: 'fixed', fixedPayoutCents: 100.5 }, 'fixedPayoutCents', Messages.termsFixedPayoutInvalid);
    await refused({ kind: 'fixed', fixedPayoutCents: 10_000_001 }, 'fixedPayoutCents', Messages.termsFixedPayoutInvalid);
    await refused({ kind: 'fixed', fixedPayoutCents: 40_000, commissionPercent: 20 }, 'commissionPercent', Messages.termsOneKindOnly);
    await refused({ kind: 'commission', commissionPercent: 20, fixedPayoutCents: 40_000 }, 'fixedPayoutCents', Messages.termsOneKindOnly);
    await refused({ kind: 'share', commissionPercent: 20 }, 'kind');
    await refused({ kind: 'commission', commissionPercent: 20, stripeAccountId: 'ba_123' }, 'stripeAccountId', Messages.termsStripeAccountInvalid);
    expect((await get(termsPath(crew.partnerID), admin)).body.isDefault, 'nothing saved').to.equal(true);
  });

  it('when anyone but an admin asks for or sets terms, then 401 or 403; an unknown partner is a 404; a customer has no terms to read', async () => {
    const crew = await addPartner(post, admin, 'Guarded');
    const lead = await partnerSignIn(admin, crew.partnerID, 'guardedlead');
    const customer = await bookAsNewCustomer(post, 'termscustomer');
    const customerToken = await login(customer.email, customer.password);
    const body = { kind: 'commission', commissionPercent: 5 };

    expectError(await get(termsPath(crew.partnerID)), 401, ErrorCode.unauthorized);
    expectError(await get(termsPath(crew.partnerID), customerToken), 403, ErrorCode.forbidden);
    expectError(await get(termsPath(crew.partnerID), lead.token), 403, ErrorCode.forbidden);
    expectError(await put(termsPath(crew.partnerID), body, lead.token), 403, ErrorCode.forbidden);
    expectError(await put(termsPath(crew.partnerID), body, customerToken), 403, ErrorCode.forbidden);
    expectError(await get('/api/partner/terms', customerToken), 403, ErrorCode.forbidden);
    expectError(await get('/api/partner/terms', admin), 403, ErrorCode.forbidden);
    expectError(await get(termsPath('00000000-0000-4000-8000-000000000000'), admin), 404, ErrorCode.notFound);
    expectError(await put(termsPath('not-an-id'), body, admin), 404, ErrorCode.notFound);
    expect((await get(termsPath(crew.partnerID), admin)).body.isDefault, 'the refused calls changed nothing').to.equal(true);
  });
});

describe('payoutCents: what a partner earns for a job under its terms', () => {
  it('when on a commission, then the final amount less MoveDay’s share, to the nearest cent', () => {
    expect(payoutCents({ kind: 'commission', commissionBasisPoints: 2000, fixedPayoutCents: null }, 125_000)).to.equal(100_000);
    expect(payoutCents({ kind: 'commission', commissionBasisPoints: 1750, fixedPayoutCents: null }, 99_999)).to.equal(82_499);
    expect(payoutCents({ kind: 'commission', commissionBasisPoints: 0, fixedPayoutCents: null }, 50_000)).to.equal(50_000);
    expect(payoutCents({ kind: 'commission', commissionBasisPoints: 10_000, fixedPayoutCents: null }, 50_000)).to.equal(0);
  });

  it('when on a fixed payout, then that payout whatever the final amount', () => {
    expect(payoutCents({ kind: 'fixed', commissionBasisPoints: null, fixedPayoutCents: 45_000 }, 125_000)).to.equal(45_000);
    expect(payoutCents({ kind: 'fixed', commissionBasisPoints: null, fixedPayoutCents: 45_000 }, 10_000)).to.equal(45_000);
  });
});
