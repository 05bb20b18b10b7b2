import { expect } from 'chai';
import type { Locator, Page, Request } from 'playwright-core';
import { DAY_MS, dayToIso, todayIn, weekdayOf } from '@moveday/openapi';
import { WAIT_MS } from './browser.js';

/** The quote wizard's tabs (customer-side §2); 1.5 is the second half of Pick Up. */
export type Tab = 0 | 1 | 1.5 | 2 | 3 | 4;
export const TABS: readonly Tab[] = [0, 1, 1.5, 2, 3, 4];

/** The top-bar title (the page's h1) on each tab. */
export const TITLES: Record<Tab, string> = { 0: 'Services', 1: 'Pickup Location', 1.5: 'Pickup Location', 2: 'Services', 3: 'Drop Location', 4: 'Review' };

export const TUESDAY = 2;
export const WEDNESDAY = 3;
export const SATURDAY = 6;

/**
 * The day (ms of its UTC midnight) on `weekday` in the first week (Monday to Sunday) that starts
 * at least `minDays` after today in Denver: every weekday asked for lies in the same week, so a
 * Tuesday always comes before a Wednesday or a Saturday, whatever day the tests run on.
 */
export function dayAhead(weekday: number, minDays = 21): number {
  let monday = todayIn('America/Denver') + minDays * DAY_MS;
  while (weekdayOf(monday) !== 1) monday += DAY_MS;
  return monday + ((weekday + 6) % 7) * DAY_MS;
}

/** What a native date input takes and gives: YYYY-MM-DD. */
export const iso = (day: number): string => dayToIso(day);

/** MM/DD/YYYY worked out from the YYYY-MM-DD text alone (no Date, no time zone). */
export const shown = (isoDay: string): string => {
  const [y, m, d] = isoDay.split('-');
  return `${m}/${d}/${y}`;
};

/** '$1,601': whole dollars with thousands separators, as the spec shows amounts. */
export const dollars = (amount: number): string => `$${amount.toLocaleString('en-US')}`;

export const wizardStep = (page: Page, tab: Tab): Locator => page.getByTestId(`wizard-step-${tab}`);
export const nextButton = (page: Page): Locator => page.getByRole('button', { name: 'Next', exact: true });
export const backButton = (page: Page): Locator => page.getByRole('button', { name: 'Back', exact: true });
export const getQuoteButton = (page: Page): Locator => page.getByRole('button', { name: 'Get Quote', exact: true });
export const title = (page: Page): Promise<string> => page.getByRole('heading', { level: 1 }).innerText();
export const nextHint = (page: Page): Locator => page.locator('#wizard-next-hint');

/** Polls until `check` holds (a condition, not a fixed sleep); fails with `what` after `timeoutMs`. */
export async function until(check: () => Promise<boolean>, what: string, timeoutMs = WAIT_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Waits for the step's container, then checks the top-bar title. */
export async function expectTab(page: Page, tab: Tab): Promise<void> {
  await wizardStep(page, tab).waitFor();
  expect(await title(page), `the title on tab ${tab}`).to.equal(TITLES[tab]);
}

/** Next (or Get Quote) settles into the wanted state; a wrong state fails once the wait is over. */
export async function expectForward(page: Page, enabled: boolean, what: string, button = nextButton(page)): Promise<void> {
  await until(async () => (await button.isEnabled()) === enabled, `${what}: ${enabled ? 'enabled' : 'disabled'}`).catch(() => undefined);
  // The hint under Next names what the wizard still misses: the first thing to read when this fails.
  const hint =
    (await button.isEnabled()) === enabled
      ? ''
      : ` (the hint says: ${JSON.stringify(
          await nextHint(button.page())
            .textContent()
            .catch(() => null),
        )})`;
  expect(await button.isEnabled(), `${what}${hint}`).to.equal(enabled);
}

export async function goNext(page: Page, to: Tab): Promise<void> {
  await nextButton(page).click();
  await expectTab(page, to);
}

export async function goBack(page: Page, to: Tab): Promise<void> {
  await backButton(page).click();
  await expectTab(page, to);
}

type SegmentState = 'active' | 'visited' | 'not visited';
const PROGRESS_STEPS: readonly { label: string; tabs: readonly Tab[] }[] = [
  { label: 'Move', tabs: [0] },
  { label: 'Pick Up', tabs: [1, 1.5] },
  { label: 'Services', tabs: [2] },
  { label: 'Drop', tabs: [3] },
  { label: 'Review', tabs: [4] },
];

/**
 * The progress bar on `tab` when the furthest tab reached is `furthest`: the tab's segment is
 * active, those up to the furthest visited, the rest not visited; the step holding the tab is
 * the current one (aria-current), a step is visited when all its segments are.
 */
export async function expectProgress(page: Page, tab: Tab, furthest: Tab): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Quote progress' });
  const stateOf = (segment: Tab): SegmentState => (segment === tab ? 'active' : TABS.indexOf(segment) <= TABS.indexOf(furthest) ? 'visited' : 'not visited');
  const segments = await nav
    .locator('[data-segment]')
    .evaluateAll((els) => els.map((el) => `${el.getAttribute('data-segment')}: ${el.getAttribute('data-state')}`));
  expect(segments, `segments on tab ${tab}`).to.deep.equal(TABS.map((t) => `${t}: ${stateOf(t)}`));

  const steps = await nav
    .locator('li')
    .evaluateAll((els) =>
      els.map(
        (el) =>
          `${el.textContent?.split(',')[0]}: ${el.getAttribute('data-state')}${el.getAttribute('aria-current') ? ` (${el.getAttribute('aria-current')})` : ''}`,
      ),
    );
  const expected = PROGRESS_STEPS.map(({ label, tabs }) => {
    const states = tabs.map(stateOf);
    if (states.includes('active')) return `${label}: active (step)`;
    return `${label}: ${states.every((s) => s === 'visited') ? 'visited' : 'not visited'}`;
  });
  expect(steps, `steps on tab ${tab}`).to.deep.equal(expected);
}

export interface Home {
  type: 'House' | 'Townhouse' | 'Apartment / Condo';
  street: string;
  zip: string;
  city: string;
  state: string;
  size: string;
  floors: string;
}

export const PICKUP: Home = { type: 'House', street: '1600 Champa St', zip: '80202', city: 'Denver', state: 'CO', size: '2,000 - 3,000 sq.ft.', floors: '2' };
export const DROP: Home = { type: 'House', street: '2000 S Broadway', zip: '80210', city: 'Denver', state: 'CO', size: '2,000 - 3,000 sq.ft.', floors: '2' };

/** Tab 0: the service type and the two preferred dates (YYYY-MM-DD). */
export async function fillMoveStep(page: Page, dates: [string, string], service = 'Packing and Moving'): Promise<void> {
  const step = wizardStep(page, 0);
  await step.getByRole('radio', { name: service }).check();
  await step.getByLabel('Preferred date 1').fill(dates[0]);
  await step.getByLabel('Preferred date 2').fill(dates[1]);
}

/** The street, then the zip, whose lookup fills city and state. */
export async function fillAddress(step: Locator, home: Home): Promise<void> {
  await step.getByRole('textbox', { name: 'Street address' }).fill(home.street);
  await step.getByRole('textbox', { name: 'Zip code' }).fill(home.zip);
  const city = step.getByRole('textbox', { name: 'City' });
  const state = step.getByRole('textbox', { name: 'State' });
  await until(
    async () => (await city.inputValue()) === home.city && (await state.inputValue()) === home.state,
    `zip ${home.zip} fills ${home.city}, ${home.state}`,
  );
}

/** Tabs 1 and 3: the kind of home, its address, size and floors. */
export async function fillHome(step: Locator, home: Home): Promise<void> {
  await step.getByRole('radio', { name: home.type, exact: true }).check();
  await fillAddress(step, home);
  await step.getByRole('combobox', { name: 'Home size' }).selectOption({ label: home.size });
  await step.getByRole('combobox', { name: 'Number of floors' }).selectOption({ label: home.floors });
}

/** Clicks 'Add <thing>' `times` times, e.g. addCount(step, 'a Bedroom', 3). */
export async function addCount(step: Locator, thing: string, times = 1): Promise<void> {
  for (let i = 0; i < times; i += 1) await step.getByRole('button', { name: `Add ${thing}`, exact: true }).click();
}

/** The count a counter shows, e.g. countOf(step, 'Bedroom'). */
export const countOf = async (scope: Locator, label: string): Promise<number> =>
  Number(await scope.getByRole('group', { name: label, exact: true }).locator('output').innerText());

/** A three-bedroom house's rooms: seven in all. */
export async function fillRooms(step: Locator): Promise<void> {
  await addCount(step, 'a Living Room');
  await addCount(step, 'a Bedroom', 3);
  await addCount(step, 'a Kitchen');
  await addCount(step, 'a Bathroom', 2);
}

export interface WalkOptions {
  dates?: [string, string];
  service?: string;
  /** Heavy items to add on tab 1.5, e.g. ['Upright Piano']. */
  heavyItems?: string[];
}

/** Fills every tab with the standard Denver move and stops on the review. */
export async function walkToReview(page: Page, options: WalkOptions = {}): Promise<void> {
  const dates = options.dates ?? [iso(dayAhead(TUESDAY)), iso(dayAhead(WEDNESDAY))];
  await expectTab(page, 0);
  await fillMoveStep(page, dates, options.service);
  await goNext(page, 1);
  await fillHome(wizardStep(page, 1), PICKUP);
  await fillRooms(wizardStep(page, 1));
  await goNext(page, 1.5);
  for (const item of options.heavyItems ?? []) await addCount(wizardStep(page, 1.5), item);
  await wizardStep(page, 1.5).getByRole('checkbox', { name: 'Stairs' }).check();
  await goNext(page, 2);
  await goNext(page, 3);
  await fillHome(wizardStep(page, 3), DROP);
  await goNext(page, 4);
}

export interface QuoteAnswer {
  moveID: string;
  moveDatabaseID: string;
  quote: { estimateQuoteFlag: boolean; estimateQuotePrice: number; bookingPrice: number; datePrices: { date: number; price: number }[] };
}

/**
 * Get Quote on the review. The server's answer is held back until the blocking 'Getting
 * Quote/Estimate Details' dialog has been seen (a fast answer would close it before anyone
 * looked), then let through; returns what the server answered and the draft the page sent.
 */
export async function getQuote(page: Page): Promise<{ answer: QuoteAnswer; sent: any }> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const handler = async (route: import('playwright-core').Route) => {
    const response = await route.fetch();
    await held;
    await route.fulfill({ response });
  };
  await page.route('**/api/residential_details', handler);
  try {
    const responded = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/residential_details');
    await getQuoteButton(page).click();
    const dialog = page.getByRole('dialog', { name: 'Getting Quote/Estimate Details' });
    await dialog.waitFor();
    expect(await page.getByTestId('getting-quote-dialog').count(), 'the dialog has its test id').to.be.greaterThan(0);
    // The modal hides the page from the accessibility tree meanwhile.
    const hiddenGetQuote = page.getByRole('button', { name: 'Get Quote', exact: true, includeHidden: true });
    expect(await hiddenGetQuote.isDisabled(), 'Get Quote is blocked while the quote is worked out').to.equal(true);
    release();
    const response = await responded;
    expect(response.status(), 'POST /api/residential_details').to.equal(200);
    const answer = (await response.json()) as QuoteAnswer;
    await page.waitForURL('**/quoteestimate');
    await page.getByTestId('estimate-price-card').waitFor();
    expect(await page.getByTestId('getting-quote-dialog').count(), 'the dialog closes').to.equal(0);
    return { answer, sent: response.request().postDataJSON() };
  } finally {
    release();
    await page.unroute('**/api/residential_details', handler);
  }
}

/** The fixed-price view: 90% rounded up with thousands separators, the server's own numbers, Book My Move. */
export async function expectFixedPrice(page: Page, answer: QuoteAnswer): Promise<void> {
  const { estimateQuoteFlag, estimateQuotePrice, bookingPrice } = answer.quote;
  expect(estimateQuoteFlag, 'a fixed price').to.equal(false);
  const discounted = Math.ceil(0.9 * estimateQuotePrice);
  expect(bookingPrice, 'the server discounts 10%, rounded up').to.equal(discounted);
  const card = page.getByTestId('estimate-price-card');
  expect(await card.getByTestId('estimate-original-price').innerText()).to.equal(dollars(estimateQuotePrice));
  expect(await card.getByTestId('estimate-amount').innerText()).to.equal(dollars(discounted));
  expect(await card.getByTestId('estimate-discount').innerText()).to.equal(`−${dollars(estimateQuotePrice - discounted)}`);
  expect(await card.getByTestId('estimate-move-id').innerText()).to.contain(answer.moveID);
  expect(await card.getByRole('button', { name: 'Book My Move' }).count()).to.equal(1);
  expect(await card.getByRole('button', { name: 'Proceed' }).count()).to.equal(0);
  expect(await page.getByTestId('price-breakdown').innerText())
    .to.contain(dollars(estimateQuotePrice))
    .and.to.contain(dollars(discounted));
}

export interface SentEvent {
  type: string;
  name: string;
  path: string;
}

/** The events the page sent to POST /api/events. */
export function recordEvents(page: Page): SentEvent[] {
  const events: SentEvent[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/events') events.push(request.postDataJSON());
  });
  return events;
}

/** The Oops dialog's message, then its OK; waits for it to close. */
export async function dismissOops(page: Page): Promise<string> {
  const dialog = page.getByTestId('error-dialog');
  await dialog.getByRole('heading', { name: 'Oops!' }).waitFor();
  const message = await dialog.locator('#error-dialog-text').innerText();
  await dialog.getByRole('button', { name: /^ok$/i }).click();
  await dialog.waitFor({ state: 'detached' });
  return message;
}
