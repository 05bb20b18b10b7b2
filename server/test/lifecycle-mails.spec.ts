import crypto from 'node:crypto';
import { expect } from 'chai';
import { WEEKDAYS, dayToIso, formatDay, formatDollars, todayIn, weekdayOf } from '@moveday/openapi';
import { login, mailbox, post, sql, uniqueEmail, queuedMailSubjects } from './support/app.js';
import { withDraft } from './support/drafts.js';
import { ADMIN } from './support/hooks.js';
import { partnerSignIn } from './support/partners.js';

/** A customer books a rough-estimate move (estimate_open) through the site, as a visitor would. */
async function bookEstimate(): Promise<{ id: string; moveID: string; email: string; preferred: number }> {
  const draft = withDraft((d) => (d.pickupTab2.heavyItemsToMove = { uprightpiano: 1 }));
  const quoted = await post('/api/residential_details', draft);
  expect(quoted.status, JSON.stringify(quoted.body)).to.equal(200);
  const email = uniqueEmail('statusmail');
  const signup = await post('/api/signup_details', {
    moveDetailsID: quoted.body.moveDatabaseID,
    firstName: 'Morgan',
    lastName: 'Mails',
    userEmail: email,
    userPhone: '7205550142',
    password: 'moving-day1',
    confirmPassword: 'moving-day1',
    terms: true,
  });
  expect(signup.body.statusCode, JSON.stringify(signup.body)).to.equal(100);
  return { id: quoted.body.moveDatabaseID, moveID: quoted.body.moveID, email, preferred: draft.moveDatePreferences.preferredDateOpt1! };
}

describe('Status mails to the customer, and the job offered to the partner', () => {
  let admin = '';
  const company = `Front Range Haulers ${crypto.randomBytes(3).toString('hex')}`;
  let partnerID = '';

  before(async () => {
    admin = await login(ADMIN.email, ADMIN.password);
    const added = await post(
      '/api/partner_details',
      {
        companyName: company,
        city: 'Denver',
        state: 'CO',
        namePrimaryContact: 'Ray',
        primaryPhonePrimaryContact: '3035550177',
        primaryEmailPrimaryContact: 'ray@frontrange.example.com',
      },
      admin,
    );
    expect(added.status, JSON.stringify(added.body)).to.equal(200);
    partnerID = added.body.result.partnerID;
  });

  it('when an order is confirmed, assigned (and the partner accepts) and completed, then the customer gets a mail for each, the accepted assignment naming the partner and the day', async () => {
    const order = await bookEstimate();
    const inbox = mailbox();

    expect((await post('/api/admin/change_status', { status: 'open', moveDatabaseID: order.id }, admin)).status).to.equal(200);
    const confirmed = await inbox.waitFor(order.email, (m) => m.subject.includes('confirmed'));
    expect(confirmed.subject).to.include(order.moveID);
    expect(confirmed.text).to.include('Hi Morgan,').and.include('Denver, CO');

    const assigned = await post('/api/admin/assignpartner', { moveDatabaseID: order.id, actualMoveDate: order.preferred, partnerDatabaseID: partnerID }, admin);
    expect(assigned.status, JSON.stringify(assigned.body)).to.equal(200);
    // An offer is no news to the customer: the crew and the day come once the partner accepts.
    expect(
      (await queuedMailSubjects(order.email)).filter((s) => s.includes('assigned')),
      'no mail on the offer',
    ).to.deep.equal([]);
    const lead = await partnerSignIn(admin, partnerID);
    expect((await post(`/api/partner/jobs/${order.id}/accept`, {}, lead.token)).status).to.equal(200);
    const crew = await inbox.waitFor(order.email, (m) => m.subject.includes('assigned'));
    const day = `${WEEKDAYS[weekdayOf(order.preferred)]}, ${formatDay(order.preferred)}`;
    expect(crew.text).to.include(company).and.include(day);
    expect(crew.html).to.include(company).and.include(formatDay(order.preferred));

    await sql('UPDATE moves SET actual_move_date = $2 WHERE id = $1', [order.id, dayToIso(todayIn('America/Denver'))]);
    expect((await post('/api/admin/change_status', { status: 'completed', moveDatabaseID: order.id }, admin)).status).to.equal(200);
    const done = await inbox.waitFor(order.email, (m) => m.subject.includes('complete'));
    expect(done.subject).to.include(order.moveID);
    expect(done.text).to.include('/customer/customerorders');
  });

  it('when an order is cancelled, then the customer gets a mail with the reason', async () => {
    const order = await bookEstimate();
    const reason = 'The building would not allow moves that week';
    expect((await post('/api/admin/add_cancel_reason', { moveDatabaseID: order.id, cancelReason: reason }, admin)).status).to.equal(200);
    const mail = await mailbox().waitFor(order.email, (m) => m.subject.includes('cancelled'));
    expect(mail.subject).to.include(order.moveID);
    expect(mail.text).to.include(`Reason: ${reason}`);
    expect(mail.text).to.include(formatDay(todayIn('America/Denver')));
  });

  it('when a transition is refused, then no mail is sent', async () => {
    const order = await bookEstimate();
    expect((await post('/api/admin/change_status', { status: 'completed', moveDatabaseID: order.id }, admin)).status).to.equal(409);
    const subjects = await queuedMailSubjects(order.email);
    expect(subjects.filter((s) => /confirmed|assigned|complete|cancelled/.test(s))).to.deep.equal([]);
  });

  it("when an order is assigned, then the partner gets the offer by mail (the day, both homes' cities, what to move, its value, the deadline and a link, but not the street addresses or the customer's name or phone), and a mail when it is cancelled", async () => {
    const crewEmail = uniqueEmail('crew');
    const crew = await post(
      '/api/partner_details',
      {
        companyName: `Mesa Movers ${crypto.randomBytes(3).toString('hex')}`,
        city: 'Denver',
        state: 'CO',
        namePrimaryContact: 'Alma',
        primaryPhonePrimaryContact: '3035550178',
        primaryEmailPrimaryContact: crewEmail,
      },
      admin,
    );
    expect(crew.status, JSON.stringify(crew.body)).to.equal(200);
    const order = await bookEstimate();
    expect((await post('/api/admin/change_status', { status: 'open', moveDatabaseID: order.id }, admin)).status).to.equal(200);
    const assigned = await post(
      '/api/admin/assignpartner',
      { moveDatabaseID: order.id, actualMoveDate: order.preferred, partnerDatabaseID: crew.body.result.partnerID },
      admin,
    );
    expect(assigned.status, JSON.stringify(assigned.body)).to.equal(200);

    const job = await mailbox().waitFor(crewEmail, (m) => m.subject.includes(order.moveID));
    const day = `${WEEKDAYS[weekdayOf(order.preferred)]}, ${formatDay(order.preferred)}`;
    expect(job.subject).to.include(day);
    expect(job.text).to.include('Hi Alma,').and.include(`Move date: ${day}`);
    // The cities and ZIPs to price the work; the doors come with the accepted job.
    expect(job.text).to.include('Pickup: Denver, CO 80202').and.include('Drop-off: Denver, CO 80207').and.include('Upright Piano: 1');
    expect(job.text, 'the street addresses').not.to.include('1600 Glenarm Pl').and.not.to.include('2200 Kearney St');
    expect(job.text).to.include(`Job value: ${formatDollars(assigned.body.order.finalMoveAmount)}`);
    expect(job.text, "the customer's name and phone").not.to.include('Morgan').and.not.to.include('7205550142');
    expect(job.subject).to.match(/^MoveDay offers you job /);
    expect(job.text).to.match(/accept or decline it by \w+day, \d\d\/\d\d\/\d{4}, \d{1,2}:\d\d [AP]M M[SD]T/);
    expect(job.text).to.include(`/partner/jobs/${order.id}`);

    expect((await post('/api/admin/add_cancel_reason', { moveDatabaseID: order.id, cancelReason: 'The customer found a closer date' }, admin)).status).to.equal(
      200,
    );
    const off = await mailbox().waitFor(crewEmail, (m) => m.subject.includes('cancelled'));
    expect(off.subject).to.equal(`MoveDay job ${order.moveID} is cancelled`);
    expect(off.text).to.include('Reason: The customer found a closer date').and.include(day);
    expect(await queuedMailSubjects(crewEmail), 'two mails, no more').to.have.length(2);
  });
});
