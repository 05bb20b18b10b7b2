import { readFile } from 'node:fs/promises';
import { expect } from 'chai';
import { setupI18n } from '@lingui/core';
import type { Page } from 'playwright-core';
import { CANCEL_REASONS, AfterBookingWords, ENGLISH_BOOKS, ErrorCode, Messages, translatorOf } from '@moveday/openapi';
import account from '@moveday/openapi/compiled/es/account';
import { denverDraft } from '../server/test/support/drafts.js';
import { noHorizontalScroll } from './support/checks.js';
import { DESKTOP, logIn, openContext, openPage, pageErrors, screenshot } from './support/browser.js';
import { running } from './support/hooks.js';
import { api, logInByApi, seedCustomerWithOrders, type SeededCustomer } from './support/seed.js';
import { adminToken } from './admin/adminSupport.js';

const words = ENGLISH_BOOKS.account;
const es = translatorOf(setupI18n({ locale: 'es', messages: { es: account } }));
const PHONE_390 = { width: 390, height: 844 };
const DATA_FILE = /^moveday-data-\d{4}-\d{2}-\d{2}\.json$/;

/** A new order of the customer's, booked once signed in (open, a fixed price). */
async function bookAnother(token: string): Promise<{ moveID: string; moveDatabaseID: string }> {
  const quoted = await api<{ moveID: string; moveDatabaseID: string }>('/residential_details', denverDraft());
  expect(quoted.status, JSON.stringify(quoted.body)).to.equal(200);
  const booked = await api('/customer/updatemove', { moveDatabaseID: quoted.body.moveDatabaseID }, token);
  expect(booked.status, JSON.stringify(booked.body)).to.equal(200);
  return quoted.body;
}

async function cancelByAdmin(moveDatabaseID: string): Promise<void> {
  const cancelled = await api('/admin/add_cancel_reason', { moveDatabaseID, cancelReason: 'Plans changed' }, await adminToken());
  expect(cancelled.status, JSON.stringify(cancelled.body)).to.equal(200);
}

/** The profile, once its orders have been read (the open ones are known). */
async function openProfile(page: Page): Promise<void> {
  const orders = page.waitForResponse((r) => r.url().endsWith('/api/customer/allorders'));
  await page.goto('/customer/profile');
  await page.getByRole('heading', { level: 2, name: words.yourDataHeading }).waitFor();
  expect((await orders).status()).to.equal(200);
}

const closeButton = (page: Page) => page.getByTestId('close-account').getByRole('button', { name: words.closeAccountButton });

describe("A customer's data, from the profile", () => {
  let customer: SeededCustomer;
  const enquiryText = `Can you move a greenhouse? ${Math.random().toString(36).slice(2, 8)}`;

  before(async () => {
    customer = await seedCustomerWithOrders('Ines');
    // An enquiry sent with the account's email, written another way: it is theirs too.
    const enquiry = await api('/enquirydetails', {
      selectOption: 'Moving-Services',
      firstName: 'Ines',
      lastName: 'Reyes',
      phone: '3035550123',
      email: customer.email.toUpperCase(),
      comment: enquiryText,
      notification: false,
    });
    expect(enquiry.status, JSON.stringify(enquiry.body)).to.equal(200);
  });

  it('when the customer downloads their data, then the JSON file holds the account, every order with its history, and their enquiry', async () => {
    const { context, page } = await openPage({ viewport: DESKTOP });
    try {
      await logIn(page, customer.email, customer.password);
      await page.waitForURL('**/customer/customerorders');
      await openProfile(page);
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: words.downloadDataButton }).click()]);
      const name = download.suggestedFilename();
      expect(name).to.match(DATA_FILE);
      await page
        .getByRole('status')
        .filter({ hasText: `Your data was downloaded as ${name}.` })
        .waitFor();

      const data = JSON.parse(await readFile((await download.path())!, 'utf8'));
      expect(data.account).to.include({
        firstName: customer.firstName,
        lastName: customer.lastName,
        email: customer.email,
        phone: customer.phone,
        closedAt: null,
      });
      expect(data.orders.map((o: { moveId: string }) => o.moveId).sort()).to.deep.equal(customer.orders.map((o) => o.moveID).sort());
      for (const order of data.orders) expect(order.history.length, `${order.moveId}'s history`).to.be.greaterThan(0);
      const cancelled = data.orders.find((o: { moveStatus: string }) => o.moveStatus === 'cancelled');
      expect(cancelled.history.map((h: { toStatus: string }) => h.toStatus)).to.include('cancelled');
      expect(data.enquiries.map((e: { message: string }) => e.message)).to.deep.equal([enquiryText]);
      await screenshot(page, 'profile-data-downloaded', false);
      expect(pageErrors(page)).to.deep.equal([]);
    } finally {
      await context.close();
    }
  });

  it('when the customer reads Spanish, then "Your data" and its dialog speak Spanish', async () => {
    const helper = await seedCustomerWithOrders('Lucia');
    for (const order of helper.orders.filter((o) => o.moveStatus !== 'cancelled')) await cancelByAdmin(order.moveDatabaseID);
    // Signed in as /login keeps it, in a browser whose visitor chose Spanish.
    const login = await api('/loginRoute', { loginEmail: helper.email, loginPassword: helper.password });
    expect(login.status, JSON.stringify(login.body)).to.equal(200);
    const state = JSON.stringify({
      token: login.body.token,
      expiresAt: login.body.expiresAt,
      userType: 'customer',
      userDetails: login.body.customerDetails,
      keepMeLoggedIn: true,
    });
    const context = await openContext({ viewport: PHONE_390 });
    await context.addInitScript((saved) => {
      localStorage.setItem('moveday.locale', 'es');
      localStorage.setItem('state', saved);
    }, state);
    await context.addCookies([{ name: 'moveday_locale', value: 'es', url: running().baseUrl }]);
    const page = await context.newPage();
    try {
      await page.goto('/customer/profile');
      await page.getByRole('heading', { level: 2, name: es('yourDataHeading') }).waitFor();
      await page.getByRole('button', { name: es('downloadDataButton') }).waitFor();
      await page.getByText(es('closeAccountOrdersKept')).waitFor();
      await page
        .getByTestId('close-account')
        .getByRole('button', { name: es('closeAccountButton') })
        .click();
      const dialog = page.getByRole('dialog', { name: es('closeAccountDialogTitle') });
      await dialog.getByText(es('closeAccountDialogIntro')).waitFor();
      await dialog.getByRole('button', { name: es('closeAccountConfirm') }).click();
      // An empty password is caught before any call, in the reader's language.
      await dialog
        .getByRole('alert')
        .filter({ hasText: es('closeAccountPasswordMissing') })
        .waitFor();
      expect(await noHorizontalScroll(page)).to.equal(true);
      await screenshot(page, 'profile-close-dialog-spanish-phone', false);
      await dialog.getByRole('button', { name: es('closeAccountKeep') }).click();
      await dialog.waitFor({ state: 'detached' });
    } finally {
      await context.close();
    }
  });

  it('when an order is open, then closing waits until it is cancelled; closed, the session ends, sign-in is refused and the email signs up again', async () => {
    const { context, page } = await openPage({ viewport: PHONE_390 });
    try {
      await logIn(page, customer.email, customer.password, true);
      await page.waitForURL('**/customer/customerorders');
      const oldToken = await page.evaluate(() => JSON.parse(localStorage.getItem('state')!).token as string);
      await openProfile(page);

      // Two orders are open: the page lists them, each a link to its page, and the button waits.
      const open = customer.orders.filter((o) => o.moveStatus !== 'cancelled');
      const listed = page.getByTestId('open-orders');
      await listed.getByText(words.closeAccountOpenOrders).waitFor();
      expect((await listed.getByRole('link').allInnerTexts()).sort()).to.deep.equal(open.map((o) => `Order ${o.moveID}`).sort());
      expect(await closeButton(page).isDisabled()).to.equal(true);
      expect(await noHorizontalScroll(page)).to.equal(true);
      await screenshot(page, 'profile-close-refused-open-orders-phone');

      // One is cancelled by the company; the customer cancels the other from its page, reached by its link.
      const byCustomer = open.find((o) => o.moveStatus === 'open');
      const byAdmin = open.find((o) => o !== byCustomer);
      await cancelByAdmin(byAdmin!.moveDatabaseID);
      await listed.getByRole('link', { name: `Order ${byCustomer!.moveID}` }).click();
      await page.waitForURL(`**/customer/orderdetails?order=${byCustomer!.moveDatabaseID}`);
      await page.getByRole('button', { name: AfterBookingWords.cancelOrderButton }).click();
      const cancelDialog = page.getByRole('dialog', { name: AfterBookingWords.cancelOrderTitle });
      await cancelDialog.getByRole('radio', { name: CANCEL_REASONS[0]!.label }).check();
      const cancelled = page.waitForResponse((r) => r.url().endsWith(`/api/customer/orders/${byCustomer!.moveDatabaseID}/cancel`));
      await cancelDialog.getByRole('button', { name: AfterBookingWords.cancelOrderButton }).click();
      expect((await cancelled).status()).to.equal(200);

      await openProfile(page);
      expect(await page.getByTestId('open-orders').count()).to.equal(0);
      expect(await closeButton(page).isEnabled()).to.equal(true);

      // Meanwhile (another tab, say) the customer books again: the server refuses and names it.
      const another = await bookAnother(oldToken);
      await closeButton(page).click();
      const dialog = page.getByRole('dialog', { name: words.closeAccountDialogTitle });
      await dialog.getByText(words.closeAccountDialogIntro).waitFor();
      const password = dialog.locator('#close-account-password');
      expect(await password.evaluate((el) => el === document.activeElement), 'the password has the focus').to.equal(true);
      expect(await noHorizontalScroll(page)).to.equal(true);
      await screenshot(page, 'profile-close-dialog-phone', false);

      await password.fill('not-my-password');
      const wrong = page.waitForResponse((r) => r.url().endsWith('/api/account/close'));
      await dialog.getByRole('button', { name: words.closeAccountConfirm }).click();
      expect((await wrong).status()).to.equal(400);
      await dialog.getByRole('alert').filter({ hasText: Messages.passwordIncorrect }).waitFor();
      expect(await password.evaluate((el) => el.getAttribute('aria-invalid'))).to.equal('true');

      await password.fill(customer.password);
      const refused = page.waitForResponse((r) => r.url().endsWith('/api/account/close'));
      await dialog.getByRole('button', { name: words.closeAccountConfirm }).click();
      const refusal = await refused;
      expect(refusal.status()).to.equal(409);
      expect((await refusal.json()).errorCode).to.equal(ErrorCode.accountHasOpenOrders);
      await dialog.waitFor({ state: 'detached' });
      const alert = page.getByTestId('open-orders');
      await alert.getByText(`Cancel your open orders before closing your account: ${another.moveID}`).waitFor();
      // (The spinner's dialog, closing, hides the page from the accessibility tree for a moment.)
      await alert.getByRole('link', { name: `Order ${another.moveID}` }).waitFor();
      expect(await alert.getByRole('link').allInnerTexts()).to.deep.equal([`Order ${another.moveID}`]);
      await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'open-orders');
      expect(await closeButton(page).isDisabled()).to.equal(true);
      await screenshot(page, 'profile-close-refused-409-phone');

      // Cancelled, the account closes: the page says so and the session is gone.
      await cancelByAdmin(another.moveDatabaseID);
      await openProfile(page);
      await closeButton(page).click();
      await dialog.locator('#close-account-password').fill(customer.password);
      const closed = page.waitForResponse((r) => r.url().endsWith('/api/account/close'));
      await dialog.getByRole('button', { name: words.closeAccountConfirm }).click();
      expect((await closed).status()).to.equal(200);
      await page.waitForURL('**/accountclosed');
      await page.getByRole('heading', { level: 1, name: words.accountClosedTitle }).waitFor();
      await page.getByText(words.accountClosedBody).waitFor();
      await page.waitForFunction(() => localStorage.getItem('state') === null && sessionStorage.getItem('state') === null);
      expect(await noHorizontalScroll(page)).to.equal(true);
      await screenshot(page, 'account-closed-phone');
      // A customer page now sends the visitor to sign in.
      await page.goto('/customer/profile');
      await page.waitForURL('**/login');

      // Every sign-in ended; the password no longer opens it.
      expect((await api('/profile', undefined, oldToken)).status).to.equal(401);
      const signIn = await api<{ errorCode: number }>('/loginRoute', { loginEmail: customer.email, loginPassword: customer.password });
      expect(signIn.status).to.equal(401);
      expect(signIn.body.errorCode).to.equal(ErrorCode.invalidCredentials);
      expect(pageErrors(page)).to.deep.equal([]);
    } finally {
      await context.close();
    }

    // The address is free: it signs up again, as a new customer with only the new order.
    const quoted = await api<{ moveDatabaseID: string; moveID: string }>('/residential_details', denverDraft());
    const again = await api<{ statusCode: number }>('/signup_details', {
      moveDetailsID: quoted.body.moveDatabaseID,
      firstName: 'Ines',
      lastName: 'Again',
      userEmail: customer.email,
      userPhone: '3035550177',
      password: 'Moving-day2',
      confirmPassword: 'Moving-day2',
      terms: true,
    });
    expect(again.body.statusCode, JSON.stringify(again.body)).to.equal(100);
    const token = await logInByApi(customer.email, 'Moving-day2');
    const orders = await api<{ moveID: string }[]>('/customer/allorders', {}, token);
    expect(orders.body.map((o) => o.moveID)).to.deep.equal([quoted.body.moveID]);
  });

  it('when a stranger opens the closed page, then it says so and offers the home page, with no session to end', async () => {
    const { context, page } = await openPage({ viewport: PHONE_390 });
    try {
      await page.goto('/accountclosed');
      await page.getByRole('heading', { level: 1, name: words.accountClosedTitle }).waitFor();
      await page.getByRole('link', { name: words.accountClosedHome }).click();
      await page.waitForURL((url) => url.pathname === '/');
    } finally {
      await context.close();
    }
  });
});
