import { expect } from 'chai';
import { DAY_MS, ErrorCode, Messages } from '@moveday/openapi';
import { expectError, login, post, sql, uniqueEmail } from '../../../test/support/app.js';
import { denverDraft, withDraft } from '../../../test/support/drafts.js';
import { ADMIN } from '../../../test/support/hooks.js';
import type { MoveDraft } from '../quotes/index.js';

interface Booked {
  moveID: string;
  moveDatabaseID: string;
  estimate: number;
  draft: MoveDraft;
}

interface Account {
  email: string;
  password: string;
  token: string;
  id: string;
  orders: Booked[];
}

async function quoteMove(draft: MoveDraft) {
  const answer = await post('/api/residential_details', draft);
  expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
  return answer.body as { moveID: string; moveDatabaseID: string; quote: { estimateQuotePrice: number } };
}

/** A visitor quotes a move and signs up for it, then books more moves signed in: the way orders come to be. */
async function customerWithOrders(drafts: MoveDraft[]): Promise<Account> {
  const email = uniqueEmail('orders');
  const password = 'orders-pw1';
  const orders: Booked[] = [];
  let token = '';
  for (const [index, draft] of drafts.entries()) {
    const quoted = await quoteMove(draft);
    if (index === 0) {
      const signup = await post('/api/signup_details', {
        moveDetailsID: quoted.moveDatabaseID,
        firstName: 'Alex',
        lastName: 'Kim',
        userEmail: email,
        userPhone: '3035550177',
        password,
        confirmPassword: password,
        terms: true,
      });
      expect(signup.body.statusCode, JSON.stringify(signup.body)).to.equal(100);
      token = await login(email, password);
    } else {
      expect((await post('/api/customer/updatemove', { moveDatabaseID: quoted.moveDatabaseID }, token)).status).to.equal(200);
    }
    orders.push({ moveID: quoted.moveID, moveDatabaseID: quoted.moveDatabaseID, estimate: quoted.quote.estimateQuotePrice, draft });
  }
  const [user] = await sql('SELECT id FROM users WHERE email = $1', [email]);
  return { email, password, token, id: user.id, orders };
}

const laterBy = (days: number) =>
  withDraft((d) => {
    d.moveDatePreferences.preferredDateOpt1! += days * DAY_MS;
    d.moveDatePreferences.preferredDateOpt2! += days * DAY_MS;
  });

const allOrders = (token?: string, body: unknown = {}) => post('/api/customer/allorders', body, token);
const orderDetail = (moveDatabaseID: unknown, token?: string) => post('/api/customer/orderdetail', { moveDatabaseID }, token);

describe('POST /api/customer/allorders', () => {
  it('when a customer has booked moves, then each is listed as an order summary, the latest move date first', async () => {
    const soon = denverDraft();
    const later = laterBy(14);
    const customer = await customerWithOrders([soon, later]);
    const answer = await allOrders(customer.token, { userId: customer.id });
    expect(answer.status).to.equal(200);
    expect(answer.body).to.deep.equal([
      {
        moveID: customer.orders[1]!.moveID,
        moveDatabaseID: customer.orders[1]!.moveDatabaseID,
        moveDate: later.moveDatePreferences.preferredDateOpt1,
        fromLocation: 'Denver, CO',
        toLocation: 'Denver, CO',
        moveStatus: 'open',
      },
      {
        moveID: customer.orders[0]!.moveID,
        moveDatabaseID: customer.orders[0]!.moveDatabaseID,
        moveDate: soon.moveDatePreferences.preferredDateOpt1,
        fromLocation: 'Denver, CO',
        toLocation: 'Denver, CO',
        moveStatus: 'open',
      },
    ]);
  });

  it('when a partner date is set on an order, then that actual date is its move date and places it in the list', async () => {
    const customer = await customerWithOrders([denverDraft(), laterBy(7)]);
    const first = customer.orders[0]!;
    const actual = first.draft.moveDatePreferences.preferredDateOpt2! + 30 * DAY_MS;
    await sql(`UPDATE moves SET actual_move_date = $2::date, status = 'partnerassigned' WHERE id = $1`, [
      first.moveDatabaseID,
      new Date(actual).toISOString().slice(0, 10),
    ]);
    const list = (await allOrders(customer.token)).body;
    expect(list[0]).to.include({ moveDatabaseID: first.moveDatabaseID, moveDate: actual, moveStatus: 'partnerassigned' });
  });

  it("when a customer's move is only a quote, then it is not listed, and a customer with no orders gets an empty list", async () => {
    const customer = await customerWithOrders([denverDraft()]);
    await quoteMove(denverDraft());
    const other = await customerWithOrders([denverDraft()]);
    await sql(`UPDATE moves SET status = 'quoted', customer_id = $2 WHERE id = $1`, [other.orders[0]!.moveDatabaseID, customer.id]);
    const list = (await allOrders(customer.token)).body as Array<{ moveDatabaseID: string }>;
    expect(list.map((o) => o.moveDatabaseID)).to.deep.equal([customer.orders[0]!.moveDatabaseID]);
    expect((await allOrders(other.token)).body).to.deep.equal([]);
  });

  it("when customer A sends customer B's userId, then A still gets only A's own orders", async () => {
    const a = await customerWithOrders([denverDraft()]);
    const b = await customerWithOrders([denverDraft(), laterBy(3)]);
    const list = (await allOrders(a.token, { userId: b.id })).body as Array<{ moveDatabaseID: string }>;
    expect(list.map((o) => o.moveDatabaseID)).to.deep.equal([a.orders[0]!.moveDatabaseID]);
  });

  it('when no customer is signed in, then 401; an admin gets 403', async () => {
    expectError(await allOrders(undefined), 401, ErrorCode.unauthorized);
    expectError(await allOrders(await login(ADMIN.email, ADMIN.password)), 403, ErrorCode.forbidden);
  });
});

describe('POST /api/customer/orderdetail', () => {
  it('when a customer opens their order, then its number, status, draft fields, quote and final amount come back', async () => {
    const draft = withDraft((d) => {
      d.packingSupplies.mediumPacking = true;
      d.servicesTab.desiredDeliveryDate.preferredDate = d.moveDatePreferences.preferredDateOpt1! - 2 * DAY_MS;
      d.additionalHelp.unpacking = true;
    });
    const customer = await customerWithOrders([draft]);
    const order = customer.orders[0]!;
    const answer = await orderDetail(order.moveDatabaseID, customer.token);
    expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
    expect(answer.body).to.include({ moveId: order.moveID, moveDatabaseID: order.moveDatabaseID, moveStatus: 'open', actualMoveDate: null });
    expect(answer.body.finalMoveAmount).to.equal(Math.ceil((order.estimate * 9) / 10));
    expect(answer.body.quote).to.deep.equal({ estimateQuoteFlag: false, estimateQuotePrice: order.estimate });
    expect(answer.body.serviceType).to.deep.equal(draft.serviceType);
    expect(answer.body.moveDatePreferences).to.deep.equal(draft.moveDatePreferences);
    expect(answer.body.pickupTab1.pickUpAddress).to.include({ streetaddress: '1600 Glenarm Pl', zipcode: '80202' });
    expect(answer.body.pickupTab1.pickUpLocationSize).to.equal('1,000 - 1,500');
    expect(answer.body.packingSupplies.mediumPacking).to.equal(true);
    expect(answer.body.servicesTab.desiredDeliveryDate.preferredDate).to.equal(draft.servicesTab.desiredDeliveryDate.preferredDate);
    expect(answer.body.additionalHelp.unpacking).to.equal(true);
    expect(answer.body.dropLocationTab.dropoffAddress).to.include({ city: 'Denver', zipcode: '80207' });
  });

  it("when customer A asks for customer B's order, then 404 exactly as for a move that does not exist", async () => {
    const a = await customerWithOrders([denverDraft()]);
    const b = await customerWithOrders([denverDraft()]);
    const theirs = await orderDetail(b.orders[0]!.moveDatabaseID, a.token);
    const nobodys = await orderDetail('0b6f3a52-3c55-4a8e-9a38-5c1f9d5e0c11', a.token);
    expectError(theirs, 404, ErrorCode.notFound, Messages.orderNotFound);
    expect(theirs.body).to.deep.equal(nobodys.body);
    expect((await orderDetail(b.orders[0]!.moveDatabaseID, b.token)).status).to.equal(200);
  });

  it('when the id is a quote nobody booked, a malformed id or missing, then 404 or 400, never a 500', async () => {
    const customer = await customerWithOrders([denverDraft()]);
    const quoted = await quoteMove(denverDraft());
    expectError(await orderDetail(quoted.moveDatabaseID, customer.token), 404, ErrorCode.notFound);
    expectError(await orderDetail('MD-100001', customer.token), 404, ErrorCode.notFound);
    expectError(await post('/api/customer/orderdetail', {}, customer.token), 400, ErrorCode.validation);
  });

  it('when no customer is signed in, then 401; an admin gets 403', async () => {
    const customer = await customerWithOrders([denverDraft()]);
    const id = customer.orders[0]!.moveDatabaseID;
    expectError(await orderDetail(id), 401, ErrorCode.unauthorized);
    expectError(await orderDetail(id, await login(ADMIN.email, ADMIN.password)), 403, ErrorCode.forbidden);
  });
});
