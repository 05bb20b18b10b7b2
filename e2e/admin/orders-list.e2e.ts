import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { DAY_MS, formatDay, Limits } from '@moveday/openapi';
import { GRAIN_MS, LATE_MS, watchLifetime } from '../support/browser.js';
import { addOrder, addPartner, adminToken, apiCall, moveDayIntoPast, openAdminPage, shot, uniqueName, downloadedText } from './adminSupport.js';

const counts = async (token: string, filter: Record<string, string> = {}) =>
  (
    await apiCall<{ open: number; close: number; openTotal: number; closeTotal: number }>(
      'GET',
      `/admin/orders/counts?filter=${encodeURIComponent(JSON.stringify(filter))}`,
      token,
    )
  ).body;

const dataRows = (page: Page) => page.locator('tbody tr');

/** MM/DD/YYYY as YYYY-MM-DD, so that dates compare as strings. */
const isoOf = (shown: string) => {
  const [m, d, y] = shown.trim().split('/');
  return `${y}-${m}-${d}`;
};

describe('Admin console: the orders page', () => {
  let token: string;
  let lastName: string;
  let laterRow: { customerName: string; moveDate: string };

  before(async () => {
    token = await adminToken();
    lastName = uniqueName('Tabby');
    // Three of one family: one unconfirmed, one confirmed, one cancelled.
    await addOrder(token, { firstName: 'Ursula', lastName }, 'save');
    await addOrder(token, { firstName: 'Otto', lastName }, 'confirm');
    const cancelled = await addOrder(token, { firstName: 'Cleo', lastName }, 'confirm');
    await apiCall('POST', '/admin/add_cancel_reason', token, { moveDatabaseID: cancelled.moveDatabaseID, cancelReason: 'Moved in with family' });

    // Two more closed orders, of another family, on other days: one cancelled eight weeks later, one completed two days ago.
    const closedFamily = uniqueName('Closer');
    const later = await addOrder(token, { firstName: 'Lars', lastName: closedFamily }, 'confirm', (draft) => {
      draft.moveDatePreferences.preferredDateOpt1! += 56 * DAY_MS;
      draft.moveDatePreferences.preferredDateOpt2! += 56 * DAY_MS;
    });
    expect(
      (await apiCall('POST', '/admin/add_cancel_reason', token, { moveDatabaseID: later.moveDatabaseID, cancelReason: 'Found a cheaper mover' })).status,
    ).to.equal(200);
    laterRow = {
      customerName: `Lars ${closedFamily}`,
      moveDate: formatDay((await apiCall('GET', `/admin/orders/${later.moveDatabaseID}`, token)).body.moveDatePreferences.preferredDateOpt1),
    };

    const past = await addOrder(token, { firstName: 'Pia', lastName: closedFamily }, 'confirm');
    const partner = await addPartner(token, uniqueName('Closing Movers '));
    const detail = (await apiCall('GET', `/admin/orders/${past.moveDatabaseID}`, token)).body;
    const assigned = await apiCall('POST', '/admin/assignpartner', token, {
      moveDatabaseID: past.moveDatabaseID,
      actualMoveDate: detail.moveDatePreferences.preferredDateOpt1,
      partnerDatabaseID: partner.partnerID,
    });
    expect(assigned.status, JSON.stringify(assigned.body)).to.equal(200);
    await moveDayIntoPast(past.moveDatabaseID);
    const completed = await apiCall('POST', '/admin/change_status', token, { status: 'completed', moveDatabaseID: past.moveDatabaseID });
    expect(completed.status, JSON.stringify(completed.body)).to.equal(200);
  });

  it('when opened, then the Open and Close tabs carry the counts, rows are 56 px with the five columns, and the Close tab lists closed orders newest first', async () => {
    const { context, page } = await openAdminPage('/admin/ordersPage');
    try {
      const all = await counts(token);
      await page.getByRole('tab', { name: `Open (${all.openTotal})` }).waitFor();
      await page.getByRole('tab', { name: `Close (${all.closeTotal})` }).waitFor();
      // The counts and the rows come by separate calls.
      await dataRows(page).first().waitFor();
      const headers = await page.locator('thead th').allInnerTexts();
      expect(headers.map((h) => h.trim()).filter(Boolean)).to.deep.equal(['Customer Name', 'Move ID', 'Move Date', 'Partner Name', 'Status']);
      const heights = await dataRows(page).evaluateAll((rows) => rows.map((r) => Math.round(r.getBoundingClientRect().height)));
      expect(heights.length).to.be.greaterThan(0);
      expect(new Set(heights)).to.deep.equal(new Set([56]));
      await shot(page, 'orders-open');

      await page.getByRole('tab', { name: /^Close/ }).click();
      await page.waitForURL(/group%22%3A%22close|group":"close/);
      await dataRows(page)
        .first()
        .getByText(/Completed|Cancelled/)
        .waitFor();
      const statuses = await page.locator('tbody tr td:last-child').allInnerTexts();
      for (const status of statuses) expect(status).to.match(/Completed|Cancelled/);
      expect(statuses.some((s) => s.includes('Completed')) && statuses.some((s) => s.includes('Cancelled')), 'both kinds of closed order').to.equal(true);
      const moveDates = (await page.locator('tbody tr td:nth-child(3)').allInnerTexts()).map(isoOf);
      expect(new Set(moveDates).size, 'closed orders on different days').to.be.greaterThan(1);
      expect(moveDates, 'Move Date, newest first').to.deep.equal([...moveDates].sort().reverse());
      const latest = dataRows(page).filter({ hasText: laterRow.customerName });
      expect((await latest.locator('td').nth(2).innerText()).trim()).to.equal(laterRow.moveDate);
      await shot(page, 'orders-close');
    } finally {
      await context.close();
    }
  });

  it('when a filter is chosen, then the tab reads shown/total, every row fits it, and Reset brings all back', async () => {
    const { context, page } = await openAdminPage('/admin/ordersPage');
    try {
      const all = await counts(token);
      await page.getByRole('tab', { name: `Open (${all.openTotal})` }).waitFor();
      await page.getByRole('button', { name: 'Filter orders' }).click();
      await page.getByRole('menuitem', { name: 'Not yet confirmed orders' }).click();
      const narrowed = await counts(token, { view: 'unconfirmed' });
      await page.getByRole('tab', { name: `Open (${narrowed.open}/${narrowed.openTotal})` }).waitFor();
      // The counts and the rows come by separate calls: wait for the rows of the filter too.
      await expectRows(page, Math.min(25, narrowed.open));
      await page.waitForFunction(() =>
        [...document.querySelectorAll('tbody tr td:last-child')].every((cell) => cell.textContent?.includes('Not yet confirmed')),
      );
      const statuses = await page.locator('tbody tr td:last-child').allInnerTexts();
      expect(statuses.length).to.equal(Math.min(25, narrowed.open));
      for (const status of statuses) expect(status).to.contain('Not yet confirmed');
      await shot(page, 'orders-filter-unconfirmed');

      await page.getByRole('button', { name: 'Filter orders' }).click();
      await page.getByRole('menuitem', { name: 'Reset' }).click();
      await page.getByRole('tab', { name: `Open (${all.openTotal})` }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('when a name is searched, then only its orders show, on both tabs', async () => {
    const { context, page } = await openAdminPage('/admin/ordersPage');
    try {
      await page.getByRole('button', { name: 'Search orders' }).click();
      await page.getByRole('searchbox', { name: 'Search orders' }).fill(lastName);
      await page.getByRole('tab', { name: 'Open (2/' }).waitFor();
      await page.getByRole('tab', { name: 'Close (1/' }).waitFor();
      await expectRows(page, 2);
      const names = await page.locator('tbody tr td:first-child').allInnerTexts();
      expect(names.sort()).to.deep.equal([`Otto ${lastName}`, `Ursula ${lastName}`]);
      await shot(page, 'orders-search');
      await page.getByRole('tab', { name: /^Close/ }).click();
      await expectRows(page, 1);
      expect(await page.locator('tbody tr td:first-child').innerText()).to.equal(`Cleo ${lastName}`);

      // A click on the row opens its details.
      await dataRows(page).first().click();
      await page.waitForURL('**/admin/editorder?id=*');
      await page.getByRole('region', { name: 'Cancellation' }).getByText('Moved in with family').waitFor();
    } finally {
      await context.close();
    }
  });

  it('when every order is downloaded as CSV, then the dialog asks first and the snackbar says so for 5 s', async () => {
    const { context, page } = await openAdminPage('/admin/ordersPage');
    try {
      await page.getByRole('button', { name: 'Download CSV' }).click();
      const dialog = page.getByRole('dialog', { name: 'Download CSV' });
      await dialog.waitFor();
      const shown = await watchLifetime(page, { text: 'CSV Downloaded Successfully' });
      const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download' }).click()]);
      const file = await downloadedText(download);
      expect(file.name).to.match(/\.csv$/);
      expect(file.text).to.contain(lastName);
      const snackbar = page.getByText('CSV Downloaded Successfully');
      await snackbar.waitFor();
      await shot(page, 'orders-csv-downloaded', false);
      expect(await shown.lifetime(), "how long the snackbar shows (ms, on the page's clock)").to.be.within(
        Limits.snackbarMs - GRAIN_MS,
        Limits.snackbarMs + LATE_MS,
      );
    } finally {
      await context.close();
    }
  });
});

async function expectRows(page: Page, n: number) {
  await page.waitForFunction((count) => document.querySelectorAll('tbody tr').length === count, n);
}
