import crypto from 'node:crypto';
import { expect } from 'chai';
import { DAY_MS, ErrorCode, Messages, dayToIso, formatDay, todayIn } from '@moveday/openapi';
import type { MoveDraft } from '../quotes/index.js';
import { call, expectError, get, login, post, sql, type ApiAnswer } from '../../../test/support/app.js';
import { createTestCustomer } from '../../../test/support/accounts.js';
import { denverDraft, nextWeekday, withDraft } from '../../../test/support/drafts.js';
import { ADMIN } from '../../../test/support/hooks.js';

const letters = (n: number) => Array.from(crypto.randomBytes(n), (b) => 'abcdefghijklmnopqrstuvwxyz'[b % 26]).join('');
/** A surname no other test uses, so that a search for it finds this file's orders only. */
const TAG = `Q${letters(9)}`;
const phoneNumber = () => `9${Array.from(crypto.randomBytes(9), (b) => b % 10).join('')}`;
const today = () => todayIn('America/Denver');

let admin = '';

const customerOf = (firstName: string, extra: Partial<{ userEmail: string; userPhone: string; lastName: string }> = {}) => ({
  firstName,
  lastName: extra.lastName ?? TAG,
  userEmail: extra.userEmail ?? `${firstName}.${TAG}@example.com`.toLowerCase(),
  userPhone: extra.userPhone ?? phoneNumber(),
});

function datedDraft(first: number, second = first + DAY_MS, edit?: (d: MoveDraft) => void): MoveDraft {
  return withDraft((d) => {
    d.moveDatePreferences = { preferredDateOpt1: first, preferredDateOpt2: second };
    edit?.(d);
  });
}

interface AddOptions {
  mode?: 'save' | 'confirm';
  draft?: MoveDraft;
  customer?: ReturnType<typeof customerOf> | Record<string, unknown>;
  finalMoveAmount?: unknown;
}

const addOrder = (first: string, options: AddOptions = {}) =>
  post(
    '/api/addorder',
    {
      ...(options.draft ?? denverDraft()),
      customerDetails: options.customer ?? customerOf(first),
      confirmSaveAdminAction: options.mode ?? 'confirm',
      ...(options.finalMoveAmount !== undefined ? { finalMoveAmount: options.finalMoveAmount } : {}),
    },
    admin,
  );

async function added(first: string, options: AddOptions = {}): Promise<{ id: string; moveID: string; body: any }> {
  const answer = await addOrder(first, options);
  expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
  return { id: answer.body.moveDatabaseID, moveID: answer.body.moveID, body: answer.body };
}

const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));
function listOrders(params: { sort?: unknown; range?: unknown; filter?: unknown } = {}, token = admin): Promise<ApiAnswer> {
  const query = Object.entries(params)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}=${json(value)}`)
    .join('&');
  return call('GET', `/api/admin/orders${query ? `?${query}` : ''}`, undefined, token);
}
const namesOf = (answer: ApiAnswer) => (answer.body as Array<{ customerName: string }>).map((row) => row.customerName.split(' ')[0]);
const mine = (filter: Record<string, unknown> = {}, sort?: unknown, range: unknown = [0, 99]) => listOrders({ filter: { q: TAG, ...filter }, sort, range });

async function setStatus(id: string, status: string, set: string, values: unknown[] = []): Promise<void> {
  await sql(`UPDATE moves SET status = '${status}', ${set}, version = version + 1 WHERE id = $1`, [id, ...values]);
}

/**
 * The book of orders the list tests read (first names sort as the letters they start with):
 * open Anna and Dave on the base date, open Carol a week later, unconfirmed Eve, Frank with a
 * partner, and closed Heidi (cancelled 10 days ago), Grace (completed 30 days ago), Ivan (60).
 */
const book: Record<string, { id: string; moveID: string; phone: string; email: string }> = {};

describe('Admin orders', () => {
  const base = nextWeekday(2, 14);

  before(async function () {
    this.timeout(60_000);
    admin = await login(ADMIN.email, ADMIN.password);
    const make = async (first: string, draft: MoveDraft, mode: 'save' | 'confirm' = 'confirm', email?: string) => {
      const customer = customerOf(first, email ? { userEmail: email } : {});
      const order = await added(first, { draft, mode, customer });
      book[first] = { id: order.id, moveID: order.moveID, phone: customer.userPhone, email: customer.userEmail };
    };
    await make('Carol', datedDraft(base + 7 * DAY_MS), 'confirm', `carolbox${TAG}@example.com`.toLowerCase());
    await make('Dave', datedDraft(base));
    await make('Anna', datedDraft(base));
    await make('Eve', datedDraft(base - 2 * DAY_MS), 'save');
    await make('Frank', datedDraft(base - 3 * DAY_MS));
    await make('Grace', datedDraft(base));
    await make('Heidi', datedDraft(base));
    await make('Ivan', datedDraft(base));
    await setStatus(
      book.Frank!.id,
      'partnerassigned',
      "actual_move_date = preferred_date_2, partner_id = gen_random_uuid(), partner_name = 'Rocky Movers', assignment_state = 'accepted', offer_partner_name = 'Rocky Movers'",
    );
    const past = (days: number) => dayToIso(today() - days * DAY_MS);
    const closeOn = (days: number) => [past(days), past(days - 1)];
    await setStatus(
      book.Grace!.id,
      'completed',
      "preferred_date_1 = $2, preferred_date_2 = $3, actual_move_date = $2, partner_name = 'Zeta Haulers'",
      closeOn(30),
    );
    await setStatus(book.Heidi!.id, 'cancelled', "preferred_date_1 = $2, preferred_date_2 = $3, cancel_reason = 'Moving later', cancel_date = $2", closeOn(10));
    await setStatus(
      book.Ivan!.id,
      'completed',
      "preferred_date_1 = $2, preferred_date_2 = $3, actual_move_date = $2, partner_name = 'Alpha Movers'",
      closeOn(60),
    );
  });

  describe('GET /api/admin/orders', () => {
    const OPEN_ORDER = ['Anna', 'Dave', 'Carol', 'Eve', 'Frank'];
    const CLOSED_ORDER = ['Heidi', 'Grace', 'Ivan'];

    it("when called without parameters, then it answers every order, never a quote, open ones first in the spec's order, then closed ones newest first", async () => {
      const quoted = await post('/api/residential_details', denverDraft());
      const answer = await listOrders();
      expect(answer.status).to.equal(200);
      const rows = answer.body as any[];
      expect(rows.map((r) => r.id)).to.not.include(quoted.body.moveDatabaseID);
      expect(rows.map((r) => r.moveStatus)).to.not.include('quoted');
      const rank: Record<string, number> = { open: 0, estimate_open: 1, partnerassigned: 2, completed: 3, cancelled: 3 };
      for (let i = 1; i < rows.length; i++) {
        const [a, b] = [rows[i - 1], rows[i]];
        expect(rank[a.moveStatus], `${a.moveStatus} before ${b.moveStatus}`).to.be.at.most(rank[b.moveStatus]!);
        if (rank[a.moveStatus] === rank[b.moveStatus]) {
          // Open orders a partner declined or let expire come first of all, then the other open ones.
          const [aReturned, bReturned] = [a, b].map((row) => row.moveStatus === 'open' && ['declined', 'expired'].includes(row.assignmentState));
          expect(aReturned || !bReturned, `a returned offer (${b.moveID}) after an open order (${a.moveID})`).to.equal(true);
          if (aReturned !== bReturned) continue;
          if (rank[a.moveStatus] === 3) expect(a.moveDate).to.be.at.least(b.moveDate);
          else expect(a.moveDate).to.be.at.most(b.moveDate);
        }
      }
      const ours = rows.filter((r) => r.customerName.endsWith(TAG)).map((r) => r.customerName.split(' ')[0]);
      expect(ours).to.deep.equal([...OPEN_ORDER, ...CLOSED_ORDER]);
    });

    it("when called without parameters, then each row has the spec's fields, and the assignment's beside them", async () => {
      const rows = (await listOrders()).body as any[];
      const frank = rows.find((r) => r.id === book.Frank!.id);
      expect(frank).to.have.all.keys(
        'id',
        'moveDatabaseID',
        'moveID',
        'customerName',
        'customerEmail',
        'customerPhone',
        'moveDate',
        'preferredDates',
        'partnerName',
        'moveStatus',
        'finalMoveAmount',
        'assignmentState',
        'offerExpiresAt',
        'offerPartnerID',
        'offerPartnerName',
        'declineReason',
        'crewOnTheWayAt',
        'changeRequestPending',
      );
      expect(frank).to.include({
        changeRequestPending: false,
        assignmentState: 'accepted',
        offerPartnerName: 'Rocky Movers',
        offerExpiresAt: null,
        declineReason: null,
        crewOnTheWayAt: null,
      });
      expect(frank).to.include({
        moveDatabaseID: book.Frank!.id,
        moveID: book.Frank!.moveID,
        customerName: `Frank ${TAG}`,
        partnerName: 'Rocky Movers',
        moveStatus: 'partnerassigned',
      });
      expect(frank.customerPhone).to.equal(book.Frank!.phone);
      expect(frank.preferredDates).to.deep.equal([base - 3 * DAY_MS, base - 2 * DAY_MS]);
      expect(frank.moveDate, 'the actual move date once set').to.equal(base - 2 * DAY_MS);
      expect(frank.finalMoveAmount).to.be.a('number');
    });

    it("when the Open tab is asked for, then it holds the open, unconfirmed and assigned orders in the spec's order, with Content-Range", async () => {
      const answer = await mine({ group: 'open' }, ['default', 'ASC'], [0, 24]);
      expect(answer.status).to.equal(200);
      expect(namesOf(answer)).to.deep.equal(OPEN_ORDER);
      expect(answer.headers.get('content-range')).to.equal('orders 0-4/5');
    });

    it('when the Close tab is asked for, then it holds completed and cancelled orders, newest first', async () => {
      const answer = await mine({ group: 'close' });
      expect(namesOf(answer)).to.deep.equal(CLOSED_ORDER);
      expect(answer.headers.get('content-range')).to.equal('orders 0-2/3');
    });

    for (const [view, expected] of [
      ['unassigned', ['Anna', 'Dave', 'Carol']],
      ['assigned', ['Frank']],
      ['unconfirmed', ['Eve']],
      ['completed', ['Grace', 'Ivan']],
      ['cancelled', ['Heidi']],
    ] as const) {
      it(`when the "${view}" filter is chosen, then only those orders are listed`, async () => {
        expect(namesOf(await mine({ view }))).to.deep.equal(expected);
      });
    }

    it('when a view is chosen on the other tab, then nothing matches', async () => {
      const answer = await mine({ group: 'close', view: 'unassigned' });
      expect(answer.body).to.deep.equal([]);
      expect(answer.headers.get('content-range')).to.equal('orders */0');
    });

    it('when statuses are filtered, then one or several can be given', async () => {
      expect(namesOf(await mine({ status: 'estimate_open' }))).to.deep.equal(['Eve']);
      expect(namesOf(await mine({ status: ['completed', 'partnerassigned'] }))).to.deep.equal(['Frank', 'Grace', 'Ivan']);
    });

    describe('the search box (q)', () => {
      const search = async (q: string) => namesOf(await listOrders({ filter: { q }, range: [0, 99] }));

      it("when a customer's name is typed in any case or order, then their order is found", async () => {
        expect(await search(`anna ${TAG.toUpperCase()}`)).to.deep.equal(['Anna']);
        expect(await search(`${TAG.toLowerCase()} ANNA`)).to.deep.equal(['Anna']);
        expect(await search(TAG.slice(2, 8))).to.have.length(8);
      });

      it('when part of an email is typed, then the order with that email is found', async () => {
        expect(await search(`carolbox${TAG}`)).to.deep.equal(['Carol']);
      });

      it('when a phone number is typed, with or without punctuation, then the order with that phone is found', async () => {
        const phone = book.Dave!.phone;
        expect(await search(phone)).to.deep.equal(['Dave']);
        expect(await search(`(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}`)).to.deep.equal(['Dave']);
      });

      it('when a move number is typed, then that order is found', async () => {
        expect(await search(book.Eve!.moveID)).to.deep.equal(['Eve']);
        expect(await search(book.Eve!.moveID.toLowerCase())).to.deep.equal(['Eve']);
      });

      it('when the search has LIKE wildcards, then they match themselves only', async () => {
        expect(await search(`${TAG}%`)).to.deep.equal([]);
        expect(await search(`${TAG}_`)).to.deep.equal([]);
      });
    });

    it('when a range is asked, then that page comes back and Content-Range tells where it lies', async () => {
      const page = await mine({}, ['default', 'ASC'], [2, 4]);
      expect(namesOf(page)).to.deep.equal(['Carol', 'Eve', 'Frank']);
      expect(page.headers.get('content-range')).to.equal('orders 2-4/8');
      const last = await mine({}, ['default', 'ASC'], [6, 9]);
      expect(namesOf(last)).to.deep.equal(['Grace', 'Ivan']);
      expect(last.headers.get('content-range')).to.equal('orders 6-7/8');
      const beyond = await mine({}, ['default', 'ASC'], [20, 29]);
      expect(beyond.body).to.deep.equal([]);
      expect(beyond.headers.get('content-range')).to.equal('orders */8');
    });

    it('when sorted by a column, then the database sorts the whole set in either direction', async () => {
      const all = ['Anna', 'Carol', 'Dave', 'Eve', 'Frank', 'Grace', 'Heidi', 'Ivan'];
      expect(namesOf(await mine({}, ['customerName', 'ASC']))).to.deep.equal(all);
      expect(namesOf(await mine({}, ['customerName', 'DESC']))).to.deep.equal([...all].reverse());
      expect(namesOf(await mine({}, ['moveDate', 'ASC']))).to.deep.equal(['Ivan', 'Grace', 'Heidi', 'Eve', 'Frank', 'Anna', 'Dave', 'Carol']);
      expect(namesOf(await mine({}, ['moveID', 'ASC']))).to.deep.equal(['Carol', 'Dave', 'Anna', 'Eve', 'Frank', 'Grace', 'Heidi', 'Ivan']);
      // Lifecycle order (estimate_open, open, partnerassigned, completed, cancelled), then the default order.
      expect(namesOf(await mine({}, ['moveStatus', 'ASC']))).to.deep.equal(['Eve', 'Anna', 'Dave', 'Carol', 'Frank', 'Grace', 'Ivan', 'Heidi']);
      expect(namesOf(await mine({}, ['partnerName', 'ASC'])).slice(0, 3)).to.deep.equal(['Ivan', 'Frank', 'Grace']);
      expect(namesOf(await mine({}, ['default', 'DESC']))).to.deep.equal(['Ivan', 'Grace', 'Heidi', 'Frank', 'Eve', 'Carol', 'Dave', 'Anna']);
      const amounts = ((await mine({}, ['finalMoveAmount', 'DESC'])).body as any[]).map((r) => r.finalMoveAmount);
      expect(amounts).to.deep.equal([...amounts].sort((a, b) => b - a));
    });

    it('when react-admin asks for several orders by id, then they all come back', async () => {
      const ids = Object.values(book).map((o) => o.id);
      const answer = await listOrders({ filter: { id: ids } });
      expect(answer.body).to.have.length(8);
    });

    it('when a span of move days is asked, then the orders moving in it are listed, by the actual date once set, else the first preferred', async () => {
      const sorted = (filter: Record<string, unknown>) => mine(filter, ['customerName', 'ASC']).then(namesOf);
      expect(await sorted({ moveDayFrom: base, moveDayTo: base })).to.deep.equal(['Anna', 'Dave']);
      expect(await sorted({ moveDayFrom: base - 2 * DAY_MS, moveDayTo: base - 2 * DAY_MS }), "Frank's actual date, Eve's preferred").to.deep.equal([
        'Eve',
        'Frank',
      ]);
      expect(await sorted({ moveDayFrom: base + DAY_MS })).to.deep.equal(['Carol']);
      expect(await sorted({ moveDayTo: base - 3 * DAY_MS, group: 'open' })).to.deep.equal([]);
      const counts = await call('GET', `/api/admin/orders/counts?filter=${json({ q: TAG, moveDayFrom: base, moveDayTo: base })}`, undefined, admin);
      expect(counts.body, JSON.stringify(counts.body)).to.include({ open: 2, close: 0 });
      expectError(await listOrders({ filter: { moveDayFrom: dayToIso(base) } }), 400, ErrorCode.validation);
      expectError(await listOrders({ filter: { moveDayTo: base + 1 } }), 400, ErrorCode.validation);
    });

    it('when the parameters are malformed or unknown, then 400 names the problem', async () => {
      expectError(await listOrders({ sort: ['price', 'ASC'] }), 400, ErrorCode.validation);
      expectError(await listOrders({ filter: { colour: 'red' } }), 400, ErrorCode.validation);
      expectError(await listOrders({ filter: { view: 'someday' } }), 400, ErrorCode.validation);
      expectError(await listOrders({ filter: { view: 'constructor' } }), 400, ErrorCode.validation);
      expectError(await listOrders({ filter: { status: 'quoted' } }), 400, ErrorCode.validation);
      expectError(await listOrders({ filter: { group: 'all' } }), 400, ErrorCode.validation);
      expectError(await call('GET', '/api/admin/orders?range=[1', undefined, admin), 400, ErrorCode.validation);
    });
  });

  describe('GET /api/admin/orders/counts', () => {
    const counts = (filter: unknown) => call('GET', `/api/admin/orders/counts?filter=${json(filter)}`, undefined, admin);

    it('when a search is typed, then each tab counts what matches and what there is', async () => {
      const answer = await counts({ q: TAG });
      expect(answer.status).to.equal(200);
      expect(answer.body).to.include({ open: 5, close: 3 });
      expect(answer.body.openTotal).to.be.at.least(5);
      expect(answer.body.closeTotal).to.be.at.least(3);
    });

    it('when a view is chosen, then it narrows its own tab only', async () => {
      expect((await counts({ q: TAG, view: 'unassigned' })).body).to.include({ open: 3, close: 3 });
      expect((await counts({ q: TAG, view: 'cancelled' })).body).to.include({ open: 5, close: 1 });
    });

    it('when no filter is given, then shown equals total', async () => {
      const answer = await call('GET', '/api/admin/orders/counts', undefined, admin);
      expect(answer.body.open).to.equal(answer.body.openTotal);
      expect(answer.body.close).to.equal(answer.body.closeTotal);
    });
  });

  describe('GET /api/admin/orders/{id} and POST /api/admin/residentialmovedetail', () => {
    it('when an order is opened, then it has the draft, the customer, the amounts and its history', async () => {
      const answer = await get(`/api/admin/orders/${book.Frank!.id}`, admin);
      expect(answer.status).to.equal(200);
      const order = answer.body;
      expect(order).to.include({
        id: book.Frank!.id,
        _id: book.Frank!.id,
        moveDatabaseID: book.Frank!.id,
        moveId: book.Frank!.moveID,
        moveStatus: 'partnerassigned',
      });
      expect(order.customerDetails).to.deep.equal({ firstName: 'Frank', lastName: TAG, userEmail: book.Frank!.email, userPhone: book.Frank!.phone });
      expect(order.quoteEstimateAmount).to.equal(order.quote.estimateQuotePrice);
      expect(order.finalMoveAmount).to.equal(Math.ceil((order.quoteEstimateAmount * 9) / 10));
      expect(order.actualMoveDate).to.equal(base - 2 * DAY_MS);
      expect(order.partnerName).to.equal('Rocky Movers');
      expect(order.partnerID).to.match(/^[0-9a-f-]{36}$/);
      expect(order.pickupTab1.pickUpAddress.zipcode).to.equal('80202');
      expect(order.priceLines.reduce((sum: number, line: { amount: number }) => sum + line.amount, 0)).to.equal(order.quoteEstimateAmount);
      expect(order.version).to.be.a('number');
      expect(order.history).to.have.length(1);
      expect(order.history[0]).to.include({ actorRole: 'admin', actorName: 'Admin MoveDay', action: 'created', fromStatus: null, toStatus: 'open' });
      expect(order.history[0].at).to.be.closeTo(Date.now(), 120_000);
    });

    it("when the spec's call asks for the same order, then it answers the same record", async () => {
      const rest = await get(`/api/admin/orders/${book.Heidi!.id}`, admin);
      const spec = await post('/api/admin/residentialmovedetail', { moveDatabaseID: book.Heidi!.id }, admin);
      expect(spec.status).to.equal(200);
      expect(spec.body).to.deep.equal(rest.body);
      expect(spec.body).to.include({ cancelReason: 'Moving later', moveCancelDate: today() - 10 * DAY_MS, moveStatus: 'cancelled' });
    });

    it("when the id is unknown, malformed or a quote's, then 404", async () => {
      const quoted = await post('/api/residential_details', denverDraft());
      expectError(await get(`/api/admin/orders/${crypto.randomUUID()}`, admin), 404, ErrorCode.notFound);
      expectError(await get('/api/admin/orders/not-an-id', admin), 404, ErrorCode.notFound);
      expectError(await get(`/api/admin/orders/${quoted.body.moveDatabaseID}`, admin), 404, ErrorCode.notFound);
      expectError(await post('/api/admin/residentialmovedetail', { moveDatabaseID: quoted.body.moveDatabaseID }, admin), 404, ErrorCode.notFound);
    });
  });

  describe('POST /api/addorder', () => {
    it('when saved, then it is an unconfirmed order; when confirmed, an open one; both stored with the customer and a history entry', async () => {
      const saved = await added('Judy', { mode: 'save' });
      expect(saved.body).to.include({ error: false, moveStatus: 'estimate_open' });
      expect(saved.moveID).to.match(/^MD-\d{6,}$/);
      const confirmed = await added('Judy', { mode: 'confirm' });
      expect(confirmed.body.moveStatus).to.equal('open');
      const [row] = await sql('SELECT status, customer_first_name, customer_last_name, customer_id, booked_at, final_amount FROM moves WHERE id = $1', [
        confirmed.id,
      ]);
      expect(row).to.include({
        status: 'open',
        customer_first_name: 'Judy',
        customer_last_name: TAG,
        customer_id: null,
        final_amount: confirmed.body.finalMoveAmount,
      });
      expect(row.booked_at).to.be.an.instanceOf(Date);
      const events = await sql('SELECT action, actor_role, from_status, to_status FROM move_events WHERE move_id = $1', [saved.id]);
      expect(events).to.deep.equal([{ action: 'created', actor_role: 'admin', from_status: null, to_status: 'estimate_open' }]);
    });

    it('when no final amount is given for a fixed price, then it is 90% of the estimate rounded up', async () => {
      const { body } = await added('Kim');
      expect(body.quote.estimateQuoteFlag).to.equal(false);
      expect(body.finalMoveAmount).to.equal(Math.ceil((body.quote.estimateQuotePrice * 9) / 10));
    });

    it('when no final amount is given for a rough estimate, then it is the estimate itself', async () => {
      const { body } = await added('Kim', { draft: withDraft((d) => (d.pickupTab2.heavyItemsToMove = { uprightpiano: 1 })) });
      expect(body.quote.estimateQuoteFlag).to.equal(true);
      expect(body.finalMoveAmount).to.equal(body.quote.estimateQuotePrice);
    });

    it('when a final amount is given as digits or a number, then it is kept', async () => {
      expect((await added('Lee', { finalMoveAmount: '001500' })).body.finalMoveAmount).to.equal(1500);
      expect((await added('Lee', { finalMoveAmount: 999_999_999 })).body.finalMoveAmount).to.equal(999_999_999);
    });

    for (const amount of ['12a', '12.5', '1234567890', '0', '000', -5, 1.5, ' ']) {
      it(`when the final amount is ${JSON.stringify(amount)}, then 'Amount accepts numbers only'`, async () => {
        const answer = await addOrder('Mia', { finalMoveAmount: amount });
        expectError(answer, 400, ErrorCode.validation, Messages.amountNumbersOnly);
        expect(answer.body.fields).to.deep.equal({ finalMoveAmount: Messages.amountNumbersOnly });
      });
    }

    for (const [label, customer, field, message] of [
      ['a missing first name', { ...customerOf('Ned'), firstName: '' }, 'firstName', Messages.fillMandatoryFields],
      ['no phone at all', { firstName: 'Ned', lastName: TAG, userEmail: 'ned@example.com' }, 'userPhone', Messages.fillMandatoryFields],
      ['a name with digits', customerOf('Ned2'), 'firstName', Messages.nameCharactersOnly],
      ['a last name with a hyphen', customerOf('Ned', { lastName: 'Smith-Jones' }), 'lastName', Messages.nameCharactersOnly],
      ['a 51-letter last name', customerOf('Ned', { lastName: 'L'.repeat(51) }), 'lastName', Messages.nameTooLong],
      ['a malformed email', customerOf('Ned', { userEmail: 'ned@example' }), 'userEmail', Messages.invalidEmail],
      ['a nine-digit phone', customerOf('Ned', { userPhone: '303555010' }), 'userPhone', Messages.invalidPhone],
      ['a phone with punctuation', customerOf('Ned', { userPhone: '303-555-0100' }), 'userPhone', Messages.invalidPhone],
    ] as const) {
      it(`when the customer has ${label}, then '${message}' and nothing is stored`, async () => {
        const before = await sql('SELECT count(*)::int AS n FROM moves');
        const answer = await addOrder('Ned', { customer });
        expectError(answer, 400, ErrorCode.validation, message);
        expect(answer.body.fields[`customerDetails.${field}`]).to.equal(message);
        expect(await sql('SELECT count(*)::int AS n FROM moves')).to.deep.equal(before);
      });
    }

    it("when the draft breaks a rule, then the quote's own 400 comes back", async () => {
      const answer = await addOrder('Olga', { draft: datedDraft(today() - DAY_MS, today() + 9 * DAY_MS) });
      expectError(answer, 400, ErrorCode.validation, Messages.dateInPast);
    });

    it('when the move is outside the served areas, then the quote-service error comes back', async () => {
      const answer = await addOrder('Olga', {
        draft: withDraft((d) => (d.dropLocationTab.dropoffAddress = { streetaddress: '350 5th Ave', city: 'New York', state: 'NY', zipcode: '10118' })),
      });
      expectError(answer, 422, ErrorCode.quoteService);
    });

    it('when the mode is neither save nor confirm, then 400', async () => {
      const answer = await post('/api/addorder', { ...denverDraft(), customerDetails: customerOf('Olga'), confirmSaveAdminAction: 'maybe' }, admin);
      expectError(answer, 400, ErrorCode.validation);
    });

    it("when the email belongs to a customer account, then the order is that customer's", async () => {
      const customer = await createTestCustomer();
      const order = await added('Pat', { customer: customerOf('Pat', { userEmail: customer.userEmail.toUpperCase() }) });
      const [row] = await sql('SELECT customer_id, customer_email FROM moves WHERE id = $1', [order.id]);
      expect(row).to.deep.equal({ customer_id: customer._id, customer_email: customer.userEmail });
    });
  });

  describe('editing an order (POST /api/admin/editorder, PUT /api/admin/orders/{id})', () => {
    const detail = async (id: string) => (await get(`/api/admin/orders/${id}`, admin)).body;
    const edit = (id: string, draft: MoveDraft, extra: Record<string, unknown> = {}) =>
      post('/api/admin/editorder', { moveDatabaseID: id, residential_details: draft, ...extra }, admin);
    const draftOf = (order: any): MoveDraft => ({
      serviceType: order.serviceType,
      moveDatePreferences: order.moveDatePreferences,
      pickupTab1: order.pickupTab1,
      pickupTab2: order.pickupTab2,
      dropLocationTab: order.dropLocationTab,
      packingSupplies: order.packingSupplies,
      servicesTab: order.servicesTab,
      additionalHelp: order.additionalHelp,
    });

    it('when a bedroom is added, then the order is re-priced, the change is reported and recorded', async () => {
      const { id } = await added('Quinn');
      const before = await detail(id);
      const draft = draftOf(before);
      draft.pickupTab1.pickUpRooms.bedroom = (draft.pickupTab1.pickUpRooms.bedroom ?? 0) + 1;
      const answer = await edit(id, draft, { customerDetails: before.customerDetails });
      expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
      expect(answer.body).to.include({ error: false, algorithmCostChanged: true, previousEstimate: before.quoteEstimateAmount });
      expect(answer.body.quote.estimateQuotePrice).to.be.greaterThan(before.quoteEstimateAmount);
      expect(answer.body.order.quoteEstimateAmount).to.equal(answer.body.quote.estimateQuotePrice);
      expect(answer.body.order.finalMoveAmount, 'the final cost stays unless given').to.equal(before.finalMoveAmount);
      expect(answer.body.order.version).to.equal(before.version + 1);
      const last = answer.body.order.history.at(-1);
      expect(last).to.include({ action: 'edited', actorRole: 'admin', fromStatus: 'open', toStatus: 'open' });
      expect(last.changes).to.deep.equal({
        quoteEstimateAmount: { from: before.quoteEstimateAmount, to: answer.body.quote.estimateQuotePrice },
        draftSections: ['pickupTab1'],
      });
      const [row] = await sql('SELECT estimate_amount, draft FROM moves WHERE id = $1', [id]);
      expect(row.estimate_amount).to.equal(answer.body.quote.estimateQuotePrice);
      expect(row.draft.pickupTab1.pickUpRooms.bedroom).to.equal(draft.pickupTab1.pickUpRooms.bedroom);
    });

    it('when only a note is edited, then the algorithm cost is reported unchanged', async () => {
      const { id } = await added('Quinn');
      const before = await detail(id);
      const draft = draftOf(before);
      draft.dropLocationTab.anythingElseToKnow = 'Gate code 4321.';
      const answer = await edit(id, draft);
      expect(answer.status).to.equal(200);
      expect(answer.body).to.include({ algorithmCostChanged: false, previousEstimate: before.quoteEstimateAmount });
      expect(answer.body.order.dropLocationTab.anythingElseToKnow).to.equal('Gate code 4321.');
      expect(answer.body.order.history.at(-1).changes).to.deep.equal({ draftSections: ['dropLocationTab'] });
    });

    it('when the customer and the final cost are edited, then both are stored and recorded old to new', async () => {
      const { id } = await added('Quinn');
      const before = await detail(id);
      const answer = await edit(id, draftOf(before), { customerDetails: { ...before.customerDetails, firstName: 'Quincy' }, finalMoveAmount: '2500' });
      expect(answer.status).to.equal(200);
      expect(answer.body.order.customerDetails.firstName).to.equal('Quincy');
      expect(answer.body.order.finalMoveAmount).to.equal(2500);
      expect(answer.body.order.history.at(-1).changes).to.deep.equal({
        finalMoveAmount: { from: before.finalMoveAmount, to: 2500 },
        firstName: { from: 'Quinn', to: 'Quincy' },
      });
    });

    it('when the edit breaks a rule, then 400 and the order is unchanged', async () => {
      const { id } = await added('Quinn');
      const before = await detail(id);
      expectError(
        await edit(id, draftOf(before), { customerDetails: { ...before.customerDetails, userEmail: 'nope' } }),
        400,
        ErrorCode.validation,
        Messages.invalidEmail,
      );
      expectError(await edit(id, draftOf(before), { finalMoveAmount: '12,000' }), 400, ErrorCode.validation, Messages.amountNumbersOnly);
      expectError(
        await edit(id, { ...draftOf(before), serviceType: { boxedAndReadyToGo: false, packingAndMoving: false } }),
        400,
        ErrorCode.validation,
        Messages.selectServiceType,
      );
      expect((await detail(id)).version).to.equal(before.version);
    });

    it("when the order's dates have passed, then it can still be edited", async () => {
      const { id } = await added('Rita');
      await sql('UPDATE moves SET preferred_date_1 = $2, preferred_date_2 = $3 WHERE id = $1', [
        id,
        dayToIso(today() - 5 * DAY_MS),
        dayToIso(today() - 4 * DAY_MS),
      ]);
      const answer = await edit(id, datedDraft(today() - 5 * DAY_MS, today() - 4 * DAY_MS));
      expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
    });

    it('when react-admin PUTs the record back with a bedroom more, then it works the same and answers the updated record', async () => {
      const { id } = await added('Sam');
      const record = await detail(id);
      record.pickupTab1.pickUpRooms.bedroom += 1;
      const answer = await call('PUT', `/api/admin/orders/${id}`, record, admin);
      expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
      expect(answer.body).to.include({ id, algorithmCostChanged: true, previousEstimate: record.quoteEstimateAmount, version: record.version + 1 });
      expect(answer.body.quoteEstimateAmount).to.be.greaterThan(record.quoteEstimateAmount);
      expect(answer.body.pickupTab1.pickUpRooms.bedroom).to.equal(record.pickupTab1.pickUpRooms.bedroom);
      expect(answer.body.history.at(-1).changes.draftSections).to.deep.equal(['pickupTab1']);
    });

    it('when react-admin PUTs a record whose read-only fields were changed, then they are ignored', async () => {
      const { id } = await added('Sam');
      const record = await detail(id);
      const answer = await call('PUT', `/api/admin/orders/${id}`, { ...record, moveStatus: 'completed', quoteEstimateAmount: 1, partnerName: 'Sneaky' }, admin);
      expect(answer.status).to.equal(200);
      expect(answer.body).to.include({ moveStatus: 'open', quoteEstimateAmount: record.quoteEstimateAmount, partnerName: null, algorithmCostChanged: false });
    });

    for (const name of ['Grace', 'Heidi'] as const) {
      it(`when the order is ${name === 'Grace' ? 'completed' : 'cancelled'}, then it is read-only (409) by either call`, async () => {
        const record = await detail(book[name]!.id);
        expectError(await edit(record.id, draftOf(record)), 409, ErrorCode.orderReadOnly, Messages.orderReadOnly);
        expectError(await call('PUT', `/api/admin/orders/${record.id}`, record, admin), 409, ErrorCode.orderReadOnly, Messages.orderReadOnly);
      });
    }

    it('when the version sent is stale, then 409 and the later edit is not lost', async () => {
      const { id } = await added('Tess');
      const record = await detail(id);
      const first = draftOf(record);
      first.dropLocationTab.anythingElseToKnow = 'First edit';
      expect((await edit(id, first, { version: record.version })).status).to.equal(200);
      const second = draftOf(record);
      second.dropLocationTab.anythingElseToKnow = 'Second edit, from a stale screen';
      expectError(await edit(id, second, { version: record.version }), 409, ErrorCode.orderChangedMeanwhile, Messages.orderChangedMeanwhile);
      expectError(
        await call('PUT', `/api/admin/orders/${id}`, { ...record, ...second }, admin),
        409,
        ErrorCode.orderChangedMeanwhile,
        Messages.orderChangedMeanwhile,
      );
      expect((await detail(id)).dropLocationTab.anythingElseToKnow).to.equal('First edit');
    });

    it('when two edits of the same version race, then exactly one wins and the other gets 409', async () => {
      const { id } = await added('Tess');
      const record = await detail(id);
      const answers = await Promise.all(
        ['Racer one', 'Racer two', 'Racer three'].map((note) => {
          const draft = draftOf(record);
          draft.dropLocationTab.anythingElseToKnow = note;
          return edit(id, draft, { version: record.version });
        }),
      );
      expect(answers.map((a) => a.status).sort()).to.deep.equal([200, 409, 409]);
      for (const lost of answers.filter((a) => a.status === 409)) expectError(lost, 409, ErrorCode.orderChangedMeanwhile);
      expect((await detail(id)).version).to.equal(record.version + 1);
    });

    describe('with a partner assigned', () => {
      let id = '';
      beforeEach(async () => {
        id = (await added('Uma', { draft: datedDraft(base, base + 2 * DAY_MS) })).id;
        await setStatus(id, 'partnerassigned', "actual_move_date = preferred_date_2, partner_id = gen_random_uuid(), partner_name = 'Rocky Movers'");
      });

      it('when the other preferred date is changed, then 409 says it is locked', async () => {
        const record = await detail(id);
        const draft = draftOf(record);
        draft.moveDatePreferences.preferredDateOpt1 = base + DAY_MS;
        const answer = await edit(id, draft);
        expectError(
          answer,
          409,
          ErrorCode.preferredDateLocked,
          `A partner is assigned for ${formatDay(base + 2 * DAY_MS)}: the other preferred date (${formatDay(base)}) is locked. Only the partner's move date can change.`,
        );
      });

      it("when the partner's date is moved, then the actual move date moves with it", async () => {
        const record = await detail(id);
        const draft = draftOf(record);
        draft.moveDatePreferences.preferredDateOpt2 = base + 3 * DAY_MS;
        const answer = await edit(id, draft);
        expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
        expect(answer.body.order.actualMoveDate).to.equal(base + 3 * DAY_MS);
        expect(answer.body.order.history.at(-1).changes.actualMoveDate).to.deep.equal({ from: base + 2 * DAY_MS, to: base + 3 * DAY_MS });
      });

      it('when the two dates are only swapped, then nothing locked changed', async () => {
        const record = await detail(id);
        const draft = draftOf(record);
        draft.moveDatePreferences = { preferredDateOpt1: base + 2 * DAY_MS, preferredDateOpt2: base };
        const answer = await edit(id, draft);
        expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
        expect(answer.body.order.actualMoveDate).to.equal(base + 2 * DAY_MS);
      });
    });

    it('when the order does not exist, then 404', async () => {
      expectError(await edit(crypto.randomUUID(), denverDraft()), 404, ErrorCode.notFound);
      expectError(await call('PUT', '/api/admin/orders/nope', denverDraft(), admin), 404, ErrorCode.notFound);
    });
  });

  it("when a customer calls the console's order routes, then 403", async () => {
    const customer = await createTestCustomer();
    const token = await login(customer.userEmail, customer.password);
    const id = book.Anna!.id;
    for (const answer of [
      await listOrders({}, token),
      await listOrders({ filter: { q: TAG } }, token),
      await call('GET', '/api/admin/orders/counts', undefined, token),
      await get(`/api/admin/orders/${id}`, token),
      await call('PUT', `/api/admin/orders/${id}`, denverDraft(), token),
      await post('/api/admin/residentialmovedetail', { moveDatabaseID: id }, token),
      await post('/api/addorder', { ...denverDraft(), customerDetails: customerOf('Vic'), confirmSaveAdminAction: 'save' }, token),
      await post('/api/admin/editorder', { moveDatabaseID: id, residential_details: denverDraft() }, token),
    ]) {
      expectError(answer, 403, ErrorCode.forbidden, Messages.forbidden);
    }
  });
});
