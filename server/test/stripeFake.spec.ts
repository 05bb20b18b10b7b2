import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import Stripe from 'stripe';
import { StripeFake } from './support/stripeFake.js';
import { until } from './support/waiting.js';

/** A webhook endpoint on loopback that checks each event's signature as our server will. */
class EventReceiver {
  readonly received: Array<{ body: string; signature: string; event: Stripe.Event | null; answered: number }> = [];
  private failures = 0;
  private server?: http.Server;

  constructor(private readonly webhookSecret: string) {}

  async start(): Promise<void> {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const signature = String(req.headers['stripe-signature'] ?? '');
        const event = this.verified(body, signature);
        const answered = !event ? 400 : this.failures > 0 ? (this.failures--, 500) : 200;
        this.received.push({ body, signature, event, answered });
        res.writeHead(answered).end();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
  }

  /** The event if Stripe signed it with our endpoint's secret; else null (answered 400). */
  private verified(body: string, signature: string): Stripe.Event | null {
    try {
      return Stripe.webhooks.constructEvent(body, signature, this.webhookSecret);
    } catch {
      return null;
    }
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}/stripe/events`;
  }

  /** The next `count` verified events are answered 500. */
  failNext(count: number): void {
    this.failures = count;
  }

  /** Events verified and answered 200, in the order they came. */
  accepted(type?: string): Stripe.Event[] {
    return this.received.filter((r) => r.answered === 200 && r.event && (!type || r.event.type === type)).map((r) => r.event!);
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server?.closeAllConnections();
  }
}

const newKey = () => `test-${crypto.randomUUID()}`;

const moveSession = (orderId: string): Stripe.Checkout.SessionCreateParams => ({
  mode: 'payment',
  line_items: [{ price_data: { currency: 'usd', unit_amount: 45_000, product_data: { name: 'Residential move, 2 bedrooms' } }, quantity: 1 }],
  success_url: `https://moveday.test/orders/${orderId}/paid?session={CHECKOUT_SESSION_ID}`,
  cancel_url: `https://moveday.test/orders/${orderId}`,
  metadata: { orderId },
  payment_intent_data: { metadata: { orderId } },
  client_reference_id: `order-${orderId}`,
  customer_email: 'pat@example.com',
  locale: 'es',
});

/** The error a call fails with; fails the test when the call succeeds. */
async function refusalOf(call: Promise<unknown>): Promise<Stripe.errors.StripeError> {
  try {
    await call;
  } catch (error) {
    return error as Stripe.errors.StripeError;
  }
  throw new Error('The call succeeded; a refusal was expected');
}

describe('A strict Stripe fake', () => {
  let fake: StripeFake;
  let stripe: Stripe;
  let receiver: EventReceiver;

  before(async () => {
    fake = new StripeFake({ retryDelaysMs: [20, 50, 100] });
    await fake.start();
    receiver = new EventReceiver(fake.webhookSecret);
    await receiver.start();
    fake.sendEventsTo(receiver.url);
    stripe = new Stripe(fake.secretKey, { ...fake.clientOptions, maxNetworkRetries: 0 });
  });

  after(async () => {
    await fake?.stop();
    await receiver?.stop();
  });

  const createSession = (orderId: string, idempotencyKey = newKey()) => stripe.checkout.sessions.create(moveSession(orderId), { idempotencyKey });

  describe('Checkout sessions', () => {
    it('when a session is made, then it answers the fields Stripe does and can be retrieved', async () => {
      const session = await createSession('101');

      expect(session.id).to.match(/^cs_test_/);
      expect(session).to.include({
        object: 'checkout.session',
        mode: 'payment',
        status: 'open',
        payment_status: 'unpaid',
        amount_total: 45_000,
        amount_subtotal: 45_000,
        currency: 'usd',
        payment_intent: null,
        client_reference_id: 'order-101',
        customer_email: 'pat@example.com',
        livemode: false,
        success_url: 'https://moveday.test/orders/101/paid?session={CHECKOUT_SESSION_ID}',
        url: `${fake.url}/pay/${session.id}`,
      });
      expect(session.metadata).to.deep.equal({ orderId: '101' });
      expect(session.expires_at - session.created).to.equal(24 * 60 * 60);
      const retrieved = await stripe.checkout.sessions.retrieve(session.id);
      expect(JSON.parse(JSON.stringify(retrieved))).to.deep.equal(JSON.parse(JSON.stringify(session)));
    });

    it('when an unknown session is retrieved, then it answers 404 resource_missing', async () => {
      const refusal = await refusalOf(stripe.checkout.sessions.retrieve('cs_test_nothing'));

      expect(refusal).to.be.instanceOf(Stripe.errors.StripeInvalidRequestError);
      expect(refusal).to.include({ statusCode: 404, code: 'resource_missing', param: 'session' });
    });

    it('when an open session is expired, then it cannot be expired again', async () => {
      const session = await createSession('102');

      const expired = await stripe.checkout.sessions.expire(session.id, {}, { idempotencyKey: newKey() });
      const again = await refusalOf(stripe.checkout.sessions.expire(session.id, {}, { idempotencyKey: newKey() }));

      expect(expired).to.include({ status: 'expired', url: null });
      expect(again).to.be.instanceOf(Stripe.errors.StripeInvalidRequestError);
      expect(again.message).to.match(/only a Checkout Session with status `open` can be expired/);
      const page = await fetch(`${fake.url}/pay/${session.id}`).then((r) => r.text());
      expect(page).to.contain('This checkout session has expired.').and.not.contain('<button');
    });
  });

  describe('Idempotency', () => {
    it('when the same key comes with the same body, then the first answer is replayed and one session is made', async () => {
      const key = newKey();
      const sessionsBefore = fake.sessions.size;

      const first = await createSession('201', key);
      const second = await createSession('201', key);

      expect(second.id).to.equal(first.id);
      expect(second.lastResponse.headers['idempotent-replayed']).to.equal('true');
      expect(first.lastResponse.headers['idempotent-replayed']).to.equal(undefined);
      expect(fake.sessions.size).to.equal(sessionsBefore + 1);
      expect(fake.requests.filter((r) => r.idempotencyKey === key).map((r) => r.replayed)).to.deep.equal([false, true]);
    });

    it('when the same key comes with another body, then it is refused with an idempotency error', async () => {
      const key = newKey();
      await createSession('202', key);

      const refusal = await refusalOf(createSession('203', key));

      expect(refusal).to.be.instanceOf(Stripe.errors.StripeIdempotencyError);
      expect(refusal.message).to.contain('same parameters');
    });

    it('when a POST comes without a key of its own, then it is refused naming Idempotency-Key', async () => {
      const sdkKeyed = await refusalOf(stripe.checkout.sessions.create(moveSession('204')));
      const unkeyed = await fetch(`${fake.url}/v1/checkout/sessions`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${fake.secretKey}`, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'mode=payment',
      });

      expect(sdkKeyed).to.be.instanceOf(Stripe.errors.StripeIdempotencyError);
      expect(sdkKeyed.message).to.contain('Idempotency-Key');
      expect(unkeyed.status).to.equal(400);
      expect((await unkeyed.json()).error).to.include({ type: 'idempotency_error' });
    });

    it('when a request is refused for its parameters, then nothing is saved and the key may be used again', async () => {
      const key = newKey();
      const broken = { ...moveSession('205'), success_url: '/orders/205/paid' };

      const refusal = await refusalOf(stripe.checkout.sessions.create(broken, { idempotencyKey: key }));
      const fixed = await createSession('205', key);

      expect(refusal).to.include({ code: 'url_invalid', param: 'success_url' });
      expect(fixed.status).to.equal('open');
    });
  });

  describe('Refusals', () => {
    it('when the secret key is wrong, then it answers 401 as an authentication error', async () => {
      const stranger = new Stripe('sk_test_notTheFakesKey1234', { ...fake.clientOptions, maxNetworkRetries: 0 });

      const refusal = await refusalOf(stranger.checkout.sessions.retrieve('cs_test_any'));

      expect(refusal).to.be.instanceOf(Stripe.errors.StripeAuthenticationError);
      expect(refusal.statusCode).to.equal(401);
      expect(refusal.message).to.match(/^Invalid API Key provided: sk_test_\*+1234$/);
    });

    const withLine = (change: Record<string, unknown>) => {
      const params = moveSession('301');
      const line = params.line_items![0];
      return { ...params, line_items: [{ ...line, price_data: { ...line.price_data!, ...change } }] } as Stripe.Checkout.SessionCreateParams;
    };
    const cases: Array<{ what: string; params: Stripe.Checkout.SessionCreateParams; param: string; code?: string }> = [
      { what: 'an amount under 50 cents', params: withLine({ unit_amount: 49 }), param: 'line_items[0][price_data][unit_amount]', code: 'amount_too_small' },
      {
        what: 'a fractional amount',
        params: withLine({ unit_amount: 4500.5 }),
        param: 'line_items[0][price_data][unit_amount]',
        code: 'parameter_invalid_integer',
      },
      { what: 'a currency other than usd', params: withLine({ currency: 'eur' }), param: 'line_items[0][price_data][currency]' },
      {
        what: 'a line without a product',
        params: withLine({ product_data: undefined }),
        param: 'line_items[0][price_data][product_data]',
        code: 'parameter_missing',
      },
      {
        what: 'an empty product name',
        params: withLine({ product_data: { name: '' } }),
        param: 'line_items[0][price_data][product_data][name]',
        code: 'parameter_invalid_empty',
      },
      { what: 'a metadata value that is no string', params: { ...moveSession('301'), metadata: { orderId: { id: 301 } } } as any, param: 'metadata[orderId]' },
      {
        what: 'a metadata key over 40 characters',
        params: { ...moveSession('301'), metadata: { ['k'.repeat(41)]: 'v' } },
        param: `metadata[${'k'.repeat(41)}]`,
      },
      { what: 'an unknown parameter', params: { ...moveSession('301'), colour: 'blue' } as any, param: 'colour', code: 'parameter_unknown' },
      { what: 'an unknown parameter in a line', params: withLine({ colour: 'blue' }), param: 'line_items[0][price_data][colour]', code: 'parameter_unknown' },
      { what: 'a mode other than payment', params: { ...moveSession('301'), mode: 'subscription' }, param: 'mode' },
      { what: 'a locale Stripe does not have', params: { ...moveSession('301'), locale: 'xx' as any }, param: 'locale' },
      { what: 'an expiry under 30 minutes away', params: { ...moveSession('301'), expires_at: Math.floor(Date.now() / 1000) + 60 }, param: 'expires_at' },
      { what: 'a success URL that is not absolute', params: { ...moveSession('301'), success_url: 'orders/301' }, param: 'success_url', code: 'url_invalid' },
    ];
    for (const { what, params, param, code } of cases) {
      it(`when a session comes with ${what}, then it is refused naming ${param}`, async () => {
        const sessionsBefore = fake.sessions.size;

        const refusal = await refusalOf(stripe.checkout.sessions.create(params, { idempotencyKey: newKey() }));

        expect(refusal).to.be.instanceOf(Stripe.errors.StripeInvalidRequestError);
        expect(refusal.statusCode).to.equal(400);
        expect(refusal.param).to.equal(param);
        if (code) expect(refusal.code).to.equal(code);
        expect(fake.sessions.size).to.equal(sessionsBefore);
      });
    }
  });

  describe('The hosted checkout page', () => {
    it('when the customer pays, then it redirects to the success URL and sends a signed checkout.session.completed', async () => {
      const session = await createSession('401');

      const page = await fetch(session.url!).then((r) => r.text());
      const paid = await fetch(`${fake.url}/pay/${session.id}/complete`, { method: 'POST', redirect: 'manual' });

      expect(page).to.contain('<title>Stripe test checkout</title>').and.contain('$450.00').and.contain('Residential move, 2 bedrooms');
      expect(page).to.contain(`action="/pay/${session.id}/complete"`).and.contain('>Pay</button>').and.contain('>Decline card</button>');
      expect(page).to.contain('href="https://moveday.test/orders/401">Back</a>');
      expect(paid.status).to.equal(303);
      expect(paid.headers.get('location')).to.equal(`https://moveday.test/orders/401/paid?session=${session.id}`);
      const completed = await until('the receiver accepts checkout.session.completed', async () =>
        receiver.accepted('checkout.session.completed').find((e) => (e.data.object as Stripe.Checkout.Session).id === session.id),
      );
      const paidSession = completed.data.object as Stripe.Checkout.Session;
      expect(paidSession).to.include({ status: 'complete', payment_status: 'paid' });
      expect(paidSession.payment_intent).to.match(/^pi_/);
      expect(completed).to.include({ object: 'event', api_version: Stripe.API_VERSION, livemode: false });
      expect(fake.paymentIntents.get(paidSession.payment_intent as string)!.metadata).to.deep.equal({ orderId: '401' });
    });

    it('when an event is forged or signed with another secret, then constructEvent rejects it', async () => {
      const session = await createSession('402');
      fake.completeCheckout(session.id);
      const delivery = await fake.waitForDelivery((d) => d.type === 'checkout.session.completed' && d.event.data.object.id === session.id);

      const forgedBody = delivery.body.replace('"amount_total": 45000', '"amount_total": 1');
      const foreignHeader = Stripe.webhooks.generateTestHeaderString({ payload: delivery.body, secret: 'whsec_someoneElse' });

      expect(stripe.webhooks.constructEvent(delivery.body, delivery.signature, fake.webhookSecret).id).to.equal(delivery.eventId);
      expect(forgedBody).to.not.equal(delivery.body);
      expect(() => stripe.webhooks.constructEvent(forgedBody, delivery.signature, fake.webhookSecret)).to.throw(Stripe.errors.StripeSignatureVerificationError);
      expect(() => stripe.webhooks.constructEvent(delivery.body, foreignHeader, fake.webhookSecret)).to.throw(Stripe.errors.StripeSignatureVerificationError);
    });

    it('when a paid session is paid again, then the page refuses and no second payment happens', async () => {
      const session = await createSession('403');
      fake.completeCheckout(session.id);

      const again = await fetch(`${fake.url}/pay/${session.id}/complete`, { method: 'POST', redirect: 'manual' });

      expect(again.status).to.equal(409);
      expect(await again.text()).to.contain('This checkout session is already paid.');
      expect(() => fake.completeCheckout(session.id)).to.throw(/already paid/);
      expect(fake.events.filter((e) => e.type === 'checkout.session.completed' && e.data.object.id === session.id)).to.have.length(1);
    });

    it('when the card is declined, then the page says so and payment_intent.payment_failed carries the error and metadata', async () => {
      const session = await createSession('404');

      const declined = await fetch(`${fake.url}/pay/${session.id}/decline`, { method: 'POST', redirect: 'manual' });

      expect(declined.status).to.equal(200);
      expect(await declined.text()).to.contain('<p role="alert">Your card was declined.</p>');
      const failed = await until('the receiver accepts payment_intent.payment_failed', async () =>
        receiver.accepted('payment_intent.payment_failed').find((e) => (e.data.object as Stripe.PaymentIntent).metadata.orderId === '404'),
      );
      const intent = failed.data.object as Stripe.PaymentIntent;
      expect(intent.last_payment_error).to.include({ message: 'Your card was declined.', code: 'card_declined', decline_code: 'generic_decline' });
      expect((await stripe.checkout.sessions.retrieve(session.id)).status).to.equal('open');
    });
  });

  describe('Refunds', () => {
    it('when a refund exceeds what is refundable, then it is refused; partial refunds that fit add up in charge.refunded', async () => {
      const session = await createSession('501');
      const { paymentIntent, charge } = fake.completeCheckout(session.id);

      const tooMuch = await refusalOf(stripe.refunds.create({ payment_intent: paymentIntent.id, amount: 45_001 }, { idempotencyKey: newKey() }));
      const first = await stripe.refunds.create(
        { payment_intent: paymentIntent.id, amount: 10_000, reason: 'requested_by_customer', metadata: { orderId: '501' } },
        { idempotencyKey: newKey() },
      );
      const second = await stripe.refunds.create({ charge: charge.id, amount: 15_000 }, { idempotencyKey: newKey() });
      const beyond = await refusalOf(stripe.refunds.create({ payment_intent: paymentIntent.id, amount: 20_001 }, { idempotencyKey: newKey() }));

      expect(tooMuch).to.be.instanceOf(Stripe.errors.StripeInvalidRequestError);
      expect(tooMuch).to.include({ code: 'amount_too_large', param: 'amount', message: 'Refund amount ($450.01) is greater than charge amount ($450.00)' });
      expect(first).to.include({ object: 'refund', status: 'succeeded', amount: 10_000, payment_intent: paymentIntent.id, charge: charge.id });
      expect(second).to.include({ status: 'succeeded', amount: 15_000 });
      expect(beyond.message).to.equal('Refund amount ($200.01) is greater than unrefunded amount on charge ($200.00)');
      const cumulative = await fake.waitForDelivery(
        (d) => d.type === 'charge.refunded' && d.event.data.object.id === charge.id && d.event.data.object.amount_refunded === 25_000,
      );
      expect(cumulative.event.data.object).to.include({ amount: 45_000, amount_captured: 45_000, refunded: false, payment_intent: paymentIntent.id });
      expect(cumulative.event.data.object.metadata).to.deep.equal({ orderId: '501' });
      expect(cumulative.event.data.object.refunds.data.map((r: Stripe.Refund) => r.amount)).to.deep.equal([15_000, 10_000]);
      expect(cumulative.event.data.previous_attributes).to.deep.equal({ amount_refunded: 10_000 });
    });

    it('when a refund is for a payment never made, then it is refused as missing', async () => {
      const refusal = await refusalOf(stripe.refunds.create({ payment_intent: 'pi_3nothing' }, { idempotencyKey: newKey() }));

      expect(refusal).to.include({ code: 'resource_missing', param: 'payment_intent', statusCode: 400 });
    });
  });

  describe('Webhook delivery', () => {
    afterEach(() => fake.sendEventsTo(receiver.url));

    it('when events are held, then they can be released in reverse order and redelivered with the same id', async () => {
      fake.sendEventsTo(receiver.url, { enabledEvents: ['checkout.session.completed'] });
      const [a, b] = [await createSession('601'), await createSession('602')];
      fake.holdEvents();
      fake.completeCheckout(a.id);
      fake.completeCheckout(b.id);
      const heldSeen = receiver.received.length;

      await fake.releaseEvents({ order: 'reverse' });
      const released = receiver.received
        .slice(heldSeen)
        .map((r) => (r.event?.data.object as Stripe.Checkout.Session | undefined)?.id)
        .filter((id) => id === a.id || id === b.id);
      const eventOfA = fake.events.find((e) => e.type === 'checkout.session.completed' && e.data.object.id === a.id)!;
      await fake.redeliver(eventOfA.id);

      expect(released).to.deep.equal([b.id, a.id]);
      const again = await fake.waitForDelivery((d) => d.eventId === eventOfA.id && d.replay);
      expect(receiver.accepted().filter((e) => e.id === eventOfA.id)).to.have.length(2);
      expect(stripe.webhooks.constructEvent(again.body, again.signature, fake.webhookSecret).id).to.equal(eventOfA.id);
    });

    it('when the endpoint answers 500, then the event is retried until it is accepted and every attempt is recorded', async () => {
      fake.sendEventsTo(receiver.url, { enabledEvents: ['checkout.session.completed'] });
      const session = await createSession('603');
      receiver.failNext(2);

      fake.completeCheckout(session.id);
      const accepted = await fake.waitForDelivery((d) => d.event.data.object.id === session.id);

      const attempts = fake.deliveries.filter((d) => d.eventId === accepted.eventId).map((d) => [d.attempt, d.status]);
      expect(attempts).to.deep.equal([
        [1, 500],
        [2, 500],
        [3, 200],
      ]);
    });
  });

  describe('Transfers', () => {
    it('when a transfer goes to an unknown destination, then it is refused naming destination', async () => {
      const refusal = await refusalOf(stripe.transfers.create({ amount: 20_000, currency: 'usd', destination: 'acct_1Unknown' }, { idempotencyKey: newKey() }));

      expect(refusal).to.be.instanceOf(Stripe.errors.StripeInvalidRequestError);
      expect(refusal).to.include({ param: 'destination', code: 'resource_missing' });
      expect(fake.transfers).to.have.length(0);
    });

    it('when a transfer goes to a connected account, then it is made; when the balance is short, then balance_insufficient', async () => {
      fake.addConnectedAccount('acct_1PartnerCrew');

      const transfer = await stripe.transfers.create(
        { amount: 20_000, currency: 'usd', destination: 'acct_1PartnerCrew', transfer_group: 'order-701', metadata: { orderId: '701' } },
        { idempotencyKey: newKey() },
      );
      fake.failTransfersTo('acct_1PartnerCrew');
      const short = await refusalOf(
        stripe.transfers.create({ amount: 20_000, currency: 'usd', destination: 'acct_1PartnerCrew' }, { idempotencyKey: newKey() }),
      );
      fake.clearTransferFailures('acct_1PartnerCrew');

      expect(transfer).to.include({ object: 'transfer', amount: 20_000, destination: 'acct_1PartnerCrew', transfer_group: 'order-701', reversed: false });
      expect(short).to.be.instanceOf(Stripe.errors.StripeInvalidRequestError);
      expect(short.code).to.equal('balance_insufficient');
    });
  });

  describe('Disputes', () => {
    it('when a charge is disputed, then charge.dispute.created is sent and the charge can no longer be refunded', async () => {
      const session = await createSession('801');
      const { paymentIntent, charge } = fake.completeCheckout(session.id);

      const dispute = fake.dispute(charge.id);
      const refusal = await refusalOf(stripe.refunds.create({ payment_intent: paymentIntent.id }, { idempotencyKey: newKey() }));

      const delivered = await fake.waitForDelivery((d) => d.type === 'charge.dispute.created' && d.event.data.object.id === dispute.id);
      expect(delivered.event.data.object).to.include({
        amount: 45_000,
        charge: charge.id,
        payment_intent: paymentIntent.id,
        reason: 'fraudulent',
        status: 'needs_response',
      });
      expect(refusal.code).to.equal('charge_disputed');
    });
  });
});
