import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { DESKTOP, logIn, openContext, openPage, PHONE, screenshot } from './support/browser.js';
import { running } from './support/hooks.js';
import { latestMailTo, resetLinkIn, seedCustomerWithOrders, type SeededCustomer } from './support/seed.js';

const storage = (page: Page) =>
  page.evaluate(() => ({
    local: localStorage.getItem('state'),
    session: sessionStorage.getItem('state'),
    localCount: localStorage.length,
    sessionCount: sessionStorage.length,
  }));

describe('Signing in', () => {
  let customer: SeededCustomer;
  before(async () => {
    customer = await seedCustomerWithOrders('Lena');
  });

  it('when the form is used, then Login waits for both fields, the password can be shown, and bad input speaks', async () => {
    const { context, page } = await openPage({ viewport: DESKTOP });
    try {
      await page.goto('/login');
      const login = page.getByRole('button', { name: 'Login', exact: true });
      expect(await login.isDisabled()).to.equal(true);
      await page.getByLabel('Email').fill('lena@nowhere');
      expect(await login.isDisabled()).to.equal(true);
      await page.locator('#login-password').fill('secret-1');
      expect(await login.isDisabled()).to.equal(false);

      expect(await page.locator('#login-password').getAttribute('type')).to.equal('password');
      await page.getByRole('button', { name: 'Show password' }).click();
      expect(await page.locator('#login-password').getAttribute('type')).to.equal('text');
      await page.getByRole('button', { name: 'Hide password' }).click();

      // Enter submits when both fields are filled.
      await page.locator('#login-password').press('Enter');
      expect(await page.locator('#login-email-helper-text').innerText()).to.equal('Email format is invalid');

      await page.getByLabel('Email').fill(customer.email);
      await page.locator('#login-password').fill('not-the-password');
      await login.click();
      const oops = page.getByTestId('error-dialog');
      await oops.waitFor();
      expect(await oops.getByRole('heading').innerText()).to.equal('Oops!');
      expect(await oops.innerText()).to.contain('The email or password you entered is incorrect.');
      await screenshot(page, 'login-wrong-password', false);
      await oops.getByRole('button', { name: 'Ok' }).click();
      await oops.waitFor({ state: 'hidden' });

      await page.getByRole('button', { name: 'Terms of Use' }).click();
      await page.getByRole('dialog', { name: 'Terms of Use' }).getByRole('button', { name: 'Ok' }).click();
      await page.getByRole('button', { name: 'Privacy Policy' }).click();
      await page.getByRole('dialog', { name: 'Privacy Policy' }).getByRole('button', { name: 'Ok' }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      expect(await page.getByRole('link', { name: 'Register' }).count()).to.equal(1);
      expect(await page.getByRole('link', { name: 'Forgot Password?' }).getAttribute('href')).to.equal('/password/forgotForm');
    } finally {
      await context.close();
    }
  });

  it('when a customer signs in without "Keep me logged in", then orders show and the session lives only in this tab', async () => {
    const context = await openContext({ viewport: DESKTOP });
    try {
      const page = await context.newPage();
      await logIn(page, customer.email, customer.password);
      await page.waitForURL('**/customer/customerorders');
      await page.getByRole('button', { name: `Hi ${customer.firstName}!` }).waitFor();
      const saved = await storage(page);
      expect(saved.local).to.equal(null);
      expect(JSON.parse(saved.session!)).to.include({ userType: 'customer', keepMeLoggedIn: false });

      const secondTab = await context.newPage();
      await secondTab.goto('/customer/profile');
      await secondTab.waitForURL('**/login');
    } finally {
      await context.close();
    }
  });

  it('when a customer ticks "Keep me logged in", then a new tab and a new visit to / restore the session to the orders', async () => {
    const context = await openContext({ viewport: DESKTOP });
    try {
      const page = await context.newPage();
      await logIn(page, customer.email, customer.password, true);
      await page.waitForURL('**/customer/customerorders');
      expect(JSON.parse((await storage(page)).local!)).to.include({ userType: 'customer', keepMeLoggedIn: true });

      const secondTab = await context.newPage();
      await secondTab.goto('/');
      await secondTab.waitForURL('**/customer/customerorders');
      await secondTab.getByRole('button', { name: `Hi ${customer.firstName}!` }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('when the admin signs in, then the browser goes to the console at /admin/, and back there from a customer screen', async () => {
    const { context, page } = await openPage({ viewport: DESKTOP });
    try {
      await logIn(page, running().adminEmail, running().adminPassword);
      await page.waitForURL((url) => url.pathname.startsWith('/admin/'));
      expect(new URL(page.url()).pathname).to.match(/^\/admin\//);
      expect(JSON.parse((await storage(page)).session!)).to.include({ userType: 'admin' });
      await screenshot(page, 'admin-landed', false);
      // A customer screen is not for an admin: the site sends them back to the console.
      await page.goto('/customer/customerorders');
      await page.waitForURL((url) => url.pathname.startsWith('/admin/'));
    } finally {
      await context.close();
    }
  });

  it('when a signed-in customer logs out, then they confirm, storage is cleared and /login shows', async () => {
    const { context, page } = await openPage({ viewport: DESKTOP });
    try {
      await logIn(page, customer.email, customer.password, true);
      await page.getByRole('button', { name: `Hi ${customer.firstName}!` }).click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      const confirm = page.getByRole('dialog', { name: 'Are you sure you want to log out?' });
      await confirm.waitFor();
      await screenshot(page, 'logout-confirm', false);
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await confirm.waitFor({ state: 'detached' });
      expect(page.url()).to.match(/\/customer\/customerorders$/);

      await page.getByRole('button', { name: `Hi ${customer.firstName}!` }).click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      await page.getByRole('dialog', { name: 'Are you sure you want to log out?' }).getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL('**/login');
      expect(await storage(page)).to.deep.equal({ local: null, session: null, localCount: 0, sessionCount: 0 });
      await page.getByRole('banner').getByRole('link', { name: 'Login' }).waitFor();
      await page.goto('/customer/customerorders');
      await page.waitForURL('**/login');
    } finally {
      await context.close();
    }
  });

  it('when a visitor opens a customer screen, then they are sent to /login', async () => {
    const { context, page } = await openPage({ viewport: PHONE });
    try {
      for (const path of ['/customer/customerorders', '/customer/orderdetails?order=x', '/customer/profile']) {
        await page.goto(path);
        await page.waitForURL('**/login');
        await page.getByRole('heading', { name: 'Login' }).waitFor();
      }
      await screenshot(page, 'visitor-refused-to-login');
    } finally {
      await context.close();
    }
  });
});

describe('A forgotten password', () => {
  it('when a customer asks for a link and follows it from the mail, then the rules speak and the new password works once', async () => {
    const customer = await seedCustomerWithOrders('Omar');
    const { context, page } = await openPage({ viewport: PHONE });
    try {
      await page.goto('/login');
      await page.getByRole('link', { name: 'Forgot Password?' }).click();
      await page.waitForURL('**/password/forgotForm');
      const reset = page.getByRole('button', { name: 'Reset Password' });
      expect(await reset.isDisabled(), 'disabled while empty').to.equal(true);

      await page.getByLabel('Email').fill('omar@nowhere');
      await reset.click();
      const small = page.getByTestId('message-dialog');
      await small.waitFor();
      expect(await small.innerText()).to.contain('Invalid Email');
      await small.getByRole('button', { name: 'Ok' }).click();
      await small.waitFor({ state: 'hidden' });

      await page.getByRole('button', { name: 'Cancel' }).click();
      const cancel = page.getByRole('dialog', { name: 'Are you sure you want to cancel?' });
      await cancel.getByRole('button', { name: 'No' }).click();
      await cancel.waitFor({ state: 'detached' });
      expect(page.url()).to.match(/forgotForm$/);
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('dialog', { name: 'Are you sure you want to cancel?' }).getByRole('button', { name: 'Yes, Cancel' }).click();
      await page.waitForURL('**/login');

      await page.goto('/password/forgotForm');
      await page.getByLabel('Email').fill(customer.email);
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await small.waitFor();
      expect(await small.innerText()).to.contain('Password reset link has been sent to your email. If not received, then do check the spam folder as well.');
      await screenshot(page, 'forgot-link-sent', false);
      await small.getByRole('button', { name: 'Ok' }).click();
      await page.waitForURL('**/login');

      const link = resetLinkIn(await latestMailTo(customer.email));
      await page.goto(link);
      const setPassword = page.getByRole('button', { name: 'Set New Password' });
      expect(await setPassword.isDisabled()).to.equal(true);
      expect(await page.getByRole('button', { name: 'Show password' }).count(), 'one toggle, on the confirmation').to.equal(1);
      await page.locator('#reset-password').fill('short');
      expect(await setPassword.isDisabled()).to.equal(true);
      await page.getByLabel('Confirm Password').fill('short');
      await setPassword.click();
      expect(await page.locator('#reset-password-helper-text').innerText()).to.equal('Password should have minimum 6 characters');
      await page.locator('#reset-password').fill('New-home-2');
      await page.getByLabel('Confirm Password').fill('New-home-3');
      await setPassword.click();
      expect(await page.locator('#reset-confirm-password-helper-text').innerText()).to.equal('Password and Confirm Password do not match');
      await screenshot(page, 'reset-rules');
      await page.getByLabel('Confirm Password').fill('New-home-2');
      await setPassword.click();
      await small.waitFor();
      expect(await small.innerText()).to.contain('You have successfully reset your password.');
      await small.getByRole('button', { name: 'Ok' }).click();
      await page.waitForURL('**/login');

      await logIn(page, customer.email, 'New-home-2');
      await page.waitForURL('**/customer/customerorders');

      // The link works once: used again, it says so and Ok goes to /login.
      const { context: other, page: again } = await openPage({ viewport: PHONE });
      try {
        await again.goto(link);
        await again.locator('#reset-password').fill('Another-1');
        await again.getByLabel('Confirm Password').fill('Another-1');
        await again.getByRole('button', { name: 'Set New Password' }).click();
        const expired = again.getByTestId('message-dialog');
        await expired.waitFor();
        expect(await expired.innerText()).to.match(/invalid or has expired/);
        await screenshot(again, 'reset-link-used', false);
        await expired.getByRole('button', { name: 'Ok' }).click();
        await again.waitForURL('**/login');
      } finally {
        await other.close();
      }
    } finally {
      await context.close();
    }
  });
});
