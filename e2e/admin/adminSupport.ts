import { execFile } from 'node:child_process';
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect } from 'chai';
import pg from 'pg';
import type { Download, Page } from 'playwright-core';
import type { RunningServer } from '../../bench/lib/server.js';
import { denverDraft, withDraft } from '../../server/test/support/drafts.js';
import { SCREENSHOT_DIR, openPage } from '../support/browser.js';
import { running } from '../support/hooks.js';
import { api, apiCall, logInByApi, uniqueEmail } from '../support/seed.js';

/** The console's journeys keep their screenshots apart from the customer site's. */
export const ADMIN_SHOTS = join(SCREENSHOT_DIR, 'admin');

export async function shot(page: Page, name: string, fullPage = true): Promise<void> {
  await mkdir(ADMIN_SHOTS, { recursive: true });
  // Dialogs and menus still fading in are shown as they end (finite transitions run to their end).
  await page.screenshot({ path: join(ADMIN_SHOTS, `${name}.png`), fullPage, animations: 'disabled' });
}

/** Signs in on the one login screen, as a person would (the password field by its type: its label carries a required mark). */
export async function signInAtLogin(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByRole('textbox', { name: /^Email/ }).fill(email);
  await page.locator('input[type="password"]').first().fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

export const adminToken = () => logInByApi(running().adminEmail, running().adminPassword);

/**
 * A page signed in as the admin without going through /login each time: the session stored the
 * way the login screen stores it (the journey through /login has its own test). On the run's
 * server, or on a test's own.
 */
export async function openAdminPage(path = '/admin/dashboard', server: RunningServer = running()) {
  const opened = await openPage({ baseUrl: server.baseUrl });
  const login = await apiCall<any>('POST', '/loginRoute', '', { loginEmail: server.adminEmail, loginPassword: server.adminPassword }, server);
  expect(login.status).to.equal(200);
  await opened.page.goto('/api/health');
  await opened.page.evaluate((l) => {
    const state = { token: l.token, expiresAt: l.expiresAt, userType: l.customerDetails.userType, userDetails: l.customerDetails, keepMeLoggedIn: false };
    sessionStorage.setItem('state', JSON.stringify(state));
  }, login.body);
  await opened.page.goto(path);
  return { ...opened, token: login.body.token as string };
}

export { apiCall };

export const unique = (prefix: string) =>
  `${prefix}${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')
    .slice(0, 6)}`;

/** A last name of letters only, unique to one test, so a search finds that test's orders alone. */
export const uniqueName = (prefix: string) => {
  const letters = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
  return `${prefix}${letters}`;
};

export interface AddedOrder {
  moveID: string;
  moveDatabaseID: string;
  moveStatus: string;
}

/** An order added as the console adds it (POST /api/addorder). */
export async function addOrder(
  token: string,
  customer: { firstName: string; lastName: string },
  mode: 'save' | 'confirm',
  edit?: Parameters<typeof withDraft>[0],
): Promise<AddedOrder> {
  const draft = edit ? withDraft(edit) : denverDraft();
  const email = `${customer.firstName}.${customer.lastName}@example.com`.toLowerCase();
  const answer = await api<AddedOrder>(
    '/addorder',
    { ...draft, customerDetails: { ...customer, userEmail: email, userPhone: '3035550142' }, confirmSaveAdminAction: mode },
    token,
  );
  expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
  return answer.body;
}

export interface CustomerBooking {
  moveDatabaseID: string;
  moveID: string;
  lastName: string;
  email: string;
  /** The customer's bearer token, for their own calls (change requests, ratings). */
  token: string;
}

/** A fixed-price order booked by a new customer at signup, as the site books it (open), with the customer signed in. */
export async function bookedByCustomer(lastName: string, edit?: Parameters<typeof withDraft>[0]): Promise<CustomerBooking> {
  const quoted = await api<{ moveDatabaseID: string; moveID: string }>('/residential_details', edit ? withDraft(edit) : denverDraft());
  expect(quoted.status, JSON.stringify(quoted.body)).to.equal(200);
  const email = uniqueEmail(lastName.toLowerCase());
  const password = 'Moving-day1';
  const signup = await api<{ statusCode: number }>('/signup_details', {
    moveDetailsID: quoted.body.moveDatabaseID,
    firstName: 'Cora',
    lastName,
    userEmail: email,
    userPhone: '3035550131',
    password,
    confirmPassword: password,
    terms: true,
  });
  expect(signup.status, JSON.stringify(signup.body)).to.equal(200);
  return { moveDatabaseID: quoted.body.moveDatabaseID, moveID: quoted.body.moveID, lastName, email, token: await logInByApi(email, password) };
}

export async function addPartner(token: string, companyName: string): Promise<{ partnerID: string; companyName: string }> {
  const answer = await api<any>(
    '/partner_details',
    {
      companyName,
      city: 'Denver',
      state: 'CO',
      namePrimaryContact: 'Pat Partner',
      primaryEmailPrimaryContact: 'pat@partner.example',
      primaryPhonePrimaryContact: '3035550188',
    },
    token,
  );
  expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
  return answer.body.result;
}

/** Runs SQL on the e2e server's database: for what no call may do, such as a move day in the past. */
export async function sql(text: string, params: unknown[] = []): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: running().databaseUrl });
  await client.connect();
  try {
    return await client.query(text, params);
  } finally {
    await client.end();
  }
}

/** Puts an assigned order's move day (its actual date, the first preferred date) `days` in the past, the second the day after: as if time had passed. */
export async function moveDayIntoPast(moveDatabaseID: string, days = 2): Promise<void> {
  await sql(
    `UPDATE moves SET
       preferred_date_1 = current_date - $2::int,
       preferred_date_2 = current_date - $2::int + 1,
       actual_move_date = current_date - $2::int,
       draft = jsonb_set(jsonb_set(draft,
         '{moveDatePreferences,preferredDateOpt1}', to_jsonb((extract(epoch FROM current_date - $2::int) * 1000)::bigint)),
         '{moveDatePreferences,preferredDateOpt2}', to_jsonb((extract(epoch FROM current_date - $2::int + 1) * 1000)::bigint))
     WHERE id = $1`,
    [moveDatabaseID, days],
  );
}

/** A download's file, read whole. */
export async function downloadedText(download: Download): Promise<{ name: string; text: string; path: string }> {
  const path = await download.path();
  return { name: download.suggestedFilename(), text: await readFile(path, 'utf8'), path };
}

/** The text of a PDF, through poppler's pdftotext. */
export async function pdfText(path: string): Promise<string> {
  const { stdout } = await promisify(execFile)('/usr/bin/pdftotext', ['-layout', path, '-']);
  return stdout;
}

/** The Ok dialog's message (admin-side §8: every client-side message in a modal with an Ok button); closes it. */
export async function expectMessage(page: Page, message: string): Promise<void> {
  const dialog = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Ok', exact: true }) });
  await dialog.getByText(message, { exact: true }).waitFor();
  await dialog.getByRole('button', { name: 'Ok', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** The Orders list searched for `text`, with its Open tab's counts shown (the list keeps its search while the session lasts: the box may be open already). */
export async function searchOrders(page: Page, text: string): Promise<void> {
  await page.goto('/admin/ordersPage');
  const box = page.getByRole('searchbox', { name: 'Search orders' });
  await Promise.race([box.waitFor(), page.getByRole('button', { name: 'Search orders' }).waitFor()]);
  if (!(await box.isVisible())) await page.getByRole('button', { name: 'Search orders' }).click();
  await box.fill(text);
  await page.getByRole('tab', { name: /^Open \(\d+\/\d+\)$/ }).waitFor();
}

/** The list's row holding `text`, as the admin reads it: each cell by its column's header. */
export async function rowOf(page: Page, text: string): Promise<Record<string, string>> {
  const row = page.locator('tbody tr').filter({ hasText: text });
  await row.waitFor();
  expect(await row.count(), `one row with ${text}`).to.equal(1);
  const headers = (await page.locator('thead th').allInnerTexts()).map((h) => h.trim());
  const cells = (await row.locator('td').allInnerTexts()).map((c) => c.trim());
  return Object.fromEntries(headers.map((h, i) => [h, cells[i] ?? '']));
}
