import { expect } from 'chai';
import ICAL from 'ical.js';
import { ErrorCode, Messages, dayIn, type WordKey, type WordParams } from '@moveday/openapi';
import { baseUrl, call, expectError, login, mailbox, post, sql, type ApiAnswer } from './support/app.js';
import { BOOKER, bookAsNewCustomer } from './support/booking.js';
import { denverDraft } from './support/drafts.js';
import { ADMIN } from './support/hooks.js';
import { addPartner, partnerSignIn } from './support/partners.js';
import { pdfText } from './support/pdf.js';
import { translatorFor } from '../src/platform/i18n.js';
import { checkedFetch } from './support/contract.js';

/** MoveDay en español (issue 19): the server writes its words in the reader's language. */
const SPANISH = { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' };
const inSpanish = (path: string, body: unknown, token?: string) => call('POST', path, body, token, SPANISH);
const es = translatorFor('es');
const ok = (answer: ApiAnswer) => {
  expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
  return answer.body;
};

let admin = '';
before(async () => {
  admin = await login(ADMIN.email, ADMIN.password);
});

describe('Errors in the language of Accept-Language', () => {
  it('when a Spanish reader sends a malformed email, then the same code and keys come back, worded in Spanish', async () => {
    const spanish = await inSpanish('/api/loginRoute', { loginEmail: 'not-an-email', loginPassword: 'whatever1' });
    const english = await post('/api/loginRoute', { loginEmail: 'not-an-email', loginPassword: 'whatever1' });
    expectError(english, 400, ErrorCode.validation, Messages.emailFormatInvalid);
    expect(spanish.status).to.equal(400);
    expect(spanish.body).to.include({ error: true, errorCode: ErrorCode.validation, messageKey: 'emailFormatInvalid' });
    expect(spanish.body.fieldMessages).to.deep.equal(english.body.fieldMessages);
    expect(spanish.body.errorMessage).to.equal(es('emailFormatInvalid'));
    expect(spanish.body.fields).to.deep.equal({ loginEmail: es('emailFormatInvalid') });
    expect(spanish.body.errorMessage).to.not.equal(Messages.emailFormatInvalid);
  });

  it('when a message has parameters, even nested ones, then they are worded in Spanish too', async () => {
    const c = await bookAsNewCustomer(post, 'eserr');
    const token = await login(c.email, c.password);
    ok(await post('/api/admin/add_cancel_reason', { cancelReason: 'Plans changed', moveDatabaseID: c.orderId, moveCancelDate: null }, admin));
    const spanish = await call('POST', `/api/customer/orders/${c.orderId}/cancel`, { reason: 'plansChanged' }, token, SPANISH);
    expect(spanish.status).to.equal(409);
    expect(spanish.body.errorCode).to.equal(ErrorCode.illegalTransition);
    expect(spanish.body.errorMessage).to.equal(es(spanish.body.messageKey as WordKey, spanish.body.messageParams as WordParams));
    expect(spanish.body.errorMessage).to.not.match(/\{\w+\}/);
    const english = await post(`/api/customer/orders/${c.orderId}/cancel`, { reason: 'plansChanged' }, token);
    expectError(english, 409, ErrorCode.illegalTransition, 'This order is cancelled: it cannot be cancelled online.');
    expect(spanish.body.errorMessage).to.not.equal(english.body.errorMessage);
  });

  it('when the route is unknown or the language is one MoveDay does not speak, then English', async () => {
    const german = await call('GET', '/api/nowhere', undefined, undefined, { 'accept-language': 'de-DE' });
    expectError(german, 404, ErrorCode.notFound, 'No API route GET /nowhere');
    const spanish = await call('GET', '/api/nowhere', undefined, undefined, SPANISH);
    expect(spanish.body.errorMessage).to.equal(es('apiRouteNotFound', { method: 'GET', path: '/nowhere' }));
  });
});

describe("Answers' confirmations in the language of Accept-Language", () => {
  it("when a Spanish reader asks for a reset link or sends an enquiry, then the confirmation is Spanish; without the header, the spec's English", async () => {
    const spanish = ok(await inSpanish('/api/password/forgot', { email: 'nobody-es@example.com' }));
    expect(spanish.message).to.equal(es('resetLinkSent'));
    expect(spanish.message).to.not.equal(Messages.resetLinkSent);
    expect(ok(await post('/api/password/forgot', { email: 'nobody-en@example.com' })).message).to.equal(Messages.resetLinkSent);
  });
});

describe('A Spanish customer reads MoveDay in Spanish', () => {
  it('when a visitor books in Spanish, then the account is Spanish and the booking mail, its PDF and calendar file are Spanish', async () => {
    const c = await bookAsNewCustomer(inSpanish, 'esbook');
    expect(await sql('SELECT locale FROM users WHERE email = $1', [c.email])).to.deep.equal([{ locale: 'es' }]);
    const mail = await mailbox().waitFor(c.email, (m) => m.subject === `Su mudanza ${c.moveID} con MoveDay está reservada`);
    const dates = `${dayIn('es', c.preferred[0])} o ${dayIn('es', c.preferred[1])}`;
    for (const expected of [
      `Hola, ${BOOKER.firstName}:`,
      `Su ID de mudanza es ${c.moveID}.`,
      `Fechas preferidas de mudanza: ${dates}.`,
      'Ver sus pedidos',
      '— El equipo de MoveDay',
    ]) {
      expect(mail.text, expected).to.include(expected);
    }
    expect(mail.text).to.not.include('Thank you');
    const pdf = await pdfText(mail.attachments[0]!.content);
    for (const expected of ['Confirmación del pedido', 'Su precio', 'Descuento por reservar del 10%', 'Ya empacado'])
      expect(pdf, expected).to.include(expected);
    const [event] = new ICAL.Component(ICAL.parse(mail.attachments[1]!.content.toString('utf8'))).getAllSubcomponents('vevent');
    expect(new ICAL.Event(event!).summary).to.equal(`Mudanza ${c.moveID} de MoveDay: de Denver a Denver (fecha preferida 1 de 2)`);
  });

  it("when an admin cancels a Spanish customer's order, then the status mail is Spanish; an English customer's stays as it was", async () => {
    const spanish = await bookAsNewCustomer(inSpanish, 'esstatus');
    const english = await bookAsNewCustomer(post, 'enstatus');
    for (const c of [spanish, english])
      ok(await post('/api/admin/add_cancel_reason', { cancelReason: 'Plans changed', moveDatabaseID: c.orderId, moveCancelDate: null }, admin));
    const es = await mailbox().waitFor(spanish.email, (m) => m.subject === `Su mudanza ${spanish.moveID} con MoveDay está cancelada`);
    expect(es.text).to.include('Motivo: Plans changed');
    expect(es.text).to.include('de Denver, CO a Denver, CO');
    const en = await mailbox().waitFor(english.email, (m) => m.subject === `Your MoveDay move ${english.moveID} is cancelled`);
    expect(en.text).to.include(`Hi ${BOOKER.firstName},`);
    expect(en.text).to.include('Reason: Plans changed');
    expect(en.text).to.include('— The MoveDay team');
    const booked = await mailbox().waitFor(english.email, (m) => m.subject === `Your MoveDay move ${english.moveID} is booked`);
    expect(booked.text).to.include('Thank you for booking with MoveDay.');
  });

  it('when a customer switches to Spanish, then their next mails are Spanish', async () => {
    const c = await bookAsNewCustomer(post, 'switch');
    const token = await login(c.email, c.password);
    ok(await call('PUT', '/api/account/language', { language: 'es' }, token));
    ok(await post('/api/admin/add_cancel_reason', { cancelReason: 'Plans changed', moveDatabaseID: c.orderId, moveCancelDate: null }, admin));
    await mailbox().waitFor(c.email, (m) => m.subject === `Su mudanza ${c.moveID} con MoveDay está cancelada`);
  });

  it('when a Spanish reader downloads the confirmation and the calendar file, then they are Spanish; without the header, English', async () => {
    const c = await bookAsNewCustomer(post, 'espaper');
    const token = await login(c.email, c.password);
    const download = async (file: string, headers: Record<string, string> = {}) =>
      Buffer.from(
        await (
          await checkedFetch(`${baseUrl()}/api/customer/orders/${c.orderId}/${file}`, { headers: { authorization: `Bearer ${token}`, ...headers } })
        ).arrayBuffer(),
      );
    const spanish = await pdfText(await download('confirmation.pdf', SPANISH));
    for (const expected of ['Confirmación del pedido', 'ID de mudanza', 'POLÍTICA DE CANCELACIÓN', 'Fechas preferidas', 'ORIGEN', 'DESTINO'])
      expect(spanish, expected).to.include(expected);
    expect(await pdfText(await download('confirmation.pdf'))).to.include('Order confirmation');
    const events = (text: Buffer) => new ICAL.Component(ICAL.parse(text.toString('utf8'))).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events(await download('calendar.ics', SPANISH))[0]!.summary).to.equal(`Mudanza ${c.moveID} de MoveDay: de Denver a Denver (fecha preferida 1 de 2)`);
    expect(events(await download('calendar.ics'))[0]!.summary).to.equal(`MoveDay move ${c.moveID}: Denver to Denver (preferred date 1 of 2)`);
  });
});

describe("A partner crew reads its mails in its sign-in's language", () => {
  it("when a sign-in chose Spanish, then its offer mail is Spanish while the primary contact's stays English", async () => {
    const crew = await addPartner(post, admin, 'Espcrew');
    const signIn = await partnerSignIn(admin, crew.partnerID, 'escrew');
    ok(await call('PUT', '/api/account/language', { language: 'es' }, signIn.token));
    const c = await bookAsNewCustomer(post, 'esoffer');
    ok(await post('/api/admin/assignpartner', { moveDatabaseID: c.orderId, actualMoveDate: c.preferred[0], partnerDatabaseID: crew.partnerID }, admin));
    const spanish = await mailbox().waitFor(signIn.email, (m) => m.subject.startsWith(`MoveDay le ofrece el trabajo ${c.moveID} el `));
    for (const expected of [
      'Hola, ',
      'Por favor, acéptela o rechácela antes de',
      'Artículos pesados: Ninguno',
      'Ver el trabajo y responder',
      'Preguntas sobre este trabajo',
    ]) {
      expect(spanish.text, expected).to.include(expected);
    }
    const english = await mailbox().waitFor(crew.contactEmail, (m) => m.subject.startsWith(`MoveDay offers you job ${c.moveID} on `));
    expect(english.text).to.include('Please accept or decline it by');
  });
});

describe('Price lines: stored as rule and quantity, worded for the reader', () => {
  it("when a Spanish reader quotes a move, then its lines are Spanish; the stored lines and the console's stay English", async () => {
    const draft = denverDraft();
    const spanish = ok(await inSpanish('/api/residential_details', draft));
    const english = ok(await post('/api/residential_details', draft));
    const rows = (lines: Array<{ rule: string; quantity: number; amount: number }>) => lines.map((l) => [l.rule, l.quantity, l.amount]);
    expect(rows(spanish.quote.lines)).to.deep.equal(rows(english.quote.lines));
    for (const line of spanish.quote.lines) {
      expect(line.label, line.rule).to.equal(es(line.labelMessage.key, line.labelMessage.params));
      expect(line.label).to.not.match(/\{\w+\}/);
    }
    const truck = (lines: Array<{ rule: string; label: string }>) => lines.find((l) => l.rule === 'truck')!.label;
    expect(truck(english.quote.lines)).to.equal(Messages.priceTruck);
    expect(truck(spanish.quote.lines)).to.equal(es('priceTruck'));
    expect(truck(spanish.quote.lines)).to.not.equal(Messages.priceTruck);
    const [stored] = await sql('SELECT price_lines FROM moves WHERE id = $1', [spanish.moveDatabaseID]);
    expect(stored.price_lines.map((l: { rule: string; labelMessage: unknown }) => [l.rule, l.labelMessage])).to.deep.equal(
      spanish.quote.lines.map((l: { rule: string; labelMessage: unknown }) => [l.rule, l.labelMessage]),
    );
    const order = await bookAsNewCustomer(inSpanish, 'eslines', draft);
    const consoleLines = ok(await call('GET', `/api/admin/orders/${order.orderId}`, undefined, admin, SPANISH)).priceLines;
    expect(consoleLines.map((l: { label: string }) => l.label)).to.deep.equal(english.quote.lines.map((l: { label: string }) => l.label));
  });
});
