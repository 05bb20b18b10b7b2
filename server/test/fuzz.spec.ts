import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import fc from 'fast-check';
import { DAY_MS, DECLINE_REASONS, ENQUIRY_OPTIONS, ErrorCode, FLOORS, HEAVY_ITEMS, MOVE_TYPES, ORDER_STATUSES, SIZE_BANDS, todayIn } from '@moveday/openapi';
import { baseUrl, get, login, post, sql } from './support/app.js';
import { createTestCustomer, type TestCustomer } from './support/accounts.js';
import type { MoveDraft } from '../src/modules/quotes/index.js';
import { DENVER, denverDraft, withDraft } from './support/drafts.js';
import {
  bodyText,
  callerArbitrary,
  contentHeaders,
  operationsOf,
  pathValue,
  queryString,
  seedFor,
  type Caller,
  type FuzzRequest,
  type Hints,
  type ListHints,
  type OpenApi,
  type Operation,
} from './support/fuzz.js';
import { ADMIN } from './support/hooks.js';
import { addPartner, partnerSignIn } from './support/partners.js';
import { checkedFetch } from './support/contract.js';

/**
 * Generated requests against every operation of the contract: the server never answers 5xx, every
 * error is the error model, and it still answers afterwards. A fixed seed and 200 cases per
 * operation keep CI repeatable and about a minute and a half long; FUZZ_RUNS and FUZZ_SEED make a
 * longer or another run:
 *   FUZZ_RUNS=5000 FUZZ_SEED=7 npx mocha --no-config --node-option import=tsx \
 *     --require test/support/hooks.ts test/fuzz.spec.ts
 * A failure names the seed and a replay command, and writes the failing request to a file.
 */
const RUNS = process.env.FUZZ_RUNS ? Number(process.env.FUZZ_RUNS) : 200;
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : 13;
/** A request the server does not answer within this is a hang, which is a failure too. */
const ANSWER_MS = 15_000;

function loadSpec(): OpenApi {
  const file = createRequire(import.meta.url).resolve('@moveday/openapi/openapi.json');
  return JSON.parse(fs.readFileSync(file, 'utf8')) as OpenApi;
}

interface Answer {
  status: number;
  contentType: string;
  text: string;
}

const clip = (text: string, max = 600) => (text.length > max ? `${text.slice(0, max)}... (${text.length} characters)` : text);

/** A request as a reader can replay it: method, URL, caller, headers and the body's JSON text. */
function describeRequest(r: FuzzRequest): string {
  const headers = Object.entries(r.headers)
    .map(([k, v]) => `${k}: ${JSON.stringify(v)}`)
    .join(', ');
  return `${r.method} ${r.url} as ${r.caller}${headers ? ` [${headers}]` : ''}${r.body === undefined ? '' : `\nbody (JSON string of the text sent): ${clip(JSON.stringify(r.body))}`}`;
}

/** What is wrong with an answer, or undefined when it keeps the rules. */
function problemWith(answer: Answer): string | undefined {
  if (answer.status >= 500) return `answered ${answer.status}`;
  if (answer.status < 400) return undefined;
  if (!answer.contentType.includes('application/json')) return `answered ${answer.status} with ${answer.contentType || 'no content type'}, not the error model`;
  let body: { error?: unknown; errorCode?: unknown; errorMessage?: unknown };
  try {
    body = JSON.parse(answer.text) as typeof body;
  } catch {
    return `answered ${answer.status} with JSON that does not parse`;
  }
  if (body?.error !== true || typeof body.errorCode !== 'number' || typeof body.errorMessage !== 'string' || body.errorMessage === '') {
    return `answered ${answer.status} without the error model`;
  }
  return undefined;
}

if (!Number.isInteger(RUNS) || RUNS < 1 || !Number.isInteger(SEED)) throw new Error('FUZZ_RUNS must be a positive integer and FUZZ_SEED an integer');

describe('Fuzz: generated requests to every operation of the contract', function () {
  const spec = loadSpec();
  const operations = operationsOf(spec);
  const fuzzed = operations.filter((op) => op.body || op.pathParams.length > 0 || op.queryParams.length > 0);
  const tokens: Record<Caller, string | undefined> = { anonymous: undefined, customer: undefined, admin: undefined, partner: undefined };
  /** The partner whose sign-in is the fuzz's partner caller. */
  let crewId = '';
  let customer: TestCustomer;
  let customerOrderId = '';
  let enquiryId = '';
  let webhookId = '';
  let apiKeyId = '';
  /** The fuzz customer's own token: closing an account is fuzzed with throwaway customers' instead. */
  let fuzzCustomerToken = '';
  /** The orders given to operations that change orders: the fuzz may have stored odd data in any. */
  const editedMoveIds = new Set<string>();
  const changesOrders = (op: Operation) =>
    /orders\/\{id\}|editorder|change_status|assignpartner|add_cancel_reason|updatemove|signup_details|partner\/jobs/.test(op.path) && op.method !== 'GET';
  /** Operations on a job offered to the fuzz's partner: accept and decline take it offered, the rest accepted, on its move day. */
  const onOffers = (op: Operation) => /partner\/jobs\/|reassignpartner/.test(op.path);

  async function send(request: FuzzRequest): Promise<Answer> {
    const token = tokens[request.caller];
    const res = await checkedFetch(`${baseUrl()}${request.url}`, {
      method: request.method,
      headers: { ...request.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: request.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(ANSWER_MS),
    });
    return { status: res.status, contentType: res.headers.get('content-type') ?? '', text: await res.text() };
  }

  /** An order moving today, offered to the fuzz's partner, and accepted when asked. */
  async function offeredJob(state: 'offered' | 'accepted'): Promise<string> {
    const today = todayIn('America/Denver');
    const draft = withDraft((d) => (d.moveDatePreferences = { preferredDateOpt1: today, preferredDateOpt2: today + DAY_MS }));
    const customerDetails = { firstName: 'Fuzz', lastName: 'Target', userEmail: customer.userEmail, userPhone: '3035550100' };
    const order = await post('/api/addorder', { ...draft, customerDetails, confirmSaveAdminAction: 'confirm' }, tokens.admin);
    const id = order.body.moveDatabaseID as string;
    const offered = await post('/api/admin/assignpartner', { moveDatabaseID: id, actualMoveDate: today, partnerDatabaseID: crewId }, tokens.admin);
    expect(offered.status, JSON.stringify(offered.body)).to.equal(200);
    if (state === 'accepted') expect((await post(`/api/partner/jobs/${id}/accept`, {}, tokens.partner)).status).to.equal(200);
    return id;
  }

  /** A quote, an open order, an unconfirmed order and a partner made for one operation's run (and a job of the fuzz's partner, for the partner's calls). */
  async function freshFixtures(op: Operation) {
    // Closing one's account (it may succeed, with the right password) is the call of a customer of its own, without orders.
    tokens.customer = op.path === '/api/account/close' ? await freshCustomerToken() : fuzzCustomerToken;
    const quote = await post('/api/residential_details', denverDraft());
    expect(quote.status, JSON.stringify(quote.body)).to.equal(200);
    const customerDetails = { firstName: 'Fuzz', lastName: 'Target', userEmail: customer.userEmail, userPhone: '3035550100' };
    const open = await post('/api/addorder', { ...denverDraft(), customerDetails, confirmSaveAdminAction: 'confirm' }, tokens.admin);
    const unconfirmed = await post('/api/addorder', { ...denverDraft(), customerDetails, confirmSaveAdminAction: 'save' }, tokens.admin);
    expect([open.status, unconfirmed.status], JSON.stringify([open.body, unconfirmed.body])).to.deep.equal([200, 200]);
    const partner = await post(
      '/api/partner_details',
      {
        partnerDetails: { companyName: `Fuzz Movers ${Date.now()}`, state: 'CO', city: 'Denver' },
        primaryContact: { name: 'Pat Crew', primaryPhone: '3035550111', primaryEmail: 'pat@crew.example.com' },
      },
      tokens.admin,
    );
    expect(partner.status, JSON.stringify(partner.body)).to.equal(200);
    const offeredId = onOffers(op) ? await offeredJob(/\/(accept|decline)$|reassignpartner/.test(op.path) ? 'offered' : 'accepted') : undefined;
    // A refund needs money held: the open order takes a cash payment first.
    if (op.path.endsWith('/refunds')) {
      const paid = await post(`/api/admin/orders/${open.body.moveDatabaseID}/payments`, { amountCents: 10_000, method: 'cash' }, tokens.admin);
      expect(paid.status, JSON.stringify(paid.body)).to.equal(200);
    }
    // An adjustment goes with a job the partner earned on: the open order, done by the fresh partner.
    if (op.path.endsWith('/earnings')) await completedBy(open.body.moveDatabaseID as string, partner.body.result.partnerID as string);
    const afterBooking = await afterBookingFixtures(op, open.body.moveDatabaseID as string, partner.body.result.partnerID as string);
    const statementId = /\/(settlements|statements)\/\{id\}/.test(op.path)
      ? await statementOf(open.body.moveDatabaseID as string, partner.body.result.partnerID as string)
      : undefined;
    if (changesOrders(op))
      for (const id of [quote.body.moveDatabaseID, open.body.moveDatabaseID, unconfirmed.body.moveDatabaseID, offeredId])
        if (id) editedMoveIds.add(id as string);
    return {
      quoteId: quote.body.moveDatabaseID as string,
      openId: open.body.moveDatabaseID as string,
      unconfirmedId: unconfirmed.body.moveDatabaseID as string,
      partnerId: partner.body.result.partnerID as string,
      offeredId,
      statementId,
      ...afterBooking,
    };
  }

  /** A statement to pay: the open order done by the fresh partner, its line moved a few weeks back, and that week issued. */
  async function statementOf(orderId: string, partnerId: string): Promise<string> {
    await completedBy(orderId, partnerId);
    const weekOf = todayIn('America/Denver') - 70 * DAY_MS;
    await sql(`UPDATE partner_earnings SET earned_on = $2::date WHERE partner_id = $1`, [partnerId, new Date(weekOf).toISOString().slice(0, 10)]);
    const issued = await post('/api/admin/settlements/issue', { weekOf }, tokens.admin);
    expect(issued.status, JSON.stringify(issued.body)).to.equal(200);
    return (issued.body.issued as { id: string; partnerId: string }[]).find((statement) => statement.partnerId === partnerId)!.id;
  }

  /** The order assigned to the partner, its day made today, and completed. */
  async function completedBy(orderId: string, partnerId: string): Promise<void> {
    const [day] = (await sql<{ day: string }>('SELECT preferred_date_1::text AS day FROM moves WHERE id = $1', [orderId])).map((r) =>
      Date.parse(`${r.day}T00:00:00Z`),
    );
    const assigned = await post('/api/admin/assignpartner', { moveDatabaseID: orderId, actualMoveDate: day, partnerDatabaseID: partnerId }, tokens.admin);
    expect(assigned.status, JSON.stringify(assigned.body)).to.equal(200);
    await sql(`UPDATE moves SET actual_move_date = (now() AT TIME ZONE time_zone)::date WHERE id = $1`, [orderId]);
    const done = await post('/api/admin/change_status', { status: 'completed', moveDatabaseID: orderId }, tokens.admin);
    expect(done.status, JSON.stringify(done.body)).to.equal(200);
  }

  async function freshCustomerToken(): Promise<string> {
    const throwaway = await createTestCustomer();
    return login(throwaway.userEmail, throwaway.password);
  }

  /**
   * What the customers' after-booking calls act on: the open order (the fuzz customer's) with its
   * partner's accepted job for change requests, done for a rating; a pending change request for
   * the admins' answers; a rating link's token (its hash stored as the mailed link's is).
   */
  async function afterBookingFixtures(op: Operation, orderId: string, partnerId: string): Promise<{ requestId?: string; ratingToken?: string }> {
    if (!/changerequests|\/rating/.test(op.path)) return {};
    const [day] = (await sql<{ day: string }>('SELECT preferred_date_1::text AS day FROM moves WHERE id = $1', [orderId])).map((r) =>
      Date.parse(`${r.day}T00:00:00Z`),
    );
    const assigned = await post('/api/admin/assignpartner', { moveDatabaseID: orderId, actualMoveDate: day, partnerDatabaseID: partnerId }, tokens.admin);
    expect(assigned.status, JSON.stringify(assigned.body)).to.equal(200);
    await sql(`UPDATE moves SET assignment_state = 'accepted', offer_deadline = NULL WHERE id = $1`, [orderId]);
    if (op.path.includes('/admin/changerequests/')) {
      const asked = await post(
        `/api/customer/orders/${orderId}/changerequests`,
        { preferredDateOpt1: day + 35 * DAY_MS, preferredDateOpt2: day + 36 * DAY_MS },
        tokens.customer,
      );
      expect(asked.status, JSON.stringify(asked.body)).to.equal(200);
      return { requestId: asked.body.options.changeRequest.id as string };
    }
    if (!/\/rating/.test(op.path)) return {};
    await sql(`UPDATE moves SET actual_move_date = (now() AT TIME ZONE time_zone)::date WHERE id = $1`, [orderId]);
    const done = await post('/api/admin/change_status', { status: 'completed', moveDatabaseID: orderId }, tokens.admin);
    expect(done.status, JSON.stringify(done.body)).to.equal(200);
    const ratingToken = crypto.randomBytes(32).toString('base64url');
    await sql('INSERT INTO rating_links (move_id, token_hash) VALUES ($1, $2)', [orderId, crypto.createHash('sha256').update(ratingToken).digest('hex')]);
    return { ratingToken };
  }

  type Fixtures = Awaited<ReturnType<typeof freshFixtures>>;

  /** Drafts that price and store: the plain Denver move, one packed with a kit, one with heavy items and 'other' obstacles. */
  function drafts(): MoveDraft[] {
    const plain = denverDraft();
    const first = plain.moveDatePreferences.preferredDateOpt1!;
    return [
      plain,
      withDraft((d) => {
        d.serviceType = { boxedAndReadyToGo: false, packingAndMoving: true };
        d.packingSupplies = { loadingAndUnloading: false, mediumPacking: true, largePacking: false };
        d.servicesTab = { desiredDeliveryDate: { preferredDate: first - 2 * DAY_MS } };
        d.additionalHelp = { disassemblefurniture: true, reassemblefurniture: true, unpacking: true };
      }),
      withDraft((d) => {
        d.pickupTab2 = {
          moversWillNeedToNavigate: { stairs: true, 'other(pleaseexplain)': true },
          otherDesc: 'A narrow gate',
          heavyItemsToMove: { uprightpiano: 1, 'safe(over150lbs)': 1 },
        };
        d.dropLocationTab.moversWillNeedToNavigate = { 'other(pleaseexplain)': true, freightelevator: true };
        d.dropLocationTab.otherDesc = 'Loading dock at the back';
      }),
    ];
  }

  function hintsFor(fixtures: Fixtures): { hints: Hints; list: (op: Operation) => ListHints; knownIds: (op: Operation) => [string, ...string[]] } {
    const moveIds = [fixtures.quoteId, fixtures.openId, fixtures.unconfirmedId, customerOrderId];
    const today = todayIn('America/Denver');
    const preferred = denverDraft().moveDatePreferences;
    const day = fc.oneof(
      { arbitrary: fc.constantFrom(preferred.preferredDateOpt1!, preferred.preferredDateOpt2!), weight: 3 },
      { arbitrary: fc.integer({ min: -30, max: 800 }).map((n) => today + n * DAY_MS), weight: 3 },
      { arbitrary: fc.constant(null), weight: 1 },
    );
    const text = fc.constantFrom('', 'Narrow stairs', 'Call on arrival', 'x'.repeat(251));
    const freshEmail = fc.stringMatching(/^[a-z0-9]{10}$/).map((s) => `fuzz.${s}@example.com`);
    const email = fc.oneof({ arbitrary: freshEmail, weight: 4 }, { arbitrary: fc.constantFrom(customer.userEmail, 'not-an-email', ''), weight: 1 });
    const phone = fc.constantFrom('3035550100', '(303) 555-0100', '303.555.0100', '12345', '');
    const name = fc.constantFrom('Casey', 'Lee Ann', 'Mover', '');
    const moveId = fc.oneof({ arbitrary: fc.constantFrom(...moveIds), weight: 4 }, { arbitrary: fc.uuid(), weight: 1 });
    const partnerId = fc.oneof({ arbitrary: fc.constant(fixtures.partnerId), weight: 4 }, { arbitrary: fc.uuid(), weight: 1 });
    const password = fc.constantFrom('secret-pw1', customer.password, 'short', '');
    const count = fc.integer({ min: 0, max: 6 });
    const companyName = fc.stringMatching(/^[A-Za-z]{6}$/).map((s) => `Fuzz ${s}`);
    const byName: Hints['byName'] = {
      zipcode: fc.constantFrom('80202', '80207', '80903', '85701', '87102', '75201', '76102', '10001', '00000', '8020'),
      state: fc.constantFrom('CO', 'Colorado', 'co', 'AZ', 'NM', 'TX', 'NY', ''),
      city: fc.constantFrom('Denver', 'Tucson', 'Dallas', ''),
      streetaddress: fc.constantFrom(DENVER.streetaddress, '2200 Kearney St', ''),
      streetaddress2: fc.constantFrom('Apt 4', ''),
      whereYouMovingFrom: fc.constantFrom(...MOVE_TYPES.map((t) => t.key), ''),
      moveTo: fc.constantFrom(...MOVE_TYPES.map((t) => t.key), ''),
      pickUpLocationSize: fc.constantFrom(...SIZE_BANDS.map((b) => b.key)),
      dropLocationSize: fc.constantFrom(...SIZE_BANDS.map((b) => b.key)),
      noOfFloors: fc.constantFrom(...FLOORS),
      dropLocationNoOfFloor: fc.constantFrom(...FLOORS),
      otherDesc: text,
      anythingElseToKnow: text,
      comment: text,
      moredesc: text,
      notes: text,
      cancelReason: text,
      fromlocation: fc.constantFrom('Denver, CO', ''),
      tolocation: fc.constantFrom('Dallas, TX', ''),
      preferredDateOpt1: day,
      preferredDateOpt2: day,
      preferredDate: day,
      actualMoveDate: day,
      moveCancelDate: day,
      livingroom: count,
      bedroom: count,
      kitchen: count,
      diningroom: count,
      bathroom: count,
      study: count,
      basement: count,
      attic: count,
      garage: count,
      firstName: name,
      lastName: name,
      firstname: name,
      lastname: name,
      name,
      userEmail: email,
      email,
      useremail: email,
      loginEmail: email,
      primaryEmail: email,
      secondaryEmail: email,
      userPhone: phone,
      phone,
      userphone: phone,
      primaryPhone: phone,
      secondaryPhone: phone,
      password,
      confirmPassword: password,
      loginPassword: password,
      selectOption: fc.constantFrom(...ENQUIRY_OPTIONS, ''),
      companyName,
      status: fc.constantFrom(...ORDER_STATUSES, 'close'),
      moveDatabaseID: moveId,
      moveDetailsID: moveId,
      partnerID: partnerId,
      partnerDatabaseID: partnerId,
      userId: fc.oneof(fc.constant(customer._id), fc.uuid()),
      token: fc.stringMatching(/^[0-9a-f]{64}$/),
      path: fc.constantFrom('/', '/getaquote', '/login'),
      finalMoveAmount: fc.constantFrom<unknown>('1234', 1234, '', null, '$1,234'),
      version: fc.nat(5),
      reason: fc.oneof(fc.constantFrom(...DECLINE_REASONS), text),
      assignmentState: fc.constantFrom('offered', 'accepted', 'declined', 'expired', 'open'),
    };
    /** Ids that exist, by what the path names; the first is one the route serves. */
    const knownIds = (op: Operation): [string, ...string[]] => {
      if (op.path.includes('/admin/changerequests/')) return [fixtures.requestId ?? fixtures.openId];
      if (op.path.startsWith('/api/ratings/')) return [fixtures.ratingToken ?? 'no-such-rating-link-token-of-43-characters'];
      if (/\/(settlements|statements)\//.test(op.path)) return [fixtures.statementId ?? fixtures.openId];
      if (op.path.includes('/orders/')) return [fixtures.openId, fixtures.unconfirmedId, customerOrderId, fixtures.quoteId];
      if (op.path.includes('/partners/')) return [fixtures.partnerId];
      if (op.path.includes('/partner/jobs/')) return [fixtures.offeredId!, fixtures.openId, customerOrderId];
      if (op.path.includes('/enquiries/')) return [enquiryId];
      if (op.path.includes('/webhooks/')) return [webhookId];
      if (op.path.includes('/apikeys/')) return [apiKeyId];
      // The fuzz customer always has open orders, so closing it is refused (7033) and it lives on.
      if (op.path.includes('/admin/customers/')) return [customer._id, fixtures.partnerId];
      return ['80202', '85701', '10001', '00000'];
    };
    const listValue = fc.constantFrom(
      'open',
      'close',
      'unassigned',
      'assigned',
      'unconfirmed',
      'completed',
      'cancelled',
      'home',
      'commercial',
      'smith',
      '303',
      'offered',
      'declined',
      ...ORDER_STATUSES,
    );
    const filterValue = fc.oneof(
      listValue,
      fc.array(listValue, { maxLength: 3 }),
      fc.array(fc.constantFrom(...moveIds, fixtures.partnerId, enquiryId), { maxLength: 3 }),
    );
    /** Each list's own sort fields and filters (its OpenAPI description lists them), so a page often gets past sort to range and filter. */
    const list = (op: Operation): ListHints => {
      if (op.path.includes('/partners'))
        return { sortFields: ['companyName', 'location', 'city', 'state', 'createdAt', 'updatedAt', 'id'], filterKeys: ['q', 'id'], filterValue };
      if (op.path.includes('/reviews'))
        return { sortFields: ['createdAt', 'stars', 'moveID', 'id'], filterKeys: ['stars', 'partnerId', 'q', 'id'], filterValue };
      if (op.path.includes('/admin/customers'))
        return {
          sortFields: ['createdAt', 'lastName', 'firstName', 'email', 'closedAt', 'id'],
          filterKeys: ['closed', 'q', 'id'],
          filterValue: fc.oneof(filterValue, fc.boolean()),
        };
      if (op.path.includes('/enquiries'))
        return {
          sortFields: ['createdAt', 'kind', 'firstName', 'lastName', 'email', 'phone', 'selectOption', 'id'],
          filterKeys: ['kind', 'q', 'id'],
          filterValue,
        };
      return {
        sortFields: ['default', 'moveDate', 'customerName', 'moveID', 'moveStatus', 'partnerName', 'finalMoveAmount', 'id'],
        filterKeys: ['group', 'status', 'view', 'assignmentState', 'q', 'id'],
        filterValue,
      };
    };
    const draft = fc.constantFrom(...drafts());
    const person = fc.record({ firstName: fc.constant('Fuzz'), lastName: fc.constant('Target'), userEmail: freshEmail, userPhone: fc.constant('3035550100') });
    const partner = fc.tuple(companyName, fc.boolean()).map(([name, grouped]): Record<string, unknown> =>
      grouped
        ? {
            partnerDetails: { companyName: name, state: 'CO', city: 'Denver' },
            primaryContact: {
              name: 'Pat Crew',
              primaryPhone: '3035550111',
              secondaryPhone: '',
              primaryEmail: 'pat@crew.example.com',
              secondaryEmail: '',
              notes: 'Weekdays',
            },
            secondaryContact: { name: '', primaryPhone: '', secondaryPhone: '', primaryEmail: '', secondaryEmail: '', notes: '' },
          }
        : {
            companyName: name,
            city: 'Tucson',
            state: 'Arizona',
            namePrimaryContact: 'Lee Haul',
            primaryPhonePrimaryContact: '5205550100',
            secondaryPhonePrimaryContact: '',
            primaryEmailPrimaryContact: 'lee@haul.example.com',
            secondaryEmailPrimaryContact: '',
            notesPrimaryContact: '',
            nameSecondaryContact: 'Sam Haul',
            primaryPhoneSecondaryContact: '5205550102',
            secondaryPhoneSecondaryContact: '',
            primaryEmailSecondaryContact: 'sam@haul.example.com',
            secondaryEmailSecondaryContact: '',
            notesSecondaryContact: 'Nights',
          },
    );
    const [first, second] = [preferred.preferredDateOpt1!, preferred.preferredDateOpt2!];
    const newDates = fc
      .integer({ min: 30, max: 300 })
      .map((n) => ({ preferredDateOpt1: todayIn('America/Denver') + n * 86_400_000, preferredDateOpt2: todayIn('America/Denver') + (n + 1) * 86_400_000 }));
    const examples: Hints['examples'] = {
      MoveDraft: draft,
      AdminQuoteRequest: fc
        .tuple(draft, person, fc.constantFrom(undefined, fixtures.openId))
        .map(([d, c, id]) => ({ ...d, customerDetails: c, ...(id ? { moveDatabaseID: id } : {}) })),
      AddOrderRequest: fc
        .tuple(draft, person, fc.constantFrom('save', 'confirm'), fc.constantFrom<unknown>(undefined, 1500, '2000'))
        .map(([d, c, action, amount]) => ({
          ...d,
          customerDetails: c,
          confirmSaveAdminAction: action,
          ...(amount === undefined ? {} : { finalMoveAmount: amount }),
        })),
      AdminOrderUpdate: fc
        .tuple(draft, person, fc.constantFrom<unknown>(undefined, 1500))
        .map(([d, c, amount]) => ({ ...d, customerDetails: c, ...(amount === undefined ? {} : { finalMoveAmount: amount }) })),
      EditOrderRequest: fc
        .tuple(draft, person, fc.constantFrom(fixtures.openId, fixtures.unconfirmedId))
        .map(([d, c, id]) => ({ moveDatabaseID: id, residential_details: d, customerDetails: c })),
      CustomerDetails: person,
      CustomerDetailsInput: person,
      PartnerInput: partner,
      PartnerEditInput: partner.map((body) => ({ ...body, partnerID: fixtures.partnerId })),
      HomeEnquiryRequest: freshEmail.map((e) => ({
        selectOption: 'All',
        firstName: 'Fuzz',
        lastName: 'Target',
        phone: '3035550100',
        email: e,
        comment: 'Call me',
        notification: true,
      })),
      CommercialEnquiryRequest: freshEmail.map((e) => ({
        fromlocation: 'Denver, CO',
        tolocation: 'Dallas, TX',
        firstname: 'Fuzz',
        lastname: 'Target',
        useremail: e,
        userphone: '3035550100',
        moredesc: 'An office of ten',
      })),
      SignupDetails: freshEmail.map((e) => ({
        moveDetailsID: fixtures.quoteId,
        firstName: 'Fuzz',
        lastName: 'Target',
        userEmail: e,
        userPhone: '3035550100',
        password: 'secret-pw1',
        confirmPassword: 'secret-pw1',
        terms: true,
      })),
      LoginRequest: fc.constant({ loginEmail: customer.userEmail, loginPassword: customer.password, keepMeLoggedIn: false }),
      ResetPasswordRequest: fc.constant({ passwordDetails: { password: 'secret-pw2', confirmPassword: 'secret-pw2' }, token: 'a'.repeat(64) }),
      AssignPartnerRequest: fc
        .constantFrom(first, second)
        .map((day) => ({ moveDatabaseID: fixtures.openId, actualMoveDate: day, partnerDatabaseID: fixtures.partnerId })),
      CancelOrderRequest: fc
        .constantFrom(fixtures.openId, fixtures.unconfirmedId)
        .map((id) => ({ cancelReason: 'The customer moved the date', moveDatabaseID: id, moveCancelDate: null })),
      ChangeStatusRequest: fc.constant({ status: 'open', moveDatabaseID: fixtures.unconfirmedId }),
      ReassignPartnerRequest: fc.constantFrom(first, second).map((day) => ({
        moveDatabaseID: fixtures.offeredId ?? fixtures.openId,
        actualMoveDate: fixtures.offeredId ? todayIn('America/Denver') : day,
        partnerDatabaseID: fixtures.partnerId,
        assignmentState: 'offered',
      })),
      PartnerInviteRequest: freshEmail.map((e) => ({ email: e })),
      DeclineJobRequest: fc.constant({ reason: DECLINE_REASONS[0] }),
      DayOffRequest: fc.integer({ min: 200, max: 400 }).map((n) => ({ day: todayIn('America/Denver') + n * 86_400_000 })),
      JobDoneRequest: fc.constant({ notes: 'Two boxes left in the garage, as the customer asked.' }),
      NewDates: newDates,
      ChangeRequestInput: fc
        .tuple(newDates, fc.constantFrom(undefined, 'Our lease starts later'))
        .map(([dates, note]) => ({ ...dates, ...(note ? { note } : {}) })),
      CustomerCancelRequest: fc.constantFrom({ reason: 'plansChanged' }, { reason: 'other', otherReason: 'We are staying' }),
      RatingInput: fc
        .tuple(fc.integer({ min: 1, max: 5 }), fc.constantFrom(undefined, 'Careful crew <b>thanks</b>'))
        .map(([stars, comment]) => ({ stars, ...(comment ? { comment } : {}) })),
      ApproveChangeRequest: fc.constant({ actualMoveDate: first + 35 * DAY_MS, partnerDatabaseID: fixtures.partnerId }),
      DeclineChangeRequest: fc.constant({ reason: 'Our crews are fully booked that week.' }),
      RecordPaymentRequest: fc
        .tuple(fc.integer({ min: 1, max: 500_00 }), fc.constantFrom('cash', 'check', 'transfer'))
        .map(([amountCents, method]) => ({ amountCents, method, reference: 'Fuzz receipt' })),
      PartnerTermsInput: fc.oneof(
        fc.tuple(fc.integer({ min: 0, max: 10_000 }), fc.constantFrom(undefined, null, 'acct_1FuzzMovers')).map(([points, account]) => ({
          kind: 'commission',
          commissionPercent: points / 100,
          ...(account !== undefined ? { stripeAccountId: account } : {}),
        })),
        fc.integer({ min: 1, max: 10_000_000 }).map((cents) => ({ kind: 'fixed', fixedPayoutCents: cents })),
      ),
      AdjustmentRequest: fc
        .integer({ min: -5_000, max: 5_000 })
        .filter((cents) => cents !== 0)
        .map((amountCents) => ({ orderId: fixtures.openId, amountCents, reason: 'Fuzzed adjustment' })),
      // Weeks long past: what a statement run issues (the fuzz's own partners owe nothing much) is beside the point.
      IssueStatementsRequest: fc.integer({ min: 2, max: 60 }).map((weeks) => ({ weekOf: todayIn('America/Denver') - weeks * 7 * DAY_MS })),
      PayoutRequest: fc.constantFrom('transfer', 'check', 'cash').map((method) => ({ method, reference: 'Fuzz payout', paidOn: todayIn('America/Denver') })),
      // Refunds of a few cents, by hand: the fuzz's payments leave something held to give back.
      RefundRequest: fc.integer({ min: 1, max: 50 }).map((amountCents) => ({ amountCents, method: 'cash', reason: 'Fuzzed refund' })),
      SingleOrderExportRequest: fc.constantFrom(fixtures.openId, customerOrderId).map((id) => ({
        moveDatabaseID: id,
        selectedMoveDetails: Object.fromEntries(
          [
            'customerDetails',
            'moveDetails',
            'serviceType',
            'preferredDateOpt1',
            'preferredDateOpt2',
            'pickupLocation',
            'dropoffLocation',
            'services',
            'cancelReason',
            'cancelDate',
            'finalCost',
          ].map((k) => [k, true]),
        ),
      })),
      EventRequest: fc.constant({ type: 'pageview', name: 'landing', path: '/' }),
      ForgotPasswordRequest: freshEmail.map((e) => ({ email: e })),
      PartnerReference: fc.constant({ partnerID: fixtures.partnerId }),
      OrderReference: fc.constant({ moveDatabaseID: fixtures.openId }),
      CustomerOrderRequest: fc.constant({ moveDatabaseID: customerOrderId }),
      CustomerOrdersRequest: fc.constant({ userId: customer._id }),
      PendingMoveRequest: fc.constant({ moveDatabaseID: fixtures.quoteId }),
      UpdateMoveRequest: fc.constant({ moveDatabaseID: fixtures.quoteId }),
      CloseAccountRequest: fc.constantFrom({ password: 'secret-pw1' }),
      LanguageChange: fc.constantFrom({ language: 'en' }, { language: 'es' }),
      NewApiKey: fc.constantFrom(
        { name: 'Fuzz key', scopes: ['orders:read'] },
        { name: 'Fuzz writer', scopes: ['orders:write', 'reports:read'], expiresAt: Date.now() + 30 * DAY_MS },
      ),
      // A receiver nobody listens on, for an event the fuzz seldom makes: its deliveries fail quietly.
      NewWebhookEndpoint: fc.constant({ url: 'http://127.0.0.1:9/fuzz-receiver', description: 'Fuzz', events: ['partner.offer_answered'] }),
      WebhookEndpointChange: fc.constantFrom({ enabled: false }, { description: 'Fuzzed' }, { events: ['partner.offer_answered'] }),
    };
    return { hints: { examples, byName, mapKeys: { HeavyItems: HEAVY_ITEMS.map((item) => item.key) } }, list, knownIds };
  }

  /** The cases for one operation: a caller, a URL with odd ids and queries, a body, a content type. */
  function requestsFor(op: Operation, context: ReturnType<typeof hintsFor>): fc.Arbitrary<FuzzRequest> {
    const url = fc
      .tuple(...op.pathParams.map(() => pathValue(fc.constantFrom(...context.knownIds(op)))))
      .map((values) => op.pathParams.reduce((filled, name, i) => filled.replace(`{${name}}`, values[i]!), op.path));
    const query = op.queryParams.length > 0 ? queryString(op, context.list(op)) : fc.constant('');
    const body = op.body ? bodyText(spec, context.hints, op.body) : fc.constant(undefined);
    const headers = op.body ? contentHeaders : fc.constant({});
    return fc.record({ caller: callerArbitrary(op), url, query, body, headers }).map(({ caller, url: u, query: q, body: b, headers: h }) => {
      const request: FuzzRequest = { caller, method: op.method, url: `${u}${q}`, headers: h, body: b };
      return Object.assign(request, { [fc.toStringMethod]: () => describeRequest(request) });
    });
  }

  before(async function () {
    this.timeout(60_000);
    tokens.admin = await login(ADMIN.email, ADMIN.password);
    customer = await createTestCustomer();
    tokens.customer = await login(customer.userEmail, customer.password);
    fuzzCustomerToken = tokens.customer;
    crewId = (await addPartner(post, tokens.admin, 'Fuzzcrew')).partnerID;
    tokens.partner = (await partnerSignIn(tokens.admin, crewId, 'fuzzcrew')).token;
    const quote = await post('/api/residential_details', denverDraft());
    const booked = await post('/api/customer/updatemove', { moveDatabaseID: quote.body.moveDatabaseID }, tokens.customer);
    expect(booked.status, JSON.stringify(booked.body)).to.equal(200);
    customerOrderId = quote.body.moveDatabaseID as string;
    const enquiry = await post('/api/enquirydetails', {
      selectOption: 'All',
      firstName: 'Fuzz',
      lastName: 'Target',
      phone: '3035550100',
      email: customer.userEmail,
      comment: '',
    });
    expect(enquiry.status, JSON.stringify(enquiry.body)).to.equal(200);
    const listed = await get(`/api/admin/enquiries?filter=${encodeURIComponent(JSON.stringify({ q: customer.userEmail }))}`, tokens.admin);
    enquiryId = listed.body[0].id as string;
    const endpoint = await post('/api/admin/webhooks', { url: 'http://127.0.0.1:9/fuzz-receiver', events: ['partner.offer_answered'] }, tokens.admin);
    expect(endpoint.status, JSON.stringify(endpoint.body)).to.equal(201);
    webhookId = endpoint.body.id as string;
    const key = await post('/api/admin/apikeys', { name: 'Fuzz', scopes: ['orders:read'] }, tokens.admin);
    expect(key.status, JSON.stringify(key.body)).to.equal(201);
    apiKeyId = key.body.id as string;
  });

  // The endpoints the fuzz made would go on taking the later tests' events: none outlives it.
  after(async () => {
    await sql('DELETE FROM webhook_endpoints');
  });

  it('when the contract is read, then it has JSON bodies, ids in paths and list queries to fuzz', () => {
    expect(fuzzed.filter((op) => op.body).length).to.be.greaterThan(20);
    expect(fuzzed.some((op) => op.pathParams.length > 0)).to.equal(true);
    expect(fuzzed.some((op) => op.queryParams.includes('filter'))).to.equal(true);
  });

  /** The caller an operation serves: anyone, any signed-in caller, or one of its roles. */
  const servedCaller = (op: Operation): Caller => {
    if (op.roles === undefined) return 'anonymous';
    if (op.roles.length === 0 || op.roles.includes('customer')) return 'customer';
    return op.roles.includes('partner') ? 'partner' : 'admin';
  };

  it("when the body each operation's fuzz starts from is sent as it is, then the route takes it, so its mutations reach the services", async function () {
    this.timeout(120_000);
    const refused: string[] = [];
    for (const op of fuzzed.filter((o) => o.body)) {
      const context = hintsFor(await freshFixtures(op));
      const name = (op.body!.$ref ?? '').replace('#/components/schemas/', '');
      const example = context.hints.examples[name];
      if (!example) {
        refused.push(`${op.id}: no example body for ${name || 'its schema'} in this spec`);
        continue;
      }
      const [body] = fc.sample(example, { seed: seedFor(SEED, op.id), numRuns: 1 });
      const url = op.pathParams.reduce((filled, param) => filled.replace(`{${param}}`, context.knownIds(op)[0]), op.path);
      const request: FuzzRequest = {
        caller: servedCaller(op),
        method: op.method,
        url,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      };
      const answer = await send(request);
      // No reset link exists for the fuzz: refusing the token is as deep as that route goes.
      const deepest =
        op.path === '/api/password/reset' ? answer.status === 400 && JSON.parse(answer.text).errorCode === ErrorCode.resetLinkInvalid : answer.status < 300;
      if (!deepest) refused.push(`${op.id}: ${answer.status} ${clip(answer.text, 300)}`);
    }
    expect(refused).to.deep.equal([]);
  });

  for (const op of fuzzed) {
    it(`when ${op.id} is sent ${RUNS} generated requests, then none answers 5xx, every error is the error model and the server still answers`, async function () {
      this.timeout(60_000 + RUNS * 1_000);
      const context = hintsFor(await freshFixtures(op));
      let lastFailing: FuzzRequest | undefined;
      const property = fc.asyncProperty(requestsFor(op, context), async (request) => {
        let answer: Answer;
        try {
          answer = await send(request);
        } catch (err) {
          lastFailing = request;
          throw new Error(`no answer (${(err as Error).message})\n${describeRequest(request)}`, { cause: err });
        }
        const problem = problemWith(answer);
        if (problem) {
          lastFailing = request;
          throw new Error(`${problem}: ${clip(answer.text, 300)}\n${describeRequest(request)}`);
        }
      });
      try {
        await fc.assert(property, { seed: seedFor(SEED, op.id), numRuns: RUNS });
      } catch (err) {
        // The last failing request is the smallest the shrinking found: kept whole for a replay by hand.
        const file = path.join(os.tmpdir(), `moveday-fuzz-${op.method}-${op.path.replace(/\W+/g, '_')}.json`);
        if (lastFailing) fs.writeFileSync(file, JSON.stringify(lastFailing, null, 2));
        (err as Error).message = [
          `${op.id} failed with FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS}; the failing request is in ${file}.`,
          `Replay: FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS} npx mocha --no-config --node-option import=tsx --require test/support/hooks.ts test/fuzz.spec.ts --grep '${op.id} is sent'`,
          (err as Error).message,
        ].join('\n');
        throw err;
      }
      const health = await get('/api/health');
      expect(health.status, JSON.stringify(health.body)).to.equal(200);
    });
  }

  it('when every route without input is called by each caller after the fuzz stored what it could, then none answers 5xx', async function () {
    this.timeout(120_000);
    const failures: string[] = [];
    for (const op of operations.filter((o) => !fuzzed.includes(o))) {
      for (const caller of ['anonymous', 'customer', 'admin'] as const) {
        const request: FuzzRequest = { caller, method: op.method, url: op.path, headers: {} };
        const problem = problemWith(await send(request));
        if (problem) failures.push(`${problem}: ${describeRequest(request)}`);
      }
    }
    expect(failures).to.deep.equal([]);
  });

  it('when every order the fuzz could have edited is exported, then no export answers 5xx', async function () {
    this.timeout(120_000);
    const everything = {
      customerDetails: true,
      moveDetails: true,
      serviceType: true,
      preferredDateOpt1: true,
      preferredDateOpt2: true,
      pickupLocation: true,
      dropoffLocation: true,
      services: true,
      cancelReason: true,
      cancelDate: true,
      finalCost: true,
    };
    const failures: string[] = [];
    for (const id of [...editedMoveIds, customerOrderId]) {
      for (const exportPath of ['/api/admin/fetchsinglecsv', '/api/admin/fetchsinglepdf']) {
        const request: FuzzRequest = {
          caller: 'admin',
          method: 'POST',
          url: exportPath,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ moveDatabaseID: id, selectedMoveDetails: everything }),
        };
        const problem = problemWith(await send(request));
        if (problem) failures.push(`${problem}: ${describeRequest(request)}`);
      }
    }
    expect(failures).to.deep.equal([]);
  });
});
