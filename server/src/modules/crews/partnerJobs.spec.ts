import { expect } from 'chai';
import { DAY_MS, DECLINE_REASONS, ErrorCode, Limits, Messages, dayToIso, todayIn } from '@moveday/openapi';
import { call, expectError, get, login, mailbox, post, queuedMailSubjects, sql, uniqueEmail } from '../../../test/support/app.js';
import { denverDraft, withDraft } from '../../../test/support/drafts.js';
import { BOOKER, bookAsNewCustomer } from '../../../test/support/booking.js';
import { ADMIN } from '../../../test/support/hooks.js';
import { until } from '../../../test/support/waiting.js';
import { addPartner, expireOfferNow, inviteTokenIn, partnerSignIn, remindOfferNow } from '../../../test/support/partners.js';
import type { MoveDraft } from '../quotes/index.js';

let admin = '';
let crew: Awaited<ReturnType<typeof addPartner>>;
let lead: Awaited<ReturnType<typeof partnerSignIn>>;
let rival: Awaited<ReturnType<typeof addPartner>>;
let rivalLead: Awaited<ReturnType<typeof partnerSignIn>>;

const INFO = 'info@test.moveday.local';
const denverToday = () => todayIn('America/Denver');

before(async () => {
  admin = await login(ADMIN.email, ADMIN.password);
  crew = await addPartner(post, admin, 'Summit');
  lead = await partnerSignIn(admin, crew.partnerID);
  rival = await addPartner(post, admin, 'Rival');
  rivalLead = await partnerSignIn(admin, rival.partnerID, 'rivallead');
});

interface Order {
  id: string;
  moveID: string;
  email: string;
  password: string;
  preferred: [number, number];
}

/** A fixed-price move booked by a new customer: open. */
async function openOrder(draft: MoveDraft = denverDraft()): Promise<Order> {
  const booked = await bookAsNewCustomer(post, 'jobcustomer', draft);
  return { id: booked.orderId, moveID: booked.moveID, email: booked.email, password: booked.password, preferred: booked.preferred };
}

/** A move whose first preferred date is today in Denver. */
const todaysOrder = () =>
  openOrder(withDraft((d) => (d.moveDatePreferences = { preferredDateOpt1: denverToday(), preferredDateOpt2: denverToday() + DAY_MS })));

async function offer(order: Order, partnerID = crew.partnerID, day = order.preferred[0]) {
  const answer = await post('/api/admin/assignpartner', { moveDatabaseID: order.id, actualMoveDate: day, partnerDatabaseID: partnerID }, admin);
  expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
  return answer.body;
}

const adminOrder = async (id: string) => (await get(`/api/admin/orders/${id}`, admin)).body;

/** Polls the order until `test` holds (the timers run on the queue's workers). */
async function orderBecomes(id: string, test: (order: any) => boolean): Promise<any> {
  return until(`order ${id} reaches the state`, async () => {
    const order = await adminOrder(id);
    return test(order) ? order : undefined;
  });
}

describe('Partner sign-ins', () => {
  it('when an admin invites an email, then it gets a single-use link; the password it sets signs in as the partner, who lands with its company name', async () => {
    const email = uniqueEmail('invitee');
    const invited = await post(`/api/admin/partners/${crew.partnerID}/signins`, { email: `  ${email.toUpperCase()} ` }, admin);
    expect(invited.status, JSON.stringify(invited.body)).to.equal(201);
    expect(invited.body).to.include({ email, activatedAt: null });
    const mail = await mailbox().waitFor(email, (m) => m.subject.includes('sign-in'));
    expect(mail.subject).to.equal(`Your MoveDay sign-in for ${crew.companyName}`);
    const token = inviteTokenIn(mail.text);

    // No password works before the link is used.
    expectError(await post('/api/loginRoute', { loginEmail: email, loginPassword: 'anything-1' }), 401, ErrorCode.invalidCredentials);
    const reset = await post('/api/password/reset', { token, passwordDetails: { password: 'truck-day-1', confirmPassword: 'truck-day-1' } });
    expect(reset.status).to.equal(200);
    expectError(
      await post('/api/password/reset', { token, passwordDetails: { password: 'truck-day-2', confirmPassword: 'truck-day-2' } }),
      400,
      ErrorCode.resetLinkInvalid,
    );

    const signedIn = await post('/api/loginRoute', { loginEmail: email, loginPassword: 'truck-day-1' });
    expect(signedIn.status).to.equal(200);
    expect(signedIn.body.customerDetails).to.include({ userType: 'partner', partnerID: crew.partnerID, partnerName: crew.companyName, userEmail: email });
    expect((await get('/api/profile', signedIn.body.token)).body).to.include({ userType: 'partner', partnerName: crew.companyName });

    const listed = await get(`/api/admin/partners/${crew.partnerID}/signins`, admin);
    const entry = listed.body.find((s: any) => s.email === email);
    expect(entry.activatedAt, 'active once the password is set').to.be.a('number');
  });

  it('when the same email is invited again, then a fresh link replaces the old one (200); an email of another account is refused with 409', async () => {
    const email = uniqueEmail('reinvited');
    expect((await post(`/api/admin/partners/${crew.partnerID}/signins`, { email }, admin)).status).to.equal(201);
    const first = inviteTokenIn((await mailbox().waitFor(email, (m) => m.subject.includes('sign-in'))).text);
    const again = await post(`/api/admin/partners/${crew.partnerID}/signins`, { email }, admin);
    expect(again.status).to.equal(200);
    const second = inviteTokenIn((await mailbox().waitFor(email, (m) => m.subject.includes('sign-in') && !m.text.includes(first))).text);
    expect(second).not.to.equal(first);
    expectError(
      await post('/api/password/reset', { token: first, passwordDetails: { password: 'truck-day-1', confirmPassword: 'truck-day-1' } }),
      400,
      ErrorCode.resetLinkInvalid,
    );
    expect(
      (await post('/api/password/reset', { token: second, passwordDetails: { password: 'truck-day-1', confirmPassword: 'truck-day-1' } })).status,
    ).to.equal(200);

    expectError(await post(`/api/admin/partners/${rival.partnerID}/signins`, { email }, admin), 409, ErrorCode.emailTaken);
    expectError(
      await post(`/api/admin/partners/${crew.partnerID}/signins`, { email: ADMIN.email }, admin),
      409,
      ErrorCode.emailTaken,
      `The email ${ADMIN.email} already belongs to another MoveDay account.`,
    );
    expectError(await post(`/api/admin/partners/${crew.partnerID}/signins`, { email: 'not-an-email' }, admin), 400, ErrorCode.validation);
    expectError(
      await post('/api/admin/partners/00000000-0000-4000-8000-000000000000/signins', { email: uniqueEmail('nopartner') }, admin),
      404,
      ErrorCode.notFound,
    );
  });

  it('when a sign-in is removed, then its session stops at once; when its partner is deleted, then its sign-ins go with it', async () => {
    const gone = await addPartner(post, admin, 'Closing');
    const member = await partnerSignIn(admin, gone.partnerID, 'member');
    expect((await get('/api/partner/jobs', member.token)).status).to.equal(200);
    const removed = await call('DELETE', `/api/admin/partners/${gone.partnerID}/signins/${member.id}`, undefined, admin);
    expect(removed.status, JSON.stringify(removed.body)).to.equal(200);
    expectError(await get('/api/partner/jobs', member.token), 401);

    const other = await partnerSignIn(admin, gone.partnerID, 'member2');
    expect((await post('/api/partner_details/deletepartner', { partnerID: gone.partnerID }, admin)).status).to.equal(200);
    expectError(await get('/api/partner/jobs', other.token), 401);
    expect(await sql('SELECT 1 FROM users WHERE email = $1', [other.email])).to.have.length(0);
  });

  it('when anyone but an admin calls the sign-in routes, or anyone but a partner the job routes, then 401 or 403; a partner reaches no admin or customer route', async () => {
    const customer = await openOrder();
    const customerToken = await login(customer.email, customer.password);
    expectError(await get(`/api/admin/partners/${crew.partnerID}/signins`, lead.token), 403, ErrorCode.forbidden);
    expectError(await get(`/api/admin/partners/${crew.partnerID}/signins`), 401);
    expectError(await get('/api/partner/jobs', customerToken), 403, ErrorCode.forbidden);
    expectError(await get('/api/partner/jobs', admin), 403, ErrorCode.forbidden);
    expectError(await get('/api/admin/orders', lead.token), 403, ErrorCode.forbidden);
    expectError(await post('/api/customer/allorders', {}, lead.token), 403, ErrorCode.forbidden);
    expectError(
      await post(
        '/api/admin/assignpartner',
        { moveDatabaseID: customer.id, actualMoveDate: customer.preferred[0], partnerDatabaseID: crew.partnerID },
        lead.token,
      ),
      403,
    );
  });
});

describe('Offers', () => {
  it('when an admin assigns a partner, then the order is partnerassigned and offered, the partner (its contact and its active sign-ins) gets the offer with a link and a deadline 24 hours away, and sees it without the customer', async () => {
    const pending = uniqueEmail('pendinglead');
    expect((await post(`/api/admin/partners/${crew.partnerID}/signins`, { email: pending }, admin)).status).to.equal(201);
    const order = await openOrder();
    const before = Date.now();
    const answer = await offer(order);
    expect(answer.message).to.equal(Messages.partnerAssigned);
    expect(answer.order).to.include({
      moveStatus: 'partnerassigned',
      assignmentState: 'offered',
      offerPartnerID: crew.partnerID,
      offerPartnerName: crew.companyName,
    });
    expect(answer.order.offerExpiresAt).to.be.within(before + 24 * 3600_000 - 60_000, Date.now() + 24 * 3600_000 + 60_000);

    const mail = await mailbox().waitFor(crew.contactEmail, (m) => m.subject.includes(order.moveID));
    expect(mail.text).to.include(`/partner/jobs/${order.id}`).and.include('accept or decline');
    // Enough to price the work, not which door: the city and ZIP, the distance, no street, unit or notes.
    expect(mail.text)
      .to.include('Pickup: Denver, CO 80202 (')
      .and.to.match(/[\d.]+ road miles between the two homes\./)
      .and.to.include("The street addresses, the customer's notes, name and phone come with the job once you accept it.");
    expect(mail.text).not.to.include('Glenarm').and.not.to.include('Apt 4').and.not.to.include('Street parking only');
    const copy = await mailbox().waitFor(lead.email, (m) => m.subject.includes(order.moveID));
    expect(copy.subject).to.equal(mail.subject);
    expect(copy.text).to.include(`Hi ${crew.companyName},`);
    expect(
      (await queuedMailSubjects(pending)).filter((s) => s.includes(order.moveID)),
      'none to a sign-in with no password yet',
    ).to.deep.equal([]);

    const list = (await get('/api/partner/jobs', lead.token)).body;
    const row = list.offered.find((job: any) => job.id === order.id);
    expect(row).to.include({
      moveID: order.moveID,
      assignmentState: 'offered',
      moveStatus: 'partnerassigned',
      moveDate: order.preferred[0],
      pickupCity: 'Denver',
    });
    expect(row.offerExpiresAt).to.equal(answer.order.offerExpiresAt);
    const job = (await get(`/api/partner/jobs/${order.id}`, lead.token)).body;
    expect(job.customer, 'no customer before acceptance').to.equal(null);
    expect(job.can).to.deep.equal({ accept: true, decline: true, onTheWay: false, done: false });
    expect(job.draft.pickupTab1.pickUpAddress).to.deep.equal({ streetaddress: '', city: 'Denver', state: 'CO', zipcode: '80202' });
    expect(job.draft.dropLocationTab.anythingElseToKnow).to.equal('');
    expect(job.roadMiles).to.be.above(0);
    expect(JSON.stringify(job))
      .not.to.include(BOOKER.lastName)
      .and.not.to.include(BOOKER.phone)
      .and.not.to.include('Glenarm')
      .and.not.to.include('Apt 4')
      .and.not.to.include('Street parking only');
  });

  it('when the move is close, then the offer expires 12 hours before its day begins, but never in less than an hour', async () => {
    const tomorrow = denverToday() + DAY_MS;
    const soon = await openOrder(
      withDraft((d) => (d.moveDatePreferences = { preferredDateOpt1: tomorrow + DAY_MS, preferredDateOpt2: tomorrow + 2 * DAY_MS })),
    );
    const answer = await offer(soon);
    const [row] = await sql(`SELECT (($1::date)::timestamp AT TIME ZONE 'America/Denver') - interval '12 hours' AS latest, now() AS now`, [
      dayToIso(soon.preferred[0]),
    ]);
    const expected = Math.max(Math.min(Date.parse(row.now) + 24 * 3600_000, Date.parse(row.latest)), Date.parse(row.now) + 3600_000);
    expect(Math.abs(answer.order.offerExpiresAt - expected)).to.be.below(5_000);

    const today = await todaysOrder();
    const rushed = await offer(today);
    expect(rushed.order.offerExpiresAt - Date.now()).to.be.within(55 * 60_000, 61 * 60_000);
  });

  it('when the partner accepts, then the customer is told who moves them and when, and the job sheet shows the customer; the list has it under upcoming', async () => {
    const order = await openOrder();
    await offer(order);
    const accepted = await post(`/api/partner/jobs/${order.id}/accept`, {}, lead.token);
    expect(accepted.status, JSON.stringify(accepted.body)).to.equal(200);
    expect(accepted.body.message).to.match(new RegExp(`^You have the job: ${order.moveID} on \\w+day, \\d\\d/\\d\\d/\\d{4}\\.$`));
    expect(accepted.body.job).to.include({ assignmentState: 'accepted' });
    expect(accepted.body.job.customer).to.deep.equal(BOOKER);
    expect(accepted.body.job.draft.pickupTab1.pickUpAddress).to.include({ streetaddress: '1600 Glenarm Pl', streetaddress2: 'Apt 4' });
    expect(accepted.body.job.draft.dropLocationTab.anythingElseToKnow).to.equal('Street parking only.');
    expect(accepted.body.job.can).to.include({ accept: false, decline: false, done: false });
    const told = await mailbox().waitFor(order.email, (m) => m.subject.includes('assigned'));
    expect(told.text).to.include(crew.companyName);

    const list = (await get('/api/partner/jobs', lead.token)).body;
    expect(list.upcoming.map((job: any) => job.id)).to.include(order.id);
    expect(list.offered.map((job: any) => job.id)).not.to.include(order.id);
    const history = (await adminOrder(order.id)).history;
    expect(history.at(-1)).to.include({ action: 'accepted', actorRole: 'partner', actorName: `${crew.companyName} (${lead.email})` });

    expectError(await post(`/api/partner/jobs/${order.id}/accept`, {}, lead.token), 409, ErrorCode.offerNotOpen, Messages.offerNotOpenAnswered);
    expectError(
      await post(`/api/partner/jobs/${order.id}/decline`, { reason: DECLINE_REASONS[0] }, lead.token),
      409,
      ErrorCode.offerNotOpen,
      Messages.offerNotOpenAnswered,
    );
  });

  it('when the partner declines with a reason, then the order is open again at the top of the open orders, the inbox is told, and the decline names the partner and the reason', async () => {
    const order = await openOrder(
      withDraft((d) => (d.moveDatePreferences = { preferredDateOpt1: denverToday() + 40 * DAY_MS, preferredDateOpt2: denverToday() + 41 * DAY_MS })),
    );
    await offer(order);
    expectError(await post(`/api/partner/jobs/${order.id}/decline`, { reason: '  ' }, lead.token), 400, ErrorCode.validation, Messages.declineReasonRequired);
    expectError(await post(`/api/partner/jobs/${order.id}/decline`, { reason: 'x'.repeat(Limits.declineReason + 1) }, lead.token), 400, ErrorCode.validation);
    const declined = await post(`/api/partner/jobs/${order.id}/decline`, { reason: DECLINE_REASONS[1] }, lead.token);
    expect(declined.status, JSON.stringify(declined.body)).to.equal(200);
    expect(declined.body).to.deep.equal({ error: false, message: `You declined the job ${order.moveID}. Thank you for telling us.`, job: null });

    const now = await adminOrder(order.id);
    expect(now).to.include({ moveStatus: 'open', assignmentState: 'declined', partnerID: null, partnerName: null, actualMoveDate: null });
    expect(now).to.include({ offerPartnerID: crew.partnerID, offerPartnerName: crew.companyName, declineReason: DECLINE_REASONS[1] });
    expect(now.history.at(-1)).to.deep.include({ action: 'declined', actorRole: 'partner', fromStatus: 'partnerassigned', toStatus: 'open' });
    expect(now.history.at(-1).changes).to.include({ reason: DECLINE_REASONS[1], partnerName: crew.companyName });
    const notice = await mailbox().waitFor(INFO, (m) => m.subject.includes(order.moveID));
    expect(notice.subject).to.equal(`Job ${order.moveID} declined by ${crew.companyName}: assign a partner again`);
    expect(notice.text, 'the reason closes its sentence').to.include(`Their reason: ${DECLINE_REASONS[1]}.`);

    // First of the open orders in the default order, though its move is weeks after the others'.
    const page = await call('GET', `/api/admin/orders?filter=${encodeURIComponent(JSON.stringify({ group: 'open' }))}&range=[0,4]`, undefined, admin);
    const returned = page.body.filter((row: any) => row.moveStatus === 'open' && ['declined', 'expired'].includes(row.assignmentState));
    expect(
      page.body.slice(0, returned.length).map((row: any) => row.id),
      'returned orders first',
    ).to.deep.equal(returned.map((row: any) => row.id));
    expect(page.body.map((row: any) => row.id)).to.include(order.id);
    const filtered = await call(
      'GET',
      `/api/admin/orders?filter=${encodeURIComponent(JSON.stringify({ assignmentState: ['declined'] }))}&range=[0,499]`,
      undefined,
      admin,
    );
    expect(filtered.body.every((row: any) => row.assignmentState === 'declined')).to.equal(true);
    expect(filtered.body.map((row: any) => row.id)).to.include(order.id);

    expectError(await get(`/api/partner/jobs/${order.id}`, lead.token), 404, ErrorCode.notFound, Messages.jobNotFound);
    expectError(await post(`/api/partner/jobs/${order.id}/accept`, {}, lead.token), 409, ErrorCode.offerNotOpen, Messages.offerNotOpenAnswered);
  });

  it('when the deadline passes unanswered, then the offer expires: the order is open again, the inbox is told, and the partner learns it expired', async () => {
    const order = await openOrder();
    await offer(order);
    await expireOfferNow((text, values) => sql(text, values), order.id);
    const expired = await orderBecomes(order.id, (o) => o.moveStatus === 'open');
    expect(expired).to.include({ assignmentState: 'expired', offerPartnerName: crew.companyName, partnerID: null });
    expect(expired.history.at(-1)).to.deep.include({ action: 'expired', actorRole: 'system', toStatus: 'open' });
    const notice = await mailbox().waitFor(INFO, (m) => m.subject.includes(order.moveID));
    expect(notice.subject).to.equal(`Job ${order.moveID} offer to ${crew.companyName} expired: assign a partner again`);
    const late = await post(`/api/partner/jobs/${order.id}/accept`, {}, lead.token);
    expectError(late, 409, ErrorCode.offerNotOpen);
    expect(late.body.errorMessage).to.match(/^This offer expired at /);
  });

  it('when half the time to the deadline has passed unanswered, then the partner is reminded once; an answered offer is not', async () => {
    const waiting = await openOrder();
    const answered = await openOrder();
    await offer(waiting);
    await offer(answered);
    expect((await post(`/api/partner/jobs/${answered.id}/accept`, {}, lead.token)).status).to.equal(200);
    const timers = await sql(
      `SELECT data->>'moveId' AS move, start_after FROM pgboss.job WHERE name = 'offer-timers' AND data->>'kind' = 'reminder' AND data->>'moveId' = $1`,
      [waiting.id],
    );
    const deadline = (await adminOrder(waiting.id)).offerExpiresAt;
    expect(timers, 'one reminder, set halfway').to.have.length(1);
    expect(Math.abs(Date.parse(timers[0].start_after) - (Date.now() + (deadline - Date.now()) / 2))).to.be.below(5 * 60_000);

    await remindOfferNow((text, values) => sql(text, values), answered.id);
    await remindOfferNow((text, values) => sql(text, values), waiting.id);
    const reminder = await mailbox().waitFor(crew.contactEmail, (m) => m.subject.startsWith('Reminder:') && m.subject.includes(waiting.moveID));
    expect(reminder.text).to.include(`/partner/jobs/${waiting.id}`);
    // Both timers have run once the queue holds neither waiting.
    await until(
      'both reminders have run',
      async () =>
        (
          await sql(
            `SELECT 1 FROM pgboss.job WHERE name = 'offer-timers' AND data->>'kind' = 'reminder' AND data->>'moveId' IN ($1, $2) AND state IN ('created', 'active', 'retry')`,
            [waiting.id, answered.id],
          )
        ).length === 0,
    );
    expect(
      (await queuedMailSubjects(crew.contactEmail)).filter((s) => s.startsWith('Reminder:') && s.includes(answered.moveID)),
      'no reminder of an answered offer',
    ).to.deep.equal([]);
  });

  it('when the offer is reassigned, then the first partner is told it was withdrawn and cannot accept it any more; the new partner has the offer', async () => {
    const order = await openOrder();
    await offer(order);
    const moved = await post(
      '/api/admin/reassignpartner',
      { moveDatabaseID: order.id, actualMoveDate: order.preferred[1], partnerDatabaseID: rival.partnerID, assignmentState: 'offered' },
      admin,
    );
    expect(moved.status, JSON.stringify(moved.body)).to.equal(200);
    expect(moved.body).to.include({ message: Messages.partnerReassigned, moveStatus: 'partnerassigned' });
    expect(moved.body.order).to.include({ assignmentState: 'offered', partnerID: rival.partnerID, actualMoveDate: order.preferred[1] });
    const withdrawn = await mailbox().waitFor(crew.contactEmail, (m) => m.subject === `MoveDay job ${order.moveID} is no longer yours`);
    expect(withdrawn.text).to.include('another crew');
    await mailbox().waitFor(rival.contactEmail, (m) => m.subject.includes(order.moveID));

    expectError(await post(`/api/partner/jobs/${order.id}/accept`, {}, lead.token), 409, ErrorCode.offerNotOpen, Messages.offerNotOpenWithdrawn);
    expectError(await get(`/api/partner/jobs/${order.id}`, lead.token), 404, ErrorCode.notFound);
    expect((await post(`/api/partner/jobs/${order.id}/accept`, {}, rivalLead.token)).status).to.equal(200);

    const stale = await post(
      '/api/admin/reassignpartner',
      { moveDatabaseID: order.id, actualMoveDate: order.preferred[0], partnerDatabaseID: crew.partnerID, assignmentState: 'offered' },
      admin,
    );
    expectError(
      stale,
      409,
      ErrorCode.orderChangedMeanwhile,
      `This job is accepted now, not offered: ${rival.companyName} accepted it meanwhile. Reload the order and choose again.`,
    );
    expectError(
      await post(
        '/api/admin/reassignpartner',
        { moveDatabaseID: order.id, actualMoveDate: order.preferred[0], partnerDatabaseID: crew.partnerID, assignmentState: 'declined' },
        admin,
      ),
      400,
      ErrorCode.validation,
    );
  });

  it("when a second partner opens or answers the first one's job by its address, then it is not found", async () => {
    const order = await openOrder();
    await offer(order);
    expectError(await get(`/api/partner/jobs/${order.id}`, rivalLead.token), 404, ErrorCode.notFound, Messages.jobNotFound);
    expectError(await post(`/api/partner/jobs/${order.id}/accept`, {}, rivalLead.token), 404, ErrorCode.notFound);
    expectError(await post(`/api/partner/jobs/${order.id}/decline`, { reason: 'mine now' }, rivalLead.token), 404, ErrorCode.notFound);
    expectError(await post(`/api/partner/jobs/${order.id}/done`, {}, rivalLead.token), 404, ErrorCode.notFound);
    expect((await get('/api/partner/jobs', rivalLead.token)).body.offered.map((job: any) => job.id)).not.to.include(order.id);
    expect((await adminOrder(order.id)).assignmentState).to.equal('offered');
  });

  it('when an admin reassigns while the partner accepts, then exactly one wins and the other is told why', async () => {
    for (let round = 0; round < 6; round += 1) {
      const order = await openOrder();
      await offer(order);
      const [accepted, reassigned] = await Promise.all([
        post(`/api/partner/jobs/${order.id}/accept`, {}, lead.token),
        post(
          '/api/admin/reassignpartner',
          { moveDatabaseID: order.id, actualMoveDate: order.preferred[0], partnerDatabaseID: rival.partnerID, assignmentState: 'offered' },
          admin,
        ),
      ]);
      expect(
        [accepted.status, reassigned.status].filter((s) => s === 200),
        JSON.stringify([accepted.body, reassigned.body]),
      ).to.have.length(1);
      const final = await adminOrder(order.id);
      if (accepted.status === 200) {
        expectError(reassigned, 409, ErrorCode.orderChangedMeanwhile);
        expect(reassigned.body.errorMessage).to.include(`${crew.companyName} accepted it meanwhile`);
        expect(final).to.include({ assignmentState: 'accepted', partnerID: crew.partnerID });
      } else {
        expectError(accepted, 409, ErrorCode.offerNotOpen, Messages.offerNotOpenWithdrawn);
        expect(final).to.include({ assignmentState: 'offered', partnerID: rival.partnerID });
      }
      expect(final.history.filter((e: any) => ['accepted', 'reassigned'].includes(e.action))).to.have.length(1);
    }
  });
});

describe('The move day', () => {
  it('when the crew is on the way, then the customer is mailed once; "Job done" with notes completes the order, mails the customer and puts the notes in its history', async () => {
    const order = await todaysOrder();
    await offer(order);
    expectError(await post(`/api/partner/jobs/${order.id}/on-the-way`, {}, lead.token), 409, ErrorCode.offerNotOpen, Messages.offerNotAccepted);
    expectError(await post(`/api/partner/jobs/${order.id}/done`, {}, lead.token), 409, ErrorCode.offerNotOpen, Messages.offerNotAccepted);
    const accepted = await post(`/api/partner/jobs/${order.id}/accept`, {}, lead.token);
    expect(accepted.body.job.can).to.include({ onTheWay: true, done: true });

    const coming = await post(`/api/partner/jobs/${order.id}/on-the-way`, {}, lead.token);
    expect(coming.status, JSON.stringify(coming.body)).to.equal(200);
    expect(coming.body.message).to.equal(Messages.crewOnTheWay);
    expect(coming.body.job.crewOnTheWayAt).to.be.a('number');
    expect(coming.body.job.can.onTheWay).to.equal(false);
    const told = await mailbox().waitFor(order.email, (m) => m.subject === 'Your MoveDay crew is on the way');
    expect(told.text).to.include(crew.companyName).and.include('1600 Glenarm Pl');
    expect((await post(`/api/partner/jobs/${order.id}/on-the-way`, {}, lead.token)).status, 'pressed again').to.equal(200);
    expect(
      (await queuedMailSubjects(order.email)).filter((s) => s.includes('on the way')),
      'one mail',
    ).to.have.length(1);

    expectError(await post(`/api/partner/jobs/${order.id}/done`, { notes: 'n'.repeat(Limits.jobNotes + 1) }, lead.token), 400, ErrorCode.validation);
    const done = await post(
      `/api/partner/jobs/${order.id}/done`,
      { notes: 'Piano went up the back stairs; one box of books left with the neighbour.' },
      lead.token,
    );
    expect(done.status, JSON.stringify(done.body)).to.equal(200);
    expect(done.body.message).to.equal(`Job done: the move ${order.moveID} is complete. Thank you!`);
    expect(done.body.job).to.include({ moveStatus: 'completed' });
    await mailbox().waitFor(order.email, (m) => m.subject.includes('is complete'));
    const history = (await adminOrder(order.id)).history;
    expect(history.map((e: any) => e.action).slice(-2)).to.deep.equal(['crewontheway', 'completed']);
    expect(history.at(-1)).to.deep.include({ actorRole: 'partner', fromStatus: 'partnerassigned', toStatus: 'completed' });
    expect(history.at(-1).changes.notes).to.equal('Piano went up the back stairs; one box of books left with the neighbour.');

    const list = (await get('/api/partner/jobs', lead.token)).body;
    expect(list.past.map((job: any) => job.id)).to.include(order.id);
    expectError(await post(`/api/partner/jobs/${order.id}/done`, {}, lead.token), 409, ErrorCode.offerNotOpen, Messages.jobAlreadyDone);
  });

  it('when the move day has not come, then "On our way" and "Job done" are refused with the day', async () => {
    const order = await openOrder();
    await offer(order);
    await post(`/api/partner/jobs/${order.id}/accept`, {}, lead.token);
    const job = (await get(`/api/partner/jobs/${order.id}`, lead.token)).body;
    expect(job.can).to.include({ onTheWay: false, done: false });
    const early = await post(`/api/partner/jobs/${order.id}/on-the-way`, {}, lead.token);
    expectError(early, 409, ErrorCode.moveDateNotReached);
    expect(early.body.errorMessage).to.match(/^This move is on \w+day, \d\d\/\d\d\/\d{4}: tell the customer you are on the way on that day\.$/);
    expectError(await post(`/api/partner/jobs/${order.id}/done`, {}, lead.token), 409, ErrorCode.moveDateNotReached);
    expect((await adminOrder(order.id)).moveStatus).to.equal('partnerassigned');
  });

  it('when the order is cancelled, then the job moves to past without the customer', async () => {
    const order = await openOrder();
    await offer(order);
    await post(`/api/partner/jobs/${order.id}/accept`, {}, lead.token);
    expect((await post('/api/admin/add_cancel_reason', { moveDatabaseID: order.id, cancelReason: 'Customer stays put' }, admin)).status).to.equal(200);
    const job = (await get(`/api/partner/jobs/${order.id}`, lead.token)).body;
    expect(job).to.include({ moveStatus: 'cancelled', customer: null });
    expect(JSON.stringify(job.draft), 'the doors go with the job').not.to.include('Glenarm');
    expect((await get('/api/partner/jobs', lead.token)).body.past.map((j: any) => j.id)).to.include(order.id);
  });
});
