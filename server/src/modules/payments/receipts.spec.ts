import { expect } from 'chai';
import { ErrorCode, dayToIso, todayIn } from '@moveday/openapi';
import { baseUrl, call, expectError, get, login, mailbox, post, sql } from '../../../test/support/app.js';
import { checkedFetch } from '../../../test/support/contract.js';
import { bookAsNewCustomer } from '../../../test/support/booking.js';
import { ADMIN } from '../../../test/support/hooks.js';
import { addPartner } from '../../../test/support/partners.js';
import { pdfText } from '../../../test/support/pdf.js';
import { until } from '../../../test/support/waiting.js';

describe('Receipts: a mail and a PDF for each payment and refund, in the customer language', () => {
  let admin: string;
  before(async () => {
    admin = await login(ADMIN.email, ADMIN.password);
  });

  it('when an admin records a cash deposit, then the customer gets an English receipt with its PDF saying what was paid and what is left', async () => {
    const booked = await bookAsNewCustomer(post, 'receipt');
    const money = await post(`/api/admin/orders/${booked.orderId}/payments`, { amountCents: 20_050, method: 'cash', reference: 'receipt 9' }, admin);
    expect(money.status).to.equal(200);
    const balance = (money.body.balanceCents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
    const mail = await mailbox().waitFor(booked.email, (m) => m.subject.startsWith('Receipt:'));
    expect(mail.subject).to.equal(`Receipt: $200.50 received for your MoveDay move ${booked.moveID}`);
    expect(mail.text).to.include(`Thank you: we received $200.50 by cash on `);
    expect(mail.text).to.include(`Paid so far: $200.50. Still to pay: ${balance}.`);
    expect(mail.attachments.map((file) => [file.filename, file.contentType])).to.deep.equal([
      [`moveday-${booked.moveID}-receipt-${money.body.entries[0].id.slice(0, 8)}.pdf`, 'application/pdf'],
    ]);
    const text = await pdfText(mail.attachments[0]!.content);
    for (const words of ['Payment receipt', booked.moveID, '$200.50', 'cash', 'receipt 9', 'Paid so far', 'Still to pay', balance])
      expect(text).to.include(words);
  });

  it('when a Spanish-speaking customer gets money back, then the refund mail and its PDF are in Spanish', async () => {
    const booked = await bookAsNewCustomer(post, 'recibo');
    const token = await login(booked.email, booked.password);
    expect((await call('PUT', '/api/account/language', { language: 'es' }, token)).status).to.equal(200);
    await post(`/api/admin/orders/${booked.orderId}/payments`, { amountCents: 30_000, method: 'transfer' }, admin);
    const refunded = await post(`/api/admin/orders/${booked.orderId}/refunds`, { amountCents: 10_000, method: 'check', reason: 'Camión más pequeño' }, admin);
    expect(refunded.status).to.equal(200);
    const mail = await mailbox().waitFor(booked.email, (m) => m.subject.startsWith('Reembolso:'));
    expect(mail.subject).to.equal(`Reembolso: devolvimos $100.00 por su mudanza ${booked.moveID} de MoveDay`);
    expect(mail.text).to.include('Le devolvimos $100.00 con cheque el ');
    const text = await pdfText(mail.attachments[0]!.content);
    for (const words of ['Recibo de reembolso', 'Motivo', 'Camión más pequeño', 'Pagado hasta ahora', 'cheque']) expect(text).to.include(words);
    expect(text).to.not.match(/\b(Payment|Refund|Paid so far|Still to pay)\b/);
  });

  it('when a move with a balance is completed, then the customer is asked for it with a link to pay by card; the console can send it again until nothing is left', async () => {
    const booked = await bookAsNewCustomer(post, 'balance');
    const partner = await addPartner((p, body) => post(p, body, admin), admin, 'Balance');
    expect(
      (
        await post(
          '/api/admin/assignpartner',
          { moveDatabaseID: booked.orderId, actualMoveDate: booked.preferred[0], partnerDatabaseID: partner.partnerID },
          admin,
        )
      ).status,
    ).to.equal(200);
    await sql('UPDATE moves SET actual_move_date = $2 WHERE id = $1', [booked.orderId, dayToIso(todayIn('America/Denver'))]);
    await post(`/api/admin/orders/${booked.orderId}/payments`, { amountCents: 10_000, method: 'cash' }, admin);
    expect((await post('/api/admin/change_status', { status: 'completed', moveDatabaseID: booked.orderId }, admin)).status).to.equal(200);
    const money = (await get(`/api/admin/orders/${booked.orderId}/payments`, admin)).body;
    const balance = (money.balanceCents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
    const asked = await mailbox().waitFor(booked.email, (m) => m.subject.includes('left to pay'));
    expect(asked.subject).to.equal(`Your MoveDay move ${booked.moveID} is done: ${balance} left to pay`);
    expect(asked.text).to.include('You can pay it by card on your order page.');
    expect(asked.html).to.include(`/customer/orderdetails?order=${booked.orderId}`);
    const token = await login(booked.email, booked.password);
    expect((await get(`/api/customer/orders/${booked.orderId}/payments`, token)).body.due).to.deep.equal({
      purpose: 'balance',
      amountCents: money.balanceCents,
    });

    const again = await post(`/api/admin/orders/${booked.orderId}/payments/balancelink`, {}, admin);
    expect(again.status).to.equal(200);
    expect(again.body).to.deep.equal({ to: booked.email });
    await until(
      'the second balance mail',
      async () =>
        mailbox()
          .to(booked.email)
          .filter((m) => m.subject.includes('left to pay')).length === 2,
    );
    await post(`/api/admin/orders/${booked.orderId}/payments`, { amountCents: money.balanceCents, method: 'check' }, admin);
    expectError(await post(`/api/admin/orders/${booked.orderId}/payments/balancelink`, {}, admin), 409, ErrorCode.paymentNotDue);
  });

  it('when an order has payments, then its confirmation PDF lists them with what is paid and still to pay', async () => {
    const booked = await bookAsNewCustomer(post, 'confirmpaid');
    const token = await login(booked.email, booked.password);
    const money = (await post(`/api/admin/orders/${booked.orderId}/payments`, { amountCents: 15_000, method: 'cash' }, admin)).body;
    const response = await checkedFetch(`${baseUrl()}/api/customer/orders/${booked.orderId}/confirmation.pdf`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).to.equal(200);
    const text = await pdfText(Buffer.from(await response.arrayBuffer()));
    const still = (money.balanceCents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
    for (const words of ['PAYMENTS', ': $150.00 by cash', 'Paid so far', '$150.00', 'Still to pay', still]) expect(text, words).to.include(words);
  });
});
