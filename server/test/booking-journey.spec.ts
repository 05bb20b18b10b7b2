import { expect } from 'chai';
import { ErrorCode, Messages } from '@moveday/openapi';
import type { MoveDraft } from '../src/modules/quotes/index.js';
import { expectError, login, mailbox, post, sql, uniqueEmail, queuedMailSubjects } from './support/app.js';
import { createTestCustomer } from './support/accounts.js';
import { denverDraft, withDraft } from './support/drafts.js';

interface Quoted {
  moveID: string;
  moveDatabaseID: string;
  quote: { estimateQuoteFlag: boolean; estimateQuotePrice: number; bookingPrice: number };
}

async function quote(draft: MoveDraft): Promise<Quoted> {
  const answer = await post('/api/residential_details', draft);
  expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
  return answer.body;
}

const bookMyMove = (moveDetailsID: string, userEmail: string, password = 'journey-pw1') =>
  post('/api/signup_details', {
    moveDetailsID,
    firstName: 'Sam',
    lastName: 'Ortiz',
    userEmail,
    userPhone: '5055550123',
    password,
    confirmPassword: password,
    terms: true,
  });

const moveRow = async (id: string) => (await sql('SELECT status, customer_id, final_amount, booked_at, version FROM moves WHERE id = $1', [id]))[0];
const usersWithEmail = async (email: string) => (await sql('SELECT count(*)::int AS count FROM users WHERE email = $1', [email]))[0].count as number;

const STILL_QUOTED = { status: 'quoted', customer_id: null, final_amount: null, booked_at: null, version: 0 };

/**
 * Makes the last step of booking this one move fail (writing its history), after the account and
 * the move's UPDATE are already written in the transaction: what a crash half-way would leave.
 */
async function breakBookingHistory(moveId: string): Promise<() => Promise<void>> {
  expect(moveId).to.match(/^[0-9a-f-]{36}$/);
  const name = `fail_booking_${moveId.replace(/-/g, '')}`;
  await sql(`CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'history unavailable'; END $$`);
  await sql(
    `CREATE TRIGGER ${name} BEFORE INSERT ON move_events FOR EACH ROW WHEN (NEW.move_id = '${moveId}'::uuid AND NEW.action = 'booked') EXECUTE FUNCTION ${name}()`,
  );
  return async () => {
    await sql(`DROP TRIGGER ${name} ON move_events`);
    await sql(`DROP FUNCTION ${name}()`);
  };
}

describe('Journey: quote, book, follow the order', () => {
  it('when a visitor quotes a Denver move and books it with a new account, then the order is open at 90% of the estimate rounded up, in their list and details', async () => {
    const quoted = await quote(denverDraft());
    expect(quoted.quote.estimateQuoteFlag).to.equal(false);
    const email = uniqueEmail('journey');
    const signup = await bookMyMove(quoted.moveDatabaseID, email);
    expect(signup.body).to.deep.equal({ exist: false, statusCode: 100, moveId: quoted.moveID, errorMessage: '' });

    const token = await login(email, 'journey-pw1');
    const orders = (await post('/api/customer/allorders', { userId: 'whatever' }, token)).body;
    expect(orders).to.have.length(1);
    expect(orders[0]).to.include({ moveID: quoted.moveID, moveDatabaseID: quoted.moveDatabaseID, moveStatus: 'open' });

    const detail = (await post('/api/customer/orderdetail', { moveDatabaseID: orders[0].moveDatabaseID }, token)).body;
    expect(detail).to.include({ moveId: quoted.moveID, moveStatus: 'open' });
    expect(detail.finalMoveAmount).to.equal(Math.ceil((quoted.quote.estimateQuotePrice * 9) / 10));
    expect(detail.finalMoveAmount).to.equal(quoted.quote.bookingPrice);

    const history = await sql('SELECT action, from_status, to_status, actor_role FROM move_events WHERE move_id = $1 ORDER BY id', [quoted.moveDatabaseID]);
    expect(history).to.deep.equal([
      { action: 'quoted', from_status: null, to_status: 'quoted', actor_role: 'visitor' },
      { action: 'booked', from_status: 'quoted', to_status: 'open', actor_role: 'customer' },
    ]);
    const mail = await mailbox().waitFor(email, (m) => m.subject.includes(quoted.moveID));
    expect(mail.text).to.include(`$${quoted.quote.bookingPrice.toLocaleString('en-US')}`);
  });

  it('when the move has an upright piano, then it is booked as estimate_open with the estimate as the final amount', async () => {
    const quoted = await quote(withDraft((d) => (d.pickupTab2.heavyItemsToMove = { uprightpiano: 1 })));
    expect(quoted.quote.estimateQuoteFlag).to.equal(true);
    const email = uniqueEmail('piano');
    expect((await bookMyMove(quoted.moveDatabaseID, email)).body.statusCode).to.equal(100);
    const token = await login(email, 'journey-pw1');
    const [order] = (await post('/api/customer/allorders', {}, token)).body;
    expect(order.moveStatus).to.equal('estimate_open');
    const detail = (await post('/api/customer/orderdetail', { moveDatabaseID: order.moveDatabaseID }, token)).body;
    expect(detail).to.include({ moveStatus: 'estimate_open', finalMoveAmount: quoted.quote.estimateQuotePrice });
    expect(detail.quote).to.deep.equal({ estimateQuoteFlag: true, estimateQuotePrice: quoted.quote.estimateQuotePrice });
  });

  it('when a customer with an account books from the estimate page, then they are told to log in, and after logging in the move is theirs', async () => {
    const customer = await createTestCustomer();
    const quoted = await quote(denverDraft());
    const signup = await bookMyMove(quoted.moveDatabaseID, customer.userEmail);
    expect(signup.body).to.deep.equal({ exist: true, statusCode: 200, moveId: quoted.moveID, errorMessage: Messages.accountExistsLogin });
    const token = await login(customer.userEmail, customer.password);
    expect((await post('/api/customer/allorders', { userId: customer._id }, token)).body).to.deep.equal([]);

    const attached = await post('/api/customer/updatemove', { moveDatabaseID: quoted.moveDatabaseID, userId: customer._id }, token);
    expect(attached.body).to.deep.equal({ exist: true, statusCode: 200, moveId: quoted.moveID });
    const orders = (await post('/api/customer/allorders', { userId: customer._id }, token)).body;
    expect(orders.map((o: { moveID: string }) => o.moveID)).to.deep.equal([quoted.moveID]);
  });

  it('when the customer cancels the "already have an account" dialog, then the pending quote is withdrawn and can no longer be booked', async () => {
    const customer = await createTestCustomer();
    const quoted = await quote(denverDraft());
    expect((await bookMyMove(quoted.moveDatabaseID, customer.userEmail)).body.statusCode).to.equal(200);
    expect((await post('/api/signup_details/cancel_move', { moveDatabaseID: quoted.moveDatabaseID })).body).to.deep.equal({
      error: false,
      message: Messages.pendingMoveCancelled,
    });
    const token = await login(customer.userEmail, customer.password);
    expectError(await post('/api/customer/updatemove', { moveDatabaseID: quoted.moveDatabaseID }, token), 404, ErrorCode.notFound);
  });
});

describe('Journey: a booking that fails half-way leaves nothing behind', () => {
  it('when the booking fails after the account was written, then there is no account, the move is still a quote, no mail, and booking again works', async () => {
    const quoted = await quote(denverDraft());
    const email = uniqueEmail('halfway');
    const repair = await breakBookingHistory(quoted.moveDatabaseID);
    try {
      expectError(await bookMyMove(quoted.moveDatabaseID, email), 500, ErrorCode.internal);
    } finally {
      await repair();
    }
    expect(await usersWithEmail(email)).to.equal(0);
    expect(await moveRow(quoted.moveDatabaseID)).to.deep.equal(STILL_QUOTED);
    expect(await queuedMailSubjects(email)).to.deep.equal([]);

    expect((await bookMyMove(quoted.moveDatabaseID, email)).body.statusCode).to.equal(100);
    expect(await usersWithEmail(email)).to.equal(1);
    expect((await moveRow(quoted.moveDatabaseID)).status).to.equal('open');
  });

  it("when a signed-in customer's booking fails half-way, then the move is still a quote and not among their orders", async () => {
    const customer = await createTestCustomer();
    const token = await login(customer.userEmail, customer.password);
    const quoted = await quote(denverDraft());
    const repair = await breakBookingHistory(quoted.moveDatabaseID);
    try {
      expectError(await post('/api/customer/updatemove', { moveDatabaseID: quoted.moveDatabaseID }, token), 500, ErrorCode.internal);
    } finally {
      await repair();
    }
    expect(await moveRow(quoted.moveDatabaseID)).to.deep.equal(STILL_QUOTED);
    expect((await post('/api/customer/allorders', {}, token)).body).to.deep.equal([]);
  });

  it('when a signup loses the race for a move, then its account is rolled back with it', async () => {
    const quoted = await quote(denverDraft());
    const emails = Array.from({ length: 6 }, () => uniqueEmail('race'));
    const answers = await Promise.all(emails.map((email) => bookMyMove(quoted.moveDatabaseID, email)));
    const winners = emails.filter((_, i) => answers[i]!.status === 200);
    expect(winners).to.have.length(1);
    for (const [i, email] of emails.entries()) {
      if (answers[i]!.status !== 200) expectError(answers[i]!, 409, ErrorCode.moveAlreadyBooked, Messages.moveAlreadyBooked);
      expect(await usersWithEmail(email)).to.equal(email === winners[0] ? 1 : 0);
    }
  });
});
