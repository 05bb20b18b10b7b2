import { expect } from 'chai';
import { ErrorCode, Messages } from '@moveday/openapi';
import Stripe from 'stripe';
import { call, expectError, get, login, post, sql, stripeFake } from '../../../test/support/app.js';
import { DECLINES } from '../../../test/support/stripeFake.js';
import { translatorFor } from '../../platform/i18n.js';
import { bookAsNewCustomer, type BookedCustomer } from '../../../test/support/booking.js';
import { withDraft } from '../../../test/support/drafts.js';
import { ADMIN } from '../../../test/support/hooks.js';
import { until } from '../../../test/support/waiting.js';

/** A customer signed in on their booked order. */
async function bookedCustomer(label: string): Promise<BookedCustomer & { token: string }> {
  const booked = await bookAsNewCustomer(post, label);
  return { ...booked, token: await login(booked.email, booked.password) };
}

const paymentsOf = (customer: { orderId: string; token: string }) => get(`/api/customer/orders/${customer.orderId}/payments`, customer.token);
const checkout = (customer: { orderId: string; token: string }) => post(`/api/customer/orders/${customer.orderId}/checkout`, {}, customer.token);
const sessionIdOf = (url: string) => url.split('/').pop()!;
const inEs = translatorFor('es');

describe('Card payments: Stripe Checkout for the deposit and the balance, confirmed only by verified events', () => {
  let admin: string;
  before(async () => {
    admin = await login(ADMIN.email, ADMIN.password);
  });

  it('when a customer pays the deposit, then one session serves both clicks, the return page changes nothing, and the signed event records it once', async () => {
    const customer = await bookedCustomer('deposit');
    const before = await paymentsOf(customer);
    expect(before.status).to.equal(200);
    expect(before.body).to.deep.include({ state: 'unpaid', cardPayments: true, lastCardError: null, payments: [] });
    expect(before.body.due).to.deep.equal({ purpose: 'deposit', amountCents: before.body.depositCents });

    // A double click: both answers name one session, made once at Stripe.
    const [first, second] = await Promise.all([checkout(customer), checkout(customer)]);
    expect([first.status, second.status]).to.deep.equal([200, 200]);
    expect(second.body.url).to.equal(first.body.url);
    const sessionId = sessionIdOf(first.body.url);
    const session = stripeFake().sessions.get(sessionId)!;
    expect(session).to.deep.include({ amount_total: before.body.depositCents, currency: 'usd', client_reference_id: customer.orderId });
    expect(session.metadata).to.deep.equal({ orderId: customer.orderId, moveNumber: customer.moveID, purpose: 'deposit' });
    expect(session.success_url).to.match(new RegExp(`/customer/orderdetails\\?order=${customer.orderId}&payment=done$`));
    const made = stripeFake().requests.filter((r) => r.path === '/v1/checkout/sessions' && !r.replayed && r.status === 200);
    expect(made.filter((r) => (r.body as any).client_reference_id === customer.orderId)).to.have.length(1);
    expect((await checkout(customer)).body.url, 'asked again later').to.equal(first.body.url);

    // The card is paid on Stripe's page; until its event arrives the ledger has nothing.
    stripeFake().holdEvents();
    const paid = stripeFake().completeCheckout(sessionId);
    expect((await paymentsOf(customer)).body.state, 'the return page alone').to.equal('unpaid');
    await stripeFake().releaseEvents();
    const after = await until('the deposit is recorded', async () => {
      const answer = await paymentsOf(customer);
      return answer.body.state === 'deposit_paid' && answer.body;
    });
    expect(after.due, 'nothing more is due before the move').to.equal(null);
    expect(after.payments).to.deep.equal([
      { kind: 'payment', method: 'card', amountCents: before.body.depositCents, receivedOn: after.payments[0].receivedOn },
    ]);
    const [line] = await sql(`SELECT purpose, stripe_payment_intent, recorded_by_role FROM payments WHERE move_id = $1`, [customer.orderId]);
    expect(line).to.deep.equal({ purpose: 'deposit', stripe_payment_intent: paid.paymentIntent.id, recorded_by_role: 'system' });

    // The same event again (a retry, a replay): nothing changes.
    const completed = stripeFake().events.find((event) => event.type === 'checkout.session.completed' && event.data.object.id === sessionId)!;
    await stripeFake().redeliver(completed.id);
    expect(
      stripeFake()
        .deliveries.filter((d) => d.eventId === completed.id)
        .map((d) => d.status),
    ).to.deep.equal([204, 204]);
    expect(await sql('SELECT count(*)::int AS n FROM payments WHERE move_id = $1', [customer.orderId])).to.deep.equal([{ n: 1 }]);
    expectError(await checkout(customer), 409, ErrorCode.paymentNotDue);
  });

  /** A customer whose deposit was paid by card through the fake, confirmed by its event. */
  async function paidDeposit(label: string) {
    const customer = await bookedCustomer(label);
    const { url } = (await checkout(customer)).body;
    const paid = stripeFake().completeCheckout(sessionIdOf(url));
    await until('the deposit is recorded', async () => (await paymentsOf(customer)).body.state === 'deposit_paid');
    return {
      ...customer,
      paymentIntent: paid.paymentIntent.id as string,
      chargeId: paid.charge.id as string,
      depositCents: (await paymentsOf(customer)).body.paidCents as number,
    };
  }

  it('when an admin refunds to the card, then Stripe refunds once, the ledger has it at once, and its event later adds nothing; more than the card holds is refused', async () => {
    const customer = await paidDeposit('cardrefund');
    const answer = await post(`/api/admin/orders/${customer.orderId}/refunds`, { amountCents: 5_000, method: 'card', reason: 'Smaller truck' }, admin);
    expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
    expect(answer.body).to.deep.include({ state: 'partly_refunded', returnedCents: 5_000 });
    const refunds = [...stripeFake().refunds.values()].filter((refund) => refund.payment_intent === customer.paymentIntent);
    expect(refunds.map((refund) => refund.amount)).to.deep.equal([5_000]);
    const refundedEvent = await until('the charge.refunded event is delivered', async () =>
      stripeFake().deliveries.find((d) => d.type === 'charge.refunded' && d.event.data.object.payment_intent === customer.paymentIntent && d.status === 204),
    );
    expect(refundedEvent).to.not.equal(undefined);
    expect((await get(`/api/admin/orders/${customer.orderId}/payments`, admin)).body.returnedCents, 'the event added nothing').to.equal(5_000);
    expectError(
      await post(`/api/admin/orders/${customer.orderId}/refunds`, { amountCents: customer.depositCents, method: 'card', reason: 'All of it' }, admin),
      409,
      ErrorCode.refundExceedsPaid,
    );
  });

  it("when the customer cancels online before the cut-off, then the card deposit comes back by itself, recorded from Stripe's event", async () => {
    const customer = await paidDeposit('cancelrefund');
    const cancelled = await post(`/api/customer/orders/${customer.orderId}/cancel`, { reason: 'plansChanged' }, customer.token);
    expect(cancelled.status, JSON.stringify(cancelled.body)).to.equal(200);
    const after = await until('the refund is recorded', async () => {
      const answer = await paymentsOf(customer);
      return answer.body.state === 'refunded' && answer.body;
    });
    expect(after.payments.map((p: any) => [p.kind, p.method, p.amountCents])).to.deep.equal([
      ['payment', 'card', customer.depositCents],
      ['refund', 'card', customer.depositCents],
    ]);
    const [line] = await sql(`SELECT recorded_by_role, reason FROM payments WHERE move_id = $1 AND kind = 'refund'`, [customer.orderId]);
    expect(line).to.deep.equal({ recorded_by_role: 'system', reason: 'Refunded to the card' });
  });

  it('when Stripe sends a refund before the payment it is about, then it is refused until the payment is in, and counted once after', async () => {
    const customer = await bookedCustomer('outoforder');
    const { url } = (await checkout(customer)).body;
    stripeFake().holdEvents();
    const paid = stripeFake().completeCheckout(sessionIdOf(url));
    // Refunded at once in Stripe's dashboard: its event is sent first.
    const dashboard = new Stripe(stripeFake().secretKey, stripeFake().clientOptions);
    await dashboard.refunds.create({ payment_intent: paid.paymentIntent.id, amount: 1_000 }, { idempotencyKey: `dashboard-${customer.orderId}` });
    await stripeFake().releaseEvents({ order: 'reverse' });
    const refunded = stripeFake().events.find((event) => event.type === 'charge.refunded' && event.data.object.payment_intent === paid.paymentIntent.id)!;
    const attempts = stripeFake()
      .deliveries.filter((d) => d.eventId === refunded.id)
      .map((d) => d.status);
    expect(attempts.length).to.be.greaterThan(0);
    expect(
      attempts.every((status) => status === 503),
      'refused while the payment is not in',
    ).to.equal(true);
    const deposit = await until('the payment is in', async () => {
      const answer = await paymentsOf(customer);
      return answer.body.state === 'deposit_paid' && answer.body;
    });
    expect(deposit.payments).to.have.length(1);
    // Stripe's later retry, and one more: the refund counts once.
    await stripeFake().redeliver(refunded.id);
    await stripeFake().redeliver(refunded.id);
    const after = (await paymentsOf(customer)).body;
    expect(after.state).to.equal('partly_refunded');
    expect(after.payments.map((p: any) => [p.kind, p.amountCents])).to.deep.equal([
      ['payment', deposit.payments[0].amountCents],
      ['refund', 1_000],
    ]);
  });

  it("when the card's bank disputes a payment, then the ledger loses it once, the history says so, and no receipt is mailed", async () => {
    const customer = await paidDeposit('disputed');
    const mailsTo = async () => (await sql('SELECT count(*)::int AS n FROM mails WHERE lower(to_address) = lower($1)', [customer.email]))[0].n as number;
    // The deposit's receipt is queued by its job, which may wait for a quiet moment: counted once it is there.
    await until('the deposit receipt is queued', async () => {
      const [{ n }] = await sql(`SELECT count(*)::int AS n FROM mails WHERE lower(to_address) = lower($1) AND subject LIKE 'Receipt:%'`, [customer.email]);
      return n === 1;
    });
    const mailsBefore = await mailsTo();
    const dispute = stripeFake().dispute(customer.chargeId);
    const after = await until('the dispute is recorded', async () => {
      const answer = await paymentsOf(customer);
      return answer.body.state === 'refunded' && answer.body;
    });
    expect(after.payments.map((p: any) => [p.kind, p.method, p.amountCents])).to.deep.equal([
      ['payment', 'card', customer.depositCents],
      ['dispute', 'card', customer.depositCents],
    ]);
    const disputed = stripeFake().events.find((event) => event.type === 'charge.dispute.created' && event.data.object.id === dispute.id)!;
    await stripeFake().redeliver(disputed.id);
    expect((await paymentsOf(customer)).body.payments).to.have.length(2);
    const history = (await get(`/api/admin/orders/${customer.orderId}`, admin)).body.history as { action: string }[];
    expect(history.filter((entry) => entry.action === 'paymentdisputed')).to.have.length(1);
    // A receipt's job is written with its ledger line: none for the dispute's, so none can still come.
    const disputeLine = after.payments.find((p: any) => p.kind === 'dispute').id as string;
    expect(
      await sql(`SELECT id FROM pgboss.job WHERE name = 'receipts' AND data->>'paymentId' = $1`, [disputeLine]),
      'no receipt job for a dispute',
    ).to.deep.equal([]);
    expect(await mailsTo(), 'no receipt for a dispute').to.equal(mailsBefore);
  });

  it('when a card is declined, then the order page says so and the customer can try again on the same page', async () => {
    const customer = await bookedCustomer('declined');
    const { url } = (await checkout(customer)).body;
    stripeFake().declineCheckout(sessionIdOf(url));
    const told = await until('the decline is noted', async () => (await paymentsOf(customer)).body.lastCardError ?? undefined);
    expect(told).to.equal(Messages.cardDeclined);
    expect((await paymentsOf(customer)).body.state).to.equal('unpaid');
    expect((await checkout(customer)).body.url).to.equal(url);
  });

  it("when a card fails for a reason Stripe codes, then the order page says why in the customer's language; an uncoded reason keeps Stripe's words", async () => {
    const customer = await bookedCustomer('declinedwhy');
    const { url } = (await checkout(customer)).body;
    const inSpanish = () =>
      call('GET', `/api/customer/orders/${customer.orderId}/payments`, undefined, customer.token, { 'accept-language': 'es-MX,es;q=0.9' });
    const noted = async (message: string) =>
      until(`"${message}" is noted`, async () => ((await paymentsOf(customer)).body.lastCardError === message ? true : undefined));

    stripeFake().declineCheckout(sessionIdOf(url), DECLINES.insufficientFunds);
    await noted(Messages.cardInsufficientFunds);
    expect((await inSpanish()).body.lastCardError).to.equal(inEs('cardInsufficientFunds'));

    stripeFake().declineCheckout(sessionIdOf(url), DECLINES.expired);
    await noted(Messages.cardExpired);
    expect((await inSpanish()).body.lastCardError).to.equal(inEs('cardExpired'));

    const unknown = { code: 'card_declined', declineCode: 'new_bank_rule', message: 'Your card does not support this purchase.' };
    stripeFake().declineCheckout(sessionIdOf(url), unknown);
    await noted(unknown.message);
    expect((await inSpanish()).body.lastCardError, 'Stripe says no more than its English words').to.equal(unknown.message);
  });

  it('when an event is forged, unsigned or signed with another secret, then 400 and the ledger is untouched', async () => {
    const customer = await bookedCustomer('forged');
    const body = JSON.stringify({
      id: 'evt_forged1',
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: 'cs_test_forged',
          object: 'checkout.session',
          payment_status: 'paid',
          payment_intent: 'pi_forged',
          amount_total: 99_900,
          metadata: { orderId: customer.orderId, purpose: 'deposit' },
        },
      },
    });
    const wrongSecret = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: 'whsec_notours123' });
    const rightSecret = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: stripeFake().webhookSecret });
    for (const headers of [{}, { 'Stripe-Signature': wrongSecret }, { 'Stripe-Signature': 't=1,v1=00' }] as Record<string, string>[]) {
      expectError(await call('POST', '/api/payments/stripe/webhook', JSON.parse(body), undefined, headers), 400, ErrorCode.validation);
    }
    // Signed rightly over other bytes (a body re-serialised with another spacing): refused too.
    expectError(await call('POST', '/api/payments/stripe/webhook', { ...JSON.parse(body), extra: 1 }, undefined, { 'Stripe-Signature': rightSecret }), 400);
    expect(await sql('SELECT count(*)::int AS n FROM payments WHERE move_id = $1', [customer.orderId])).to.deep.equal([{ n: 0 }]);
    expect(await sql(`SELECT count(*)::int AS n FROM stripe_events WHERE id = 'evt_forged1'`)).to.deep.equal([{ n: 0 }]);
  });

  it("when another customer or nobody asks for an order's payments or checkout, then 404 or 401; an estimate owes no deposit until it is priced", async () => {
    const owner = await bookedCustomer('owner');
    const other = await bookedCustomer('other');
    expectError(await get(`/api/customer/orders/${owner.orderId}/payments`, other.token), 404, ErrorCode.notFound);
    expectError(await post(`/api/customer/orders/${owner.orderId}/checkout`, {}, other.token), 404, ErrorCode.notFound);
    expectError(await post(`/api/customer/orders/${owner.orderId}/checkout`, {}), 401, ErrorCode.unauthorized);
    expectError(await get(`/api/customer/orders/${owner.orderId}/payments`, admin), 403, ErrorCode.forbidden);

    const estimate = await bookAsNewCustomer(
      post,
      'estimatecard',
      withDraft((d) => (d.pickupTab2.heavyItemsToMove = { uprightpiano: 1 })),
    );
    const token = await login(estimate.email, estimate.password);
    expect((await get(`/api/customer/orders/${estimate.orderId}/payments`, token)).body).to.deep.include({ due: null, priceCents: null });
    expectError(await post(`/api/customer/orders/${estimate.orderId}/checkout`, {}, token), 409, ErrorCode.paymentNotDue);
  });
});
