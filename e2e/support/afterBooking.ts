import { readFile } from 'node:fs/promises';
import { expect } from 'chai';
import type { BrowserContext, Page } from 'playwright-core';
import { todayIn } from '@moveday/openapi';
import { sql } from '../admin/adminSupport.js';
import { DESKTOP, logIn, openContext } from './browser.js';
import { CUSTOMER_PASSWORD as PASSWORD, addCrew, bookMove, call, crewSignIn, mailMatching, offer, type BookedMove, type Crew } from './partner.js';
import { api, logInByApi } from './seed.js';
import { running } from './hooks.js';

export { PASSWORD, bookMove };

/** After booking (issue 18): customers with orders made the way the product makes them, and what the tests do to them by API. */

/** Today in Denver, where every move of these tests starts, as a calendar day. */
export const denverToday = (): number => todayIn('America/Denver');

/** The order as its customer reads it (POST /api/customer/orderdetail). */
export async function customerOrder(move: BookedMove): Promise<any> {
  const token = await logInByApi(move.email, PASSWORD);
  const detail = await api('/customer/orderdetail', { moveDatabaseID: move.moveDatabaseID }, token);
  expect(detail.status, JSON.stringify(detail.body)).to.equal(200);
  return detail.body;
}

/** The customer's options on the order (GET /api/customer/orders/{id}/options). */
export async function customerOptions(move: BookedMove): Promise<any> {
  const token = await logInByApi(move.email, PASSWORD);
  const options = await call('GET', `/customer/orders/${move.moveDatabaseID}/options`, token);
  expect(options.status, JSON.stringify(options.body)).to.equal(200);
  return options.body;
}

/** Signs the customer in and opens the order's page, once its actions (the server's options) are drawn. */
export async function openOrderPage(page: Page, move: BookedMove): Promise<void> {
  await logIn(page, move.email, PASSWORD);
  await page.waitForURL('**/customer/customerorders');
  const options = page.waitForResponse((r) => r.url().endsWith(`/api/customer/orders/${move.moveDatabaseID}/options`));
  await page.goto(`/customer/orderdetails?order=${move.moveDatabaseID}`);
  await page.getByRole('heading', { level: 1, name: `Order ${move.moveID}` }).waitFor();
  expect((await options).status(), 'the options answer').to.equal(200);
  await page.getByTestId('contact-note').waitFor();
}

/** A crew for the move: added, and the move offered to it on its first preferred day (the order becomes partnerassigned). */
export async function assignCrew(adminToken: string, move: BookedMove, label = 'After Booking Movers'): Promise<Crew> {
  const crew = await addCrew(adminToken, label);
  await offer(adminToken, move, crew);
  return crew;
}

/**
 * A move done: offered to a crew on its first preferred day (today), accepted, and marked done by
 * the crew, as the partner pages do it. The order becomes completed.
 */
export async function completeMove(adminToken: string, move: BookedMove): Promise<Crew> {
  const crew = await assignCrew(adminToken, move, 'Rated Movers');
  const signIn = await crewSignIn(adminToken, crew, 'crew-rated');
  const crewToken = await logInByApi(signIn.email, signIn.password);
  const accepted = await call('POST', `/partner/jobs/${move.moveDatabaseID}/accept`, crewToken);
  expect(accepted.status, JSON.stringify(accepted.body)).to.equal(200);
  const done = await call('POST', `/partner/jobs/${move.moveDatabaseID}/done`, crewToken, {});
  expect(done.status, JSON.stringify(done.body)).to.equal(200);
  return crew;
}

/**
 * The path and query of the rating link in the customer's rating-request mail: /rate?token=...
 * The server mails it at 10:00 the morning after the move was completed (a timer in its job
 * queue); the test does not wait a night: it makes that timer due now, and waits for the mail.
 */
export async function ratingLinkMailedTo(move: BookedMove): Promise<string> {
  const due = await sql(`UPDATE pgboss.job SET start_after = now() WHERE name = 'rating-requests' AND data->>'moveId' = $1 AND state IN ('created', 'retry')`, [
    move.moveDatabaseID,
  ]);
  expect(due.rowCount, 'the rating request waiting for its morning').to.equal(1);
  const mail = await mailMatching(move.email, /\/rate\?token=/);
  const match = mail.match(/https?:\/\/[^\s"<>]+(\/rate\?token=[\w-]+)/);
  expect(match, 'a rating link in the mail').to.not.equal(null);
  return match![1]!;
}

/** A file the browser downloaded, as bytes. */
export const downloadedBytes = async (path: string): Promise<Buffer> => readFile(path);

interface LoginAnswer {
  token: string;
  expiresAt: number;
  customerDetails: { userType: string };
}

/** The session /login keeps for `email` with "Keep me logged in", as the site stores it. */
export async function savedSessionOf(email: string, password = PASSWORD): Promise<string> {
  const login = await api<LoginAnswer>('/loginRoute', { loginEmail: email, loginPassword: password });
  expect(login.status, JSON.stringify(login.body)).to.equal(200);
  return JSON.stringify({
    token: login.body.token,
    expiresAt: login.body.expiresAt,
    userType: login.body.customerDetails.userType,
    userDetails: login.body.customerDetails,
    keepMeLoggedIn: true,
  });
}

/**
 * A browser whose visitor chose Spanish (the site's saved choice) and is signed in as `email`
 * (the session /login keeps with "Keep me logged in"): the test is about the pages after signing in.
 */
export async function spanishSignedIn(email: string, password = PASSWORD, viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const state = await savedSessionOf(email, password);
  const context = await openContext({ viewport });
  await context.addInitScript((saved) => {
    localStorage.setItem('moveday.locale', 'es');
    localStorage.setItem('state', saved);
  }, state);
  // The choice as the switch keeps it: in the browser and in the cookie the server reads.
  await context.addCookies([{ name: 'moveday_locale', value: 'es', url: running().baseUrl }]);
  return { context, page: await context.newPage() };
}
