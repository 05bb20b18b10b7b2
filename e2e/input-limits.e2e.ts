import { expect } from 'chai';
import type { Locator } from 'playwright-core';
import { DAY_MS, Messages, Ranges, dayToIso, latestDay, todayIn } from '@moveday/openapi';
import { openAdminPage } from './admin/adminSupport.js';
import { openPage, DESKTOP } from './support/browser.js';
import {
  addCount,
  countOf,
  dayAhead,
  expectForward,
  expectTab,
  fillHome,
  goNext,
  iso,
  nextHint,
  PICKUP,
  TUESDAY,
  WEDNESDAY,
  wizardStep,
} from './support/wizard.js';

/** The catalogue's ranges and text rule in both apps' controls (issue 13): counters stop, date pickers end, bad text is named. */

const latest = () => latestDay(todayIn('America/Denver'));

async function clickUntilDisabled(button: Locator, times: number): Promise<void> {
  for (let i = 0; i < times; i += 1) await button.click();
  expect(await button.isDisabled(), 'the button stops at the most').to.equal(true);
}

describe('Input limits in the quote wizard', () => {
  it('when dates reach past two years, counts reach their most, or an address holds a control character, then the wizard says so and Next waits', async () => {
    const { context, page } = await openPage({ viewport: DESKTOP });
    try {
      await page.goto('/getaquotetabs');
      await expectTab(page, 0);
      const move = wizardStep(page, 0);
      await move.getByRole('radio', { name: 'Boxed and Ready to Go' }).check();
      const date1 = move.getByLabel('Preferred date 1');
      await date1.focus();
      expect(await waitForAttribute(date1, 'max')).to.equal(dayToIso(latest()));
      await date1.fill(iso(latest() + DAY_MS));
      await move.getByLabel('Preferred date 2').fill(iso(dayAhead(WEDNESDAY)));
      await expectForward(page, false, 'a date beyond two years');
      expect(await move.innerText()).to.contain(Messages.dateTooFarAhead);
      await date1.fill('9999-01-01');
      await expectForward(page, false, 'a date in 9999');
      expect(await move.innerText()).to.contain(Messages.dateTooFarAhead);
      await date1.fill(iso(dayAhead(TUESDAY)));
      await expectForward(page, true, 'dates within the window');
      await goNext(page, 1);

      const pickup = wizardStep(page, 1);
      await fillHome(pickup, PICKUP);
      await clickUntilDisabled(pickup.getByRole('button', { name: 'Add a Bedroom', exact: true }), Ranges.roomCount.max);
      expect(await countOf(pickup, 'Bedroom')).to.equal(Ranges.roomCount.max);
      await pickup.getByRole('textbox', { name: 'Street address' }).fill('1600 Champa\u0007St');
      await expectForward(page, false, 'a street with a control character');
      expect(await nextHint(page).innerText()).to.equal(Messages.textNotStorable);
      expect(await pickup.innerText()).to.contain(Messages.textNotStorable);
      await pickup.getByRole('textbox', { name: 'Street address' }).fill('1600 Champa St · Ñandú 🏠');
      await expectForward(page, true, 'a street in any script');
      await goNext(page, 1.5);

      const access = wizardStep(page, 1.5);
      await clickUntilDisabled(access.getByRole('button', { name: 'Add Upright Piano', exact: true }), Ranges.heavyItemCount.max);
      expect(await countOf(access, 'Upright Piano')).to.equal(Ranges.heavyItemCount.max);
      await addCount(access, 'Safe (over 150 lbs)');
      await expectForward(page, true, 'heavy items at their most');
    } finally {
      await context.close();
    }
  });
});

describe("Input limits in the console's Add Order", () => {
  it("when counts reach their most, the dates the window's end, or an address a control character, then the form says so", async () => {
    const { context, page } = await openAdminPage('/admin/addorder');
    try {
      const move = page.getByRole('region', { name: 'Move Details', exact: true });
      const date1 = move.getByLabel(/^Preferred move date \(option 1\)/);
      await date1.waitFor();
      expect(await date1.getAttribute('max')).to.equal(dayToIso(latest()));
      await date1.fill(dayToIso(latest() + DAY_MS));
      await move.getByText(Messages.dateTooFarAhead).waitFor();

      const details = page.getByRole('region', { name: 'Pickup Size, Rooms, Heavy Items and Navigation', exact: true });
      await clickUntilDisabled(details.getByRole('button', { name: 'More: Bedroom' }), Ranges.roomCount.max);
      await clickUntilDisabled(details.getByRole('button', { name: 'More: Arcade Games' }), Ranges.heavyItemCount.max);

      const pickup = page.getByRole('region', { name: 'Pickup Location', exact: true });
      await pickup.getByRole('textbox', { name: /^City/ }).fill('Den\u0007ver');
      await pickup.getByText(Messages.textNotStorable).waitFor();
    } finally {
      await context.close();
    }
  });
});

/** The attribute once the field has set it (a bound from today is set when the field is first used). */
async function waitForAttribute(field: Locator, name: string): Promise<string | null> {
  await field.page().waitForFunction(([el, attr]) => (el as Element).hasAttribute(attr as string), [await field.elementHandle(), name] as const);
  return field.getAttribute(name);
}
