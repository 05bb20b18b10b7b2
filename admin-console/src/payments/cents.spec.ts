import { expect } from 'chai';
import { formatCents } from '@moveday/openapi';
import { AMOUNT_MISSING, AMOUNT_NOT_ABOVE_ZERO, AMOUNT_NOT_DOLLARS, AMOUNT_TOO_LARGE, AMOUNT_TOO_PRECISE, MAX_AMOUNT_CENTS, parseCents } from './cents';

describe('parseCents', () => {
  it('when dollars and cents are typed, then they are whole cents, read as text and never through a float', () => {
    expect(parseCents('120.50')).to.deep.equal({ cents: 12050 });
    expect(parseCents('120.5')).to.deep.equal({ cents: 12050 });
    expect(parseCents('120')).to.deep.equal({ cents: 12000 });
    expect(parseCents('120.')).to.deep.equal({ cents: 12000 });
    expect(parseCents('.75')).to.deep.equal({ cents: 75 });
    expect(parseCents('0.29')).to.deep.equal({ cents: 29 });
    expect(parseCents('1.15')).to.deep.equal({ cents: 115 });
    expect(parseCents('200.50')).to.deep.equal({ cents: 20050 });
  });

  it('when a dollar sign, spaces or commas grouping thousands come with it, then they are read past', () => {
    expect(parseCents(' $1,234.50 ')).to.deep.equal({ cents: 123450 });
    expect(parseCents('$ 12')).to.deep.equal({ cents: 1200 });
    expect(parseCents('1,000,000')).to.deep.equal({ cents: MAX_AMOUNT_CENTS });
  });

  it('when more than two digits follow the dot, then the admin is asked for cents', () => {
    expect(parseCents('120.505')).to.deep.equal({ problem: AMOUNT_TOO_PRECISE });
    expect(parseCents('0.001')).to.deep.equal({ problem: AMOUNT_TOO_PRECISE });
  });

  it('when the amount is empty, then it is asked for; when it is not dollars and cents, then it says so', () => {
    expect(parseCents('')).to.deep.equal({ problem: AMOUNT_MISSING });
    expect(parseCents('   ')).to.deep.equal({ problem: AMOUNT_MISSING });
    expect(parseCents('$')).to.deep.equal({ problem: AMOUNT_MISSING });
    for (const typed of ['.', 'abc', '12a', '-5', '+5', '1e3', '12,50', '1,23', '1.2.3', '12 50', '0x10', 'Infinity']) {
      expect(parseCents(typed), typed).to.deep.equal({ problem: AMOUNT_NOT_DOLLARS });
    }
  });

  it('when the amount is nothing or more than one payment may be, then it says the bounds', () => {
    expect(parseCents('0')).to.deep.equal({ problem: AMOUNT_NOT_ABOVE_ZERO });
    expect(parseCents('0.00')).to.deep.equal({ problem: AMOUNT_NOT_ABOVE_ZERO });
    expect(parseCents('1000000.01')).to.deep.equal({ problem: AMOUNT_TOO_LARGE });
    expect(parseCents('9'.repeat(400))).to.deep.equal({ problem: AMOUNT_TOO_LARGE });
    expect(parseCents('0001000000')).to.deep.equal({ cents: MAX_AMOUNT_CENTS });
    expect(AMOUNT_TOO_LARGE).to.equal(`At most ${formatCents(MAX_AMOUNT_CENTS)} at a time`);
  });
});
