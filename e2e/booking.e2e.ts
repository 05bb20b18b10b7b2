import { expect } from 'chai';
import type { Locator, Page } from 'playwright-core';
import { DAY_MS, dayToIso, formatDay, Messages } from '@moveday/openapi';
import { denverDraft, nextWeekday } from '../server/test/support/drafts.js';
import { noHorizontalScroll } from './support/checks.js';
import { DESKTOP, openPage, pageErrors, PHONE, screenshot } from './support/browser.js';
import { running } from './support/hooks.js';
import { api, uniqueEmail } from './support/seed.js';
import {
  bigWeekendDraft,
  bookSignedIn,
  customerByApi,
  openEstimate,
  ordersOf,
  PENDING_KEY,
  pianoDraft,
  quoteByApi,
  storedQuote,
  type Customer,
} from './support/quote.js';

/** Every amount on the site: whole dollars with thousands separators. */
const dollars = (amount: number) => `$${amount.toLocaleString('en-US')}`;
/** A locator's text, trimmed (MUI's blank helper text is a zero-width space). */
const text = async (locator: Locator) => (await locator.innerText()).replace(/\u200b/g, '').trim();

const signupForm = (page: Page) => page.getByRole('form', { name: 'Book My Move' });
const signupButton = (page: Page) => signupForm(page).getByRole('button', { name: 'Book My Move' });
const congratulations = (page: Page) => page.getByRole('dialog', { name: 'Congratulations!' });
const helper = (page: Page, field: string) => page.locator(`#signup-${field}-helper-text`);

interface Details {
  firstName: string;
  lastName: string;
  userEmail: string;
  userPhone: string;
  password: string;
  confirmPassword: string;
}

const validDetails = (overrides: Partial<Details> = {}): Details => ({
  firstName: 'Jamie',
  lastName: 'Lee',
  userEmail: uniqueEmail('booker'),
  userPhone: '7205550142',
  password: 'Moving-day1',
  confirmPassword: 'Moving-day1',
  ...overrides,
});

async function fillSignup(page: Page, details: Details, terms = true): Promise<void> {
  for (const [name, value] of Object.entries(details)) await page.locator(`#signup-${name}`).fill(value);
  if (terms) await page.locator('#signup-terms').check();
}

/** The estimate page's Book My Move, for a visitor: the signup form. */
async function toSignup(page: Page): Promise<void> {
  await page.getByTestId('estimate-price-card').getByRole('button', { name: 'Book My Move' }).click();
  await page.waitForURL('**/signup');
  await signupForm(page).waitFor();
}

/** The order rows of /customer/customerorders, once they show. */
async function orderRowFor(page: Page, moveID: string): Promise<Locator> {
  await page.waitForURL('**/customer/customerorders');
  const row = page.getByTestId('order-row').filter({ hasText: moveID });
  await row.waitFor();
  return row;
}

describe('Booking a move', () => {
  it('when a visitor on a phone goes from the wizard to a booked move, then the move number is congratulated and listed once they log in', async () => {
    const { context, page } = await openPage({ viewport: PHONE });
    try {
      const tuesday = nextWeekday(2, 14);
      await page.goto('/getaquotetabs');
      const step = (tab: number | string) => page.getByTestId(`wizard-step-${tab}`);
      const next = page.getByRole('button', { name: 'Next' });

      await step(0).waitFor();
      await page.getByRole('radio', { name: 'Boxed and Ready to Go' }).check();
      await page.getByLabel('Preferred date 1').fill(dayToIso(tuesday));
      await page.getByLabel('Preferred date 2').fill(dayToIso(tuesday + DAY_MS));
      await next.click();

      await step(1).waitFor();
      await page.getByRole('radio', { name: 'House', exact: true }).check();
      await page.getByRole('textbox', { name: 'Street address' }).fill('1600 Glenarm Pl');
      await page.getByRole('textbox', { name: 'Zip code' }).fill('80202');
      await page.getByRole('textbox', { name: 'City' }).fill('Denver');
      await page.getByRole('textbox', { name: 'State' }).fill('CO');
      await page.getByRole('combobox', { name: 'Home size' }).selectOption('1,000 - 1,500');
      await page.getByRole('combobox', { name: 'Number of floors' }).selectOption('2');
      await page.getByRole('button', { name: 'Add a Bedroom' }).click();
      await page.getByRole('button', { name: 'Add a Bedroom' }).click();
      await next.click();

      await step(1.5).waitFor();
      await next.click();
      await step(2).waitFor();
      await next.click();

      await step(3).waitFor();
      await page.getByRole('radio', { name: 'House', exact: true }).check();
      await page.getByRole('textbox', { name: 'Street address' }).fill('2200 Kearney St');
      await page.getByRole('textbox', { name: 'Zip code' }).fill('80207');
      await page.getByRole('textbox', { name: 'City' }).fill('Denver');
      await page.getByRole('textbox', { name: 'State' }).fill('CO');
      await page.getByRole('combobox', { name: 'Home size' }).selectOption('1,000 - 1,500');
      await page.getByRole('combobox', { name: 'Number of floors' }).selectOption('Ground');
      await next.click();

      await step(4).waitFor();
      await page.getByRole('button', { name: 'Get Quote' }).click();
      await page.waitForURL('**/quoteestimate');
      const chip = await text(page.getByTestId('estimate-move-id'));
      const moveID = chip.replace(/^Move ID\s+/, '');
      expect(moveID).to.match(/^MD-\d+$/);
      expect(await text(page.getByTestId('move-summary')))
        .to.contain(formatDay(tuesday))
        .and.to.contain(formatDay(tuesday + DAY_MS));
      expect(await noHorizontalScroll(page)).to.equal(true);
      await screenshot(page, 'booking-phone-estimate');

      await toSignup(page);
      const details = validDetails({ firstName: 'Rosa' });
      await fillSignup(page, details);
      await screenshot(page, 'booking-phone-signup');
      await signupButton(page).click();
      const dialog = congratulations(page);
      await dialog.waitFor();
      expect(await text(dialog)).to.contain(moveID);
      await screenshot(page, 'booking-phone-congratulations', false);
      await dialog.getByRole('button', { name: 'Close' }).click();

      await page.waitForURL('**/login');
      expect(await page.locator('#login-email').inputValue(), 'signup hands its email to Login').to.equal(details.userEmail);
      expect(await storedQuote(page), 'booking clears the quote').to.equal(null);
      await page.locator('#login-password').fill(details.password);
      await page.getByRole('form', { name: 'Login' }).getByRole('button', { name: 'Login' }).click();
      const row = await orderRowFor(page, moveID);
      expect(await text(row))
        .to.contain(formatDay(tuesday))
        .and.to.match(/Upcoming Order/);
      await screenshot(page, 'booking-phone-orders');
      expect(pageErrors(page)).to.deep.equal([]);
    } finally {
      await context.close();
    }
  });
});

describe('The estimate page', () => {
  it("when the price is fixed and one date is a Saturday, then it shows the price, 10% off, the price to pay, the lines that make it and each date's price", async () => {
    const quoted = await quoteByApi(bigWeekendDraft());
    const { quote } = quoted.answer;
    expect(quote.estimateQuoteFlag).to.equal(false);
    expect(quote.estimateQuotePrice, 'over $1,000, to see the separator').to.be.above(1000);
    const { context, page } = await openPage({ viewport: DESKTOP });
    try {
      await openEstimate(page, quoted);
      const card = page.getByTestId('estimate-price-card');
      expect(await text(page.getByTestId('estimate-move-id'))).to.equal(`Move ID ${quoted.answer.moveID}`);
      expect(await text(page.getByTestId('estimate-original-price')))
        .to.equal(dollars(quote.estimateQuotePrice))
        .and.to.contain(',');
      expect(quote.bookingPrice).to.equal(Math.ceil((quote.estimateQuotePrice * 9) / 10));
      expect(await text(page.getByTestId('estimate-discount'))).to.equal(`−${dollars(quote.estimateQuotePrice - quote.bookingPrice)}`);
      expect(await text(page.getByTestId('estimate-amount')))
        .to.equal(dollars(quote.bookingPrice))
        .and.to.contain(',');
      expect(await text(card)).to.contain('10% booking discount');
      expect(await card.getByRole('button', { name: 'Book My Move' }).count()).to.equal(1);
      expect(await card.getByRole('button', { name: 'Proceed' }).count()).to.equal(0);

      const breakdown = page.getByTestId('price-breakdown');
      const lines = await breakdown
        .locator('tbody tr')
        .evaluateAll((rows) => rows.map((row) => Array.from(row.children, (cell) => (cell as HTMLElement).innerText.trim())));
      expect(lines.map(([label]) => label)).to.deep.equal(quote.lines.map((line) => line.label));
      const amounts = lines.map(([, amount]) => Number(amount!.replace(/[$,]/g, '')));
      expect(
        amounts.reduce((sum, amount) => sum + amount, 0),
        'the lines add up to the price',
      ).to.equal(quote.estimateQuotePrice);
      expect(
        lines.some(([label]) => /^Weekend move/.test(label!)),
        'the weekend line',
      ).to.equal(true);
      const totals = await breakdown.locator('tfoot tr').allInnerTexts();
      expect(totals.map((row) => row.replace(/\s+/g, ' ').trim())).to.deep.equal([
        `Total ${dollars(quote.estimateQuotePrice)}`,
        `10% booking discount −${dollars(quote.estimateQuotePrice - quote.bookingPrice)}`,
        `You pay when you book ${dollars(quote.bookingPrice)}`,
      ]);

      const datePrices = page.getByTestId('date-prices').getByRole('listitem');
      expect(await datePrices.count()).to.equal(2);
      expect(quote.datePrices.map((d) => d.date)).to.deep.equal([
        quoted.draft.moveDatePreferences.preferredDateOpt1,
        quoted.draft.moveDatePreferences.preferredDateOpt2,
      ]);
      for (const [index, { date, price }] of quote.datePrices.entries()) {
        const item = await text(datePrices.nth(index));
        expect(item).to.contain(formatDay(date)).and.to.contain(dollars(price));
      }
      expect(await text(datePrices.nth(0)))
        .to.contain('Tuesday')
        .and.not.to.contain('Weekend');
      expect(await text(datePrices.nth(1)))
        .to.contain('Saturday')
        .and.to.contain('Weekend');
      expect(quote.datePrices[1]!.price, 'the Saturday costs more').to.be.above(quote.datePrices[0]!.price);
      expect(await text(page.getByTestId('move-summary')))
        .to.contain('Denver, CO')
        .and.to.contain('100-Box Large Packing Kit');
      await screenshot(page, 'estimate-fixed-weekend');
      expect(pageErrors(page)).to.deep.equal([]);
    } finally {
      await context.close();
    }
  });

  it('when both dates are weekdays, then one price holds and no date prices show', async () => {
    const quoted = await quoteByApi(denverDraft());
    const { context, page } = await openPage({ viewport: PHONE });
    try {
      await openEstimate(page, quoted);
      expect(await text(page.getByTestId('estimate-amount'))).to.equal(dollars(quoted.answer.quote.bookingPrice));
      expect(await page.getByTestId('date-prices').count()).to.equal(0);
      expect(await page.getByTestId('price-breakdown').count()).to.equal(1);
      expect(await noHorizontalScroll(page)).to.equal(true);
      await screenshot(page, 'estimate-fixed-phone');
    } finally {
      await context.close();
    }
  });

  it('when the move has a piano, then it is a rough estimate with Proceed, the 24-hour specialist note and no discount', async () => {
    const quoted = await quoteByApi(pianoDraft());
    const { quote } = quoted.answer;
    expect(quote.estimateQuoteFlag).to.equal(true);
    const { context, page } = await openPage({ viewport: DESKTOP });
    try {
      await openEstimate(page, quoted);
      const card = page.getByTestId('estimate-price-card');
      expect(await page.getByRole('heading', { level: 1 }).innerText()).to.equal('Your moving estimate');
      expect(await text(page.getByTestId('estimate-amount'))).to.equal(dollars(quote.estimateQuotePrice));
      const cardText = await text(card);
      expect(cardText)
        .to.match(/rough estimate/i)
        .and.to.contain('specialist')
        .and.to.contain('within 24 hours');
      expect(cardText).not.to.contain('discount');
      expect(await page.getByTestId('estimate-discount').count()).to.equal(0);
      expect(await page.getByTestId('estimate-original-price').count()).to.equal(0);
      expect(await card.getByRole('button', { name: 'Book My Move' }).count()).to.equal(0);
      const breakdown = await text(page.getByTestId('price-breakdown'));
      expect(breakdown)
        .to.contain('Upright Piano')
        .and.to.contain(`Estimated total\t${dollars(quote.estimateQuotePrice)}`);
      expect(breakdown).not.to.contain('discount');
      await screenshot(page, 'estimate-rough-piano');

      await card.getByRole('button', { name: 'Proceed' }).click();
      await page.waitForURL('**/signup');
      expect(await text(page.getByTestId('signup-move-summary')))
        .to.contain(quoted.answer.moveID)
        .and.to.contain(`Estimate ${dollars(quote.estimateQuotePrice)}`);
    } finally {
      await context.close();
    }
  });

  it('when Edit Requirements is pressed, then the wizard opens on the review tab with the draft', async () => {
    const quoted = await quoteByApi(denverDraft());
    const { context, page } = await openPage({ viewport: DESKTOP });
    try {
      await openEstimate(page, quoted);
      await page.getByRole('button', { name: 'Edit Requirements' }).click();
      await page.waitForURL('**/getaquotetabs');
      const review = page.getByTestId('wizard-step-4');
      await review.waitFor();
      expect(await text(review))
        .to.contain('1600 Glenarm Pl')
        .and.to.contain('2200 Kearney St');
      expect(await page.getByRole('button', { name: 'Get Quote' }).isEnabled()).to.equal(true);
    } finally {
      await context.close();
    }
  });

  it('when no quote is stored, then the estimate page says so and signup sends the visitor to the wizard', async () => {
    const { context, page } = await openPage({ viewport: PHONE });
    try {
      await page.goto('/quoteestimate');
      const none = page.getByTestId('estimate-no-quote');
      await none.waitFor();
      expect(await page.getByTestId('estimate-price-card').count()).to.equal(0);
      expect(await none.getByRole('link', { name: 'Go to the quote form' }).getAttribute('href')).to.equal('/getaquotetabs');
      await screenshot(page, 'estimate-no-quote', false);
      await page.goto('/signup');
      await page.waitForURL('**/getaquotetabs');
    } finally {
      await context.close();
    }
  });
});

describe('The Book My Move form', () => {
  it('when fields are missing or wrong, then submit waits for all of them and the terms, and each wrong one says why', async () => {
    const quoted = await quoteByApi(denverDraft());
    const { context, page } = await openPage({ viewport: DESKTOP });
    const signupCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/signup_details')) signupCalls.push(request.url());
    });
    try {
      await openEstimate(page, quoted);
      await toSignup(page);
      const submit = signupButton(page);
      expect(await submit.isDisabled(), 'empty form').to.equal(true);
      const details = validDetails();
      for (const [name, value] of Object.entries(details)) {
        expect(await submit.isDisabled(), `before ${name}`).to.equal(true);
        await page.locator(`#signup-${name}`).fill(value);
      }
      expect(await submit.isDisabled(), 'all filled, terms not ticked').to.equal(true);
      await page.locator('#signup-terms').check();
      expect(await submit.isEnabled(), 'all filled and terms ticked').to.equal(true);
      await page.locator('#signup-lastName').fill('   ');
      expect(await submit.isDisabled(), 'a blank name').to.equal(true);
      await page.locator('#signup-lastName').fill('Lee');

      await page.locator('#signup-userPhone').fill('abc303555');
      expect(await page.locator('#signup-userPhone').inputValue(), 'the phone keeps digits only').to.equal('303555');
      await page.locator('#signup-firstName').fill('J4mie');
      await page.locator('#signup-userEmail').fill('jamie@nowhere');
      await page.locator('#signup-password').fill('12345');
      await page.locator('#signup-confirmPassword').fill('12345');
      await submit.click();
      const oops = page.getByTestId('error-dialog');
      await oops.waitFor();
      expect(await text(oops)).to.contain(Messages.nameCharactersOnly);
      expect(await text(helper(page, 'firstName'))).to.equal('Name accepts characters only');
      expect(await text(helper(page, 'lastName'))).to.equal('');
      expect(await text(helper(page, 'userEmail'))).to.equal('Invalid Email');
      expect(await text(helper(page, 'userPhone'))).to.equal('Invalid phone number');
      expect(await text(helper(page, 'password'))).to.equal('Password should have minimum 6 characters');
      await screenshot(page, 'signup-rules-dialog', false);
      await oops.getByRole('button', { name: 'Ok' }).click();
      await oops.waitFor({ state: 'hidden' });
      expect(await page.locator('#signup-firstName').getAttribute('aria-invalid')).to.equal('true');
      await screenshot(page, 'signup-rules');

      await page.locator('#signup-firstName').fill('Jamie');
      expect(await text(helper(page, 'firstName')), 'typing clears the message').to.equal('');
      await page.locator('#signup-userEmail').fill(details.userEmail);
      await page.locator('#signup-userPhone').fill('3035550123');
      await page.locator('#signup-password').fill('Moving-day1');
      await page.locator('#signup-confirmPassword').fill('Moving-day2');
      await submit.click();
      await oops.waitFor();
      expect(await text(oops)).to.contain(Messages.passwordsDoNotMatch);
      expect(await text(helper(page, 'confirmPassword'))).to.equal('Password and Confirm Password do not match');
      for (const field of ['firstName', 'userEmail', 'userPhone', 'password']) expect(await text(helper(page, field)), field).to.equal('');
      await oops.getByRole('button', { name: 'Ok' }).click();
      await oops.waitFor({ state: 'hidden' });

      await page.locator('#signup-terms').uncheck();
      expect(await submit.isDisabled(), 'terms unticked').to.equal(true);
      expect(signupCalls, 'nothing is sent while a rule is broken').to.deep.equal([]);

      await page.getByRole('link', { name: 'Back' }).click();
      await page.waitForURL('**/quoteestimate');
      await toSignup(page);
      await page.getByRole('main').getByRole('button', { name: 'Login', exact: true }).click();
      await page.waitForURL('**/login');
      await page.getByText('Log in to book your move.').waitFor();
      expect(await page.evaluate((key) => sessionStorage.getItem(key), PENDING_KEY), 'Login leaves the booking pending').to.equal(quoted.answer.moveDatabaseID);
    } finally {
      await context.close();
    }
  });
});

describe('The three signup answers', () => {
  let existing: Customer;
  before(async () => {
    existing = await customerByApi('Priya');
  });

  it("when the email is new, then Congratulations shows the move number and the order is the new customer's", async () => {
    const quoted = await quoteByApi(denverDraft());
    const { context, page } = await openPage({ viewport: DESKTOP });
    try {
      await openEstimate(page, quoted);
      await toSignup(page);
      const details = validDetails({ firstName: 'Noor', lastName: 'Haddad' });
      await fillSignup(page, details);
      await signupButton(page).click();
      const dialog = congratulations(page);
      await dialog.waitFor();
      expect(await text(dialog))
        .to.contain('Your move is booked')
        .and.to.contain(quoted.answer.moveID);
      await screenshot(page, 'signup-congratulations', false);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await page.waitForURL('**/login');
      expect(await storedQuote(page)).to.equal(null);

      const orders = await ordersOf(details.userEmail, details.password);
      expect(orders.map((o) => [o.moveID, o.moveStatus])).to.deep.equal([[quoted.answer.moveID, 'open']]);
    } finally {
      await context.close();
    }
  });

  it('when the email has a customer account and they choose Login, then logging in books the move and it joins their orders', async () => {
    const quoted = await quoteByApi(denverDraft());
    const { context, page } = await openPage({ viewport: DESKTOP });
    try {
      await openEstimate(page, quoted);
      await toSignup(page);
      await fillSignup(page, validDetails({ firstName: 'Someone', userEmail: existing.email, password: 'another-pw', confirmPassword: 'another-pw' }));
      await signupButton(page).click();
      const exists = page.getByRole('dialog').filter({ hasText: 'You already have an account. Login to continue.' });
      await exists.waitFor();
      await screenshot(page, 'signup-account-exists', false);
      await exists.getByRole('button', { name: 'Login' }).click();

      await page.waitForURL('**/login');
      expect(await page.locator('#login-email').inputValue()).to.equal(existing.email);
      expect(await page.evaluate((key) => sessionStorage.getItem(key), PENDING_KEY), 'the pending-booking flag').to.equal(quoted.answer.moveDatabaseID);
      await page.getByText('Log in to book your move.').waitFor();
      await page.locator('#login-password').fill(existing.password);
      await page.getByRole('form', { name: 'Login' }).getByRole('button', { name: 'Login' }).click();

      const dialog = congratulations(page);
      await dialog.waitFor();
      expect(await text(dialog)).to.contain(quoted.answer.moveID);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await orderRowFor(page, quoted.answer.moveID);
      await orderRowFor(page, existing.moveID);
      expect(await page.evaluate((key) => sessionStorage.getItem(key), PENDING_KEY)).to.equal(null);
      expect(await storedQuote(page)).to.equal(null);
      await screenshot(page, 'signup-login-booked');

      const orders = await ordersOf(existing.email, existing.password);
      expect(orders.find((o) => o.moveID === quoted.answer.moveID)?.moveStatus).to.equal('open');
    } finally {
      await context.close();
    }
  });

  it('when the email has a customer account and they choose Cancel, then the quote is withdrawn and cannot be booked', async () => {
    const quoted = await quoteByApi(denverDraft());
    const { context, page } = await openPage({ viewport: PHONE });
    try {
      await openEstimate(page, quoted);
      await toSignup(page);
      await fillSignup(page, validDetails({ userEmail: existing.email }));
      await signupButton(page).click();
      const exists = page.getByRole('dialog').filter({ hasText: 'You already have an account. Login to continue.' });
      await exists.waitFor();
      const withdrawn = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/signup_details/cancel_move');
      await exists.getByRole('button', { name: 'Cancel' }).click();
      const response = await withdrawn;
      expect(response.status()).to.equal(200);
      expect(response.request().postDataJSON()).to.deep.equal({ moveDatabaseID: quoted.answer.moveDatabaseID });
      await page.waitForURL((url) => url.pathname === '/');
      expect(await storedQuote(page)).to.equal(null);
      expect(await page.evaluate((key) => sessionStorage.getItem(key), PENDING_KEY)).to.equal(null);

      const again = await api('/signup_details', { ...validDetails(), moveDetailsID: quoted.answer.moveDatabaseID, terms: true });
      expect(again.status, JSON.stringify(again.body)).to.equal(404);
      const orders = await ordersOf(existing.email, existing.password);
      expect(orders.map((o) => o.moveID)).not.to.include(quoted.answer.moveID);
    } finally {
      await context.close();
    }
  });

  it("when the email is the admin's, then the admin-account message shows and the move stays unbooked", async () => {
    const quoted = await quoteByApi(denverDraft());
    const { context, page } = await openPage({ viewport: DESKTOP });
    try {
      await openEstimate(page, quoted);
      await toSignup(page);
      await fillSignup(page, validDetails({ userEmail: running().adminEmail }));
      await signupButton(page).click();
      const message = page.getByTestId('adminAccount-dialog');
      await message.waitFor();
      expect(await text(message)).to.contain(Messages.adminEmailCannotBook);
      expect(await congratulations(page).count()).to.equal(0);
      await screenshot(page, 'signup-admin-email', false);
      await message.getByRole('button', { name: 'Ok' }).click();
      await message.waitFor({ state: 'hidden' });
      expect(new URL(page.url()).pathname).to.equal('/signup');

      // Still a quote: a customer can book it.
      const booked = await api<{ statusCode: number }>('/signup_details', { ...validDetails(), moveDetailsID: quoted.answer.moveDatabaseID, terms: true });
      expect(booked.body.statusCode).to.equal(100);
    } finally {
      await context.close();
    }
  });
});

describe('A signed-in customer booking', () => {
  it('when they press Book My Move, then the move is booked at once, congratulated and listed', async () => {
    const customer = await customerByApi('Tomas');
    const quoted = await quoteByApi(denverDraft());
    const { context, page } = await openPage({ viewport: DESKTOP });
    try {
      expect((await bookSignedIn(page, customer, quoted)).status()).to.equal(200);
      const dialog = congratulations(page);
      await dialog.waitFor();
      expect(await text(dialog)).to.contain(quoted.answer.moveID);
      expect(new URL(page.url()).pathname, 'no signup form').to.equal('/quoteestimate');
      await screenshot(page, 'signed-in-congratulations', false);
      await dialog.getByRole('button', { name: 'Close' }).click();
      const row = await orderRowFor(page, quoted.answer.moveID);
      expect(await row.innerText()).to.contain('Upcoming Order');
      expect(await storedQuote(page)).to.equal(null);
      await screenshot(page, 'signed-in-orders');
    } finally {
      await context.close();
    }
  });
});

describe('A commercial move', () => {
  it('when a visitor fills the commercial enquiry, then the thank-you dialog shows, the team gets it, and Close goes home', async () => {
    const { context, page } = await openPage({ viewport: PHONE });
    try {
      await page.goto('/chooseyourmovetype');
      await page.getByRole('heading', { name: 'Choose your move type' }).waitFor();
      await page.getByRole('button', { name: /^Commercial/ }).click();
      await page.waitForURL('**/personaldetailscommercial');
      const form = page.getByRole('form', { name: 'Commercial move enquiry' });
      const submit = form.getByRole('button', { name: 'Submit' });
      const email = uniqueEmail('office');
      const fields: [string, string][] = [
        ['fromlocation', 'Denver Tech Center'],
        ['tolocation', 'Boulder'],
        ['firstname', 'Ana'],
        ['lastname', 'Ruiz'],
        ['useremail', email],
        ['userphone', '3035550100'],
        ['moredesc', 'Ten desks and a server rack'],
      ];
      for (const [name, value] of fields) {
        expect(await submit.isDisabled(), `before ${name}`).to.equal(true);
        await page.locator(`#commercial-${name}`).fill(value);
      }
      expect(await submit.isEnabled()).to.equal(true);
      await screenshot(page, 'commercial-form');
      await submit.click();

      const thanks = page.getByRole('dialog', { name: 'Thank you!' });
      await thanks.waitFor();
      expect(new URL(page.url()).pathname).to.equal('/successdialogcommercial');
      expect(await text(thanks)).to.contain(Messages.commercialEnquirySent);
      await screenshot(page, 'commercial-success', false);

      const admin = await api<{ token: string }>('/loginRoute', { loginEmail: running().adminEmail, loginPassword: running().adminPassword });
      const enquiries = await api<{ email: string; fromlocation: string; tolocation: string; message: string }[]>(
        `/admin/enquiries?filter=${encodeURIComponent(JSON.stringify({ kind: 'commercial' }))}`,
        undefined,
        admin.body.token,
      );
      expect(enquiries.body.find((e) => e.email === email)).to.include({
        fromlocation: 'Denver Tech Center',
        tolocation: 'Boulder',
        message: 'Ten desks and a server rack',
      });

      await thanks.getByRole('button', { name: 'Close' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await thanks.waitFor({ state: 'detached' });
    } finally {
      await context.close();
    }
  });
});
