import crypto from 'node:crypto';
import { expect } from 'chai';
import { DAY_MS, ErrorCode, Messages, WEEKDAYS, dayToIso, formatDay, todayIn, weekdayOf, type OrderStatus } from '@moveday/openapi';
import { call, expectError, login, post, sql, uniqueEmail, type ApiAnswer } from '../../../test/support/app.js';
import { denverDraft, withDraft } from '../../../test/support/drafts.js';
import { ADMIN } from '../../../test/support/hooks.js';

let admin = '';
let adminId = '';
let partner: { partnerID: string; companyName: string };

const PARTNER_NAME = `Mile High Movers ${crypto.randomBytes(3).toString('hex')}`;

before(async () => {
  const signedIn = await post('/api/loginRoute', { loginEmail: ADMIN.email, loginPassword: ADMIN.password });
  admin = signedIn.body.token;
  adminId = signedIn.body.customerDetails._id;
  const added = await post(
    '/api/partner_details',
    {
      partnerDetails: { companyName: PARTNER_NAME, state: 'CO', city: 'Denver' },
      primaryContact: { name: 'Dee Mover', primaryPhone: '3035550199', primaryEmail: 'dee@milehigh.example.com' },
    },
    admin,
  );
  expect(added.status, JSON.stringify(added.body)).to.equal(200);
  partner = added.body.result;
});

interface Order {
  id: string;
  email: string;
  preferred: [number, number];
}

const denverToday = () => todayIn('America/Denver');

/** A quoted move, booked by a new customer unless `book` is false: open at a fixed price, estimate_open for a rough estimate. */
async function bookedOrder(kind: 'fixed' | 'estimate' = 'fixed', book = true): Promise<Order> {
  const draft = kind === 'estimate' ? withDraft((d) => (d.pickupTab2.heavyItemsToMove = { uprightpiano: 1 })) : denverDraft();
  const quoted = await post('/api/residential_details', draft);
  expect(quoted.status, JSON.stringify(quoted.body)).to.equal(200);
  const email = uniqueEmail('lifecycle');
  if (book) {
    const signup = await post('/api/signup_details', {
      moveDetailsID: quoted.body.moveDatabaseID,
      firstName: 'Kim',
      lastName: 'Lifecycle',
      userEmail: email,
      userPhone: '7205550142',
      password: 'moving-day1',
      confirmPassword: 'moving-day1',
      terms: true,
    });
    expect(signup.body.statusCode, JSON.stringify(signup.body)).to.equal(100);
  }
  const { preferredDateOpt1, preferredDateOpt2 } = draft.moveDatePreferences;
  return { id: quoted.body.moveDatabaseID, email, preferred: [preferredDateOpt1!, preferredDateOpt2!] };
}

const confirm = (o: Order, token = admin) => post('/api/admin/change_status', { status: 'open', moveDatabaseID: o.id }, token);
const assign = (o: Order, date = o.preferred[0], partnerID = partner.partnerID, token = admin) =>
  post('/api/admin/assignpartner', { moveDatabaseID: o.id, actualMoveDate: date, partnerDatabaseID: partnerID }, token);
const complete = (o: Order, token = admin) => post('/api/admin/change_status', { status: 'completed', moveDatabaseID: o.id }, token);
const cancel = (o: Order, body: Record<string, unknown> = { cancelReason: 'Customer changed plans' }, token = admin) =>
  post('/api/admin/add_cancel_reason', { moveDatabaseID: o.id, ...body }, token);

const ok = (answer: ApiAnswer) => expect(answer.status, JSON.stringify(answer.body)).to.equal(200);

/** The actual move date, in the order's own time zone: `offset` days from today there. */
async function setActualDate(o: Order, offsetDays: number): Promise<string> {
  const [{ time_zone }] = await sql('SELECT time_zone FROM moves WHERE id = $1', [o.id]);
  const day = dayToIso(todayIn(time_zone) + offsetDays * DAY_MS);
  await sql('UPDATE moves SET actual_move_date = $2 WHERE id = $1', [o.id, day]);
  return day;
}

async function orderIn(status: OrderStatus): Promise<Order> {
  switch (status) {
    case 'quoted':
      return bookedOrder('fixed', false);
    case 'estimate_open':
      return bookedOrder('estimate');
    case 'open':
      return bookedOrder('fixed');
    case 'partnerassigned': {
      const o = await bookedOrder('fixed');
      ok(await assign(o));
      return o;
    }
    case 'completed': {
      const o = await orderIn('partnerassigned');
      await setActualDate(o, 0);
      ok(await complete(o));
      return o;
    }
    case 'cancelled': {
      const o = await bookedOrder('fixed');
      ok(await cancel(o));
      return o;
    }
  }
}

const rowOf = async (id: string) =>
  (
    await sql(
      `SELECT status, version, actual_move_date::text AS actual, partner_id, partner_name, cancel_reason, cancel_date::text AS cancel_date
         FROM moves WHERE id = $1`,
      [id],
    )
  )[0];
const eventsOf = (id: string) =>
  sql('SELECT actor_id, actor_role, action, from_status, to_status, changes FROM move_events WHERE move_id = $1 ORDER BY id', [id]);

type Action = 'confirm' | 'assign' | 'complete' | 'cancel';
const ACTIONS: Record<Action, { run: (o: Order) => Promise<ApiAnswer>; to: OrderStatus; event: string }> = {
  confirm: { run: (o) => confirm(o), to: 'open', event: 'confirmed' },
  assign: { run: (o) => assign(o), to: 'partnerassigned', event: 'partnerassigned' },
  complete: { run: (o) => complete(o), to: 'completed', event: 'completed' },
  cancel: { run: (o) => cancel(o), to: 'cancelled', event: 'cancelled' },
};

/** DESIGN §3: the admin's transitions; everything else is refused. */
const ALLOWED: Record<OrderStatus, Action[]> = {
  quoted: [],
  estimate_open: ['confirm', 'cancel'],
  open: ['assign', 'cancel'],
  partnerassigned: ['complete', 'cancel'],
  completed: [],
  cancelled: [],
};

describe('The order lifecycle: every status × every admin action', () => {
  for (const status of Object.keys(ALLOWED) as OrderStatus[]) {
    for (const action of Object.keys(ACTIONS) as Action[]) {
      const allowed = ALLOWED[status].includes(action);
      it(`when an admin tries to ${action} an order that is ${status}, then ${allowed ? `it becomes ${ACTIONS[action].to}` : 'it is refused with 409'}`, async () => {
        const order = await orderIn(status);
        // A partnerassigned order whose move day has come, so that completing it is only a matter of status.
        if (status === 'partnerassigned') await setActualDate(order, 0);
        const before = await rowOf(order.id);
        const eventsBefore = (await eventsOf(order.id)).length;
        const answer = await ACTIONS[action].run(order);
        const after = await rowOf(order.id);
        const events = await eventsOf(order.id);
        if (allowed) {
          ok(answer);
          expect(answer.body).to.include({ error: false, moveStatus: ACTIONS[action].to });
          expect(answer.body.order).to.include({ moveDatabaseID: order.id, moveStatus: ACTIONS[action].to });
          expect(after.status).to.equal(ACTIONS[action].to);
          expect(after.version).to.equal(before.version + 1);
          expect(events).to.have.length(eventsBefore + 1);
          expect(events.at(-1)).to.include({
            actor_id: adminId,
            actor_role: 'admin',
            action: ACTIONS[action].event,
            from_status: status,
            to_status: ACTIONS[action].to,
          });
          expect(answer.body.order.history.at(-1)).to.include({ action: ACTIONS[action].event, fromStatus: status, toStatus: ACTIONS[action].to });
        } else {
          expectError(answer, 409, ErrorCode.illegalTransition);
          expect(answer.body.errorMessage).to.match(/^This order is [^:]+: it cannot be [^.]+\.( .+)?$/);
          expect(after).to.deep.equal(before);
          expect(events).to.have.length(eventsBefore);
        }
      });
    }
  }

  it('when a completed order is cancelled, then the message names its status', async () => {
    const answer = await cancel(await orderIn('completed'));
    expectError(answer, 409, ErrorCode.illegalTransition, 'This order is completed: it cannot be cancelled.');
  });

  it('when an unconfirmed order is assigned, then the message says to confirm it first', async () => {
    const answer = await assign(await orderIn('estimate_open'));
    expectError(answer, 409, ErrorCode.illegalTransition, 'This order is not confirmed yet: it cannot be assigned to a partner. Confirm it first.');
  });

  it('when the order does not exist, then every action answers 404', async () => {
    const ghost: Order = { id: crypto.randomUUID(), email: '', preferred: [denverToday(), denverToday() + DAY_MS] };
    for (const action of Object.values(ACTIONS)) expectError(await action.run(ghost), 404, ErrorCode.notFound);
    expectError(await confirm({ ...ghost, id: 'MD-100001' }), 404, ErrorCode.notFound);
  });
});

describe('POST /api/admin/change_status', () => {
  it('when an estimate_open order is confirmed, then the answer carries the order and the history who confirmed it', async () => {
    const order = await orderIn('estimate_open');
    const answer = await confirm(order);
    ok(answer);
    expect(answer.body.message).to.equal(Messages.orderConfirmed);
    expect(answer.body.order.history.at(-1)).to.include({ actorRole: 'admin', action: 'confirmed', fromStatus: 'estimate_open', toStatus: 'open' });
    expect(answer.body.order.history.at(-1).actorName).to.be.a('string');
  });

  it('when the target is another status, then 409 says which call does it; when it is no status, then 400', async () => {
    const order = await orderIn('open');
    const cancelled = await post('/api/admin/change_status', { status: 'cancelled', moveDatabaseID: order.id }, admin);
    const tail = 'It sets open (confirm) or completed (mark as complete).';
    expectError(
      cancelled,
      409,
      ErrorCode.illegalTransition,
      `change_status cannot set an order to cancelled: cancel it with a reason with add_cancel_reason. ${tail}`,
    );
    const assigned = await post('/api/admin/change_status', { status: 'partnerassigned', moveDatabaseID: order.id }, admin);
    expectError(
      assigned,
      409,
      ErrorCode.illegalTransition,
      `change_status cannot set an order to partnerassigned: assign a partner with assignpartner. ${tail}`,
    );
    const unconfirmed = await post('/api/admin/change_status', { status: 'estimate_open', moveDatabaseID: order.id }, admin);
    expectError(unconfirmed, 409, ErrorCode.illegalTransition, `change_status cannot set an order to estimate_open. ${tail}`);
    expectError(
      await post('/api/admin/change_status', { status: 'done', moveDatabaseID: order.id }, admin),
      400,
      ErrorCode.validation,
      Messages.statusTargetInvalid,
    );
    expect((await rowOf(order.id)).status).to.equal('open');
  });

  describe('marking complete', () => {
    it("when the actual move date is tomorrow in the pickup's time zone, then it is refused with 409 naming the date", async () => {
      const order = await orderIn('partnerassigned');
      const tomorrow = await setActualDate(order, 1);
      const answer = await complete(order);
      const day = Date.parse(`${tomorrow}T00:00:00Z`);
      expectError(
        answer,
        409,
        ErrorCode.moveDateNotReached,
        `This move is on ${WEEKDAYS[weekdayOf(day)]}, ${formatDay(day)}: it can be marked as complete on that day or later.`,
      );
      expect((await rowOf(order.id)).status).to.equal('partnerassigned');
    });

    it('when the actual move date is today, then it is completed', async () => {
      const order = await orderIn('partnerassigned');
      await setActualDate(order, 0);
      const answer = await complete(order);
      ok(answer);
      expect(answer.body).to.include({ moveStatus: 'completed', message: Messages.orderCompleted });
    });

    it('when the actual move date has passed, then it is completed and the history records that date', async () => {
      const order = await orderIn('partnerassigned');
      const past = await setActualDate(order, -3);
      ok(await complete(order));
      const last = (await eventsOf(order.id)).at(-1);
      expect(last.changes).to.deep.equal({ actualMoveDate: Date.parse(`${past}T00:00:00Z`) });
    });

    it('when "today" differs between time zones, then the pickup\'s time zone decides', async () => {
      // Kiritimati (UTC+14) is always a day or two ahead of Pago Pago (UTC-11).
      const ahead = dayToIso(todayIn('Pacific/Kiritimati'));
      const early = await orderIn('partnerassigned');
      await sql("UPDATE moves SET time_zone = 'Pacific/Pago_Pago', actual_move_date = $2 WHERE id = $1", [early.id, ahead]);
      expectError(await complete(early), 409, ErrorCode.moveDateNotReached);
      const onTime = await orderIn('partnerassigned');
      await sql("UPDATE moves SET time_zone = 'Pacific/Kiritimati', actual_move_date = $2 WHERE id = $1", [onTime.id, ahead]);
      ok(await complete(onTime));
    });
  });
});

describe('POST /api/admin/assignpartner', () => {
  it('when an open order gets a partner on its first preferred date, then the date, partner and partner name are stored and recorded', async () => {
    const order = await orderIn('open');
    const answer = await assign(order);
    ok(answer);
    expect(answer.body).to.include({ error: false, message: Messages.partnerAssigned, moveStatus: 'partnerassigned' });
    expect(answer.body.order).to.include({ actualMoveDate: order.preferred[0], partnerID: partner.partnerID, partnerName: PARTNER_NAME });
    expect(await rowOf(order.id)).to.include({
      status: 'partnerassigned',
      actual: dayToIso(order.preferred[0]),
      partner_id: partner.partnerID,
      partner_name: PARTNER_NAME,
    });
    const entry = (await eventsOf(order.id)).at(-1);
    expect(entry.action).to.equal('partnerassigned');
    expect(entry.changes).to.deep.include({
      partnerID: partner.partnerID,
      partnerName: PARTNER_NAME,
      actualMoveDate: order.preferred[0],
      assignmentState: 'offered',
    });
    expect(entry.changes.offerExpiresAt, "the offer's deadline").to.be.a('number');
  });

  it('when the second preferred date is chosen, then that is the actual move date', async () => {
    const order = await orderIn('open');
    ok(await assign(order, order.preferred[1]));
    expect((await rowOf(order.id)).actual).to.equal(dayToIso(order.preferred[1]));
  });

  it('when the date is not one of the preferred dates, then 400 names both of them and the order stays open', async () => {
    const order = await orderIn('open');
    const answer = await assign(order, order.preferred[1] + DAY_MS);
    expectError(answer, 400, ErrorCode.validation);
    expect(answer.body.fields.actualMoveDate).to.equal(
      `The move date must be one of the two preferred dates: ${formatDay(order.preferred[0])} or ${formatDay(order.preferred[1])}`,
    );
    expectError(await assign(order, order.preferred[0] + 3_600_000), 400, ErrorCode.validation, Messages.notACalendarDay);
    expect((await rowOf(order.id)).status).to.equal('open');
  });

  it('when the partner does not exist, then 404 and the order stays open', async () => {
    const order = await orderIn('open');
    expectError(await assign(order, order.preferred[0], crypto.randomUUID()), 404, ErrorCode.notFound, Messages.partnerNotFound);
    expectError(await assign(order, order.preferred[0], 'nobody'), 404, ErrorCode.notFound, Messages.partnerNotFound);
    expect(await rowOf(order.id)).to.include({ status: 'open', partner_id: null, actual: null });
  });

  it('when five admins assign the same order at once, then exactly one succeeds, the others get 409, and one history entry is written', async () => {
    const order = await orderIn('open');
    const before = await rowOf(order.id);
    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => assign(order, order.preferred[i % 2])));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).to.deep.equal([200, 409, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.status === 409))
      expectError(refused, 409, ErrorCode.illegalTransition, 'This order is already assigned to a partner: it cannot be assigned to a partner.');
    const winner = answers.find((a) => a.status === 200)!;
    const after = await rowOf(order.id);
    expect(after).to.include({ status: 'partnerassigned', version: before.version + 1, actual: dayToIso(winner.body.order.actualMoveDate) });
    expect((await eventsOf(order.id)).filter((e: any) => e.action === 'partnerassigned')).to.have.length(1);
  });

  it('when one admin cancels while another assigns, then exactly one of them wins', async () => {
    const order = await orderIn('open');
    const [assigned, cancelled] = await Promise.all([assign(order), cancel(order)]);
    expect([assigned.status, cancelled.status].sort()).to.deep.equal([200, 409]);
    const row = await rowOf(order.id);
    expect(row.status).to.equal(assigned.status === 200 ? 'partnerassigned' : 'cancelled');
    expect((await eventsOf(order.id)).filter((e: any) => ['partnerassigned', 'cancelled'].includes(e.action))).to.have.length(1);
  });
});

describe('POST /api/admin/add_cancel_reason', () => {
  it('when an order is cancelled without a date, then the reason and today (pickup time zone) are stored and shown', async () => {
    const order = await orderIn('open');
    const answer = await cancel(order, { cancelReason: '  Found a cheaper mover  ' });
    ok(answer);
    expect(answer.body).to.include({ message: Messages.orderCancelled, moveStatus: 'cancelled' });
    expect(answer.body.order).to.include({ cancelReason: 'Found a cheaper mover', moveCancelDate: denverToday() });
    expect(await rowOf(order.id)).to.include({ status: 'cancelled', cancel_reason: 'Found a cheaper mover', cancel_date: dayToIso(denverToday()) });
    expect((await eventsOf(order.id)).at(-1).changes).to.deep.equal({ cancelReason: 'Found a cheaper mover', moveCancelDate: denverToday() });
  });

  it('when the console sends the cancel date, then that day is stored', async () => {
    const order = await orderIn('estimate_open');
    const yesterday = denverToday() - DAY_MS;
    ok(await cancel(order, { cancelReason: 'Duplicate order', moveCancelDate: yesterday }));
    expect((await rowOf(order.id)).cancel_date).to.equal(dayToIso(yesterday));
  });

  it('when a partnerassigned order is cancelled, then it keeps its partner and date for the history', async () => {
    const order = await orderIn('partnerassigned');
    ok(await cancel(order));
    expect(await rowOf(order.id)).to.include({ status: 'cancelled', partner_name: PARTNER_NAME, actual: dayToIso(order.preferred[0]) });
  });

  it('when the reason is missing, blank or over 100 characters, or the date is no calendar day, then 400 and nothing changes', async () => {
    const order = await orderIn('open');
    expectError(await cancel(order, {}), 400, ErrorCode.validation, Messages.cancelReasonRequired);
    expectError(await cancel(order, { cancelReason: '   ' }), 400, ErrorCode.validation, Messages.cancelReasonRequired);
    expectError(await cancel(order, { cancelReason: 'r'.repeat(101) }), 400, ErrorCode.validation, Messages.cancelReasonTooLong);
    expectError(await cancel(order, { cancelReason: 'ok', moveCancelDate: denverToday() + 1 }), 400, ErrorCode.validation, Messages.notACalendarDay);
    expect((await rowOf(order.id)).status).to.equal('open');
    ok(await cancel(order, { cancelReason: 'r'.repeat(100) }));
  });
});

describe('Lifecycle calls and roles', () => {
  it('when a customer calls them, even on their own order, then 403; without a token, 401', async () => {
    const order = await orderIn('estimate_open');
    const token = await login(order.email, 'moving-day1');
    for (const run of [
      confirm,
      (o: Order, t?: string) => assign(o, o.preferred[0], partner.partnerID, t),
      complete,
      (o: Order, t?: string) => cancel(o, undefined, t),
    ]) {
      expectError(await run(order, token), 403, ErrorCode.forbidden);
    }
    for (const path of ['/api/admin/change_status', '/api/admin/assignpartner', '/api/admin/add_cancel_reason']) {
      expectError(await call('POST', path, { moveDatabaseID: order.id }), 401, ErrorCode.unauthorized);
    }
    expect((await rowOf(order.id)).status).to.equal('estimate_open');
  });
});
