import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { expect } from 'chai';
import { setupI18n } from '@lingui/core';
import type { Download, Page } from 'playwright-core';
import { DAY_MS, dayIn, formatCents, formatDay, moneyIn, translatorOf } from '@moveday/openapi';
import partnerEs from '@moveday/openapi/compiled/es/partner';
import statementsEs from '@moveday/openapi/compiled/es/statements';
import { noHorizontalScroll } from './support/checks.js';
import { logIn, openContext, openPage, pageErrors } from './support/browser.js';
import { savedSessionOf } from './support/afterBooking.js';
import { adminToken, call, crewSignIn, shot, type CrewSignIn } from './support/partner.js';
import { logInByApi } from './support/seed.js';
import { issuedStatement, lastWeek, type IssuedStatement } from './support/statements.js';

/** A common phone: 390 CSS px wide (iPhone 12 to 15). */
const PHONE_390 = { width: 390, height: 844 };

const es = translatorOf(setupI18n({ locale: 'es', messages: { es: { ...partnerEs, ...statementsEs } } }));

/** The text of a PDF, through poppler's pdftotext. */
async function pdfText(path: string): Promise<string> {
  const { stdout } = await promisify(execFile)('/usr/bin/pdftotext', ['-layout', path, '-']);
  return stdout;
}

/** A downloaded file's first bytes, as text. */
const fileStart = async (download: Download, length: number): Promise<string> =>
  (await readFile((await download.path())!)).subarray(0, length).toString('latin1');

/** Signs in at /login as the crew and waits for its job list to be answered. */
async function signInAsCrew(page: Page, signIn: CrewSignIn): Promise<void> {
  const listed = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/partner/jobs' && r.request().method() === 'GET');
  await logIn(page, signIn.email, signIn.password);
  await page.waitForURL('**/partner/jobs');
  await page.getByRole('heading', { level: 1, name: 'My Jobs' }).waitFor();
  expect((await listed).status()).to.equal(200);
}

/** A page signed in as the crew from the start (its saved session), at a phone's width. */
async function signedInPhone(signIn: CrewSignIn): Promise<{ close: () => Promise<void>; page: Page }> {
  const saved = await savedSessionOf(signIn.email, signIn.password);
  const context = await openContext({ viewport: PHONE_390 });
  await context.addInitScript((state) => localStorage.setItem('state', state), saved);
  return { close: () => context.close(), page: await context.newPage() };
}

describe('Partner statements on a phone', () => {
  let admin: string;
  let statement: IssuedStatement;
  let signIn: CrewSignIn;
  before(async () => {
    admin = await adminToken();
    statement = await issuedStatement(admin, 'Odalys');
    signIn = await crewSignIn(admin, statement.crew, 'statements-crew');
  });

  it('when a partner opens its statement on a phone, then it sees the lines and the total, and downloads the PDF', async () => {
    const crewToken = await logInByApi(signIn.email, signIn.password);
    const terms = await call<{ kind: string; commissionPercent: number | null }>('GET', '/partner/terms', crewToken);
    expect(terms.body.kind, 'a new partner is on the default commission').to.equal('commission');
    const week = `${formatDay(lastWeek())} to ${formatDay(lastWeek() + 6 * DAY_MS)}`;
    const total = formatCents(statement.totalCents);

    const { context, page } = await openPage({ viewport: PHONE_390 });
    try {
      await signInAsCrew(page, signIn);
      const bar = page.getByRole('navigation', { name: 'Main', exact: true });
      const listed = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/partner/statements');
      await bar.getByRole('link', { name: 'Statements', exact: true }).click();
      await page.waitForURL('**/partner/statements');
      await page.getByRole('heading', { level: 1, name: 'Statements' }).waitFor();
      expect((await listed).status()).to.equal(200);
      expect(await bar.getByRole('link', { name: 'Statements', exact: true }).getAttribute('aria-current')).to.equal('page');
      expect(await page.title()).to.equal('Statements | MoveDay');

      await page.getByTestId('partner-terms').waitFor();
      expect(await page.getByTestId('partner-terms').innerText()).to.equal(`MoveDay keeps ${terms.body.commissionPercent}% of each job's final amount.`);
      const row = page.getByTestId('statement-row').filter({ hasText: statement.number });
      await row.waitFor();
      expect(await row.innerText())
        .to.contain(`Week of ${week}`)
        .and.to.contain('Unpaid')
        .and.to.contain(total);
      expect(await page.getByRole('heading', { level: 2, name: 'Your statements (1)' }).count()).to.equal(1);
      expect(await noHorizontalScroll(page), 'the list fits the phone').to.equal(true);
      await shot(page, 'partner-statements-list');

      await row.click();
      await page.waitForURL(`**/partner/statements/${statement.id}`);
      await page.getByRole('heading', { level: 1, name: `Statement ${statement.number}` }).waitFor();
      expect(await page.getByTestId('statement-week').innerText()).to.equal(week);
      expect(await page.getByTestId('statement-payment').innerText()).to.equal('Not paid yet');
      const line = page.getByTestId('statement-line').filter({ hasText: statement.moveID });
      await line.waitFor();
      expect(await page.getByTestId('statement-line').count(), 'one line: the job the crew completed').to.equal(1);
      expect(await line.innerText())
        .to.contain('Completed job')
        .and.to.match(/Job's final amount: \$\d[\d,]*\.\d\d/);
      expect(await line.getByTestId('line-amount').innerText()).to.equal(total);
      // Its move leads to the job's page.
      expect(await line.getByRole('link', { name: statement.moveID }).getAttribute('href')).to.match(/^\/partner\/jobs\/[\w-]+$/);
      expect(await page.getByTestId('statement-total').innerText()).to.equal(total);
      expect(await page.getByTestId('total-this').innerText()).to.equal(total);
      expect(await page.getByTestId('total-earlier').innerText(), 'a new partner owed nothing before').to.equal('$0.00');
      expect(await page.getByTestId('total-owed').innerText()).to.equal(total);
      expect(await noHorizontalScroll(page), 'the statement fits the phone').to.equal(true);
      await shot(page, 'partner-statement');

      const asked = page.waitForRequest((r) => r.url().endsWith(`/api/partner/statements/${statement.id}/statement.pdf`));
      const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
      expect((await asked).headers()['accept-language']).to.match(/^en/);
      expect(pdf.suggestedFilename()).to.equal(`moveday-statement-${statement.number}.pdf`);
      expect(await fileStart(pdf, 5)).to.equal('%PDF-');
      const text = (await pdfText((await pdf.path())!)).replace(/\s+/g, ' ');
      expect(text).to.contain(statement.number).and.to.contain(statement.moveID).and.to.contain(total);

      const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
      expect(csv.suggestedFilename()).to.equal(`moveday-statement-${statement.number}.csv`);
      expect(await readFile((await csv.path())!, 'utf8')).to.contain(statement.moveID);
      expect(pageErrors(page)).to.deep.equal([]);
    } finally {
      await context.close();
    }
  });

  it('when the partner switches its pages to Spanish, then the statement and its PDF are in Spanish, and the bar still fits the phone', async () => {
    const { close, page } = await signedInPhone(signIn);
    try {
      await page.goto(`/partner/statements/${statement.id}`);
      await page.getByRole('heading', { level: 1, name: `Statement ${statement.number}` }).waitFor();
      await page.locator('#main[data-running]').waitFor();
      await page.getByRole('button', { name: 'Español: see these pages in Spanish' }).click();
      await page.getByRole('heading', { level: 1, name: es('statementHeading', { number: statement.number }) }).waitFor();

      const line = page.getByTestId('statement-line').filter({ hasText: statement.moveID });
      expect(await line.innerText())
        .to.contain(es('statementLineJob'))
        .and.to.contain(moneyIn('es', statement.totalCents / 100));
      expect(await page.getByTestId('statement-payment').innerText()).to.equal(es('statementUnpaid'));
      expect(await page.getByTestId('statement-week').innerText()).to.equal(
        es('statementWeekDays', { start: dayIn('es', lastWeek()), end: dayIn('es', lastWeek() + 6 * DAY_MS) }),
      );
      const bar = page.getByRole('navigation', { name: es('crewNavLabel'), exact: true });
      await bar.getByRole('link', { name: es('crewNavStatements'), exact: true }).waitFor();
      expect(await noHorizontalScroll(page), 'the statement and the bar fit the phone in Spanish').to.equal(true);
      await shot(page, 'spanish-partner-statement');

      const asked = page.waitForRequest((r) => r.url().endsWith(`/api/partner/statements/${statement.id}/statement.pdf`));
      const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: es('statementDownloadPdf') }).click()]);
      expect((await asked).headers()['accept-language']).to.match(/^es/);
      const text = (await pdfText((await pdf.path())!)).replace(/\s+/g, ' ');
      expect(text).to.contain('Estado de cuenta').and.to.contain(statement.number);

      // Back to English, as the sign-in was.
      await page.getByRole('button', { name: es('crewLanguageToEnglish') }).click();
      await page.getByRole('heading', { level: 1, name: `Statement ${statement.number}` }).waitFor();
      expect(pageErrors(page)).to.deep.equal([]);
    } finally {
      await close();
    }
  });

  it("when a partner opens another partner's statement, then it is told there is no such statement, with the way back to its own", async () => {
    const other = await issuedStatement(admin, 'Ines');
    const { close, page } = await signedInPhone(signIn);
    try {
      const html = await (await page.request.get(`/partner/statements/${other.id}`)).text();
      expect(html, "a statement's address gets a statement page's first screen").to.contain('data-prerendered="/partner/statements/:id"');

      const answered = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/partner/statements/${other.id}`);
      await page.goto(`/partner/statements/${other.id}`);
      expect((await answered).status()).to.equal(404);
      await page.getByRole('heading', { level: 1, name: 'Statement not found' }).waitFor();
      expect(await page.getByRole('main').innerText()).not.to.contain(other.number);
      expect(await noHorizontalScroll(page)).to.equal(true);
      await page.getByRole('link', { name: 'Back to statements' }).click();
      await page.waitForURL('**/partner/statements');
      await page.getByTestId('statement-row').filter({ hasText: statement.number }).waitFor();
      expect(await page.getByTestId('statement-row').count(), "only the crew's own").to.equal(1);
      expect(pageErrors(page)).to.deep.equal([]);
    } finally {
      await close();
    }
  });
});
