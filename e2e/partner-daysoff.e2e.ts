import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { COMPANY_TIME_ZONE, DAY_MS, dayToIso, formatDay, formatMessage, Messages, todayIn, WEEKDAYS, weekdayOf } from '@moveday/openapi';
import { noHorizontalScroll } from './support/checks.js';
import { customerPageReady, headingKept, keepFirstHeading, logIn, openPage, pageErrors } from './support/browser.js';
import { addCrew, adminToken, bookMoveForToday, call, crewSignIn, offer, shot, type BookedMove, type Crew, type CrewSignIn } from './support/partner.js';
import { logInByApi } from './support/seed.js';

/** A common phone: 390 CSS px wide (iPhone 12 to 15). */
const PHONE_390 = { width: 390, height: 844 };

/**
 * Far west of UTC, where a day's UTC midnight read as local time is the evening before (and a day
 * taken at local midnight is sent as the wrong ms): the page must show and send the day the crew
 * picked, whatever the phone's time zone, and still go by Denver's today.
 */
const PHONE_TIME_ZONE = 'Pacific/Honolulu';

const dayText = (day: number) => `${WEEKDAYS[weekdayOf(day)]}, ${formatDay(day)}`;

const dayOffRow = (page: Page, day: number) => page.locator(`[data-testid="day-off"][data-day="${dayToIso(day)}"]`);

/** The days the page lists, in its order (YYYY-MM-DD). */
const listedDays = (page: Page) => page.getByTestId('day-off').evaluateAll((rows) => rows.map((row) => (row as HTMLElement).dataset.day));

function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** Picks a day in the form's date field and asks for it off. */
async function addDay(page: Page, day: number): Promise<void> {
  await page.getByLabel('Day', { exact: true }).fill(dayToIso(day));
  await page.getByRole('button', { name: 'Add day off', exact: true }).click();
}

describe('Partner days off on a phone', () => {
  let token: string;
  let crew: Crew;
  let signIn: CrewSignIn;
  /** Offered to the crew for today (in Denver): a day it cannot take off. */
  let move: BookedMove;
  before(async () => {
    token = await adminToken();
    crew = await addCrew(token, 'Mesa Movers');
    signIn = await crewSignIn(token, crew, 'daysoff-crew');
    move = await bookMoveForToday('Lucia');
    await offer(token, move, crew);
  });

  it("when a crew opens Days off from its bar, then it adds a day and sees it listed beside MoveDay's, is refused with the server's words for its move's day and for a past day, and removes its day", async () => {
    const today = todayIn(COMPANY_TIME_ZONE);
    const ownDay = today + 3 * DAY_MS;
    const companyDay = today + 9 * DAY_MS;
    const marked = await call('POST', `/admin/partners/${crew.partnerID}/daysoff`, token, { day: companyDay });
    expect(marked.status, JSON.stringify(marked.body)).to.equal(200);

    const { context, page } = await openPage({ viewport: PHONE_390, timezoneId: PHONE_TIME_ZONE });
    const scripts: string[] = [];
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (path.endsWith('.js')) scripts.push(path);
    });
    try {
      await logIn(page, signIn.email, signIn.password);
      await page.waitForURL('**/partner/jobs');
      await page.getByRole('heading', { level: 1, name: 'My Jobs' }).waitFor();
      await page.locator('main[data-running]').waitFor();
      // The job list does without the days off' code: it comes with their page.
      expect(
        scripts.filter((path) => path.includes('PartnerDaysOff')),
        'the days off code on the job list',
      ).to.deep.equal([]);

      const bar = page.getByRole('navigation', { name: 'Main', exact: true });
      await bar.getByRole('link', { name: 'Days off', exact: true }).click();
      await page.waitForURL('**/partner/daysoff');
      await page.getByRole('heading', { level: 1, name: 'Days off' }).waitFor();
      expect(await bar.getByRole('link', { name: 'Days off', exact: true }).getAttribute('aria-current')).to.equal('page');
      expect(await bar.getByRole('link', { name: 'Jobs', exact: true }).getAttribute('aria-current')).to.equal(null);

      // MoveDay's day is there, marked as theirs.
      await dayOffRow(page, companyDay).waitFor();
      expect(await dayOffRow(page, companyDay).innerText())
        .to.contain(dayText(companyDay))
        .and.to.contain('Set by MoveDay');

      await addDay(page, ownDay);
      await dayOffRow(page, ownDay).waitFor();
      await page
        .getByRole('status')
        .getByText(`${Messages.dayOffAdded}: ${dayText(ownDay)}.`)
        .waitFor();
      expect(await dayOffRow(page, ownDay).innerText())
        .to.contain(dayText(ownDay))
        .and.not.to.contain('Set by MoveDay');
      expect(await listedDays(page)).to.deep.equal([dayToIso(ownDay), dayToIso(companyDay)]);
      expect(await page.getByRole('heading', { level: 2, name: 'Upcoming days off (2)' }).count()).to.equal(1);
      expect(await page.getByLabel('Day', { exact: true }).inputValue(), 'the field is cleared for the next day').to.equal('');
      expect(await noHorizontalScroll(page), 'nothing scrolls sideways at 390 px').to.equal(true);
      await shot(page, 'partner-daysoff-added');

      // The server has the day the crew picked, as its UTC midnight, though the phone is in Honolulu.
      const crewToken = await logInByApi(signIn.email, signIn.password);
      const stored = await call<{ daysOff: { day: number; setBy: string }[] }>('GET', '/partner/daysoff', crewToken);
      expect(stored.body.daysOff).to.deep.equal([
        { day: ownDay, setBy: 'partner' },
        { day: companyDay, setBy: 'admin' },
      ]);

      // The day of its move: refused with the server's words (409), and nothing changes.
      await addDay(page, move.days[0]);
      const refusal = formatMessage('jobOnDayOffOwn', { weekday: WEEKDAYS[weekdayOf(move.days[0])], date: formatDay(move.days[0]), moveID: move.moveID });
      await page.getByRole('alert').getByText(refusal).waitFor();
      expect(await listedDays(page)).to.deep.equal([dayToIso(ownDay), dayToIso(companyDay)]);
      expect(await noHorizontalScroll(page), 'nothing scrolls sideways with the refusal shown').to.equal(true);
      await shot(page, 'partner-daysoff-refused');

      // A past day: refused with the server's words (400).
      await addDay(page, today - DAY_MS);
      await page.getByRole('alert').getByText(Messages.dayOffInPast).waitFor();

      await dayOffRow(page, ownDay)
        .getByRole('button', { name: `Remove ${dayText(ownDay)}` })
        .click();
      await dayOffRow(page, ownDay).waitFor({ state: 'detached' });
      await page
        .getByRole('status')
        .getByText(`${Messages.dayOffRemoved}: ${dayText(ownDay)}.`, { exact: false })
        .waitFor();
      expect(await listedDays(page)).to.deep.equal([dayToIso(companyDay)]);
      const after = await call<{ daysOff: { day: number; setBy: string }[] }>('GET', '/partner/daysoff', crewToken);
      expect(after.body.daysOff).to.deep.equal([{ day: companyDay, setBy: 'admin' }]);
      await shot(page, 'partner-daysoff-removed');
      expect(pageErrors(page)).to.deep.equal([]);
    } finally {
      await context.close();
    }
  });

  it('when the crew opens /partner/daysoff itself, then the server sends its prerendered page and the app adopts it as it is, with the days off', async () => {
    const day = todayIn(COMPANY_TIME_ZONE) + 12 * DAY_MS;
    const marked = await call('POST', `/admin/partners/${crew.partnerID}/daysoff`, token, { day });
    expect(marked.status, JSON.stringify(marked.body)).to.equal(200);
    const { context, page } = await openPage({ viewport: PHONE_390 });
    const errors = consoleErrors(page);
    try {
      const html = await (await page.request.get('/partner/daysoff')).text();
      expect(html).to.contain('data-prerendered="/partner/daysoff"').and.to.contain('Add a day off').and.not.to.contain('data-running');

      await logIn(page, signIn.email, signIn.password);
      await page.waitForURL('**/partner/jobs');
      await keepFirstHeading(page);
      await page.goto('/partner/daysoff');
      await customerPageReady(page, 'h1');
      expect(await headingKept(page), 'the prerendered heading is kept, not drawn again').to.equal(true);
      await dayOffRow(page, day).waitFor();
      expect(await dayOffRow(page, day).innerText())
        .to.contain(dayText(day))
        .and.to.contain('Set by MoveDay');
      expect(await page.title()).to.equal('Days off | MoveDay');
      expect(errors, 'console errors').to.deep.equal([]);
      expect(pageErrors(page)).to.deep.equal([]);
    } finally {
      await context.close();
    }
  });
});
