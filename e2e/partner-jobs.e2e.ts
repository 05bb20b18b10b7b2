import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { DECLINE_REASONS, formatDay, Messages, WEEKDAYS, weekdayOf } from '@moveday/openapi';
import { noHorizontalScroll } from './support/checks.js';
import { logIn, openPage, pageErrors } from './support/browser.js';
import {
  addCrew,
  adminOrder,
  adminToken,
  bookMoveForToday,
  call,
  crewSignIn,
  invite,
  inviteLinkIn,
  mailMatching,
  offer,
  shot,
  type Crew,
  type CrewSignIn,
} from './support/partner.js';
import { running } from './support/hooks.js';
import { latestMailTo, logInByApi, uniqueEmail } from './support/seed.js';

/** A common phone: 390 CSS px wide (iPhone 12 to 15). */
const PHONE_390 = { width: 390, height: 844 };

const dayText = (day: number) => `${WEEKDAYS[weekdayOf(day)]}, ${formatDay(day)}`;

/** Signs in at /login as the crew and waits for its job list. */
/**
 * Signs in and waits for the job list's app to run, not only its prerendered HTML to show: its
 * jobs are answered (the call it makes once it has read the session), so what the test does to
 * the session afterwards cannot be read by a page still starting.
 */
async function signInAsCrew(page: Page, signIn: CrewSignIn): Promise<void> {
  const listed = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/partner/jobs' && r.request().method() === 'GET');
  await logIn(page, signIn.email, signIn.password);
  await page.waitForURL('**/partner/jobs');
  await page.getByRole('heading', { level: 1, name: 'My Jobs' }).waitFor();
  expect((await listed).status()).to.equal(200);
}

const section = (page: Page, title: 'Offered' | 'Upcoming' | 'Past') => page.getByRole('region', { name: new RegExp(`^${title} \\(\\d+\\)$`) });

async function expectFitsThePhone(page: Page, what: string): Promise<void> {
  expect(await noHorizontalScroll(page), `${what}: nothing scrolls sideways at 390 px`).to.equal(true);
}

describe('Partner job sheet on a phone', () => {
  let token: string;
  let crew: Crew;
  let otherCrew: Crew;
  before(async () => {
    token = await adminToken();
    crew = await addCrew(token, 'Summit Movers');
    otherCrew = await addCrew(token, 'Rival Haulers');
  });

  it('when an admin invites a crew, then it sets its password from the mail, signs in at /login and lands on its empty job list', async () => {
    const email = uniqueEmail('crew-lead');
    await invite(token, crew, email);
    const link = inviteLinkIn(await latestMailTo(email));

    const { context, page } = await openPage({ viewport: PHONE_390 });
    try {
      await page.goto(link);
      await page.getByRole('heading', { level: 1, name: 'Set your password' }).waitFor();
      await expectFitsThePhone(page, 'the invitation');
      await shot(page, 'partner-invite-set-password');
      await page.locator('#reset-password').fill('Crew-lead1');
      await page.getByLabel('Confirm Password').fill('Crew-lead1');
      await page.getByRole('button', { name: 'Set Password', exact: true }).click();
      const done = page.getByTestId('message-dialog');
      await done.getByText('Your password is set.', { exact: false }).waitFor();
      await done.getByRole('button', { name: 'Ok' }).click();
      await page.waitForURL('**/login');

      await signInAsCrew(page, { email, password: 'Crew-lead1' });
      await page.getByText(crew.companyName, { exact: false }).first().waitFor();
      for (const title of ['Offered', 'Upcoming', 'Past'] as const) await section(page, title).waitFor();
      await page.getByText('No offers right now.', { exact: false }).waitFor();
      await expectFitsThePhone(page, 'the empty job list');
      await shot(page, 'partner-jobs-empty');

      // The bar holds the crew's jobs and Logout, on a phone too, and nothing of a customer's.
      const bar = page.getByRole('navigation', { name: 'Main', exact: true });
      expect(await bar.getByRole('link', { name: 'Jobs' }).getAttribute('aria-current')).to.equal('page');
      expect(await page.getByRole('link', { name: 'Orders' }).count()).to.equal(0);
      expect(await page.getByRole('button', { name: 'Open the menu' }).count()).to.equal(0);
      await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
      const question = page.getByRole('dialog', { name: 'Are you sure you want to log out?' });
      await question.waitFor();
      await shot(page, 'partner-logout', false);
      await question.getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL('**/login');
      await page.getByRole('heading', { name: 'Login' }).waitFor();
      expect(await page.evaluate(() => sessionStorage.getItem('state') ?? localStorage.getItem('state'))).to.equal(null);
      expect(pageErrors(page)).to.deep.equal([]);
    } finally {
      await context.close();
    }
  });

  it('when a job is offered, then the crew sees it under Offered, accepts it, gets the customer, says it is on the way and marks it done', async () => {
    const signIn = await crewSignIn(token, crew, 'crew-day');
    const move = await bookMoveForToday('Amara');
    await offer(token, move, crew);

    const { context, page } = await openPage({ viewport: PHONE_390 });
    try {
      await signInAsCrew(page, signIn);
      const row = section(page, 'Offered').getByTestId('job-row').filter({ hasText: move.moveID });
      await row.waitFor();
      const rowText = await row.innerText();
      // The admin offered the first preferred day: the offer is for that day.
      expect(rowText).to.contain(dayText(move.days[0])).and.not.to.contain(dayText(move.days[1]));
      expect(rowText).to.contain('Denver, CO → Denver, CO');
      expect(rowText).to.match(/\$\d[\d,]*/);
      expect(rowText).to.match(/Answer by \w{3}, \w{3} \d{1,2}, \d{1,2}:\d{2} [AP]M/);
      await expectFitsThePhone(page, 'the job list with an offer');
      await shot(page, 'partner-jobs-offered');

      await row.click();
      await page.waitForURL(`**/partner/jobs/${move.moveDatabaseID}`);
      await page.getByRole('heading', { level: 1, name: `Job ${move.moveID}` }).waitFor();
      const sheet = page.getByRole('main');
      expect(await page.getByTestId('job-days').innerText()).to.equal(dayText(move.days[0]));
      for (const card of ['Pick Up', 'Drop-off', 'The Move', "Customer's Notes"]) await sheet.getByRole('heading', { level: 2, name: card }).waitFor();
      const text = await sheet.innerText();
      // Enough to price the work (cities, ZIPs, the distance), not which door: that comes with the job.
      expect(text)
        .to.contain('Denver, CO 80202')
        .and.to.contain('Denver, CO 80207')
        .and.to.match(/[\d.]+ road miles between the two homes/);
      expect(text).to.contain('The street address comes with the job once you accept it.');
      expect(text).to.contain("The customer's notes come with the job once you accept it.");
      expect(text).not.to.contain('Glenarm').and.not.to.contain('Kearney').and.not.to.contain('Apt 4').and.not.to.contain('Street parking only.');
      expect(text).to.contain('Boxed and Ready to Go');
      expect(text).to.contain(`${dayText(move.days[0])} or ${dayText(move.days[1])}`);
      expect(await sheet.getByRole('heading', { level: 2, name: 'Customer', exact: true }).count(), 'no customer before the offer is accepted').to.equal(0);
      expect(text).to.not.contain(move.lastName);
      await expectFitsThePhone(page, 'an offered job');
      await shot(page, 'partner-job-offered');

      const accepted = page.waitForResponse((r) => r.url().endsWith(`/api/partner/jobs/${move.moveDatabaseID}/accept`));
      await page.getByRole('button', { name: 'Accept job' }).click();
      expect((await accepted).status()).to.equal(200);
      await page.getByRole('status').getByText('You have the job', { exact: false }).waitFor();
      const customer = sheet.getByRole('region', { name: 'Customer', exact: true });
      await customer.getByText(`${move.firstName} ${move.lastName}`).waitFor();
      const acceptedText = await sheet.innerText();
      expect(acceptedText).to.contain('1600 Glenarm Pl, Apt 4').and.to.contain('2200 Kearney St').and.to.contain('Street parking only.');
      expect(acceptedText).not.to.contain('comes with the job once you accept it');
      expect(await customer.getByRole('link', { name: '(720) 555-0142' }).getAttribute('href')).to.equal(`tel:+1${move.phone}`);
      expect(await page.getByTestId('job-days').innerText()).to.equal(dayText(move.days[0]));
      expect(await page.getByRole('button', { name: 'Accept job' }).count()).to.equal(0);
      await expectFitsThePhone(page, 'an accepted job');
      await shot(page, 'partner-job-accepted');

      await page.getByRole('button', { name: 'On our way' }).click();
      const confirm = page.getByRole('dialog', { name: 'Tell the customer your crew is on the way?' });
      await confirm.waitFor();
      await shot(page, 'partner-job-on-the-way-confirm', false);
      await confirm.getByRole('button', { name: 'On our way' }).click();
      await page.getByRole('status').getByText(Messages.crewOnTheWay).waitFor();
      await mailMatching(move.email, /on (the|its|their) way/i);

      await page.getByRole('button', { name: 'Job done' }).click();
      const doneDialog = page.getByRole('dialog', { name: 'Mark this job done?' });
      await doneDialog.getByLabel('Notes (optional)').fill('Two boxes left in the garage at the customer’s request.');
      await shot(page, 'partner-job-done-dialog', false);
      const done = page.waitForResponse((r) => r.url().endsWith(`/api/partner/jobs/${move.moveDatabaseID}/done`));
      await doneDialog.getByRole('button', { name: 'Job done' }).click();
      expect((await done).status()).to.equal(200);
      await page.getByRole('status').getByText('Job done', { exact: false }).waitFor();
      await page.locator('h1 + [data-stage="done"]').waitFor();
      expect(await page.getByRole('button', { name: /On our way|Job done/ }).count(), 'no more answers on a finished job').to.equal(0);
      await expectFitsThePhone(page, 'a finished job');
      await shot(page, 'partner-job-done');
      expect((await adminOrder(token, move)).moveStatus).to.equal('completed');

      await page.getByRole('link', { name: 'Back to my jobs' }).click();
      await section(page, 'Past').getByTestId('job-row').filter({ hasText: move.moveID }).waitFor();
      expect(pageErrors(page)).to.deep.equal([]);
    } finally {
      await context.close();
    }
  });

  it('when the crew declines an offer with a reason, then it is back on the list with the answer and the order is open again', async () => {
    const signIn = await crewSignIn(token, crew, 'crew-decline');
    const move = await bookMoveForToday('Bruno');
    await offer(token, move, crew, move.days[1]);

    const { context, page } = await openPage({ viewport: PHONE_390 });
    try {
      await signInAsCrew(page, signIn);
      await page.goto(`/partner/jobs/${move.moveDatabaseID}`);
      await page.getByRole('heading', { level: 1, name: `Job ${move.moveID}` }).waitFor();
      await page.getByRole('button', { name: 'Decline' }).click();
      const dialog = page.getByRole('dialog', { name: 'Decline this job?' });
      const declineButton = dialog.getByRole('button', { name: 'Decline job' });
      expect(await declineButton.isDisabled(), 'a reason first').to.equal(true);
      await dialog.getByRole('radio', { name: DECLINE_REASONS[0] }).check();
      await expectFitsThePhone(page, 'the decline dialog');
      await shot(page, 'partner-job-decline', false);
      await declineButton.click();

      await page.waitForURL('**/partner/jobs');
      await page.getByRole('status').getByText(`You declined the job ${move.moveID}`, { exact: false }).waitFor();
      await section(page, 'Offered').waitFor();
      expect(await page.getByTestId('job-row').filter({ hasText: move.moveID }).count()).to.equal(0);
      const order = await adminOrder(token, move);
      expect(order.moveStatus).to.equal('open');
      expect(order.assignmentState).to.equal('declined');
      expect(order.declineReason).to.equal(DECLINE_REASONS[0]);
    } finally {
      await context.close();
    }
  });

  it("when another crew opens the first crew's job by its address, then it is told the job is not its own", async () => {
    const move = await bookMoveForToday('Chidi');
    await offer(token, move, crew);
    const stranger = await crewSignIn(token, otherCrew, 'rival');
    const strangerToken = await logInByApi(stranger.email, stranger.password);
    expect((await call('GET', `/partner/jobs/${move.moveDatabaseID}`, strangerToken)).status).to.equal(404);

    const { context, page } = await openPage({ viewport: PHONE_390 });
    try {
      await signInAsCrew(page, stranger);
      const answered = page.waitForResponse((r) => r.url().endsWith(`/api/partner/jobs/${move.moveDatabaseID}`));
      await page.goto(`/partner/jobs/${move.moveDatabaseID}`);
      expect((await answered).status()).to.equal(404);
      await page.getByRole('heading', { level: 1, name: 'Job not found' }).waitFor();
      await page.getByText(Messages.jobNotFound).waitFor();
      expect(await page.getByRole('main').innerText()).to.not.contain(move.moveID);
      await expectFitsThePhone(page, 'the not-found job');
      await shot(page, 'partner-job-not-found');
      await page.getByRole('link', { name: 'Back to my jobs' }).click();
      await page.waitForURL('**/partner/jobs');
      await page.getByRole('heading', { level: 1, name: 'My Jobs' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('when a visitor opens a job address, then login brings the crew to it; a crew opening a customer page goes to its jobs', async () => {
    const signIn = await crewSignIn(token, crew, 'crew-link');
    const move = await bookMoveForToday('Dario');
    await offer(token, move, crew);

    const { context, page } = await openPage({ viewport: PHONE_390 });
    try {
      await page.goto(`/partner/jobs/${move.moveDatabaseID}`);
      await page.waitForURL('**/login');
      // Signed in on the page the guard sent it to (a fresh /login would forget where from).
      await page.locator('#login-email').fill(signIn.email);
      await page.locator('#login-password').fill(signIn.password);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await page.waitForURL(`**/partner/jobs/${move.moveDatabaseID}`);
      await page.getByRole('heading', { level: 1, name: `Job ${move.moveID}` }).waitFor();

      await page.goto('/customer/customerorders');
      await page.waitForURL('**/partner/jobs');
      await page.getByRole('heading', { level: 1, name: 'My Jobs' }).waitFor();
      // The site's own pages send a signed-in crew to its jobs too.
      await page.goto('/');
      await page.waitForURL('**/partner/jobs');
      await page.getByRole('heading', { level: 1, name: 'My Jobs' }).waitFor();
      expect(pageErrors(page)).to.deep.equal([]);
    } finally {
      await context.close();
    }
  });

  it("when a crew's session has expired, then its job list sends it to /login saying so, and signing in brings it back", async () => {
    const signIn = await crewSignIn(token, crew, 'crew-expired');
    const { context, page } = await openPage({ viewport: PHONE_390 });
    try {
      await signInAsCrew(page, signIn);
      // A token the server no longer takes (a new signing key, a removed sign-in): its next call answers 401.
      await page.evaluate(() => {
        const state = JSON.parse(sessionStorage.getItem('state')!) as { token: string };
        sessionStorage.setItem('state', JSON.stringify({ ...state, token: `${state.token}x` }));
      });
      await page.reload();
      await page.waitForURL('**/login');
      const told = page.getByTestId('message-dialog');
      await told.getByText(Messages.sessionExpired).waitFor();
      await told.getByRole('button', { name: 'Ok' }).click();
      await page.locator('#login-email').fill(signIn.email);
      await page.locator('#login-password').fill(signIn.password);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await page.waitForURL('**/partner/jobs');
      await page.getByRole('heading', { level: 1, name: 'My Jobs' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('when a customer or an admin opens a partner page, then the customer is taken to its orders and the admin to the console', async () => {
    const move = await bookMoveForToday('Esme');
    const { context, page } = await openPage({ viewport: PHONE_390 });
    try {
      await logIn(page, move.email, 'Moving-day1');
      await page.waitForURL('**/customer/customerorders');
      await page.goto('/partner/jobs');
      await page.waitForURL('**/customer/customerorders');
      await page.getByTestId('order-row').first().waitFor();
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });

      await logIn(page, running().adminEmail, running().adminPassword);
      await page.waitForURL('**/admin/**');
      await page.goto('/partner/jobs');
      await page.waitForURL('**/admin/**');
    } finally {
      await context.close();
    }
  });
});
