import { expect } from 'chai';
import { DAY_MS, isoToDay, Messages, todayIn } from '@moveday/openapi';
import { DESKTOP, openPage, pageErrors, pageSettled, PHONE, screenshot } from './support/browser.js';
import { noHorizontalScroll } from './support/checks.js';
import {
  addCount,
  backButton,
  countOf,
  dayAhead,
  dismissOops,
  dollars,
  DROP,
  expectFixedPrice,
  expectForward,
  expectProgress,
  expectTab,
  fillAddress,
  fillHome,
  fillMoveStep,
  fillRooms,
  getQuote,
  getQuoteButton,
  goBack,
  goNext,
  iso,
  nextHint,
  PICKUP,
  recordEvents,
  SATURDAY,
  shown,
  TUESDAY,
  until,
  walkToReview,
  WEDNESDAY,
  wizardStep,
  type Tab,
} from './support/wizard.js';

const FILLED_EVENTS = ['/PickupTab1_Filled', '/PickupTab2_Filled', '/ServiceTab_Filled', '/DropTab_Filled', '/ReviewTab_Filled'];

describe('The quote wizard', () => {
  for (const [width, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`when a visitor walks every tab on a ${width}, then titles, progress and zip lookups follow, each Next sends its page view, and the estimate shows the server's price less 10%`, async () => {
      const { context, page } = await openPage({ viewport });
      const events = recordEvents(page);
      const tuesday = iso(dayAhead(TUESDAY));
      const wednesday = iso(dayAhead(WEDNESDAY));
      const fits = async (tab: Tab) => {
        if (width === 'phone') expect(await noHorizontalScroll(page), `nothing overflows sideways on tab ${tab}`).to.equal(true);
      };
      try {
        await page.goto('/getaquotetabs');
        await expectTab(page, 0);
        await expectProgress(page, 0, 0);
        expect(await page.getByRole('heading', { level: 2, name: 'Moving Services and Date' }).count()).to.equal(1);
        await fillMoveStep(page, [tuesday, wednesday]);
        expect(await wizardStep(page, 0).getByRole('radio', { name: 'Boxed and Ready to Go' }).isChecked(), 'service type is one of two').to.equal(false);
        expect(await wizardStep(page, 0).getByText('Tuesday', { exact: true }).count(), 'the day of the week under date 1').to.equal(1);
        await fits(0);
        await screenshot(page, `wizard-${width}-0-move`);
        await goNext(page, 1);
        await expectProgress(page, 1, 1);

        const pickup = wizardStep(page, 1);
        await fillHome(pickup, PICKUP);
        expect(await pickup.getByRole('textbox', { name: 'City' }).inputValue(), 'city from zip 80202').to.equal('Denver');
        expect(await pickup.getByRole('textbox', { name: 'State' }).inputValue(), 'state from zip 80202').to.equal('CO');
        await expectForward(page, false, 'Next without a room');
        await fillRooms(pickup);
        expect(await countOf(pickup, 'Bedroom')).to.equal(3);
        expect(await pickup.getByRole('button', { name: 'Remove an Attic' }).isDisabled(), 'minus is disabled at 0').to.equal(true);
        await fits(1);
        await screenshot(page, `wizard-${width}-1-pickup`);
        await goNext(page, 1.5);
        await expectProgress(page, 1.5, 1.5);

        await wizardStep(page, 1.5).getByRole('checkbox', { name: 'Stairs' }).check();
        await fits(1.5);
        await screenshot(page, `wizard-${width}-1.5-access`);
        await goNext(page, 2);
        await expectProgress(page, 2, 2);

        expect(await wizardStep(page, 2).getByLabel('Desired delivery date').isDisabled(), 'no delivery date without a kit').to.equal(true);
        await fits(2);
        await screenshot(page, `wizard-${width}-2-services`);
        await goNext(page, 3);
        await expectProgress(page, 3, 3);

        const drop = wizardStep(page, 3);
        await fillHome(drop, DROP);
        expect(await drop.getByRole('textbox', { name: 'City' }).inputValue(), 'city from zip 80210').to.equal('Denver');
        expect(await drop.getByRole('textbox', { name: 'State' }).inputValue(), 'state from zip 80210').to.equal('CO');
        await drop.getByRole('textbox', { name: 'Anything else we should know' }).fill('Street parking only.');
        await fits(3);
        await screenshot(page, `wizard-${width}-3-drop`);
        await goNext(page, 4);
        await expectProgress(page, 4, 4);

        const review = await wizardStep(page, 4).innerText();
        expect(review).to.contain('Edit your details if required and proceed for quotation');
        for (const text of [
          'Packing and Moving',
          `Option 1: ${shown(tuesday)}`,
          `Option 2: ${shown(wednesday)}`,
          '1600 Champa St',
          'Denver, CO 80202',
          '2000 S Broadway',
          'Denver, CO 80210',
          'Bedroom: 3',
          'Stairs',
          'Street parking only.',
        ]) {
          expect(review, 'the review shows').to.contain(text);
        }
        await fits(4);
        await screenshot(page, `wizard-${width}-4-review`);

        const { answer } = await getQuote(page);
        await expectFixedPrice(page, answer);
        expect(await page.getByTestId('estimate-amount').innerText(), 'a price over $1,000 shows its separator').to.match(/^\$\d,\d{3}$/);
        await fits(4);
        await screenshot(page, `wizard-${width}-estimate`);

        await until(async () => events.filter((e) => e.name === '/ReviewTab_Filled').length > 0, 'the review page view is sent');
        const filled = events.filter((e) => e.type === 'pageview' && e.name.endsWith('_Filled'));
        expect(filled.map((e) => e.name)).to.deep.equal(FILLED_EVENTS);
        expect(
          filled.every((e) => e.path === '/getaquotetabs'),
          'sent from the wizard',
        ).to.equal(true);
        expect(pageErrors(page)).to.deep.equal([]);
      } finally {
        await context.close();
      }
    });
  }

  it('when a piano is among the heavy items, then the estimate is rough: the full price with Proceed, and no discount', async () => {
    const { context, page } = await openPage({ viewport: DESKTOP });
    try {
      await page.goto('/getaquotetabs');
      await walkToReview(page, { heavyItems: ['Upright Piano'] });
      expect(await wizardStep(page, 4).innerText()).to.contain('Upright Piano: 1');
      const { answer } = await getQuote(page);
      expect(answer.quote.estimateQuoteFlag, 'the server makes it an estimate').to.equal(true);
      const card = page.getByTestId('estimate-price-card');
      expect(await card.getByTestId('estimate-amount').innerText()).to.equal(dollars(answer.quote.estimateQuotePrice));
      expect(await card.getByRole('button', { name: 'Proceed' }).count()).to.equal(1);
      expect(await card.getByRole('button', { name: 'Book My Move' }).count()).to.equal(0);
      expect(await card.getByTestId('estimate-discount').count(), 'no discount').to.equal(0);
      expect(await card.getByTestId('estimate-original-price').count(), 'no struck-through price').to.equal(0);
      expect(await card.innerText()).to.match(/within 24 hours/);
      await screenshot(page, 'wizard-rough-estimate');
    } finally {
      await context.close();
    }
  });

  it('when each tab is filled wrongly and then rightly, then its Next is disabled and then enabled', async () => {
    const { context, page } = await openPage({ viewport: DESKTOP });
    const today = todayIn('America/Denver');
    try {
      await page.goto('/getaquotetabs');
      await expectTab(page, 0);
      const move = wizardStep(page, 0);
      await expectForward(page, false, 'tab 0, nothing chosen');
      await move.getByLabel('Preferred date 1').fill(iso(dayAhead(TUESDAY)));
      await move.getByLabel('Preferred date 2').fill(iso(dayAhead(WEDNESDAY)));
      await expectForward(page, false, 'tab 0, dates but no service type');
      expect(await nextHint(page).innerText()).to.equal(Messages.selectServiceType);
      await move.getByRole('radio', { name: 'Boxed and Ready to Go' }).check();
      await expectForward(page, true, 'tab 0, service type and two dates');
      expect(await move.getByLabel('Preferred date 1').getAttribute('min'), 'the picker offers nothing before today').to.equal(iso(today));
      await move.getByLabel('Preferred date 1').fill(iso(today - DAY_MS));
      await expectForward(page, false, 'tab 0, date 1 yesterday');
      expect(await move.innerText()).to.contain(Messages.dateInPast);
      await move.getByLabel('Preferred date 1').fill(iso(today + DAY_MS));
      await expectForward(page, true, 'tab 0, date 1 tomorrow');
      await move.getByRole('radio', { name: 'Packing and Moving' }).check();
      expect(await move.getByRole('radio', { name: 'Boxed and Ready to Go' }).isChecked(), 'choosing one service turns the other off').to.equal(false);
      await goNext(page, 1);

      const pickup = wizardStep(page, 1);
      await fillHome(pickup, PICKUP);
      await expectForward(page, false, 'tab 1, no room');
      expect(await nextHint(page).innerText()).to.equal(Messages.atLeastOneRoom);
      await addCount(pickup, 'a Bedroom');
      await expectForward(page, true, 'tab 1, one bedroom');
      await pickup.getByRole('textbox', { name: 'Zip code' }).fill('8020');
      await pickup.getByRole('textbox', { name: 'Street address' }).focus();
      await expectForward(page, false, 'tab 1, a four-digit zip');
      expect(await pickup.innerText()).to.contain(Messages.zipcodeInvalid);
      await pickup.getByRole('textbox', { name: 'Zip code' }).fill('80202');
      await expectForward(page, true, 'tab 1, five digits again');
      await goNext(page, 1.5);

      const access = wizardStep(page, 1.5);
      const describe = access.getByRole('textbox', { name: 'Describe other obstacles' });
      expect(await describe.isDisabled(), 'no description until Other is ticked').to.equal(true);
      await access.getByRole('checkbox', { name: 'Other (Please explain)' }).check();
      await expectForward(page, false, 'tab 1.5, Other without a description');
      expect(await nextHint(page).innerText()).to.equal(Messages.explainOther);
      await describe.fill('A narrow spiral staircase to the loft.');
      await expectForward(page, true, 'tab 1.5, Other described');
      await goNext(page, 2);

      const services = wizardStep(page, 2);
      await expectForward(page, true, 'tab 2, no kit');
      await services.getByRole('button', { name: 'Select 50-Box Medium Packing Kit' }).click();
      await expectForward(page, false, 'tab 2, a kit without a delivery date');
      expect(await nextHint(page).innerText()).to.equal(Messages.deliveryDateRequired);
      await services.getByLabel('Desired delivery date').fill(iso(today + DAY_MS));
      await expectForward(page, true, 'tab 2, a kit delivered on the first move date');
      await services.getByRole('button', { name: 'Deselect 50-Box Medium Packing Kit' }).click();
      expect(await services.getByLabel('Desired delivery date').inputValue(), 'deselecting clears the date').to.equal('');
      await expectForward(page, true, 'tab 2, kit deselected');
      await goNext(page, 3);

      const drop = wizardStep(page, 3);
      await drop.getByRole('radio', { name: 'Townhouse' }).check();
      await drop.getByRole('textbox', { name: 'Zip code' }).fill(DROP.zip);
      await until(async () => (await drop.getByRole('textbox', { name: 'City' }).inputValue()) === DROP.city, 'the drop zip fills the city');
      await drop.getByRole('combobox', { name: 'Home size' }).selectOption({ label: DROP.size });
      await drop.getByRole('combobox', { name: 'Number of floors' }).selectOption({ label: 'Ground' });
      await expectForward(page, false, 'tab 3, no street address');
      expect(await nextHint(page).innerText()).to.equal(Messages.streetRequired);
      await drop.getByRole('textbox', { name: 'Street address' }).fill(DROP.street);
      await expectForward(page, true, 'tab 3, complete');
      await goNext(page, 4);
      await expectForward(page, true, 'Get Quote with every rule kept', getQuoteButton(page));
      await screenshot(page, 'wizard-rules-review');
    } finally {
      await context.close();
    }
  });

  it("when both dates are the same, or the kit's delivery date falls after a move date, then Oops says so and the date is cleared", async () => {
    const { context, page } = await openPage({ viewport: DESKTOP });
    const tuesday = iso(dayAhead(TUESDAY));
    try {
      await page.goto('/getaquotetabs');
      await expectTab(page, 0);
      await fillMoveStep(page, [tuesday, tuesday]);
      await screenshot(page, 'wizard-same-dates-dialog', false);
      expect(await dismissOops(page)).to.equal('Both dates cannot be same');
      const move = wizardStep(page, 0);
      expect(await move.getByLabel('Preferred date 1').inputValue(), 'date 1 cleared').to.equal('');
      expect(await move.getByLabel('Preferred date 2').inputValue(), 'date 2 cleared').to.equal('');
      await expectForward(page, false, 'Next after the dates were cleared');

      const wednesday = iso(dayAhead(WEDNESDAY));
      await fillMoveStep(page, [tuesday, wednesday]);
      await goNext(page, 1);
      await fillHome(wizardStep(page, 1), PICKUP);
      await addCount(wizardStep(page, 1), 'a Bedroom');
      await goNext(page, 1.5);
      await goNext(page, 2);
      const services = wizardStep(page, 2);
      await services.getByRole('button', { name: 'Select 30-Box Small Packing Kit' }).click();
      const delivery = services.getByLabel('Desired delivery date');
      expect(await delivery.getAttribute('max'), 'the picker offers nothing after the first move date').to.equal(tuesday);
      // The day between the two move dates: before one, after the other.
      await delivery.fill(wednesday);
      await screenshot(page, 'wizard-delivery-date-dialog', false);
      expect(await dismissOops(page)).to.equal('Selected delivery date should be before both the preferred move date options');
      expect(await delivery.inputValue(), 'the delivery date is cleared').to.equal('');
      await expectForward(page, false, 'Next with a kit and no date');
      await delivery.fill(tuesday);
      await expectForward(page, true, 'Next with the kit delivered on the first move date');
      await pageSettled(page);
      expect(await page.getByTestId('error-dialog').count(), 'no dialog for a good date').to.equal(0);
    } finally {
      await context.close();
    }
  });

  it('when the visitor goes Back and Cancels, then Back steps by half tabs, No keeps the draft, and Yes clears it and goes to How It Works', async () => {
    const { context, page } = await openPage({ viewport: DESKTOP });
    const tuesday = iso(dayAhead(TUESDAY));
    const wednesday = iso(dayAhead(WEDNESDAY));
    const cancelDialog = page.getByRole('dialog', { name: 'Are you sure you want to cancel this order?' });
    try {
      await page.goto('/getaquotetabs');
      await expectTab(page, 0);
      await fillMoveStep(page, [tuesday, wednesday]);
      await backButton(page).click();
      await cancelDialog.waitFor();
      expect(await cancelDialog.innerText()).to.contain('(Entries made so far will be lost)');
      await cancelDialog.getByRole('button', { name: 'No, continue' }).click();
      await cancelDialog.waitFor({ state: 'detached' });
      await expectTab(page, 0);
      expect(await wizardStep(page, 0).getByRole('radio', { name: 'Packing and Moving' }).isChecked(), 'No keeps the service type').to.equal(true);
      expect(await wizardStep(page, 0).getByLabel('Preferred date 1').inputValue(), 'No keeps the dates').to.equal(tuesday);

      await goNext(page, 1);
      await fillHome(wizardStep(page, 1), PICKUP);
      await addCount(wizardStep(page, 1), 'a Bedroom', 2);
      await goNext(page, 1.5);
      await goBack(page, 1);
      await expectProgress(page, 1, 1.5);
      expect(await countOf(wizardStep(page, 1), 'Bedroom'), 'the rooms are kept').to.equal(2);
      await goNext(page, 1.5);
      await goNext(page, 2);
      await goBack(page, 1.5);
      await expectProgress(page, 1.5, 2);
      await goNext(page, 2);
      await goNext(page, 3);
      await goBack(page, 2);
      await expectProgress(page, 2, 3);
      await goNext(page, 3);

      await page.getByRole('button', { name: 'Cancel', exact: true }).click();
      await cancelDialog.waitFor();
      expect(await cancelDialog.innerText()).to.contain('(Entries made so far will be lost)');
      await screenshot(page, 'wizard-cancel-dialog', false);
      await cancelDialog.getByRole('button', { name: 'No, continue' }).click();
      await cancelDialog.waitFor({ state: 'detached' });
      await expectTab(page, 3);

      await page.getByRole('button', { name: 'Cancel', exact: true }).click();
      await cancelDialog.getByRole('button', { name: 'Yes, Cancel' }).click();
      await page.waitForURL('**/howitworks');
      await page.goto('/getaquotetabs');
      await expectTab(page, 0);
      await expectProgress(page, 0, 0);
      const move = wizardStep(page, 0);
      expect(await move.getByRole('radio', { name: 'Packing and Moving' }).isChecked(), 'no service type').to.equal(false);
      expect(await move.getByRole('radio', { name: 'Boxed and Ready to Go' }).isChecked(), 'no service type').to.equal(false);
      expect(await move.getByLabel('Preferred date 1').inputValue(), 'no date 1').to.equal('');
      expect(await move.getByLabel('Preferred date 2').inputValue(), 'no date 2').to.equal('');
      await expectForward(page, false, 'Next on the emptied draft');
    } finally {
      await context.close();
    }
  });

  it('when the review is edited after a quote (more bedrooms, then a packing kit), then each new quote is dearer and replaces the one before', async () => {
    const { context, page } = await openPage({ viewport: DESKTOP });
    const withdrawn: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/signup_details/cancel_move')
        withdrawn.push(request.postDataJSON().moveDatabaseID);
    });
    try {
      await page.goto('/getaquotetabs');
      await walkToReview(page);
      const first = (await getQuote(page)).answer;
      await expectFixedPrice(page, first);

      await page.getByRole('button', { name: 'Edit Requirements' }).click();
      await page.waitForURL('**/getaquotetabs');
      await expectTab(page, 4);
      const review = wizardStep(page, 4);
      await review.getByRole('button', { name: 'Edit Rooms' }).click();
      await addCount(review, 'a Bedroom', 2);
      await review.getByRole('button', { name: 'Save Rooms' }).click();
      await review.getByRole('button', { name: 'Edit Rooms' }).waitFor();
      expect(await review.innerText()).to.contain('Bedroom: 5');
      const second = (await getQuote(page)).answer;
      await expectFixedPrice(page, second);
      expect(second.quote.estimateQuotePrice, 'two more bedrooms cost more').to.be.greaterThan(first.quote.estimateQuotePrice);

      await page.getByRole('button', { name: 'Edit Requirements' }).click();
      await expectTab(page, 4);
      await review.getByLabel('Boxes And Supplies').selectOption({ label: 'Medium Packing' });
      await expectForward(page, false, 'Get Quote with a kit and no delivery date', getQuoteButton(page));
      const save = review.getByRole('button', { name: 'Save Delivery date' });
      expect(await save.isDisabled(), 'Save waits for a date').to.equal(true);
      await review.getByLabel('Desired delivery date').fill(iso(dayAhead(TUESDAY) - 3 * DAY_MS));
      await save.click();
      await review.getByRole('button', { name: 'Edit Delivery date' }).waitFor();
      await screenshot(page, 'wizard-review-edited');
      const third = (await getQuote(page)).answer;
      await expectFixedPrice(page, third);
      expect(third.quote.estimateQuotePrice, 'a packing kit costs more').to.be.greaterThan(second.quote.estimateQuotePrice);
      expect(await page.getByTestId('move-summary').innerText()).to.contain('50-Box Medium Packing Kit');
      // Each new quote withdraws the one it replaces: the visitor counts as one quote, not three.
      await until(async () => withdrawn.length >= 2, 'both replaced quotes are withdrawn').catch(() => undefined);
      expect(withdrawn).to.deep.equal([first.moveDatabaseID, second.moveDatabaseID]);
    } finally {
      await context.close();
    }
  });

  it('when the page is reloaded on tab 3, then the tab, the progress and every answer so far are still there', async () => {
    const { context, page } = await openPage({ viewport: PHONE });
    try {
      await page.goto('/getaquotetabs');
      await expectTab(page, 0);
      await fillMoveStep(page, [iso(dayAhead(TUESDAY)), iso(dayAhead(WEDNESDAY))]);
      await goNext(page, 1);
      await fillHome(wizardStep(page, 1), PICKUP);
      await fillRooms(wizardStep(page, 1));
      await goNext(page, 1.5);
      await goNext(page, 2);
      await goNext(page, 3);
      await fillAddress(wizardStep(page, 3), DROP);

      await page.reload();
      await expectTab(page, 3);
      await expectProgress(page, 3, 3);
      const drop = wizardStep(page, 3);
      expect(await drop.getByRole('textbox', { name: 'Street address' }).inputValue()).to.equal(DROP.street);
      expect(await drop.getByRole('textbox', { name: 'City' }).inputValue()).to.equal(DROP.city);
      await goBack(page, 2);
      await goBack(page, 1.5);
      await goBack(page, 1);
      const pickup = wizardStep(page, 1);
      expect(await pickup.getByRole('textbox', { name: 'Street address' }).inputValue()).to.equal(PICKUP.street);
      expect(await countOf(pickup, 'Bedroom')).to.equal(3);
      expect(await pickup.getByRole('radio', { name: 'House', exact: true }).isChecked()).to.equal(true);
    } finally {
      await context.close();
    }
  });

  it('when the browser is in Tokyo, then a date typed as a day shows as that same day on the review and the estimate, and is sent as its UTC midnight', async () => {
    const { context, page } = await openPage({ viewport: DESKTOP, timezoneId: 'Asia/Tokyo' });
    const tuesday = iso(dayAhead(TUESDAY));
    const saturday = iso(dayAhead(SATURDAY));
    try {
      expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).to.equal('Asia/Tokyo');
      await page.goto('/getaquotetabs');
      await walkToReview(page, { dates: [tuesday, saturday] });
      const review = await wizardStep(page, 4).innerText();
      expect(review)
        .to.contain(`Option 1: ${shown(tuesday)}`)
        .and.to.contain(`Option 2: ${shown(saturday)}`);

      const { answer, sent } = await getQuote(page);
      expect(sent.moveDatePreferences, 'each day goes as its UTC midnight').to.deep.equal({
        preferredDateOpt1: isoToDay(tuesday),
        preferredDateOpt2: isoToDay(saturday),
      });
      expect(await page.getByTestId('move-summary').innerText())
        .to.contain(`${shown(tuesday)} (Tue)`)
        .and.to.contain(`${shown(saturday)} (Sat)`);
      // A Saturday costs more, so the price on each date shows.
      expect(answer.quote.datePrices.map((d) => d.date)).to.deep.equal([isoToDay(tuesday), isoToDay(saturday)]);
      const datePrices = await page.getByTestId('date-prices').innerText();
      expect(datePrices)
        .to.contain(`${shown(tuesday)} Tuesday`)
        .and.to.contain(`${shown(saturday)} Saturday`)
        .and.to.contain('Weekend');
      await screenshot(page, 'wizard-tokyo-estimate');
    } finally {
      await context.close();
    }
  });
});
