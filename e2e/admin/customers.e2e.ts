import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { denverDraft } from '../../server/test/support/drafts.js';
import { openPage } from '../support/browser.js';
import { api } from '../support/seed.js';
import { adminToken, apiCall, bookedByCustomer, downloadedText, openAdminPage, rowOf, shot, uniqueName } from './adminSupport.js';

/** The Customers list searched for `text`. */
async function searchCustomers(page: Page, text: string): Promise<void> {
  await page.goto('/admin/customers');
  await page.getByRole('heading', { name: 'Customers', exact: true }).waitFor();
  const answered = page.waitForResponse((r) => r.url().includes('/api/admin/customers?') && decodeURIComponent(r.url()).includes(text));
  await page.getByPlaceholder('Name or email').fill(text);
  expect((await answered).status()).to.equal(200);
}

async function cancelByAdmin(token: string, moveDatabaseID: string): Promise<void> {
  const cancelled = await api('/admin/add_cancel_reason', { moveDatabaseID, cancelReason: 'Plans changed' }, token);
  expect(cancelled.status, JSON.stringify(cancelled.body)).to.equal(200);
}

describe('Admin console: customers', () => {
  it("when the admin closes a customer's account, then the confirmation names them, open orders hold it back, and once closed the list shows Closed and the customer's sign-in ends", async () => {
    const lastName = uniqueName('Marlow');
    const booking = await bookedByCustomer(lastName);
    const admin = await adminToken();

    // The customer is signed in on their own browser the whole time.
    const customerSide = await openPage();
    await customerSide.page.goto('/api/health');
    const login = await api('/loginRoute', { loginEmail: booking.email, loginPassword: 'Moving-day1' });
    await customerSide.page.evaluate((l) => {
      sessionStorage.setItem(
        'state',
        JSON.stringify({ token: l.token, expiresAt: l.expiresAt, userType: 'customer', userDetails: l.customerDetails, keepMeLoggedIn: false }),
      );
    }, login.body);
    await customerSide.page.goto('/customer/customerorders');
    await customerSide.page.getByTestId('order-row').first().waitFor();

    const { context, page } = await openAdminPage('/admin/dashboard');
    try {
      await page.getByRole('banner').getByRole('tab', { name: 'Customers' }).click();
      await page.waitForURL('**/admin/customers*');
      await searchCustomers(page, lastName);
      expect(await rowOf(page, lastName)).to.deep.include({
        Name: `Cora ${lastName}`,
        Email: booking.email,
        Phone: '3035550131',
        Language: 'English',
        Orders: '1 (1 open)',
        State: 'Open',
      });
      await shot(page, 'customers-list');

      // Its page: the details and the order, linking to the order's page.
      await page.locator('tbody tr').filter({ hasText: lastName }).click();
      await page.waitForURL('**/admin/customers/*/show');
      const customerId = new URL(page.url()).pathname.split('/')[3]!;
      await page.getByRole('heading', { level: 1, name: new RegExp(`Cora ${lastName}`) }).waitFor();
      const orderLink = page.getByTestId('customer-order').getByRole('link', { name: booking.moveID });
      expect(await orderLink.getAttribute('href')).to.equal(`/admin/editorder?id=${booking.moveDatabaseID}`);

      // Downloaded, the data is the customer's own file.
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download data' }).click()]);
      const file = await downloadedText(download);
      expect(file.name).to.match(/^moveday-data-\d{4}-\d{2}-\d{2}\.json$/);
      const data = JSON.parse(file.text);
      expect(data.account).to.include({ id: customerId, email: booking.email, lastName, closedAt: null });
      expect(data.orders.map((o: { moveId: string }) => o.moveId)).to.deep.equal([booking.moveID]);

      // An open order holds the closing back: the dialog lists it, its link leads to it.
      await page.getByRole('button', { name: 'Close account' }).click();
      let dialog = page.getByRole('dialog', { name: `Close the account of Cora ${lastName} (${booking.email})?` });
      await dialog.getByText('This account has open orders: cancel them before closing it.').waitFor();
      expect(await dialog.getByRole('link', { name: booking.moveID }).getAttribute('href')).to.equal(`/admin/editorder?id=${booking.moveDatabaseID}`);
      expect(await dialog.getByRole('button', { name: 'Close account' }).isDisabled()).to.equal(true);
      await shot(page, 'customer-close-open-orders', false);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });

      // Cancelled, the page reads no open order; one booked meanwhile is named by the server's refusal.
      await cancelByAdmin(admin, booking.moveDatabaseID);
      await page.reload();
      await page.getByTestId('customer-order').getByText('Cancelled').waitFor();
      const quoted = await api<{ moveID: string; moveDatabaseID: string }>('/residential_details', denverDraft());
      expect((await api('/customer/updatemove', { moveDatabaseID: quoted.body.moveDatabaseID }, booking.token)).status).to.equal(200);
      await page.getByRole('button', { name: 'Close account' }).click();
      dialog = page.getByRole('dialog', { name: `Close the account of Cora ${lastName} (${booking.email})?` });
      await dialog.getByText('Every sign-in of the customer ends at once, and the account can no longer sign in.').waitFor();
      await dialog.getByText("The orders stay for the company's books and the dashboard: amounts, dates, cities, statuses and partners.").waitFor();
      await shot(page, 'customer-close-confirm', false);
      const refused = page.waitForResponse((r) => r.url().endsWith(`/api/admin/customers/${customerId}/close`));
      await dialog.getByRole('button', { name: 'Close account' }).click();
      expect((await refused).status()).to.equal(409);
      await dialog.getByText('This account has open orders: cancel them before closing it.').waitFor();
      await dialog.getByText(quoted.body.moveID).waitFor();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });

      // Nothing open: the admin confirms and the account closes.
      await cancelByAdmin(admin, quoted.body.moveDatabaseID);
      await page.reload();
      await page.getByTestId('customer-order').nth(1).waitFor();
      await page.getByRole('button', { name: 'Close account' }).click();
      const closed = page.waitForResponse((r) => r.url().endsWith(`/api/admin/customers/${customerId}/close`));
      await dialog.getByRole('button', { name: 'Close account' }).click();
      expect((await closed).status()).to.equal(200);
      await page.getByText(`The account of Cora ${lastName} is closed`).waitFor();
      await page.getByRole('heading', { level: 1, name: /Closed account/ }).waitFor();
      expect(await page.locator('[data-field="State"]').innerText()).to.match(/^Closed \d\d\/\d\d\/\d{4}, \d{1,2}:\d\d [AP]M by .+$/);
      expect(await page.getByRole('button', { name: 'Close account' }).count(), 'a closed account has no Close').to.equal(0);
      await shot(page, 'customer-closed');

      // The list shows it Closed, under the Closed tab; the name and email are placeholders.
      await searchCustomers(page, customerId);
      await page.getByRole('tab', { name: 'Closed', exact: true }).click();
      const row = await rowOf(page, customerId);
      expect(row).to.deep.include({ Name: 'Closed account', Email: `closed-${customerId}@closed.invalid`, State: 'Closed' });
      await page.getByRole('tab', { name: 'Open', exact: true }).click();
      await page.locator('tbody tr').filter({ hasText: customerId }).waitFor({ state: 'detached' });
      await shot(page, 'customers-closed-tab');

      // The customer's sign-in has ended: their next call sends them to sign in again.
      expect((await apiCall('GET', '/profile', booking.token)).status).to.equal(401);
      await customerSide.page.goto('/customer/profile');
      await customerSide.page.waitForURL('**/login');
      expect((await api('/loginRoute', { loginEmail: booking.email, loginPassword: 'Moving-day1' })).status).to.equal(401);
    } finally {
      await context.close();
      await customerSide.context.close();
    }
  });
});
