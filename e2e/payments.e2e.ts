import { join } from 'node:path';
import { expect } from 'chai';
import { setupI18n } from '@lingui/core';
import type { Locator, Page } from 'playwright-core';
import { ErrorCode, moneyIn, translatorOf } from '@moveday/openapi';
import afterBookingEn from '@moveday/openapi/compiled/en/afterBooking';
import messagesEn from '@moveday/openapi/compiled/en/messages';
import ordersEn from '@moveday/openapi/compiled/en/orders';
import afterBookingEs from '@moveday/openapi/compiled/es/afterBooking';
import messagesEs from '@moveday/openapi/compiled/es/messages';
import ordersEs from '@moveday/openapi/compiled/es/orders';
import { freePort, startServer } from '../bench/lib/server.js';
import { denverDraft } from '../server/test/support/drafts.js';
import { noHorizontalScroll } from './support/checks.js';
import { customerPageReady, DESKTOP, logIn, openPage, pageErrors, pageSettled, PHONE, SCREENSHOT_DIR, screenshot } from './support/browser.js';
import { bookMove, completeMove, openOrderPage, PASSWORD, spanishSignedIn } from './support/afterBooking.js';
import { DECLINES } from '../server/test/support/stripeFake.js';
import { running, stripeFake } from './support/hooks.js';
import { adminToken, shot, type BookedMove } from './support/partner.js';
import { bookSignedIn, customerByApi, quoteByApi } from './support/quote.js';
import { apiCall, logInByApi } from './support/seed.js';

/** The books' words, as the pages show them (the same compiled books the site loads). */
const en = translatorOf(setupI18n({ locale: 'en', messages: { en: { ...messagesEn, ...ordersEn, ...afterBookingEn } } }));
const es = translatorOf(setupI18n({ locale: 'es', messages: { es: { ...messagesEs, ...ordersEs, ...afterBookingEs } } }));
const dollarsEn = (cents: number) => moneyIn('en', cents / 100);
const dollarsEs = (cents: number) => moneyIn('es', cents / 100);

interface Payments {
  state: string;
  priceCents: number | null;
  depositCents: number | null;
  paidCents: number;
  balanceCents: number | null;
  cardPayments: boolean;
  due: { purpose: 'deposit' | 'balance'; amountCents: number } | null;
  lastCardError: string | null;
  payments: { kind: string; method: string; amountCents: number; receivedOn: number }[];
}

/** The order's money as its customer reads it (GET /api/customer/orders/{id}/payments). */
async function paymentsOf(move: BookedMove): Promise<Payments> {
  const token = await logInByApi(move.email, PASSWORD);
  const answer = await apiCall<Payments>('GET', `/customer/orders/${move.moveDatabaseID}/payments`, token);
  expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
  return answer.body;
}

/** The Checkout session Stripe made for what the order owes, asked for as the customer's Pay button does. */
async function checkoutSessionOf(move: BookedMove): Promise<string> {
  const token = await logInByApi(move.email, PASSWORD);
  const checkout = await apiCall<{ url: string }>('POST', `/customer/orders/${move.moveDatabaseID}/checkout`, token);
  expect(checkout.status, JSON.stringify(checkout.body)).to.equal(200);
  return decodeURIComponent(checkout.body.url.split('/pay/')[1]!);
}

/** The deposit paid by card as the customer would on Stripe's page, without a browser; resolves once Stripe's event reached the server. */
async function payDepositByCard(move: BookedMove): Promise<number> {
  const sessionId = await checkoutSessionOf(move);
  const paid = stripeFake().completeCheckout(sessionId);
  await stripeFake().waitForDelivery((d) => d.type === 'checkout.session.completed' && d.event.data.object.id === sessionId);
  return paid.session.amount_total!;
}

const paymentsCard = (page: Page, name = 'Payments') => page.getByRole('region', { name, exact: true });
const stateOf = (card: Locator) => card.getByTestId('payment-state');
const lines = (card: Locator) => card.getByTestId('payment-line');

/** The card's money facts, by name. */
async function factsOf(card: Locator): Promise<Record<string, string>> {
  const facts = card.getByTestId('payment-facts');
  const names = await facts.locator('dt').allInnerTexts();
  const values = await facts.locator('dd').allInnerTexts();
  return Object.fromEntries(names.map((name, i) => [name.trim(), values[i]!.trim()]));
}

/** Waits for the card to show its payments (its state badge). */
async function cardShown(page: Page, name?: string): Promise<Locator> {
  const card = paymentsCard(page, name);
  await stateOf(card).waitFor();
  return card;
}

/** The card alone, for people to look at; and the whole page from its top (the bar is fixed: a page scrolled down would show it in the middle). */
async function shots(page: Page, card: Locator, name: string): Promise<void> {
  await card.screenshot({ path: join(SCREENSHOT_DIR, `${name}-card.png`), animations: 'disabled' });
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

/** Stripe's test checkout page, once the browser is on it. */
async function onStripePage(page: Page): Promise<void> {
  await page.waitForURL(`${stripeFake().url}/pay/**`);
  await page.getByRole('heading', { name: 'Stripe test checkout' }).waitFor();
}

/** Back on the order page from Stripe's, once the app runs it. */
async function backOnOrderPage(page: Page, move: BookedMove): Promise<void> {
  await page.waitForURL(`**/customer/orderdetails?order=${move.moveDatabaseID}*`);
  await customerPageReady(page);
  await page.getByRole('heading', { level: 1, name: new RegExp(move.moveID) }).waitFor();
}

/** The address, once the page has taken its `payment` parameter away (a reload says nothing again). */
const paymentParamGone = (page: Page) => page.waitForFunction(() => !new URLSearchParams(location.search).has('payment') && location.search.includes('order='));

describe('Paying online (issue 34): a booked move, cards taken through Stripe', () => {
  it("when the customer pays the deposit from the order page, then Stripe's page takes it; back on the page it is being confirmed until Stripe's event comes, then it reads paid with its line and no Pay button", async () => {
    const move = await bookMove('Paloma', [14, 15]);
    const before = await paymentsOf(move);
    expect(before.due?.purpose).to.equal('deposit');
    expect(before.cardPayments).to.equal(true);
    const deposit = before.due!.amountCents;
    const { context, page } = await openPage({ viewport: DESKTOP });
    const checkouts: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === `/api/customer/orders/${move.moveDatabaseID}/checkout`) checkouts.push(request.method());
    });
    try {
      await openOrderPage(page, move);
      const card = await cardShown(page);
      expect(await stateOf(card).innerText()).to.contain(en('paymentState.unpaid'));
      expect(await factsOf(card)).to.deep.equal({
        [en('orderPriceLabel')]: dollarsEn(before.priceCents!),
        [en('paymentDepositLabel')]: dollarsEn(deposit),
        [en('paymentPaidLabel')]: dollarsEn(0),
        [en('paymentBalanceLabel')]: dollarsEn(before.balanceCents!),
      });
      expect(await card.getByTestId('no-payment-lines').innerText()).to.equal(en('paymentNoLines'));
      await shots(page, card, 'payments-due-desktop');

      const pay = card.getByRole('button', { name: en('paymentPayDeposit', { amount: dollarsEn(deposit) }) });
      // A double click asks for one Checkout page.
      await pay.dblclick();
      await onStripePage(page);
      expect(checkouts, 'one checkout call for two clicks').to.deep.equal(['POST']);
      expect(await page.getByRole('main').innerText()).to.contain(`Amount due: ${dollarsEn(deposit)}`);

      // Stripe's events wait: the page must say the payment is being confirmed, not paid, until they come.
      stripeFake().holdEvents();
      try {
        await page.getByRole('button', { name: 'Pay', exact: true }).click();
        await backOnOrderPage(page, move);
        const back = await cardShown(page);
        const notice = back.getByTestId('payment-notice');
        expect(await notice.getAttribute('data-notice')).to.equal('confirming');
        expect(await notice.innerText()).to.equal(en('paymentConfirming'));
        await paymentParamGone(page);
        expect(await stateOf(back).innerText()).to.contain(en('paymentState.unpaid'));
        expect(await back.getByRole('button', { name: /Pay the/ }).count(), 'nothing to pay again while it is confirmed').to.equal(0);
        await back.screenshot({ path: join(SCREENSHOT_DIR, 'payments-confirming-desktop-card.png') });
      } finally {
        await stripeFake().releaseEvents();
      }

      const card2 = paymentsCard(page);
      await card2.locator('[data-testid="payment-notice"][data-notice="confirmed"]').waitFor();
      expect(await card2.getByTestId('payment-notice').innerText()).to.equal(en('paymentConfirmed'));
      expect(await stateOf(card2).getAttribute('data-state')).to.equal('deposit_paid');
      expect(await stateOf(card2).innerText()).to.contain(en('paymentState.deposit_paid'));
      expect(await lines(card2).count()).to.equal(1);
      const cells = (await lines(card2).first().getByRole('cell').allInnerTexts()).map((c) => c.trim());
      expect(cells.slice(1)).to.deep.equal([en('paymentKind.payment'), en('paymentMethod.card'), dollarsEn(deposit)]);
      expect(cells[0]).to.match(/^\d{2}\/\d{2}\/\d{4}$/);
      expect(await card2.getByRole('button', { name: /Pay the/ }).count(), 'nothing due: no Pay button').to.equal(0);
      await shots(page, card2, 'payments-paid-desktop');

      // A reload says nothing of the return again.
      await page.reload();
      const reloaded = await cardShown(page);
      expect(await reloaded.getByTestId('payment-notice').count()).to.equal(0);
      expect(await stateOf(reloaded).getAttribute('data-state')).to.equal('deposit_paid');
      const after = await paymentsOf(move);
      expect(after.paidCents).to.equal(deposit);
      expect(after.due).to.equal(null);
      expect(pageErrors(page)).to.deep.equal([]);
    } finally {
      await context.close();
    }
  });

  it("when the card is declined on a phone, then Stripe's page says so; back on the order page why shows, in the page's words, with a hint, no payment was made, and a second try pays on the same page", async () => {
    const move = await bookMove('Dorota', [14, 15]);
    const deposit = (await paymentsOf(move)).due!.amountCents;
    const { context, page } = await openPage({ viewport: PHONE });
    try {
      await openOrderPage(page, move);
      const card = await cardShown(page);
      expect(await noHorizontalScroll(page)).to.equal(true);
      await shots(page, card, 'payments-due-phone');
      await card.getByRole('button', { name: en('paymentPayDeposit', { amount: dollarsEn(deposit) }) }).click();
      await onStripePage(page);
      const firstPage = page.url();
      const failed = stripeFake().waitForDelivery(
        (d) => d.type === 'payment_intent.payment_failed' && d.event.data.object.metadata?.orderId === move.moveDatabaseID,
      );
      await page.getByRole('button', { name: 'Decline card' }).click();
      await page.getByRole('alert').filter({ hasText: 'Your card was declined.' }).waitFor();
      await failed;
      await page.getByRole('link', { name: 'Back' }).click();

      await backOnOrderPage(page, move);
      const back = await cardShown(page);
      await back.locator('[data-testid="payment-notice"][data-notice="cancelled"]').waitFor();
      expect(await back.getByTestId('payment-notice').innerText()).to.equal(en('paymentCancelled'));
      const declined = back.getByTestId('card-error');
      await declined.waitFor();
      expect(await declined.innerText())
        .to.contain(en('paymentCardDeclined', { error: en('cardDeclined') }))
        .and.to.contain(en('paymentTryAgainHint'));
      expect(await stateOf(back).getAttribute('data-state')).to.equal('unpaid');
      await paymentParamGone(page);
      expect(await noHorizontalScroll(page)).to.equal(true);
      await shots(page, back, 'payments-declined-phone');

      // The same Checkout page is still open: a second try goes there and pays.
      await back.getByRole('button', { name: en('paymentPayDeposit', { amount: dollarsEn(deposit) }) }).click();
      await onStripePage(page);
      expect(page.url(), 'the open Checkout page again').to.equal(firstPage);
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      await backOnOrderPage(page, move);
      const paid = paymentsCard(page);
      await paid.locator('[data-testid="payment-state"][data-state="deposit_paid"]').waitFor();
      await paid.locator('[data-testid="payment-notice"][data-notice="confirmed"]').waitFor();
      expect(await paid.getByTestId('card-error').count(), 'the decline is over').to.equal(0);
      expect(await noHorizontalScroll(page)).to.equal(true);
      await shots(page, paid, 'payments-paid-phone');
      expect(pageErrors(page)).to.deep.equal([]);
    } finally {
      await context.close();
    }
  });

  it("when Stripe's word is late, then after a minute of asking the page says it may take a little longer and offers nothing to pay again; once the word comes, the page shows it paid", async () => {
    const move = await bookMove('Leocadia', [14, 15]);
    const deposit = (await paymentsOf(move)).due!.amountCents;
    const { context, page } = await openPage({ viewport: DESKTOP });
    try {
      await openOrderPage(page, move);
      const card = await cardShown(page);
      await card.getByRole('button', { name: en('paymentPayDeposit', { amount: dollarsEn(deposit) }) }).click();
      await onStripePage(page);
      const reads: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith(`/api/customer/orders/${move.moveDatabaseID}/payments`)) reads.push(request.url());
      });
      stripeFake().holdEvents();
      try {
        await page.getByRole('button', { name: 'Pay', exact: true }).click();
        await backOnOrderPage(page, move);
        const back = await cardShown(page);
        // The page asks for a minute, each time a little later, then stops and says so.
        const slow = back.locator('[data-testid="payment-notice"][data-notice="slow"]');
        await slow.waitFor({ timeout: 90_000 });
        expect(await slow.innerText()).to.equal(en('paymentSlow'));
        expect(await back.getByRole('button', { name: /Pay the/ }).count(), 'it says not to pay again, and offers nothing to pay').to.equal(0);
        // A few seconds apart, longer each time: a dozen reads or so in the minute, not one a second.
        expect(reads.length, 'reads while it waited').to.be.within(5, 20);
      } finally {
        await stripeFake().releaseEvents();
      }
      await page.reload();
      const paid = await cardShown(page);
      expect(await stateOf(paid).getAttribute('data-state')).to.equal('deposit_paid');
      expect(pageErrors(page)).to.deep.equal([]);
    } finally {
      await context.close();
    }
  });

  it('when a signed-in customer books on the estimate page, then Close leads to their orders, which offer the deposit now; the button opens Stripe’s page for it, and coming back unpaid says so', async () => {
    const customer = await customerByApi('Ximena');
    const quoted = await quoteByApi(denverDraft());
    const { context, page } = await openPage({ viewport: PHONE });
    try {
      expect((await bookSignedIn(page, customer, quoted)).status(), 'the booking itself waits for nothing else').to.equal(200);
      const dialog = page.getByRole('dialog', { name: 'Congratulations!' });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await page.waitForURL('**/customer/customerorders');

      const prompt = page.getByTestId('deposit-prompt').filter({ hasText: quoted.answer.moveID });
      await prompt.waitFor();
      const token = await logInByApi(customer.email, customer.password);
      const due = await apiCall<Payments>('GET', `/customer/orders/${quoted.answer.moveDatabaseID}/payments`, token);
      const deposit = due.body.due!.amountCents;
      expect(await prompt.innerText()).to.contain(en('depositPromptText', { moveId: quoted.answer.moveID, amount: dollarsEn(deposit) }));
      expect(await noHorizontalScroll(page)).to.equal(true);
      await screenshot(page, 'payments-prompt-orders-phone');

      await prompt.getByRole('button', { name: en('depositPromptButton') }).click();
      await onStripePage(page);
      expect(await page.getByRole('main').innerText()).to.contain(`Amount due: ${dollarsEn(deposit)}`);
      await page.getByRole('link', { name: 'Back' }).click();
      await page.waitForURL(`**/customer/orderdetails?order=${quoted.answer.moveDatabaseID}*`);
      await customerPageReady(page);
      const card = await cardShown(page);
      await card.locator('[data-testid="payment-notice"][data-notice="cancelled"]').waitFor();
      expect(await card.getByRole('button', { name: en('paymentPayDeposit', { amount: dollarsEn(deposit) }) }).count()).to.equal(1);
      expect(pageErrors(page)).to.deep.equal([]);
    } finally {
      await context.close();
    }
  });

  it('when the customer cancels online before the cut-off after paying the deposit by card, then the dialog says it comes back to the card, and the refund line shows once Stripe confirms it', async () => {
    const move = await bookMove('Henrike', [12, 13]);
    const deposit = await payDepositByCard(move);
    const { context, page } = await openPage({ viewport: DESKTOP });
    try {
      await openOrderPage(page, move);
      const card = await cardShown(page);
      expect(await stateOf(card).getAttribute('data-state')).to.equal('deposit_paid');
      await page.getByRole('button', { name: en('cancelOrderButton') }).click();
      const dialog = page.getByRole('dialog', { name: en('cancelOrderTitle') });
      await dialog.waitFor();
      expect(await dialog.getByTestId('cancel-card-refund').innerText()).to.equal(en('cancelCardDepositBack', { amount: dollarsEn(deposit) }));
      await shot(page, 'payments-cancel-dialog-desktop', false);
      await dialog.getByRole('radio', { name: 'My plans changed' }).check();
      const cancelled = page.waitForResponse((r) => r.url().endsWith(`/api/customer/orders/${move.moveDatabaseID}/cancel`));
      await dialog.getByRole('button', { name: en('cancelOrderButton') }).click();
      expect((await cancelled).status()).to.equal(200);
      await page
        .getByRole('status')
        .filter({ hasText: en('cancelledOnline') })
        .waitFor();

      // The refund is Stripe's to confirm: the page reads the payments again until its line comes.
      const refund = lines(card).filter({ hasText: en('paymentKind.refund') });
      await refund.waitFor();
      const cells = (await refund.getByRole('cell').allInnerTexts()).map((c) => c.trim());
      expect(cells.slice(1)).to.deep.equal([en('paymentKind.refund'), en('paymentMethod.card'), dollarsEn(-deposit)]);
      expect(await stateOf(card).getAttribute('data-state')).to.equal('refunded');
      expect(await factsOf(card), 'a cancelled order owes nothing').to.deep.equal({ [en('paymentPaidLabel')]: dollarsEn(0) });
      expect(
        stripeFake()
          .refunds.filter((r) => r.metadata?.orderId === move.moveDatabaseID)
          .map((r) => r.amount),
      ).to.deep.equal([deposit]);
      await shots(page, card, 'payments-refunded-desktop');
      expect(pageErrors(page)).to.deep.equal([]);
    } finally {
      await context.close();
    }
  });

  it('when the cut-off has passed and the deposit is paid, then the page says the customer cannot cancel online and that the deposit is kept', async () => {
    const move = await bookMove('Wendelin', [1, 2]);
    const deposit = await payDepositByCard(move);
    const { context, page } = await openPage({ viewport: PHONE });
    try {
      await openOrderPage(page, move);
      await cardShown(page);
      const kept = page.getByTestId('cancel-refusal').getByTestId('cancel-kept');
      await kept.waitFor();
      expect(await kept.innerText()).to.equal(en('cancelKeptDeposit', { amount: dollarsEn(deposit) }));
      expect(await page.getByRole('button', { name: en('cancelOrderButton') }).count()).to.equal(0);
      expect(await noHorizontalScroll(page)).to.equal(true);
      await page.getByTestId('cancel-refusal').screenshot({ path: join(SCREENSHOT_DIR, 'payments-kept-after-cutoff-phone.png') });
    } finally {
      await context.close();
    }
  });
});

describe('Paying online: the balance, and a company that takes no cards online', () => {
  it('when the move is completed with its deposit paid, then the balance is due: its button pays it through Stripe, and the order reads paid in full', async () => {
    const move = await bookMove('Ottilie', [0, 1]);
    const deposit = await payDepositByCard(move);
    await completeMove(await adminToken(), move);
    const owed = await paymentsOf(move);
    expect(owed.due).to.deep.equal({ purpose: 'balance', amountCents: owed.priceCents! - deposit });
    const { context, page } = await openPage({ viewport: PHONE });
    try {
      await openOrderPage(page, move);
      const card = await cardShown(page);
      expect(await stateOf(card).getAttribute('data-state')).to.equal('deposit_paid');
      await card.getByRole('button', { name: en('paymentPayBalance', { amount: dollarsEn(owed.due!.amountCents) }) }).click();
      await onStripePage(page);
      expect(await page.getByRole('main').innerText()).to.contain(`Amount due: ${dollarsEn(owed.due!.amountCents)}`);
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      await backOnOrderPage(page, move);
      const paid = paymentsCard(page);
      await paid.locator('[data-testid="payment-state"][data-state="paid"]').waitFor();
      expect(await stateOf(paid).innerText()).to.contain(en('paymentState.paid'));
      expect((await factsOf(paid))[en('paymentBalanceLabel')]).to.equal(dollarsEn(0));
      expect(await lines(paid).count()).to.equal(2);
      expect(await paid.getByRole('button', { name: /Pay the/ }).count()).to.equal(0);
      expect(await noHorizontalScroll(page)).to.equal(true);
      expect(pageErrors(page)).to.deep.equal([]);
    } finally {
      await context.close();
    }
  });

  it('when the company has not set Stripe up, then the card asks the deposit on move day, with no button, and paying online is refused', async () => {
    const move = await bookMove('Bartholomew', [14, 15]);
    // Another server on the run's database, without STRIPE_SECRET_KEY.
    const port = await freePort();
    const cardsOff = await startServer({
      env: { DATABASE_URL: running().databaseUrl, PUBLIC_URL: `http://127.0.0.1:${port}` },
      port,
      echoOutput: process.env.E2E_VERBOSE === '1',
    });
    const { context, page } = await openPage({ viewport: DESKTOP, baseUrl: cardsOff.baseUrl });
    try {
      const token = await logInByApi(move.email, PASSWORD);
      const answer = await apiCall<Payments>('GET', `/customer/orders/${move.moveDatabaseID}/payments`, token, undefined, cardsOff);
      expect(answer.body.cardPayments).to.equal(false);
      const deposit = answer.body.due!.amountCents;
      await logIn(page, move.email, PASSWORD);
      await page.waitForURL('**/customer/customerorders');
      await page.goto(`/customer/orderdetails?order=${move.moveDatabaseID}`);
      const card = await cardShown(page);
      expect(await card.getByTestId('pay-offline').innerText()).to.equal(en('paymentDepositOnMoveDay', { amount: dollarsEn(deposit) }));
      expect(await card.getByRole('button').count(), 'nothing to press').to.equal(0);
      await shots(page, card, 'payments-cards-off-desktop');
      const refused = await apiCall('POST', `/customer/orders/${move.moveDatabaseID}/checkout`, token, undefined, cardsOff);
      expect(refused.status).to.equal(409);
      expect(refused.body.errorCode).to.equal(ErrorCode.paymentNotDue);
      expect(pageErrors(page)).to.deep.equal([]);
    } finally {
      await context.close();
      await cardsOff.stop();
    }
  });
});

describe('Paying online in Spanish', () => {
  it("when the customer reads Spanish, then the Payments card is in Spanish before and after paying, a declined card's reason too, on a desktop and on a phone", async () => {
    const move = await bookMove('Graciela', [14, 15]);
    const deposit = (await paymentsOf(move)).due!.amountCents;
    const spanishWords = [
      'paymentsHeading',
      'paymentStateLabel',
      'paymentDepositLabel',
      'paymentPaidLabel',
      'paymentBalanceLabel',
      'paymentLinesCaption',
      'paymentSecureNote',
    ] as const;

    let { context, page } = await spanishSignedIn(move.email, PASSWORD, DESKTOP);
    try {
      await page.goto(`/customer/orderdetails?order=${move.moveDatabaseID}`);
      const card = await cardShown(page, es('paymentsHeading'));
      const text = await card.innerText();
      for (const key of spanishWords.filter((k) => k !== 'paymentStateLabel')) expect(text, key).to.contain(es(key));
      expect(await stateOf(card).innerText()).to.contain(es('paymentState.unpaid'));
      expect(await card.getByRole('button', { name: es('paymentPayDeposit', { amount: dollarsEs(deposit) }) }).count()).to.equal(1);
      expect(text).to.contain(es('paymentNoLines'));
      for (const english of ['Payments', 'Deposit', 'Balance', 'Pay the']) expect(text, english).not.to.contain(english);
      await shots(page, card, 'payments-due-desktop-es');

      // A card the bank turns down: why, in Spanish (Stripe's own words are English only).
      const sessionId = await checkoutSessionOf(move);
      stripeFake().declineCheckout(sessionId, DECLINES.insufficientFunds);
      await stripeFake().waitForDelivery((d) => d.type === 'payment_intent.payment_failed' && d.event.data.object.metadata.orderId === move.moveDatabaseID);
      await page.reload();
      const declined = (await cardShown(page, es('paymentsHeading'))).getByTestId('card-error');
      await declined.waitFor();
      expect(await declined.innerText())
        .to.contain(es('paymentCardDeclined', { error: es('cardInsufficientFunds') }))
        .and.to.contain(es('paymentTryAgainHint'));
    } finally {
      await context.close();
    }

    await payDepositByCard(move);
    ({ context, page } = await spanishSignedIn(move.email, PASSWORD, PHONE));
    try {
      await page.goto(`/customer/orderdetails?order=${move.moveDatabaseID}`);
      const card = await cardShown(page, es('paymentsHeading'));
      expect(await stateOf(card).innerText()).to.contain(es('paymentState.deposit_paid'));
      // On a phone each line reads what and how, its amount at the end, and its day under them.
      expect(await card.getByRole('table').count(), 'no table on a phone').to.equal(0);
      const line = lines(card).first();
      expect(await line.innerText())
        .to.contain(`${es('paymentKind.payment')} · ${es('paymentMethod.card')}`)
        .and.to.contain(dollarsEs(deposit))
        .and.to.match(/\d{1,2} \w{3} \d{4}/);
      const amountRight = await line.evaluate((li) => {
        const amount = li.children[1]!.getBoundingClientRect();
        return amount.right <= li.getBoundingClientRect().right + 0.5 && amount.width > 0;
      });
      expect(amountRight, 'the amount fits inside its line').to.equal(true);
      expect(await noHorizontalScroll(page)).to.equal(true);
      await shots(page, card, 'payments-paid-phone-es');

      const read = page.waitForResponse((r) => r.url().endsWith(`/api/customer/orders/${move.moveDatabaseID}/payments`));
      await page.goto('/customer/customerorders');
      await page.getByRole('heading', { level: 1, name: 'Mis pedidos' }).waitFor();
      expect((await read).status()).to.equal(200);
      await pageSettled(page);
      expect(await page.getByTestId('deposit-prompt').count(), 'paid: no prompt').to.equal(0);
      expect(pageErrors(page)).to.deep.equal([]);
    } finally {
      await context.close();
    }
  });
});
