import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { startServer, type RunningServer } from '../bench/lib/server.js';
import { customerPageReady, DESKTOP, logIn, openPage, PHONE, screenshot } from './support/browser.js';
import { running } from './support/hooks.js';
import { seedCustomerWithOrders } from './support/seed.js';

/** Contact settings unlike every default. */
const CONTACT = {
  INFO_EMAIL: 'hello@movers.example',
  SUPPORT_EMAIL: 'help@movers.example',
  COMPANY_PHONE: '(720) 555-0199',
  COMPANY_LEGAL_NAME: 'Front Range Movers LLC',
  COMPANY_ADDRESS: '12 Pearl St | Boulder, CO 80302',
  SOCIAL_FACEBOOK_URL: 'https://facebook.example/frontrangemovers',
};

/** Another server on the run's database (no second PostgreSQL), with `settings`; on `port` to keep an origin. */
const serverWith = (settings: Record<string, string>, port?: number) =>
  startServer({ env: { DATABASE_URL: running().databaseUrl, ...settings }, port, echoOutput: process.env.E2E_VERBOSE === '1' });

/** Console errors: React reports there a page it could not adopt as it was. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

describe("The company's contact details, as configured", () => {
  let server: RunningServer | undefined;

  afterEach(async () => {
    await server?.stop();
    server = undefined;
  });

  it('when the contact settings are changed, then the landing page shows them from its first paint, and React adopts it as it is', async () => {
    server = await serverWith(CONTACT);
    const { context, page } = await openPage({ viewport: PHONE, baseUrl: server.baseUrl });
    const errors = consoleErrors(page);
    try {
      const html = await (await page.request.get('/')).text();
      for (const text of ['hello@movers.example', '(720) 555-0199', 'Front Range Movers LLC\n12 Pearl St\nBoulder, CO 80302'])
        expect(html, text).to.contain(text);
      expect(html).not.to.contain('info@moveday.local');

      await page.goto('/');
      const footer = page.locator('footer');
      await footer.scrollIntoViewIfNeeded();
      await customerPageReady(page, 'footer');
      const text = await footer.innerText();
      expect(text)
        .to.contain('hello@movers.example')
        .and.to.contain('(720) 555-0199')
        .and.to.match(/Front Range Movers LLC\s+12 Pearl St\s+Boulder, CO 80302/);
      expect(text).to.contain('© 2019 Front Range Movers LLC');
      expect(await footer.getByRole('link', { name: '(720) 555-0199' }).getAttribute('href')).to.equal('tel:+17205550199');
      expect(await footer.getByRole('link', { name: 'Facebook' }).getAttribute('href')).to.equal(CONTACT.SOCIAL_FACEBOOK_URL);
      expect(await footer.getByRole('img', { name: 'Instagram' }).count(), 'a network without a page: an icon, no link').to.equal(1);
      await customerPageReady(page, '#contactUs');
      expect(await page.locator('#contactUs address').innerText())
        .to.contain('hello@movers.example')
        .and.to.contain('(720) 555-0199');
      await screenshot(page, 'company-contact-footer', false);
      expect(errors, 'console errors (a page React could not adopt)').to.deep.equal([]);
    } finally {
      await context.close();
    }
  });

  it('when a customer opens Contact on their orders, then the dialog shows the configured support email and phone', async () => {
    const customer = await seedCustomerWithOrders('Rosa');
    server = await serverWith(CONTACT);
    const { context, page } = await openPage({ viewport: DESKTOP, baseUrl: server.baseUrl });
    try {
      await logIn(page, customer.email, customer.password);
      await page.waitForURL('**/customer/customerorders');
      await page.getByRole('button', { name: 'Contact' }).click();
      const contact = page.getByRole('dialog', { name: 'Contact us' });
      await contact.waitFor();
      const text = await contact.innerText();
      expect(text).to.contain('help@movers.example').and.to.contain('(720) 555-0199');
      expect(await contact.getByRole('link', { name: 'help@movers.example' }).getAttribute('href')).to.equal('mailto:help@movers.example');
    } finally {
      await context.close();
    }
  });

  it('when a setting changes and the server restarts, then a reload shows the new value, though the service worker keeps the site', async () => {
    server = await serverWith(CONTACT);
    const { port, baseUrl } = server;
    const { context, page } = await openPage({ viewport: DESKTOP, baseUrl });
    try {
      await page.goto('/');
      // The worker installed (its cache filled) and answering this page's requests.
      await page.waitForFunction(
        async () => (await navigator.serviceWorker.ready).active?.state === 'activated' && navigator.serviceWorker.controller !== null,
      );
      await page.locator('footer').getByText('hello@movers.example').waitFor();

      await server.stop();
      server = await serverWith({ ...CONTACT, INFO_EMAIL: 'bookings@movers.example' }, port);
      await page.reload();
      await page.locator('footer').getByText('bookings@movers.example').waitFor();
      expect(await page.locator('footer').innerText()).not.to.contain('hello@movers.example');
      expect(await page.evaluate(() => navigator.serviceWorker.controller !== null), 'the page came through the service worker').to.equal(true);
    } finally {
      await context.close();
    }
  });
});
