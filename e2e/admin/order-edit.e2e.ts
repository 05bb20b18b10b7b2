import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { DAY_MS, Limits, Messages, dayToIso } from '@moveday/openapi';
import { GRAIN_MS, LATE_MS, watchLifetime } from '../support/browser.js';
import { addOrder, adminToken, apiCall, expectMessage, openAdminPage, shot, uniqueName } from './adminSupport.js';

const COST_UPDATED = 'Algorithm cost has been updated as per the latest changes';

/** The console's save of the order answered (PUT /api/admin/orders/{id}): set it up before the click that saves. */
const orderSaved = (page: Page, id: string) =>
  page.waitForResponse((response) => response.request().method() === 'PUT' && new URL(response.url()).pathname === `/api/admin/orders/${id}`);

const algorithmCost = async (page: Page) => Number((await page.getByTestId('algorithm-cost').innerText()).replace(/[^\d]/g, ''));

describe('Admin console: editing an order', () => {
  let token: string;
  before(async () => {
    token = await adminToken();
  });

  it('when an edit re-prices the move, then the algorithm cost changes and the notice shows top right for 5 s; the history records it', async () => {
    const order = await addOrder(token, { firstName: 'Reed', lastName: uniqueName('Price') }, 'confirm');
    const { context, page } = await openAdminPage(`/admin/editorder?id=${order.moveDatabaseID}`);
    try {
      await page.getByRole('region', { name: 'Customer Details' }).waitFor();
      const before = await algorithmCost(page);

      // Rooms: Save waits for at least one room.
      await page.getByRole('button', { name: 'Edit Rooms' }).click();
      const rooms = page.getByRole('dialog', { name: 'Edit Rooms' });
      for (const room of ['Living Room', 'Bedroom', 'Bedroom', 'Kitchen', 'Bathroom']) await rooms.getByRole('button', { name: `Fewer: ${room}` }).click();
      expect(await rooms.getByRole('button', { name: 'Save' }).isDisabled(), 'no rooms: Save disabled').to.equal(true);
      for (let i = 0; i < 6; i += 1) await rooms.getByRole('button', { name: 'More: Bedroom' }).click();
      await rooms.getByRole('button', { name: 'More: Living Room' }).click();
      await shot(page, 'edit-rooms-dialog', false);
      const shown = await watchLifetime(page, { text: COST_UPDATED });
      await rooms.getByRole('button', { name: 'Save' }).click();
      await rooms.waitFor({ state: 'detached' });

      const notice = page.getByText(COST_UPDATED);
      await notice.waitFor();
      const box = (await notice.boundingBox())!;
      const viewport = page.viewportSize()!;
      expect(box.y, 'top').to.be.below(viewport.height / 3);
      expect(box.x + box.width, 'right').to.be.above(viewport.width * 0.6);
      await shot(page, 'edit-cost-updated', false);
      await page.getByRole('region', { name: 'Pick Up Location' }).getByText('Living Room: 1, Bedroom: 6').waitFor();
      expect(await algorithmCost(page)).to.be.above(before);
      expect(await shown.lifetime(), "how long the notice shows (ms, on the page's clock)").to.be.within(
        Limits.snackbarMs - GRAIN_MS,
        Limits.snackbarMs + LATE_MS,
      );

      await page.getByRole('table', { name: 'Order history' }).getByText('Edited').waitFor();
      const stored = (await apiCall('GET', `/admin/orders/${order.moveDatabaseID}`, token)).body;
      expect(stored.pickupTab1.pickUpRooms).to.deep.include({ bedroom: 6, livingroom: 1, kitchen: 0 });
    } finally {
      await context.close();
    }
  });

  it("when fields are edited, then each keeps the spec's rules: final cost digits, navigation Other, drop-off address, delivery date, names", async () => {
    const order = await addOrder(token, { firstName: 'Iris', lastName: uniqueName('Rules') }, 'confirm');
    const { context, page } = await openAdminPage(`/admin/editorder?id=${order.moveDatabaseID}`);
    try {
      // Final Cost: digits only, not empty or 0.
      await page.getByRole('button', { name: 'Edit Final Cost' }).click();
      const cost = page.getByRole('textbox', { name: /^Final Cost/ });
      await cost.fill('9x');
      await expectMessage(page, Messages.amountNumbersOnly);
      await cost.fill('0');
      const finalCost = page.getByTestId('final-cost');
      expect(await finalCost.getByRole('button', { name: 'Save' }).isDisabled()).to.equal(true);
      await cost.fill('1500');
      const costSaved = orderSaved(page, order.moveDatabaseID);
      await finalCost.getByRole('button', { name: 'Save' }).click();
      expect((await costSaved).status()).to.equal(200);
      await finalCost.getByText('$1,500').waitFor();
      expect((await apiCall('GET', `/admin/orders/${order.moveDatabaseID}`, token)).body.finalMoveAmount).to.equal(1500);

      // Pickup navigation: Other needs its description before Save.
      await page.getByRole('region', { name: 'Pick Up Location' }).getByRole('button', { name: 'Edit Movers will need to navigate' }).click();
      const nav = page.getByRole('dialog', { name: 'Edit Movers will need to navigate' });
      await nav.getByRole('checkbox', { name: 'Other (Please explain)' }).check();
      expect(await nav.getByRole('button', { name: 'Save' }).isDisabled()).to.equal(true);
      await nav.getByRole('textbox', { name: /^Other: please explain/ }).fill('Spiral staircase');
      await nav.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Other: Spiral staircase').waitFor();

      // Drop-off address: Save waits for a complete address.
      await page.getByRole('button', { name: 'Edit Drop-off address' }).click();
      const address = page.getByRole('dialog', { name: 'Edit Drop-off address' });
      await address.getByRole('textbox', { name: /^Zip code/ }).fill('802');
      expect(await address.getByRole('button', { name: 'Save' }).isDisabled()).to.equal(true);
      await address.getByRole('textbox', { name: /^Zip code/ }).fill('80206');
      await address.getByRole('textbox', { name: 'Street address', exact: true }).fill('100 Detroit St');
      await address.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Denver, CO 80206').waitFor();

      // Boxes and supplies: a kit opens the delivery date, which may not come after a move date.
      const stored = (await apiCall('GET', `/admin/orders/${order.moveDatabaseID}`, token)).body;
      const first = stored.moveDatePreferences.preferredDateOpt1 as number;
      expect(await page.getByRole('button', { name: 'Edit Desired delivery date' }).isDisabled(), 'no kit: nothing to edit').to.equal(true);
      await page.getByRole('button', { name: 'Edit Boxes and supplies' }).click();
      const services = page.getByRole('region', { name: 'Services' });
      await services.getByRole('combobox', { name: /^Boxes and supplies/ }).click();
      await page.getByRole('option', { name: /^Medium Packing/ }).click();
      const delivery = services.getByLabel(/^Desired delivery date/);
      await delivery.fill(dayToIso(first + 3 * DAY_MS));
      await expectMessage(page, Messages.deliveryDateBeforeActualMove);
      expect(await delivery.inputValue(), 'the late date is cleared').to.equal('');
      expect(await services.getByRole('button', { name: 'Save' }).isDisabled()).to.equal(true);
      await delivery.fill(dayToIso(first - 2 * DAY_MS));
      // The kit shows in the field being edited already: wait for the save's answer, then the card.
      const kitSaved = orderSaved(page, order.moveDatabaseID);
      await services.getByRole('button', { name: 'Save' }).click();
      expect((await kitSaved).status()).to.equal(200);
      await services.getByRole('button', { name: 'Save' }).waitFor({ state: 'detached' });
      await services.getByText(/Medium Packing/).waitFor();
      const withKit = (await apiCall('GET', `/admin/orders/${order.moveDatabaseID}`, token)).body;
      expect(withKit.packingSupplies).to.deep.equal({ loadingAndUnloading: false, mediumPacking: true, largePacking: false });
      expect(withKit.servicesTab.desiredDeliveryDate.preferredDate).to.equal(first - 2 * DAY_MS);

      // Names: letters and spaces only.
      await page.getByRole('button', { name: 'Edit First name' }).click();
      const firstName = page.getByRole('region', { name: 'Customer Details' }).getByRole('textbox', { name: /^First name/ });
      await firstName.fill('Ir1s');
      await expectMessage(page, Messages.nameCharactersOnly);
      await firstName.fill('Irene');
      await page.getByRole('region', { name: 'Customer Details' }).getByRole('button', { name: 'Save' }).click();
      await page.getByRole('region', { name: 'Customer Details' }).getByText('Irene', { exact: true }).waitFor();
      await shot(page, 'edit-rules-done');
    } finally {
      await context.close();
    }
  });

  it('when printed, then the page is the order alone: no bar and no buttons', async () => {
    const order = await addOrder(token, { firstName: 'Pia', lastName: uniqueName('Print') }, 'confirm');
    const { context, page } = await openAdminPage(`/admin/editorder?id=${order.moveDatabaseID}`);
    try {
      await page.evaluate(() => {
        (window as unknown as { printed: number }).printed = 0;
        window.print = () => void ((window as unknown as { printed: number }).printed += 1);
      });
      await page.getByRole('button', { name: 'Print' }).click();
      expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).to.equal(1);
      await page.emulateMedia({ media: 'print' });
      expect(await page.getByRole('banner').isVisible()).to.equal(false);
      expect(await page.getByRole('button', { name: 'Print' }).isVisible()).to.equal(false);
      expect(
        await page
          .getByRole('button', { name: /^Edit / })
          .first()
          .isVisible(),
      ).to.equal(false);
      await page.getByRole('region', { name: 'Drop Location' }).waitFor();
      await shot(page, 'print-view');
      const pdf = await page.pdf({ format: 'Letter' });
      expect(pdf.length).to.be.above(10_000);
    } finally {
      await context.close();
    }
  });
});
