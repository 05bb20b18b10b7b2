import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { DAY_MS, Messages, dayToIso } from '@moveday/openapi';
import { nextWeekday } from '../../server/test/support/drafts.js';
import { pageSettled } from '../support/browser.js';
import { adminToken, apiCall, expectMessage, openAdminPage, shot, uniqueName } from './adminSupport.js';

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const textbox = (scope: ReturnType<Page['getByRole']>, label: string) => scope.getByRole('textbox', { name: new RegExp(`^${label}( \\*)?$`) });

async function choose(page: Page, scope: ReturnType<Page['getByRole']>, label: string, option: string) {
  await scope.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function fillAddress(scope: ReturnType<Page['getByRole']>, street: string, city: string, state: string, zip: string) {
  await textbox(scope, 'Street address').fill(street);
  await textbox(scope, 'City').fill(city);
  await textbox(scope, 'State').fill(state);
  await textbox(scope, 'Zip code').fill(zip);
}

const checkQuoteButtons = (page: Page) => page.getByRole('button', { name: 'Check Quote' });

async function allCheckQuote(page: Page, enabled: boolean) {
  const buttons = checkQuoteButtons(page);
  await buttons.last().waitFor();
  expect(await buttons.count()).to.equal(2);
  for (const button of await buttons.all()) expect(await button.isEnabled(), `Check Quote ${enabled ? 'enabled' : 'disabled'}`).to.equal(enabled);
}

/** Fills Add Order with a Denver move, checking on the way that Check Quote waits for every rule. */
async function fillOrder(page: Page, lastName: string) {
  const tuesday = nextWeekday(2);
  const customer = region(page, 'Customer Details');
  await textbox(customer, 'First name').fill('Ann3');
  await expectMessage(page, Messages.nameCharactersOnly);
  expect(await textbox(customer, 'First name').inputValue()).to.equal('');
  await textbox(customer, 'First name').fill('Avery');
  await textbox(customer, 'Last name').fill(lastName);
  await textbox(customer, 'Email').fill(`avery.${lastName.toLowerCase()}@example.com`);
  await textbox(customer, 'Phone').fill('3035550177');
  await allCheckQuote(page, false);

  const move = region(page, 'Move Details');
  await move.getByRole('radio', { name: 'Boxed and Ready to Go' }).check();
  const date1 = move.getByLabel(/^Preferred move date \(option 1\)/);
  const date2 = move.getByLabel(/^Preferred move date \(option 2\)/);
  await date1.fill(dayToIso(tuesday));
  await date2.fill(dayToIso(tuesday));
  await expectMessage(page, Messages.bothDatesSame);
  expect([await date1.inputValue(), await date2.inputValue()]).to.deep.equal(['', '']);
  await date1.fill(dayToIso(tuesday));
  await date2.fill(dayToIso(tuesday + DAY_MS));

  const pickup = region(page, 'Pickup Location');
  await choose(page, pickup, 'Moving from', 'Apartment / Condo');
  await fillAddress(pickup, '1600 Glenarm Pl', 'Denver', 'CO', '80202');

  const details = region(page, 'Pickup Size, Rooms, Heavy Items and Navigation');
  await choose(page, details, 'Location size', '1,000 - 1,500 sq.ft.');
  await choose(page, details, 'Number of floors', '2');
  await allCheckQuote(page, false);
  await details.getByRole('button', { name: 'More: Bedroom' }).click();
  await details.getByRole('button', { name: 'More: Bedroom' }).click();
  await details.getByRole('button', { name: 'More: Kitchen' }).click();

  const drop = region(page, 'Drop Location');
  await choose(page, drop, 'Moving to', 'House');
  await choose(page, drop, 'Location size', '1,500 - 2,000 sq.ft.');
  await choose(page, drop, 'Number of floors', 'Ground');
  await fillAddress(drop, '2200 Kearney St', 'Denver', 'CO', '8020');
  await allCheckQuote(page, false);
  await textbox(drop, 'Zip code').fill('80207');

  // 'Other' needs its explanation before Check Quote.
  await drop.getByRole('checkbox', { name: 'Other (Please explain)' }).check();
  await allCheckQuote(page, false);
  await textbox(drop, 'Other: please explain').fill('A narrow gate at the back');
  await allCheckQuote(page, true);
}

describe('Admin console: Add Order', () => {
  it('when the form is complete, then Check Quote prices it and Confirm Order books it with the final amount', async () => {
    const lastName = uniqueName('Quinto');
    const { context, page } = await openAdminPage('/admin/ordersPage');
    try {
      await page.getByRole('button', { name: 'Add Order' }).click();
      await page.waitForURL('**/admin/addorder');
      await allCheckQuote(page, false);
      await fillOrder(page, lastName);
      await shot(page, 'add-order-filled');

      await checkQuoteButtons(page).first().click();
      const quote = page.getByRole('dialog', { name: 'Quote Details' });
      await quote.waitFor();
      const amount = quote.getByRole('textbox', { name: /^Final amount/ });
      const price = Number((await quote.getByTestId('quote-price').innerText()).replace(/[$,]/g, ''));
      expect(Number(await amount.inputValue()), 'a fixed price books at 90%, rounded up').to.equal(Math.ceil(price * 0.9));
      await shot(page, 'add-order-quote', false);

      await amount.fill('12a');
      await expectMessage(page, Messages.amountNumbersOnly);
      await amount.fill('0');
      expect(await quote.getByRole('button', { name: 'Confirm Order' }).isDisabled()).to.equal(true);
      expect(await quote.getByRole('button', { name: 'Save Details' }).isDisabled()).to.equal(true);
      await amount.fill('');
      expect(await quote.getByRole('button', { name: 'Confirm Order' }).isDisabled()).to.equal(true);
      await amount.fill('1234567890');
      expect(await amount.inputValue()).to.equal('123456789');
      await amount.fill('777');
      await quote.getByRole('button', { name: 'Confirm Order' }).click();

      await page.waitForURL('**/admin/editorder?id=*');
      await page.getByTestId('final-cost').getByText('$777').waitFor();
      const id = new URL(page.url()).searchParams.get('id')!;
      const order = await apiCall('GET', `/admin/orders/${id}`, await adminToken());
      expect(order.body).to.deep.include({ moveStatus: 'open', finalMoveAmount: 777 });
      expect(order.body.customerDetails).to.deep.include({ firstName: 'Avery', lastName, userPhone: '3035550177' });
      expect(order.body.dropLocationTab.otherDesc).to.equal('A narrow gate at the back');
      await shot(page, 'add-order-confirmed');
    } finally {
      await context.close();
    }
  });

  it('when the quote service cannot price the move, then its message shows with Edit Details, and the form is kept', async () => {
    const lastName = uniqueName('Farout');
    const { context, page } = await openAdminPage('/admin/addorder');
    try {
      await fillOrder(page, lastName);
      const drop = region(page, 'Drop Location');
      await fillAddress(drop, '350 5th Ave', 'New York', 'NY', '10118');
      await checkQuoteButtons(page).last().click();
      const error = page.getByRole('dialog', { name: 'We could not price this move' });
      await error.getByText(/outside the areas we serve/).waitFor();
      await shot(page, 'add-order-quote-error', false);
      await error.getByRole('button', { name: 'Edit Details' }).click();
      await error.waitFor({ state: 'detached' });
      expect(await textbox(drop, 'City').inputValue()).to.equal('New York');
    } finally {
      await context.close();
    }
  });

  it("when a kit's delivery date falls after a preferred move date, then it is refused with the spec's message and cleared; a day before both is kept", async () => {
    const tuesday = nextWeekday(2);
    const { context, page } = await openAdminPage('/admin/addorder');
    try {
      const move = region(page, 'Move Details');
      await move.getByLabel(/^Preferred move date \(option 1\)/).fill(dayToIso(tuesday));
      await move.getByLabel(/^Preferred move date \(option 2\)/).fill(dayToIso(tuesday + 7 * DAY_MS));

      const services = region(page, 'Services');
      const delivery = services.getByLabel(/^Desired delivery date of boxes/);
      expect(await delivery.isDisabled(), 'no delivery date without a kit').to.equal(true);
      await services.getByRole('combobox', { name: /^Boxes and supplies/ }).click();
      await page.getByRole('option', { name: /^Medium Packing/ }).click();
      expect(await delivery.isEnabled()).to.equal(true);

      // After the first preferred date, though before the second.
      await delivery.fill(dayToIso(tuesday + DAY_MS));
      await expectMessage(page, Messages.deliveryDateBeforeMove);
      expect(await delivery.inputValue()).to.equal('');
      await shot(page, 'add-order-delivery-refused', false);

      await delivery.fill(dayToIso(tuesday - DAY_MS));
      // Once the console has done all the change makes it do, no message has come.
      await pageSettled(page);
      expect(await page.getByRole('dialog').count(), 'no message for a day before both').to.equal(0);
      expect(await delivery.inputValue()).to.equal(dayToIso(tuesday - DAY_MS));
    } finally {
      await context.close();
    }
  });

  it('when the email or phone is wrong, then leaving the field says Invalid Email or Invalid phone number, and the field keeps saying so until it is put right', async () => {
    const { context, page } = await openAdminPage('/admin/addorder');
    try {
      const customer = region(page, 'Customer Details');
      const email = textbox(customer, 'Email');
      const phone = textbox(customer, 'Phone');

      await email.fill('avery.example.com');
      await email.press('Tab');
      await expectMessage(page, Messages.invalidEmail);
      await customer.getByText(Messages.invalidEmail, { exact: true }).waitFor();
      expect(await email.getAttribute('aria-invalid')).to.equal('true');

      await phone.fill('303555');
      await phone.press('Tab');
      await expectMessage(page, Messages.invalidPhone);
      await customer.getByText(Messages.invalidPhone, { exact: true }).waitFor();
      expect(await phone.getAttribute('aria-invalid')).to.equal('true');
      await shot(page, 'add-order-invalid-contact', false);

      // A letter is refused as it is typed.
      await phone.fill('303555a');
      await expectMessage(page, Messages.invalidPhone);
      expect(await phone.inputValue()).to.equal('303555');

      // Put right (the phone first: it has the focus, and leaving it wrong would say so again).
      await phone.fill('3035550177');
      await customer.getByText(Messages.invalidPhone, { exact: true }).waitFor({ state: 'detached' });
      await email.fill('avery@example.com');
      await customer.getByText(Messages.invalidEmail, { exact: true }).waitFor({ state: 'detached' });
      expect(await email.getAttribute('aria-invalid')).to.equal('false');
      expect(await phone.getAttribute('aria-invalid')).to.equal('false');
    } finally {
      await context.close();
    }
  });

  it('when Save Details is chosen, then the order is kept unconfirmed; leaving a filled form asks to discard', async () => {
    const lastName = uniqueName('Saver');
    const { context, page } = await openAdminPage('/admin/addorder');
    try {
      await fillOrder(page, lastName);
      await page.getByRole('button', { name: 'Back to orders' }).click();
      const discard = page.getByRole('dialog', { name: 'Are you sure you want to discard?' });
      await discard.waitFor();
      await discard.getByRole('button', { name: 'Cancel' }).click();
      await discard.waitFor({ state: 'detached' });
      expect(page.url()).to.match(/\/admin\/addorder$/);

      await checkQuoteButtons(page).first().click();
      const quote = page.getByRole('dialog', { name: 'Quote Details' });
      await quote.getByRole('button', { name: 'Save Details' }).click();
      await page.waitForURL('**/admin/editorder?id=*');
      await page.getByRole('button', { name: 'Confirm Order' }).waitFor();

      await page.goto('/admin/addorder');
      await textbox(region(page, 'Customer Details'), 'First name').fill('Dee');
      await page.getByRole('button', { name: 'Back to orders' }).click();
      await page.getByRole('dialog', { name: 'Are you sure you want to discard?' }).getByRole('button', { name: 'Discard' }).click();
      await page.waitForURL('**/admin/ordersPage*');
    } finally {
      await context.close();
    }
  });
});
