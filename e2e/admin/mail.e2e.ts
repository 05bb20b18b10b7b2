import { expect } from 'chai';
import type { Locator, Page } from 'playwright-core';
import { Messages, formatMessage } from '@moveday/openapi';
import { seedCustomerWithOrders, type Order, type SeededCustomer } from '../support/seed.js';
import { addOrder, adminToken, expectMessage, openAdminPage, shot, sql, uniqueName } from './adminSupport.js';

/** A mail's row in the Mail list (not the expand row beneath it, which repeats the subject once open). */
const mailRow = (page: Page, text: string) => page.locator('tbody tr.RaDataTable-row').filter({ hasText: text });

/** The row's cells as the admin reads them, by column header. */
async function cellsOf(page: Page, row: Locator): Promise<Record<string, string>> {
  const headers = (await page.locator('thead th').allInnerTexts()).map((h) => h.trim());
  const cells = (await row.locator('td').allInnerTexts()).map((c) => c.trim());
  return Object.fromEntries(headers.map((h, i) => [h, cells[i] ?? '']));
}

/** The Mail list narrowed to one address: every row shown is that address's. */
async function searchMails(page: Page, text: string): Promise<void> {
  await page.getByPlaceholder('Address, subject or move number').fill(text);
  await page.waitForURL((url) => decodeURIComponent(url.search).includes(text));
  await page.locator('tbody tr.RaDataTable-row').filter({ hasNotText: text }).first().waitFor({ state: 'detached' });
}

const stateTab = (page: Page, label: string) => page.getByRole('tablist', { name: 'Mails by state' }).getByRole('tab', { name: label, exact: true });

/** Marks a mail failed for good as the queue's dead letter would, after every retry. */
async function failMail(orderId: string, subjectPart: string): Promise<string> {
  const { rows } = await sql(
    `UPDATE mails SET state = 'failed', attempts = 13, last_error = '421 try later', sent_at = NULL, updated_at = now()
      WHERE order_id = $1 AND subject LIKE '%' || $2 || '%' RETURNING id`,
    [orderId, subjectPart],
  );
  expect(rows, `one mail of order ${orderId} about "${subjectPart}"`).to.have.length(1);
  return rows[0].id as string;
}

describe('Admin console: mail', () => {
  let customer: SeededCustomer;
  let booked: Order;
  let estimate: Order;
  let cancelled: Order;

  before(async () => {
    // A booking at signup (open), a rough estimate (estimate_open), and an order the admin cancelled: four mails.
    customer = await seedCustomerWithOrders('Mara');
    booked = customer.orders.find((o) => o.moveStatus === 'open')!;
    estimate = customer.orders.find((o) => o.moveStatus === 'estimate_open')!;
    cancelled = customer.orders.find((o) => o.moveStatus === 'cancelled')!;
  });

  it("when a booking's mail has gone out, then the admin finds it by the address, reads it, and once it has failed sends it again", async () => {
    const { context, page } = await openAdminPage('/admin/dashboard');
    try {
      await page.getByRole('banner').getByRole('tab', { name: 'Mail', exact: true }).click();
      await page.waitForURL('**/admin/mails*');
      await page.getByRole('heading', { name: 'Mail', exact: true }).waitFor();
      expect(await page.getByRole('banner').getByRole('tab', { name: 'Mail', exact: true }).getAttribute('aria-selected')).to.equal('true');

      await searchMails(page, customer.email);
      const bookedSubject = `Your MoveDay move ${booked.moveID} is booked`;
      const row = mailRow(page, bookedSubject);
      // The list looks again by itself while a mail on it is queued.
      await row.getByText('Sent', { exact: true }).waitFor();
      const cells = await cellsOf(page, row);
      expect(cells).to.deep.include({ To: customer.email, Subject: bookedSubject, Order: booked.moveID, State: 'Sent', Attempts: '1', 'Last error': '-' });
      expect(cells.Queued).to.match(/^\d\d\/\d\d\/\d{4}, \d{1,2}:\d\d [AP]M$/);
      expect(cells.Sent).to.match(/^\d\d\/\d\d\/\d{4}, \d{1,2}:\d\d [AP]M$/);
      expect(await row.getByRole('link', { name: booked.moveID }).getAttribute('href')).to.equal(`/admin/editorder?id=${booked.moveDatabaseID}`);
      expect(await row.getByRole('button', { name: /^Resend/ }).count(), 'Resend on a sent mail').to.equal(0);
      // Each of the customer's four mails: three bookings and a cancellation, every one sent.
      await page.locator('tbody tr.RaDataTable-row').filter({ hasText: 'is cancelled' }).getByText('Sent', { exact: true }).waitFor();
      expect(await page.locator('tbody tr.RaDataTable-row').count()).to.equal(4);
      await shot(page, 'mail-list');

      await row.getByRole('button', { name: bookedSubject }).click();
      const opened = page.getByRole('region', { name: `The mail: ${bookedSubject}` });
      await opened.getByTestId('mail-body').getByText(`Your move number is ${booked.moveID}.`).waitFor();
      await opened.getByText('None: replies go to the sender').waitFor();
      expect(await row.getByRole('button', { name: bookedSubject }).getAttribute('aria-expanded')).to.equal('true');
      await shot(page, 'mail-body');

      const mailId = await failMail(booked.moveDatabaseID, 'is booked');
      await page.reload();
      await row.getByText('Failed', { exact: true }).waitFor();
      expect(await cellsOf(page, row)).to.deep.include({ Attempts: '13', 'Last error': '421 try later', Sent: '-' });
      await row.getByRole('button', { name: `Resend: ${bookedSubject}` }).waitFor();

      // The Failed tab holds it, and only failed mails.
      await stateTab(page, 'Failed').click();
      await mailRow(page, 'is cancelled').waitFor({ state: 'detached' });
      await row.waitFor();
      expect(await page.locator('tbody tr.RaDataTable-row').count()).to.equal(1);
      await shot(page, 'mail-failed');
      await stateTab(page, 'All').click();
      await mailRow(page, 'is cancelled').waitFor();

      const resent = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === `/api/admin/mails/${mailId}/resend`);
      await row.getByRole('button', { name: `Resend: ${bookedSubject}` }).click();
      expect((await resent).status()).to.equal(200);
      await page.getByText(Messages.mailQueuedAgain).waitFor();
      await row.getByText(/^(Queued|Sent)$/).waitFor();
      // The server sends it again at once; the list turns it Sent by itself.
      await row.getByText('Sent', { exact: true }).waitFor();
      expect(await cellsOf(page, row)).to.deep.include({ State: 'Sent', Attempts: '14', 'Last error': '-' });
      const stored = (await sql('SELECT state, attempts FROM mails WHERE id = $1', [mailId])).rows[0];
      expect(stored).to.deep.equal({ state: 'sent', attempts: 14 });

      await page.goto(`/admin/editorder?id=${booked.moveDatabaseID}`);
      const card = page.getByRole('region', { name: 'Mails' });
      const cardRow = card.getByRole('row').filter({ hasText: bookedSubject });
      await cardRow.getByText('Sent', { exact: true }).waitFor();
      expect(await card.getByRole('row').count(), 'header and one mail').to.equal(2);
      expect(await cardRow.innerText()).to.include(customer.email);
    } finally {
      await context.close();
    }
  });

  it('when a failed mail is sent by someone else meanwhile, then Resend shows why the server refused and the row catches up', async () => {
    const mailId = await failMail(estimate.moveDatabaseID, 'is booked');
    const { context, page } = await openAdminPage('/admin/mails');
    try {
      await searchMails(page, estimate.moveID);
      const row = mailRow(page, `${estimate.moveID} is booked`);
      await row.getByText('Failed', { exact: true }).waitFor();
      await sql(`UPDATE mails SET state = 'sent', sent_at = now(), updated_at = now() WHERE id = $1`, [mailId]);

      await row.getByRole('button', { name: /^Resend/ }).click();
      await expectMessage(page, formatMessage('mailNotFailed', { state: 'sent' }));
      await row.getByText('Sent', { exact: true }).waitFor();
      expect(await row.getByRole('button', { name: /^Resend/ }).count()).to.equal(0);
    } finally {
      await context.close();
    }
  });

  it("when an order's details open, then its Mails card lists its mails newest first; an order that mailed no one says so", async () => {
    const quiet = await addOrder(await adminToken(), { firstName: 'Quinn', lastName: uniqueName('Hush') }, 'save');
    const { context, page } = await openAdminPage(`/admin/editorder?id=${cancelled.moveDatabaseID}`);
    try {
      const card = page.getByRole('region', { name: 'Mails' });
      await card.getByRole('table', { name: 'Order mails' }).waitFor();
      const rows = card.locator('tbody tr');
      await rows.filter({ hasText: 'is cancelled' }).getByText('Sent', { exact: true }).waitFor();
      await rows.filter({ hasText: 'is booked' }).getByText('Sent', { exact: true }).waitFor();
      const subjects = (await rows.allInnerTexts()).map((text) => (text.includes('is cancelled') ? 'cancelled' : 'booked'));
      expect(subjects).to.deep.equal(['cancelled', 'booked']);
      await card.scrollIntoViewIfNeeded();
      await shot(page, 'order-mails-card', false);

      await page.goto(`/admin/editorder?id=${quiet.moveDatabaseID}`);
      await page.getByRole('region', { name: 'Mails' }).getByText('No mails yet').waitFor();
    } finally {
      await context.close();
    }
  });
});
