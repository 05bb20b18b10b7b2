import { expect } from 'chai';
import type { Locator, Page, Response } from 'playwright-core';
import { DAY_MS, dayToIso, todayIn } from '@moveday/openapi';
import { api } from '../support/seed.js';
import { addOrder, adminToken, apiCall, openAdminPage, pdfText, shot, uniqueName } from './adminSupport.js';

/**
 * The seeded month: fifteen months ahead, where no other journey books a move, so each day holds
 * this file's moves alone (the suite shares one database).
 */
function seededMonth(): { first: number; day: (n: number) => number } {
  const today = new Date(todayIn('America/Denver'));
  const first = Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 15, 1);
  return { first, day: (n) => first + (n - 1) * DAY_MS };
}

/** The Monday of a day's week (the calendar's weeks run Monday to Sunday). */
const mondayOf = (day: number) => day - ((new Date(day).getUTCDay() + 6) % 7) * DAY_MS;

const FORT_COLLINS = { streetaddress: '300 Laporte Ave', city: 'Fort Collins', state: 'CO', zipcode: '80521' };
const FORT_COLLINS_EAST = { streetaddress: '1200 Lemay Ave', city: 'Fort Collins', state: 'CO', zipcode: '80525' };

interface Seeded {
  moveID: string;
  moveDatabaseID: string;
  lastName: string;
}

/** An order of a customer with a name of its own, its preferred dates the given day and the next. */
async function orderOn(token: string, day: number, mode: 'save' | 'confirm', city: 'Denver' | 'Fort Collins' = 'Denver'): Promise<Seeded> {
  const lastName = uniqueName('Dispatch');
  const order = await addOrder(token, { firstName: 'Dora', lastName }, mode, (draft) => {
    draft.moveDatePreferences = { preferredDateOpt1: day, preferredDateOpt2: day + DAY_MS };
    if (city === 'Fort Collins') {
      draft.pickupTab1.pickUpAddress = { ...FORT_COLLINS };
      draft.dropLocationTab.dropoffAddress = { ...FORT_COLLINS_EAST };
    }
  });
  return { moveID: order.moveID, moveDatabaseID: order.moveDatabaseID, lastName };
}

async function partnerWithCrews(token: string, companyName: string, crews: number): Promise<{ partnerID: string; companyName: string }> {
  const answer = await api<any>(
    '/partner_details',
    {
      companyName,
      city: 'Denver',
      state: 'CO',
      namePrimaryContact: 'Pat Partner',
      primaryEmailPrimaryContact: 'pat@partner.example',
      primaryPhonePrimaryContact: '3035550188',
      crews,
      serviceCities: [],
    },
    token,
  );
  expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
  return answer.body.result;
}

/** The next answer of the dispatch call (that `matches`, when given): started before the action that asks for it. */
function dispatchAnswer(page: Page, matches: (query: URLSearchParams) => boolean = () => true): Promise<Response> {
  return page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === '/api/admin/dispatch' && response.request().method() === 'GET' && matches(url.searchParams);
  });
}

/** The calendar once it shows an answer and is not fetching another. */
async function settled(page: Page, answer: Promise<Response>): Promise<Locator> {
  const response = await answer;
  expect(response.status(), await response.text()).to.equal(200);
  // By its label, not its role: with a day's panel open the page behind it is hidden from the accessibility tree.
  const calendar = page.locator('section[aria-label="Dispatch calendar"]');
  await page.locator('section[aria-label="Dispatch calendar"][aria-busy="false"][data-range]').waitFor();
  return calendar;
}

const moveEvent = (calendar: Locator, order: Seeded) => calendar.locator(`a.fc-event[href$="id=${encodeURIComponent(order.moveDatabaseID)}"]`);
const dayCell = (calendar: Locator, day: number) => calendar.locator(`td[data-date="${dayToIso(day)}"]`);
const needCrewBadge = (calendar: Locator, day: number) => dayCell(calendar, day).locator('.dispatch-need-crew');
/** Waits for a day's badge to count `n` moves needing a crew (its words for screen readers included). */
const badgeSays = (calendar: Locator, day: number, n: number) =>
  needCrewBadge(calendar, day)
    .filter({ hasText: new RegExp(`^${n}\\s*need a crew$`) })
    .waitFor();

const style = (locator: Locator, property: 'backgroundColor' | 'color') => locator.evaluate((el, p) => getComputedStyle(el)[p], property);

/** The legend's chip of a status (the console's OrderStatusChip). */
const legendChip = (page: Page, label: string) =>
  page
    .getByRole('group', { name: 'Legend' })
    .locator('.MuiChip-root')
    .filter({ hasText: new RegExp(`^${label}$`) });

/** Picks options of one of the filters (a MUI select), then closes its menu. */
async function pickFilter(page: Page, filter: 'City' | 'Partner' | 'Status', options: string[]): Promise<void> {
  await page.getByRole('group', { name: 'Filters' }).getByRole('combobox', { name: filter }).click();
  const listbox = page.getByRole('listbox');
  for (const option of options) await listbox.getByRole('option', { name: option, exact: true }).click();
  if (filter === 'Status') await page.keyboard.press('Escape');
  await listbox.waitFor({ state: 'detached' });
}

describe('Admin console: the dispatch calendar', () => {
  let token: string;
  const month = seededMonth();
  // A Wednesday-or-so of the second week holds four moves (three confirmed): more than a month cell shows.
  const busyDay = month.day(9);
  const assignedDay = month.day(10);
  const fortCollinsDay = month.day(16);
  let open1: Seeded, open2: Seeded, open3: Seeded, unconfirmed: Seeded, assigned: Seeded, cancelled: Seeded, fortCollins: Seeded;
  let partner: { partnerID: string; companyName: string };

  before(async () => {
    token = await adminToken();
    partner = await partnerWithCrews(token, uniqueName('Dispatch Movers '), 2);
    [open1, open2, open3, unconfirmed, assigned, cancelled, fortCollins] = await Promise.all([
      orderOn(token, busyDay, 'confirm'),
      orderOn(token, busyDay, 'confirm'),
      orderOn(token, busyDay, 'confirm'),
      orderOn(token, busyDay, 'save'),
      orderOn(token, assignedDay, 'confirm'),
      orderOn(token, assignedDay, 'confirm'),
      orderOn(token, fortCollinsDay, 'confirm', 'Fort Collins'),
    ]);
    const assign = await apiCall('POST', '/admin/assignpartner', token, {
      moveDatabaseID: assigned.moveDatabaseID,
      actualMoveDate: assignedDay,
      partnerDatabaseID: partner.partnerID,
    });
    expect(assign.status, JSON.stringify(assign.body)).to.equal(200);
    const cancel = await apiCall('POST', '/admin/add_cancel_reason', token, { moveDatabaseID: cancelled.moveDatabaseID, cancelReason: 'Plans changed' });
    expect(cancel.status, JSON.stringify(cancel.body)).to.equal(200);
  });

  it('when the Dispatch tab opens a month, then one call fetches its grid and each day shows its moves coloured by status, a few and "+N more", and its count of moves needing a crew', async () => {
    const { context, page } = await openAdminPage();
    try {
      const calls: URL[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname === '/api/admin/dispatch') calls.push(url);
      });
      const bar = page.getByRole('banner');
      await bar.getByRole('tab', { name: 'Dashboard', selected: true }).waitFor();
      expect(await bar.getByRole('tab').allInnerTexts(), 'the spec three tabs first, unchanged').to.deep.equal([
        'Dashboard',
        'Orders',
        'Settings',
        'Dispatch',
        'Customers',
        'Enquiries',
        'Mail',
        'Payments',
        'Settlements',
        'Reviews',
        'Integrations',
      ]);
      const first = dispatchAnswer(page);
      await bar.getByRole('tab', { name: 'Dispatch' }).click();
      await page.waitForURL('**/admin/dispatch*');
      await bar.getByRole('tab', { name: 'Dispatch', selected: true }).waitFor();
      await settled(page, first);

      // To the seeded month: one call for its 42 days, not the whole book.
      const seeded = dispatchAnswer(page, (q) => q.get('from') === dayToIso(mondayOf(month.first)));
      await page.goto(`/admin/dispatch?date=${dayToIso(month.first)}`);
      const calendar = await settled(page, seeded);
      const [call] = calls.slice(-1);
      const from = Date.parse(`${call!.searchParams.get('from')}T00:00:00Z`);
      const to = Date.parse(`${call!.searchParams.get('to')}T00:00:00Z`);
      expect((to - from) / DAY_MS + 1, 'the month grid: six weeks').to.equal(42);
      expect(
        calls.filter((c) => c.searchParams.get('from') === call!.searchParams.get('from')),
        'one call for the range',
      ).to.have.length(1);

      // The busy day: the three needing a crew first, then "+1 more" for the unconfirmed one.
      for (const order of [open1, open2, open3]) await moveEvent(calendar, order).waitFor();
      expect(await moveEvent(calendar, open1).innerText())
        .to.contain(open1.moveID)
        .and.to.contain(open1.lastName)
        .and.to.contain('Denver');
      expect(await moveEvent(calendar, unconfirmed).count(), 'beyond the three a cell shows').to.equal(0);
      await dayCell(calendar, busyDay).getByRole('button', { name: '+1 more' }).waitFor();
      await badgeSays(calendar, busyDay, 3);
      expect(await needCrewBadge(calendar, assignedDay).count(), 'no badge on a day with every move crewed').to.equal(0);

      // Coloured as the status chips.
      expect(await style(moveEvent(calendar, open1), 'backgroundColor')).to.equal(await style(legendChip(page, 'Confirmed'), 'backgroundColor'));
      expect(await style(moveEvent(calendar, assigned), 'backgroundColor')).to.equal(await style(legendChip(page, 'Partner assigned'), 'backgroundColor'));
      expect(await style(moveEvent(calendar, cancelled), 'backgroundColor')).to.equal(await style(legendChip(page, 'Cancelled'), 'backgroundColor'));
      expect(await style(moveEvent(calendar, open1), 'backgroundColor')).to.not.equal(await style(moveEvent(calendar, assigned), 'backgroundColor'));
      await shot(page, 'dispatch-month');

      // "+1 more" opens the day, where the fourth move is.
      await dayCell(calendar, busyDay).getByRole('button', { name: '+1 more' }).click();
      const panel = page.getByRole('dialog', {
        name: new Date(busyDay).toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }),
      });
      await panel.getByRole('link', { name: unconfirmed.moveID, exact: true }).waitFor();
      expect(await panel.getByTestId('day-summary').innerText()).to.equal('4 moves · 3 need a crew');
    } finally {
      await context.close();
    }
  });

  it('when the week view is chosen, then one call fetches its seven days and every move of a day is shown', async () => {
    const { context, page } = await openAdminPage(`/admin/dispatch?date=${dayToIso(busyDay)}`);
    try {
      await settled(page, dispatchAnswer(page));
      const week = dispatchAnswer(page, (q) => q.get('from') === dayToIso(mondayOf(busyDay)) && q.get('to') === dayToIso(mondayOf(busyDay) + 6 * DAY_MS));
      await page.getByRole('group', { name: 'Calendar view' }).getByRole('button', { name: 'Week' }).click();
      const calendar = await settled(page, week);
      await page.waitForURL(/view=week/);
      for (const order of [open1, open2, open3, unconfirmed]) await moveEvent(calendar, order).waitFor();
      expect(await calendar.getByRole('button', { name: /more$/ }).count(), 'a week shows every move').to.equal(0);
      await badgeSays(calendar, busyDay, 3);
      await dayCell(calendar, busyDay).locator('.fc-daygrid-day-number', { hasText: '4 moves' }).waitFor();
      await shot(page, 'dispatch-week');

      // A reload keeps the week.
      const again = dispatchAnswer(page, (q) => q.get('from') === dayToIso(mondayOf(busyDay)));
      await page.reload();
      await settled(page, again);
      await moveEvent(calendar, unconfirmed).waitFor();
    } finally {
      await context.close();
    }
  });

  it('when a filter is chosen, then the call asks for it, the calendar shows only what matches, and the address keeps it through a reload', async () => {
    const { context, page } = await openAdminPage(`/admin/dispatch?date=${dayToIso(month.first)}`);
    try {
      let calendar = await settled(page, dispatchAnswer(page));
      await moveEvent(calendar, fortCollins).waitFor();
      await moveEvent(calendar, assigned).waitFor();

      // City
      let answer = dispatchAnswer(page, (q) => q.get('city') === 'Fort Collins');
      await pickFilter(page, 'City', ['Fort Collins']);
      calendar = await settled(page, answer);
      await moveEvent(calendar, open1).waitFor({ state: 'detached' });
      await moveEvent(calendar, fortCollins).waitFor();
      expect(await moveEvent(calendar, assigned).count()).to.equal(0);
      expect(new URL(page.url()).searchParams.get('city')).to.equal('Fort Collins');
      await shot(page, 'dispatch-city');

      // Partner (with every city again)
      answer = dispatchAnswer(page, (q) => !q.has('city'));
      await pickFilter(page, 'City', ['All cities']);
      await settled(page, answer);
      answer = dispatchAnswer(page, (q) => q.get('partnerId') === partner.partnerID);
      await pickFilter(page, 'Partner', [partner.companyName]);
      calendar = await settled(page, answer);
      await moveEvent(calendar, fortCollins).waitFor({ state: 'detached' });
      await moveEvent(calendar, assigned).waitFor();
      expect(await moveEvent(calendar, open1).count()).to.equal(0);
      expect(new URL(page.url()).searchParams.get('partner')).to.equal(partner.partnerID);

      // Status (with every partner again): cancelled and unconfirmed
      answer = dispatchAnswer(page, (q) => !q.has('partnerId'));
      await pickFilter(page, 'Partner', ['All partners']);
      await settled(page, answer);
      answer = dispatchAnswer(page, (q) => q.get('status') === 'estimate_open,cancelled');
      await pickFilter(page, 'Status', ['Cancelled', 'Not yet confirmed']);
      calendar = await settled(page, answer);
      await moveEvent(calendar, open1).waitFor({ state: 'detached' });
      await moveEvent(calendar, cancelled).waitFor();
      await moveEvent(calendar, unconfirmed).waitFor();
      expect(await moveEvent(calendar, assigned).count()).to.equal(0);
      await needCrewBadge(calendar, busyDay).waitFor({ state: 'detached' }); // no confirmed move shown, none counted
      expect(new URL(page.url()).searchParams.get('status')).to.equal('estimate_open,cancelled');

      // A reload asks again with the filters in the address.
      answer = dispatchAnswer(page, (q) => q.get('status') === 'estimate_open,cancelled');
      await page.reload();
      calendar = await settled(page, answer);
      await moveEvent(calendar, cancelled).waitFor();
      expect(await page.getByRole('group', { name: 'Filters' }).getByRole('combobox', { name: 'Status' }).innerText()).to.equal('Not yet confirmed, Cancelled');
      await shot(page, 'dispatch-status');
    } finally {
      await context.close();
    }
  });

  it('when a move is clicked, then its order opens', async () => {
    const { context, page } = await openAdminPage(`/admin/dispatch?date=${dayToIso(month.first)}`);
    try {
      const calendar = await settled(page, dispatchAnswer(page));
      await moveEvent(calendar, assigned).click();
      await page.waitForURL(`**/admin/editorder?id=${assigned.moveDatabaseID}`);
      await page.getByRole('heading', { name: `Order ${assigned.moveID}` }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('when an open move is assigned from its day, then it turns Partner assigned, the day needs one crew fewer and the partner has one crew booked; the day sheet names the day moves', async () => {
    const { context, page } = await openAdminPage(`/admin/dispatch?date=${dayToIso(month.first)}`);
    try {
      const calendar = await settled(page, dispatchAnswer(page));
      await dayCell(calendar, busyDay).locator('a.fc-daygrid-day-number').click();
      const panel = page.getByRole('dialog').filter({ has: page.getByTestId('day-summary') });
      await panel.getByTestId('day-summary').getByText('4 moves · 3 need a crew').waitFor();
      const crews = panel.getByRole('table').getByRole('row').filter({ hasText: partner.companyName });
      expect(await crews.innerText()).to.contain('0 of 2 crews');

      const item = panel.getByRole('listitem').filter({ hasText: open1.moveID });
      expect(
        await panel.getByRole('listitem').filter({ hasText: unconfirmed.moveID }).getByRole('button', { name: 'Assign Partner' }).count(),
        'not before it is confirmed',
      ).to.equal(0);
      await item.getByRole('button', { name: 'Assign Partner' }).click();
      const dialog = page.getByRole('dialog', { name: 'Assign Partner' });
      await dialog.getByRole('combobox', { name: 'Partner' }).click();
      await page.getByRole('option', { name: new RegExp(`^${partner.companyName}`) }).click();
      await shot(page, 'dispatch-assign', false);
      const assignedCall = page.waitForResponse((r) => r.url().endsWith('/api/admin/assignpartner'));
      const refetched = dispatchAnswer(page);
      await dialog.getByRole('button', { name: 'Done' }).click();
      expect((await assignedCall).status()).to.equal(200);
      await settled(page, refetched);
      await item.getByText('Partner assigned').waitFor();
      expect(await item.innerText()).to.contain(partner.companyName);
      await panel.getByTestId('day-summary').getByText('4 moves · 2 need a crew').waitFor();
      expect(await crews.innerText()).to.contain('1 of 2 crews');
      await badgeSays(calendar, busyDay, 2);
      expect((await apiCall('GET', `/admin/orders/${open1.moveDatabaseID}`, token)).body).to.deep.include({
        moveStatus: 'partnerassigned',
        actualMoveDate: busyDay,
      });

      // The day's sheet: a PDF naming the day's moves.
      const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: 'Print day sheet' }).click()]);
      expect(download.suggestedFilename()).to.equal(`moveday-dispatch-${dayToIso(busyDay)}.pdf`);
      const text = await pdfText((await download.path())!);
      for (const order of [open1, open2, open3, unconfirmed]) expect(text, order.moveID).to.contain(order.moveID);
      expect(text).to.contain(partner.companyName);
      await shot(page, 'dispatch-day-panel', false);

      await panel.getByRole('button', { name: 'Close' }).click();
      await panel.waitFor({ state: 'detached' });
      await badgeSays(calendar, busyDay, 2);
    } finally {
      await context.close();
    }
  });
});
