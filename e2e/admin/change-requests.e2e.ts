import { expect } from 'chai';
import type { Locator, Page } from 'playwright-core';
import { DAY_MS, WEEKDAYS, formatDay, weekdayOf } from '@moveday/openapi';
import { nextWeekday } from '../../server/test/support/drafts.js';
import {
  addOrder,
  addPartner,
  adminToken,
  apiCall,
  bookedByCustomer,
  openAdminPage,
  searchOrders,
  shot,
  uniqueName,
  type CustomerBooking,
} from './adminSupport.js';

const dayLabel = (day: number) => `${formatDay(day)} (${WEEKDAYS[weekdayOf(day)]})`;
const money = (n: number) => `$${n.toLocaleString('en-US')}`;
const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
const panel = (page: Page) => page.getByRole('region', { name: 'Change request' });

/** The customer asks for new dates from their order page (the customer site's call). */
async function requestChange(booking: CustomerBooking, days: [number, number], note: string) {
  const sent = await apiCall('POST', `/customer/orders/${booking.moveDatabaseID}/changerequests`, booking.token, {
    preferredDateOpt1: days[0],
    preferredDateOpt2: days[1],
    note,
  });
  expect(sent.status, JSON.stringify(sent.body)).to.equal(200);
  return sent.body.options.changeRequest as { id: string; newAmount: number; state: string };
}

/** Waits for the answer to the console's call to `path` (POST) and reads it. */
function answerTo(page: Page, path: RegExp) {
  return page
    .waitForResponse((r) => r.request().method() === 'POST' && path.test(new URL(r.url()).pathname))
    .then(async (r) => ({ status: r.status(), body: (await r.json()) as { message?: string; errorMessage?: string } }));
}

async function filterPending(page: Page, on: boolean) {
  await page.getByRole('button', { name: 'Filter orders' }).click();
  const item = page.getByRole('menuitemcheckbox', { name: 'Change request pending' });
  await item.click();
  await page.getByRole('menuitemcheckbox', { name: 'Change request pending', checked: on }).waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('menu').waitFor({ state: 'detached' });
}

async function fieldValue(region: Locator, label: string): Promise<string> {
  // FieldRow: the label's div, then its value's div.
  return (await region.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]').innerText()).trim();
}

describe('Admin console: change requests (issue 18)', () => {
  let token: string;
  before(async () => {
    token = await adminToken();
  });

  it('when an assigned customer asks for new dates, then the admin finds the order by the pending filter, sees the request and approves it keeping the partner; the order takes the new day and price', async () => {
    const lastName = uniqueName('Change');
    const booking = await bookedByCustomer(lastName);
    // Another order of the same name, with no request: the filter leaves it out.
    const other = await addOrder(token, { firstName: 'Otto', lastName }, 'confirm');
    const partner = await addPartner(token, uniqueName('AAA Change Movers '));
    const before = (await apiCall('GET', `/admin/orders/${booking.moveDatabaseID}`, token)).body;
    const assigned = await apiCall('POST', '/admin/assignpartner', token, {
      moveDatabaseID: booking.moveDatabaseID,
      partnerDatabaseID: partner.partnerID,
      actualMoveDate: before.moveDatePreferences.preferredDateOpt1,
    });
    expect(assigned.status, JSON.stringify(assigned.body)).to.equal(200);
    // A weekend: dearer than the weekdays booked.
    const saturday = nextWeekday(6, 14);
    const request = await requestChange(booking, [saturday, saturday + DAY_MS], 'Our lease ends a week later <b>sorry</b>');
    expect(request.state).to.equal('pending');
    const currentAmount = before.finalMoveAmount as number;

    const { context, page } = await openAdminPage();
    try {
      await searchOrders(page, lastName);
      await row(page, booking.moveID).waitFor();
      await row(page, other.moveID).waitFor();
      await row(page, booking.moveID).getByText('Change requested').waitFor();
      expect(await row(page, other.moveID).getByText('Change requested').count()).to.equal(0);

      await filterPending(page, true);
      await page.getByRole('tab', { name: /^Open \(1\/\d+\)$/ }).waitFor();
      await row(page, other.moveID).waitFor({ state: 'detached' });
      await row(page, booking.moveID).getByText('Change requested').waitFor();
      await shot(page, 'change-request-filter');

      await row(page, booking.moveID).getByRole('link', { name: booking.moveID }).click();
      await page.waitForURL('**/admin/editorder?id=*');
      const region = panel(page);
      await region.getByTestId('change-request-state').getByText('Pending').waitFor();
      await page.getByRole('region', { name: 'Final cost' }).getByText('Change requested').waitFor();
      expect(await fieldValue(region, 'Dates asked for')).to.equal(`${formatDay(saturday)} or ${formatDay(saturday + DAY_MS)}`);
      expect(await fieldValue(region, 'Price when sent')).to.equal(money(currentAmount));
      expect(await fieldValue(region, 'Price on the new dates')).to.contain(money(request.newAmount));
      // The note as the text it is.
      expect(await fieldValue(region, "Customer's note")).to.equal('Our lease ends a week later <b>sorry</b>');
      expect(await region.locator('b').count()).to.equal(0);
      await shot(page, 'change-request-panel');

      // Approve: the new dates to choose among, the partner it has chosen already (kept).
      await region.getByRole('button', { name: 'Approve' }).click();
      const dialog = page.getByRole('dialog', { name: 'Approve change request' });
      await dialog.getByRole('radio', { name: dayLabel(saturday), checked: true }).waitFor();
      await dialog.getByRole('radio', { name: dayLabel(saturday + DAY_MS) }).waitFor();
      const partnerBox = dialog.getByRole('combobox', { name: 'Partner' });
      await partnerBox.filter({ hasText: partner.companyName }).waitFor();
      expect(await partnerBox.innerText()).to.contain('has it now');
      await dialog.getByRole('radio', { name: dayLabel(saturday + DAY_MS) }).check();
      await partnerBox.filter({ hasText: partner.companyName }).waitFor();
      await shot(page, 'change-request-approve-dialog', false);
      const approved = answerTo(page, /\/api\/admin\/changerequests\/[^/]+\/approve$/);
      await dialog.getByRole('button', { name: 'Approve', disabled: false }).click();
      const answer = await approved;
      expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
      // The answer's message in the snackbar (the history says the same words once the order is fetched again).
      await page.getByRole('alert').getByText(answer.body.message!, { exact: true }).waitFor();
      await dialog.waitFor({ state: 'detached' });

      await region.getByTestId('change-request-state').getByText('Approved').waitFor();
      const finalCost = page.getByRole('region', { name: 'Final cost' });
      await finalCost.getByText(formatDay(saturday + DAY_MS), { exact: true }).waitFor();
      expect(await finalCost.getByText('Change requested').count()).to.equal(0);
      const after = (await apiCall('GET', `/admin/orders/${booking.moveDatabaseID}`, token)).body;
      expect(after).to.deep.include({ moveStatus: 'partnerassigned', actualMoveDate: saturday + DAY_MS, partnerName: partner.companyName });
      expect(after.moveDatePreferences).to.deep.equal({ preferredDateOpt1: saturday, preferredDateOpt2: saturday + DAY_MS });
      expect(after.finalMoveAmount).to.equal(request.newAmount);
      expect(after.changeRequest.state).to.equal('approved');
      await finalCost.getByTestId('final-cost').getByText(money(request.newAmount)).waitFor();
      await page.getByRole('table', { name: 'Order history' }).getByText('Change request approved').waitFor();
      await shot(page, 'change-request-approved');

      // Answered, it leaves the pending filter.
      await searchOrders(page, lastName);
      await page.getByRole('button', { name: 'Filter orders' }).click();
      const ticked = (await page.getByRole('menuitemcheckbox', { name: 'Change request pending' }).getAttribute('aria-checked')) === 'true';
      await page.keyboard.press('Escape');
      await page.getByRole('menu').waitFor({ state: 'detached' });
      if (!ticked) await filterPending(page, true);
      await page.getByRole('tab', { name: /^Open \(0\/\d+\)$/ }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('when the admin declines a request, then a reason is required, the request shows declined with it, and the order keeps its dates', async () => {
    const lastName = uniqueName('Decline');
    const booking = await bookedByCustomer(lastName);
    const partner = await addPartner(token, uniqueName('AAA Decline Movers '));
    const before = (await apiCall('GET', `/admin/orders/${booking.moveDatabaseID}`, token)).body;
    const day = before.moveDatePreferences.preferredDateOpt1 as number;
    const assigned = await apiCall('POST', '/admin/assignpartner', token, {
      moveDatabaseID: booking.moveDatabaseID,
      partnerDatabaseID: partner.partnerID,
      actualMoveDate: day,
    });
    expect(assigned.status, JSON.stringify(assigned.body)).to.equal(200);
    const thursday = nextWeekday(4, 21);
    await requestChange(booking, [thursday, thursday + DAY_MS], 'Could we move a few weeks later?');

    const { context, page } = await openAdminPage(`/admin/editorder?id=${booking.moveDatabaseID}`);
    try {
      const region = panel(page);
      await region.getByRole('button', { name: 'Decline' }).click();
      const dialog = page.getByRole('dialog', { name: 'Decline change request' });
      const decline = dialog.getByRole('button', { name: 'Decline' });
      expect(await decline.isDisabled(), 'a reason is required').to.equal(true);
      const reason = dialog.getByRole('textbox', { name: /^Reason/ });
      await reason.fill('x'.repeat(230));
      expect((await reason.inputValue()).length, 'at most 200 characters').to.equal(200);
      await reason.fill('Every crew is booked on those days');
      await shot(page, 'change-request-decline-dialog', false);
      const declined = answerTo(page, /\/api\/admin\/changerequests\/[^/]+\/decline$/);
      await dialog.getByRole('button', { name: 'Decline', disabled: false }).click();
      const answer = await declined;
      expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
      // The answer's message in the snackbar (the history says the same words once the order is fetched again).
      await page.getByRole('alert').getByText(answer.body.message!, { exact: true }).waitFor();

      await region.getByTestId('change-request-state').getByText('Declined').waitFor();
      expect(await fieldValue(region, 'Reason')).to.equal('Every crew is booked on those days');
      expect(await region.getByRole('button', { name: 'Approve' }).count()).to.equal(0);
      const after = (await apiCall('GET', `/admin/orders/${booking.moveDatabaseID}`, token)).body;
      expect(after).to.deep.include({ actualMoveDate: day, partnerName: partner.companyName, finalMoveAmount: before.finalMoveAmount });
      expect(after.changeRequest).to.deep.include({ state: 'declined', answer: 'Every crew is booked on those days' });
      await page.getByRole('table', { name: 'Order history' }).getByText('Change request declined').waitFor();
      await shot(page, 'change-request-declined');

      // Answered already (the customer's page or another admin got there first): a second answer is refused.
      const again = await apiCall('POST', `/admin/changerequests/${after.changeRequest.id}/decline`, token, { reason: 'Twice' });
      expect(again.status).to.equal(409);
      expect(again.body.errorCode).to.equal(7030);
    } finally {
      await context.close();
    }
  });
});
