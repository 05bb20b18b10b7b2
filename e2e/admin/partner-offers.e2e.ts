import { expect } from 'chai';
import type { Locator, Page } from 'playwright-core';
import { DEFAULT_COMPANY, Messages, formatMessage } from '@moveday/openapi';
import { expireOfferNow } from '../../server/test/support/partners.js';
import { running } from '../support/hooks.js';
import { mailMatching } from '../support/partner.js';
import { api, latestMailTo, logInByApi, resetLinkIn, uniqueEmail } from '../support/seed.js';
import { addOrder, addPartner, adminToken, apiCall, expectMessage, openAdminPage, shot, sql, uniqueName } from './adminSupport.js';

const PASSWORD = 'Crew-ready1';

/** The token of the set-password link in an invitation mail (a link marked as an invitation). */
function inviteTokenIn(mail: string): string {
  expect(mail).to.include('invite=1');
  const link = resetLinkIn(mail);
  const token = new URL(link, running().baseUrl).searchParams.get('token');
  expect(token, `a token in ${link}`).to.be.a('string');
  return token!;
}

/** Sets the invitee's password through an invitation's link, as the set-password page does. */
async function setPassword(token: string): Promise<void> {
  const reset = await api('/password/reset', { token, passwordDetails: { password: PASSWORD, confirmPassword: PASSWORD } });
  expect(reset.status, JSON.stringify(reset.body)).to.equal(200);
}

/** Sets the invitee's password from the invitation mail, then signs in: the sign-in's token. */
async function activate(email: string): Promise<string> {
  await setPassword(inviteTokenIn(await latestMailTo(email)));
  return logInByApi(email, PASSWORD);
}

/** The company inbox, where the admins hear of declined and expired offers. */
const INFO_EMAIL = process.env.INFO_EMAIL || DEFAULT_COMPANY.infoEmail;

/** A partner with one sign-in, invited and activated by API: the partner's token for its calls. */
async function partnerWithSignIn(admin: string, prefix: string) {
  const partner = await addPartner(admin, uniqueName(prefix));
  const email = uniqueEmail('crew');
  const invited = await apiCall('POST', `/admin/partners/${partner.partnerID}/signins`, admin, { email });
  expect(invited.status, JSON.stringify(invited.body)).to.equal(201);
  return { ...partner, email, token: await activate(email) };
}

/** A confirmed order (open) of a customer with a name of its own, and its preferred dates. */
async function openOrder(admin: string, prefix: string) {
  const lastName = uniqueName(prefix);
  const order = await addOrder(admin, { firstName: 'Nell', lastName }, 'confirm');
  const detail = (await apiCall('GET', `/admin/orders/${order.moveDatabaseID}`, admin)).body;
  return { ...order, lastName, dates: [detail.moveDatePreferences.preferredDateOpt1, detail.moveDatePreferences.preferredDateOpt2] as number[] };
}

async function assignByApi(admin: string, order: { moveDatabaseID: string; dates: number[] }, partnerID: string) {
  const answer = await apiCall('POST', '/admin/assignpartner', admin, {
    moveDatabaseID: order.moveDatabaseID,
    actualMoveDate: order.dates[0],
    partnerDatabaseID: partnerID,
  });
  expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
  expect(answer.body.order).to.deep.include({ moveStatus: 'partnerassigned', assignmentState: 'offered' });
}

const orderRows = (page: Page) => page.locator('tbody tr.RaDataTable-row');
const rowOf = (page: Page, lastName: string) => orderRows(page).filter({ hasText: lastName });
const chipIn = (scope: Locator, label: string) => scope.getByTestId('assignment-state').getByText(label, { exact: true });

/** The open tab as it comes, first page, no search (the list keeps a search only within a session; each test has its own). */
async function openOrdersPage(page: Page): Promise<void> {
  await page.goto('/admin/ordersPage');
  await orderRows(page).first().waitFor();
}

/** Chooses a partner in the Assign Partner (or Reassign) dialog and presses Done. */
async function choosePartner(page: Page, dialog: Locator, company: string): Promise<void> {
  await dialog.getByRole('combobox', { name: 'Partner' }).click();
  await page.getByRole('option', { name: new RegExp(`^${company}`) }).click();
  await dialog.getByRole('button', { name: 'Done' }).click();
}

describe('Admin console: partner sign-ins and offers', () => {
  let admin: string;
  before(async () => {
    admin = await adminToken();
  });

  it("when an admin invites a sign-in on the partner's page, then the invitee gets the mail, and the list follows it from Invited to Active to removed", async () => {
    const partner = await addPartner(admin, uniqueName('Invite Movers '));
    const email = uniqueEmail('dispatch');
    const { context, page } = await openAdminPage(`/admin/editpartner?id=${partner.partnerID}`);
    try {
      const section = page.getByRole('region', { name: 'Sign-ins' });
      await section.getByText('No one signs in for this partner yet').waitFor();
      const emailBox = section.getByRole('textbox', { name: 'Email' });
      const invite = section.getByRole('button', { name: 'Invite' });

      // The shared email rule, before any call.
      await emailBox.fill('dispatch@haulers');
      await invite.click();
      await expectMessage(page, Messages.invalidEmailFormat);

      // An address that belongs to another account: the server's words.
      await emailBox.fill(running().adminEmail);
      await invite.click();
      await expectMessage(page, formatMessage('emailTaken', { email: running().adminEmail }));

      const sent = page.waitForResponse(
        (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === `/api/admin/partners/${partner.partnerID}/signins`,
      );
      await emailBox.fill(` ${email} `);
      await invite.click();
      expect((await sent).status()).to.equal(201);
      await page.getByText(formatMessage('signInInvited', { email })).waitFor();
      const row = section.getByRole('row').filter({ hasText: email });
      await row.getByText('Invited', { exact: true }).waitFor();
      expect(await emailBox.inputValue(), 'the box is cleared for the next one').to.equal('');
      const firstToken = inviteTokenIn(await latestMailTo(email));
      await shot(page, 'partner-signins-invited');

      // Sending it again mails a fresh link.
      const again = page.waitForResponse(
        (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === `/api/admin/partners/${partner.partnerID}/signins`,
      );
      await row.getByRole('button', { name: `Send the invitation again to ${email}` }).click();
      expect((await again).status()).to.equal(200);
      // The queue writes the fresh mail a moment after the answer.
      const secondToken = inviteTokenIn(await mailMatching(email, new RegExp(`resetForm\\?token=(?!${firstToken})[\\w-]+&(amp;)?invite=1`)));
      expect(secondToken).to.not.equal(firstToken);

      await setPassword(secondToken);
      await page.reload();
      await row.getByText('Active', { exact: true }).waitFor();
      expect(await row.getByRole('button', { name: /^Send the invitation again/ }).count(), 'nothing to resend once active').to.equal(0);
      await shot(page, 'partner-signins-active');

      await row.getByRole('button', { name: `Remove ${email}` }).click();
      const confirm = page.getByRole('dialog', { name: 'Remove this sign-in?' });
      await confirm.getByText(email, { exact: false }).waitFor();
      await confirm.getByRole('button', { name: 'Remove' }).click();
      await section.getByText('No one signs in for this partner yet').waitFor();
      const login = await api('/loginRoute', { loginEmail: email, loginPassword: PASSWORD });
      expect(login.status, 'a removed sign-in cannot sign in').to.not.equal(200);
    } finally {
      await context.close();
    }
  });

  it('when a partner declines its offer, then the order is back at the top of the open orders with the Declined chip, the filter finds it, and offering it to the same partner asks first', async () => {
    const crew = await partnerWithSignIn(admin, 'Decline Movers ');
    const order = await openOrder(admin, 'Decline');
    await assignByApi(admin, order, crew.partnerID);
    const reason = 'Our crew is not free that day';
    const declined = await apiCall('POST', `/partner/jobs/${order.moveDatabaseID}/decline`, crew.token, { reason });
    expect(declined.status, JSON.stringify(declined.body)).to.equal(200);

    const { context, page } = await openAdminPage();
    try {
      await openOrdersPage(page);
      const mine = rowOf(page, order.lastName);
      await chipIn(mine, 'Declined').waitFor();
      expect(await mine.innerText()).to.include('Confirmed');
      // Declined and expired offers come first: every row above this one is one of them.
      const states = await orderRows(page).evaluateAll((rows, name) => {
        const index = rows.findIndex((r) => r.textContent?.includes(name));
        return rows.slice(0, index + 1).map((r) => r.querySelector('[data-testid="assignment-state"]')?.textContent ?? '');
      }, order.lastName);
      expect(states.length, 'on the first page').to.be.greaterThan(0);
      for (const state of states) expect(state).to.be.oneOf(['Declined', 'Expired']);
      await shot(page, 'partner-offers-declined-on-top');

      // The filter on the assignment's state: only declined orders, this one among them.
      await page.getByRole('button', { name: 'Filter orders' }).click();
      await page.getByRole('menuitemcheckbox', { name: 'Declined' }).click();
      await page.waitForURL((url) => decodeURIComponent(url.search).includes('"assignmentState":["declined"]'));
      await page.getByRole('menuitemcheckbox', { name: 'Declined', checked: true }).waitFor();
      await page.keyboard.press('Escape');
      await orderRows(page)
        .filter({ hasNot: page.getByTestId('assignment-state').getByText('Declined', { exact: true }) })
        .first()
        .waitFor({ state: 'detached' });
      await chipIn(mine, 'Declined').waitFor();
      await page.getByRole('tab', { name: /^Open \(\d+\/\d+\)$/ }).waitFor();
      await shot(page, 'partner-offers-filter-declined');

      // The details say who declined and why; the history has the partner's entry.
      await mine.getByRole('link', { name: order.moveID }).click();
      await page.waitForURL('**/admin/editorder?id=*');
      const head = page.getByRole('region', { name: 'Final cost' });
      await chipIn(head, 'Declined').waitFor();
      await head.getByText(crew.companyName, { exact: true }).waitFor();
      await head.getByText(reason, { exact: true }).waitFor();
      const history = page.getByRole('table', { name: 'Order history' });
      const entry = history.getByRole('row').filter({ hasText: 'Declined the job' });
      await entry.waitFor();
      expect(await entry.innerText())
        .to.include(`Partner: ${crew.companyName} (${crew.email})`)
        .and.to.include(`reason: ${reason}`);
      await shot(page, 'partner-offers-declined-details');

      // The same partner again: the admin is asked first; Cancel leaves the order as it is.
      await head.getByRole('button', { name: 'Assign Partner' }).click();
      const assign = page.getByRole('dialog', { name: 'Assign Partner' });
      await choosePartner(page, assign, crew.companyName);
      const question = page.getByRole('dialog', { name: 'Offer the job again?' });
      await question.getByText(`${crew.companyName} declined this job (${reason}). Offer it to them again?`, { exact: true }).waitFor();
      await shot(page, 'partner-offers-reoffer-question', false);
      await question.getByRole('button', { name: 'Cancel' }).click();
      await question.waitFor({ state: 'detached' });
      expect((await apiCall('GET', `/admin/orders/${order.moveDatabaseID}`, admin)).body.assignmentState).to.equal('declined');

      const offered = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/admin/assignpartner');
      await assign.getByRole('button', { name: 'Done' }).click();
      await question.getByRole('button', { name: 'Offer again' }).click();
      expect((await offered).status()).to.equal(200);
      await assign.waitFor({ state: 'detached' });
      await chipIn(head, 'Offered').waitFor();
      await head.getByText(/^answer by \d\d\/\d\d\/\d{4}, \d{1,2}:\d\d [AP]M$/).waitFor();
      expect(await head.getByText('Partner assigned', { exact: true }).count()).to.equal(1);
    } finally {
      await context.close();
    }
  });

  it('when a job is reassigned while its partner accepts it, then the admin is told what changed and sees it accepted; taking an accepted job asks first', async () => {
    const first = await partnerWithSignIn(admin, 'First Movers ');
    const second = await addPartner(admin, uniqueName('Second Movers '));
    const order = await openOrder(admin, 'Reassign');
    await assignByApi(admin, order, first.partnerID);

    const { context, page } = await openAdminPage(`/admin/editorder?id=${order.moveDatabaseID}`);
    try {
      const head = page.getByRole('region', { name: 'Final cost' });
      await chipIn(head, 'Offered').waitFor();
      await head.getByRole('button', { name: 'Reassign' }).click();
      const dialog = page.getByRole('dialog', { name: 'Reassign Partner' });
      await dialog.getByText(`${first.companyName} has this job now (offered).`, { exact: false }).waitFor();

      // Meanwhile the partner accepts: the admin's Reassign was made on an offer that is no longer one.
      const accepted = await apiCall('POST', `/partner/jobs/${order.moveDatabaseID}/accept`, first.token);
      expect(accepted.status, JSON.stringify(accepted.body)).to.equal(200);
      const refused = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/admin/reassignpartner');
      await choosePartner(page, dialog, second.companyName);
      const answer = await refused;
      expect(answer.status()).to.equal(409);
      const message = ((await answer.json()) as { errorMessage: string }).errorMessage;
      await expectMessage(page, message);
      await dialog.waitFor({ state: 'detached' });
      await chipIn(head, 'Accepted').waitFor();
      await shot(page, 'partner-offers-reassign-refused');

      await head.getByRole('button', { name: 'Reassign' }).click();
      await choosePartner(page, dialog, second.companyName);
      const question = page.getByRole('dialog', { name: 'Take the job from its partner?' });
      await question.getByText(`${first.companyName} has accepted this job; reassigning takes it from them.`, { exact: true }).waitFor();
      await shot(page, 'partner-offers-reassign-accepted-question', false);
      await question.getByRole('button', { name: 'Reassign' }).click();
      await dialog.waitFor({ state: 'detached' });
      await chipIn(head, 'Offered').waitFor();
      await head.getByText(second.companyName, { exact: true }).waitFor();
      const stored = (await apiCall('GET', `/admin/orders/${order.moveDatabaseID}`, admin)).body;
      expect(stored).to.deep.include({ moveStatus: 'partnerassigned', assignmentState: 'offered', partnerName: second.companyName });
      await page.getByRole('table', { name: 'Order history' }).getByText('Reassigned', { exact: true }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('when an offer goes unanswered past its deadline, then the order is back in the open orders with the Expired chip, and offering it to the same partner asks first', async () => {
    const crew = await addPartner(admin, uniqueName('Silent Movers '));
    const order = await openOrder(admin, 'Expire');
    await assignByApi(admin, order, crew.partnerID);

    const { context, page } = await openAdminPage(`/admin/editorder?id=${order.moveDatabaseID}`);
    try {
      const head = page.getByRole('region', { name: 'Final cost' });
      await chipIn(head, 'Offered').waitFor();
      await head.getByText(crew.companyName, { exact: true }).waitFor();

      // Time moved on rather than waited for: the deadline is past and the expiry is due; the admins are mailed once it has run.
      await expireOfferNow((text, values) => sql(text, values), order.moveDatabaseID);
      await mailMatching(INFO_EMAIL, new RegExp(`Job ${order.moveID} offer to[\\s\\S]+?expired`));

      await page.reload();
      await chipIn(head, 'Expired').waitFor();
      await head.getByText(`${crew.companyName} did not answer in time`, { exact: true }).waitFor();
      await head.getByText('Confirmed', { exact: true }).waitFor();
      expect(await head.getByRole('button', { name: 'Reassign' }).count(), 'nothing to reassign once expired').to.equal(0);
      const entry = page.getByRole('table', { name: 'Order history' }).getByRole('row').filter({ hasText: 'Offer expired unanswered' });
      await entry.waitFor();
      expect(await entry.innerText())
        .to.include('MoveDay')
        .and.to.include(crew.companyName);
      await shot(page, 'partner-offers-expired-details');

      // The open orders, narrowed to expired offers.
      await openOrdersPage(page);
      const mine = rowOf(page, order.lastName);
      await chipIn(mine, 'Expired').waitFor();
      await page.getByRole('button', { name: 'Filter orders' }).click();
      await page.getByRole('menuitemcheckbox', { name: 'Expired' }).click();
      await page.waitForURL((url) => decodeURIComponent(url.search).includes('"assignmentState":["expired"]'));
      await page.getByRole('menuitemcheckbox', { name: 'Expired', checked: true }).waitFor();
      await page.keyboard.press('Escape');
      await orderRows(page)
        .filter({ hasNot: page.getByTestId('assignment-state').getByText('Expired', { exact: true }) })
        .first()
        .waitFor({ state: 'detached' });
      await chipIn(mine, 'Expired').waitFor();
      await shot(page, 'partner-offers-filter-expired');

      // From the row: the same partner again asks first.
      await mine.getByRole('button', { name: 'Assign Partner' }).click();
      const assign = page.getByRole('dialog', { name: 'Assign Partner' });
      await choosePartner(page, assign, crew.companyName);
      const question = page.getByRole('dialog', { name: 'Offer the job again?' });
      await question.getByText(`${crew.companyName} did not answer in time. Offer it to them again?`, { exact: true }).waitFor();
      await question.getByRole('button', { name: 'Offer again' }).click();
      await assign.waitFor({ state: 'detached' });
      expect(page.url(), 'the dialog does not open the row').to.match(/ordersPage/);
      // Offered again, it is no longer an expired offer: the filtered list lets it go.
      await mine.waitFor({ state: 'detached' });
      expect((await apiCall('GET', `/admin/orders/${order.moveDatabaseID}`, admin)).body).to.deep.include({
        moveStatus: 'partnerassigned',
        assignmentState: 'offered',
      });
    } finally {
      await context.close();
    }
  });
});
