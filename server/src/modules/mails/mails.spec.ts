import { expect } from 'chai';
import { ErrorCode, Messages } from '@moveday/openapi';
import { call, expectError, get, login, mailbox, post, sql } from '../../../test/support/app.js';
import { bookAsNewCustomer } from '../../../test/support/booking.js';
import { ADMIN } from '../../../test/support/hooks.js';
import { until } from '../../../test/support/waiting.js';

const bookNewCustomer = () => bookAsNewCustomer(post, 'mailed');

/** The mail list as the console reads it, with a filter. */
const listMails = (admin: string, filter: Record<string, unknown>, extra = '') =>
  get(`/api/admin/mails?filter=${encodeURIComponent(JSON.stringify(filter))}${extra}`, admin);

/** Polls the list until the mail to `email` is in `state`. */
async function mailInState(admin: string, email: string, state: string): Promise<any> {
  return until(`a ${state} mail to ${email} is listed`, async () => (await listMails(admin, { q: email })).body.find((m: any) => m.state === state));
}

describe('Mail: queued with the change, sent by the queue, listed for admins', () => {
  let admin: string;
  before(async () => {
    admin = await login(ADMIN.email, ADMIN.password);
  });

  it('when a customer books, then the confirmation is queued with the order, sent once, and listed as sent with its move number', async () => {
    const booked = await bookNewCustomer();
    const received = await mailbox().waitFor(booked.email, (m) => m.subject.includes(booked.moveID));
    const sent = await mailInState(admin, booked.email, 'sent');
    expect(sent).to.include({
      to: booked.email,
      subject: received.subject,
      orderId: booked.orderId,
      moveID: booked.moveID,
      attempts: 1,
      lastError: null,
      canResend: false,
    });
    expect(sent.sentAt).to.be.a('number').that.is.at.least(sent.createdAt);
    expect(mailbox().to(booked.email), 'delivered once').to.have.length(1);

    const ofOrder = await listMails(admin, { orderId: booked.orderId });
    expect(
      ofOrder.body.map((m: any) => m.id),
      "the order's mails",
    ).to.deep.equal([sent.id]);
    expect(ofOrder.headers.get('content-range')).to.equal('mails 0-0/1');
    const one = await get(`/api/admin/mails/${sent.id}`, admin);
    expect(one.body.text, 'the body is kept').to.include(booked.moveID);
    expect(one.body.text.replace(/\s+/g, ' ').trim()).to.equal(received.text.replace(/\s+/g, ' ').trim());
  });

  it('when a reset link is mailed, then its mail is listed without an order, and its body (the link) is not kept once sent', async () => {
    const booked = await bookNewCustomer();
    expect((await post('/api/password/forgot', { email: booked.email })).status).to.equal(200);
    await mailbox().waitFor(booked.email, (m) => m.text.includes('/password/resetForm?token='));
    const reset = await until('the reset mail is listed as sent', async () =>
      (await listMails(admin, { q: booked.email, state: 'sent' })).body.find((m: any) => m.orderId === null),
    );
    const detail = await get(`/api/admin/mails/${reset.id}`, admin);
    expect(detail.body).to.include({ state: 'sent', orderId: null, moveID: null, text: null, canResend: false });
    const [row] = await sql('SELECT text_body, html_body FROM mails WHERE id = $1', [reset.id]);
    expect(row, 'nothing of the link is left in the database').to.deep.equal({ text_body: null, html_body: null });
  });

  it('when a mail that is not failed is sent again, then 409 with its own code; an unknown one is 404', async () => {
    const booked = await bookNewCustomer();
    const sent = await mailInState(admin, booked.email, 'sent');
    expectError(
      await post(`/api/admin/mails/${sent.id}/resend`, {}, admin),
      409,
      ErrorCode.mailNotResendable,
      'Only a failed mail can be sent again; this one is sent.',
    );
    expectError(await post('/api/admin/mails/00000000-0000-4000-8000-000000000000/resend', {}, admin), 404, ErrorCode.notFound, Messages.mailNotFound);
    expectError(await get('/api/admin/mails/not-an-id', admin), 404, ErrorCode.notFound, Messages.mailNotFound);
  });

  it('when the list is filtered by state, searched, sorted and ranged, then it answers as the other lists do, and refuses a state it does not know', async () => {
    const booked = await bookNewCustomer();
    await mailInState(admin, booked.email, 'sent');
    const page = await listMails(admin, { state: ['sent', 'failed'] }, `&sort=${encodeURIComponent('["to","ASC"]')}&range=${encodeURIComponent('[0,4]')}`);
    expect(page.status).to.equal(200);
    expect(page.body.length).to.be.within(1, 5);
    expect(page.body.every((m: any) => ['sent', 'failed'].includes(m.state))).to.equal(true);
    const tos = page.body.map((m: any) => m.to.toLowerCase());
    expect(tos).to.deep.equal([...tos].sort());
    expect(page.headers.get('content-range')).to.match(/^mails 0-\d+\/\d+$/);
    expect((await listMails(admin, { q: booked.moveID })).body.map((m: any) => m.to)).to.deep.equal([booked.email]);
    expectError(await listMails(admin, { state: 'lost' }), 400, ErrorCode.validation);
  });

  it('when a customer or nobody asks for the mails, then 403 or 401', async () => {
    const booked = await bookNewCustomer();
    const customer = await login(booked.email, booked.password);
    expectError(await get('/api/admin/mails', customer), 403, ErrorCode.forbidden);
    expectError(await call('GET', '/api/admin/mails'), 401, ErrorCode.unauthorized);
    expectError(await post('/api/admin/mails/00000000-0000-4000-8000-000000000000/resend', {}), 401, ErrorCode.unauthorized);
  });
});
