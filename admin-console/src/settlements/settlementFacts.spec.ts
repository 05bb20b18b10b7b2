import { expect } from 'chai';
import { ErrorCode, Messages, STATEMENT_STATES, isoToDay } from '@moveday/openapi';
import { ApiError } from '../lib/http';
import {
  MANUAL_PAYOUT_CHOICES,
  NO_STRIPE_ACCOUNT,
  PAID_ALREADY,
  PAY_DAY_MISSING,
  SENDING_REFRESH_MS,
  STATEMENT_STATE_COLORS,
  STATE_TABS,
  TRANSFER_UNDER_WAY,
  issuedText,
  lastEndedSunday,
  lastMonthOf,
  markPaidBlock,
  owedOnIssueCents,
  paidOnProblem,
  paidText,
  payoutRefusalText,
  periodOf,
  periodProblem,
  refreshWhileSending,
  settlementListPath,
  stateTabOf,
  statementStateLabel,
  stripePayBlock,
  transferQuestion,
  unpaidCountText,
  weekHasEnded,
  weekOf,
  weekText,
} from './settlementFacts';

const day = isoToDay;

describe('settlement facts', () => {
  it("when a statement's state is shown, then it reads as the catalogue words it; unpaid is amber, a transfer on its way blue, paid green", () => {
    expect(STATEMENT_STATES.map((s) => statementStateLabel(s.key))).to.deep.equal(['Unpaid', 'Transfer sent', 'Paid']);
    expect(STATEMENT_STATE_COLORS).to.deep.equal({ unpaid: 'warning', sending: 'info', paid: 'success' });
  });

  it('when an admin marks a statement paid, then the choices are bank transfer, check and cash; a Stripe transfer is not one', () => {
    expect(MANUAL_PAYOUT_CHOICES).to.deep.equal([
      { key: 'transfer', label: 'Bank transfer' },
      { key: 'check', label: 'Check' },
      { key: 'cash', label: 'Cash' },
    ]);
  });

  it('when a statement is shown, then its week reads Monday to Sunday, and its payment as the day and the method', () => {
    const week = { weekStart: day('2026-11-16'), weekEnd: day('2026-11-22') };
    expect(weekText(week)).to.equal('11/16/2026 to 11/22/2026');
    expect(paidText({ paidOn: day('2026-11-25'), paidMethod: 'check' })).to.equal('11/25/2026, Check');
    expect(paidText({ paidOn: day('2026-11-25'), paidMethod: 'stripe' })).to.equal('11/25/2026, Stripe transfer');
    expect(paidText({ paidOn: null, paidMethod: null })).to.equal(undefined);
  });

  it('when the money is shown, then owed in all on issue is this statement and what earlier ones still owed, as its paper says', () => {
    expect(owedOnIssueCents({ totalCents: 45_000, earlierOpenCents: 12_050 })).to.equal(57_050);
    expect(owedOnIssueCents({ totalCents: 45_000, earlierOpenCents: 0 })).to.equal(45_000);
  });
});

describe('paying a statement', () => {
  it('when a statement is unpaid, then Mark paid is open; paid, or with a transfer on its way, then it says why not', () => {
    expect(markPaidBlock({ state: 'unpaid' })).to.equal(undefined);
    expect(markPaidBlock({ state: 'paid' })).to.equal(PAID_ALREADY);
    expect(markPaidBlock({ state: 'sending' })).to.equal(TRANSFER_UNDER_WAY);
  });

  it('when the partner has a Stripe account and the statement is unpaid, then Pay with Stripe is open; otherwise it says why not', () => {
    expect(stripePayBlock({ state: 'unpaid', canPayWithStripe: true })).to.equal(undefined);
    expect(stripePayBlock({ state: 'unpaid', canPayWithStripe: false })).to.equal(NO_STRIPE_ACCOUNT);
    expect(stripePayBlock({ state: 'sending', canPayWithStripe: true })).to.equal(TRANSFER_UNDER_WAY);
    expect(stripePayBlock({ state: 'paid', canPayWithStripe: true })).to.equal(PAID_ALREADY);
  });

  it('when Pay with Stripe asks first, then it names the amount, the partner and the statement', () => {
    expect(transferQuestion({ number: 'ST-1001', totalCents: 45_000, partnerName: 'Rocky Lifts' })).to.equal(
      'Send $450.00 to Rocky Lifts by a Stripe transfer to its connected account? Statement ST-1001 shows Transfer sent until Stripe confirms it.',
    );
  });

  it('when a transfer awaits Stripe, then the page asks again each second; otherwise it waits', () => {
    expect(refreshWhileSending([{ state: 'sending' }])).to.equal(SENDING_REFRESH_MS);
    expect(SENDING_REFRESH_MS).to.equal(1_000);
    expect(refreshWhileSending([{ state: 'paid' }, { state: 'sending' }])).to.equal(SENDING_REFRESH_MS);
    expect(refreshWhileSending([{ state: 'unpaid' }, { state: 'paid' }])).to.equal(false);
    expect(refreshWhileSending(undefined)).to.equal(false);
  });

  it("when Stripe refuses a transfer (502, 7040), then the server's words show, Stripe's reason in them; any other failure as the console shows it", () => {
    const refused = 'Stripe refused the transfer: Insufficient funds in your Stripe balance. The statement stays unpaid.';
    const stripe = new ApiError(Messages.adminTechnicalIssue, 502, ErrorCode.paymentProvider, { errorCode: ErrorCode.paymentProvider, errorMessage: refused });
    expect(payoutRefusalText(stripe)).to.equal(refused);
    const conflict = new ApiError(Messages.payoutNoStripeAccount, 409, ErrorCode.payoutNotPossible);
    expect(payoutRefusalText(conflict)).to.equal(Messages.payoutNoStripeAccount);
    expect(payoutRefusalText(new Error('network'))).to.equal(Messages.adminTechnicalIssue);
    expect(payoutRefusalText(new ApiError(Messages.adminTechnicalIssue, 502, ErrorCode.paymentProvider))).to.equal(Messages.adminTechnicalIssue);
  });

  it('when the day paid is after today, before the week ended or missing, then it says so before anything is sent', () => {
    const statement = { weekEnd: day('2026-11-22') };
    const today = day('2026-11-30');
    expect(paidOnProblem(today, today, statement)).to.equal(undefined);
    expect(paidOnProblem(day('2026-11-22'), today, statement)).to.equal(undefined);
    expect(paidOnProblem(day('2026-11-21'), today, statement)).to.equal(Messages.payoutDayInvalid);
    expect(paidOnProblem(day('2026-12-01'), today, statement)).to.equal(Messages.payoutDayInvalid);
    expect(paidOnProblem(null, today, statement)).to.equal(PAY_DAY_MISSING);
  });
});

describe('the Settlements list', () => {
  it('when the list opens, then the tabs are All and each state in the catalogue order', () => {
    expect(STATE_TABS.map((t) => t.label)).to.deep.equal(['All', 'Unpaid', 'Transfer sent', 'Paid']);
    expect(STATE_TABS.map((t) => t.value)).to.deep.equal(['all', 'unpaid', 'sending', 'paid']);
  });

  it('when the filter names one known state, then that tab is selected; anything else selects All', () => {
    expect(stateTabOf('paid')).to.equal('paid');
    expect(stateTabOf(undefined)).to.equal('all');
    expect(stateTabOf(['unpaid', 'sending'])).to.equal('all');
    expect(stateTabOf('lost')).to.equal('all');
  });

  it("when a partner's page links to its statements, then the list's address carries the partner as its filter", () => {
    const path = settlementListPath({ partnerId: 'a1b2' });
    expect(path).to.equal('/settlements?filter=%7B%22partnerId%22%3A%22a1b2%22%7D');
    expect(JSON.parse(new URLSearchParams(path.slice(path.indexOf('?'))).get('filter')!)).to.deep.equal({ partnerId: 'a1b2' });
  });

  it("when the filters hold From and To, then the accountant's file is of that period; one missing, or the wrong way round, then none", () => {
    expect(periodOf({ from: day('2026-11-01'), to: day('2026-11-30') })).to.deep.equal({ from: day('2026-11-01'), to: day('2026-11-30') });
    expect(periodOf({ from: day('2026-11-01') })).to.equal(undefined);
    expect(periodOf({ to: day('2026-11-30') })).to.equal(undefined);
    expect(periodOf({ from: day('2026-12-01'), to: day('2026-11-30') })).to.equal(undefined);
  });

  it('when the admin is asked for a period, then last month is offered; a period without both days, or backwards, says what it needs', () => {
    expect(lastMonthOf(day('2026-12-05'))).to.deep.equal({ from: day('2026-11-01'), to: day('2026-11-30') });
    expect(lastMonthOf(day('2027-01-01'))).to.deep.equal({ from: day('2026-12-01'), to: day('2026-12-31') });
    expect(lastMonthOf(day('2028-03-31'))).to.deep.equal({ from: day('2028-02-01'), to: day('2028-02-29') });
    expect(periodProblem(day('2026-11-01'), day('2026-11-01'))).to.equal(undefined);
    expect(periodProblem(day('2026-11-02'), day('2026-11-01'))).to.equal(Messages.settlementsPeriodRequired);
    expect(periodProblem(null, day('2026-11-01'))).to.equal(Messages.settlementsPeriodRequired);
  });
});

describe('issuing a week', () => {
  it('when today is a Monday, then last week has ended and is the latest that can be issued; this week has not', () => {
    const monday = day('2026-11-30');
    expect(lastEndedSunday(monday)).to.equal(day('2026-11-29'));
    expect(weekHasEnded(day('2026-11-23'), monday)).to.equal(true);
    expect(weekHasEnded(day('2026-11-29'), monday)).to.equal(true);
    expect(weekHasEnded(day('2026-11-30'), monday)).to.equal(false);
    expect(lastEndedSunday(day('2026-11-29'))).to.equal(day('2026-11-22'));
    expect(weekHasEnded(day('2026-11-23'), day('2026-11-29'))).to.equal(false);
  });

  it('when a day is chosen, then its week runs from its Monday to its Sunday', () => {
    expect(weekOf(day('2026-11-26'))).to.deep.equal({ weekStart: day('2026-11-23'), weekEnd: day('2026-11-29') });
    expect(weekOf(day('2026-11-29'))).to.deep.equal({ weekStart: day('2026-11-23'), weekEnd: day('2026-11-29') });
  });

  it('when the server answers, then the notification says how many were issued for which week, none included', () => {
    const week = { weekStart: day('2026-11-23'), weekEnd: day('2026-11-29') };
    expect(issuedText({ ...week, issued: [{}, {}] })).to.equal('2 statements issued for 11/23/2026 to 11/29/2026');
    expect(issuedText({ ...week, issued: [{}] })).to.equal('1 statement issued for 11/23/2026 to 11/29/2026');
    expect(issuedText({ ...week, issued: [] })).to.equal(
      'No new statements for 11/23/2026 to 11/29/2026: each partner owed something has its statement already',
    );
  });

  it('when the dashboard counts the statements unpaid, then it says how many in words', () => {
    expect(unpaidCountText(0)).to.equal('No statement unpaid');
    expect(unpaidCountText(1)).to.equal('1 statement unpaid');
    expect(unpaidCountText(1234)).to.equal('1,234 statements unpaid');
  });
});
