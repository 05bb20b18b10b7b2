import { join } from 'node:path';
import { expect } from 'chai';
import { DAY_MS, todayIn } from '@moveday/openapi';
import { denverDraft, withDraft } from '../../server/test/support/drafts.js';
import type { Page } from 'playwright-core';
import type { MoveDraft } from '../../server/src/modules/quotes/index.js';
import { SCREENSHOT_DIR, WAIT_MS } from './browser.js';
import { running } from './hooks.js';
import { api, apiCall, latestMailTo, logInByApi, uniqueEmail } from './seed.js';

/** The partner side's journeys: crews, their sign-ins, and orders offered to them, made by API. */

/** A screenshot for people to look at, with dialogs shown as they end (their fade-in run to its end). */
export async function shot(page: Page, name: string, fullPage = true): Promise<void> {
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage, animations: 'disabled' });
}

export const adminToken = () => logInByApi(running().adminEmail, running().adminPassword);

/** Calls the API with any method, with a token. */
export const call = <T = any>(method: string, path: string, token: string, body?: unknown) => apiCall<T>(method, path, token, body);

export interface Crew {
  partnerID: string;
  companyName: string;
}

/** A partner mover, as the console's Add Partner makes it (POST /api/admin/partners). */
export async function addCrew(token: string, label: string): Promise<Crew> {
  const companyName = `${label} ${Math.random().toString(36).slice(2, 8)}`;
  const added = await call<{ partnerID: string; companyName: string }>('POST', '/admin/partners', token, {
    companyName,
    city: 'Denver',
    state: 'CO',
    namePrimaryContact: 'Pat Lift',
    primaryEmailPrimaryContact: uniqueEmail('crew-office'),
    primaryPhonePrimaryContact: '3035550177',
  });
  expect(added.status, JSON.stringify(added.body)).to.equal(201);
  return { partnerID: added.body.partnerID, companyName: added.body.companyName };
}

/** An admin invites an email to sign in for the crew (the console's Sign-ins card); the server mails the link. */
export async function invite(token: string, crew: Crew, email: string): Promise<void> {
  const invited = await call('POST', `/admin/partners/${crew.partnerID}/signins`, token, { email });
  expect(invited.status, JSON.stringify(invited.body)).to.be.oneOf([200, 201]);
}

/** The path and query of the invitation link in a mail: /password/resetForm?token=...&invite=1 */
export function inviteLinkIn(mail: string): string {
  const match = mail.match(/https?:\/\/[^\s"<>]+(\/password\/resetForm\?token=[\w-]+)(?:&amp;|&)invite=1/);
  expect(match, 'an invitation link in the mail').to.not.equal(null);
  return `${match![1]!}&invite=1`;
}

export interface CrewSignIn {
  email: string;
  password: string;
}

/** A sign-in of the crew ready to use: invited, and its password set through the invitation's token. */
export async function crewSignIn(token: string, crew: Crew, label: string): Promise<CrewSignIn> {
  const email = uniqueEmail(label);
  const password = 'Crew-move1';
  await invite(token, crew, email);
  const link = inviteLinkIn(await latestMailTo(email));
  const resetToken = new URLSearchParams(link.slice(link.indexOf('?'))).get('token');
  const reset = await api('/password/reset', { token: resetToken, passwordDetails: { password, confirmPassword: password } });
  expect(reset.status, JSON.stringify(reset.body)).to.equal(200);
  return { email, password };
}

export interface BookedMove {
  moveDatabaseID: string;
  moveID: string;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  /** The two preferred days (UTC midnight ms): today in Denver, where the move starts, and tomorrow. */
  days: [number, number];
}

/** Every booked customer's password. */
export const CUSTOMER_PASSWORD = 'Moving-day1';

/**
 * A Denver move booked by a new customer at signup (status open) on two preferred days `offsets`
 * days from today in Denver; `edit` changes the draft first (a packing kit, a piano).
 */
export async function bookMove(
  firstName: string,
  offsets: [number, number],
  edit: (draft: MoveDraft) => void = () => undefined,
  who: { lastName: string; phone: string } = { lastName: 'Lindqvist', phone: '7205550199' },
): Promise<BookedMove> {
  const today = todayIn('America/Denver');
  const days: [number, number] = [today + offsets[0] * DAY_MS, today + offsets[1] * DAY_MS];
  const draft = withDraft((d) => {
    d.moveDatePreferences = { preferredDateOpt1: days[0], preferredDateOpt2: days[1] };
    edit(d);
  }, denverDraft());
  const quoted = await api<{ moveDatabaseID: string; moveID: string }>('/residential_details', draft);
  expect(quoted.status, JSON.stringify(quoted.body)).to.equal(200);
  const customer = { firstName, ...who, email: uniqueEmail(firstName.toLowerCase()) };
  const signup = await api<{ statusCode: number }>('/signup_details', {
    moveDetailsID: quoted.body.moveDatabaseID,
    firstName,
    lastName: customer.lastName,
    userEmail: customer.email,
    userPhone: customer.phone,
    password: CUSTOMER_PASSWORD,
    confirmPassword: CUSTOMER_PASSWORD,
    terms: true,
  });
  expect(signup.body.statusCode, JSON.stringify(signup.body)).to.equal(100);
  return { ...customer, moveDatabaseID: quoted.body.moveDatabaseID, moveID: quoted.body.moveID, days };
}

/**
 * A Denver move booked by a new customer at signup (status open), for today and tomorrow in
 * Denver: a crew can say it is on its way and finish it on the first of them.
 */
export const bookMoveForToday = (firstName: string): Promise<BookedMove> => bookMove(firstName, [0, 1], undefined, { lastName: 'Okafor', phone: '7205550142' });

/** The admin assigns the order to the crew on `day`: an offer (POST /api/admin/assignpartner). */
export async function offer(token: string, move: BookedMove, crew: Crew, day = move.days[0]): Promise<void> {
  const assigned = await call('POST', '/admin/assignpartner', token, {
    moveDatabaseID: move.moveDatabaseID,
    partnerDatabaseID: crew.partnerID,
    actualMoveDate: day,
  });
  expect(assigned.status, JSON.stringify(assigned.body)).to.equal(200);
}

/** The order as the console reads it. */
export async function adminOrder(token: string, move: BookedMove): Promise<any> {
  const order = await call('GET', `/admin/orders/${move.moveDatabaseID}`, token);
  expect(order.status, JSON.stringify(order.body)).to.equal(200);
  return order.body;
}

/** A mail to the address whose text matches; waits for the server's mail queue to write it. */
export const mailMatching = (address: string, pattern: RegExp, timeoutMs = WAIT_MS): Promise<string> =>
  latestMailTo(address, timeoutMs, (mail) => pattern.test(mail));
