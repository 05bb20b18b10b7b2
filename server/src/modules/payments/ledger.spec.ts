import { expect } from 'chai';
import { depositFor, summarize } from './ledger.js';

const pay = (amountCents: number) => ({ kind: 'payment' as const, amountCents });
const refund = (amountCents: number) => ({ kind: 'refund' as const, amountCents });

describe('An order ledger', () => {
  it('when nothing came in, then the order is unpaid and owes its price', () => {
    expect(summarize([], 120_000)).to.deep.equal({
      priceCents: 120_000,
      receivedCents: 0,
      returnedCents: 0,
      paidCents: 0,
      balanceCents: 120_000,
      state: 'unpaid',
    });
  });

  it('when part of the price came in, then the deposit is paid and the rest is the balance; the whole price, then paid', () => {
    expect(summarize([pay(24_000)], 120_000)).to.include({ state: 'deposit_paid', balanceCents: 96_000 });
    expect(summarize([pay(24_000), pay(96_000)], 120_000)).to.include({ state: 'paid', balanceCents: 0 });
    expect(summarize([pay(130_000)], 120_000), 'overpaid: a credit').to.include({ state: 'paid', balanceCents: -10_000 });
  });

  it('when money went back, then partly refunded while some is held, refunded once none is; a dispute counts as money gone', () => {
    expect(summarize([pay(24_000), refund(4_000)], 120_000)).to.include({ state: 'partly_refunded', paidCents: 20_000, balanceCents: 100_000 });
    expect(summarize([pay(24_000), refund(24_000)], 120_000)).to.include({ state: 'refunded', paidCents: 0 });
    expect(summarize([pay(24_000), { kind: 'dispute', amountCents: 24_000 }], 120_000)).to.include({ state: 'refunded', returnedCents: 24_000 });
  });

  it('when an order has no fixed price, then payments still count but no balance is owed', () => {
    expect(summarize([pay(5_000)], null)).to.include({ state: 'deposit_paid', balanceCents: null, paidCents: 5_000 });
  });

  it('when a deposit is a percent, then it is rounded up to a whole dollar and never more than the price; a fixed one is taken as set', () => {
    expect(depositFor(123_456, { percent: 20 })).to.equal(24_700);
    expect(depositFor(100_000, { percent: 20 })).to.equal(20_000);
    expect(depositFor(10_000, { amountCents: 15_000 })).to.equal(10_000);
    expect(depositFor(100_000, { amountCents: 15_000 })).to.equal(15_000);
  });
});
