import { expect } from 'chai';
import { DAY_MS, isoToDay } from '@moveday/openapi';
import type { OrderDetail } from '../api/getOrderDetail';
import { newDatesBody, newDatesProblems, startingDates } from './newDates';

const TODAY = isoToDay('2026-12-01');
const day = (offset: number) => TODAY + offset * DAY_MS;

/** An order as the order page has it, with the fields the date rules read. */
function order(kit: boolean): OrderDetail {
  return {
    moveDatabaseID: 'o1',
    moveId: 'MD1',
    moveStatus: 'open',
    serviceType: { boxedAndReadyToGo: true, packingAndMoving: false },
    moveDatePreferences: { preferredDateOpt1: day(10), preferredDateOpt2: day(11) },
    packingSupplies: { loadingAndUnloading: kit, mediumPacking: false, largePacking: false },
    servicesTab: { desiredDeliveryDate: { preferredDate: kit ? day(5) : null } },
    pickupTab1: { pickUpAddress: { state: 'CO' } },
  } as unknown as OrderDetail;
}

describe("New dates for a booked order, by the wizard's date rules", () => {
  it('when nothing is chosen yet, then nothing is wrong but nothing can be sent', () => {
    const { problems, ready } = newDatesProblems(order(false), startingDates(order(false)), TODAY);
    expect(problems).to.deep.equal({});
    expect(ready).to.equal(false);
  });

  it('when two different days from today on are chosen, then they can be sent, without a delivery day for an order without a kit', () => {
    const dates = { preferredDateOpt1: day(0), preferredDateOpt2: day(3), desiredDeliveryDate: null };
    expect(newDatesProblems(order(false), dates, TODAY)).to.deep.equal({ problems: {}, ready: true });
    expect(newDatesBody(order(false), dates)).to.deep.equal({ preferredDateOpt1: day(0), preferredDateOpt2: day(3) });
  });

  it('when a day before today is chosen, then it says so', () => {
    const { problems, ready } = newDatesProblems(order(false), { preferredDateOpt1: day(-1), preferredDateOpt2: null, desiredDeliveryDate: null }, TODAY);
    expect(problems.preferredDateOpt1).to.equal('dateInPast');
    expect(ready).to.equal(false);
  });

  it('when the same day is chosen twice, then the second says both dates cannot be the same', () => {
    const { problems, ready } = newDatesProblems(order(false), { preferredDateOpt1: day(4), preferredDateOpt2: day(4), desiredDeliveryDate: null }, TODAY);
    expect(problems.preferredDateOpt2).to.equal('bothDatesSame');
    expect(ready).to.equal(false);
  });

  it('when the order has a kit, then the dialog starts with its delivery day, which must come before both new days', () => {
    const withKit = order(true);
    expect(startingDates(withKit).desiredDeliveryDate).to.equal(day(5));
    const late = newDatesProblems(withKit, { preferredDateOpt1: day(3), preferredDateOpt2: day(8), desiredDeliveryDate: day(5) }, TODAY);
    expect(late.problems.desiredDeliveryDate).to.equal('deliveryDateBeforeMove');
    expect(late.ready).to.equal(false);
    const dates = { preferredDateOpt1: day(6), preferredDateOpt2: day(8), desiredDeliveryDate: day(2) };
    expect(newDatesProblems(withKit, dates, TODAY).ready).to.equal(true);
    expect(newDatesBody(withKit, dates)).to.deep.equal({ preferredDateOpt1: day(6), preferredDateOpt2: day(8), desiredDeliveryDate: day(2) });
  });

  it('when the kit has no delivery day, then it is asked for', () => {
    const { problems, ready } = newDatesProblems(order(true), { preferredDateOpt1: day(6), preferredDateOpt2: day(8), desiredDeliveryDate: null }, TODAY);
    expect(problems.desiredDeliveryDate).to.equal('deliveryDateRequired');
    expect(ready).to.equal(false);
  });

  it('when the dates chosen are the ones the order has, then there is nothing to change', () => {
    const { problems, ready } = newDatesProblems(order(false), { preferredDateOpt1: day(10), preferredDateOpt2: day(11), desiredDeliveryDate: null }, TODAY);
    expect(problems.form).to.equal('datesUnchanged');
    expect(ready).to.equal(false);
  });
});
