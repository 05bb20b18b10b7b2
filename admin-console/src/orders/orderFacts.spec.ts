import { expect } from 'chai';
import { emptyDraft, isoToDay } from '@moveday/openapi';
import type { AdminOrderDetail, AdminOrderRow } from '../lib/types';
import { canComplete, orderFacts, type OrderFacts } from './orderFacts';

const day = isoToDay;

const NEVER_OFFERED = { assignmentState: null, offerExpiresAt: null, offerPartnerID: null, offerPartnerName: null, declineReason: null, crewOnTheWayAt: null };

const row = (over: Partial<AdminOrderRow> = {}): AdminOrderRow => ({
  id: 'a1',
  moveDatabaseID: 'a1',
  moveID: 'MD-1001',
  customerName: 'Ada Lovelace',
  customerEmail: 'ada@example.com',
  customerPhone: '5205550100',
  moveDate: day('2026-12-05'),
  preferredDates: [day('2026-12-05'), day('2026-12-07')],
  partnerName: null,
  moveStatus: 'open',
  finalMoveAmount: 1200,
  changeRequestPending: false,
  ...NEVER_OFFERED,
  ...over,
});

function detail(over: Partial<AdminOrderDetail> = {}, pickupState = 'AZ'): AdminOrderDetail {
  const draft = emptyDraft();
  draft.moveDatePreferences = { preferredDateOpt1: day('2026-12-05'), preferredDateOpt2: day('2026-12-07') };
  draft.pickupTab1.pickUpAddress.state = pickupState;
  return {
    ...draft,
    moveId: 'MD-1002',
    moveDatabaseID: 'b2',
    moveStatus: 'partnerassigned',
    actualMoveDate: day('2026-12-07'),
    quote: { estimateQuoteFlag: false, estimateQuotePrice: 1300 },
    finalMoveAmount: 1170,
    id: 'b2',
    _id: 'b2',
    version: 3,
    customerDetails: { firstName: 'Ada', lastName: 'Lovelace', userEmail: 'ada@example.com', userPhone: '5205550100' },
    quoteEstimateAmount: 1300,
    partnerID: 'p1',
    partnerName: 'Haulers',
    cancelReason: null,
    moveCancelDate: null,
    priceLines: [],
    bookedAt: null,
    history: [],
    changeRequest: null,
    rating: null,
    ...NEVER_OFFERED,
    assignmentState: 'accepted',
    offerPartnerID: 'p1',
    offerPartnerName: 'Haulers',
    ...over,
  };
}

const assigned = (over: Partial<OrderFacts> = {}): OrderFacts => ({
  id: 'a1',
  moveID: 'MD-1001',
  status: 'partnerassigned',
  preferredDates: [day('2026-12-05')],
  actualMoveDate: day('2026-12-05'),
  partnerName: 'Haulers',
  assignmentState: 'accepted',
  offerPartnerID: 'p1',
  offerPartnerName: 'Haulers',
  declineReason: null,
  ...over,
});

/** An instant given in UTC: the tests name their moments so that no process time zone can move them. */
const at = (iso: string) => new Date(`${iso}Z`);

describe('orderFacts', () => {
  it('when a list row is read, then the facts carry its move number, status and preferred dates, and no pickup state', () => {
    const facts = orderFacts(row());
    expect(facts).to.deep.equal({
      id: 'a1',
      moveID: 'MD-1001',
      status: 'open',
      preferredDates: [day('2026-12-05'), day('2026-12-07')],
      actualMoveDate: null,
      partnerName: null,
      assignmentState: null,
      offerPartnerID: null,
      offerPartnerName: null,
      declineReason: null,
    });
  });

  it("when a list row's order has a partner (assigned or completed), then its move date is the actual move date", () => {
    expect(orderFacts(row({ moveStatus: 'partnerassigned', moveDate: day('2026-12-07') })).actualMoveDate).to.equal(day('2026-12-07'));
    expect(orderFacts(row({ moveStatus: 'completed', moveDate: day('2026-12-07') })).actualMoveDate).to.equal(day('2026-12-07'));
  });

  it("when a list row's order has no partner, then its move date (the first preferred date) is not taken for an actual one", () => {
    for (const moveStatus of ['estimate_open', 'open', 'cancelled'] as const) {
      expect(orderFacts(row({ moveStatus })).actualMoveDate, moveStatus).to.equal(null);
    }
  });

  it("when an order's details are read, then the facts carry the details' move number, actual date and the pickup's state", () => {
    expect(orderFacts(detail())).to.deep.equal({
      id: 'b2',
      moveID: 'MD-1002',
      status: 'partnerassigned',
      preferredDates: [day('2026-12-05'), day('2026-12-07')],
      actualMoveDate: day('2026-12-07'),
      pickupState: 'AZ',
      partnerName: 'Haulers',
      assignmentState: 'accepted',
      offerPartnerID: 'p1',
      offerPartnerName: 'Haulers',
      declineReason: null,
    });
  });

  it('when a declined order is read, from a row or from the details, then the facts name who declined and why, and no partner has it', () => {
    const declined = {
      moveStatus: 'open',
      partnerName: null,
      assignmentState: 'declined',
      offerPartnerID: 'p1',
      offerPartnerName: 'Haulers',
      declineReason: 'Too far',
    } as const;
    for (const facts of [orderFacts(row(declined)), orderFacts(detail({ ...declined, actualMoveDate: null }))]) {
      expect(facts).to.deep.include({
        status: 'open',
        partnerName: null,
        assignmentState: 'declined',
        offerPartnerID: 'p1',
        offerPartnerName: 'Haulers',
        declineReason: 'Too far',
      });
    }
  });

  it('when the details have no second preferred date, then only the first is offered', () => {
    const record = detail();
    record.moveDatePreferences = { preferredDateOpt1: day('2026-12-05'), preferredDateOpt2: null };
    expect(orderFacts(record).preferredDates).to.deep.equal([day('2026-12-05')]);
  });
});

describe('canComplete', () => {
  it('when a partner is assigned and the move day is past, then the order can be marked complete', () => {
    expect(canComplete(assigned({ pickupState: 'CO' }), at('2026-12-09T12:00:00'))).to.equal(true);
  });

  it('when the move day is still ahead, then it cannot', () => {
    expect(canComplete(assigned({ pickupState: 'CO' }), at('2026-12-03T12:00:00'))).to.equal(false);
  });

  it('when the order is not partnerassigned, then it cannot, however far past the day is', () => {
    for (const status of ['estimate_open', 'open', 'completed', 'cancelled'] as const) {
      expect(canComplete(assigned({ status, pickupState: 'CO' }), at('2027-06-01T12:00:00')), status).to.equal(false);
    }
  });

  it('when no actual move date is known, then it cannot', () => {
    expect(canComplete(assigned({ actualMoveDate: null, pickupState: 'CO' }), at('2027-06-01T12:00:00'))).to.equal(false);
  });

  it("when the move day has just begun in the pickup's time zone (Tucson), then it can; a minute before midnight there, it cannot", () => {
    // Phoenix keeps UTC-7 all year: 12/05 begins there at 07:00 UTC.
    const order = assigned({ pickupState: 'AZ' });
    expect(canComplete(order, at('2026-12-05T06:59:00'))).to.equal(false);
    expect(canComplete(order, at('2026-12-05T07:00:00'))).to.equal(true);
  });

  it("when the pickup is in Texas, then the day begins at Chicago's midnight, an hour before Denver's", () => {
    const dallas = assigned({ pickupState: 'TX' });
    const denver = assigned({ pickupState: 'CO' });
    // December: Chicago UTC-6, Denver UTC-7.
    expect(canComplete(dallas, at('2026-12-05T06:00:00'))).to.equal(true);
    expect(canComplete(denver, at('2026-12-05T06:00:00'))).to.equal(false);
    expect(canComplete(denver, at('2026-12-05T07:00:00'))).to.equal(true);
  });

  it('when the pickup state is written out in full, then its own time zone applies (Phoenix, not the Denver default)', () => {
    // July: Denver UTC-6, Phoenix UTC-7; at 06:30 UTC it is already 07/04 in Denver, still 07/03 in Phoenix.
    const order = assigned({ actualMoveDate: day('2026-07-04'), pickupState: 'Arizona' });
    expect(canComplete(order, at('2026-07-04T06:30:00'))).to.equal(false);
    expect(canComplete(order, at('2026-07-04T07:00:00'))).to.equal(true);
  });

  it('when a list row carries no pickup state, then the button shows from the moment the day has begun anywhere we serve (Chicago first)', () => {
    const order = assigned();
    expect(canComplete(order, at('2026-12-05T05:59:00'))).to.equal(false);
    expect(canComplete(order, at('2026-12-05T06:00:00'))).to.equal(true);
  });

  it('when summer time is on, then the day begins an hour earlier in Texas and never moves in Arizona', () => {
    const july = (iso: string) => assigned({ actualMoveDate: day('2026-07-04'), pickupState: iso });
    // July: Chicago UTC-5; Phoenix stays UTC-7.
    expect(canComplete(july('TX'), at('2026-07-04T04:59:00'))).to.equal(false);
    expect(canComplete(july('TX'), at('2026-07-04T05:00:00'))).to.equal(true);
    expect(canComplete(july('AZ'), at('2026-07-04T06:59:00'))).to.equal(false);
    expect(canComplete(july('AZ'), at('2026-07-04T07:00:00'))).to.equal(true);
  });
});
