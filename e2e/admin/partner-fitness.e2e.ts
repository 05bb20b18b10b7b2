import { expect } from 'chai';
import type { Locator, Page } from 'playwright-core';
import { DAY_MS, Messages, WEEKDAYS, dayToIso, formatDay, todayIn, weekdayOf } from '@moveday/openapi';
import { crewSignIn } from '../support/partner.js';
import { logInByApi } from '../support/seed.js';
import { addOrder, addPartner, adminToken, apiCall, expectMessage, openAdminPage, searchOrders, shot, uniqueName } from './adminSupport.js';

const today = () => todayIn('America/Denver');
const dayLabel = (day: number) => `${formatDay(day)} (${WEEKDAYS[weekdayOf(day)]})`;

interface Dispatch {
  serviceCities?: string[];
  crews?: number | null;
  licenceNumber?: string;
  insuranceExpires?: number | null;
}

/** A partner whose name sorts first on the partner list (its first page), with its Dispatch fields set by API. */
async function partnerWith(token: string, prefix: string, dispatch: Dispatch = {}) {
  const partner = await addPartner(token, uniqueName(`AAA ${prefix} `));
  if (Object.keys(dispatch).length > 0) {
    const stored = (await apiCall('GET', `/admin/partners/${partner.partnerID}`, token)).body;
    const saved = await apiCall('PUT', `/admin/partners/${partner.partnerID}`, token, {
      companyName: stored.companyName,
      city: stored.city,
      state: stored.state,
      namePrimaryContact: stored.namePrimaryContact,
      primaryEmailPrimaryContact: stored.primaryEmailPrimaryContact,
      primaryPhonePrimaryContact: stored.primaryPhonePrimaryContact,
      ...dispatch,
    });
    expect(saved.status, JSON.stringify(saved.body)).to.equal(200);
  }
  return partner;
}

/** A confirmed Denver order of its own customer, on the two days given (within this week and the next, so it counts in the load). */
async function denverOrder(token: string, days: [number, number]) {
  const lastName = uniqueName('Fit');
  const order = await addOrder(token, { firstName: 'Ines', lastName }, 'confirm', (draft) => {
    draft.moveDatePreferences = { preferredDateOpt1: days[0], preferredDateOpt2: days[1] };
  });
  return { ...order, lastName, days };
}

async function assignByApi(token: string, moveDatabaseID: string, partnerDatabaseID: string, actualMoveDate: number) {
  const answer = await apiCall('POST', '/admin/assignpartner', token, { moveDatabaseID, partnerDatabaseID, actualMoveDate });
  expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
}

/** The server's own reasons why a partner does not fit the order on the day: what the dialog must show. */
async function reasonsOf(token: string, moveDatabaseID: string, day: number, partnerID: string): Promise<string[]> {
  const answer = await apiCall('GET', `/admin/assignablepartners?moveDatabaseID=${moveDatabaseID}&actualMoveDate=${day}`, token);
  expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
  const fit = answer.body.partners.find((p: { partnerID: string }) => p.partnerID === partnerID);
  expect(fit, `${partnerID} in the answer`).to.not.equal(undefined);
  return fit.reasons;
}

const partnerRow = (page: Page, company: string) => page.getByRole('row').filter({ hasText: company });
const unfitSection = (dialog: Locator) => dialog.getByRole('region', { name: /^Not available on / });
const options = (page: Page) => page.getByRole('listbox').getByRole('option');

/** Opens the Partner choices, reads them, closes them again. */
async function choicesIn(page: Page, dialog: Locator): Promise<string[]> {
  await dialog.getByRole('combobox', { name: 'Partner' }).click();
  await options(page).first().waitFor();
  const names = await options(page).allInnerTexts();
  await page.keyboard.press('Escape');
  await page.getByRole('listbox').waitFor({ state: 'detached' });
  return names;
}

describe('Admin console: partner fitness (issue 17)', () => {
  let token: string;
  before(async () => {
    token = await adminToken();
  });

  it("when an admin sets a partner's service cities, crews, licence and insurance on Edit Partner, then they are stored and the list shows them", async () => {
    const partner = await partnerWith(token, 'Form Movers');
    const insurance = today() + 10 * DAY_MS;
    const { context, page } = await openAdminPage(`/admin/editpartner?id=${partner.partnerID}`);
    try {
      const dispatch = page.getByRole('region', { name: 'Dispatch' });
      const crews = dispatch.getByRole('textbox', { name: 'Crews' });
      await crews.waitFor();
      expect(await crews.inputValue(), 'no crews number is prefilled').to.equal('');
      await dispatch.getByText('All areas').waitFor();

      await dispatch.getByRole('combobox', { name: /^Service cities/ }).click();
      await page.getByRole('option', { name: 'Fort Collins' }).click();
      await page.getByRole('option', { name: 'Denver', exact: true }).click();
      await page.keyboard.press('Escape');
      await dispatch.getByText('Denver, Fort Collins').waitFor();

      // A count beyond 50: the server's words, before any call.
      await crews.fill('51');
      await page.getByRole('button', { name: 'Save Details' }).click();
      await expectMessage(page, Messages.partnerCrewsRange);

      await crews.fill('2');
      await dispatch.getByRole('textbox', { name: 'Licence number' }).fill('CO-PUC-4411');
      await dispatch.getByRole('textbox', { name: 'Insurance expires' }).fill(dayToIso(insurance));
      await shot(page, 'partner-fitness-form');
      await page.getByRole('button', { name: 'Save Details' }).click();
      await page.getByRole('dialog', { name: 'Are you sure you want to save the changes?' }).getByRole('button', { name: 'Ok' }).click();
      await page.waitForURL('**/admin/settings');

      const row = partnerRow(page, partner.companyName);
      await row.getByText('Denver, Fort Collins').waitFor();
      await row.getByText(`Expires ${formatDay(insurance)}`).waitFor();
      await row.getByText('0 this week · 0 next').waitFor();
      await row.getByRole('cell', { name: '2', exact: true }).waitFor();
      await shot(page, 'partner-fitness-list');

      const stored = (await apiCall('GET', `/admin/partners/${partner.partnerID}`, token)).body;
      expect(stored).to.deep.include({ crews: 2, licenceNumber: 'CO-PUC-4411', insuranceExpires: insurance });
      expect(stored.serviceCities).to.have.members(['Denver', 'Fort Collins']);

      // Prefilled again on the next edit; emptied, crews mean no daily limit.
      await page.getByRole('button', { name: `Edit ${partner.companyName}` }).click();
      await page.waitForURL('**/admin/editpartner?id=*');
      expect(await crews.inputValue()).to.equal('2');
      expect(await dispatch.getByRole('textbox', { name: 'Insurance expires' }).inputValue()).to.equal(dayToIso(insurance));
      await crews.fill('');
      await page.getByRole('button', { name: 'Save Details' }).click();
      await page.getByRole('dialog', { name: 'Are you sure you want to save the changes?' }).getByRole('button', { name: 'Ok' }).click();
      await page.waitForURL('**/admin/settings');
      await partnerRow(page, partner.companyName).getByRole('cell', { name: 'No limit', exact: true }).waitFor();
      expect((await apiCall('GET', `/admin/partners/${partner.partnerID}`, token)).body.crews).to.equal(null);
    } finally {
      await context.close();
    }
  });

  it('when an admin marks days off on Edit Partner, then each is listed with who set it and can be removed; a day with a move is refused with why', async () => {
    const partner = await partnerWith(token, 'Daysoff Movers');
    const [d1, d2] = [today() + 2 * DAY_MS, today() + 3 * DAY_MS];
    const order = await denverOrder(token, [d1, d2]);
    await assignByApi(token, order.moveDatabaseID, partner.partnerID, d1);
    // The partner marks one itself, in its own area.
    const crew = await crewSignIn(token, partner, 'dayoff');
    const partnerToken = await logInByApi(crew.email, crew.password);
    const own = await apiCall('POST', '/partner/daysoff', partnerToken, { day: d2 + DAY_MS });
    expect(own.status, JSON.stringify(own.body)).to.equal(200);

    const { context, page } = await openAdminPage(`/admin/editpartner?id=${partner.partnerID}`);
    try {
      const panel = page.getByRole('region', { name: 'Days off' });
      const table = panel.getByRole('table', { name: 'Days off' });
      await table
        .getByRole('row')
        .filter({ hasText: dayLabel(d2 + DAY_MS) })
        .getByText('The partner')
        .waitFor();

      await panel.getByRole('textbox', { name: 'Day off' }).fill(dayToIso(d2));
      await panel.getByRole('button', { name: 'Add day off' }).click();
      await table
        .getByRole('row')
        .filter({ hasText: dayLabel(d2) })
        .getByText('An admin')
        .waitFor();
      await shot(page, 'partner-fitness-days-off');

      // The day of its move: refused, with the server's words (reassign first).
      const refused = page.waitForResponse(
        (r) => r.request().method() === 'POST' && new URL(r.url()).pathname.endsWith(`/partners/${partner.partnerID}/daysoff`),
      );
      await panel.getByRole('textbox', { name: 'Day off' }).fill(dayToIso(d1));
      await panel.getByRole('button', { name: 'Add day off' }).click();
      const answer = await refused;
      expect(answer.status()).to.equal(409);
      const message = ((await answer.json()) as { errorMessage: string }).errorMessage;
      expect(message).to.include(partner.companyName).and.to.include(order.moveID);
      await expectMessage(page, message);
      expect(
        await table
          .getByRole('row')
          .filter({ hasText: dayLabel(d1) })
          .count(),
      ).to.equal(0);

      await panel.getByRole('button', { name: `Remove the day off ${formatDay(d2)}` }).click();
      await table
        .getByRole('row')
        .filter({ hasText: dayLabel(d2) })
        .waitFor({ state: 'detached' });
      const stored = (await apiCall('GET', `/admin/partners/${partner.partnerID}/daysoff`, token)).body;
      expect(stored.daysOff).to.deep.equal([{ day: d2 + DAY_MS, setBy: 'partner' }]);
    } finally {
      await context.close();
    }
  });

  it('when an order is assigned, then the dialog offers only the partners fit for the day, greys the others with their reasons, follows the date, and the load on the list follows', async () => {
    const [d1, d2] = [today() + DAY_MS, today() + 2 * DAY_MS];
    const order = await denverOrder(token, [d1, d2]);
    const far = await partnerWith(token, 'Far Movers', { serviceCities: ['Fort Collins'] });
    const away = await partnerWith(token, 'Away Movers', { serviceCities: ['Denver'] });
    const dayOff = await apiCall('POST', `/admin/partners/${away.partnerID}/daysoff`, token, { day: d1 });
    expect(dayOff.status, JSON.stringify(dayOff.body)).to.equal(200);
    const ready = await partnerWith(token, 'Ready Movers', { serviceCities: ['Denver'], crews: 1, insuranceExpires: today() + 60 * DAY_MS });
    const farReasons = await reasonsOf(token, order.moveDatabaseID, d1, far.partnerID);
    const awayReasons = await reasonsOf(token, order.moveDatabaseID, d1, away.partnerID);
    expect(farReasons).to.have.length.greaterThan(0);
    expect(awayReasons).to.have.length.greaterThan(0);

    const { context, page } = await openAdminPage('/admin/settings');
    try {
      await partnerRow(page, ready.companyName).getByText('0 this week · 0 next').waitFor();

      await searchOrders(page, order.lastName);
      const mine = page.getByRole('row').filter({ hasText: order.lastName });
      await mine.getByRole('button', { name: 'Assign Partner' }).click();
      const dialog = page.getByRole('dialog', { name: 'Assign Partner' });
      const unfit = unfitSection(dialog);
      for (const reason of [...farReasons, ...awayReasons]) await unfit.getByText(reason, { exact: true }).waitFor();
      await unfit.getByText(`${far.companyName} (Denver, CO)`, { exact: true }).waitFor();
      await shot(page, 'partner-fitness-assign-dialog', false);

      let choices = await choicesIn(page, dialog);
      expect(choices).to.include(`${ready.companyName} (Denver, CO) · 0 of 1 crew booked · No ratings`);
      expect(
        choices.some((c) => c.startsWith(far.companyName)),
        'a partner serving elsewhere is no choice',
      ).to.equal(false);
      expect(
        choices.some((c) => c.startsWith(away.companyName)),
        'a partner off that day is no choice',
      ).to.equal(false);

      // The other date: the partner off on the first is free on the second.
      await dialog.getByRole('radio', { name: dayLabel(d2) }).check();
      await unfit.getByText(`${away.companyName} (Denver, CO)`, { exact: true }).waitFor({ state: 'detached' });
      choices = await choicesIn(page, dialog);
      expect(choices.some((c) => c.startsWith(away.companyName))).to.equal(true);
      expect(choices.some((c) => c.startsWith(far.companyName))).to.equal(false);

      // Back to the first date, the partner chosen and Done pressed with the keyboard alone.
      await dialog.getByRole('radio', { name: dayLabel(d2) }).focus();
      await page.keyboard.press('ArrowUp');
      await dialog.getByRole('radio', { name: dayLabel(d1), checked: true }).waitFor();
      await unfit.getByText(`${away.companyName} (Denver, CO)`, { exact: true }).waitFor();
      const at = (await choicesIn(page, dialog)).findIndex((choice) => choice.startsWith(ready.companyName));
      expect(at).to.be.at.least(0);
      await dialog.getByRole('combobox', { name: 'Partner' }).focus();
      await page.keyboard.press('ArrowDown');
      await options(page).first().waitFor();
      for (let i = 0; i < at; i += 1) await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await page.getByRole('listbox').waitFor({ state: 'detached' });
      const done = dialog.getByRole('button', { name: 'Done', disabled: false });
      await done.focus();
      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'detached' });
      await mine.getByText('Partner assigned').waitFor();
      expect((await apiCall('GET', `/admin/orders/${order.moveDatabaseID}`, token)).body).to.deep.include({
        actualMoveDate: d1,
        partnerName: ready.companyName,
      });

      // The load: one move in these two weeks, and its one crew is booked that day.
      const { load } = (await apiCall('GET', `/admin/partners/${ready.partnerID}`, token)).body;
      expect(load.thisWeek + load.nextWeek).to.equal(1);
      expect(load.daysAtCapacity).to.equal(1);
      await page.goto('/admin/settings');
      const row = partnerRow(page, ready.companyName);
      await row.getByText(`${load.thisWeek} this week · ${load.nextWeek} next`).waitFor();
      await row.getByText('1 day at capacity').waitFor();
      await shot(page, 'partner-fitness-load');
    } finally {
      await context.close();
    }
  });

  it('when another admin books the last crew while the dialog is open, then Done is refused with the reason, the dialog stays with the list fetched again, and the other day can still be chosen', async () => {
    const [d1, d2] = [today() + 2 * DAY_MS, today() + 3 * DAY_MS];
    const order = await denverOrder(token, [d1, d2]);
    const other = await denverOrder(token, [d1, d2]);
    const last = await partnerWith(token, 'Last Crew Movers', { crews: 1 });

    const { context, page } = await openAdminPage(`/admin/editorder?id=${order.moveDatabaseID}`);
    try {
      await page.getByRole('region', { name: 'Final cost' }).getByRole('button', { name: 'Assign Partner' }).click();
      const dialog = page.getByRole('dialog', { name: 'Assign Partner' });
      await dialog.getByRole('combobox', { name: 'Partner' }).click();
      await page.getByRole('option', { name: new RegExp(`^${last.companyName}`) }).click();

      // Meanwhile its one crew is booked for that day on another order.
      await assignByApi(token, other.moveDatabaseID, last.partnerID, d1);
      const refused = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/admin/assignpartner');
      await dialog.getByRole('button', { name: 'Done' }).click();
      const answer = await refused;
      expect(answer.status()).to.equal(409);
      const message = ((await answer.json()) as { errorMessage: string }).errorMessage;
      expect(message).to.include(last.companyName);
      await expectMessage(page, message);

      await unfitSection(dialog).getByText(message, { exact: true }).waitFor();
      expect(await dialog.getByRole('button', { name: 'Done' }).isDisabled(), 'the partner is no longer a choice').to.equal(true);
      await shot(page, 'partner-fitness-last-crew-taken', false);

      await dialog.getByRole('radio', { name: dayLabel(d2) }).check();
      await dialog.getByRole('combobox', { name: 'Partner' }).click();
      await page.getByRole('option', { name: new RegExp(`^${last.companyName} \\(Denver, CO\\) · 0 of 1 crew booked`) }).click();
      await dialog.getByRole('button', { name: 'Done', disabled: false }).click();
      await dialog.waitFor({ state: 'detached' });
      expect((await apiCall('GET', `/admin/orders/${order.moveDatabaseID}`, token)).body).to.deep.include({
        actualMoveDate: d2,
        partnerName: last.companyName,
      });
    } finally {
      await context.close();
    }
  });
});
