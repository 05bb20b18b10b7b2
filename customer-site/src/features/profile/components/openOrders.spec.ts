import { expect } from 'chai';
import { moveNumbersOf, openOrdersOf, orderPath, refusedOrders } from './openOrders';

const orders = [
  { moveID: 'MD100', moveDatabaseID: 'a', moveStatus: 'estimate_open' as const },
  { moveID: 'MD101', moveDatabaseID: 'b', moveStatus: 'open' as const },
  { moveID: 'MD102', moveDatabaseID: 'c', moveStatus: 'partnerassigned' as const },
  { moveID: 'MD103', moveDatabaseID: 'd', moveStatus: 'completed' as const },
  { moveID: 'MD104', moveDatabaseID: 'e', moveStatus: 'cancelled' as const },
];

describe("The orders that keep a customer's account from closing", () => {
  it('when the customer has orders in every status, then the not yet confirmed, confirmed and assigned ones are open', () => {
    expect(openOrdersOf(orders)).to.deep.equal([
      { moveId: 'MD100', moveDatabaseID: 'a' },
      { moveId: 'MD101', moveDatabaseID: 'b' },
      { moveId: 'MD102', moveDatabaseID: 'c' },
    ]);
    expect(openOrdersOf(orders.slice(3))).to.deep.equal([]);
  });

  it('when the refusal lists its move numbers, then those are read, each once', () => {
    expect(moveNumbersOf({ errorCode: 7033, moveNumbers: ['MD101', 'MD102', 'MD101', '', 7] })).to.deep.equal(['MD101', 'MD102']);
  });

  it("when the refusal only has its message's parameter, then the numbers are read from it", () => {
    expect(moveNumbersOf({ errorCode: 7033, messageParams: { moveNumbers: 'MD101, MD102' } })).to.deep.equal(['MD101', 'MD102']);
    expect(moveNumbersOf({ errorCode: 7033, messageParams: { moveNumbers: ['MD9'] } })).to.deep.equal(['MD9']);
  });

  it('when the body names none (or is no object), then there are none', () => {
    expect(moveNumbersOf(undefined)).to.deep.equal([]);
    expect(moveNumbersOf('Conflict')).to.deep.equal([]);
    expect(moveNumbersOf({ errorCode: 7033, messageParams: {} })).to.deep.equal([]);
  });

  it("when the refusal names an order the customer's list has, then it links to its page; one the list lacks is its number alone", () => {
    expect(refusedOrders(['MD102', 'MD999'], orders)).to.deep.equal([{ moveId: 'MD102', moveDatabaseID: 'c' }, { moveId: 'MD999' }]);
    expect(refusedOrders(['MD102'], null)).to.deep.equal([{ moveId: 'MD102' }]);
    expect(orderPath('c d')).to.equal('/customer/orderdetails?order=c%20d');
  });
});
