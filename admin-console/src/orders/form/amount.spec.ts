import { expect } from 'chai';
import { isAmountUsable } from './amount';

describe('isAmountUsable', () => {
  it('when the final amount is whole dollars above 0, then it can be saved', () => {
    expect(isAmountUsable('1')).to.equal(true);
    expect(isAmountUsable('1350')).to.equal(true);
    expect(isAmountUsable('999999999')).to.equal(true);
  });

  it('when the final amount is empty, 0 or not whole digits, then it cannot', () => {
    for (const amount of ['', '0', '000', '12.50', '-5', '1,350', ' 12', '1e3']) expect(isAmountUsable(amount), amount).to.equal(false);
  });
});
