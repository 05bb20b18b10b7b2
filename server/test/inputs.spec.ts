import crypto from 'node:crypto';
import { expect } from 'chai';
import { DAY_MS, ErrorCode, HEAVY_ITEMS, Messages, ROOMS, Ranges, isoToDay, latestDay, todayIn } from '@moveday/openapi';
import type { MoveDraft } from '../src/modules/quotes/index.js';
import { call, expectError, get, login, post, sql, uniqueEmail, type ApiAnswer } from './support/app.js';
import { denverDraft, withDraft } from './support/drafts.js';
import { ADMIN } from './support/hooks.js';

/**
 * Issue 13, items 1 and 2: text PostgreSQL cannot store and numbers or dates beyond any plausible
 * move answer a 400 naming the field (the catalogue's rules: `openapi/src/text.ts`, `Ranges`,
 * `DateWindow`), never a 500, and nothing is stored.
 */

const UNSTORABLE: ReadonlyArray<[string, string]> = [
  ['a NUL', 'Main\u0000St'],
  ['a lone surrogate', 'Main \ud83d St'],
  ['a control character (ESC)', 'Main\u001bSt'],
];

type Json = Record<string, unknown>;

/** The path of every string in a body, as the error model names fields: `pickupTab1.pickUpAddress.city`. */
function stringPaths(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return [path];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => stringPaths(child, path ? `${path}.${key}` : key));
}

function withValueAt<T>(body: T, path: string, value: unknown): T {
  const copy = structuredClone(body) as Json;
  const keys = path.split('.');
  const last = keys.pop()!;
  (keys.reduce((node, key) => node[key] as Json, copy) as Json)[last] = value;
  return copy as T;
}

const today = () => todayIn('America/Denver');
const latest = () => latestDay(today());
const YEAR_9999 = Date.UTC(9999, 0, 1);
/** The last instant a JavaScript Date can hold, a calendar day; and the day after it, which no Date can. */
const LAST_DATE = 8.64e15;
const BEYOND_DATES = LAST_DATE + DAY_MS;

const customer = () => ({ firstName: 'Ana', lastName: 'Ruiz', userEmail: uniqueEmail('ana'), userPhone: '3035550123' });
const countMoves = async () => (await sql('SELECT count(*)::int AS count FROM moves'))[0].count as number;

let admin = '';
before(async () => {
  admin = await login(ADMIN.email, ADMIN.password);
});

function expectField(answer: ApiAnswer, field: string, message: string, context = ''): void {
  expectError(answer, 400, ErrorCode.validation);
  expect(answer.body.fields, `${context} ${JSON.stringify(answer.body)}`).to.have.property(field, message);
}

/** Every string of the body, each spoiled each way: 400 naming that very field. */
async function expectEveryTextFieldGuarded(send: (body: Json) => Promise<ApiAnswer>, body: Json): Promise<void> {
  const paths = stringPaths(body);
  expect(paths.length).to.be.greaterThan(0);
  for (const path of paths) {
    for (const [kind, text] of UNSTORABLE) {
      expectField(await send(withValueAt(body, path, text)), path, Messages.textNotStorable, `${kind} in ${path}:`);
    }
  }
}

async function addedOrder(draft: MoveDraft = denverDraft()): Promise<{ id: string; version: number }> {
  const answer = await post('/api/addorder', { ...draft, customerDetails: customer(), confirmSaveAdminAction: 'confirm' }, admin);
  expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
  const order = await get(`/api/admin/orders/${answer.body.moveDatabaseID}`, admin);
  return { id: answer.body.moveDatabaseID, version: order.body.version };
}

describe('Text the database cannot store', () => {
  it('when any text field of a quote holds a NUL, a lone surrogate or a control character, then 400 names that field and no move is stored', async () => {
    const before = await countMoves();
    const draft = withDraft((d) => {
      d.pickupTab2.moversWillNeedToNavigate['other(pleaseexplain)'] = true;
      d.pickupTab2.otherDesc = 'A narrow gate';
      d.dropLocationTab.moversWillNeedToNavigate['other(pleaseexplain)'] = true;
      d.dropLocationTab.otherDesc = 'A steep drive';
    });
    await expectEveryTextFieldGuarded((body) => post('/api/residential_details', body), draft as unknown as Json);
    expect(await countMoves()).to.equal(before);
  });

  it('when a key of the draft holds a NUL, then 400 names the object that holds it', async () => {
    const draft = withDraft((d) => (d.pickupTab2.heavyItemsToMove = { 'upright\u0000piano': 1 }));
    expectField(await post('/api/residential_details', draft), 'pickupTab2.heavyItemsToMove', Messages.textNotStorable);
  });

  it('when any text field of Add Order holds one, then 400 names it and no order is stored', async () => {
    const before = await countMoves();
    const body = { ...denverDraft(), customerDetails: customer(), confirmSaveAdminAction: 'confirm', finalMoveAmount: '1500' };
    await expectEveryTextFieldGuarded((b) => post('/api/addorder', b, admin), body as unknown as Json);
    expect(await countMoves()).to.equal(before);
  });

  it("when any text field of the spec's edit (POST /api/admin/editorder) or the console's PUT holds one, then 400 names it and the order is unchanged", async () => {
    const order = await addedOrder();
    const [before] = await sql('SELECT draft, version FROM moves WHERE id = $1', [order.id]);
    await expectEveryTextFieldGuarded((b) => post('/api/admin/editorder', b, admin), {
      moveDatabaseID: order.id,
      residential_details: denverDraft(),
      customerDetails: customer(),
      finalMoveAmount: '1500',
    } as unknown as Json);
    await expectEveryTextFieldGuarded((b) => call('PUT', `/api/admin/orders/${order.id}`, b, admin), {
      ...denverDraft(),
      customerDetails: customer(),
      finalMoveAmount: '1500',
    } as unknown as Json);
    const [after] = await sql('SELECT draft, version FROM moves WHERE id = $1', [order.id]);
    expect(after).to.deep.equal(before);
  });

  it('when any text field of an enquiry holds one, then 400 names it and nothing is stored', async () => {
    const home = {
      selectOption: 'Moving-Services',
      firstName: 'Sam',
      lastName: 'Lee',
      phone: '7205550199',
      email: uniqueEmail('visitor'),
      comment: 'Pianos?',
      notification: true,
    };
    const commercial = {
      fromlocation: 'Denver',
      tolocation: 'Boulder',
      firstname: 'Dana',
      lastname: 'Reyes',
      useremail: uniqueEmail('office'),
      userphone: '3035550100',
      moredesc: 'Desks',
    };
    await expectEveryTextFieldGuarded((b) => post('/api/enquirydetails', b), home);
    await expectEveryTextFieldGuarded((b) => post('/api/commercial_details', b), commercial);
    const stored = await sql('SELECT count(*)::int AS count FROM enquiries WHERE email IN ($1, $2)', [home.email, commercial.useremail]);
    expect(stored[0].count).to.equal(0);
  });

  it('when any text field of a partner holds one, in either form, then 400 names it and no partner is stored', async () => {
    const name = `Haulers ${crypto.randomBytes(4).toString('hex')}`;
    const grouped = {
      partnerDetails: { companyName: name, state: 'CO', city: 'Denver' },
      primaryContact: {
        name: 'Pat Crew',
        primaryPhone: '3035550111',
        secondaryPhone: '',
        primaryEmail: 'pat@crew.example.com',
        secondaryEmail: '',
        notes: 'Weekdays',
      },
    };
    const flat = {
      companyName: name,
      city: 'Tucson',
      state: 'AZ',
      namePrimaryContact: 'Lee Haul',
      primaryPhonePrimaryContact: '5205550100',
      primaryEmailPrimaryContact: 'lee@haul.example.com',
      notesSecondaryContact: 'Nights',
    };
    await expectEveryTextFieldGuarded((b) => post('/api/partner_details', b, admin), grouped);
    await expectEveryTextFieldGuarded((b) => post('/api/admin/partners', b, admin), flat);
    expect((await sql('SELECT count(*)::int AS count FROM partners WHERE company_name = $1', [name]))[0].count).to.equal(0);
  });

  it('when any text field of signup holds one, then 400 names it, no account is made and the move stays a quote', async () => {
    const quoted = await post('/api/residential_details', denverDraft());
    const email = uniqueEmail('booker');
    const body = {
      moveDetailsID: quoted.body.moveDatabaseID,
      firstName: 'Jamie',
      lastName: 'Lee',
      userEmail: email,
      userPhone: '7205550142',
      password: 'moving-day1',
      confirmPassword: 'moving-day1',
      terms: true,
    };
    await expectEveryTextFieldGuarded((b) => post('/api/signup_details', b), body);
    expect((await sql('SELECT count(*)::int AS count FROM users WHERE email = $1', [email]))[0].count).to.equal(0);
    expect((await sql('SELECT status FROM moves WHERE id = $1', [quoted.body.moveDatabaseID]))[0].status).to.equal('quoted');
  });

  it("when the cancel reason, a login, an analytics event or a list's search holds one, then 400 names the field", async () => {
    const order = await addedOrder();
    await expectEveryTextFieldGuarded((b) => post('/api/admin/add_cancel_reason', b, admin), { moveDatabaseID: order.id, cancelReason: 'Customer moved away' });
    expect((await sql('SELECT status FROM moves WHERE id = $1', [order.id]))[0].status).to.equal('open');
    await expectEveryTextFieldGuarded((b) => post('/api/loginRoute', b), { loginEmail: ADMIN.email, loginPassword: ADMIN.password });
    await expectEveryTextFieldGuarded((b) => post('/api/events', b), { type: 'pageview', name: '/howitworks', path: '/howitworks' });
    const filter = (q: string) => encodeURIComponent(JSON.stringify({ q }));
    for (const list of ['/api/admin/orders', '/api/admin/enquiries', '/api/admin/partners']) {
      for (const [kind, text] of UNSTORABLE) {
        expectField(await get(`${list}?filter=${filter(text)}`, admin), 'filter.q', Messages.textNotStorable, `${kind} in ${list}`);
      }
      expectField(await get(`${list}?filter=%00`, admin), 'filter', Messages.textNotStorable, list);
    }
  });
});

describe('Valid Unicode', () => {
  // Accents, emoji (surrogate pairs, a ZWJ sequence, a flag), CJK, right-to-left scripts, a tab and a line break.
  const street = 'Calle Ñandú 5 🏠 東京';
  const street2 = 'שלום · Apt 4 · 🇺🇸';
  const note = 'Café crème, naïve façade 🚚📦 👩‍👩‍👧\n中文 العربية\tend';
  const other = 'Über-narrow gate — ok';

  const unicodeDraft = () =>
    withDraft((d) => {
      d.pickupTab1.pickUpAddress.streetaddress = street;
      d.pickupTab1.pickUpAddress.streetaddress2 = street2;
      d.dropLocationTab.anythingElseToKnow = note;
      d.pickupTab2.moversWillNeedToNavigate['other(pleaseexplain)'] = true;
      d.pickupTab2.otherDesc = other;
    });

  it('when a quote carries it, then it is stored exactly', async () => {
    const answer = await post('/api/residential_details', unicodeDraft());
    expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
    const [{ draft }] = await sql('SELECT draft FROM moves WHERE id = $1', [answer.body.moveDatabaseID]);
    expect(draft.pickupTab1.pickUpAddress).to.include({ streetaddress: street, streetaddress2: street2 });
    expect(draft.dropLocationTab.anythingElseToKnow).to.equal(note);
    expect(draft.pickupTab2.otherDesc).to.equal(other);
  });

  it('when an order carries it, then the console reads it back exactly, and after an edit too', async () => {
    const order = await addedOrder(unicodeDraft());
    const read = await get(`/api/admin/orders/${order.id}`, admin);
    expect(read.body.pickupTab1.pickUpAddress).to.include({ streetaddress: street, streetaddress2: street2 });
    expect(read.body.dropLocationTab.anythingElseToKnow).to.equal(note);
    const edited = await call(
      'PUT',
      `/api/admin/orders/${order.id}`,
      withDraft((d) => (d.dropLocationTab.anythingElseToKnow = `${note} ✓`), unicodeDraft()),
      admin,
    );
    expect(edited.status, JSON.stringify(edited.body)).to.equal(200);
    expect(edited.body.dropLocationTab.anythingElseToKnow).to.equal(`${note} ✓`);
    expect(edited.body.pickupTab2.otherDesc).to.equal(other);
  });

  it('when an enquiry and a partner carry it, then they are stored and read back exactly', async () => {
    const email = uniqueEmail('zoe');
    const sent = await post('/api/enquirydetails', {
      selectOption: 'All',
      firstName: 'Zoë',
      lastName: 'Nguyễn',
      phone: '7205550199',
      email,
      comment: '¿Mudanza? 🚚 引っ越し',
      notification: false,
    });
    expect(sent.status, JSON.stringify(sent.body)).to.equal(200);
    const [enquiry] = await sql('SELECT first_name, last_name, message FROM enquiries WHERE email = $1', [email]);
    expect(enquiry).to.deep.equal({ first_name: 'Zoë', last_name: 'Nguyễn', message: '¿Mudanza? 🚚 引っ越し' });

    const companyName = `Mudanzas Ñandú 🚚 ${crypto.randomBytes(3).toString('hex')}`;
    const created = await post(
      '/api/admin/partners',
      {
        companyName,
        city: 'Santa Fé',
        state: 'NM',
        namePrimaryContact: 'Rosa Diaz',
        primaryPhonePrimaryContact: '5055550100',
        primaryEmailPrimaryContact: 'rosa@example.com',
        notesPrimaryContact: 'Habla español · 日本語 OK',
      },
      admin,
    );
    expect(created.status, JSON.stringify(created.body)).to.be.oneOf([200, 201]);
    const partner = await get(`/api/admin/partners/${created.body.id}`, admin);
    expect(partner.body).to.include({ companyName, city: 'Santa Fé', notesPrimaryContact: 'Habla español · 日本語 OK' });
  });
});

describe('Numbers and dates beyond any plausible move', () => {
  const quote = (draft: MoveDraft) => post('/api/residential_details', draft);
  const roomsAt = (n: number) => Object.fromEntries(ROOMS.map((room) => [room.key, n]));
  const itemsAt = (n: number) => Object.fromEntries(HEAVY_ITEMS.map((item) => [item.key, n]));

  describe('on the quote call', () => {
    it(`when every room count is ${Ranges.roomCount.max} and every heavy item ${Ranges.heavyItemCount.max}, then it is priced`, async () => {
      const answer = await quote(
        withDraft((d) => {
          d.pickupTab1.pickUpRooms = roomsAt(Ranges.roomCount.max);
          d.pickupTab2.heavyItemsToMove = itemsAt(Ranges.heavyItemCount.max);
        }),
      );
      expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
      expect(answer.body.quote.estimateQuotePrice).to.be.at.most(Ranges.finalAmount.max);
    });

    it('when one room count is one over the most, 1,000 or 10^9, then 400 names that room', async () => {
      for (const room of ROOMS) {
        for (const count of [Ranges.roomCount.max + 1, 1000, 1e9, 1e20]) {
          const answer = await quote(withDraft((d) => ((d.pickupTab1.pickUpRooms as Record<string, number>)[room.key] = count)));
          expectField(answer, `pickupTab1.pickUpRooms.${room.key}`, Messages.roomCountTooHigh, `${room.key}=${count}`);
        }
      }
    });

    it('when one heavy item count is one over the most or 10^9, then 400 names that item', async () => {
      for (const item of HEAVY_ITEMS) {
        for (const count of [Ranges.heavyItemCount.max + 1, 1e9]) {
          const answer = await quote(withDraft((d) => (d.pickupTab2.heavyItemsToMove = { [item.key]: count })));
          expectField(answer, `pickupTab2.heavyItemsToMove.${item.key}`, Messages.heavyItemCountTooHigh, `${item.key}=${count}`);
        }
      }
    });

    it('when the preferred dates are the last day of the window, then it is priced; a day later, in 9999 or beyond any date, then 400 names the date', async () => {
      const last = latest();
      const answer = await quote(withDraft((d) => (d.moveDatePreferences = { preferredDateOpt1: last - DAY_MS, preferredDateOpt2: last })));
      expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
      for (const day of [last + DAY_MS, YEAR_9999, LAST_DATE, BEYOND_DATES]) {
        const refused = await quote(withDraft((d) => (d.moveDatePreferences.preferredDateOpt2 = day)));
        expectField(refused, 'moveDatePreferences.preferredDateOpt2', Messages.dateTooFarAhead, `day ${day}`);
      }
      expectField(
        await quote(withDraft((d) => (d.moveDatePreferences.preferredDateOpt1 = -LAST_DATE))),
        'moveDatePreferences.preferredDateOpt1',
        Messages.dateInPast,
      );
    });

    it("when the kit's delivery date is beyond the window, then 400 names it", async () => {
      for (const day of [latest() + DAY_MS, YEAR_9999, BEYOND_DATES]) {
        const answer = await quote(
          withDraft((d) => {
            d.packingSupplies.mediumPacking = true;
            d.servicesTab.desiredDeliveryDate.preferredDate = day;
          }),
        );
        expectField(answer, 'servicesTab.desiredDeliveryDate.preferredDate', Messages.dateTooFarAhead, `day ${day}`);
      }
    });

    it('when counts and dates come with the wrong JSON types, then 400 in the error model, never a 500', async () => {
      const edits: Array<(d: any) => void> = [
        (d) => (d.pickupTab1.pickUpRooms = [1, 2]),
        (d) => (d.pickupTab1.pickUpRooms.bedroom = null),
        (d) => (d.pickupTab1.pickUpRooms.bedroom = true),
        (d) => (d.pickupTab1.pickUpRooms.bedroom = { n: 1 }),
        (d) => (d.pickupTab2.heavyItemsToMove = 'x'),
        (d) => (d.pickupTab2.heavyItemsToMove = { uprightpiano: 'many' }),
        (d) => (d.moveDatePreferences = []),
        (d) => (d.moveDatePreferences.preferredDateOpt1 = '2027-01-01'),
        (d) => (d.moveDatePreferences.preferredDateOpt1 = 1e20),
        (d) => (d.servicesTab.desiredDeliveryDate = 5),
        (d) => (d.pickupTab1.pickUpAddress = ['Main St']),
        (d) => (d.pickupTab1.pickUpAddress.city = 123),
        (d) => (d.pickupTab1.noOfFloors = 3),
        (d) => (d.pickupTab2.moversWillNeedToNavigate = 'stairs'),
        (d) => (d.dropLocationTab = null),
        (d) => (d.serviceType = [true, false]),
      ];
      for (const edit of edits) {
        const answer = await quote(withDraft(edit));
        expectError(answer, 400, ErrorCode.validation);
        expect(Object.keys(answer.body.fields ?? {}), edit.toString()).to.have.length.greaterThan(0);
      }
      // The route validator turns a number written as a string into the number; the ranges still hold.
      const coerced = await quote(withDraft((d) => ((d.pickupTab1.pickUpRooms as Record<string, unknown>).bedroom = '1e9')));
      expectField(coerced, 'pickupTab1.pickUpRooms.bedroom', Messages.roomCountTooHigh);
    });
  });

  describe("on Add Order, the edit and the console's PUT", () => {
    const addOrder = (draft: MoveDraft, extra: Json = {}) =>
      post('/api/addorder', { ...draft, customerDetails: customer(), confirmSaveAdminAction: 'save', ...extra }, admin);

    it('when Add Order names the largest counts, the last day and the largest amount, then it is stored; one more of each, then 400 names the field', async () => {
      const last = latest();
      const largest = withDraft((d) => {
        d.pickupTab1.pickUpRooms = roomsAt(Ranges.roomCount.max);
        d.pickupTab2.heavyItemsToMove = itemsAt(Ranges.heavyItemCount.max);
        d.moveDatePreferences = { preferredDateOpt1: last - DAY_MS, preferredDateOpt2: last };
      });
      const answer = await addOrder(largest, { finalMoveAmount: Ranges.finalAmount.max });
      expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
      expect(answer.body.finalMoveAmount).to.equal(Ranges.finalAmount.max);

      const before = await countMoves();
      expectField(await addOrder(withDraft((d) => (d.pickupTab1.pickUpRooms.bedroom = 1e9))), 'pickupTab1.pickUpRooms.bedroom', Messages.roomCountTooHigh);
      expectField(
        await addOrder(withDraft((d) => (d.pickupTab2.heavyItemsToMove = { 'safe(over150lbs)': 11 }))),
        'pickupTab2.heavyItemsToMove.safe(over150lbs)',
        Messages.heavyItemCountTooHigh,
      );
      expectField(
        await addOrder(withDraft((d) => (d.moveDatePreferences.preferredDateOpt2 = last + DAY_MS))),
        'moveDatePreferences.preferredDateOpt2',
        Messages.dateTooFarAhead,
      );
      expectField(
        await addOrder(withDraft((d) => (d.moveDatePreferences.preferredDateOpt1 = YEAR_9999))),
        'moveDatePreferences.preferredDateOpt1',
        Messages.dateTooFarAhead,
      );
      // One more than nine digits is the spec's own case: its own message.
      expectField(await addOrder(denverDraft(), { finalMoveAmount: Ranges.finalAmount.max + 1 }), 'finalMoveAmount', Messages.amountNumbersOnly);
      expect(await countMoves()).to.equal(before);
    });

    it("when an edit re-prices with past dates, then 01/01/2000 is accepted and the day before it refused; the window's end holds too", async () => {
      const order = await addedOrder();
      const edit = (draft: MoveDraft, extra: Json = {}) =>
        post('/api/admin/editorder', { moveDatabaseID: order.id, residential_details: draft, ...extra }, admin);
      const y2k = isoToDay('2000-01-01');
      const accepted = await edit(withDraft((d) => (d.moveDatePreferences = { preferredDateOpt1: y2k, preferredDateOpt2: y2k + DAY_MS })));
      expect(accepted.status, JSON.stringify(accepted.body)).to.equal(200);
      expectField(
        await edit(withDraft((d) => (d.moveDatePreferences.preferredDateOpt1 = y2k - DAY_MS))),
        'moveDatePreferences.preferredDateOpt1',
        Messages.dateTooEarly,
      );
      expectField(
        await edit(withDraft((d) => (d.moveDatePreferences.preferredDateOpt1 = -LAST_DATE))),
        'moveDatePreferences.preferredDateOpt1',
        Messages.dateTooEarly,
      );
      for (const day of [latest() + DAY_MS, YEAR_9999, BEYOND_DATES]) {
        expectField(
          await edit(withDraft((d) => (d.moveDatePreferences.preferredDateOpt2 = day))),
          'moveDatePreferences.preferredDateOpt2',
          Messages.dateTooFarAhead,
          `day ${day}`,
        );
      }
      expectField(
        await edit(withDraft((d) => (d.pickupTab1.pickUpRooms.kitchen = Ranges.roomCount.max + 1))),
        'pickupTab1.pickUpRooms.kitchen',
        Messages.roomCountTooHigh,
      );
      expectField(await edit(denverDraft(), { finalMoveAmount: String(Ranges.finalAmount.max + 1) }), 'finalMoveAmount', Messages.amountNumbersOnly);
      for (const version of [-1, 1.5, Ranges.version.max + 1, 1e20]) {
        expectField(await edit(denverDraft(), { version }), 'version', Messages.versionInvalid, `version ${version}`);
      }
    });

    it("when the console's PUT carries counts, dates, amounts or a version out of range, then 400 names the field and the order is unchanged", async () => {
      const order = await addedOrder();
      const [before] = await sql('SELECT draft, final_amount, version FROM moves WHERE id = $1', [order.id]);
      const put = (draft: MoveDraft, extra: Json = {}) => call('PUT', `/api/admin/orders/${order.id}`, { ...draft, version: order.version, ...extra }, admin);
      expectField(await put(withDraft((d) => (d.pickupTab1.pickUpRooms.bathroom = 1e9))), 'pickupTab1.pickUpRooms.bathroom', Messages.roomCountTooHigh);
      expectField(
        await put(withDraft((d) => (d.pickupTab2.heavyItemsToMove = { arcadegames: 1e9 }))),
        'pickupTab2.heavyItemsToMove.arcadegames',
        Messages.heavyItemCountTooHigh,
      );
      expectField(
        await put(withDraft((d) => (d.moveDatePreferences.preferredDateOpt1 = YEAR_9999))),
        'moveDatePreferences.preferredDateOpt1',
        Messages.dateTooFarAhead,
      );
      expectField(
        await put(withDraft((d) => (d.moveDatePreferences.preferredDateOpt1 = BEYOND_DATES))),
        'moveDatePreferences.preferredDateOpt1',
        Messages.dateTooFarAhead,
      );
      expectField(await put(denverDraft(), { finalMoveAmount: 1e12 }), 'finalMoveAmount', Messages.amountNumbersOnly);
      expectField(await put(denverDraft(), { version: 1e20 }), 'version', Messages.versionInvalid);
      const [after] = await sql('SELECT draft, final_amount, version FROM moves WHERE id = $1', [order.id]);
      expect(after).to.deep.equal(before);
      const atMost = await put(
        withDraft((d) => (d.pickupTab1.pickUpRooms.bathroom = Ranges.roomCount.max)),
        { finalMoveAmount: Ranges.finalAmount.max },
      );
      expect(atMost.status, JSON.stringify(atMost.body)).to.equal(200);
    });
  });

  describe('on the lifecycle and the lists', () => {
    it('when a partner is assigned for a day in 9999 or beyond any date, then 400 names actualMoveDate and the order stays open', async () => {
      const order = await addedOrder();
      for (const day of [latest() + DAY_MS, YEAR_9999, BEYOND_DATES]) {
        const answer = await post('/api/admin/assignpartner', { moveDatabaseID: order.id, actualMoveDate: day, partnerDatabaseID: crypto.randomUUID() }, admin);
        expectField(answer, 'actualMoveDate', Messages.dateTooFarAhead, `day ${day}`);
      }
      expect((await sql('SELECT status FROM moves WHERE id = $1', [order.id]))[0].status).to.equal('open');
    });

    it('when a cancel date is outside the window, then 400 names moveCancelDate; inside it, the order is cancelled on that day', async () => {
      const order = await addedOrder();
      const cancel = (moveCancelDate: number) =>
        post('/api/admin/add_cancel_reason', { moveDatabaseID: order.id, cancelReason: 'Moved abroad', moveCancelDate }, admin);
      expectField(await cancel(isoToDay('1999-12-31')), 'moveCancelDate', Messages.dateTooEarly);
      for (const day of [YEAR_9999, BEYOND_DATES]) expectField(await cancel(day), 'moveCancelDate', Messages.dateTooFarAhead, `day ${day}`);
      expect((await sql('SELECT status FROM moves WHERE id = $1', [order.id]))[0].status).to.equal('open');
      const done = await cancel(today());
      expect(done.status, JSON.stringify(done.body)).to.equal(200);
    });

    it("when a list's range reaches beyond the most rows, then 400 names range; at the most, an empty page", async () => {
      const max = Ranges.listRow.max;
      for (const list of ['/api/admin/orders', '/api/admin/enquiries', '/api/admin/partners']) {
        const page = await get(`${list}?range=${encodeURIComponent(JSON.stringify([max, max]))}`, admin);
        expect(page.status, `${list} ${JSON.stringify(page.body)}`).to.equal(200);
        expect(page.body).to.deep.equal([]);
        for (const range of [
          [max, max + 1],
          [0, 1e20],
          [1e20, 1e21],
        ]) {
          expectField(
            await get(`${list}?range=${encodeURIComponent(JSON.stringify(range))}`, admin),
            'range',
            Messages.listRangeInvalid,
            `${list} ${JSON.stringify(range)}`,
          );
        }
      }
    });
  });
});
