import { expect } from 'chai';
import { customerPageReady, openPage } from '../support/browser.js';
import { running } from '../support/hooks.js';
import { seedCustomerWithOrders } from '../support/seed.js';
import { shot, signInAtLogin } from './adminSupport.js';

const storage = (page: import('playwright-core').Page) =>
  page.evaluate(() => ({ local: localStorage.getItem('state'), session: sessionStorage.getItem('state') }));

describe('Admin console: who gets in', () => {
  it('when the admin signs in at /login, then the console opens on the dashboard with the top bar, and Logout asks first and clears the session', async () => {
    const { context, page } = await openPage();
    try {
      await signInAtLogin(page, running().adminEmail, running().adminPassword);
      await page.waitForURL('**/admin/dashboard');
      const bar = page.getByRole('banner');
      for (const tab of ['Dashboard', 'Orders', 'Settings']) await bar.getByRole('tab', { name: tab }).waitFor();
      expect(await bar.getByRole('tab', { name: 'Dashboard' }).getAttribute('aria-selected')).to.equal('true');
      const greeting = bar.getByRole('button', { name: /^Hi .+!$/ });
      await greeting.waitFor();
      await shot(page, 'signed-in-dashboard', false);

      // The spec's paths lead to their screens, and the tab follows.
      await page.goto('/admin/ordersPage');
      await page.getByRole('tab', { name: /^Open \(\d+\)$/ }).waitFor();
      expect(await bar.getByRole('tab', { name: 'Orders' }).getAttribute('aria-selected')).to.equal('true');
      await bar.getByRole('tab', { name: 'Settings' }).click();
      await page.waitForURL('**/admin/settings');
      await page.getByRole('heading', { name: 'Partners' }).waitFor();
      await page.goto('/admin/addpartner');
      await page.getByRole('heading', { name: 'Add Partner' }).waitFor();
      expect(await bar.getByRole('tab', { name: 'Settings' }).getAttribute('aria-selected')).to.equal('true');

      // Profile only closes the menu; Logout confirms, Cancel keeps the session.
      await greeting.click();
      await page.getByRole('menuitem', { name: 'Profile' }).click();
      await page.getByRole('menu').waitFor({ state: 'detached' });
      await greeting.click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      const confirm = page.getByRole('dialog', { name: 'Are you sure you want to log out?' });
      await confirm.waitFor();
      await shot(page, 'logout-confirm', false);
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await confirm.waitFor({ state: 'detached' });
      expect((await storage(page)).session).to.not.equal(null);

      await greeting.click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      await page.getByRole('dialog', { name: 'Are you sure you want to log out?' }).getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL((url) => url.pathname === '/login');
      expect(await storage(page)).to.deep.equal({ local: null, session: null });

      // Signed out, the console sends you to /login again.
      await page.goto('/admin/ordersPage');
      await page.waitForURL((url) => url.pathname === '/login');
    } finally {
      await context.close();
    }
  });

  it('when a customer opens the console, then they are sent to /login (which takes them home) and no admin data is fetched', async () => {
    const customer = await seedCustomerWithOrders('Carmen');
    const { context, page } = await openPage();
    try {
      // Every call asked for, answered or not.
      const adminCalls: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api/admin/')) adminCalls.push(request.url());
      });
      await signInAtLogin(page, customer.email, customer.password);
      await page.waitForURL('**/customer/customerorders');
      await page.goto('/admin/ordersPage');
      await page.waitForURL((url) => !url.pathname.startsWith('/admin'));
      // The customer site runs the page now: the console, and anything it could have asked for, is gone.
      await customerPageReady(page);
      expect(new URL(page.url()).pathname).to.be.oneOf(['/login', '/customer/customerorders']);
      expect(adminCalls, 'admin calls made for a customer').to.deep.equal([]);
      // The customer's own session is left alone.
      const state = await storage(page);
      expect(JSON.parse(state.session ?? state.local ?? 'null')).to.include({ userType: 'customer' });
      await shot(page, 'customer-refused', false);
    } finally {
      await context.close();
    }
  });

  it('when nobody is signed in, then every console path goes to /login', async () => {
    const { context, page } = await openPage();
    try {
      for (const path of ['/admin/', '/admin/dashboard', '/admin/editorder?id=x', '/admin/settings']) {
        await page.goto(path);
        await page.waitForURL((url) => url.pathname === '/login');
      }
    } finally {
      await context.close();
    }
  });
});
