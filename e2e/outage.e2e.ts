import { expect } from 'chai';
import type { Page, Route } from 'playwright-core';
import { ErrorCode, Messages } from '@moveday/openapi';
import { openAdminPage } from './admin/adminSupport.js';
import { logIn, openPage, screenshot } from './support/browser.js';
import { seedCustomerWithOrders } from './support/seed.js';

/** Exactly what the server answers while its database is down (server/test/outage.spec.ts proves it). */
const answerOutage = (route: Route) =>
  route.fulfill({
    status: 503,
    headers: { 'retry-after': '5' },
    contentType: 'application/json',
    body: JSON.stringify({ error: true, errorCode: ErrorCode.serviceUnavailable, errorMessage: Messages.serviceUnavailable, messageKey: 'serviceUnavailable' }),
  });

/**
 * Makes the calls to the given API paths answer as during a database outage, the rest of the server
 * staying as it is; answers how many calls it turned away, and a way to end the outage.
 */
async function outageOn(page: Page, paths: string[]): Promise<{ turnedAway: () => number; end: () => Promise<void> }> {
  let count = 0;
  const matches = (url: URL) => paths.includes(url.pathname);
  const handler = (route: Route) => {
    count++;
    return answerOutage(route);
  };
  await page.route(matches, handler);
  return { turnedAway: () => count, end: () => page.unroute(matches, handler) };
}

const savedSession = (page: Page) => page.evaluate(() => sessionStorage.getItem('state') ?? localStorage.getItem('state'));

describe('A database outage, as people see it', () => {
  it('when the API answers 503 while the admin works, then the console says we are having trouble, keeps the admin signed in, and works again once the server does', async () => {
    await seedCustomerWithOrders('Ada');
    const { context, page } = await openAdminPage('/admin/ordersPage');
    try {
      await page.getByRole('tab', { name: /^Open \(\d+\)$/ }).waitFor();
      const outage = await outageOn(page, ['/api/admin/orders', '/api/admin/dashboard']);

      // The order list (react-admin's data provider) shows the message, and checkError lets it be.
      await page.getByRole('banner').getByRole('tab', { name: 'Dashboard' }).click();
      await page.getByRole('banner').getByRole('tab', { name: 'Orders' }).click();
      await page.getByText(Messages.serviceUnavailable).first().waitFor();
      // The dashboard (a call of its own) says the same; by now a sign-out would have happened.
      await page.getByRole('banner').getByRole('tab', { name: 'Dashboard' }).click();
      await page.getByRole('main').getByRole('alert').filter({ hasText: Messages.serviceUnavailable }).waitFor();
      await screenshot(page, 'outage-console', false);
      expect(outage.turnedAway(), 'calls the outage answered').to.be.greaterThan(1);
      expect(new URL(page.url()).pathname).to.equal('/admin/dashboard');
      expect(JSON.parse((await savedSession(page)) ?? 'null'), 'the stored session').to.include({ userType: 'admin' });

      // The database is back: the same session works.
      await outage.end();
      await page.getByRole('banner').getByRole('tab', { name: 'Orders' }).click();
      await page.getByRole('tab', { name: /^Open \(\d+\)$/ }).waitFor();
      await page.locator('tbody tr').first().waitFor();
      expect(new URL(page.url()).pathname).to.match(/^\/admin\//);
    } finally {
      await context.close();
    }
  });

  it("when the API answers 503 on a customer's orders and on a login, then the site says we are having trouble, keeps the session, and Try again shows the orders once the server is back", async () => {
    const customer = await seedCustomerWithOrders('Otis');
    const { context, page } = await openPage();
    try {
      const loginOutage = await outageOn(page, ['/api/loginRoute']);
      await logIn(page, customer.email, customer.password);
      const oops = page.getByTestId('error-dialog');
      await oops.getByText(Messages.serviceUnavailable).waitFor();
      await oops.getByRole('button', { name: 'Ok' }).click();
      await oops.waitFor({ state: 'detached' });
      expect(new URL(page.url()).pathname).to.equal('/login');
      await loginOutage.end();

      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await page.waitForURL('**/customer/customerorders');
      await page.getByTestId('order-row').first().waitFor();

      const ordersOutage = await outageOn(page, ['/api/customer/allorders']);
      await page.reload();
      await oops.getByText(Messages.serviceUnavailable).waitFor();
      await oops.getByRole('button', { name: 'Ok' }).click();
      await oops.waitFor({ state: 'detached' });
      await page.getByRole('main').getByRole('alert').filter({ hasText: Messages.serviceUnavailable }).waitFor();
      await screenshot(page, 'outage-customer-orders', false);
      expect(ordersOutage.turnedAway()).to.equal(1);
      expect(new URL(page.url()).pathname).to.equal('/customer/customerorders');
      expect(JSON.parse((await savedSession(page)) ?? 'null'), 'the stored session').to.include({ userType: 'customer' });

      await ordersOutage.end();
      await page.getByRole('button', { name: 'Try again' }).click();
      await page.getByTestId('order-row').first().waitFor();
      expect(await page.getByTestId('order-row').count()).to.equal(customer.orders.length);
    } finally {
      await context.close();
    }
  });
});
