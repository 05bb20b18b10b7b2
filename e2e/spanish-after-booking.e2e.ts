import { expect } from 'chai';
import { setupI18n } from '@lingui/core';
import type { Page } from 'playwright-core';
import { CANCEL_REASONS, DAY_MS, DECLINE_REASONS, dayIn, dayToIso, moneyIn, translatorOf, type WordKey } from '@moveday/openapi';
import afterBooking from '@moveday/openapi/compiled/es/afterBooking';
import messages from '@moveday/openapi/compiled/es/messages';
import options from '@moveday/openapi/compiled/es/options';
import orders from '@moveday/openapi/compiled/es/orders';
import partner from '@moveday/openapi/compiled/es/partner';
import { noHorizontalScroll } from './support/checks.js';
import { headingKept, keepFirstHeading, openContext, pageErrors, PHONE } from './support/browser.js';
import { bookMove, completeMove, customerOrder, denverToday, PASSWORD, ratingLinkMailedTo, savedSessionOf, spanishSignedIn } from './support/afterBooking.js';
import { adminOrder, adminToken, bookMoveForToday, addCrew, crewSignIn, offer, shot, type BookedMove } from './support/partner.js';

/** The Spanish books' words, as the pages show them (the same compiled books the site loads). */
const es = translatorOf(setupI18n({ locale: 'es', messages: { es: { ...messages, ...options, ...afterBooking, ...orders, ...partner } } }));
const day = (ms: number, format?: 'short' | 'weekday') => dayIn('es', ms, format);
const money = (dollars: number) => moneyIn('es', dollars);
const PHONE_390 = { width: 390, height: 844 };

/** The scripts a page fetches, to check afterwards which books of words came. */
function watchScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('response', (response) => {
    const url = response.url();
    if (url.includes('/assets/') && url.endsWith('.js')) scripts.push(url);
  });
  return scripts;
}

async function openSpanishOrder(page: Page, move: BookedMove): Promise<void> {
  const options = page.waitForResponse((r) => r.url().endsWith(`/api/customer/orders/${move.moveDatabaseID}/options`));
  await page.goto(`/customer/orderdetails?order=${move.moveDatabaseID}`);
  await page.getByRole('heading', { level: 1, name: es('orderPageHeading', { moveId: move.moveID }) }).waitFor();
  expect((await options).status()).to.equal(200);
  await page.getByTestId('contact-note').waitFor();
}

describe('After booking in Spanish: a customer whose language is Spanish', () => {
  it('when they open their orders and an order, then the list, the status, the cards, money and dates are in Spanish, and changing dates says what is wrong in Spanish', async () => {
    const move = await bookMove('Graciela', [14, 15]);
    const order = await customerOrder(move);
    const { context, page } = await spanishSignedIn(move.email, PASSWORD);
    try {
      await page.goto('/customer/customerorders');
      await page.getByRole('heading', { level: 1, name: 'Mis pedidos' }).waitFor();
      const row = page.getByTestId('order-row').filter({ hasText: move.moveID });
      await row.waitFor();
      expect(await page.getByRole('columnheader', { name: es('ordersColumnDate') }).count()).to.equal(1);
      const rowText = await row.innerText();
      expect(rowText).to.contain(es('orderBadgeUpcoming'));
      expect(rowText).to.contain(day(move.days[0]));
      expect(await page.evaluate(() => document.documentElement.lang)).to.equal('es-US');
      await shot(page, 'spanish-orders-list');

      await openSpanishOrder(page, move);
      const details = page.getByRole('region', { name: es('orderCardMove') });
      const detailsText = await details.innerText();
      expect(detailsText).to.contain(es('orderPreferredDate1Label'));
      expect(detailsText).to.contain(day(move.days[0]));
      expect(detailsText).to.contain(day(move.days[1]));
      expect(detailsText).to.contain(money(order.finalMoveAmount));
      const pickup = await page.getByRole('region', { name: es('orderCardPickup') }).innerText();
      expect(pickup).to.contain(es('orderHeavyItemsLabel'));
      await page.getByRole('region', { name: es('manageHeading') }).waitFor();

      await page.getByRole('button', { name: es('changeDatesButton') }).click();
      const dialog = page.getByRole('dialog', { name: es('changeDatesTitle') });
      await dialog.waitFor();
      const confirm = dialog.getByRole('button', { name: es('confirmNewDates') });
      const today = denverToday();
      await dialog.locator('#new-preferredDateOpt1').fill(dayToIso(today + 20 * DAY_MS));
      await dialog.locator('#new-preferredDateOpt2').fill(dayToIso(today + 20 * DAY_MS));
      await dialog.getByText(es('bothDatesSame')).waitFor();
      expect(await confirm.isDisabled()).to.equal(true);
      // The dates it has already: the dialog says so in Spanish.
      await dialog.locator('#new-preferredDateOpt1').fill(dayToIso(move.days[0]));
      await dialog.locator('#new-preferredDateOpt2').fill(dayToIso(move.days[1]));
      await dialog.getByText(es('datesUnchanged')).waitFor();

      const newDays: [number, number] = [today + 22 * DAY_MS, today + 23 * DAY_MS];
      const repriced = page.waitForResponse((r) => r.url().endsWith('/reprice'));
      await dialog.locator('#new-preferredDateOpt1').fill(dayToIso(newDays[0]));
      await dialog.locator('#new-preferredDateOpt2').fill(dayToIso(newDays[1]));
      const priced = await (await repriced).json();
      await dialog.getByTestId('new-price').waitFor();
      expect(await dialog.getByTestId('price-now').innerText()).to.contain(money(priced.currentAmount));
      expect(await dialog.getByTestId('price-new').innerText()).to.contain(money(priced.newAmount));
      await shot(page, 'spanish-change-dates', false);
      const rescheduled = page.waitForResponse((r) => r.url().endsWith(`/api/customer/orders/${move.moveDatabaseID}/reschedule`));
      await confirm.click();
      expect((await rescheduled).status()).to.equal(200);
      await dialog.waitFor({ state: 'detached' });
      await details.getByText(day(newDays[0])).waitFor();
      expect(pageErrors(page)).to.deep.equal([]);
    } finally {
      await context.close();
    }
  });

  it('when they cancel on a phone, then the reasons, the question and the check of their own words are in Spanish, and the order reads cancelled in Spanish', async () => {
    const move = await bookMove('Rosario', [12, 13]);
    const { context, page } = await spanishSignedIn(move.email, PASSWORD, PHONE);
    try {
      await openSpanishOrder(page, move);
      await page.getByTestId('cancel-cutoff').waitFor();
      expect(await page.getByTestId('cancel-cutoff').innerText()).to.match(/^.+ \d{4}/);
      await page.getByRole('button', { name: es('cancelOrderButton') }).click();
      const dialog = page.getByRole('dialog', { name: es('cancelOrderTitle') });
      await dialog.waitFor();
      for (const reason of CANCEL_REASONS) await dialog.getByRole('radio', { name: es(`cancelReason.${reason.key}` as WordKey), exact: true }).waitFor();
      const cancel = dialog.getByRole('button', { name: es('cancelOrderButton') });
      expect(await cancel.isDisabled(), 'a reason first').to.equal(true);
      await dialog.getByRole('radio', { name: es('cancelReason.other'), exact: true }).check();
      const ownWords = dialog.getByLabel(es('cancelOtherReasonLabel'));
      await ownWords.waitFor();
      expect(await cancel.isDisabled(), 'their words first').to.equal(true);
      const words = 'Nos quedamos en la misma casa';
      await ownWords.fill(words);
      await dialog.getByText(es('characterCount', { count: words.length, max: 100 })).waitFor();
      expect(await noHorizontalScroll(page)).to.equal(true);
      await shot(page, 'spanish-cancel-phone', false);
      const cancelled = page.waitForResponse((r) => r.url().endsWith(`/api/customer/orders/${move.moveDatabaseID}/cancel`));
      await cancel.click();
      expect((await cancelled).status()).to.equal(200);
      await page.locator('[data-status="cancelled"]').getByText(es('orderBadgeCancelled')).waitFor();
      expect(pageErrors(page)).to.deep.equal([]);
    } finally {
      await context.close();
    }
  });

  it('when they open the rating link, then the move and the stars are in Spanish and the rating is sent', async () => {
    const admin = await adminToken();
    const move = await bookMoveForToday('Esperanza');
    await completeMove(admin, move);
    const link = await ratingLinkMailedTo(move);
    const context = await openContext({ viewport: PHONE });
    await context.addInitScript(() => localStorage.setItem('moveday.locale', 'es'));
    const page = await context.newPage();
    try {
      await page.goto(link);
      await page.getByRole('heading', { level: 1, name: es('rateHeading') }).waitFor();
      const moved = page.getByTestId('rated-move');
      await moved.getByText(es('ratingLinkGreeting', { firstName: 'Esperanza' })).waitFor();
      expect(await moved.innerText()).to.contain(es('ratingLinkDate', { date: day(move.days[0]) }));
      const stars = page.getByRole('radio', { name: es('starsLabel', { stars: 4 }), exact: true });
      await page.locator(`label[for="${await stars.getAttribute('id')}"]`).click();
      await page.getByLabel(es('ratingCommentLabel')).fill('Muy amables y puntuales.');
      const sent = page.waitForResponse((r) => r.url().includes('/api/ratings/') && r.request().method() === 'POST');
      await page.getByRole('button', { name: es('sendRating') }).click();
      expect((await sent).status()).to.be.lessThan(300);
      await page
        .getByTestId('given-stars')
        .getByText(es('starsLabel', { stars: 4 }))
        .waitFor();
      await shot(page, 'spanish-rating-link', false);
      expect(pageErrors(page)).to.deep.equal([]);
    } finally {
      await context.close();
    }
  });
});

describe("The crews' pages in Spanish: a crew whose language is Spanish, on a phone", () => {
  it('when it opens its jobs and an offer, then the list, the sheet, days and money are in Spanish, only Spanish books load, and it declines from a Spanish list of reasons (MoveDay reads the reason as always)', async () => {
    const admin = await adminToken();
    const crew = await addCrew(admin, 'Mudanzas Hermanos');
    const signIn = await crewSignIn(admin, crew, 'crew-es');
    const move = await bookMoveForToday('Catalina');
    await offer(admin, move, crew, move.days[1]);

    const { context, page } = await spanishSignedIn(signIn.email, signIn.password, PHONE_390);
    try {
      const scripts = watchScripts(page);
      // The server sends the list's Spanish page (one address, the crew's language), which the app adopts.
      const html = await (await page.request.get('/partner/jobs')).text();
      expect(html).to.contain('data-prerendered="/es/partner/jobs"').and.to.contain('<html lang="es-US">').and.to.contain('Mis trabajos');
      await keepFirstHeading(context);
      await page.goto('/partner/jobs');
      await page.getByRole('heading', { level: 1, name: 'Mis trabajos' }).waitFor();
      await page.getByTestId('job-row').first().waitFor();
      expect(await headingKept(page), 'the Spanish prerendered heading is kept, not drawn again').to.equal(true);
      await page.getByRole('heading', { level: 2, name: es('jobsSectionCount', { section: es('jobsSectionOffered'), count: 1 }) }).waitFor();
      const row = page.getByTestId('job-row').filter({ hasText: move.moveID });
      const rowText = await row.innerText();
      expect(rowText).to.contain(es('jobStageOffered'));
      expect(rowText).to.contain(es('jobDayAndWeekday', { weekday: day(move.days[1], 'weekday'), date: day(move.days[1]) }));
      expect(rowText).to.contain(es('jobAnswerBy', { time: '' }).trim());
      expect(await page.getByRole('link', { name: es('crewNavDaysOff') }).count()).to.equal(1);
      expect(await noHorizontalScroll(page)).to.equal(true);
      await shot(page, 'spanish-partner-jobs-phone');

      await row.click();
      await page.getByRole('heading', { level: 1, name: es('jobHeading', { moveId: move.moveID }) }).waitFor();
      const value = await page.getByTestId('job-value').innerText();
      expect(value).to.match(/^\$\d/);
      await page.getByRole('region', { name: es('jobCardPickup') }).waitFor();
      await page
        .getByRole('region', { name: es('jobCardMove') })
        .getByText(es('jobPreferredDaysLabel'))
        .waitFor();
      await shot(page, 'spanish-partner-job-phone');

      await page.getByRole('button', { name: es('jobDecline'), exact: true }).click();
      const dialog = page.getByRole('dialog', { name: es('jobDeclineTitle') });
      await dialog.waitFor();
      for (let i = 0; i < DECLINE_REASONS.length; i++) await dialog.getByRole('radio', { name: es(`declineReason.${i}` as WordKey), exact: true }).waitFor();
      const decline = dialog.getByRole('button', { name: es('jobDeclineConfirm') });
      expect(await decline.isDisabled(), 'a reason first').to.equal(true);
      await dialog.getByRole('radio', { name: es('jobDeclineOtherReason'), exact: true }).check();
      await dialog.getByLabel(es('jobDeclineYourReason')).waitFor();
      expect(await decline.isDisabled(), 'its own words first').to.equal(true);
      await dialog.getByRole('radio', { name: es('declineReason.1'), exact: true }).check();
      expect(await noHorizontalScroll(page)).to.equal(true);
      await shot(page, 'spanish-partner-decline-phone', false);
      await decline.click();
      await page.waitForURL('**/partner/jobs');
      await page.getByRole('heading', { level: 1, name: 'Mis trabajos' }).waitFor();
      const order = await adminOrder(admin, move);
      expect(order.assignmentState).to.equal('declined');
      expect(order.declineReason, "the office reads the catalogue's reason").to.equal(DECLINE_REASONS[1]);

      // Only the active language's words: the English partner book was not fetched (each book is a chunk of its own).
      const bodies = await Promise.all(scripts.map((url) => page.evaluate((u) => fetch(u).then((r) => r.text()), url)));
      const english = bodies.filter((body) => body.includes('"jobsHeading":["My Jobs"]') || body.includes('"jobDecline":["Decline"]'));
      expect(english.length, 'English books fetched').to.equal(0);
      expect(pageErrors(page)).to.deep.equal([]);
    } finally {
      await context.close();
    }
  });

  it('when a crew reading English taps the switch in its bar on a phone, then its pages turn Spanish, the choice is kept for the next visit and sent to its sign-in', async () => {
    const admin = await adminToken();
    const crew = await addCrew(admin, 'Switch Movers');
    const signIn = await crewSignIn(admin, crew, 'crew-switch');
    const state = await savedSessionOf(signIn.email, signIn.password);
    const context = await openContext({ viewport: PHONE_390 });
    await context.addInitScript((saved) => localStorage.setItem('state', saved), state);
    const page = await context.newPage();
    try {
      await page.goto('/partner/jobs');
      await page.getByRole('heading', { level: 1, name: 'My Jobs' }).waitFor();
      await page.locator('#main[data-running]').waitFor();
      expect(await noHorizontalScroll(page), 'the bar fits the phone in English').to.equal(true);
      const stored = page.waitForRequest((r) => r.url().endsWith('/api/account/language') && r.method() === 'PUT');
      await page.getByRole('button', { name: 'Español: see these pages in Spanish' }).click();
      await page.getByRole('heading', { level: 1, name: 'Mis trabajos' }).waitFor();
      expect((await stored).postDataJSON()).to.deep.equal({ language: 'es' });
      expect(await page.evaluate(() => localStorage.getItem('moveday.locale'))).to.equal('es');
      await page.getByRole('link', { name: es('crewNavDaysOff') }).waitFor();
      expect(await noHorizontalScroll(page), 'the bar fits the phone in Spanish').to.equal(true);
      await shot(page, 'spanish-partner-switched-phone', false);

      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Mis trabajos' }).waitFor();
      await page.getByRole('button', { name: es('crewLanguageToEnglish') }).click();
      await page.getByRole('heading', { level: 1, name: 'My Jobs' }).waitFor();
      expect(pageErrors(page)).to.deep.equal([]);
    } finally {
      await context.close();
    }
  });
});
