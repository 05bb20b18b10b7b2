import { expect } from 'chai';
import type { Locator, Page } from 'playwright-core';
import { COMPANY_TIME_ZONE, DAY_MS, Messages, dayToIso, formatCents, formatDay, formatMessage, todayIn } from '@moveday/openapi';
import { stripeFake } from '../support/hooks.js';
import { issuedStatement, lastWeek } from '../support/statements.js';
import { adminToken, apiCall, downloadedText, expectMessage, openAdminPage, pdfText, shot } from './adminSupport.js';

/** A list of terms and values (the totals bar, the statement's facts) as the admin reads it. */
const figuresOf = (dl: Locator): Promise<Record<string, string>> =>
  dl.evaluate((list) => Object.fromEntries([...list.querySelectorAll('dt')].map((dt) => [dt.textContent ?? '', dt.nextElementSibling?.textContent ?? ''])));

/** Waits until the totals bar reads as expected (it refetches after every filter and every payment). */
async function expectTotals(page: Page, expected: Record<string, string>): Promise<void> {
  const totals = page.getByRole('region', { name: 'Settlement totals' });
  for (const [term, value] of Object.entries(expected)) {
    await totals
      .locator('dl > div')
      .filter({ has: page.getByText(term, { exact: true }) })
      .filter({ has: page.getByText(value, { exact: true }) })
      .waitFor();
  }
  const shown = await figuresOf(totals.locator('dl'));
  expect(shown).to.deep.equal(expected);
}

const listRows = (page: Page) => page.locator('tbody tr.RaDataTable-row');

/** The list's one row holding `text`, each cell by its column's header. */
async function listRowOf(page: Page, text: string): Promise<Record<string, string>> {
  const row = listRows(page).filter({ hasText: text });
  await row.waitFor();
  expect(await listRows(page).count(), `one row: ${text}`).to.equal(1);
  const headers = (await page.locator('thead th').allInnerTexts()).map((h) => h.trim());
  const cells = (await row.locator('td').allInnerTexts()).map((c) => c.trim());
  return Object.fromEntries(headers.map((h, i) => [h, cells[i] ?? '']));
}

/** The answer of a call about the statement (set it up before the click that sends). */
const statementAnswer = (page: Page, id: string, path: 'payment' | 'transfer') =>
  page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === `/api/admin/settlements/${id}/${path}`);

const heading = (page: Page, number: string) => page.getByRole('heading', { level: 1, name: new RegExp(`^Statement ${number}`) });

describe('Admin console: settlements (issue 35)', () => {
  it("when an admin marks a partner's statement paid in the console, then it shows paid and the list's totals move", async () => {
    const token = await adminToken();
    const statement = await issuedStatement(token, 'Sunniva');
    const total = formatCents(statement.totalCents);
    const week = `${formatDay(lastWeek())} to ${formatDay(lastWeek() + 6 * DAY_MS)}`;
    const today = todayIn(COMPANY_TIME_ZONE);

    const { context, page } = await openAdminPage('/admin/dashboard');
    try {
      const bar = page.getByRole('banner');
      await bar.getByRole('tab', { name: 'Settlements', exact: true }).click();
      await page.waitForURL('**/admin/settlements*');
      await page.getByRole('heading', { name: 'Settlements', exact: true }).waitFor();
      expect(await bar.getByRole('tab', { name: 'Settlements', exact: true }).getAttribute('aria-selected')).to.equal('true');

      // Issue a week offers last week; issued already, it issues no second statement, and says how many it did.
      await page.getByRole('button', { name: 'Issue a week' }).click();
      const issue = page.getByRole('dialog', { name: "Issue a week's statements" });
      expect(await issue.getByLabel(/^A day of the week/).inputValue()).to.equal(dayToIso(lastWeek()));
      const issued = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/admin/settlements/issue');
      await issue.getByRole('button', { name: 'Issue statements' }).click();
      expect((await issued).status()).to.equal(200);
      await issue.waitFor({ state: 'detached' });
      await page.getByText(new RegExp(`^(No new statements|\\d+ statements? issued) for ${week}`)).waitFor();
      const again = (await apiCall('GET', `/admin/settlements?filter=${encodeURIComponent(JSON.stringify({ partnerId: statement.crew.partnerID }))}`, token))
        .body;
      expect(
        again.map((s: { number: string }) => s.number),
        'still one statement for the crew',
      ).to.deep.equal([statement.number]);

      // Found by its number: the row, and the totals of what the search selects.
      await page.getByPlaceholder('Number, partner or reference').fill(statement.number);
      await page.waitForURL((url) => decodeURIComponent(url.search).includes(statement.number));
      await listRows(page).filter({ hasNotText: statement.number }).first().waitFor({ state: 'detached' });
      await expectTotals(page, { Total: total, Paid: '$0.00', Owed: total, Statements: '1' });
      expect(await listRowOf(page, statement.number)).to.deep.equal({
        Number: statement.number,
        Partner: statement.crew.companyName,
        Week: week,
        Total: total,
        State: 'Unpaid',
        Paid: '-',
      });
      await shot(page, 'settlements-list');

      await listRows(page).filter({ hasText: statement.number }).getByText(statement.number, { exact: true }).click();
      await page.waitForURL(`**/admin/settlements/${statement.id}/show`);
      await heading(page, statement.number).getByText('Unpaid', { exact: true }).waitFor();
      const facts = await figuresOf(page.getByTestId('statement-facts'));
      expect(facts).to.include({ Partner: statement.crew.companyName, Week: week });
      const lines = page.getByTestId('statement-line');
      await lines.first().waitFor();
      expect(await lines.count()).to.equal(1);
      expect(await lines.first().innerText())
        .to.contain(statement.moveID)
        .and.to.contain('Job done:');
      expect(await figuresOf(page.getByTestId('statement-money'))).to.deep.equal({
        'This statement': total,
        'Still unpaid from earlier statements': '$0.00',
        'Owed in all on issue': total,
      });
      // The crew has no Stripe account: paid by hand only.
      expect(await page.getByRole('button', { name: 'Pay with Stripe' }).isDisabled()).to.equal(true);

      // The PDF the partner was sent.
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
      const file = await downloadedText(download);
      expect(file.name).to.match(/\.pdf$/);
      expect(await pdfText(file.path)).to.contain(statement.number);

      // Mark paid: a day before the week ended is refused before anything is sent; then by check, today.
      await page.getByRole('button', { name: 'Mark paid' }).click();
      const dialog = page.getByRole('dialog', { name: `Mark ${statement.number} paid` });
      const day = dialog.getByLabel(/^Day paid/);
      expect(await day.inputValue(), "the company's today by default").to.equal(dayToIso(today));
      await day.fill(dayToIso(lastWeek()));
      await dialog.getByText(Messages.payoutDayInvalid, { exact: true }).waitFor();
      expect(await dialog.getByRole('button', { name: 'Mark paid' }).isDisabled()).to.equal(true);
      await day.fill(dayToIso(today));
      await dialog.getByRole('combobox', { name: 'Method' }).click();
      await page.getByRole('option', { name: 'Check', exact: true }).click();
      await dialog.getByRole('textbox', { name: 'Reference' }).fill('Check 2231');
      await shot(page, 'settlement-mark-paid', false);
      const answer = statementAnswer(page, statement.id, 'payment');
      await dialog.getByRole('button', { name: 'Mark paid' }).click();
      expect((await answer).status()).to.equal(200);
      await dialog.waitFor({ state: 'detached' });
      await page.getByText(`${statement.number} marked paid: ${total} to ${statement.crew.companyName}`).waitFor();
      await heading(page, statement.number).getByText('Paid', { exact: true }).waitFor();
      const admin = (await apiCall('GET', `/admin/settlements/${statement.id}`, token)).body;
      expect(admin).to.include({ state: 'paid', paidMethod: 'check', paidReference: 'Check 2231', paidOn: today });
      await page.getByTestId('statement-payment').getByText('Check 2231', { exact: true }).waitFor();
      expect(await figuresOf(page.getByTestId('statement-payment'))).to.deep.equal({
        State: 'Paid',
        'Paid on': formatDay(today),
        Method: 'Check',
        Reference: 'Check 2231',
        'Recorded by': admin.paidBy,
      });
      expect(await page.getByRole('button', { name: 'Mark paid' }).count(), 'paid: nothing more to pay').to.equal(0);
      await shot(page, 'settlement-paid');

      // Back on the list, still searched: the statement is paid and the totals moved with it.
      await page.getByRole('button', { name: 'Back to settlements' }).click();
      await page.waitForURL('**/admin/settlements*');
      await expectTotals(page, { Total: total, Paid: total, Owed: '$0.00', Statements: '1' });
      expect(await listRowOf(page, statement.number)).to.include({ State: 'Paid', Paid: `${formatDay(today)}, Check` });

      // The Paid tab holds it; the Unpaid tab does not.
      await page.getByRole('tablist', { name: 'Statements by state' }).getByRole('tab', { name: 'Unpaid', exact: true }).click();
      await page.getByText('No statements match these filters.').waitFor();
      await expectTotals(page, { Total: '$0.00', Paid: '$0.00', Owed: '$0.00', Statements: '0' });

      // The accountant's file: no From and To in the filters, so the period is asked for (last week's here).
      await page.getByRole('region', { name: 'Settlement totals' }).getByRole('button', { name: 'Download CSV' }).click();
      const period = page.getByRole('dialog', { name: 'Download the settlements' });
      await period.getByLabel(/^From/).fill(dayToIso(lastWeek()));
      await period.getByLabel(/^To/).fill(dayToIso(lastWeek() + 6 * DAY_MS));
      const [csv] = await Promise.all([page.waitForEvent('download'), period.getByRole('button', { name: 'Download CSV' }).click()]);
      await period.waitFor({ state: 'detached' });
      const books = await downloadedText(csv);
      expect(books.name).to.equal(`moveday-settlements-${dayToIso(lastWeek())}-to-${dayToIso(lastWeek() + 6 * DAY_MS)}.csv`);
      expect(books.text).to.contain(statement.crew.companyName);

      // From the partner's page: its statements, the list filtered to it by name.
      await page.goto(`/admin/editpartner?id=${statement.crew.partnerID}`);
      await page.getByRole('region', { name: 'Earnings' }).getByRole('link', { name: 'Statements' }).click();
      await page.waitForURL((url) => decodeURIComponent(url.search).includes(statement.crew.partnerID));
      await page
        .getByRole('combobox', { name: 'Partner' })
        .and(page.locator(`[value="${statement.crew.companyName}"]`))
        .waitFor();
      await expectTotals(page, { Total: total, Paid: total, Owed: '$0.00', Statements: '1' });
      expect(await listRowOf(page, statement.number)).to.include({ Partner: statement.crew.companyName, State: 'Paid' });
    } finally {
      await context.close();
    }
  });

  it("when Stripe refuses a partner's transfer, then its words show and stay on the statement; sent again, it shows Transfer sent, then Paid", async () => {
    const token = await adminToken();
    const statement = await issuedStatement(token, 'Torvald');
    const total = formatCents(statement.totalCents);
    const account = `acct_1E2e${Math.random()
      .toString(36)
      .slice(2, 10)
      .replace(/[^a-z0-9]/g, '')}`;
    const terms = await apiCall('PUT', `/admin/partners/${statement.crew.partnerID}/terms`, token, {
      kind: 'commission',
      commissionPercent: 20,
      stripeAccountId: account,
    });
    expect(terms.status, JSON.stringify(terms.body)).to.equal(200);
    stripeFake().addConnectedAccount(account);
    const reason = 'Insufficient funds in the platform balance';
    stripeFake().failTransfersTo(account, `${reason}.`);

    const { context, page } = await openAdminPage(`/admin/settlements/${statement.id}/show`);
    try {
      await heading(page, statement.number).getByText('Unpaid', { exact: true }).waitFor();
      const pay = page.getByRole('button', { name: 'Pay with Stripe' });
      await pay.click();
      const confirm = page.getByRole('dialog', { name: `Pay ${statement.number} with Stripe?` });
      await confirm.getByText(`Send ${total} to ${statement.crew.companyName} by a Stripe transfer`, { exact: false }).waitFor();
      let answer = statementAnswer(page, statement.id, 'transfer');
      await confirm.getByRole('button', { name: `Send ${total}` }).click();
      expect((await answer).status()).to.equal(502);
      await shot(page, 'settlement-transfer-refused', false);
      await expectMessage(page, formatMessage('payoutTransferRefused', { reason }));
      await page.getByTestId('transfer-error').getByText(`The last Stripe transfer failed: ${reason}.`).waitFor();
      await heading(page, statement.number).getByText('Unpaid', { exact: true }).waitFor();

      stripeFake().clearTransferFailures(account);
      await pay.click();
      answer = statementAnswer(page, statement.id, 'transfer');
      await confirm.getByRole('button', { name: `Send ${total}` }).click();
      const sent = await answer;
      expect(sent.status()).to.equal(200);
      expect((await sent.json()).state, 'sent, awaiting Stripe').to.equal('sending');
      await page.getByText(`Transfer of ${total} to ${statement.crew.companyName} sent: waiting for Stripe to confirm it`).waitFor();
      // Stripe's transfer.created makes it paid; the page asks again by itself until then.
      await heading(page, statement.number).getByText('Paid', { exact: true }).waitFor();
      await page.getByTestId('transfer-error').waitFor({ state: 'detached' });
      const payment = await figuresOf(page.getByTestId('statement-payment'));
      expect(payment).to.include({ State: 'Paid', Method: 'Stripe transfer', 'Recorded by': 'Stripe' });
      expect(payment.Reference).to.match(/^tr_1/);
      const transfers = stripeFake().transfers.filter((t) => t.destination === account);
      expect(transfers.map((t) => [t.amount, t.id])).to.deep.equal([[statement.totalCents, payment.Reference]]);
      await shot(page, 'settlement-paid-by-stripe');
    } finally {
      await context.close();
    }
  });
});
