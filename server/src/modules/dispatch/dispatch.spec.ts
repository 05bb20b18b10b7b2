import { expect } from 'chai';
import {
  DAY_MS,
  ErrorCode,
  Messages,
  WEEKDAYS,
  dayToIso,
  formatDay,
  formatMessage,
  mondayOf,
  todayIn,
  weekdayOf,
  type MessageKey,
  type MessageParams,
} from '@moveday/openapi';
import { baseUrl, call, expectError, get, login, mailbox, post, queuedMailSubjects, sql } from '../../../test/support/app.js';
import { bookAsNewCustomer } from '../../../test/support/booking.js';
import { denverDraft, withDraft } from '../../../test/support/drafts.js';
import { ADMIN } from '../../../test/support/hooks.js';
import { until } from '../../../test/support/waiting.js';
import { addPartner, partnerSignIn } from '../../../test/support/partners.js';
import { pdfText } from '../../../test/support/pdf.js';
import type { MoveDraft } from '../quotes/index.js';
import { checkedFetch } from '../../../test/support/contract.js';

let admin = '';
const INFO = 'info@test.moveday.local';
const denverToday = () => todayIn('America/Denver');
const text = (key: MessageKey, params?: MessageParams) => formatMessage(key, params);
const when = (day: number) => ({ weekday: WEEKDAYS[weekdayOf(day)]!, date: formatDay(day) });

before(async () => {
  admin = await login(ADMIN.email, ADMIN.password);
});

/**
 * A week of its own, far ahead, for each use: the suite's other tests book on the coming weeks, and
 * the calendar's counts must be this test's alone. Its Monday.
 */
let weeksTaken = 0;
const ownWeek = () => mondayOf(denverToday()) + (40 + 3 * weeksTaken++) * 7 * DAY_MS;

/** A booked, open order whose preferred dates are the given days (the same Denver move unless `edit` changes it). */
async function openOrder(first: number, second = first + DAY_MS, edit: (draft: MoveDraft) => void = () => undefined) {
  const draft = withDraft((d) => {
    d.moveDatePreferences = { preferredDateOpt1: first, preferredDateOpt2: second };
    edit(d);
  }, denverDraft());
  const booked = await bookAsNewCustomer(post, 'dispatchcustomer', draft);
  return { id: booked.orderId, moveID: booked.moveID, preferred: booked.preferred };
}

const FORT_COLLINS = { streetaddress: '200 W Oak St', city: 'Fort Collins', state: 'CO', zipcode: '80521' };
const FORT_COLLINS_SOUTH = { streetaddress: '4700 S College Ave', city: 'Fort Collins', state: 'CO', zipcode: '80525' };
const inFortCollins = (d: MoveDraft) => {
  d.pickupTab1.pickUpAddress = { ...FORT_COLLINS };
  d.dropLocationTab.dropoffAddress = { ...FORT_COLLINS_SOUTH };
};

/** Saves the partner's dispatch fields the way the console does: the whole record back, with them changed. */
async function setFitness(partnerID: string, fitness: Record<string, unknown>) {
  const record = (await get(`/api/admin/partners/${partnerID}`, admin)).body;
  const saved = await call('PUT', `/api/admin/partners/${partnerID}`, { ...record, ...fitness }, admin);
  expect(saved.status, JSON.stringify(saved.body)).to.equal(200);
  return saved.body;
}

const assign = (orderId: string, day: number, partnerID: string) =>
  post('/api/admin/assignpartner', { moveDatabaseID: orderId, actualMoveDate: day, partnerDatabaseID: partnerID }, admin);

async function assigned(orderId: string, day: number, partnerID: string) {
  const answer = await assign(orderId, day, partnerID);
  expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
}

const fitsFor = async (orderId: string, day: number) => {
  const answer = await get(`/api/admin/assignablepartners?moveDatabaseID=${orderId}&actualMoveDate=${day}`, admin);
  expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
  return answer.body as {
    day: number;
    area: string | null;
    partners: Array<{ partnerID: string; fits: boolean; reasons: string[]; used: number; crews: number | null }>;
  };
};

describe('Dispatch: a partner fit for a job', () => {
  it("when a partner is added through the spec's form, then it is not narrowed: every area, no daily limit, no insurance on file, and it fits", async () => {
    const crew = await addPartner(post, admin, 'Open');
    const monday = ownWeek();
    const order = await openOrder(monday);
    const fit = (await fitsFor(order.id, monday)).partners.find((p) => p.partnerID === crew.partnerID)!;
    expect(fit).to.deep.include({ fits: true, reasons: [], used: 0, crews: null });
    await assigned(order.id, monday, crew.partnerID);
  });

  it("when the pickup lies outside the partner's service cities, then the assignment is refused saying where it works, and the dialog's list says the same", async () => {
    const crew = await addPartner(post, admin, 'Northern');
    await setFitness(crew.partnerID, { serviceCities: ['Fort Collins'] });
    const monday = ownWeek();
    const denver = await openOrder(monday);
    const expected = text('partnerUnfitArea', { company: crew.companyName, area: 'Denver', cities: 'Fort Collins' });
    expectError(await assign(denver.id, monday, crew.partnerID), 409, ErrorCode.partnerUnfit, expected);

    const listed = await fitsFor(denver.id, monday);
    expect(listed.area).to.equal('Denver');
    const entry = listed.partners.find((p) => p.partnerID === crew.partnerID)!;
    expect(entry).to.deep.include({ fits: false, reasons: [expected] });
    const fits = listed.partners.map((p) => p.fits);
    expect(fits, 'the fitting partners first').to.deep.equal([...fits].sort((a, b) => Number(b) - Number(a)));

    const fortCollins = await openOrder(monday, monday + DAY_MS, inFortCollins);
    expect((await fitsFor(fortCollins.id, monday)).area).to.equal('Fort Collins');
    await assigned(fortCollins.id, monday, crew.partnerID);
  });

  it('when the partner is off that day, then the assignment is refused; the other preferred date is fine', async () => {
    const crew = await addPartner(post, admin, 'Resting');
    const monday = ownWeek();
    expect((await post(`/api/admin/partners/${crew.partnerID}/daysoff`, { day: monday }, admin)).status).to.equal(200);
    const order = await openOrder(monday);
    expectError(
      await assign(order.id, monday, crew.partnerID),
      409,
      ErrorCode.partnerUnfit,
      text('partnerUnfitDayOff', { company: crew.companyName, ...when(monday) }),
    );
    await assigned(order.id, monday + DAY_MS, crew.partnerID);
  });

  it("when the partner's crews are all taken that day, then the next assignment is refused with the count; a declined offer frees its crew", async () => {
    const crew = await addPartner(post, admin, 'Busy');
    await setFitness(crew.partnerID, { crews: 2 });
    const lead = await partnerSignIn(admin, crew.partnerID, 'busylead');
    const monday = ownWeek();
    const [a, b, c] = [await openOrder(monday), await openOrder(monday), await openOrder(monday)];
    await assigned(a.id, monday, crew.partnerID);
    await assigned(b.id, monday, crew.partnerID);
    expect((await fitsFor(c.id, monday)).partners.find((p) => p.partnerID === crew.partnerID)).to.deep.include({ fits: false, used: 2, crews: 2 });
    expectError(
      await assign(c.id, monday, crew.partnerID),
      409,
      ErrorCode.partnerUnfit,
      text('partnerUnfitCapacity', { company: crew.companyName, ...when(monday), used: 2, crews: 2 }),
    );

    const declined = await post(`/api/partner/jobs/${b.id}/decline`, { reason: 'Truck in the shop' }, lead.token);
    expect(declined.status, JSON.stringify(declined.body)).to.equal(200);
    await assigned(c.id, monday, crew.partnerID);
  });

  it("when the partner's insurance ends before the move day, then the assignment is refused; on its last day it still fits", async () => {
    const crew = await addPartner(post, admin, 'Lapsing');
    const monday = ownWeek();
    await setFitness(crew.partnerID, { insuranceExpires: monday });
    const order = await openOrder(monday, monday + DAY_MS);
    const expected = text('partnerUnfitInsurance', { company: crew.companyName, expiry: formatDay(monday), ...when(monday + DAY_MS) });
    expectError(await assign(order.id, monday + DAY_MS, crew.partnerID), 409, ErrorCode.partnerUnfit, expected);
    await assigned(order.id, monday, crew.partnerID);
  });

  it('when a partner fits nothing, then the reasons are each listed, and the call names the first', async () => {
    const crew = await addPartner(post, admin, 'Unfit');
    const monday = ownWeek();
    await setFitness(crew.partnerID, { serviceCities: ['Tucson'], insuranceExpires: monday - DAY_MS });
    await post(`/api/admin/partners/${crew.partnerID}/daysoff`, { day: monday }, admin);
    const order = await openOrder(monday);
    const entry = (await fitsFor(order.id, monday)).partners.find((p) => p.partnerID === crew.partnerID)!;
    expect(entry.reasons).to.deep.equal([
      text('partnerUnfitArea', { company: crew.companyName, area: 'Denver', cities: 'Tucson' }),
      text('partnerUnfitDayOff', { company: crew.companyName, ...when(monday) }),
      text('partnerUnfitInsurance', { company: crew.companyName, expiry: formatDay(monday - DAY_MS), ...when(monday) }),
    ]);
    expectError(await assign(order.id, monday, crew.partnerID), 409, ErrorCode.partnerUnfit, entry.reasons[0]);
  });

  it('when a job is reassigned, then the new partner must fit too; the same partner on its other day counts the job once', async () => {
    const [first, second] = [await addPartner(post, admin, 'First'), await addPartner(post, admin, 'Second')];
    await setFitness(first.partnerID, { crews: 1 });
    const monday = ownWeek();
    await post(`/api/admin/partners/${second.partnerID}/daysoff`, { day: monday }, admin);
    const order = await openOrder(monday);
    await assigned(order.id, monday, first.partnerID);
    const reassign = (partnerID: string, day: number) =>
      post('/api/admin/reassignpartner', { moveDatabaseID: order.id, actualMoveDate: day, partnerDatabaseID: partnerID, assignmentState: 'offered' }, admin);
    expectError(
      await reassign(second.partnerID, monday),
      409,
      ErrorCode.partnerUnfit,
      text('partnerUnfitDayOff', { company: second.companyName, ...when(monday) }),
    );
    // Its one crew is this very job: offering it again on the other day is no second job.
    expect((await reassign(first.partnerID, monday + DAY_MS)).status).to.equal(200);
  });

  it('when an edit moves an assigned job to a day the partner is off, then it is refused and the order is unchanged', async () => {
    const crew = await addPartner(post, admin, 'Edited');
    const monday = ownWeek();
    const order = await openOrder(monday);
    await assigned(order.id, monday, crew.partnerID);
    const wednesday = monday + 2 * DAY_MS;
    await post(`/api/admin/partners/${crew.partnerID}/daysoff`, { day: wednesday }, admin);
    const detail = (await get(`/api/admin/orders/${order.id}`, admin)).body;
    const draft = withDraft((d) => (d.moveDatePreferences = { preferredDateOpt1: wednesday, preferredDateOpt2: monday + DAY_MS }));
    const edited = await post('/api/admin/editorder', { moveDatabaseID: order.id, residential_details: draft, version: detail.version }, admin);
    expectError(edited, 409, ErrorCode.partnerUnfit, text('partnerUnfitDayOff', { company: crew.companyName, ...when(wednesday) }));
    expect((await get(`/api/admin/orders/${order.id}`, admin)).body).to.include({ actualMoveDate: monday, version: detail.version });
  });

  it("when two admins give the partner's last crew at once, then one wins and the other is told the partner is at capacity", async () => {
    const crew = await addPartner(post, admin, 'Last');
    await setFitness(crew.partnerID, { crews: 1 });
    for (let round = 0; round < 5; round++) {
      const day = ownWeek();
      const [a, b] = [await openOrder(day), await openOrder(day)];
      const answers = await Promise.all([assign(a.id, day, crew.partnerID), assign(b.id, day, crew.partnerID)]);
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses, `round ${round}: ${JSON.stringify(answers.map((x) => x.body))}`).to.deep.equal([200, 409]);
      expectError(
        answers.find((x) => x.status === 409)!,
        409,
        ErrorCode.partnerUnfit,
        text('partnerUnfitCapacityOneCrew', { company: crew.companyName, ...when(day) }),
      );
      const jobs = await sql<{ n: number }>(`SELECT count(*)::int AS n FROM moves WHERE partner_id = $1 AND actual_move_date = $2`, [
        crew.partnerID,
        dayToIso(day),
      ]);
      expect(jobs[0]!.n, 'one job on the day').to.equal(1);
    }
  });
});

describe("Dispatch: a partner's fitness on its record", () => {
  it('when the fields are saved in either form, then both forms answer them; absent on a later edit, they are kept', async () => {
    const crew = await addPartner(post, admin, 'Fields');
    const expires = denverToday() + 200 * DAY_MS;
    const saved = await setFitness(crew.partnerID, {
      serviceCities: ['Denver', 'Colorado Springs'],
      crews: 3,
      licenceNumber: ' USDOT 1234567 ',
      insuranceExpires: expires,
    });
    const fitness = { serviceCities: ['Denver', 'Colorado Springs'], crews: 3, licenceNumber: 'USDOT 1234567', insuranceExpires: expires };
    expect(saved).to.deep.include(fitness);
    expect(saved.partnerDetails).to.deep.include(fitness);

    const spec = await post(
      '/api/partner_details/editpartnerdetail',
      {
        partnerID: crew.partnerID,
        partnerDetails: { companyName: saved.companyName, state: 'CO', city: 'Denver', crews: 4 },
        primaryContact: saved.primaryContact,
        secondaryContact: saved.secondaryContact,
      },
      admin,
    );
    expect(spec.status, JSON.stringify(spec.body)).to.equal(200);
    expect(spec.body.result).to.deep.include({ ...fitness, crews: 4 });
  });

  it('when a dispatch field breaks its rule, then 400 names it with its message and nothing changes', async () => {
    const crew = await addPartner(post, admin, 'Rules');
    const record = (await get(`/api/admin/partners/${crew.partnerID}`, admin)).body;
    // The flat form alone, so the failing fields carry their flat names.
    const flat = Object.fromEntries(Object.entries(record).filter(([key]) => !['partnerDetails', 'primaryContact', 'secondaryContact'].includes(key)));
    const partnerDetails = record.partnerDetails;
    const put = (fields: Record<string, unknown>) => call('PUT', `/api/admin/partners/${crew.partnerID}`, { ...flat, ...fields }, admin);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ serviceCities: ['Phoenix'] }, 'serviceCities', Messages.partnerServiceCityUnknown],
      [{ crews: 0 }, 'crews', Messages.partnerCrewsRange],
      [{ crews: 51 }, 'crews', Messages.partnerCrewsRange],
      [{ crews: 2.5 }, 'crews', Messages.partnerCrewsRange],
      [{ licenceNumber: 'x'.repeat(41) }, 'licenceNumber', Messages.partnerLicenceTooLong],
      [{ insuranceExpires: denverToday() + 3 }, 'insuranceExpires', Messages.notACalendarDay],
      [{ insuranceExpires: denverToday() + 3 * 366 * DAY_MS }, 'insuranceExpires', Messages.dateTooFarAhead],
    ];
    for (const [fields, field, message] of cases) {
      const answer = await put(fields);
      expectError(answer, 400, ErrorCode.validation);
      expect(answer.body.fields, JSON.stringify(fields)).to.deep.equal({ [field]: message });
    }
    const grouped = await put({ partnerDetails: { ...partnerDetails, crews: 0 } });
    expect(grouped.body.fields).to.deep.equal({ 'partnerDetails.crews': Messages.partnerCrewsRange });
    expect((await get(`/api/admin/partners/${crew.partnerID}`, admin)).body).to.deep.include({
      serviceCities: [],
      crews: null,
      licenceNumber: '',
      insuranceExpires: null,
    });
  });

  it('when the partner list is read, then each partner carries its load: moves this week and next, and days at capacity', async () => {
    const crew = await addPartner(post, admin, 'Loaded');
    await setFitness(crew.partnerID, { crews: 1 });
    const monday = mondayOf(denverToday());
    const today = denverToday();
    // Two days of next week (one order each, the partner's one crew), and one this week if a day is left.
    const nextTuesday = monday + 8 * DAY_MS;
    await assigned((await openOrder(nextTuesday)).id, nextTuesday, crew.partnerID);
    await assigned((await openOrder(nextTuesday + DAY_MS)).id, nextTuesday + DAY_MS, crew.partnerID);
    const thisWeek = today + DAY_MS < monday + 7 * DAY_MS ? 1 : 0;
    if (thisWeek) await assigned((await openOrder(today + DAY_MS)).id, today + DAY_MS, crew.partnerID);
    const list = await get(`/api/admin/partners?filter=${encodeURIComponent(JSON.stringify({ q: crew.companyName }))}`, admin);
    expect(list.body).to.have.length(1);
    expect(list.body[0].load).to.deep.equal({ thisWeek, nextWeek: 2, daysAtCapacity: 2 + thisWeek });
  });
});

describe('Dispatch: days off', () => {
  it('when an admin marks days off, then they are listed from today on with who set them; removing one lists the rest', async () => {
    const crew = await addPartner(post, admin, 'Holiday');
    const [a, b] = [denverToday() + 30 * DAY_MS, denverToday() + 31 * DAY_MS];
    await post(`/api/admin/partners/${crew.partnerID}/daysoff`, { day: b }, admin);
    const added = await post(`/api/admin/partners/${crew.partnerID}/daysoff`, { day: a }, admin);
    expect(added.body).to.deep.equal({
      daysOff: [
        { day: a, setBy: 'admin' },
        { day: b, setBy: 'admin' },
      ],
    });
    expect((await post(`/api/admin/partners/${crew.partnerID}/daysoff`, { day: a }, admin)).body.daysOff, 'the same day twice is one day').to.have.length(2);
    const removed = await call('DELETE', `/api/admin/partners/${crew.partnerID}/daysoff/${a}`, undefined, admin);
    expect(removed.body).to.deep.equal({ daysOff: [{ day: b, setBy: 'admin' }] });
  });

  it('when a day off is in the past, no day, or too far ahead, then 400 says so', async () => {
    const crew = await addPartner(post, admin, 'Past');
    const add = (day: unknown) => post(`/api/admin/partners/${crew.partnerID}/daysoff`, { day }, admin);
    expect((await add(denverToday() - DAY_MS)).body.fields).to.deep.equal({ day: Messages.dayOffInPast });
    expect((await add(denverToday() + 5)).body.fields).to.deep.equal({ day: Messages.notACalendarDay });
    expect((await add(denverToday() + 3 * 366 * DAY_MS)).body.fields).to.deep.equal({ day: Messages.dateTooFarAhead });
    expect((await add(denverToday())).status, 'today is fine').to.equal(200);
  });

  it('when the partner has a job that day, then the day off is refused naming the order, to the admin and to the partner in its words', async () => {
    const crew = await addPartner(post, admin, 'Booked');
    const lead = await partnerSignIn(admin, crew.partnerID, 'bookedlead');
    const monday = ownWeek();
    const order = await openOrder(monday);
    await assigned(order.id, monday, crew.partnerID);
    const params = { company: crew.companyName, ...when(monday), moveID: order.moveID };
    expectError(await post(`/api/admin/partners/${crew.partnerID}/daysoff`, { day: monday }, admin), 409, ErrorCode.jobOnDayOff, text('jobOnDayOff', params));
    expectError(
      await post('/api/partner/daysoff', { day: monday }, lead.token),
      409,
      ErrorCode.jobOnDayOff,
      text('jobOnDayOffOwn', { ...when(monday), moveID: order.moveID }),
    );
  });

  it("when a partner takes days off in its own area, then the admins see them as the partner's, and the partner may remove one MoveDay set", async () => {
    const crew = await addPartner(post, admin, 'Own');
    const other = await addPartner(post, admin, 'Other');
    const lead = await partnerSignIn(admin, crew.partnerID, 'ownlead');
    const day = denverToday() + 40 * DAY_MS;
    const taken = await post('/api/partner/daysoff', { day }, lead.token);
    expect(taken.body).to.deep.equal({ daysOff: [{ day, setBy: 'partner' }] });
    await post(`/api/admin/partners/${crew.partnerID}/daysoff`, { day: day + DAY_MS }, admin);
    expect((await get(`/api/admin/partners/${crew.partnerID}/daysoff`, admin)).body.daysOff).to.deep.equal([
      { day, setBy: 'partner' },
      { day: day + DAY_MS, setBy: 'admin' },
    ]);
    expect((await get(`/api/admin/partners/${other.partnerID}/daysoff`, admin)).body.daysOff, 'another partner has none').to.deep.equal([]);
    expect((await call('DELETE', `/api/partner/daysoff/${day + DAY_MS}`, undefined, lead.token)).body.daysOff).to.deep.equal([{ day, setBy: 'partner' }]);
    // Roles both ways.
    expect((await get('/api/partner/daysoff', admin)).status).to.equal(403);
    expect((await get(`/api/admin/partners/${crew.partnerID}/daysoff`, lead.token)).status).to.equal(403);
  });
});

describe("Dispatch: the calendar's range", () => {
  const range = (query: string) => get(`/api/admin/dispatch?${query}`, admin);

  it('when a range is read, then every day has its counts, the moves their calendar columns, and the partners their crews used and days off', async () => {
    const crew = await addPartner(post, admin, 'Calendar');
    await setFitness(crew.partnerID, { crews: 2, serviceCities: ['Denver'] });
    const monday = ownWeek();
    const [a, b] = [await openOrder(monday), await openOrder(monday + DAY_MS)];
    const fortCollins = await openOrder(monday, monday + DAY_MS, inFortCollins);
    await assigned(a.id, monday, crew.partnerID);
    await post(`/api/admin/partners/${crew.partnerID}/daysoff`, { day: monday + 3 * DAY_MS }, admin);
    const quote = await post(
      '/api/residential_details',
      withDraft((d) => (d.moveDatePreferences = { preferredDateOpt1: monday, preferredDateOpt2: monday + DAY_MS })),
    );
    expect(quote.status).to.equal(200);

    const from = dayToIso(monday);
    const to = dayToIso(monday + 6 * DAY_MS);
    const answer = await range(`from=${from}&to=${to}`);
    expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
    const body = answer.body;
    expect(body.days.map((d: { day: string }) => d.day)).to.deep.equal([0, 1, 2, 3, 4, 5, 6].map((i) => dayToIso(monday + i * DAY_MS)));
    expect(body.days.slice(0, 2)).to.deep.equal([
      { day: from, moves: 2, needCrew: 1 },
      { day: dayToIso(monday + DAY_MS), moves: 1, needCrew: 1 },
    ]);
    expect(
      body.moves.map((m: { id: string }) => m.id),
      'by day, quotes never',
    ).to.have.members([a.id, b.id, fortCollins.id]);
    expect(body.moves.find((m: { id: string }) => m.id === a.id)).to.deep.equal({
      id: a.id,
      moveNumber: a.moveID,
      day: from,
      status: 'partnerassigned',
      assignmentState: 'offered',
      area: 'Denver',
      pickupCity: 'Denver',
      dropoffCity: 'Denver',
      customerName: 'Mia Lopez',
      partnerId: crew.partnerID,
      partnerName: crew.companyName,
      preferredDates: [from, dayToIso(monday + DAY_MS)],
    });
    expect(body.moves.find((m: { id: string }) => m.id === fortCollins.id)).to.include({ area: 'Fort Collins', status: 'open', partnerId: null });
    expect(body.partners.find((p: { id: string }) => p.id === crew.partnerID)).to.deep.equal({
      id: crew.partnerID,
      companyName: crew.companyName,
      crews: 2,
      serviceCities: ['Denver'],
      used: { [from]: 1 },
      daysOff: [dayToIso(monday + 3 * DAY_MS)],
    });
  });

  it('when filters are given, then city, partner and status narrow the moves, the counts and the partners', async () => {
    const crew = await addPartner(post, admin, 'Filtered');
    await setFitness(crew.partnerID, { serviceCities: ['Denver'] });
    const monday = ownWeek();
    const [a] = [await openOrder(monday), await openOrder(monday), await openOrder(monday, monday + DAY_MS, inFortCollins)];
    await assigned(a.id, monday, crew.partnerID);
    const week = `from=${dayToIso(monday)}&to=${dayToIso(monday + 6 * DAY_MS)}`;
    const countOf = async (query: string) => {
      const body = (await range(`${week}&${query}`)).body;
      return { moves: body.moves.length, first: body.days[0], partners: body.partners.map((p: { id: string }) => p.id) };
    };
    const byCity = await countOf('city=Fort%20Collins');
    expect(byCity).to.deep.include({ moves: 1, first: { day: dayToIso(monday), moves: 1, needCrew: 1 } });
    expect(byCity.partners, 'a partner serving only Denver is not shown for Fort Collins').to.not.include(crew.partnerID);
    const byPartner = await countOf(`partnerId=${crew.partnerID}`);
    expect(byPartner).to.deep.include({ moves: 1, partners: [crew.partnerID] });
    expect((await countOf('status=open')).moves).to.equal(2);
    expect((await countOf('status=open,partnerassigned&city=Denver')).moves).to.equal(2);
  });

  it('when the browser takes brotli or gzip, then the range comes compressed in it', async () => {
    for (const encoding of ['br', 'gzip']) {
      const response = await checkedFetch(`${baseUrl()}/api/admin/dispatch?from=2026-12-01&to=2026-12-31`, {
        headers: { Authorization: `Bearer ${admin}`, 'Accept-Encoding': encoding },
      });
      expect(response.status).to.equal(200);
      expect(response.headers.get('content-encoding')).to.equal(encoding);
      expect((await response.json()).days).to.have.length(31);
    }
  });

  it('when the range or a filter is wrong, then 400 names it', async () => {
    const cases: Array<[string, string, string]> = [
      ['from=2026-13-01&to=2026-12-31', 'from', Messages.dispatchRangeInvalid],
      ['from=2026-12-31&to=2026-12-01', 'from', Messages.dispatchRangeInvalid],
      ['to=2026-12-31', 'from', Messages.dispatchRangeInvalid],
      ['from=2026-12-01&to=2027-01-12', 'to', text('dispatchRangeTooLong', { max: 42 })],
      ['from=2026-12-01&to=2026-12-31&city=Phoenix', 'city', Messages.dispatchCityInvalid],
      ['from=2026-12-01&to=2026-12-31&status=quoted', 'status', Messages.dispatchStatusInvalid],
      ['from=2026-12-01&to=2026-12-31&partnerId=nope', 'partnerId', Messages.partnerNotFound],
    ];
    for (const [query, field, message] of cases) {
      const answer = await range(query);
      expectError(answer, 400, ErrorCode.validation);
      expect(answer.body.fields, query).to.deep.equal({ [field]: message });
    }
    expect((await range('from=2026-12-01&to=2027-01-11')).status, '42 days is the most').to.equal(200);
  });

  it('when a customer or a partner asks for the calendar, then it is refused', async () => {
    const crew = await addPartner(post, admin, 'Nosy');
    const lead = await partnerSignIn(admin, crew.partnerID, 'nosylead');
    expect((await get('/api/admin/dispatch?from=2026-12-01&to=2026-12-31', lead.token)).status).to.equal(403);
    expect((await get('/api/admin/dispatch?from=2026-12-01&to=2026-12-31')).status).to.equal(401);
  });

  it("when a day's sheet is downloaded, then it is a PDF naming the day's moves by crew, the cancelled ones left out", async () => {
    const crew = await addPartner(post, admin, 'Sheet');
    const monday = ownWeek();
    const [a, b, c] = [await openOrder(monday), await openOrder(monday), await openOrder(monday)];
    await assigned(a.id, monday, crew.partnerID);
    const cancelled = await post('/api/admin/add_cancel_reason', { moveDatabaseID: c.id, cancelReason: 'Stayed put' }, admin);
    expect(cancelled.status).to.equal(200);
    const response = await checkedFetch(`${baseUrl()}/api/admin/dispatch/daysheet?day=${dayToIso(monday)}`, { headers: { Authorization: `Bearer ${admin}` } });
    expect(response.status).to.equal(200);
    expect(response.headers.get('content-type')).to.equal('application/pdf');
    expect(response.headers.get('content-disposition')).to.equal(`attachment; filename="moveday-dispatch-${dayToIso(monday)}.pdf"`);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).to.equal('%PDF-');
    const textOf = await pdfText(bytes);
    expect(textOf).to.include(`Dispatch sheet · ${WEEKDAYS[weekdayOf(monday)]}, ${formatDay(monday)}`);
    expect(textOf).to.include(`${crew.companyName} · 1 move`);
    expect(textOf).to.include(a.moveID).and.include(b.moveID).and.not.include(c.moveID);
    expect(textOf).to.include('Needs a crew');
    expectError(await get('/api/admin/dispatch/daysheet?day=monday', admin), 400, ErrorCode.validation);
  });
});

describe('Dispatch: the insurance reminders', () => {
  const timers = (partnerID: string) =>
    sql<{ daysBefore: number; expires: string; due: boolean; state: string }>(
      `SELECT (data->>'daysBefore')::int AS "daysBefore", data->>'expires' AS expires, start_after <= now() AS due, state::text AS state
         FROM pgboss.job WHERE name = 'insurance-reminders' AND data->>'partnerId' = $1 ORDER BY (data->>'daysBefore')::int DESC`,
      [partnerID],
    );

  it('when the insurance ends in 20 days, then the 30-day reminder goes at once to the partner and the inbox, and the 7-day one waits for its day', async () => {
    const crew = await addPartner(post, admin, 'Insured');
    const expires = denverToday() + 20 * DAY_MS;
    await setFitness(crew.partnerID, { insuranceExpires: expires });
    const subject = `Your insurance on file with MoveDay ends on ${formatDay(expires)}`;
    const mail = await mailbox().waitFor(crew.contactEmail, (m) => m.subject === subject);
    expect(mail.text).to.include(`The insurance MoveDay has on file for ${crew.companyName} ends on ${formatDay(expires)}.`);
    await mailbox().waitFor(INFO, (m) => m.subject === `${crew.companyName}'s insurance ends on ${formatDay(expires)}`);
    const set = await timers(crew.partnerID);
    expect(set.map((t) => [t.daysBefore, t.due])).to.deep.equal([
      [30, true],
      [7, false],
    ]);
    const [seven] = await sql<{ at: string }>(
      `SELECT to_char(start_after AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI') AS at FROM pgboss.job WHERE name = 'insurance-reminders' AND data->>'partnerId' = $1 AND data->>'daysBefore' = '7'`,
      [crew.partnerID],
    );
    expect(seven!.at).to.equal(`${dayToIso(expires - 7 * DAY_MS)} 16:00`);
  });

  it('when the insurance ends in 5 days, then only the 7-day reminder is set; one already past is none', async () => {
    const crew = await addPartner(post, admin, 'Soon');
    await setFitness(crew.partnerID, { insuranceExpires: denverToday() + 5 * DAY_MS });
    expect((await timers(crew.partnerID)).map((t) => t.daysBefore)).to.deep.equal([7]);
    const lapsed = await addPartner(post, admin, 'Lapsed');
    await setFitness(lapsed.partnerID, { insuranceExpires: denverToday() - DAY_MS });
    expect(await timers(lapsed.partnerID)).to.deep.equal([]);
  });

  it("when the insurance is renewed before a reminder's day, then that reminder sends nothing, and the new date gets its own", async () => {
    const crew = await addPartner(post, admin, 'Renewed');
    const first = denverToday() + 60 * DAY_MS;
    await setFitness(crew.partnerID, { insuranceExpires: first });
    const renewed = denverToday() + 400 * DAY_MS;
    await setFitness(crew.partnerID, { insuranceExpires: renewed });
    // The old 30-day timer's day comes: it finds another date on the partner.
    await sql(
      `UPDATE pgboss.job SET start_after = now() WHERE name = 'insurance-reminders' AND data->>'partnerId' = $1 AND data->>'expires' = $2 AND data->>'daysBefore' = '30'`,
      [crew.partnerID, dayToIso(first)],
    );
    await until(
      'the old timer has run',
      async () => (await timers(crew.partnerID)).find((t) => t.expires === dayToIso(first) && t.daysBefore === 30)?.state === 'completed',
    );
    expect(await queuedMailSubjects(crew.contactEmail)).to.deep.equal([]);
    expect((await timers(crew.partnerID)).filter((t) => t.expires === dayToIso(renewed)).map((t) => [t.daysBefore, t.due])).to.deep.equal([
      [30, false],
      [7, false],
    ]);
  });
});
