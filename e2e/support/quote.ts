import { expect } from 'chai';
import type { Page, Response } from 'playwright-core';
import { DAY_MS } from '@moveday/openapi';
import { denverDraft, withDraft } from '../../server/test/support/drafts.js';
import type { MoveDraft } from '../../server/src/modules/quotes/index.js';
import { logIn } from './browser.js';
import { api, uniqueEmail } from './seed.js';

/** The localStorage key the quote wizard keeps the visitor's draft and quote under. */
export const QUOTE_KEY = 'moveday.quote';
/** The sessionStorage key of a booking left pending across a login (the signup-to-login flag). */
export const PENDING_KEY = 'moveday.pendingBooking';

export interface QuoteAnswer {
  moveID: string;
  moveDatabaseID: string;
  quote: {
    estimateQuoteFlag: boolean;
    estimateQuotePrice: number;
    bookingPrice: number;
    movers: number;
    hours: number;
    roadMiles: number;
    lines: { rule: string; label: string; amount: number }[];
    datePrices: { date: number; price: number }[];
  };
}

export interface Quoted {
  draft: MoveDraft;
  answer: QuoteAnswer;
}

/** POST /api/residential_details, as Get Quote does. */
export async function quoteByApi(draft: MoveDraft = denverDraft()): Promise<Quoted> {
  const res = await api<QuoteAnswer>('/residential_details', draft);
  expect(res.status, JSON.stringify(res.body)).to.equal(200);
  return { draft, answer: res.body };
}

/** A big house with a large packing kit, on a Tuesday and a Saturday: a fixed price over $1,000 that differs by date. */
export const bigWeekendDraft = (): MoveDraft =>
  withDraft((d) => {
    const tuesday = d.moveDatePreferences.preferredDateOpt1!;
    // The Saturday of the same week: after the Tuesday, whatever day the tests run on.
    d.moveDatePreferences.preferredDateOpt2 = tuesday + 4 * DAY_MS;
    d.pickupTab1.pickUpLocationSize = '3,000 - 4,000';
    d.pickupTab1.pickUpRooms = { livingroom: 2, bedroom: 4, kitchen: 1, bathroom: 3 };
    d.packingSupplies.largePacking = true;
    d.servicesTab.desiredDeliveryDate.preferredDate = tuesday - 2 * DAY_MS;
  });

/** The Denver move with an upright piano: a rough estimate. */
export const pianoDraft = (): MoveDraft =>
  withDraft((d) => {
    d.pickupTab2.heavyItemsToMove = { uprightpiano: 1 };
  });

/**
 * Puts a priced quote in the browser as the wizard leaves it after Get Quote (review tab reached),
 * then opens the estimate page. The page must already be on the site's origin or will be taken there.
 */
export async function openEstimate(page: Page, quoted: Quoted): Promise<void> {
  if (!page.url().startsWith('http')) await page.goto('/');
  const saved = { draft: quoted.draft, tab: 4, furthest: 4, quote: quoted.answer };
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [QUOTE_KEY, JSON.stringify(saved)] as const);
  await page.goto('/quoteestimate');
  await page.getByTestId('estimate-price-card').waitFor();
}

/** A customer signs in, opens the quote's estimate page and presses Book My Move: answers the booking call's answer. */
export async function bookSignedIn(page: Page, customer: { email: string; password: string }, quoted: Quoted): Promise<Response> {
  await logIn(page, customer.email, customer.password);
  await page.waitForURL('**/customer/customerorders');
  await openEstimate(page, quoted);
  const booking = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/customer/updatemove');
  await page.getByTestId('estimate-price-card').getByRole('button', { name: 'Book My Move' }).click();
  return booking;
}

/** The stored quote flow, or null once booking or cancelling has cleared it. */
export const storedQuote = (page: Page): Promise<string | null> => page.evaluate((key) => localStorage.getItem(key), QUOTE_KEY);

export interface Customer {
  firstName: string;
  email: string;
  password: string;
  moveID: string;
}

/** A customer made the product's way: a quote booked at signup. */
export async function customerByApi(firstName: string): Promise<Customer> {
  const { answer } = await quoteByApi();
  const customer = { firstName, email: uniqueEmail(firstName.toLowerCase()), password: 'Moving-day1', moveID: answer.moveID };
  const signup = await api<{ statusCode: number }>('/signup_details', {
    moveDetailsID: answer.moveDatabaseID,
    firstName,
    lastName: 'Okafor',
    userEmail: customer.email,
    userPhone: '7205550142',
    password: customer.password,
    confirmPassword: customer.password,
    terms: true,
  });
  expect(signup.body.statusCode, JSON.stringify(signup.body)).to.equal(100);
  return customer;
}

/** The customer's orders as the API lists them. */
export async function ordersOf(email: string, password: string): Promise<{ moveID: string; moveStatus: string }[]> {
  const login = await api<{ token: string }>('/loginRoute', { loginEmail: email, loginPassword: password });
  expect(login.status, JSON.stringify(login.body)).to.equal(200);
  const orders = await api<{ moveID: string; moveStatus: string }[]>('/customer/allorders', { userId: 'ignored' }, login.body.token);
  expect(orders.status).to.equal(200);
  return orders.body;
}
