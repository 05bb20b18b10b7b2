import crypto from 'node:crypto';
import { expect } from 'chai';
import { DAY_MS, ErrorCode, dayToIso, todayIn, weekdayOf } from '@moveday/openapi';
import { expectError, get, login, post, sql, uniqueEmail, type ApiAnswer } from '../../../test/support/app.js';
import { createTestCustomer } from '../../../test/support/accounts.js';
import { denverDraft, withDraft } from '../../../test/support/drafts.js';
import { ADMIN } from '../../../test/support/hooks.js';
import { recordEvent } from './eventsService.js';
import { WIZARD_FUNNEL } from './dashboardService.js';

let admin = '';
let partnerID = '';

const ok = (answer: ApiAnswer) => {
  expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
  return answer.body;
};

before(async () => {
  admin = await login(ADMIN.email, ADMIN.password);
  const added = await post(
    '/api/partner_details',
    {
      partnerDetails: { companyName: `Dashboard Movers ${crypto.randomBytes(3).toString('hex')}`, state: 'CO', city: 'Denver' },
      primaryContact: { name: 'Dana Board', primaryPhone: '3035550177', primaryEmail: 'dana@dashboard.example.com' },
    },
    admin,
  );
  partnerID = ok(added).result.partnerID;
});

interface Made {
  id: string;
  finalAmount: number;
  preferred: number;
}

/** A visitor's quote, booked by a new customer unless `book` is false. */
async function quoted(options: { estimate?: boolean; book?: boolean } = {}): Promise<Made> {
  const draft = options.estimate ? withDraft((d) => (d.pickupTab2.heavyItemsToMove = { uprightpiano: 1 })) : denverDraft();
  const quote = ok(await post('/api/residential_details', draft));
  if (options.book !== false) {
    const signup = await post('/api/signup_details', {
      moveDetailsID: quote.moveDatabaseID,
      firstName: 'Dash',
      lastName: 'Board',
      userEmail: uniqueEmail('dashboard'),
      userPhone: '7205550100',
      password: 'moving-day1',
      confirmPassword: 'moving-day1',
      terms: true,
    });
    expect(signup.body.statusCode, JSON.stringify(signup.body)).to.equal(100);
  }
  const [row] = await sql('SELECT final_amount FROM moves WHERE id = $1', [quote.moveDatabaseID]);
  return { id: quote.moveDatabaseID, finalAmount: row.final_amount ?? 0, preferred: draft.moveDatePreferences.preferredDateOpt1! };
}

/** An order an admin added: confirmed (open) or saved (estimate_open). */
async function added(mode: 'save' | 'confirm'): Promise<Made> {
  const draft = denverDraft();
  const body = ok(
    await post(
      '/api/addorder',
      {
        ...draft,
        customerDetails: { firstName: 'Addy', lastName: 'Board', userEmail: uniqueEmail('added'), userPhone: '7205550101' },
        confirmSaveAdminAction: mode,
      },
      admin,
    ),
  );
  return { id: body.moveDatabaseID, finalAmount: body.finalMoveAmount, preferred: draft.moveDatePreferences.preferredDateOpt1! };
}

const assign = async (m: Made) =>
  ok(await post('/api/admin/assignpartner', { moveDatabaseID: m.id, actualMoveDate: m.preferred, partnerDatabaseID: partnerID }, admin));
const cancel = async (m: Made) => ok(await post('/api/admin/add_cancel_reason', { moveDatabaseID: m.id, cancelReason: 'Plans changed' }, admin));
async function complete(m: Made) {
  await assign(m);
  // The move day has to have come for Mark As Complete: today in the order's own time zone.
  const [{ time_zone }] = await sql('SELECT time_zone FROM moves WHERE id = $1', [m.id]);
  await sql('UPDATE moves SET actual_move_date = $2 WHERE id = $1', [m.id, dayToIso(todayIn(time_zone))]);
  ok(await post('/api/admin/change_status', { status: 'completed', moveDatabaseID: m.id }, admin));
}

const dashboard = async () => ok(await get('/api/admin/dashboard', admin));

const DASHBOARD_CALLS = [
  'currentorders',
  'totalusers',
  'pastorders',
  'conversionrate',
  'fetchopenordertotalamount',
  'fetchpastordertotalamount',
  'dashboard',
] as const;

describe('The dashboard figures (GET /api/admin/dashboard and the six spec calls)', () => {
  it('when orders reach every status, then each figure moves by exactly what its definition says', async () => {
    const before = await dashboard();

    await quoted({ book: false });
    await quoted({ book: false });
    const estimateOpen = await quoted({ estimate: true });
    const open = await quoted();
    const assigned = await quoted();
    await assign(assigned);
    const completed = await quoted();
    await complete(completed);
    const cancelled = await quoted();
    await cancel(cancelled);
    const addedOpen = await added('confirm');
    const addedCancelled = await added('save');
    await cancel(addedCancelled);

    const after = await dashboard();
    const delta = (key: string) => after[key] - before[key];
    // Seven visitors' quotes, five of them booked; the admin's two orders are nobody's conversion.
    expect(delta('quotedMoves')).to.equal(7);
    expect(delta('bookedMoves')).to.equal(5);
    // Unassigned: estimate_open and open (two customer orders, one admin order); assigned: partnerassigned.
    expect(delta('partnerUnassignedCount')).to.equal(3);
    expect(delta('partnerAssignedCount')).to.equal(1);
    expect(delta('currentOrderCount')).to.equal(4);
    expect(delta('completedCount')).to.equal(1);
    expect(delta('cancelledCount')).to.equal(2);
    expect(delta('pastOrderCount')).to.equal(3);
    expect(delta('openOrderTotalAmount')).to.equal(estimateOpen.finalAmount + open.finalAmount + assigned.finalAmount + addedOpen.finalAmount);
    expect(delta('pastOrderTotalAmount')).to.equal(completed.finalAmount);
    // Five signups made five customer accounts; Add Order makes none.
    expect(delta('totalUsers')).to.equal(5);
    // Every booking and every added order falls in the current week, the series' last.
    expect(after.bookingsPerWeek.at(-1).count - before.bookingsPerWeek.at(-1).count).to.equal(7);
    expect(estimateOpen.finalAmount).to.be.greaterThan(0);
  });

  it('when the figures are read one call at a time, then they agree with the all-at-once answer', async () => {
    const all = await dashboard();
    const parts = Object.assign({}, ...(await Promise.all(DASHBOARD_CALLS.slice(0, 6).map(async (call) => ok(await get(`/api/admin/${call}`, admin))))));
    for (const [key, value] of Object.entries(parts)) expect(all[key], key).to.equal(value);
    expect(Object.keys(parts)).to.include.members([
      'partnerUnassignedCount',
      'partnerAssignedCount',
      'totalUsers',
      'completedCount',
      'cancelledCount',
      'conversionRate',
      'openOrderTotalAmount',
      'pastOrderTotalAmount',
    ]);
  });

  it('when the conversion rate is read, then it is booked quotes / quotes x 100 with one decimal, and the counts match the database', async () => {
    const rate = ok(await get('/api/admin/conversionrate', admin));
    const [db] = await sql(
      `SELECT count(DISTINCT m.id)::int AS quoted, count(DISTINCT m.id) FILTER (WHERE m.booked_at IS NOT NULL)::int AS booked
         FROM moves m JOIN move_events e ON e.move_id = m.id AND e.action = 'quoted'`,
    );
    expect(rate).to.deep.equal({
      quotedMoves: db.quoted,
      bookedMoves: db.booked,
      conversionRate: Math.round((db.booked / db.quoted) * 1000) / 10,
    });
  });

  it('when the figures are read, then each matches its definition over the whole database', async () => {
    const all = await dashboard();
    const [db] = await sql(
      `SELECT count(*) FILTER (WHERE status IN ('estimate_open', 'open'))::int AS unassigned,
              count(*) FILTER (WHERE status = 'partnerassigned')::int AS assigned,
              count(*) FILTER (WHERE status = 'completed')::int AS completed,
              count(*) FILTER (WHERE status = 'cancelled')::int AS cancelled,
              COALESCE(sum(final_amount) FILTER (WHERE status IN ('estimate_open', 'open', 'partnerassigned')), 0)::int AS open_amount,
              COALESCE(sum(final_amount) FILTER (WHERE status = 'completed'), 0)::int AS past_amount,
              (SELECT count(*)::int FROM users WHERE user_type = 'customer') AS customers
         FROM moves`,
    );
    expect(all).to.include({
      partnerUnassignedCount: db.unassigned,
      partnerAssignedCount: db.assigned,
      completedCount: db.completed,
      cancelledCount: db.cancelled,
      openOrderTotalAmount: db.open_amount,
      pastOrderTotalAmount: db.past_amount,
      totalUsers: db.customers,
    });
  });

  it('when bookings fall in different weeks, then each counts in its own Monday-to-Sunday week of the last 12, and older ones in none', async () => {
    const threeWeeksAgo = await quoted();
    const longAgo = await quoted();
    const today = todayIn('America/Denver');
    const monday = today - ((weekdayOf(today) + 6) % 7) * DAY_MS;
    const before = await dashboard();
    // Noon in Denver, three weeks before this week's Monday; and 13 weeks before it, out of the series.
    await sql(`UPDATE moves SET booked_at = ($2::date + time '12:00') AT TIME ZONE 'America/Denver' WHERE id = $1`, [
      threeWeeksAgo.id,
      dayToIso(monday - 21 * DAY_MS),
    ]);
    await sql(`UPDATE moves SET booked_at = ($2::date + time '12:00') AT TIME ZONE 'America/Denver' WHERE id = $1`, [
      longAgo.id,
      dayToIso(monday - 91 * DAY_MS),
    ]);
    const after = await dashboard();

    expect(after.bookingsPerWeek).to.have.length(12);
    expect(after.bookingsPerWeek.map((w: { weekStart: number }) => w.weekStart)).to.deep.equal(
      Array.from({ length: 12 }, (_, i) => monday - (11 - i) * 7 * DAY_MS),
    );
    const counts = (answer: any) => answer.bookingsPerWeek.map((w: { count: number }) => w.count);
    const change = counts(after).map((n: number, i: number) => n - counts(before)[i]);
    expect(change).to.deep.equal([0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, -2]);
    expect(after.bookingsPerWeek[8].amount - before.bookingsPerWeek[8].amount).to.equal(threeWeeksAgo.finalAmount);
  });

  it('when visitors go through the wizard, then the funnel counts the page views of each step of the last 30 days, in wizard order', async () => {
    const before = await dashboard();
    expect(before.funnel.map((s: { step: string; label: string }) => [s.step, s.label])).to.deep.equal(WIZARD_FUNNEL.map((s) => [s.step, s.label]));
    const reached = [5, 4, 4, 3, 3, 2, 2, 1];
    for (const [i, step] of WIZARD_FUNNEL.entries()) {
      for (let n = 0; n < reached[i]!; n++) await recordEvent({ type: 'pageview', name: step.step, path: '/getaquotetabs' });
    }
    // A click of the same name, and a page view 31 days old, count for nothing.
    await recordEvent({ type: 'click', name: '/getaquotetabs', path: '/getaquotetabs' });
    await sql(`INSERT INTO events (type, name, path, occurred_at) VALUES ('pageview', '/getaquotetabs', '/getaquotetabs', now() - interval '31 days')`);
    const after = await dashboard();
    expect(after.funnel.map((s: { count: number }, i: number) => s.count - before.funnel[i].count)).to.deep.equal(reached);
  });
});

describe('Dashboard calls are for admins only', () => {
  for (const call of DASHBOARD_CALLS) {
    it(`when GET /api/admin/${call} comes without a token, then 401; from a customer, then 403`, async () => {
      expectError(await get(`/api/admin/${call}`), 401, ErrorCode.unauthorized);
      const customer = await createTestCustomer();
      expectError(await get(`/api/admin/${call}`, await login(customer.userEmail, customer.password)), 403, ErrorCode.forbidden);
    });
  }
});
