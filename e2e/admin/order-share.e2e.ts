import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { formatDay } from '@moveday/openapi';
import { addOrder, adminToken, apiCall, downloadedText, openAdminPage, pdfText, shot, uniqueName } from './adminSupport.js';

const include = (page: Page, what: string) => page.getByRole('checkbox', { name: `Include ${what}`, exact: true });

describe('Admin console: Download To Share', () => {
  it('when fields are chosen, then parents follow their children, and the CSV and PDF hold the chosen fields and no others', async () => {
    const token = await adminToken();
    const lastName = uniqueName('Share');
    const order = await addOrder(token, { firstName: 'Sasha', lastName }, 'confirm');
    const detail = (await apiCall('GET', `/admin/orders/${order.moveDatabaseID}`, token)).body;
    const { preferredDateOpt1: d1, preferredDateOpt2: d2 } = detail.moveDatePreferences;
    const { context, page } = await openAdminPage(`/admin/editorder?id=${order.moveDatabaseID}`);
    try {
      await page.getByRole('button', { name: 'Download' }).click();
      await page.getByRole('heading', { name: `Download To Share: ${order.moveID}` }).waitFor();

      // The defaults: move details, service type and both dates.
      const parent = include(page, 'Move Details');
      expect(await parent.isChecked()).to.equal(true);
      for (const child of ['Service type', 'Preferred move date (option 1)', 'Preferred move date (option 2)'])
        expect(await include(page, child).isChecked(), child).to.equal(true);
      for (const other of ['Customer Details', 'Pick Up Location', 'Services', 'Drop Location', 'Final Cost'])
        expect(await include(page, other).isChecked(), other).to.equal(false);

      // A child off: the parent shows the partial state; the parent on: all children again.
      await include(page, 'Preferred move date (option 2)').uncheck();
      expect(await parent.evaluate((input) => (input as HTMLInputElement).indeterminate)).to.equal(true);
      await shot(page, 'share-partial', false);
      await parent.check();
      expect(await include(page, 'Preferred move date (option 2)').isChecked()).to.equal(true);

      await include(page, 'Customer Details').check();
      await include(page, 'Final Cost').check();

      const [csvDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export as CSV' }).click()]);
      const csv = await downloadedText(csvDownload);
      expect(csv.name).to.equal(`moveday-order-${order.moveID}.csv`);
      expect(csv.text).to.contain(lastName).and.to.contain(formatDay(d1)).and.to.contain(formatDay(d2)).and.to.contain(order.moveID);
      expect(csv.text).to.contain('Final Cost');
      expect(csv.text, 'pickup not chosen').to.not.contain('Glenarm');
      await page.getByText('CSV Downloaded Successfully').waitFor();

      await include(page, 'Customer Details').uncheck();
      await include(page, 'Pick Up Location').check();
      const [pdfDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export as PDF' }).click()]);
      expect(pdfDownload.suggestedFilename()).to.equal(`moveday-order-${order.moveID}.pdf`);
      const pdf = await pdfText((await pdfDownload.path())!);
      expect(pdf).to.contain('1600 Glenarm Pl').and.to.contain(formatDay(d1)).and.to.contain('Boxed and Ready to Go');
      expect(pdf, 'customer not chosen').to.not.contain(lastName);
      expect(pdf, 'drop-off not chosen').to.not.contain('Kearney');
      await shot(page, 'share-exported', false);

      await page.getByRole('button', { name: 'Back to the order' }).click();
      await page.getByRole('heading', { name: `Order ${order.moveID}` }).waitFor();
    } finally {
      await context.close();
    }
  });
});
