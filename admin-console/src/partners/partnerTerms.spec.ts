import { expect } from 'chai';
import { PERCENT_PROBLEM, STRIPE_ACCOUNT_PROBLEM, termsBodyOf, termsFormOf, termsText } from './partnerTerms';
import { AMOUNT_NOT_ABOVE_ZERO, AMOUNT_TOO_PRECISE } from '../payments/cents';

const form = (changes: Partial<ReturnType<typeof termsFormOf>>) => ({ kind: 'commission' as const, percent: '', payout: '', stripeAccountId: '', ...changes });

describe("A partner's terms in the console", () => {
  it('when terms are shown, then they read as what MoveDay keeps or what the partner is paid', () => {
    expect(termsText({ kind: 'commission', commissionPercent: 17.5, fixedPayoutCents: null })).to.equal(
      "Commission: MoveDay keeps 17.5% of each job's final amount",
    );
    expect(termsText({ kind: 'fixed', commissionPercent: null, fixedPayoutCents: 45_000 })).to.equal('Fixed payout: $450.00 per job');
  });

  it('when the dialog opens, then it holds the terms as they are, the payout in dollars and cents', () => {
    const terms = {
      kind: 'fixed' as const,
      commissionPercent: null,
      fixedPayoutCents: 45_050,
      isDefault: false,
      stripeAccountId: 'acct_1A',
      updatedAt: null,
      updatedBy: null,
    };
    expect(termsFormOf(terms)).to.deep.equal({ kind: 'fixed', percent: '', payout: '450.50', stripeAccountId: 'acct_1A' });
  });

  it('when a commission is typed, then it is sent as a number, a trailing % allowed, and no account as null', () => {
    expect(termsBodyOf(form({ percent: '17.5 %' }))).to.deep.equal({ body: { kind: 'commission', commissionPercent: 17.5, stripeAccountId: null } });
    expect(termsBodyOf(form({ percent: '0' })).body).to.include({ commissionPercent: 0 });
    expect(termsBodyOf(form({ percent: '100' })).body).to.include({ commissionPercent: 100 });
  });

  it('when a commission is not a percentage with two decimals at most, then the field says so', () => {
    for (const percent of ['', '12.345', '101', '-5', 'twenty', '1e2'])
      expect(termsBodyOf(form({ percent })).problems, percent).to.deep.equal({ commissionPercent: PERCENT_PROBLEM });
  });

  it('when a fixed payout is typed in dollars, then it is sent in cents; a wrong amount says why', () => {
    expect(termsBodyOf(form({ kind: 'fixed', payout: '$1,200.50', stripeAccountId: ' acct_9Z ' }))).to.deep.equal({
      body: { kind: 'fixed', fixedPayoutCents: 120_050, stripeAccountId: 'acct_9Z' },
    });
    expect(termsBodyOf(form({ kind: 'fixed', payout: '0' })).problems).to.deep.equal({ fixedPayoutCents: AMOUNT_NOT_ABOVE_ZERO });
    expect(termsBodyOf(form({ kind: 'fixed', payout: '10.505' })).problems).to.deep.equal({ fixedPayoutCents: AMOUNT_TOO_PRECISE });
  });

  it('when the Stripe account is not a Connect account id, then that field says so too', () => {
    expect(termsBodyOf(form({ percent: '20', stripeAccountId: 'ba_123' })).problems).to.deep.equal({ stripeAccountId: STRIPE_ACCOUNT_PROBLEM });
  });
});
