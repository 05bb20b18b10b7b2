import { expect } from 'chai';
import { ErrorCode, Messages, formatDay } from '@moveday/openapi';
import { expectError, login, mailbox, post, sql, uniqueEmail, queuedMailSubjects } from '../../../test/support/app.js';
import { createTestCustomer } from '../../../test/support/accounts.js';
import { denverDraft, withDraft } from '../../../test/support/drafts.js';
import { ADMIN } from '../../../test/support/hooks.js';
import type { MoveDraft } from '../quotes/index.js';
import { bookingAmount } from '../quotes/index.js';

interface Quoted {
  moveID: string;
  moveDatabaseID: string;
  quote: { estimateQuoteFlag: boolean; estimateQuotePrice: number; bookingPrice: number };
}

async function quoteMove(draft: MoveDraft = denverDraft()): Promise<Quoted> {
  const answer = await post('/api/residential_details', draft);
  expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
  return answer.body;
}

const signupDetails = (moveDetailsID: string, overrides: Record<string, unknown> = {}) => ({
  moveDetailsID,
  firstName: 'Jamie',
  lastName: 'Lee',
  userEmail: uniqueEmail('booker'),
  userPhone: '7205550142',
  password: 'moving-day1',
  confirmPassword: 'moving-day1',
  terms: true,
  ...overrides,
});

const signUp = (details: Record<string, unknown>) => post('/api/signup_details', details);

const moveRow = async (id: string) =>
  (await sql('SELECT status, customer_id, customer_email, final_amount, booked_at, version FROM moves WHERE id = $1', [id]))[0];
const usersWithEmail = async (email: string) =>
  (await sql('SELECT count(*)::int AS count FROM users WHERE email = $1', [email.toLowerCase()]))[0].count as number;

const UNQUOTED = { status: 'quoted', customer_id: null, customer_email: null, final_amount: null, booked_at: null, version: 0 };

describe('bookingAmount', () => {
  it('when the price is fixed, then booking takes 10% off, rounded up to the dollar', () => {
    expect(bookingAmount(1000, false)).to.equal(900);
    expect(bookingAmount(1001, false)).to.equal(901);
    expect(bookingAmount(999, false)).to.equal(900);
  });

  it('when 90% is a whole number of dollars, then that is the amount, not a dollar more', () => {
    expect(bookingAmount(70, false)).to.equal(63);
    for (let estimate = 0; estimate <= 5000; estimate += 10) expect(bookingAmount(estimate, false)).to.equal((estimate / 10) * 9);
  });

  it('when it is a rough estimate, then booking keeps the estimate', () => {
    expect(bookingAmount(1234, true)).to.equal(1234);
  });
});

describe('POST /api/signup_details', () => {
  it('when the email is new, then the account is created, the move booked (open, 90% rounded up) and statusCode 100 comes back', async () => {
    const quoted = await quoteMove();
    const details = signupDetails(quoted.moveDatabaseID);
    const answer = await signUp(details);
    expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
    expect(answer.body).to.deep.equal({ exist: false, statusCode: 100, moveId: quoted.moveID, errorMessage: '' });

    const [user] = await sql('SELECT id, first_name, last_name, phone, user_type FROM users WHERE email = $1', [details.userEmail]);
    expect(user).to.include({ first_name: 'Jamie', last_name: 'Lee', phone: '7205550142', user_type: 'customer' });
    const row = await moveRow(quoted.moveDatabaseID);
    expect(row).to.include({ status: 'open', customer_id: user.id, customer_email: details.userEmail, version: 1 });
    expect(row.final_amount)
      .to.equal(Math.ceil((quoted.quote.estimateQuotePrice * 9) / 10))
      .and.to.equal(quoted.quote.bookingPrice);
    expect(row.booked_at).to.be.instanceOf(Date);
    expect((await post('/api/loginRoute', { loginEmail: details.userEmail, loginPassword: details.password })).status).to.equal(200);
  });

  it('when the quote is a rough estimate, then the move is booked as estimate_open at the estimate itself', async () => {
    const quoted = await quoteMove(withDraft((d) => (d.pickupTab2.heavyItemsToMove = { uprightpiano: 1 })));
    expect(quoted.quote.estimateQuoteFlag).to.equal(true);
    expect((await signUp(signupDetails(quoted.moveDatabaseID))).body.statusCode).to.equal(100);
    expect(await moveRow(quoted.moveDatabaseID)).to.include({ status: 'estimate_open', final_amount: quoted.quote.estimateQuotePrice });
  });

  it('when the move is booked, then its history records who booked it, from quoted to the new status', async () => {
    const quoted = await quoteMove();
    const details = signupDetails(quoted.moveDatabaseID);
    await signUp(details);
    const [user] = await sql('SELECT id FROM users WHERE email = $1', [details.userEmail]);
    const events = await sql('SELECT action, from_status, to_status, actor_role, actor_id FROM move_events WHERE move_id = $1 ORDER BY id', [
      quoted.moveDatabaseID,
    ]);
    expect(events).to.deep.equal([
      { action: 'quoted', from_status: null, to_status: 'quoted', actor_role: 'visitor', actor_id: null },
      { action: 'booked', from_status: 'quoted', to_status: 'open', actor_role: 'customer', actor_id: user.id },
    ]);
  });

  it('when the move is booked, then the customer is mailed a confirmation with the move number, dates, places, price and next step', async () => {
    const draft = denverDraft();
    const quoted = await quoteMove(draft);
    const details = signupDetails(quoted.moveDatabaseID);
    await signUp(details);
    const mail = await mailbox().waitFor(details.userEmail, (m) => m.subject.includes(quoted.moveID));
    expect(mail.subject).to.include('booked');
    expect(mail.text).to.include('Hi Jamie');
    expect(mail.text).to.include(formatDay(draft.moveDatePreferences.preferredDateOpt1)).and.include(formatDay(draft.moveDatePreferences.preferredDateOpt2));
    expect(mail.text).to.match(/\d\d\/\d\d\/\d{4}/);
    expect(mail.text).to.include('1600 Glenarm Pl').and.include('Denver, CO 80202').and.include('Denver, CO 80207');
    expect(mail.text).to.include(`$${quoted.quote.bookingPrice.toLocaleString('en-US')}`);
    expect(mail.text).to.include('/customer/customerorders');
  });

  it('when a rough estimate is booked, then the mail says a specialist calls within 24 hours', async () => {
    const quoted = await quoteMove(withDraft((d) => (d.pickupTab1.pickUpLocationSize = 'More than 5,000 sq.ft.')));
    const details = signupDetails(quoted.moveDatabaseID);
    await signUp(details);
    const mail = await mailbox().waitFor(details.userEmail, (m) => m.subject.includes(quoted.moveID));
    expect(mail.text).to.include('specialist').and.include('24 hours');
    expect(mail.text).to.include(`$${quoted.quote.estimateQuotePrice.toLocaleString('en-US')}`);
  });

  it('when the email already has a customer account, then exist with statusCode 200 comes back and nothing changes', async () => {
    const customer = await createTestCustomer();
    const quoted = await quoteMove();
    const answer = await signUp(
      signupDetails(quoted.moveDatabaseID, {
        userEmail: customer.userEmail.toUpperCase(),
        firstName: 'Other',
        password: 'another-pw',
        confirmPassword: 'another-pw',
      }),
    );
    expect(answer.status).to.equal(200);
    expect(answer.body).to.deep.equal({ exist: true, statusCode: 200, moveId: quoted.moveID, errorMessage: Messages.accountExistsLogin });
    expect(await moveRow(quoted.moveDatabaseID)).to.deep.equal(UNQUOTED);
    expect(await usersWithEmail(customer.userEmail)).to.equal(1);
    const [user] = await sql('SELECT first_name FROM users WHERE email = $1', [customer.userEmail]);
    expect(user.first_name).to.equal('Casey');
    expect(await queuedMailSubjects(customer.userEmail)).to.deep.equal([]);
  });

  it("when the email is an admin's, then statusCode 403 with the admin-account message comes back and nothing changes", async () => {
    const quoted = await quoteMove();
    const [{ count: usersBefore }] = await sql('SELECT count(*)::int AS count FROM users');
    const answer = await signUp(signupDetails(quoted.moveDatabaseID, { userEmail: ADMIN.email }));
    expect(answer.status).to.equal(200);
    expect(answer.body).to.deep.equal({ exist: true, statusCode: 403, moveId: '', errorMessage: Messages.adminEmailCannotBook });
    expect(await moveRow(quoted.moveDatabaseID)).to.deep.equal(UNQUOTED);
    const [{ count: usersAfter }] = await sql('SELECT count(*)::int AS count FROM users');
    expect(usersAfter).to.equal(usersBefore);
  });

  it('when the move is signed up for twice, then the second is refused with 409 and leaves no account behind', async () => {
    const quoted = await quoteMove();
    expect((await signUp(signupDetails(quoted.moveDatabaseID))).body.statusCode).to.equal(100);
    const second = signupDetails(quoted.moveDatabaseID);
    expectError(await signUp(second), 409, ErrorCode.moveAlreadyBooked, Messages.moveAlreadyBooked);
    expect(await usersWithEmail(second.userEmail)).to.equal(0);
    expect((await moveRow(quoted.moveDatabaseID)).version).to.equal(1);
  });

  it('when the move does not exist or the id is malformed, then 404 and no account is made', async () => {
    const unknown = signupDetails('0b6f3a52-3c55-4a8e-9a38-5c1f9d5e0c11');
    expectError(await signUp(unknown), 404, ErrorCode.notFound, Messages.moveNotFound);
    expect(await usersWithEmail(unknown.userEmail)).to.equal(0);
    expectError(await signUp(signupDetails('MD-100001')), 404, ErrorCode.notFound);
  });

  it('when the same new email signs up for two moves at once, then one account books one move and the other gets "already have an account"', async () => {
    const [first, second] = [await quoteMove(), await quoteMove()];
    const email = uniqueEmail('twice');
    const answers = await Promise.all([first, second].map((q) => signUp(signupDetails(q.moveDatabaseID, { userEmail: email }))));
    expect(answers.map((a) => a.status)).to.deep.equal([200, 200]);
    expect(answers.map((a) => a.body.statusCode).sort()).to.deep.equal([100, 200]);
    expect(await usersWithEmail(email)).to.equal(1);
    const statuses = [(await moveRow(first.moveDatabaseID)).status, (await moveRow(second.moveDatabaseID)).status].sort();
    expect(statuses).to.deep.equal(['open', 'quoted']);
  });

  describe("the spec's signup rules, each with the field it names", () => {
    const cases: Array<[string, Record<string, unknown>, string, string]> = [
      ['no first name', { firstName: '' }, 'firstName', Messages.fillMandatoryFields],
      ['a blank last name', { lastName: '   ' }, 'lastName', Messages.fillMandatoryFields],
      ['no email', { userEmail: '' }, 'userEmail', Messages.fillMandatoryFields],
      ['no phone', { userPhone: '' }, 'userPhone', Messages.fillMandatoryFields],
      ['no password', { password: '' }, 'password', Messages.fillMandatoryFields],
      ['no confirmation', { confirmPassword: '' }, 'confirmPassword', Messages.fillMandatoryFields],
      ['no move', { moveDetailsID: '' }, 'moveDetailsID', Messages.fillMandatoryFields],
      ['a digit in the first name', { firstName: 'J4mie' }, 'firstName', Messages.nameCharactersOnly],
      ['punctuation in the last name', { lastName: 'Lee-Smith' }, 'lastName', Messages.nameCharactersOnly],
      ['a 51-letter name', { lastName: 'L'.repeat(51) }, 'lastName', Messages.nameTooLong],
      ['an email without a domain', { userEmail: 'jamie@' }, 'userEmail', Messages.invalidEmail],
      ['an email with a space', { userEmail: 'ja mie@example.com' }, 'userEmail', Messages.invalidEmail],
      ['a 9-digit phone', { userPhone: '720555014' }, 'userPhone', Messages.invalidPhone],
      ['an 11-digit phone', { userPhone: '17205550142' }, 'userPhone', Messages.invalidPhone],
      ['a phone with dashes', { userPhone: '720-555-0142' }, 'userPhone', Messages.invalidPhone],
      ['a 5-character password', { password: 'abc12', confirmPassword: 'abc12' }, 'password', Messages.passwordMinLength],
      ['a 21-character password', { password: 'a'.repeat(21), confirmPassword: 'a'.repeat(21) }, 'password', Messages.passwordMinLength],
      ['a confirmation that differs', { confirmPassword: 'moving-day2' }, 'confirmPassword', Messages.passwordsDoNotMatch],
      ['the terms not accepted', { terms: false }, 'terms', Messages.acceptTerms],
    ];
    for (const [label, overrides, field, message] of cases) {
      it(`when the form has ${label}, then 400 names ${field}: "${message}" and nothing is booked`, async () => {
        const quoted = await quoteMove();
        const details = signupDetails(quoted.moveDatabaseID, overrides);
        const answer = await signUp(details);
        expectError(answer, 400, ErrorCode.validation, message);
        expect(answer.body.fields).to.have.property(field, message);
        if (typeof details.userEmail === 'string' && details.userEmail) expect(await usersWithEmail(details.userEmail)).to.equal(0);
        expect((await moveRow(quoted.moveDatabaseID)).status).to.equal('quoted');
      });
    }

    it("when several rules are broken, then every field is named and the earliest rule's message leads", async () => {
      const answer = await signUp(signupDetails('0b6f3a52-3c55-4a8e-9a38-5c1f9d5e0c11', { firstName: 'J4mie', userPhone: '12', lastName: '', terms: false }));
      expectError(answer, 400, ErrorCode.validation, Messages.fillMandatoryFields);
      expect(answer.body.fields).to.deep.equal({
        lastName: Messages.fillMandatoryFields,
        firstName: Messages.nameCharactersOnly,
        userPhone: Messages.invalidPhone,
        terms: Messages.acceptTerms,
      });
    });

    it('when names, email and phone come with spaces around them and a mixed-case email, then they are kept trimmed and lowercased', async () => {
      const quoted = await quoteMove();
      const email = uniqueEmail('Trim');
      const answer = await signUp(
        signupDetails(quoted.moveDatabaseID, { firstName: '  Mary Ann ', lastName: ' Lee ', userEmail: ` ${email.toUpperCase()} `, userPhone: ' 7205550142 ' }),
      );
      expect(answer.body.statusCode).to.equal(100);
      const [user] = await sql('SELECT first_name, last_name, phone FROM users WHERE email = $1', [email.toLowerCase()]);
      expect(user).to.deep.equal({ first_name: 'Mary Ann', last_name: 'Lee', phone: '7205550142' });
    });

    it('when a field is missing altogether or has the wrong type, then 400 names it', async () => {
      const quoted = await quoteMove();
      const { terms: _terms, ...withoutTerms } = signupDetails(quoted.moveDatabaseID);
      const missing = await signUp(withoutTerms);
      expectError(missing, 400, ErrorCode.validation);
      expect(missing.body.fields).to.have.property('terms');
      const wrongType = await signUp(signupDetails(quoted.moveDatabaseID, { userPhone: 7205550142 }));
      expectError(wrongType, 400, ErrorCode.validation);
      expect(wrongType.body.fields).to.have.property('userPhone');
      expect((await moveRow(quoted.moveDatabaseID)).status).to.equal('quoted');
    });
  });
});

describe('POST /api/customer/updatemove', () => {
  it('when a signed-in customer books a quoted move, then it is theirs, whatever userId the body names', async () => {
    const [customer, other] = [await createTestCustomer({ firstName: 'Robin' }), await createTestCustomer()];
    const token = await login(customer.userEmail, customer.password);
    const quoted = await quoteMove();
    const answer = await post('/api/customer/updatemove', { moveDatabaseID: quoted.moveDatabaseID, userId: other._id }, token);
    expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
    expect(answer.body).to.deep.equal({ exist: true, statusCode: 200, moveId: quoted.moveID });
    expect(await moveRow(quoted.moveDatabaseID)).to.include({
      status: 'open',
      customer_id: customer._id,
      customer_email: customer.userEmail,
      final_amount: quoted.quote.bookingPrice,
    });
    const [event] = await sql(`SELECT actor_id, to_status FROM move_events WHERE move_id = $1 AND action = 'booked'`, [quoted.moveDatabaseID]);
    expect(event).to.deep.equal({ actor_id: customer._id, to_status: 'open' });
    const mail = await mailbox().waitFor(customer.userEmail, (m) => m.subject.includes(quoted.moveID));
    expect(mail.text).to.include('Hi Robin');
  });

  it('when the customer who signed up with an existing email logs in and books, then the move is booked for that account', async () => {
    const customer = await createTestCustomer();
    const quoted = await quoteMove(withDraft((d) => (d.pickupTab2.heavyItemsToMove = { 'safe(over150lbs)': 1 })));
    expect((await signUp(signupDetails(quoted.moveDatabaseID, { userEmail: customer.userEmail }))).body.statusCode).to.equal(200);
    const token = await login(customer.userEmail, customer.password);
    expect((await post('/api/customer/updatemove', { moveDatabaseID: quoted.moveDatabaseID, userId: customer._id }, token)).status).to.equal(200);
    expect(await moveRow(quoted.moveDatabaseID)).to.include({
      status: 'estimate_open',
      customer_id: customer._id,
      final_amount: quoted.quote.estimateQuotePrice,
    });
  });

  it('when the move is already booked, even by the same customer, then 409 and nothing changes', async () => {
    const customer = await createTestCustomer();
    const token = await login(customer.userEmail, customer.password);
    const quoted = await quoteMove();
    expect((await post('/api/customer/updatemove', { moveDatabaseID: quoted.moveDatabaseID }, token)).status).to.equal(200);
    expectError(
      await post('/api/customer/updatemove', { moveDatabaseID: quoted.moveDatabaseID }, token),
      409,
      ErrorCode.moveAlreadyBooked,
      Messages.moveAlreadyBooked,
    );
    const other = await createTestCustomer();
    expectError(
      await post('/api/customer/updatemove', { moveDatabaseID: quoted.moveDatabaseID }, await login(other.userEmail, other.password)),
      409,
      ErrorCode.moveAlreadyBooked,
    );
    expect(await moveRow(quoted.moveDatabaseID)).to.include({ customer_id: customer._id, version: 1 });
  });

  it('when the move does not exist or the id is malformed, then 404', async () => {
    const customer = await createTestCustomer();
    const token = await login(customer.userEmail, customer.password);
    expectError(await post('/api/customer/updatemove', { moveDatabaseID: '0b6f3a52-3c55-4a8e-9a38-5c1f9d5e0c11' }, token), 404, ErrorCode.notFound);
    expectError(await post('/api/customer/updatemove', { moveDatabaseID: 'nope' }, token), 404, ErrorCode.notFound);
  });

  it('when no customer is signed in, then 401; an admin gets 403; the move stays quoted', async () => {
    const quoted = await quoteMove();
    expectError(await post('/api/customer/updatemove', { moveDatabaseID: quoted.moveDatabaseID }), 401, ErrorCode.unauthorized);
    expectError(
      await post('/api/customer/updatemove', { moveDatabaseID: quoted.moveDatabaseID }, await login(ADMIN.email, ADMIN.password)),
      403,
      ErrorCode.forbidden,
    );
    expect(await moveRow(quoted.moveDatabaseID)).to.deep.equal(UNQUOTED);
  });
});

describe('Booking one move from ten requests at once', () => {
  it('when five signups and five signed-in customers book the same move together, then exactly one succeeds and the rest get 409', async function () {
    this.timeout(60_000);
    const quoted = await quoteMove();
    const customers = await Promise.all(Array.from({ length: 5 }, () => createTestCustomer()));
    const tokens = await Promise.all(customers.map((c) => login(c.userEmail, c.password)));
    const signups = Array.from({ length: 5 }, () => signupDetails(quoted.moveDatabaseID));
    const answers = await Promise.all([
      ...signups.map((details) => signUp(details)),
      ...tokens.map((token) => post('/api/customer/updatemove', { moveDatabaseID: quoted.moveDatabaseID }, token)),
    ]);
    const won = answers.filter((a) => a.status === 200);
    expect(won, JSON.stringify(answers.map((a) => a.body))).to.have.length(1);
    for (const lost of answers.filter((a) => a.status !== 200)) expectError(lost, 409, ErrorCode.moveAlreadyBooked, Messages.moveAlreadyBooked);

    const row = await moveRow(quoted.moveDatabaseID);
    expect(row).to.include({ status: 'open', version: 1 });
    const [{ count: bookings }] = await sql(`SELECT count(*)::int AS count FROM move_events WHERE move_id = $1 AND action = 'booked'`, [quoted.moveDatabaseID]);
    expect(bookings).to.equal(1);
    // Signups that lost the race leave no account behind; the winner's, if a signup won, is the move's customer.
    for (const details of signups) {
      const accounts = await usersWithEmail(details.userEmail);
      expect(accounts).to.equal(row.customer_email === details.userEmail ? 1 : 0);
    }
  });
});

describe('POST /api/signup_details/cancel_move', () => {
  it('when the pending move is still a quote, then it is withdrawn: deleted with its history', async () => {
    const quoted = await quoteMove();
    const answer = await post('/api/signup_details/cancel_move', { moveDatabaseID: quoted.moveDatabaseID });
    expect(answer.status).to.equal(200);
    expect(answer.body).to.deep.equal({ error: false, message: Messages.pendingMoveCancelled });
    expect(await sql('SELECT id FROM moves WHERE id = $1', [quoted.moveDatabaseID])).to.have.length(0);
    expect(await sql('SELECT id FROM move_events WHERE move_id = $1', [quoted.moveDatabaseID])).to.have.length(0);
    expectError(await post('/api/signup_details/cancel_move', { moveDatabaseID: quoted.moveDatabaseID }), 404, ErrorCode.notFound);
    expectError(await signUp(signupDetails(quoted.moveDatabaseID)), 404, ErrorCode.notFound);
  });

  it('when the move is already booked, then 409 and the order stays as it was', async () => {
    const quoted = await quoteMove();
    await signUp(signupDetails(quoted.moveDatabaseID));
    const before = await moveRow(quoted.moveDatabaseID);
    expectError(
      await post('/api/signup_details/cancel_move', { moveDatabaseID: quoted.moveDatabaseID }),
      409,
      ErrorCode.moveAlreadyBooked,
      Messages.bookedMoveCannotBeWithdrawn,
    );
    expect(await moveRow(quoted.moveDatabaseID)).to.deep.equal(before);
  });

  it('when the move does not exist or the id is malformed, then 404', async () => {
    expectError(
      await post('/api/signup_details/cancel_move', { moveDatabaseID: '0b6f3a52-3c55-4a8e-9a38-5c1f9d5e0c11' }),
      404,
      ErrorCode.notFound,
      Messages.moveNotFound,
    );
    expectError(await post('/api/signup_details/cancel_move', { moveDatabaseID: "x' OR 1=1 --" }), 404, ErrorCode.notFound);
    expectError(await post('/api/signup_details/cancel_move', {}), 400, ErrorCode.validation);
  });
});
