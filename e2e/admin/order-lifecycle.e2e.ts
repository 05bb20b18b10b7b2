import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { WEEKDAYS, formatDay, todayIn, weekdayOf } from '@moveday/openapi';
import { addOrder, addPartner, adminToken, apiCall, moveDayIntoPast, openAdminPage, searchOrders, shot, uniqueName } from './adminSupport.js';

const row = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

describe('Admin console: the order lifecycle', () => {
  let token: string;
  before(async () => {
    token = await adminToken();
  });

  it('when an order is confirmed, assigned and completed from the list, then each dialog does its step and the row follows', async () => {
    const lastName = uniqueName('Cycle');
    const order = await addOrder(token, { firstName: 'Lena', lastName }, 'save');
    const partner = await addPartner(token, uniqueName('Lifecycle Movers '));
    const { context, page } = await openAdminPage();
    try {
      await searchOrders(page, lastName);
      const mine = row(page, lastName);
      await mine.getByText('Not yet confirmed').waitFor();

      // Confirm Order
      await mine.getByRole('button', { name: 'Confirm Order' }).click();
      const confirm = page.getByRole('dialog', { name: 'Confirm Order' });
      await confirm.waitFor();
      await shot(page, 'lifecycle-confirm-dialog', false);
      await confirm.getByRole('button', { name: 'Confirm' }).click();
      await mine.getByText('Confirmed', { exact: true }).waitFor();
      expect(page.url(), 'the dialog does not open the row').to.match(/ordersPage/);

      // Assign Partner: Done waits for a partner; the date is one of the two preferred dates, with its weekday.
      const detail = (await apiCall('GET', `/admin/orders/${order.moveDatabaseID}`, token)).body;
      const [d1, d2] = [detail.moveDatePreferences.preferredDateOpt1, detail.moveDatePreferences.preferredDateOpt2];
      await mine.getByRole('button', { name: 'Assign Partner' }).click();
      const assign = page.getByRole('dialog', { name: 'Assign Partner' });
      const done = assign.getByRole('button', { name: 'Done' });
      expect(await done.isDisabled()).to.equal(true);
      expect(await assign.getByRole('radio', { name: `${formatDay(d1)} (${WEEKDAYS[weekdayOf(d1)]})` }).isChecked()).to.equal(true);
      await assign.getByRole('combobox', { name: 'Partner' }).click();
      await page.getByRole('option', { name: new RegExp(`^${partner.companyName}`) }).click();
      await assign.getByRole('radio', { name: `${formatDay(d2)} (${WEEKDAYS[weekdayOf(d2)]})` }).check();
      // The other date's fitting partners are fetched again: the partner stays chosen while it still fits.
      await assign.getByRole('button', { name: 'Done', disabled: false }).waitFor();
      await shot(page, 'lifecycle-assign-dialog', false);
      await done.click();
      await mine.getByText('Partner assigned').waitFor();
      await mine.getByText(partner.companyName).waitFor();
      const assigned = (await apiCall('GET', `/admin/orders/${order.moveDatabaseID}`, token)).body;
      expect(assigned).to.deep.include({ moveStatus: 'partnerassigned', actualMoveDate: d2, partnerName: partner.companyName });
      expect(await mine.getByRole('button', { name: 'Mark As Complete' }).count(), 'not before the move day').to.equal(0);

      // On the details page the other preferred date is locked.
      await page.goto(`/admin/editorder?id=${order.moveDatabaseID}`);
      await page.getByRole('button', { name: 'Edit Preferred move date (option 2)' }).waitFor();
      expect(await page.getByRole('button', { name: 'Edit Preferred move date (option 1)' }).isDisabled()).to.equal(true);
      expect(await page.getByRole('button', { name: 'Edit Preferred move date (option 2)' }).isEnabled()).to.equal(true);
      expect(await page.getByRole('button', { name: 'Mark As Complete' }).count()).to.equal(0);

      // Mark As Complete, once the move day has come.
      await moveDayIntoPast(order.moveDatabaseID);
      await searchOrders(page, lastName);
      await mine.getByRole('button', { name: 'Mark As Complete' }).click();
      const complete = page.getByRole('dialog', { name: 'Mark as Complete' });
      await complete.waitFor();
      await shot(page, 'lifecycle-complete-dialog', false);
      await complete.getByRole('button', { name: 'Mark as Complete' }).click();
      await page.getByRole('tab', { name: /^Open \(0\/\d+\)$/ }).waitFor();
      await page.getByRole('tab', { name: /^Close/ }).click();
      await row(page, lastName).getByText('Completed').waitFor();
      expect((await apiCall('GET', `/admin/orders/${order.moveDatabaseID}`, token)).body.moveStatus).to.equal('completed');

      // A completed order is a read-only summary.
      await row(page, lastName).click();
      await page.waitForURL('**/admin/editorder?id=*');
      await page.getByText('read-only').waitFor();
      expect(await page.getByRole('button', { name: /^Edit / }).count()).to.equal(0);
      expect(await page.getByRole('button', { name: 'Cancel', exact: true }).count()).to.equal(0);
      await page.getByRole('table', { name: 'Order history' }).getByText('Marked as complete').waitFor();
      await shot(page, 'lifecycle-completed-summary');
    } finally {
      await context.close();
    }
  });

  it('when an order is cancelled with a reason, then it returns to the orders page and shows the reason and date read-only', async () => {
    const lastName = uniqueName('Cancel');
    const order = await addOrder(token, { firstName: 'Milo', lastName }, 'confirm');
    const { context, page } = await openAdminPage(`/admin/editorder?id=${order.moveDatabaseID}`);
    try {
      await page.getByRole('button', { name: 'Cancel', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Cancel Order' });
      const cancelOrder = dialog.getByRole('button', { name: 'Cancel Order' });
      expect(await cancelOrder.isDisabled(), 'a reason is required').to.equal(true);
      const reason = dialog.getByRole('textbox', { name: /^Cancel reason/ });
      await reason.fill('x'.repeat(120));
      expect((await reason.inputValue()).length, 'at most 100 characters').to.equal(100);
      await reason.fill('Customer moved the date to next year');
      await shot(page, 'lifecycle-cancel-dialog', false);
      await cancelOrder.click();
      await page.waitForURL('**/admin/ordersPage*');

      const stored = (await apiCall('GET', `/admin/orders/${order.moveDatabaseID}`, token)).body;
      expect(stored).to.deep.include({
        moveStatus: 'cancelled',
        cancelReason: 'Customer moved the date to next year',
        moveCancelDate: todayIn('America/Denver'),
      });

      await page.goto(`/admin/editorder?id=${order.moveDatabaseID}`);
      const block = page.getByRole('region', { name: 'Cancellation' });
      await block.getByText('Customer moved the date to next year').waitFor();
      await block.getByText(formatDay(todayIn('America/Denver'))).waitFor();
      expect(await page.getByRole('button', { name: /^Edit / }).count()).to.equal(0);
      await shot(page, 'lifecycle-cancelled-summary');
    } finally {
      await context.close();
    }
  });
});
