import { expect } from 'chai';
import { Limits, Messages, isoToDay } from '@moveday/openapi';
import type { AdminChangeRequest, AdminOrderDetail } from '../lib/types';
import {
  answerable,
  approveNeedsPartner,
  changeRequestLabel,
  currentDaysText,
  declineReasonProblem,
  priceDifference,
  withRequestedDates,
} from './changeRequestFacts';
import type { OrderFacts } from './orderFacts';

const request = (over: Partial<AdminChangeRequest> = {}): AdminChangeRequest => ({
  id: 'cr1',
  state: 'pending',
  preferredDates: [isoToDay('2026-12-10'), isoToDay('2026-12-11')],
  desiredDeliveryDate: null,
  note: null,
  newAmount: 1300,
  currentAmount: 1200,
  answer: null,
  createdAt: 0,
  decidedAt: null,
  decidedBy: null,
  ...over,
});

describe('change requests', () => {
  it('when a request is pending on an open order, then it can be answered; answered requests and closed orders cannot', () => {
    expect(answerable({ changeRequest: request(), moveStatus: 'partnerassigned' })?.id).to.equal('cr1');
    expect(answerable({ changeRequest: request({ state: 'declined' }), moveStatus: 'partnerassigned' })).to.equal(null);
    expect(answerable({ changeRequest: request(), moveStatus: 'cancelled' })).to.equal(null);
    expect(answerable({ changeRequest: null, moveStatus: 'open' })).to.equal(null);
  });

  it('when the order has a partner, then approving asks for the day and the partner; without one it does not', () => {
    expect(approveNeedsPartner('partnerassigned')).to.equal(true);
    expect(approveNeedsPartner('open')).to.equal(false);
    expect(approveNeedsPartner('estimate_open')).to.equal(false);
  });

  it("when the approve dialog is opened, then its days are the request's new dates and the rest is the order's", () => {
    const order = { id: 'o1', preferredDates: [1, 2], partnerName: 'Haulers' } as OrderFacts;
    expect(withRequestedDates(order, request())).to.deep.include({ id: 'o1', partnerName: 'Haulers', preferredDates: request().preferredDates });
  });

  it('when the order has a move day, then its days read as the move day and the preferred dates; else the preferred dates', () => {
    const moveDatePreferences = { preferredDateOpt1: isoToDay('2026-12-01'), preferredDateOpt2: isoToDay('2026-12-02') };
    expect(currentDaysText({ actualMoveDate: null, moveDatePreferences } as Pick<AdminOrderDetail, 'actualMoveDate' | 'moveDatePreferences'>)).to.equal(
      '12/01/2026 or 12/02/2026',
    );
    expect(
      currentDaysText({ actualMoveDate: isoToDay('2026-12-02'), moveDatePreferences } as Pick<AdminOrderDetail, 'actualMoveDate' | 'moveDatePreferences'>),
    ).to.equal('12/02/2026 (move day; preferred 12/01/2026 or 12/02/2026)');
  });

  it('when the new dates change the price, then the difference carries its sign; none says so', () => {
    expect(priceDifference(1200, 1320)).to.equal('+$120');
    expect(priceDifference(1200, 1155)).to.equal('-$45');
    expect(priceDifference(1200, 1200)).to.equal('no change');
  });

  it('when a decline has no reason, or one too long, then it is refused with why; a reason within the limit is fine', () => {
    expect(declineReasonProblem('  ')).to.equal(Messages.changeDeclineReasonRequired);
    expect(declineReasonProblem('x'.repeat(Limits.changeDeclineReason + 1))).to.match(/at most 200/);
    expect(declineReasonProblem('x'.repeat(Limits.changeDeclineReason))).to.equal(undefined);
    expect(declineReasonProblem('No crew is free that week')).to.equal(undefined);
  });

  it("when a state is shown, then it reads as the catalogue's label", () => {
    expect(changeRequestLabel('pending')).to.equal('Pending');
    expect(changeRequestLabel('withdrawn')).to.equal('Withdrawn');
  });
});
