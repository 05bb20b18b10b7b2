import { expect } from 'chai';
import type { Locator, Page } from 'playwright-core';
import { COMPANY_TIME_ZONE, DAY_MS, Messages, dayToIso, formatCents, formatMessage, todayIn } from '@moveday/openapi';
import { PHONE } from '../support/browser.js';
import { seedCustomerWithOrders, type Order } from '../support/seed.js';
import { adminToken, apiCall, downloadedText, expectMessage, openAdminPage, shot, sql } from './adminSupport.js';

/** A figure of a list of them (the card's money, the list's totals) by its term: the term's box holding that value. */
const figure = (scope: Locator, term: string, value: string) =>
  scope
    .locator('dl > div')
    .filter({ has: scope.page().getByText(term, { exact: true }) })
    .filter({ has: scope.page().getByText(value, { exact: true }) });

/** Waits until every figure reads as expected, then checks that nothing else is shown beside them. */
async function expectFigures(scope: Locator, expected: Record<string, string>): Promise<void> {
  for (const [term, value] of Object.entries(expected)) await figure(scope, term, value).waitFor();
  const shown = await scope
    .locator('dl')
    .first()
    .evaluate((dl) =>
      Object.fromEntries([...dl.querySelectorAll(':scope > div')].map((d) => [d.querySelector('dt')?.textContent, d.querySelector('dd')?.textContent])),
    );
  expect(shown).to.deep.equal(expected);
}

/** A table's rows as the admin reads them: each cell by its column's header. */
async function rowsOf(table: Locator, rows: Locator): Promise<Record<string, string>[]> {
  const headers = (await table.locator('thead th').allInnerTexts()).map((h) => h.trim());
  const cells = await rows.evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => (td as HTMLElement).innerText.trim())));
  return cells.map((row) => Object.fromEntries(headers.map((h, i) => [h, row[i] ?? ''])));
}

/** The answer of recording money on the order (set it up before the click that sends). */
const moneyAnswer = (page: Page, orderId: string, path: 'payments' | 'refunds') =>
  page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === `/api/admin/orders/${orderId}/${path}`);

const listRows = (page: Page) => page.locator('tbody tr.RaDataTable-row');

/** No sideways scroll: the page is no wider than the window. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, width } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, width: window.innerWidth }));
  expect(scrollWidth, 'page width at phone size').to.be.at.most(width);
}

describe('Admin console: payments', () => {
  let booked: Order;
  let estimate: Order;
  let token: string;

  before(async () => {
    // A fixed-price booking (open) and a rough estimate (estimate_open, no fixed price yet).
    const customer = await seedCustomerWithOrders('Pia');
    booked = customer.orders.find((o) => o.moveStatus === 'open')!;
    estimate = customer.orders.find((o) => o.moveStatus === 'estimate_open')!;
    token = await adminToken();
  });

  it('when an admin takes a cash deposit, the rest by check and refunds part, then the card follows each step; more than is held is refused in the server words, and the Payments tab finds the lines', async () => {
    const money = (await apiCall('GET', `/admin/orders/${booked.moveDatabaseID}/payments`, token)).body;
    const price: number = money.priceCents;
    const deposit: number = money.depositCents;
    expect(price, 'a fixed price above the deposit taken here').to.be.above(20050);
    const rest = price - 20050;
    const { context, page } = await openAdminPage(`/admin/editorder?id=${booked.moveDatabaseID}`);
    try {
      const card = page.getByRole('region', { name: 'Payments' });
      await card.getByTestId('payment-state').getByText('Unpaid', { exact: true }).waitFor();
      await expectFigures(card, { Price: formatCents(price), 'Deposit asked': formatCents(deposit), Paid: '$0.00', Balance: formatCents(price) });
      await card.getByText('No payments yet').waitFor();
      expect(await card.getByRole('button', { name: 'Refund' }).isDisabled(), 'nothing held: Refund disabled').to.equal(true);

      // The deposit, in cash. Three decimals are refused before anything is sent.
      await card.getByRole('button', { name: 'Record payment' }).click();
      const pay = page.getByRole('dialog', { name: 'Record a payment' });
      const amount = pay.getByRole('textbox', { name: /^Amount received/ });
      await amount.fill('200.505');
      await pay.getByText('At most two digits after the dot: cents').waitFor();
      expect(await pay.getByRole('button', { name: 'Record payment' }).isDisabled()).to.equal(true);
      await amount.fill('200.50');
      expect(await pay.getByRole('radio', { name: 'Cash' }).isChecked(), 'cash by default').to.equal(true);
      const today = todayIn(COMPANY_TIME_ZONE);
      const day = pay.getByLabel(/^Day received/);
      expect(await day.inputValue(), "the company's today by default").to.equal(dayToIso(today));

      // A day the server refuses: its message shows under the field, and goes once the day is changed.
      await day.fill('1999-12-31');
      let answer = moneyAnswer(page, booked.moveDatabaseID, 'payments');
      await pay.getByRole('button', { name: 'Record payment' }).click();
      expect((await answer).status()).to.equal(400);
      await pay.getByText(Messages.dateTooEarly, { exact: true }).waitFor();
      await shot(page, 'record-payment-refused-day', false);
      await day.fill(dayToIso(today));
      await pay.getByText(Messages.dateTooEarly, { exact: true }).waitFor({ state: 'detached' });

      answer = moneyAnswer(page, booked.moveDatabaseID, 'payments');
      await pay.getByRole('button', { name: 'Record payment' }).click();
      expect((await answer).status()).to.equal(200);
      await pay.waitFor({ state: 'detached' });
      await page.getByText('Payment of $200.50 recorded').waitFor();
      await card.getByTestId('payment-state').getByText('Deposit paid', { exact: true }).waitFor();
      await expectFigures(card, { Price: formatCents(price), 'Deposit asked': formatCents(deposit), Paid: '$200.50', Balance: formatCents(rest) });

      // The balance asked for by mail: the server answers where it went.
      const linked = page.waitForResponse(
        (r) => r.request().method() === 'POST' && r.url().endsWith(`/api/admin/orders/${booked.moveDatabaseID}/payments/balancelink`),
      );
      await card.getByRole('button', { name: 'Send balance link' }).click();
      expect((await linked).status()).to.equal(200);
      await page.getByText(new RegExp(`^Balance link for ${formatCents(rest).replace(/[$.]/g, '\\$&')} sent to `)).waitFor();

      // The rest by check, with its number.
      await card.getByRole('button', { name: 'Record payment' }).click();
      await pay.getByRole('textbox', { name: /^Amount received/ }).fill((rest / 100).toFixed(2));
      await pay.getByRole('radio', { name: 'Check' }).check();
      await pay.getByRole('textbox', { name: 'Reference' }).fill('Check 1042');
      answer = moneyAnswer(page, booked.moveDatabaseID, 'payments');
      await pay.getByRole('button', { name: 'Record payment' }).click();
      expect((await answer).status()).to.equal(200);
      await card.getByTestId('payment-state').getByText('Paid', { exact: true }).waitFor();
      await expectFigures(card, { Price: formatCents(price), 'Deposit asked': formatCents(deposit), Paid: formatCents(price), Balance: '$0.00' });

      // $50 back by transfer: the reason is required.
      await card.getByRole('button', { name: 'Refund' }).click();
      const refund = page.getByRole('dialog', { name: 'Record a refund' });
      await refund.getByRole('textbox', { name: /^Amount paid back/ }).fill('50');
      await refund.getByRole('radio', { name: 'Bank transfer' }).check();
      const reason = refund.getByRole('textbox', { name: /^Reason/ });
      await reason.focus();
      await reason.blur();
      await refund.getByText(Messages.refundReasonRequired).waitFor();
      expect(await refund.getByRole('button', { name: 'Record refund' }).isDisabled(), 'no reason: not sent').to.equal(true);
      await reason.fill('One box of books left behind');
      answer = moneyAnswer(page, booked.moveDatabaseID, 'refunds');
      await refund.getByRole('button', { name: 'Record refund' }).click();
      expect((await answer).status()).to.equal(200);
      await page.getByText('Refund of $50.00 recorded').waitFor();
      await card.getByTestId('payment-state').getByText('Partly refunded', { exact: true }).waitFor();
      const held = price - 5000;
      await expectFigures(card, {
        Price: formatCents(price),
        'Deposit asked': formatCents(deposit),
        Paid: formatCents(held),
        Received: formatCents(price),
        Returned: '$50.00',
        Balance: '$50.00',
      });

      const ledger = card.getByRole('table', { name: 'Order payments' });
      const lines = await rowsOf(ledger, ledger.locator('tbody tr'));
      const admin = (await apiCall('GET', `/admin/orders/${booked.moveDatabaseID}/payments`, token)).body.entries[0].recordedBy as string;
      const shownDay = `${dayToIso(today).slice(5, 7)}/${dayToIso(today).slice(8, 10)}/${dayToIso(today).slice(0, 4)}`;
      expect(lines).to.deep.equal([
        { Date: shownDay, Kind: 'Payment', Method: 'Cash', Amount: '$200.50', 'Reference / reason': '', 'Recorded by': admin },
        { Date: shownDay, Kind: 'Payment', Method: 'Check', Amount: formatCents(rest), 'Reference / reason': 'Check 1042', 'Recorded by': admin },
        {
          Date: shownDay,
          Kind: 'Refund',
          Method: 'Bank transfer',
          Amount: '-$50.00',
          'Reference / reason': 'One box of books left behind',
          'Recorded by': admin,
        },
      ]);
      await card.scrollIntoViewIfNeeded();
      await shot(page, 'order-payments-card', false);

      // One cent more than is held: the server refuses, says how much may go back, and the dialog stays for another amount.
      await card.getByRole('button', { name: 'Refund' }).click();
      await refund.getByRole('textbox', { name: /^Amount paid back/ }).fill(((held + 1) / 100).toFixed(2));
      await refund.getByRole('textbox', { name: /^Reason/ }).fill('Goodwill');
      answer = moneyAnswer(page, booked.moveDatabaseID, 'refunds');
      await refund.getByRole('button', { name: 'Record refund' }).click();
      expect((await answer).status()).to.equal(409);
      await shot(page, 'refund-refused', false);
      await expectMessage(page, formatMessage('refundExceedsPaid', { amount: formatCents(held + 1), refundable: formatCents(held) }));
      await refund.getByRole('button', { name: 'Cancel' }).click();
      await refund.waitFor({ state: 'detached' });
      await card.getByTestId('payment-state').getByText('Partly refunded', { exact: true }).waitFor();

      const stored = (
        await sql('SELECT kind, method, amount_cents, reference, reason FROM payments WHERE move_id = $1 ORDER BY created_at', [booked.moveDatabaseID])
      ).rows;
      expect(stored).to.deep.equal([
        { kind: 'payment', method: 'cash', amount_cents: 20050, reference: null, reason: null },
        { kind: 'payment', method: 'check', amount_cents: rest, reference: 'Check 1042', reason: null },
        { kind: 'refund', method: 'transfer', amount_cents: 5000, reference: null, reason: 'One box of books left behind' },
      ]);
      await page.getByRole('table', { name: 'Order history' }).getByText('Refund recorded').waitFor();

      // The Payments tab, after Mail: the order's lines by its move number, and the totals of what is shown.
      const bar = page.getByRole('banner');
      await bar.getByRole('tab', { name: 'Payments', exact: true }).click();
      await page.waitForURL('**/admin/payments*');
      await page.getByRole('heading', { name: 'Payments', exact: true }).waitFor();
      expect(await bar.getByRole('tab', { name: 'Payments', exact: true }).getAttribute('aria-selected')).to.equal('true');
      await page.getByPlaceholder('Move number, reference or reason').fill(booked.moveID);
      await page.waitForURL((url) => decodeURIComponent(url.search).includes(booked.moveID));
      await listRows(page).filter({ hasNotText: booked.moveID }).first().waitFor({ state: 'detached' });
      const totals = page.getByRole('region', { name: 'Payment totals' });
      await expectFigures(totals, { Received: formatCents(price), Returned: '$50.00', Net: formatCents(held), Lines: '3' });
      const table = page.locator('table').filter({ has: listRows(page) });
      const listed = await rowsOf(table, listRows(page));
      expect(listed.map((r) => [r.Order, r.Kind, r.Method, r.Amount, r.Reference, r.Reason])).to.have.deep.members([
        [booked.moveID, 'Payment', 'Cash', '$200.50', '-', '-'],
        [booked.moveID, 'Payment', 'Check', formatCents(rest), 'Check 1042', '-'],
        [booked.moveID, 'Refund', 'Bank transfer', '-$50.00', '-', 'One box of books left behind'],
      ]);
      expect(listed.every((r) => r['Received on'] === shownDay && r['Recorded by'] === admin)).to.equal(true);
      const link = listRows(page).first().getByRole('link', { name: booked.moveID });
      expect(await link.getAttribute('href')).to.equal(`/admin/editorder?id=${booked.moveDatabaseID}`);
      await shot(page, 'payments-list');

      // The method narrows the lines and the totals alike.
      await page.getByRole('combobox', { name: 'Method' }).click();
      await page.getByRole('option', { name: 'Check', exact: true }).click();
      await page.waitForURL((url) => decodeURIComponent(url.search).includes('"method":"check"'));
      await listRows(page).filter({ hasNotText: 'Check 1042' }).first().waitFor({ state: 'detached' });
      await expectFigures(totals, { Received: formatCents(rest), Returned: '$0.00', Net: formatCents(rest), Lines: '1' });
      expect(await listRows(page).count()).to.equal(1);
      await shot(page, 'payments-list-check');
      // The accountant's file holds what the filters select: this order's check.
      const [download] = await Promise.all([page.waitForEvent('download'), totals.getByRole('button', { name: 'Download CSV' }).click()]);
      const file = await downloadedText(download);
      expect(file.name).to.match(/^moveday-payments-\d{4}-\d{2}-\d{2}\.csv$/);
      const csvLines = file.text
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/);
      expect(csvLines[0]).to.equal('Received On,Move ID,Kind,Method,Purpose,Amount (USD),Reference,Reason,Recorded By,Recorded At (UTC),Line ID');
      expect(csvLines.slice(1).map((line) => line.split(',').slice(1, 7))).to.deep.equal([
        [booked.moveID, 'Payment', 'Check', '', (rest / 100).toFixed(2), 'Check 1042'],
      ]);

      // The kind: back to every method, the Refund tab holds the refund alone.
      await page.getByRole('combobox', { name: 'Method' }).click();
      await page.getByRole('option', { name: 'Every method' }).click();
      await page.getByRole('tablist', { name: 'Payments by kind' }).getByRole('tab', { name: 'Refund', exact: true }).click();
      await listRows(page).filter({ hasNotText: 'Refund' }).first().waitFor({ state: 'detached' });
      await expectFigures(totals, { Received: '$0.00', Returned: '$50.00', Net: '-$50.00', Lines: '1' });

      // The days: up to yesterday, nothing; the table says so.
      await page.getByLabel('To', { exact: true }).fill(dayToIso(today - DAY_MS));
      await page.getByText('No payments match these filters.').waitFor();
      await expectFigures(totals, { Received: '$0.00', Returned: '$0.00', Net: '$0.00', Lines: '0' });
      await page.getByLabel('From', { exact: true }).fill(dayToIso(today - DAY_MS));
      await page.getByLabel('To', { exact: true }).fill(dayToIso(today));
      await listRows(page).first().waitFor();
      await expectFigures(totals, { Received: '$0.00', Returned: '$50.00', Net: '-$50.00', Lines: '1' });
    } finally {
      await context.close();
    }
  });

  it('when an estimate has no fixed price yet, then its card says so and offers no payment; at phone width the card and the list fit the window', async () => {
    const { context, page } = await openAdminPage(`/admin/editorder?id=${estimate.moveDatabaseID}`);
    try {
      const card = page.getByRole('region', { name: 'Payments' });
      await card.getByTestId('payment-state').getByText('Unpaid', { exact: true }).waitFor();
      await expectFigures(card, { Price: 'No fixed price yet', 'Deposit asked': '-', Paid: '$0.00', Balance: 'No fixed price yet' });
      await card.getByText('No fixed price yet: confirm the estimate with its price before recording a payment.').waitFor();
      expect(await card.getByRole('button', { name: 'Record payment' }).count()).to.equal(0);
      expect(await card.getByRole('button', { name: 'Refund' }).isDisabled()).to.equal(true);

      await page.setViewportSize(PHONE);
      await page.goto(`/admin/editorder?id=${booked.moveDatabaseID}`);
      // The booked order: with the first test's lines when it has run.
      const paid = page.getByRole('region', { name: 'Payments' });
      await paid.getByTestId('payment-state').waitFor();
      await paid.scrollIntoViewIfNeeded();
      await expectNoSidewaysScroll(page);
      await shot(page, 'order-payments-card-phone', false);
      await paid.getByRole('button', { name: 'Record payment' }).click();
      await page
        .getByRole('dialog', { name: 'Record a payment' })
        .getByRole('textbox', { name: /^Amount received/ })
        .waitFor();
      await shot(page, 'record-payment-dialog-phone', false);
      await page.getByRole('dialog', { name: 'Record a payment' }).getByRole('button', { name: 'Cancel' }).click();

      await page.goto(`/admin/payments?filter=${encodeURIComponent(JSON.stringify({ q: booked.moveID }))}`);
      await listRows(page).first().waitFor();
      await expectNoSidewaysScroll(page);
      await shot(page, 'payments-list-phone');
    } finally {
      await context.close();
    }
  });
});
