import crypto from 'node:crypto';
import { expect } from 'chai';
import ICAL from 'ical.js';
import { DAY_MS, ErrorCode, Messages, dayToIso, formatMessage, todayIn, weekdayOf } from '@moveday/openapi';
import { baseUrl, call, expectError, get, login, mailbox, post, sql, type ApiAnswer } from '../../../test/support/app.js';
import { bookAsNewCustomer, type BookedCustomer } from '../../../test/support/booking.js';
import { denverDraft, withDraft } from '../../../test/support/drafts.js';
import { ADMIN } from '../../../test/support/hooks.js';
import { addPartner } from '../../../test/support/partners.js';
import { pdfText } from '../../../test/support/pdf.js';
import type { MoveDraft } from '../quotes/index.js';
import { cancelCutoffAt, dayStartIn } from './cancelPolicy.js';
import { checkedFetch } from '../../../test/support/contract.js';

let admin = '';
let crew: { partnerID: string; companyName: string; contactEmail: string };
let otherCrew: { partnerID: string; companyName: string; contactEmail: string };
const INFO = 'info@test.moveday.local';

before(async () => {
  admin = await login(ADMIN.email, ADMIN.password);
  crew = await addPartner(post, admin, 'Selfservice');
  otherCrew = await addPartner(post, admin, 'Othercrew');
});

const ok = (answer: ApiAnswer) => {
  expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
  return answer.body;
};

interface Customer extends BookedCustomer {
  token: string;
}

/** A booked order (open, a fixed price) with its customer signed in; the Denver move unless `edit` changes it. */
async function booked(edit: (draft: MoveDraft) => void = () => undefined): Promise<Customer> {
  const draft = withDraft(edit, denverDraft());
  const order = await bookAsNewCustomer(post, 'selfservice', draft);
  return { ...order, token: await login(order.email, order.password) };
}

const orderPath = (c: Customer, rest: string) => `/api/customer/orders/${c.orderId}/${rest}`;
async function assigned(c: Customer, day = c.preferred[0], partnerID = crew.partnerID) {
  ok(await post('/api/admin/assignpartner', { moveDatabaseID: c.orderId, actualMoveDate: day, partnerDatabaseID: partnerID }, admin));
  // The crew accepts, so the job is theirs (an accepted job is what a change request moves).
  await sql(`UPDATE moves SET assignment_state = 'accepted', offer_deadline = NULL WHERE id = $1`, [c.orderId]);
}

async function completed(c: Customer) {
  await assigned(c);
  await sql(`UPDATE moves SET actual_move_date = (now() AT TIME ZONE time_zone)::date WHERE id = $1`, [c.orderId]);
  ok(await post('/api/admin/change_status', { status: 'completed', moveDatabaseID: c.orderId }, admin));
}

const eventsOf = async (id: string) =>
  await sql<{ action: string; actor_role: string; changes: any }>('SELECT action, actor_role, changes FROM move_events WHERE move_id = $1 ORDER BY id', [id]);
const orderRow = async (id: string) =>
  (
    await sql(
      'SELECT status, final_amount, preferred_date_1::text AS p1, preferred_date_2::text AS p2, actual_move_date::text AS actual, partner_id, assignment_state, cancel_reason FROM moves WHERE id = $1',
      [id],
    )
  )[0];

/** The next Saturday at least two weeks ahead: a weekend costs more. */
const saturdayAhead = () => {
  let day = todayIn('America/Denver') + 14 * DAY_MS;
  while (weekdayOf(day) !== 6) day += DAY_MS;
  return day;
};

describe('After booking: who may touch an order', () => {
  it("when another customer, an admin or nobody calls an order's self-service, then only its customer is answered", async () => {
    const owner = await booked();
    const stranger = await booked();
    const day = saturdayAhead();
    const calls: Array<[string, string, unknown?]> = [
      ['GET', 'options'],
      ['POST', 'reprice', { preferredDateOpt1: day, preferredDateOpt2: day + DAY_MS }],
      ['POST', 'reschedule', { preferredDateOpt1: day, preferredDateOpt2: day + DAY_MS }],
      ['POST', 'changerequests', { preferredDateOpt1: day, preferredDateOpt2: day + DAY_MS }],
      ['POST', `changerequests/${crypto.randomUUID()}/withdraw`, {}],
      ['POST', 'cancel', { reason: 'plansChanged' }],
      ['POST', 'rating', { stars: 5 }],
      ['GET', 'confirmation.pdf'],
      ['GET', 'calendar.ics'],
    ];
    for (const [method, rest, body] of calls) {
      expectError(await call(method, orderPath(owner, rest), body, stranger.token), 404, ErrorCode.notFound);
      expectError(await call(method, orderPath(owner, rest), body, admin), 403, ErrorCode.forbidden);
      expectError(await call(method, orderPath(owner, rest), body), 401, ErrorCode.unauthorized);
    }
    const row = await orderRow(owner.orderId);
    expect(row.status, 'nothing the others tried changed it').to.equal('open');
    expect((await eventsOf(owner.orderId)).map((e) => e.action)).to.deep.equal(['quoted', 'booked']);
    ok(await get(orderPath(owner, 'options'), owner.token));
  });
});

describe('After booking: rescheduling before a partner is assigned', () => {
  it('when the customer prices new dates, then the new price stands beside the old and nothing changes; confirming re-prices the order, records it and mails them', async () => {
    const c = await booked();
    const before = await orderRow(c.orderId);
    const saturday = saturdayAhead();
    const dates = { preferredDateOpt1: saturday, preferredDateOpt2: saturday + DAY_MS };
    const priced = ok(await post(orderPath(c, 'reprice'), dates, c.token));
    expect(priced.currentAmount).to.equal(before.final_amount);
    expect(priced.newAmount, 'a weekend costs more').to.be.greaterThan(priced.currentAmount);
    expect(priced.newAmount).to.equal(Math.ceil((priced.quote.estimateQuotePrice * 90) / 100));
    expect(priced.quote.lines.map((l: { rule: string }) => l.rule)).to.include('weekend');
    expect((await orderRow(c.orderId)).final_amount, 'pricing changes nothing').to.equal(before.final_amount);

    const answer = ok(await post(orderPath(c, 'reschedule'), dates, c.token));
    expect(answer.message).to.equal(Messages.rescheduled);
    expect(answer.order.moveDatePreferences).to.deep.equal(dates);
    expect(answer.order.finalMoveAmount).to.equal(priced.newAmount);
    const after = await orderRow(c.orderId);
    expect([after.p1, after.p2, after.final_amount, after.status]).to.deep.equal([dayToIso(saturday), dayToIso(saturday + DAY_MS), priced.newAmount, 'open']);
    const event = (await eventsOf(c.orderId)).at(-1)!;
    expect([event.action, event.actor_role]).to.deep.equal(['rescheduled', 'customer']);
    expect(event.changes.finalMoveAmount).to.deep.equal({ from: before.final_amount, to: priced.newAmount });
    const mail = await mailbox().waitFor(c.email, (m) => m.subject.startsWith('New dates for your MoveDay move'));
    expect(mail.text).to.include(`$${priced.newAmount.toLocaleString('en-US')}`);
  });

  it("when the dates break the wizard's rules or are the ones it has, then 400 names them and nothing changes", async () => {
    const c = await booked();
    const today = todayIn('America/Denver');
    expectError(
      await post(orderPath(c, 'reschedule'), { preferredDateOpt1: today - DAY_MS, preferredDateOpt2: today + 9 * DAY_MS }, c.token),
      400,
      ErrorCode.validation,
      Messages.dateInPast,
    );
    expectError(
      await post(orderPath(c, 'reschedule'), { preferredDateOpt1: today + 9 * DAY_MS, preferredDateOpt2: today + 9 * DAY_MS }, c.token),
      400,
      ErrorCode.validation,
      Messages.bothDatesSame,
    );
    expectError(
      await post(orderPath(c, 'reschedule'), { preferredDateOpt1: c.preferred[1], preferredDateOpt2: c.preferred[0] }, c.token),
      400,
      ErrorCode.validation,
      Messages.datesUnchanged,
    );
    expectError(
      await post(orderPath(c, 'reschedule'), { preferredDateOpt1: today + 0.5 * DAY_MS, preferredDateOpt2: today + 9 * DAY_MS }, c.token),
      400,
      ErrorCode.validation,
      Messages.notACalendarDay,
    );
    expect((await eventsOf(c.orderId)).map((e) => e.action)).to.deep.equal(['quoted', 'booked']);
  });

  it('when a partner has the job, then rescheduling is refused and points to a change request', async () => {
    const c = await booked();
    await assigned(c);
    const day = saturdayAhead();
    const refused = await post(orderPath(c, 'reschedule'), { preferredDateOpt1: day, preferredDateOpt2: day + DAY_MS }, c.token);
    expectError(
      refused,
      409,
      ErrorCode.illegalTransition,
      'This order is already assigned to a partner: it cannot be rescheduled online. Send a change request instead.',
    );
  });
});

describe('After booking: change requests once a partner has the job', () => {
  const newDates = (offsetWeeks = 3) => {
    const day = saturdayAhead() + offsetWeeks * 7 * DAY_MS - 2 * DAY_MS; // a Thursday
    return { preferredDateOpt1: day, preferredDateOpt2: day + DAY_MS };
  };

  it('when the customer asks, then it is pending on the order, in the list filter, mailed to them and the inbox; a second waits; they can withdraw it once', async () => {
    const c = await booked();
    await assigned(c);
    const dates = newDates();
    const sent = ok(await post(orderPath(c, 'changerequests'), { ...dates, note: 'Our lease starts later' }, c.token));
    expect(sent.message).to.equal(Messages.changeRequestSent);
    expect(sent.options.changeRequest).to.include({ state: 'pending', note: 'Our lease starts later' });
    expect(sent.options.canRequestChange).to.equal(false);
    expect((await orderRow(c.orderId)).p1, 'the order keeps its dates until an admin answers').to.equal(dayToIso(c.preferred[0]));

    const detail = ok(await get(`/api/admin/orders/${c.orderId}`, admin));
    expect(detail.changeRequest).to.include({ state: 'pending' });
    expect(detail.changeRequest.preferredDates).to.deep.equal([dates.preferredDateOpt1, dates.preferredDateOpt2]);
    const pending = ok(await get(`/api/admin/orders?filter=${encodeURIComponent(JSON.stringify({ changeRequest: 'pending', id: [c.orderId] }))}`, admin));
    expect(pending.map((r: { id: string; changeRequestPending: boolean }) => [r.id, r.changeRequestPending])).to.deep.equal([[c.orderId, true]]);
    await mailbox().waitFor(c.email, (m) => m.subject.startsWith('We received your change request'));
    await mailbox().waitFor(INFO, (m) => m.subject.startsWith(`Change request for ${c.moveID}`));

    expectError(await post(orderPath(c, 'changerequests'), newDates(4), c.token), 409, ErrorCode.changeRequestPending, Messages.changeRequestAlreadyPending);
    const withdraw = () => post(orderPath(c, `changerequests/${sent.options.changeRequest.id}/withdraw`), {}, c.token);
    expect(ok(await withdraw()).options.changeRequest.state).to.equal('withdrawn');
    expectError(await withdraw(), 409, ErrorCode.changeRequestClosed, 'This change request is withdrawn already.');
    const none = ok(await get(`/api/admin/orders?filter=${encodeURIComponent(JSON.stringify({ changeRequest: 'pending', id: [c.orderId] }))}`, admin));
    expect(none).to.deep.equal([]);
  });

  it('when two requests are sent at once, then one stands and the other is told one is pending', async () => {
    const c = await booked();
    await assigned(c);
    const answers = await Promise.all([post(orderPath(c, 'changerequests'), newDates(3), c.token), post(orderPath(c, 'changerequests'), newDates(5), c.token)]);
    expect(answers.map((a) => a.status).sort()).to.deep.equal([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body.errorCode).to.equal(ErrorCode.changeRequestPending);
    expect((await sql(`SELECT count(*)::int AS n FROM change_requests WHERE move_id = $1`, [c.orderId]))[0].n).to.equal(1);
  });

  it('when an admin approves keeping the partner, then the order moves to the new day re-priced, the partner and the customer are mailed', async () => {
    const c = await booked();
    await assigned(c);
    const dates = newDates();
    const request = ok(await post(orderPath(c, 'changerequests'), dates, c.token)).options.changeRequest;
    const answer = ok(
      await post(`/api/admin/changerequests/${request.id}/approve`, { actualMoveDate: dates.preferredDateOpt2, partnerDatabaseID: crew.partnerID }, admin),
    );
    expect(answer.message).to.equal(Messages.changeRequestApproved);
    expect(answer.order.changeRequest.state).to.equal('approved');
    const row = await orderRow(c.orderId);
    expect([row.p1, row.p2, row.actual, row.partner_id, row.assignment_state, row.final_amount]).to.deep.equal([
      dayToIso(dates.preferredDateOpt1),
      dayToIso(dates.preferredDateOpt2),
      dayToIso(dates.preferredDateOpt2),
      crew.partnerID,
      'accepted',
      request.newAmount,
    ]);
    expect((await eventsOf(c.orderId)).at(-1)).to.include({ action: 'changeapproved', actor_role: 'admin' });
    await mailbox().waitFor(crew.contactEmail, (m) => m.subject.startsWith(`MoveDay job ${c.moveID} moves to`));
    await mailbox().waitFor(c.email, (m) => m.subject === `Your change to move ${c.moveID} is approved`);
    expectError(await post(`/api/admin/changerequests/${request.id}/decline`, { reason: 'Too late' }, admin), 409, ErrorCode.changeRequestClosed);
  });

  it('when an admin approves with another partner, then the job is offered to it and withdrawn from the first', async () => {
    const c = await booked();
    await assigned(c);
    const dates = newDates(6);
    const request = ok(await post(orderPath(c, 'changerequests'), dates, c.token)).options.changeRequest;
    ok(
      await post(`/api/admin/changerequests/${request.id}/approve`, { actualMoveDate: dates.preferredDateOpt1, partnerDatabaseID: otherCrew.partnerID }, admin),
    );
    const row = await orderRow(c.orderId);
    expect([row.partner_id, row.assignment_state, row.actual]).to.deep.equal([otherCrew.partnerID, 'offered', dayToIso(dates.preferredDateOpt1)]);
    await mailbox().waitFor(crew.contactEmail, (m) => m.subject === `MoveDay job ${c.moveID} is no longer yours`);
    await mailbox().waitFor(otherCrew.contactEmail, (m) => m.subject.startsWith(`MoveDay offers you job ${c.moveID}`));
  });

  it('when the chosen partner does not fit the new day, or no day is given, then the approval is refused and the request stays pending', async () => {
    const c = await booked();
    await assigned(c);
    const dates = newDates(8);
    const request = ok(await post(orderPath(c, 'changerequests'), dates, c.token)).options.changeRequest;
    ok(await post(`/api/admin/partners/${crew.partnerID}/daysoff`, { day: dates.preferredDateOpt1 }, admin));
    const refused = await post(
      `/api/admin/changerequests/${request.id}/approve`,
      { actualMoveDate: dates.preferredDateOpt1, partnerDatabaseID: crew.partnerID },
      admin,
    );
    expectError(refused, 409, ErrorCode.partnerUnfit);
    expectError(
      await post(`/api/admin/changerequests/${request.id}/approve`, { partnerDatabaseID: crew.partnerID }, admin),
      400,
      ErrorCode.validation,
      Messages.approveMoveDayRequired,
    );
    expectError(
      await post(`/api/admin/changerequests/${request.id}/approve`, { actualMoveDate: c.preferred[0], partnerDatabaseID: crew.partnerID }, admin),
      400,
      ErrorCode.validation,
    );
    expect((await sql('SELECT state FROM change_requests WHERE id = $1', [request.id]))[0].state).to.equal('pending');
    expect((await orderRow(c.orderId)).p1).to.equal(dayToIso(c.preferred[0]));
  });

  it('when an admin declines with a reason, then the order stays, the customer is mailed the reason, and a second answer is refused', async () => {
    const c = await booked();
    await assigned(c);
    const request = ok(await post(orderPath(c, 'changerequests'), newDates(), c.token)).options.changeRequest;
    expectError(await post(`/api/admin/changerequests/${request.id}/decline`, {}, admin), 400, ErrorCode.validation, Messages.changeDeclineReasonRequired);
    const answer = ok(await post(`/api/admin/changerequests/${request.id}/decline`, { reason: 'Our crews are fully booked that week.' }, admin));
    expect(answer.order.changeRequest).to.include({ state: 'declined', answer: 'Our crews are fully booked that week.' });
    expect((await orderRow(c.orderId)).p1).to.equal(dayToIso(c.preferred[0]));
    const mail = await mailbox().waitFor(c.email, (m) => m.subject === `We could not make the change to move ${c.moveID}`);
    expect(mail.text).to.include('Our crews are fully booked that week.');
    expectError(
      await post(`/api/admin/changerequests/${request.id}/approve`, { actualMoveDate: request.preferredDates[0], partnerDatabaseID: crew.partnerID }, admin),
      409,
      ErrorCode.changeRequestClosed,
    );
    const options = ok(await get(orderPath(c, 'options'), c.token));
    expect(options.changeRequest).to.include({ state: 'declined' });
    expect(options.canRequestChange).to.equal(true);
  });
});

describe('After booking: the cancellation cut-off', () => {
  it('when the move day begins in Phoenix or Chicago, then the cut-off is 72 real hours before its midnight there, across a change of clocks too', () => {
    expect(new Date(dayStartIn('2026-12-10', 'America/Phoenix')).toISOString()).to.equal('2026-12-10T07:00:00.000Z');
    expect(new Date(dayStartIn('2026-07-10', 'America/Phoenix')).toISOString(), 'Arizona keeps no summer time').to.equal('2026-07-10T07:00:00.000Z');
    expect(new Date(dayStartIn('2026-12-10', 'America/Chicago')).toISOString()).to.equal('2026-12-10T06:00:00.000Z');
    expect(new Date(dayStartIn('2026-07-10', 'America/Chicago')).toISOString()).to.equal('2026-07-10T05:00:00.000Z');
    const move = (day: string, timeZone: string) => ({ actualMoveDate: day, preferredDate1: day, preferredDate2: day, timeZone });
    expect(new Date(cancelCutoffAt(move('2026-12-10', 'America/Phoenix'), 72)).toISOString()).to.equal('2026-12-07T07:00:00.000Z');
    // Clocks went back on 1 November 2026: 72 hours before midnight of the 3rd (CST) is 1:00 CDT on 31 October.
    expect(new Date(cancelCutoffAt(move('2026-11-03', 'America/Chicago'), 72)).toISOString()).to.equal('2026-10-31T06:00:00.000Z');
    // Not fixed yet: the earlier preferred date counts.
    expect(cancelCutoffAt({ actualMoveDate: null, preferredDate1: '2026-12-12', preferredDate2: '2026-12-10', timeZone: 'America/Chicago' }, 72)).to.equal(
      Date.parse('2026-12-07T06:00:00Z'),
    );
  });

  const TUCSON = (d: MoveDraft) => {
    d.pickupTab1.pickUpAddress = { streetaddress: '110 S Church Ave', city: 'Tucson', state: 'AZ', zipcode: '85701' };
    d.dropLocationTab.dropoffAddress = { streetaddress: '255 W Alameda St', city: 'Tucson', state: 'AZ', zipcode: '85701' };
  };
  const DALLAS = (d: MoveDraft) => {
    d.pickupTab1.pickUpAddress = { streetaddress: '1500 Marilla St', city: 'Dallas', state: 'TX', zipcode: '75201' };
    d.dropLocationTab.dropoffAddress = { streetaddress: '200 Texas St', city: 'Fort Worth', state: 'TX', zipcode: '76102' };
  };

  for (const [place, zone, edit] of [
    ['Tucson', 'America/Phoenix', TUCSON],
    ['Dallas', 'America/Chicago', DALLAS],
  ] as const) {
    it(`when a ${place} move is 4 days ahead, then it cancels online; 3 days ahead (its cut-off passed at midnight there), then it is refused with how to reach us`, async () => {
      const today = todayIn(zone);
      const at = (days: number) => (d: MoveDraft) => {
        edit(d);
        d.moveDatePreferences = { preferredDateOpt1: today + days * DAY_MS, preferredDateOpt2: today + (days + 1) * DAY_MS };
      };
      const late = await booked(at(3));
      const refused = await post(orderPath(late, 'cancel'), { reason: 'plansChanged' }, late.token);
      expectError(refused, 409, ErrorCode.cancelCutoffPassed);
      expect(refused.body.errorMessage).to.match(
        /^Online cancellation closed on .*, 72 hours before your move day begins\. To cancel now, call us at .* or email .*\.$/,
      );
      const lateOptions = ok(await get(orderPath(late, 'options'), late.token));
      expect(lateOptions.cancellation).to.include({ allowed: false, refusal: refused.body.errorMessage, cutoffHours: 72 });
      expect(lateOptions.cancellation.cutoffAt).to.equal(dayStartIn(dayToIso(today), zone));
      expect((await orderRow(late.orderId)).status).to.equal('open');

      const early = await booked(at(4));
      const options = ok(await get(orderPath(early, 'options'), early.token));
      expect(options.cancellation).to.include({ allowed: true, refusal: null });
      expect(options.cancellation.cutoffAt).to.equal(dayStartIn(dayToIso(today + DAY_MS), zone));
      const cancelled = ok(await post(orderPath(early, 'cancel'), { reason: 'other', otherReason: 'We are staying after all' }, early.token));
      expect(cancelled.message).to.equal(Messages.cancelledOnline);
      expect(cancelled.order.moveStatus).to.equal('cancelled');
      expect((await orderRow(early.orderId)).cancel_reason).to.equal('We are staying after all');
    });
  }

  it('when an assigned order is cancelled online, then the lifecycle runs: history by the customer, the partner and the inbox told, a pending request closed', async () => {
    const c = await booked((d) => {
      const day = saturdayAhead() + 14 * DAY_MS;
      d.moveDatePreferences = { preferredDateOpt1: day, preferredDateOpt2: day + DAY_MS };
    });
    await assigned(c);
    const day = saturdayAhead() + 28 * DAY_MS;
    ok(await post(orderPath(c, 'changerequests'), { preferredDateOpt1: day, preferredDateOpt2: day + DAY_MS }, c.token));
    expectError(await post(orderPath(c, 'cancel'), { reason: 'nope' }, c.token), 400, ErrorCode.validation, Messages.cancelReasonChoose);
    expectError(await post(orderPath(c, 'cancel'), { reason: 'other' }, c.token), 400, ErrorCode.validation, Messages.cancelOtherReasonRequired);
    const answer = ok(await post(orderPath(c, 'cancel'), { reason: 'anotherMover' }, c.token));
    expect(answer.options.changeRequest.state).to.equal('withdrawn');
    expect(answer.options.cancellation).to.include({ allowed: false, cutoffAt: null });
    const events = await eventsOf(c.orderId);
    expect(events.slice(-2).map((e) => [e.action, e.actor_role])).to.deep.equal([
      ['cancelled', 'customer'],
      ['changeclosed', 'system'],
    ]);
    expect((await orderRow(c.orderId)).cancel_reason).to.equal('I found another mover');
    await mailbox().waitFor(crew.contactEmail, (m) => m.subject === `MoveDay job ${c.moveID} is cancelled`);
    await mailbox().waitFor(INFO, (m) => m.subject === `${c.moveID} cancelled online by the customer`);
    await mailbox().waitFor(c.email, (m) => m.subject === `Your MoveDay move ${c.moveID} is cancelled`);
    expectError(
      await post(orderPath(c, 'cancel'), { reason: 'anotherMover' }, c.token),
      409,
      ErrorCode.illegalTransition,
      'This order is cancelled: it cannot be cancelled online.',
    );
  });
});

describe('After booking: paperwork', () => {
  it('when the customer downloads the confirmation, then the PDF holds the price lines, the discount, the dates, both addresses, the services and the policy', async () => {
    const c = await booked();
    const response = await checkedFetch(`${baseUrl()}${orderPath(c, 'confirmation.pdf')}`, { headers: { authorization: `Bearer ${c.token}` } });
    expect(response.status).to.equal(200);
    expect(response.headers.get('content-type')).to.equal('application/pdf');
    expect(response.headers.get('content-disposition')).to.equal(`attachment; filename="moveday-${c.moveID}-confirmation.pdf"`);
    const text = await pdfText(Buffer.from(await response.arrayBuffer()));
    const [row] = await sql('SELECT final_amount, estimate_amount, price_lines FROM moves WHERE id = $1', [c.orderId]);
    const money = (n: number) => `$${n.toLocaleString('en-US')}`;
    for (const expected of [
      'Order confirmation',
      c.moveID,
      ...row.price_lines.map((line: { label: string }) => line.label.slice(0, 20)),
      '10% booking discount',
      money(row.estimate_amount - row.final_amount),
      'Your price',
      money(row.final_amount),
      '1600 Glenarm Pl',
      '2200 Kearney St',
      'Boxed and Ready to Go',
      'You can cancel online from your order page until 72 hours before your move day begins',
      'online cancellation closes',
    ]) {
      expect(text, expected).to.include(expected);
    }
  });

  it('when the customer downloads the calendar file, then it parses back to all-day events on the preferred dates (one on the move day once fixed)', async () => {
    const c = await booked();
    const parse = async () => {
      const answer = await get(orderPath(c, 'calendar.ics'), c.token);
      expect(answer.status).to.equal(200);
      expect(answer.headers.get('content-type')).to.equal('text/calendar; charset=utf-8');
      return new ICAL.Component(ICAL.parse(answer.body as string)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    };
    const tentative = await parse();
    expect(tentative.map((e) => [e.startDate.toString(), e.startDate.isDate, e.endDate.toString()])).to.deep.equal([
      [dayToIso(c.preferred[0]), true, dayToIso(c.preferred[0] + DAY_MS)],
      [dayToIso(c.preferred[1]), true, dayToIso(c.preferred[1] + DAY_MS)],
    ]);
    expect(tentative[0]!.summary).to.equal(`MoveDay move ${c.moveID}: Denver to Denver (preferred date 1 of 2)`);
    expect(tentative[0]!.location).to.equal('1600 Glenarm Pl, Apt 4, Denver, CO 80202');
    await assigned(c, c.preferred[1]);
    const fixed = await parse();
    expect(fixed.map((e) => e.startDate.toString())).to.deep.equal([dayToIso(c.preferred[1])]);
    expect(fixed[0]!.component.getFirstPropertyValue('status')).to.equal('CONFIRMED');
  });

  it('when a move is booked, then its mail carries the confirmation PDF and the calendar file', async () => {
    const c = await booked();
    const mail = await mailbox().waitFor(c.email, (m) => m.subject === `Your MoveDay move ${c.moveID} is booked`);
    expect(mail.attachments.map((a) => [a.filename, a.contentType])).to.deep.equal([
      [`moveday-${c.moveID}-confirmation.pdf`, 'application/pdf'],
      [`moveday-${c.moveID}.ics`, 'text/calendar'],
    ]);
    expect(await pdfText(mail.attachments[0]!.content)).to.include(c.moveID);
  });
});

describe('After booking: ratings', () => {
  const ratingLinkOf = async (c: Customer) => {
    await sql(`UPDATE pgboss.job SET start_after = now() WHERE name = 'rating-requests' AND data->>'moveId' = $1`, [c.orderId]);
    const mail = await mailbox().waitFor(c.email, (m) => m.subject === `How did your move ${c.moveID} go?`);
    return /\/rate\?token=([\w-]+)/.exec(mail.text)![1]!;
  };

  it('when a move is completed, then the rating request is timed for the next morning where the pickup is', async () => {
    const c = await booked();
    await completed(c);
    const [job] = await sql(`SELECT start_after FROM pgboss.job WHERE name = 'rating-requests' AND data->>'moveId' = $1`, [c.orderId]);
    const tomorrow = dayToIso(todayIn('America/Denver') + DAY_MS);
    expect(new Date(job.start_after).getTime()).to.equal(dayStartIn(tomorrow, 'America/Denver') + 10 * 3_600_000);
  });

  it('when the customer rates through the mailed link, then it works without signing in, once; the order page then shows the rating and refuses another', async () => {
    const c = await booked();
    await completed(c);
    const token = await ratingLinkOf(c);
    const info = ok(await get(`/api/ratings/${token}`));
    expect(info).to.include({ moveID: c.moveID, partnerName: crew.companyName, firstName: 'Mia', rating: null });
    expectError(await post(`/api/ratings/${token}`, { stars: 6 }), 400, ErrorCode.validation, Messages.ratingStarsInvalid);
    const comment = '<b>Great</b> crew <script>alert(1)</script> & fast';
    expect(ok(await post(`/api/ratings/${token}`, { stars: 4, comment })).message).to.equal(Messages.ratingThanks);
    expectError(await post(`/api/ratings/${token}`, { stars: 5 }), 409, ErrorCode.alreadyRated, Messages.alreadyRated);
    expectError(await post(orderPath(c, 'rating'), { stars: 5 }, c.token), 409, ErrorCode.alreadyRated);
    expect(ok(await get(`/api/ratings/${token}`)).rating).to.include({ stars: 4, comment });
    const options = ok(await get(orderPath(c, 'options'), c.token));
    expect(options.rating.canRate).to.equal(false);
    expect(options.rating.given).to.include({ stars: 4, comment });
    expectError(await get(`/api/ratings/${crypto.randomBytes(32).toString('base64url')}`), 404, ErrorCode.notFound, Messages.ratingLinkInvalid);
  });

  it("when a completed move is rated from its page, then the reviews list, the summary and the partner's average count it; an open order cannot be rated", async () => {
    const rater = await addPartner(post, admin, 'Rated');
    const summaryBefore = ok(await get('/api/admin/ratings/summary', admin));
    const rate = async (stars: number) => {
      const c = await booked();
      await assigned(c, c.preferred[0], rater.partnerID);
      await sql(`UPDATE moves SET actual_move_date = (now() AT TIME ZONE time_zone)::date WHERE id = $1`, [c.orderId]);
      ok(await post('/api/admin/change_status', { status: 'completed', moveDatabaseID: c.orderId }, admin));
      ok(await post(orderPath(c, 'rating'), { stars, comment: `Gave ${stars}` }, c.token));
      return c;
    };
    const five = await rate(5);
    await rate(2);
    const summary = ok(await get('/api/admin/ratings/summary', admin));
    expect(summary.total).to.equal(summaryBefore.total + 2);
    expect(summary.counts[4]).to.equal(summaryBefore.counts[4] + 1);
    expect(summary.counts[1]).to.equal(summaryBefore.counts[1] + 1);
    const reviews = await call(
      'GET',
      `/api/admin/reviews?filter=${encodeURIComponent(JSON.stringify({ partnerId: rater.partnerID }))}&sort=${encodeURIComponent('["stars","DESC"]')}`,
      undefined,
      admin,
    );
    expect(reviews.headers.get('content-range')).to.equal('reviews 0-1/2');
    expect(reviews.body.map((r: { stars: number; comment: string; moveID: string }) => [r.stars, r.comment])).to.deep.equal([
      [5, 'Gave 5'],
      [2, 'Gave 2'],
    ]);
    expect(reviews.body[0]).to.include({ id: five.orderId, moveID: five.moveID, partnerName: rater.companyName, customerName: 'Mia Lopez' });
    const partner = ok(await get(`/api/admin/partners/${rater.partnerID}`, admin));
    expect(partner).to.include({ ratingAverage: 3.5, ratingCount: 2 });
    const open = await booked();
    const fits = ok(await get(`/api/admin/assignablepartners?moveDatabaseID=${open.orderId}&actualMoveDate=${open.preferred[0]}`, admin));
    expect(fits.partners.find((p: { partnerID: string }) => p.partnerID === rater.partnerID)).to.include({ ratingAverage: 3.5, ratingCount: 2 });
    expectError(
      await post(orderPath(open, 'rating'), { stars: 5 }, open.token),
      409,
      ErrorCode.illegalTransition,
      'This order is confirmed, with no partner assigned yet: it cannot be rated.',
    );
    expect(formatMessage('ratingCommentTooLong', { max: 1000 })).to.equal(
      (await post(orderPath(five, 'rating'), { stars: 5, comment: 'x'.repeat(1001) }, five.token)).body.errorMessage,
    );
  });

  it('when another customer rates a completed move from the page call, then it is not found', async () => {
    const c = await booked();
    await completed(c);
    const other = await booked();
    expectError(await post(`/api/customer/orders/${c.orderId}/rating`, { stars: 5 }, other.token), 404, ErrorCode.notFound);
    expect(await sql('SELECT 1 FROM ratings WHERE move_id = $1', [c.orderId])).to.deep.equal([]);
  });
});
