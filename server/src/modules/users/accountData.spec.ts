import crypto from 'node:crypto';
import { expect } from 'chai';
import { DAY_MS, ErrorCode, Messages, formatMessage } from '@moveday/openapi';
import { call, expectError, get, login, mailbox, post, sql, uniqueEmail, type ApiAnswer } from '../../../test/support/app.js';
import { createTestCustomer } from '../../../test/support/accounts.js';
import { denverDraft, withDraft } from '../../../test/support/drafts.js';
import { ADMIN } from '../../../test/support/hooks.js';
import { addPartner, partnerSignIn } from '../../../test/support/partners.js';
import { WebhookReceiver } from '../../../test/support/receiver.js';
import { until } from '../../../test/support/waiting.js';

let admin = '';
let crew: { partnerID: string };

const ok = (answer: ApiAnswer) => {
  expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
  return answer.body;
};

/** Letters only, unique to the run: a name no other test's data holds. */
const word = (prefix: string) =>
  `${prefix}${crypto
    .randomBytes(5)
    .toString('hex')
    .replace(/\d/g, (d) => 'ghijklmnop'[Number(d)]!)}`;

/** A person with details found nowhere else in the database, so that a search for any of them finds only theirs. */
function person() {
  const phone = `720${crypto.randomInt(1_000_000, 9_999_999)}`;
  return {
    firstName: word('Zel'),
    lastName: word('Quorn'),
    email: uniqueEmail('closing'),
    phone,
    street: `${crypto.randomInt(100, 9999)} ${word('Larch')} St`,
    street2: `Unit ${word('b')}`,
    note: `Gate code ${word('k')}`,
    password: 'closing-pw-1',
  };
}
type Person = ReturnType<typeof person>;

/** The Denver move with the person's streets and note. */
const draftOf = (p: Person, days = 0) =>
  withDraft((d) => {
    d.pickupTab1.pickUpAddress.streetaddress = p.street;
    d.pickupTab1.pickUpAddress.streetaddress2 = p.street2;
    d.dropLocationTab.dropoffAddress.streetaddress = `${p.street} North`;
    d.dropLocationTab.anythingElseToKnow = p.note;
    const first = d.moveDatePreferences.preferredDateOpt1! + days * DAY_MS;
    d.moveDatePreferences = { preferredDateOpt1: first, preferredDateOpt2: first + DAY_MS };
  }, denverDraft());

interface Signed {
  p: Person;
  token: string;
  id: string;
  orders: string[];
  moveIDs: string[];
}

/** Quotes and books the person's first move as a new customer, then a second one signed in. */
async function customerWithTwoOrders(p: Person = person()): Promise<Signed> {
  const first = ok(await post('/api/residential_details', draftOf(p)));
  const signup = await post('/api/signup_details', {
    moveDetailsID: first.moveDatabaseID,
    firstName: p.firstName,
    lastName: p.lastName,
    userEmail: p.email,
    userPhone: p.phone,
    password: p.password,
    confirmPassword: p.password,
    terms: true,
  });
  expect(signup.body.statusCode, JSON.stringify(signup.body)).to.equal(100);
  const token = await login(p.email, p.password);
  const second = ok(await post('/api/residential_details', draftOf(p, 7)));
  ok(await post('/api/customer/updatemove', { moveDatabaseID: second.moveDatabaseID }, token));
  const profile = ok(await get('/api/profile', token));
  return { p, token, id: profile._id, orders: [first.moveDatabaseID, second.moveDatabaseID], moveIDs: [first.moveID, second.moveID] };
}

const orderPath = (id: string, rest: string) => `/api/customer/orders/${id}/${rest}`;

/** The first order: a partner, a change request with a note, then done and rated with a comment. */
async function completeAndRate(c: Signed, comment: string, changeNote: string): Promise<void> {
  const [orderId] = c.orders;
  const [row] = await sql<{ day: string }>('SELECT preferred_date_1::text AS day FROM moves WHERE id = $1', [orderId]);
  const day = Date.parse(`${row!.day}T00:00:00Z`);
  ok(await post('/api/admin/assignpartner', { moveDatabaseID: orderId, actualMoveDate: day, partnerDatabaseID: crew.partnerID }, admin));
  await sql(`UPDATE moves SET assignment_state = 'accepted', offer_deadline = NULL WHERE id = $1`, [orderId]);
  ok(
    await post(
      orderPath(orderId!, 'changerequests'),
      { preferredDateOpt1: day + 21 * DAY_MS, preferredDateOpt2: day + 22 * DAY_MS, note: changeNote },
      c.token,
    ),
  );
  await sql(`UPDATE moves SET actual_move_date = (now() AT TIME ZONE time_zone)::date WHERE id = $1`, [orderId]);
  ok(await post('/api/admin/change_status', { status: 'completed', moveDatabaseID: orderId }, admin));
  ok(await post(orderPath(orderId!, 'rating'), { stars: 4, comment }, c.token));
}

const homeEnquiry = (p: Person, email: string, comment: string) => ({
  selectOption: 'All',
  firstName: p.firstName,
  lastName: p.lastName,
  phone: p.phone,
  email,
  comment,
  notification: true,
});
const commercialEnquiry = (p: Person, email: string, description: string) => ({
  fromlocation: `${p.street}, Denver`,
  tolocation: 'Dallas, TX',
  firstname: p.firstName,
  lastname: p.lastName,
  useremail: email,
  userphone: p.phone,
  moredesc: description,
});

/** An order as the console reads it, reduced to what the company's books keep. */
async function booksOf(orderId: string) {
  const order = ok(await get(`/api/admin/orders/${orderId}`, admin));
  return {
    status: order.moveStatus,
    finalMoveAmount: order.finalMoveAmount,
    quoteEstimateAmount: order.quoteEstimateAmount,
    actualMoveDate: order.actualMoveDate,
    preferred: order.moveDatePreferences,
    cities: [
      order.pickupTab1.pickUpAddress.city,
      order.pickupTab1.pickUpAddress.zipcode,
      order.dropLocationTab.dropoffAddress.city,
      order.dropLocationTab.dropoffAddress.zipcode,
    ],
    priceLines: order.priceLines,
    partnerName: order.partnerName,
    stars: order.rating?.stars ?? null,
  };
}

/** The order's row in the console's list (found by its move number), its amounts. */
async function listedAmounts(moveID: string) {
  const rows = ok(await get(`/api/admin/orders?filter=${encodeURIComponent(JSON.stringify({ q: moveID }))}`, admin));
  expect(rows, moveID).to.have.length(1);
  return { finalMoveAmount: rows[0].finalMoveAmount, moveStatus: rows[0].moveStatus };
}

describe("A customer's data: who may ask for it", () => {
  before(async () => {
    admin = await login(ADMIN.email, ADMIN.password);
    crew = await addPartner(post, admin, 'Closure');
  });

  it('when an admin, a partner or nobody asks for the customer calls, then 403, 403 and 401, and nothing is closed', async () => {
    const partner = await partnerSignIn(admin, crew.partnerID, 'closurecrew');
    for (const [method, path, body] of [
      ['GET', '/api/account/export', undefined],
      ['POST', '/api/account/close', { password: ADMIN.password }],
    ] as const) {
      expectError(await call(method, path, body, admin), 403, ErrorCode.forbidden);
      expectError(await call(method, path, body, partner.token), 403, ErrorCode.forbidden);
      expectError(await call(method, path, body), 401, ErrorCode.unauthorized);
    }
    await login(ADMIN.email, ADMIN.password);
    await login(partner.email, partner.password);
  });

  it("when a customer, an API key or nobody calls the console's customer calls, then 403, 403 and 401", async () => {
    const customer = await createTestCustomer();
    const token = await login(customer.userEmail, customer.password);
    const made = await post('/api/admin/apikeys', { name: 'Closure', scopes: ['orders:read', 'orders:write', 'reports:read'] }, admin);
    expect(made.status, JSON.stringify(made.body)).to.equal(201);
    const key = made.body;
    for (const [method, path] of [
      ['GET', '/api/admin/customers'],
      ['GET', `/api/admin/customers/${customer._id}`],
      ['GET', `/api/admin/customers/${customer._id}/export`],
      ['POST', `/api/admin/customers/${customer._id}/close`],
    ] as const) {
      expectError(await call(method, path, method === 'POST' ? {} : undefined, token), 403, ErrorCode.forbidden);
      expectError(await call(method, path, method === 'POST' ? {} : undefined, key.secret as string), 403, ErrorCode.forbidden);
      expectError(await call(method, path, method === 'POST' ? {} : undefined), 401, ErrorCode.unauthorized);
    }
    ok(await get('/api/profile', token));
  });
});

describe("A customer's data: the export", () => {
  it("when a customer downloads their data, then the file holds the account, every order with its history, change requests and rating, and the enquiries sent with their email in any case, and no one else's", async () => {
    const c = await customerWithTwoOrders();
    const comment = `Lovely crew ${word('r')}`;
    const changeNote = `Please later ${word('n')}`;
    await completeAndRate(c, comment, changeNote);
    ok(await post('/api/enquirydetails', homeEnquiry(c.p, c.p.email.toUpperCase(), `Home words ${word('h')}`)));
    ok(await post('/api/commercial_details', commercialEnquiry(c.p, c.p.email, `Office words ${word('o')}`)));
    const stranger = person();
    const strangersWords = `Stranger words ${word('s')}`;
    ok(await post('/api/enquirydetails', homeEnquiry(stranger, stranger.email, strangersWords)));

    const answer = await get('/api/account/export', c.token);
    expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
    expect(answer.headers.get('content-disposition')).to.equal(
      `attachment; filename="moveday-data-${new Date(answer.body.exportedAt).toISOString().slice(0, 10)}.json"`,
    );
    const data = answer.body;
    expect(data.account).to.deep.include({
      id: c.id,
      firstName: c.p.firstName,
      lastName: c.p.lastName,
      email: c.p.email,
      phone: c.p.phone,
      language: 'en',
      closedAt: null,
    });
    expect(data.orders.map((o: any) => o.moveDatabaseID)).to.deep.equal(c.orders);
    const [done, open] = data.orders;
    expect(done).to.include({ moveId: c.moveIDs[0], moveStatus: 'completed' });
    expect(done.pickupTab1.pickUpAddress.streetaddress).to.equal(c.p.street);
    expect(done.history.map((e: any) => e.action)).to.include.members(['booked', 'partnerassigned', 'changerequested', 'completed', 'rated']);
    expect(done.history[0]).to.have.all.keys('at', 'action', 'fromStatus', 'toStatus', 'actorRole', 'changes');
    expect(done.changeRequests).to.have.length(1);
    expect(done.changeRequests[0].note).to.equal(changeNote);
    expect(done.rating).to.include({ stars: 4, comment });
    expect(open).to.include({ moveId: c.moveIDs[1], moveStatus: 'open', rating: null });
    expect(open.changeRequests).to.deep.equal([]);
    expect(data.enquiries.map((e: any) => e.kind)).to.deep.equal(['home', 'commercial']);
    expect(data.enquiries[0]).to.include({ email: c.p.email.toUpperCase(), phone: c.p.phone, firstName: c.p.firstName });
    expect(data.enquiries[1].fromlocation).to.equal(`${c.p.street}, Denver`);
    expect(JSON.stringify(data)).to.not.include(strangersWords).and.not.include(stranger.email);

    // The admin's download of the same customer is the same data.
    const theirs = await get(`/api/admin/customers/${c.id}/export`, admin);
    expect(theirs.status).to.equal(200);
    expect(theirs.headers.get('content-disposition')).to.match(/^attachment; filename="moveday-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect({ ...theirs.body, exportedAt: 0 }).to.deep.equal({ ...data, exportedAt: 0 });
  });
});

describe("A customer's data: closing the account", () => {
  it('when the password is missing or wrong, then 400 naming the field, and nothing changes', async () => {
    const c = await customerWithTwoOrders();
    const missing = await post('/api/account/close', {}, c.token);
    expectError(missing, 400, ErrorCode.validation);
    expect(missing.body.fields).to.have.property('password');
    const wrong = await post('/api/account/close', { password: 'not-the-password' }, c.token);
    expectError(wrong, 400, ErrorCode.validation, Messages.passwordIncorrect);
    expect(wrong.body.fields).to.deep.equal({ password: Messages.passwordIncorrect });
    expect(wrong.body.fieldMessages.password).to.deep.equal({ key: 'passwordIncorrect' });
    const spanish = await call('POST', '/api/account/close', { password: 'nope-nope' }, c.token, { 'accept-language': 'es' });
    expect(spanish.body.fields.password).to.equal('La contraseña no es correcta');
    ok(await get('/api/profile', c.token));
  });

  it('when the account has open orders, then 409 (7033) lists their move numbers, and nothing changes', async () => {
    const c = await customerWithTwoOrders();
    const before = await sql('SELECT * FROM users WHERE id = $1', [c.id]);
    const ordersBefore = await sql('SELECT * FROM moves WHERE customer_id = $1 ORDER BY id', [c.id]);
    const refused = await post('/api/account/close', { password: c.p.password }, c.token);
    const moveNumbers = c.moveIDs.join(', ');
    expectError(refused, 409, ErrorCode.accountHasOpenOrders, formatMessage('accountHasOpenOrders', { moveNumbers }));
    expect(refused.body.messageParams).to.deep.equal({ moveNumbers });
    const spanish = await call('POST', '/api/account/close', { password: c.p.password }, c.token, { 'accept-language': 'es' });
    expect(spanish.body).to.include({
      errorCode: ErrorCode.accountHasOpenOrders,
      errorMessage: `Cancele sus pedidos abiertos antes de cerrar su cuenta: ${moveNumbers}`,
    });
    expect(await sql('SELECT * FROM users WHERE id = $1', [c.id])).to.deep.equal(before);
    expect(await sql('SELECT * FROM moves WHERE customer_id = $1 ORDER BY id', [c.id])).to.deep.equal(ordersBefore);
    ok(await get('/api/profile', c.token));
    await login(c.p.email, c.p.password);
  });

  it('when a customer closes their account, then sign-ins end, the address is free, personal details are gone everywhere, and the books and the dashboard are unchanged', async function () {
    this.timeout(120_000);
    const receiver = new WebhookReceiver();
    await receiver.start();
    const endpoint = await post('/api/admin/webhooks', { url: receiver.url, description: 'Account closure', events: ['order.updated'] }, admin);
    expect(endpoint.status, JSON.stringify(endpoint.body)).to.equal(201);
    try {
      const c = await customerWithTwoOrders();
      const comment = `Great team ${word('r')}`;
      const changeNote = `Need another week ${word('n')}`;
      const ownReason = `Staying with ${word('mum')}`;
      await completeAndRate(c, comment, changeNote);
      ok(await post(orderPath(c.orders[1]!, 'cancel'), { reason: 'other', otherReason: ownReason }, c.token));
      const homeWords = `Call me after five ${word('h')}`;
      ok(await post('/api/enquirydetails', homeEnquiry(c.p, c.p.email, homeWords)));
      const personal = [c.p.firstName, c.p.lastName, c.p.email, c.p.phone, c.p.street, c.p.street2, c.p.note, comment, changeNote, ownReason, homeWords];
      const expectNone = (what: string, text: string) => {
        for (const value of personal) expect(text.toLowerCase(), `${what} holds "${value}"`).to.not.include(value.toLowerCase());
      };
      // A webhook event of the orders was stored while the person's details were in them.
      expect((await sql('SELECT body FROM webhook_events WHERE order_id = ANY($1::uuid[])', [c.orders])).map((r) => r.body).join('\n')).to.include(
        c.p.lastName,
      );
      // The enquiry's mails went (or go) out before the closure; the mail log keeps them.
      await mailbox().waitFor(c.p.email, (m) => m.subject.includes('enquiry'));

      const mailIds = (
        await sql('SELECT id FROM mails WHERE order_id = ANY($1::uuid[]) OR lower(reply_to) = $2 OR lower(to_address) = $2', [c.orders, c.p.email])
      ).map((r) => r.id);
      expect(mailIds.length, 'mails to the customer, to partners and the inbox').to.be.greaterThan(3);
      const figures = ok(await get('/api/admin/dashboard', admin));
      const books = await Promise.all(c.orders.map(booksOf));
      const listed = await Promise.all(c.moveIDs.map(listedAmounts));

      ok(await post('/api/account/close', { password: c.p.password }, c.token));

      expectError(await get('/api/profile', c.token), 401, ErrorCode.unauthorized);
      expectError(await post('/api/loginRoute', { loginEmail: c.p.email, loginPassword: c.p.password }), 401, ErrorCode.invalidCredentials);
      const closedAddress = `closed-${c.id}@closed.invalid`;
      expectError(await post('/api/loginRoute', { loginEmail: closedAddress, loginPassword: c.p.password }), 401, ErrorCode.invalidCredentials);
      ok(await post('/api/password/forgot', { email: c.p.email }));
      ok(await post('/api/password/forgot', { email: closedAddress }));
      expect(
        await sql('SELECT subject FROM mails WHERE lower(to_address) = ANY($1::text[])', [[c.p.email.toLowerCase(), closedAddress]]).then((rows) =>
          rows.filter((r) => /password/i.test(r.subject)),
        ),
        'no reset mail',
      ).to.deep.equal([]);

      expect(ok(await get('/api/admin/dashboard', admin)), 'the dashboard').to.deep.equal(figures);
      expect(await Promise.all(c.orders.map(booksOf)), "the orders' books").to.deep.equal(books);
      expect(await Promise.all(c.moveIDs.map(listedAmounts)), 'the orders list').to.deep.equal(listed);

      const exported = await get(`/api/admin/customers/${c.id}/export`, admin);
      expect(exported.status).to.equal(200);
      expectNone('the export after closing', JSON.stringify(exported.body));
      expect(exported.body.account).to.include({ firstName: 'Closed', lastName: 'account', email: closedAddress, phone: '' });
      expect(exported.body.account.closedAt).to.be.a('number');
      expect(exported.body.orders).to.have.length(2);
      for (const order of exported.body.orders) {
        const last = order.history[order.history.length - 1];
        expect(last).to.include({ action: 'account_closed', actorRole: 'customer', fromStatus: order.moveStatus, toStatus: order.moveStatus });
      }
      expect(exported.body.orders[0].rating.stars).to.equal(4);
      expect(exported.body.enquiries).to.have.length(1);
      expect(exported.body.enquiries[0]).to.include({ firstName: 'Closed', lastName: 'account', email: closedAddress, selectOption: 'All' });

      const detail = ok(await get(`/api/admin/customers/${c.id}`, admin));
      expect(detail).to.include({ closedBy: 'the customer', ordersCount: 2, openOrdersCount: 0, email: closedAddress });
      expectNone(
        "the console's order pages",
        JSON.stringify(await Promise.all(c.orders.map((id) => get(`/api/admin/orders/${id}`, admin).then((a) => a.body)))),
      );
      const log = await sql('SELECT to_address, reply_to, subject, text_body, html_body FROM mails WHERE id = ANY($1::uuid[])', [mailIds]);
      expect(log).to.have.length(mailIds.length);
      expectNone('the mail log', JSON.stringify(log));
      expect((await sql('SELECT count(*)::int AS n FROM mails WHERE to_address = $1', [closedAddress]))[0].n, 'the log keeps its rows').to.be.greaterThan(0);
      expectNone('the enquiries', JSON.stringify(await sql('SELECT * FROM enquiries WHERE email = $1', [closedAddress])));
      expectNone(
        'the stored webhook events',
        (await sql('SELECT body FROM webhook_events WHERE order_id = ANY($1::uuid[])', [c.orders])).map((r) => r.body).join('\n'),
      );

      // The webhooks say so, with the details already gone.
      for (const orderId of c.orders) {
        const event: any = await until(`an account_closed event for ${orderId}`, async () =>
          receiver.delivered().find((e: any) => e.data.order.id === orderId && e.data.change.action === 'account_closed'),
        );
        expect(event.type).to.equal('order.updated');
        expectNone('the account_closed event', JSON.stringify(event));
      }

      // The address signs up again: a new customer, with none of the old orders.
      const again = ok(await post('/api/residential_details', denverDraft()));
      const signup = await post('/api/signup_details', {
        moveDetailsID: again.moveDatabaseID,
        firstName: 'Newly',
        lastName: 'Back',
        userEmail: c.p.email,
        userPhone: '3035550100',
        password: 'new-pw-123',
        confirmPassword: 'new-pw-123',
        terms: true,
      });
      expect(signup.body.statusCode, JSON.stringify(signup.body)).to.equal(100);
      const newToken = await login(c.p.email, 'new-pw-123');
      expect(ok(await get('/api/profile', newToken))._id).to.not.equal(c.id);
      expect(ok(await post('/api/customer/allorders', {}, newToken)).map((o: any) => o.moveDatabaseID)).to.deep.equal([again.moveDatabaseID]);
      const newExport = ok(await get('/api/account/export', newToken));
      expect(newExport.orders.map((o: any) => o.moveDatabaseID)).to.deep.equal([again.moveDatabaseID]);
      expect(newExport.enquiries, 'the old enquiries went with the old account').to.deep.equal([]);
    } finally {
      await call('DELETE', `/api/admin/webhooks/${endpoint.body.id}`, undefined, admin);
      await receiver.stop();
    }
  });
});

describe("A customer's data: closing while a booking is under way", () => {
  it('when a customer books a quote at the moment the account closes, then either the closure is refused naming the new order or the booking is refused: no open order is ever left on a closed account', async function () {
    this.timeout(120_000);
    for (let round = 0; round < 6; round += 1) {
      const c = await customerWithTwoOrders();
      for (const id of c.orders) ok(await post(orderPath(id, 'cancel'), { reason: 'plansChanged' }, c.token));
      const quote = ok(await post('/api/residential_details', draftOf(c.p, 14)));
      const [closing, booking] = await Promise.all([
        post('/api/account/close', { password: c.p.password }, c.token),
        post('/api/customer/updatemove', { moveDatabaseID: quote.moveDatabaseID }, c.token),
      ]);
      const [move] = await sql<{ status: string; customer_id: string | null }>('SELECT status, customer_id FROM moves WHERE id = $1', [quote.moveDatabaseID]);
      if (closing.status === 200) {
        expectError(booking, 401, ErrorCode.unauthorized);
        expect(move, 'the quote stays a quote').to.deep.equal({ status: 'quoted', customer_id: null });
      } else {
        expect(booking.status, JSON.stringify(booking.body)).to.equal(200);
        expectError(closing, 409, ErrorCode.accountHasOpenOrders, formatMessage('accountHasOpenOrders', { moveNumbers: quote.moveID }));
        expect(move).to.deep.equal({ status: 'open', customer_id: c.id });
      }
    }
    const stranded = await sql(
      `SELECT m.move_number FROM moves m JOIN users u ON u.id = m.customer_id WHERE u.closed_at IS NOT NULL AND m.status IN ('estimate_open', 'open', 'partnerassigned')`,
    );
    expect(stranded, 'open orders on closed accounts').to.deep.equal([]);
  });
});

describe("A customer's data: the console's customers", () => {
  it('when an admin lists and searches the customers, then each shows its orders and open orders, in either list form', async () => {
    const c = await customerWithTwoOrders();
    const found = await get(`/api/admin/customers?filter=${encodeURIComponent(JSON.stringify({ q: c.p.lastName }))}`, admin);
    expect(found.status, JSON.stringify(found.body)).to.equal(200);
    expect(found.headers.get('content-range')).to.equal('customers 0-0/1');
    expect(found.headers.get('x-total-count')).to.equal('1');
    expect(found.body).to.have.length(1);
    expect(found.body[0]).to.deep.include({
      id: c.id,
      firstName: c.p.firstName,
      lastName: c.p.lastName,
      email: c.p.email,
      phone: c.p.phone,
      language: 'en',
      closedAt: null,
      closedBy: null,
      ordersCount: 2,
      openOrdersCount: 2,
    });
    const plain = await get(
      `/api/admin/customers?q=${encodeURIComponent(c.p.email.toUpperCase())}&closed=false&_start=0&_end=10&_sort=lastName&_order=ASC`,
      admin,
    );
    expect(plain.status, JSON.stringify(plain.body)).to.equal(200);
    expect(plain.body.map((row: any) => row.id)).to.deep.equal([c.id]);
    expect(plain.headers.get('x-total-count')).to.equal('1');
    expect(ok(await get(`/api/admin/customers?filter=${encodeURIComponent(JSON.stringify({ q: c.p.lastName, closed: true }))}`, admin))).to.deep.equal([]);
    expectError(await get(`/api/admin/customers?filter=${encodeURIComponent(JSON.stringify({ closed: 'maybe' }))}`, admin), 400, ErrorCode.validation);
    expectError(await get('/api/admin/customers?_sort=password', admin), 400, ErrorCode.validation);
    const newest = ok(await get('/api/admin/customers?range=[0,0]', admin));
    expect(newest[0].id, 'newest first').to.equal(c.id);
  });

  it("when an admin opens a customer, then it has its orders newest first; an unknown id or an admin's is 404", async () => {
    const c = await customerWithTwoOrders();
    const detail = ok(await get(`/api/admin/customers/${c.id}`, admin));
    expect(detail.orders.map((o: any) => o.id)).to.deep.equal([...c.orders].reverse());
    const [row] = await sql<{ final_amount: number }>('SELECT final_amount FROM moves WHERE id = $1', [c.orders[1]]);
    expect(detail.orders[0]).to.deep.include({ moveID: c.moveIDs[1], status: 'open', amount: row!.final_amount });
    expect(detail.orders[0].moveDate).to.be.a('number');
    const adminId = ok(await get('/api/profile', admin))._id;
    for (const id of [crypto.randomUUID(), adminId, 'not-an-id']) {
      expectError(await get(`/api/admin/customers/${id}`, admin), 404, ErrorCode.notFound, Messages.customerNotFound);
      expectError(await get(`/api/admin/customers/${id}/export`, admin), 404, ErrorCode.notFound);
      expectError(await post(`/api/admin/customers/${id}/close`, {}, admin), 404, ErrorCode.notFound);
    }
  });

  it('when an admin closes a customer with open orders, then 409 (7033); once cancelled, it closes, says who closed it, and a second close is 409 (7034)', async () => {
    const c = await customerWithTwoOrders();
    expectError(
      await post(`/api/admin/customers/${c.id}/close`, {}, admin),
      409,
      ErrorCode.accountHasOpenOrders,
      formatMessage('accountHasOpenOrders', { moveNumbers: c.moveIDs.join(', ') }),
    );
    for (const id of c.orders)
      ok(await post('/api/admin/add_cancel_reason', { moveDatabaseID: id, cancelReason: 'Customer asked to close the account' }, admin));
    const closed = ok(await post(`/api/admin/customers/${c.id}/close`, {}, admin));
    expect(closed).to.include({
      id: c.id,
      firstName: 'Closed',
      lastName: 'account',
      email: `closed-${c.id}@closed.invalid`,
      phone: '',
      closedBy: 'Admin MoveDay',
      openOrdersCount: 0,
      ordersCount: 2,
    });
    expect(closed.closedAt).to.be.a('number');
    expect(closed.orders.map((o: any) => o.status)).to.deep.equal(['cancelled', 'cancelled']);
    expectError(await post(`/api/admin/customers/${c.id}/close`, {}, admin), 409, ErrorCode.accountAlreadyClosed, Messages.accountAlreadyClosed);
    expectError(await get('/api/profile', c.token), 401, ErrorCode.unauthorized);
    const events = await sql<{ action: string; actor_role: string }>(
      'SELECT action, actor_role FROM move_events WHERE move_id = ANY($1::uuid[]) AND action = $2',
      [c.orders, 'account_closed'],
    );
    expect(events.map((e) => e.actor_role)).to.deep.equal(['admin', 'admin']);
    const order = ok(await get(`/api/admin/orders/${c.orders[0]}`, admin));
    expect(order.history[order.history.length - 1]).to.include({ action: 'account_closed', actorRole: 'admin', actorName: 'Admin MoveDay' });
    expect(order.cancelReason, "an admin's reason is the company's, and stays").to.equal('Customer asked to close the account');
    const listed = ok(await get(`/api/admin/customers?filter=${encodeURIComponent(JSON.stringify({ closed: true, q: `closed-${c.id}` }))}`, admin));
    expect(listed.map((row: any) => row.id)).to.deep.equal([c.id]);
    // An order the console adds for the placeholder address is nobody's: a closed account takes no order.
    const walkIn = ok(
      await post(
        '/api/addorder',
        {
          ...denverDraft(),
          customerDetails: { firstName: 'Walk', lastName: 'In', userEmail: closed.email, userPhone: '3035550100' },
          confirmSaveAdminAction: 'save',
        },
        admin,
      ),
    );
    expect(await sql('SELECT customer_id FROM moves WHERE id = $1', [walkIn.moveDatabaseID])).to.deep.equal([{ customer_id: null }]);
  });
});
