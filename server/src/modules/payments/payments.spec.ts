import { expect } from 'chai';
import { parse } from 'csv-parse/sync';
import { COMPANY_TIME_ZONE, DAY_MS, ErrorCode, formatMessage, todayIn } from '@moveday/openapi';
import { call, expectError, get, login, post, sql } from '../../../test/support/app.js';
import { bookAsNewCustomer } from '../../../test/support/booking.js';
import { denverDraft, withDraft } from '../../../test/support/drafts.js';
import { ADMIN } from '../../../test/support/hooks.js';
import { WebhookReceiver } from '../../../test/support/receiver.js';

const money = (admin: string, orderId: string) => get(`/api/admin/orders/${orderId}/payments`, admin);
const pay = (admin: string, orderId: string, body: Record<string, unknown>) => post(`/api/admin/orders/${orderId}/payments`, body, admin);
const refund = (admin: string, orderId: string, body: Record<string, unknown>) => post(`/api/admin/orders/${orderId}/refunds`, body, admin);
const list = (admin: string, filter: Record<string, unknown>, extra = '') =>
  get(`/api/admin/payments?filter=${encodeURIComponent(JSON.stringify(filter))}${extra}`, admin);

describe('Payments: the ledger of each order in cents, and what admins record by hand', () => {
  let admin: string;
  before(async () => {
    admin = await login(ADMIN.email, ADMIN.password);
  });

  it('when a booked order takes cash and then a check, then its state goes unpaid, deposit paid, paid, and each line is listed with who recorded it', async () => {
    const booked = await bookAsNewCustomer(post, 'ledger');
    const [{ final_amount: price }] = await sql('SELECT final_amount FROM moves WHERE id = $1', [booked.orderId]);
    const before = await money(admin, booked.orderId);
    expect(before.status).to.equal(200);
    expect(before.body).to.deep.include({ state: 'unpaid', priceCents: price * 100, paidCents: 0, balanceCents: price * 100, entries: [] });
    expect(before.body.depositCents, 'DEPOSIT_PERCENT 20, rounded up to a dollar').to.equal(Math.ceil((price * 100 * 0.2) / 100) * 100);

    const deposit = await pay(admin, booked.orderId, { amountCents: 20_050, method: 'cash', reference: '  receipt 17  ' });
    expect(deposit.status, JSON.stringify(deposit.body)).to.equal(200);
    expect(deposit.body).to.deep.include({ state: 'deposit_paid', paidCents: 20_050, balanceCents: price * 100 - 20_050 });
    const today = todayIn(COMPANY_TIME_ZONE);
    expect(deposit.body.entries).to.have.length(1);
    expect(deposit.body.entries[0]).to.deep.include({
      orderId: booked.orderId,
      moveID: booked.moveID,
      kind: 'payment',
      method: 'cash',
      purpose: null,
      amountCents: 20_050,
      reference: 'receipt 17',
      reason: null,
      receivedOn: today,
    });
    expect(deposit.body.entries[0].recordedBy).to.be.a('string').and.not.equal('');

    const rest = await pay(admin, booked.orderId, { amountCents: price * 100 - 20_050, method: 'check', reference: 'check 1042', receivedOn: today - DAY_MS });
    expect(rest.status, JSON.stringify(rest.body)).to.equal(200);
    expect(rest.body).to.deep.include({ state: 'paid', balanceCents: 0, receivedCents: price * 100 });
    expect(rest.body.entries[1]).to.include({ method: 'check', receivedOn: today - DAY_MS });

    const history = (await get(`/api/admin/orders/${booked.orderId}`, admin)).body.history as { action: string; changes: any }[];
    expect(history.filter((entry) => entry.action === 'paymentrecorded').map((entry) => entry.changes.amountCents)).to.deep.equal([
      20_050,
      price * 100 - 20_050,
    ]);

    const listed = await list(admin, { orderId: booked.orderId }, '&sort=["createdAt","ASC"]');
    expect(listed.status).to.equal(200);
    expect(listed.headers.get('content-range')).to.equal('payments 0-1/2');
    expect(listed.body.map((line: any) => line.method)).to.deep.equal(['cash', 'check']);
    const checks = await list(admin, { orderId: booked.orderId, method: 'check', from: today - DAY_MS, to: today - DAY_MS });
    expect(checks.body.map((line: any) => line.reference)).to.deep.equal(['check 1042']);
    const totals = await get(`/api/admin/payments/totals?filter=${encodeURIComponent(JSON.stringify({ orderId: booked.orderId }))}`, admin);
    expect(totals.body).to.deep.equal({ count: 2, receivedCents: price * 100, returnedCents: 0, netCents: price * 100 });

    // The accountant's file: the same lines, oldest first, in dollars and cents.
    await refund(admin, booked.orderId, { amountCents: 1_000, method: 'cash', reason: '=HYPERLINK("x")' });
    const csv = await get(`/api/admin/payments/export.csv?filter=${encodeURIComponent(JSON.stringify({ orderId: booked.orderId }))}`, admin);
    expect(csv.status).to.equal(200);
    expect(csv.headers.get('content-type')).to.equal('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).to.match(/^attachment; filename="moveday-payments-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = parse(String(csv.body).replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[];
    expect(rows.map((row) => [row['Move ID'], row.Kind, row.Method, row['Amount (USD)'], row.Reference, row.Reason])).to.deep.equal([
      [booked.moveID, 'Payment', 'Check', ((price * 100 - 20_050) / 100).toFixed(2), 'check 1042', ''],
      [booked.moveID, 'Payment', 'Cash', '200.50', 'receipt 17', ''],
      [booked.moveID, 'Refund', 'Cash', '-10.00', '', `'=HYPERLINK("x")`],
    ]);
  });

  it('when two admins refund at once more than was paid together, then one refund is written and the other refused; the state follows', async () => {
    const booked = await bookAsNewCustomer(post, 'refunds');
    expect((await pay(admin, booked.orderId, { amountCents: 30_000, method: 'transfer' })).status).to.equal(200);
    const both = await Promise.all([
      refund(admin, booked.orderId, { amountCents: 20_000, method: 'transfer', reason: 'Move cancelled by phone' }),
      refund(admin, booked.orderId, { amountCents: 20_000, method: 'check', reason: 'Move cancelled by phone' }),
    ]);
    expect(both.map((answer) => answer.status).sort()).to.deep.equal([200, 409]);
    const refused = both.find((answer) => answer.status === 409)!;
    expectError(refused, 409, ErrorCode.refundExceedsPaid, formatMessage('refundExceedsPaid', { amount: '$200.00', refundable: '$100.00' }));
    const after = await money(admin, booked.orderId);
    expect(after.body).to.deep.include({ state: 'partly_refunded', receivedCents: 30_000, returnedCents: 20_000, paidCents: 10_000 });
    expect(after.body.entries.find((line: any) => line.kind === 'refund')).to.include({ reason: 'Move cancelled by phone', amountCents: 20_000 });

    const last = await refund(admin, booked.orderId, { amountCents: 10_000, method: 'cash', reason: 'The rest' });
    expect(last.body).to.deep.include({ state: 'refunded', paidCents: 0 });
    expectError(await refund(admin, booked.orderId, { amountCents: 1, method: 'cash', reason: 'One more cent' }), 409, ErrorCode.refundExceedsPaid);
  });

  it('when the input is wrong, then 400 names the field and nothing is written; an estimate without its price and a quote take no payment', async () => {
    const booked = await bookAsNewCustomer(post, 'badpay');
    for (const body of [
      { amountCents: 0, method: 'cash' },
      { amountCents: 12.5, method: 'cash' },
      { amountCents: 100_000_001, method: 'cash' },
      { amountCents: 100, method: 'card' },
      { amountCents: 100, method: 'cash', reference: 'x'.repeat(101) },
      { amountCents: 100, method: 'cash', receivedOn: todayIn(COMPANY_TIME_ZONE) + DAY_MS },
      { amountCents: 100, method: 'cash', receivedOn: 12345 },
    ]) {
      const answer = await pay(admin, booked.orderId, body);
      expect(answer.status, JSON.stringify(body)).to.equal(400);
      expect(answer.body.errorCode).to.equal(ErrorCode.validation);
    }
    expectError(await refund(admin, booked.orderId, { amountCents: 100, method: 'cash' }), 400, ErrorCode.validation);
    expect((await money(admin, booked.orderId)).body.entries).to.deep.equal([]);

    const estimate = await bookAsNewCustomer(
      post,
      'estimatepay',
      withDraft((d) => (d.pickupTab2.heavyItemsToMove = { uprightpiano: 1 })),
    );
    expectError(
      await pay(admin, estimate.orderId, { amountCents: 100, method: 'cash' }),
      409,
      ErrorCode.orderTakesNoPayment,
      formatMessage('paymentNotPriced'),
    );
    expect((await money(admin, estimate.orderId)).body).to.include({ priceCents: null, depositCents: null, balanceCents: null, state: 'unpaid' });
    const quote = await post('/api/residential_details', denverDraft());
    expectError(await money(admin, quote.body.moveDatabaseID), 404, ErrorCode.notFound);
  });

  it('when money comes in and goes back, then an endpoint subscribed to payment events gets payment.succeeded and payment.refunded with the amounts', async () => {
    const receiver = new WebhookReceiver();
    await receiver.start();
    try {
      const endpoint = await post(
        '/api/admin/webhooks',
        { url: receiver.url, description: 'The books', events: ['payment.succeeded', 'payment.refunded'] },
        admin,
      );
      expect(endpoint.status, JSON.stringify(endpoint.body)).to.equal(201);
      const booked = await bookAsNewCustomer(post, 'paidevents');
      await pay(admin, booked.orderId, { amountCents: 12_345, method: 'check', reference: 'check 77' });
      await refund(admin, booked.orderId, { amountCents: 345, method: 'cash', reason: 'Rounded down' });
      const ofOrder = (r: WebhookReceiver) => r.delivered().filter((event) => event.data.order.id === booked.orderId);
      await receiver.waitFor((r) => ofOrder(r).length === 2, 'the payment and the refund');
      expect(
        ofOrder(receiver).map((event) => [event.type, event.data.change.action, event.data.change.changes.amountCents, event.data.change.changes.method]),
      ).to.deep.equal([
        ['payment.succeeded', 'paymentrecorded', 12_345, 'check'],
        ['payment.refunded', 'refundrecorded', 345, 'cash'],
      ]);
      expect((await call('DELETE', `/api/admin/webhooks/${endpoint.body.id}`, undefined, admin)).status).to.equal(200);
    } finally {
      await receiver.stop();
    }
  });

  it('when money comes in on an upcoming move, then the dashboard counts it this month and the move owes that much less', async () => {
    const figures = async () => (await get('/api/admin/payments/figures', admin)).body;
    const booked = await bookAsNewCustomer(post, 'figures');
    const before = await figures();
    await pay(admin, booked.orderId, { amountCents: 7_500, method: 'cash' });
    await pay(admin, booked.orderId, { amountCents: 2_500, method: 'cash', receivedOn: todayIn(COMPANY_TIME_ZONE) - 40 * DAY_MS });
    const after = await figures();
    expect(after.collectedThisMonthCents - before.collectedThisMonthCents, 'only what came in this month').to.equal(7_500);
    expect(before.upcomingCents - after.upcomingCents).to.equal(10_000);
    expect(after.outstandingCents).to.equal(before.outstandingCents);
  });

  it('when a customer or no one calls, then every payments call is refused', async () => {
    const booked = await bookAsNewCustomer(post, 'ownpay');
    const customer = await login(booked.email, booked.password);
    for (const [method, path] of [
      ['GET', `/api/admin/orders/${booked.orderId}/payments`],
      ['POST', `/api/admin/orders/${booked.orderId}/payments`],
      ['POST', `/api/admin/orders/${booked.orderId}/refunds`],
      ['GET', '/api/admin/payments'],
      ['GET', '/api/admin/payments/totals'],
    ] as const) {
      const body = { amountCents: 100, method: 'cash', reason: 'x' };
      const asCustomer = method === 'GET' ? await get(path, customer) : await post(path, body, customer);
      expectError(asCustomer, 403, ErrorCode.forbidden);
      const signedOut = method === 'GET' ? await get(path) : await post(path, body);
      expectError(signedOut, 401, ErrorCode.unauthorized);
    }
    expect((await money(admin, booked.orderId)).body.entries).to.deep.equal([]);
  });
});
