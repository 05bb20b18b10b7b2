import { expect } from 'chai';
import {
  CUSTOMER_TABS,
  closeQuestion,
  closedFilterOf,
  closedText,
  customerTabOf,
  openOrdersOf,
  ordersCountText,
  refusedMoveNumbers,
  refusedOrders,
} from './customerFacts';

const orders = [
  { id: 'a', moveID: 'MD1', status: 'estimate_open' as const, moveDate: 0, amount: null },
  { id: 'b', moveID: 'MD2', status: 'open' as const, moveDate: 0, amount: 900 },
  { id: 'c', moveID: 'MD3', status: 'partnerassigned' as const, moveDate: 0, amount: 900 },
  { id: 'd', moveID: 'MD4', status: 'completed' as const, moveDate: 0, amount: 900 },
  { id: 'e', moveID: 'MD5', status: 'cancelled' as const, moveDate: 0, amount: 900 },
];

describe('customers', () => {
  it('when a tab is chosen, then the list is filtered on closed accordingly, and the filter shows its tab again', () => {
    expect(CUSTOMER_TABS.map((t) => t.label)).to.deep.equal(['All', 'Open', 'Closed']);
    for (const tab of CUSTOMER_TABS) expect(customerTabOf(closedFilterOf(tab.value))).to.equal(tab.value);
    expect(customerTabOf('true')).to.equal('closed');
    expect(customerTabOf('false')).to.equal('open');
    expect(customerTabOf('maybe')).to.equal('all');
  });

  it('when an account is closed, then it says when and by whom; an open one says nothing', () => {
    const at = (ms: number) => `at ${ms}`;
    expect(closedText({ closedAt: 5, closedBy: 'Ada Admin' }, at)).to.equal('Closed at 5 by Ada Admin');
    expect(closedText({ closedAt: 5, closedBy: 'the customer' }, at)).to.equal('Closed at 5 by the customer');
    expect(closedText({ closedAt: 5, closedBy: null }, at)).to.equal('Closed at 5');
    expect(closedText({ closedAt: null, closedBy: null }, at)).to.equal(null);
  });

  it('when a customer has orders, then the count says how many are open, if any', () => {
    expect(ordersCountText({ ordersCount: 1200, openOrdersCount: 2 })).to.equal('1,200 (2 open)');
    expect(ordersCountText({ ordersCount: 3, openOrdersCount: 0 })).to.equal('3');
  });

  it('when the orders are in every status, then the not yet confirmed, confirmed and assigned ones are open', () => {
    expect(openOrdersOf({ orders }).map((o) => o.moveID)).to.deep.equal(['MD1', 'MD2', 'MD3']);
  });

  it('when the confirmation asks, then it names the customer and their email', () => {
    expect(closeQuestion({ firstName: 'Dana', lastName: 'Reyes', email: 'dana@example.com' })).to.equal('Close the account of Dana Reyes (dana@example.com)?');
  });

  it('when the server refuses for open orders, then their numbers are read from the refusal and linked when known', () => {
    expect(refusedMoveNumbers({ errorCode: 7033, messageParams: { moveNumbers: 'MD2, MD9' } })).to.deep.equal(['MD2', 'MD9']);
    expect(refusedMoveNumbers({ errorCode: 7033, moveNumbers: ['MD2', 'MD2'] })).to.deep.equal(['MD2']);
    expect(refusedMoveNumbers({ errorCode: 7033 })).to.deep.equal([]);
    expect(refusedMoveNumbers(undefined)).to.deep.equal([]);
    expect(refusedOrders(['MD2', 'MD9'], orders)).to.deep.equal([{ moveID: 'MD2', id: 'b' }, { moveID: 'MD9' }]);
  });
});
