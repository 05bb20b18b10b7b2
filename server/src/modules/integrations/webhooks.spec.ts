import crypto from 'node:crypto';
import { expect } from 'chai';
import { ErrorCode, Messages, WEBHOOK_EVENT_KEYS, formatMessage } from '@moveday/openapi';
import { call, expectError, get, login, mailbox, post, sql } from '../../../test/support/app.js';
import { bookAsNewCustomer } from '../../../test/support/booking.js';
import { ADMIN } from '../../../test/support/hooks.js';
import { addPartner, partnerSignIn } from '../../../test/support/partners.js';
import { WebhookReceiver, type Received } from '../../../test/support/receiver.js';
import { until } from '../../../test/support/waiting.js';
import { forgetDeliveriesBefore } from './deliveriesRepository.js';
import { webhookUrlProblem } from './webhookUrl.js';

let admin = '';
let partner: { partnerID: string };
const receivers: WebhookReceiver[] = [];
const endpoints: string[] = [];

async function newReceiver(): Promise<WebhookReceiver> {
  const receiver = new WebhookReceiver();
  await receiver.start();
  receivers.push(receiver);
  return receiver;
}

async function register(url: string, events: readonly string[] = WEBHOOK_EVENT_KEYS): Promise<{ id: string; secret: string }> {
  const answer = await post('/api/admin/webhooks', { url, description: 'The test receiver', events }, admin);
  expect(answer.status, JSON.stringify(answer.body)).to.equal(201);
  endpoints.push(answer.body.id);
  return { id: answer.body.id, secret: answer.body.secret };
}

/** An integrator's check of a delivery, written from the docs alone: HMAC-SHA256 of "<t>.<body>". */
function signatureHolds(received: Received, secret: string): boolean {
  const header = String(received.headers['moveday-signature'] ?? '');
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=') as [string, string]));
  const expected = crypto.createHmac('sha256', secret).update(`${parts.t}.${received.body}`).digest('hex');
  const fresh = Math.abs(Date.now() / 1000 - Number(parts.t)) < 300;
  return fresh && !!parts.v1 && crypto.timingSafeEqual(Buffer.from(parts.v1, 'hex'), Buffer.from(expected, 'hex'));
}

const forOrder = (receiver: WebhookReceiver, orderId: string) => receiver.delivered().filter((event) => event.data.order.id === orderId);
const ok = (answer: { status: number; body: unknown }) => expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
const cancel = (orderId: string, token = admin) => post('/api/admin/add_cancel_reason', { moveDatabaseID: orderId, cancelReason: 'Moving later' }, token);
const assign = (orderId: string, day: number) =>
  post('/api/admin/assignpartner', { moveDatabaseID: orderId, actualMoveDate: day, partnerDatabaseID: partner.partnerID }, admin);

async function deliveriesOf(endpointId: string): Promise<any[]> {
  const answer = await get(`/api/admin/webhookdeliveries?filter=${encodeURIComponent(JSON.stringify({ endpointId }))}&range=[0,499]`, admin);
  expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
  return answer.body;
}

/** The endpoint's deliveries once the first is recorded as delivered: the receiver may hold the event a moment before its answer is written down. */
async function onceDelivered(endpointId: string): Promise<any[]> {
  return until(`the delivery to ${endpointId} is recorded as delivered`, async () => {
    const deliveries = await deliveriesOf(endpointId);
    return deliveries[0]?.state === 'delivered' ? deliveries : undefined;
  });
}

describe('Webhooks', () => {
  before(async () => {
    admin = await login(ADMIN.email, ADMIN.password);
    partner = await addPartner(post, admin, 'Hook');
  });

  // No endpoint of these tests outlives them: later tests' changes must not queue deliveries to a receiver that is gone.
  after(async () => {
    for (const id of endpoints) await call('DELETE', `/api/admin/webhooks/${id}`, undefined, admin);
    for (const receiver of receivers) await receiver.stop();
  });

  describe("signed deliveries of an order's events", () => {
    it('when an endpoint is registered, then its secret is answered once, and an order booked and changed reaches it signed, each event as the OpenAPI says', async () => {
      const receiver = await newReceiver();
      const { id, secret } = await register(receiver.url);
      expect(secret).to.match(/^whsec_/);
      expect((await get(`/api/admin/webhooks/${id}`, admin)).body).to.not.have.property('secret');

      const booked = await bookAsNewCustomer(post, 'hooked');
      ok(await assign(booked.orderId, booked.preferred[0]));
      ok(await cancel(booked.orderId));
      // booked; assigned: updated, status_changed, partner_assigned; cancelled: updated, status_changed, cancelled.
      await receiver.waitFor((r) => forOrder(r, booked.orderId).length >= 7, "the order's seven events");

      const events = forOrder(receiver, booked.orderId);
      expect(events.map((e) => e.type)).to.deep.equal([
        'order.booked',
        'order.updated',
        'order.status_changed',
        'order.partner_assigned',
        'order.updated',
        'order.status_changed',
        'order.cancelled',
      ]);
      for (const request of receiver.requests.filter((r) => JSON.parse(r.body).data.order.id === booked.orderId)) {
        expect(signatureHolds(request, secret), 'the signature verifies').to.equal(true);
        const body = JSON.parse(request.body);
        expect(request.headers['moveday-event-id']).to.equal(body.id);
        expect(request.headers['moveday-event-type']).to.equal(body.type);
        expect(request.headers['content-type']).to.equal('application/json');
        expect(Object.keys(body)).to.deep.equal(['id', 'type', 'createdAt', 'data']);
        expect(Object.keys(body.data)).to.deep.equal(['order', 'change']);
      }
      const cancelled = events.at(-1)!;
      const order = await get(`/api/admin/orders/${booked.orderId}`, admin);
      expect(cancelled.data.order, 'the order as the API shows it').to.deep.equal(order.body);
      expect(cancelled.data.change).to.deep.equal(order.body.history.at(-1));
      expect(cancelled.data.change).to.include({ action: 'cancelled', fromStatus: 'partnerassigned', toStatus: 'cancelled' });
      expect(
        events.map((e) => e.data.order.moveStatus),
        'each a snapshot of its moment',
      ).to.deep.equal(['open', 'partnerassigned', 'partnerassigned', 'partnerassigned', 'cancelled', 'cancelled', 'cancelled']);
      expect(new Set(events.map((e) => e.id)).size, 'each event its own id').to.equal(7);
    });

    it('when a body or its timestamp is tampered with, then the signature no longer verifies', async () => {
      const receiver = await newReceiver();
      const { secret } = await register(receiver.url, ['order.booked']);
      const booked = await bookAsNewCustomer(post, 'tamper');
      await receiver.waitFor((r) => forOrder(r, booked.orderId).length === 1, 'the booking');
      const request = receiver.requests.find((r) => JSON.parse(r.body).data.order.id === booked.orderId)!;
      expect(signatureHolds(request, secret)).to.equal(true);
      expect(signatureHolds({ ...request, body: request.body.replace('"order.booked"', '"order.cancelled"') }, secret)).to.equal(false);
      const oldT = String(request.headers['moveday-signature']).replace(/t=\d+/, (t) => `t=${Number(t.slice(2)) - 1}`);
      expect(signatureHolds({ ...request, headers: { ...request.headers, 'moveday-signature': oldT } }, secret)).to.equal(false);
      expect(signatureHolds(request, 'whsec_another')).to.equal(false);
    });

    it("when the receiver answers 500, then the delivery is retried and delivered once it recovers, and the log shows each attempt's status", async () => {
      const receiver = await newReceiver();
      const { id } = await register(receiver.url, ['order.booked']);
      receiver.answerNext(500, 500);
      const booked = await bookAsNewCustomer(post, 'retried');
      await receiver.waitFor((r) => forOrder(r, booked.orderId).length === 1, 'the booking delivered');
      expect(receiver.requests.map((r) => r.answered)).to.deep.equal([500, 500, 200]);
      const [delivery] = await onceDelivered(id);
      expect(delivery).to.include({
        state: 'delivered',
        attempts: 3,
        lastStatus: 200,
        lastError: null,
        eventType: 'order.booked',
        moveID: booked.moveID,
        canResend: true,
      });
      const detail = await get(`/api/admin/webhookdeliveries/${delivery.id}`, admin);
      expect(detail.body.attemptLog.map((a: { statusCode: number }) => a.statusCode)).to.deep.equal([500, 500, 200]);
      expect(detail.body.attemptLog[0].error).to.equal('the receiver answered 500');
      expect(detail.body.attemptLog[0].responseBody).to.equal('receiver down');
      expect(detail.body.body).to.equal(receiver.requests[2]!.body);
    });

    it("when the receiver fails an order's first event while more of its changes come, then they wait and arrive after it, in the order they happened", async () => {
      const receiver = await newReceiver();
      await register(receiver.url, ['order.updated', 'order.booked']);
      receiver.answerNext(500);
      const booked = await bookAsNewCustomer(post, 'ordered');
      await receiver.waitFor((r) => r.requests.length >= 1, 'the first attempt');
      ok(await assign(booked.orderId, booked.preferred[0]));
      ok(
        await post(
          '/api/admin/reassignpartner',
          { moveDatabaseID: booked.orderId, actualMoveDate: booked.preferred[1], partnerDatabaseID: partner.partnerID, assignmentState: 'offered' },
          admin,
        ),
      );
      ok(await cancel(booked.orderId));
      await receiver.waitFor((r) => forOrder(r, booked.orderId).length >= 4, 'the four events');
      const actions = forOrder(receiver, booked.orderId).map((e) => e.data.change.action);
      expect(actions).to.deep.equal(['booked', 'partnerassigned', 'reassigned', 'cancelled']);
      const times = forOrder(receiver, booked.orderId).map((e) => Date.parse(e.createdAt));
      expect([...times].sort((a, b) => a - b)).to.deep.equal(times);
    });

    it('when a delivery is sent again, then the receiver gets the same event again, and while its endpoint is off it cannot be', async () => {
      const receiver = await newReceiver();
      const { id } = await register(receiver.url, ['order.booked']);
      const booked = await bookAsNewCustomer(post, 'again');
      await receiver.waitFor((r) => forOrder(r, booked.orderId).length === 1, 'the booking');
      const [delivery] = await onceDelivered(id);
      const again = await post(`/api/admin/webhookdeliveries/${delivery.id}/resend`, {}, admin);
      ok(again);
      await receiver.waitFor((r) => forOrder(r, booked.orderId).length === 2, 'the booking sent again');
      const [first, second] = forOrder(receiver, booked.orderId);
      expect(second!.id).to.equal(first!.id);
      ok(await call('PUT', `/api/admin/webhooks/${id}`, { enabled: false }, admin));
      const refused = await post(`/api/admin/webhookdeliveries/${delivery.id}/resend`, {}, admin);
      expectError(refused, 409, ErrorCode.webhookDeliveryNotResendable, Messages.webhookEndpointDisabled);
    });

    it("when a slow receiver holds a delivery, then the change's call has answered meanwhile", async () => {
      const receiver = await newReceiver();
      await register(receiver.url, ['order.updated']);
      const booked = await bookAsNewCustomer(post, 'slow');
      receiver.answerNext('hold');
      ok(await cancel(booked.orderId));
      await receiver.waitFor((r) => r.holding === 1, 'the held delivery');
      // The receiver has not answered; the API answers every other call as ever.
      ok(await get(`/api/admin/orders/${booked.orderId}`, admin));
      receiver.release();
      await receiver.waitFor((r) => forOrder(r, booked.orderId).length === 1, 'the held delivery answered');
    });

    it('when a key makes more changes at once than the pool has connections, with an endpoint on, then every one answers and is delivered', async () => {
      const receiver = await newReceiver();
      await register(receiver.url, ['order.cancelled']);
      const key = await post('/api/admin/apikeys', { name: 'Burst', scopes: ['orders:write'] }, admin);
      const orders = await Promise.all(Array.from({ length: 14 }, () => bookAsNewCustomer(post, 'burst')));
      const answers = await Promise.all(orders.map((order) => cancel(order.orderId, key.body.secret)));
      expect(answers.map((answer) => answer.status)).to.deep.equal(answers.map(() => 200));
      await receiver.waitFor((r) => orders.every((order) => forOrder(r, order.orderId).length === 1), "each order's cancellation");
    });

    it('when a partner answers its offer, then partner.offer_answered carries the answer', async () => {
      const receiver = await newReceiver();
      await register(receiver.url, ['partner.offer_answered']);
      const crew = await partnerSignIn(admin, partner.partnerID, `hook${crypto.randomBytes(2).toString('hex')}`);
      const booked = await bookAsNewCustomer(post, 'offer');
      ok(await assign(booked.orderId, booked.preferred[0]));
      ok(await post(`/api/partner/jobs/${booked.orderId}/accept`, {}, crew.token));
      await receiver.waitFor((r) => forOrder(r, booked.orderId).length === 1, 'the answer');
      const [answer] = forOrder(receiver, booked.orderId);
      expect(answer!.type).to.equal('partner.offer_answered');
      expect(answer!.data.change).to.include({ action: 'accepted', actorRole: 'partner' });
      expect(answer!.data.order.assignmentState).to.equal('accepted');
    });
  });

  describe('the delivery log', () => {
    it('when deliveries are older than the days kept, then finished ones go with their attempts, and an event still waiting elsewhere stays', async () => {
      const quick = await newReceiver();

      const slow = await newReceiver();

      const done = await register(quick.url, ['order.booked']);

      const held = await register(slow.url, ['order.booked']);

      slow.answerNext('hold');

      const booked = await bookAsNewCustomer(post, 'forgotten');

      await quick.waitFor((r) => forOrder(r, booked.orderId).length === 1, 'the delivery to the quick receiver');

      await slow.waitFor((r) => r.holding === 1, 'the delivery held by the slow receiver');

      const [delivered] = await onceDelivered(done.id);

      await sql(`UPDATE webhook_deliveries SET created_at = now() - interval '31 days' WHERE event_id = $1`, [delivered.eventId]);

      expect(await forgetDeliveriesBefore(30)).to.be.at.least(1);

      expect(await deliveriesOf(done.id)).to.deep.equal([]);

      expect(await sql('SELECT 1 FROM webhook_attempts WHERE delivery_id = $1', [delivered.id])).to.deep.equal([]);

      expect(
        await sql('SELECT 1 FROM webhook_events WHERE id = $1', [delivered.eventId]),
        'the event stays while a delivery of it is under way',
      ).to.have.length(1);

      const [sending] = await deliveriesOf(held.id);

      expect(sending.state).to.equal('sending');

      slow.release();

      await slow.waitFor((r) => forOrder(r, booked.orderId).length === 1, 'the held delivery answered');

      await sql(`UPDATE webhook_deliveries SET created_at = now() - interval '31 days' WHERE event_id = $1`, [delivered.eventId]);

      await onceDelivered(held.id);

      expect(await forgetDeliveriesBefore(30)).to.be.at.least(1);

      expect(await sql('SELECT 1 FROM webhook_events WHERE id = $1', [delivered.eventId]), 'then the event goes too').to.deep.equal([]);
    });
  });

  describe('an endpoint that keeps failing', () => {
    it('when every retry fails, then the delivery fails, the endpoint is turned off, the admins are mailed, and turned on again it sends what waited', async function () {
      this.timeout(120_000);
      const receiver = await newReceiver();
      const { id } = await register(receiver.url, ['order.booked', 'order.updated']);
      // The first attempt and its three retries.
      receiver.answerNext(503, 503, 503, 503);
      const first = await bookAsNewCustomer(post, 'failing');
      const alert = await mailbox().waitFor(ADMIN.email, (mail) => mail.subject === `Webhook endpoint turned off: ${receiver.url}`, 90_000);
      expect(alert.text).to.include(`/admin/webhooks/${id}`);
      const endpoint = await get(`/api/admin/webhooks/${id}`, admin);
      expect(endpoint.body).to.include({ enabled: false, failed: 1 });
      expect(endpoint.body.disabledReason).to.equal('A order.booked delivery failed for good: the receiver answered 503');
      const [failed] = await deliveriesOf(id);
      expect(failed).to.include({ state: 'failed', attempts: 4, lastStatus: 503, canResend: false });

      // Off: no events are recorded for it.
      ok(await cancel(first.orderId));
      expect((await deliveriesOf(id)).length).to.equal(1);

      ok(await call('PUT', `/api/admin/webhooks/${id}`, { enabled: true }, admin));
      ok(await post(`/api/admin/webhookdeliveries/${failed.id}/resend`, {}, admin));
      await receiver.waitFor((r) => forOrder(r, first.orderId).length === 1, 'the failed booking sent again');
      expect((await get(`/api/admin/webhooks/${id}`, admin)).body).to.include({ enabled: true, disabledReason: null, failed: 0 });
    });
  });

  describe('where they may go', () => {
    const refusals: Array<[string, string]> = [
      ['http://10.0.0.1/hook', Messages.webhookUrlPrivate.replace('{address}', '10.0.0.1')],
      ['https://169.254.169.254/latest/meta-data', Messages.webhookUrlPrivate.replace('{address}', '169.254.169.254')],
      ['https://192.168.1.20/hook', Messages.webhookUrlPrivate.replace('{address}', '192.168.1.20')],
      ['https://[::ffff:172.16.0.1]/hook', Messages.webhookUrlPrivate.replace('{address}', '::ffff:ac10:1')],
      ['https://[fd00::1]/hook', Messages.webhookUrlPrivate.replace('{address}', 'fd00::1')],
      ['https://0.0.0.0/hook', Messages.webhookUrlPrivate.replace('{address}', '0.0.0.0')],
      ['http://example.com/hook', Messages.webhookUrlNotHttps],
      ['https://user:secret@example.com/hook', Messages.webhookUrlCredentials],
      ['ftp://example.com/hook', Messages.webhookUrlInvalid],
      ['not a url', Messages.webhookUrlInvalid],
    ];
    for (const [url, message] of refusals) {
      it(`when an admin registers ${url}, then it is refused: ${message}`, async () => {
        const answer = await post('/api/admin/webhooks', { url, events: ['order.booked'] }, admin);
        expectError(answer, 400, ErrorCode.validation);
        expect(answer.body.fields).to.deep.equal({ url: message });
      });
    }

    it("when an address is changed behind the API's back to a private one, then the delivery is refused without connecting", async () => {
      const receiver = await newReceiver();
      const { id } = await register(receiver.url, ['order.booked']);
      await sql(`UPDATE webhook_endpoints SET url = 'http://10.20.30.40:9/hook' WHERE id = $1`, [id]);
      await bookAsNewCustomer(post, 'ssrf');
      const delivery = await until('the delivery is tried', async () => {
        const [first] = await deliveriesOf(id);
        return first?.attempts > 0 && first.state !== 'sending' ? first : undefined;
      });
      const detail = (await get(`/api/admin/webhookdeliveries/${delivery.id}`, admin)).body;
      expect(detail.attemptLog[0]).to.include({ statusCode: null, error: 'refused: 10.20.30.40 is a private or local network address' });
      ok(await call('PUT', `/api/admin/webhooks/${id}`, { enabled: false }, admin));
    });

    it('when the server runs in production, then only https to public addresses is taken, unless a private network is allowed', async () => {
      const production = { production: true, allowedNetworks: [] };
      expect(await webhookUrlProblem('http://127.0.0.1:8080/hook', production)).to.deep.equal({ key: 'webhookUrlPrivate', params: { address: '127.0.0.1' } });
      expect(await webhookUrlProblem('http://93.184.216.34/hook', production)).to.equal('webhookUrlNotHttps');
      expect(await webhookUrlProblem('http://localhost/hook', production)).to.equal('webhookUrlNotHttps');
      expect(await webhookUrlProblem('https://127.0.0.1/hook', production)).to.deep.equal({ key: 'webhookUrlPrivate', params: { address: '127.0.0.1' } });
      expect(await webhookUrlProblem('https://10.1.2.3/hook', production)).to.deep.equal({ key: 'webhookUrlPrivate', params: { address: '10.1.2.3' } });
      expect(await webhookUrlProblem('https://10.1.2.3/hook', { production: true, allowedNetworks: ['10.0.0.0/8'] })).to.equal(undefined);
      expect(await webhookUrlProblem('https://203.0.113.7/hook', { production: true, allowedNetworks: ['10.0.0.0/8'] })).to.deep.equal({
        key: 'webhookUrlPrivate',
        params: { address: '203.0.113.7' },
      });
      expect(await webhookUrlProblem('https://93.184.216.34/hook', production)).to.equal(undefined);
      expect(await webhookUrlProblem(`https://example.com/${'a'.repeat(2000)}`, production)).to.deep.equal({ key: 'webhookUrlTooLong', params: { max: 2000 } });
    });

    it('when the address names a host that does not resolve, then saving it says so, saving it anyway takes it, and saving it again unchanged asks nothing', async () => {
      // .invalid never resolves (RFC 6761): a typo's stand-in.
      const url = 'https://hooks.moveday-erp.invalid/moveday';
      const told = await post('/api/admin/webhooks', { url, events: ['order.booked'] }, admin);
      expect(told.status).to.equal(400);
      expect(told.body.fields).to.deep.equal({ url: formatMessage('webhookUrlDoesNotResolve', { host: 'hooks.moveday-erp.invalid' }) });
      expect(
        (await get('/api/admin/webhooks', admin)).body.map((e: { url: string }) => e.url),
        'nothing saved',
      ).not.to.include(url);

      const saved = await post('/api/admin/webhooks', { url, events: ['order.booked'], saveUnresolved: true }, admin);
      expect(saved.status, JSON.stringify(saved.body)).to.equal(201);
      expect(saved.body).not.to.have.property('saveUnresolved');
      ok(await call('PUT', `/api/admin/webhooks/${saved.body.id}`, { url, description: 'The ERP, once its name is set up', events: ['order.booked'] }, admin));
      const moved = await call('PUT', `/api/admin/webhooks/${saved.body.id}`, { url: 'https://other.moveday-erp.invalid/moveday' }, admin);
      expect(moved.status, 'a new address that does not resolve is asked about again').to.equal(400);
      ok(await call('DELETE', `/api/admin/webhooks/${saved.body.id}`, undefined, admin));
    });
  });
});
