import { expect } from 'chai';
import { customerPageReady, openPage } from '../support/browser.js';
import { api, seedCustomerWithOrders } from '../support/seed.js';
import { openAdminPage, rowOf, shot, signInAtLogin, uniqueName } from './adminSupport.js';

describe('Admin console: enquiries', () => {
  const homeLast = uniqueName('Hearth');
  const commercialLast = uniqueName('Ledger');
  const homeEmail = `nia.${homeLast.toLowerCase()}@example.com`;
  const commercialEmail = `omar.${commercialLast.toLowerCase()}@example.com`;

  before(async () => {
    const home = await api('/enquirydetails', {
      selectOption: 'Investment-Opportunities',
      firstName: 'Nia',
      lastName: homeLast,
      phone: '(303) 555-0164',
      email: homeEmail,
      comment: 'Do you take on partners in Tucson?',
      notification: true,
    });
    expect(home.status, JSON.stringify(home.body)).to.equal(200);
    const commercial = await api('/commercial_details', {
      fromlocation: 'Denver, CO',
      tolocation: 'Boulder, CO',
      firstname: 'Omar',
      lastname: commercialLast,
      useremail: commercialEmail,
      userphone: '720.555.0199',
      moredesc: 'Forty desks and a server rack',
    });
    expect(commercial.status, JSON.stringify(commercial.body)).to.equal(200);
  });

  it('when a home and a commercial enquiry have been sent, then the admin sees both with their kind, names, contact and text, and the kind tabs tell them apart', async () => {
    const { context, page } = await openAdminPage('/admin/dashboard');
    try {
      await page.getByRole('banner').getByRole('tab', { name: 'Enquiries' }).click();
      await page.waitForURL('**/admin/enquiries*');
      await page.getByRole('heading', { name: 'Enquiries' }).waitFor();

      const home = await rowOf(page, homeLast);
      expect(home).to.deep.include({
        Kind: 'Home',
        Name: `Nia ${homeLast}`,
        Email: homeEmail,
        Phone: '3035550164',
        About: 'Investment-Opportunities\nAgrees to hear from us',
        Message: 'Do you take on partners in Tucson?',
      });
      const commercial = await rowOf(page, commercialLast);
      expect(commercial).to.deep.include({
        Kind: 'Commercial',
        Name: `Omar ${commercialLast}`,
        Email: commercialEmail,
        Phone: '7205550199',
        About: 'Denver, CO → Boulder, CO',
        Message: 'Forty desks and a server rack',
      });
      expect(await page.getByRole('link', { name: homeEmail }).getAttribute('href')).to.equal(`mailto:${homeEmail}`);
      await shot(page, 'enquiries-list');

      // Newest first: the commercial one was sent last.
      const names = await page.locator('tbody tr').allInnerTexts();
      const at = (last: string) => names.findIndex((n) => n.includes(last));
      expect(at(commercialLast)).to.be.lessThan(at(homeLast));

      await page.getByRole('tab', { name: 'Commercial', exact: true }).click();
      await page.locator('tbody tr').filter({ hasText: homeLast }).waitFor({ state: 'detached' });
      await page.locator('tbody tr').filter({ hasText: commercialLast }).waitFor();
      for (const kind of await page.locator('tbody tr td:nth-child(2)').allInnerTexts()) expect(kind.trim()).to.equal('Commercial');

      await page.getByRole('tab', { name: 'Home', exact: true }).click();
      await page.locator('tbody tr').filter({ hasText: commercialLast }).waitFor({ state: 'detached' });
      await page.locator('tbody tr').filter({ hasText: homeLast }).waitFor();
      for (const kind of await page.locator('tbody tr td:nth-child(2)').allInnerTexts()) expect(kind.trim()).to.equal('Home');
    } finally {
      await context.close();
    }
  });

  it('when a customer opens the enquiries list, then they are sent away without seeing any enquiry, and no enquiry is fetched', async () => {
    const customer = await seedCustomerWithOrders('Elsa');
    const { context, page } = await openPage();
    try {
      // Every call asked for, answered or not.
      const enquiryCalls: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api/admin/enquiries')) enquiryCalls.push(request.url());
      });
      await signInAtLogin(page, customer.email, customer.password);
      await page.waitForURL('**/customer/customerorders');
      await page.goto('/admin/enquiries');
      await page.waitForURL((url) => !url.pathname.startsWith('/admin'));
      // The customer site runs the page now: the console, and anything it could have asked for, is gone.
      await customerPageReady(page);
      expect(new URL(page.url()).pathname).to.be.oneOf(['/login', '/customer/customerorders']);
      expect(await page.getByText(homeLast).count(), 'an enquirer shown to a customer').to.equal(0);
      expect(enquiryCalls, 'enquiry calls made for a customer').to.deep.equal([]);
    } finally {
      await context.close();
    }
  });
});
