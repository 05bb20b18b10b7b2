import { expect } from 'chai';
import { isoToDay } from '@moveday/openapi';
import { formatMoment } from '../../lib/format';
import { actionLabel, actorLabel, describeChanges } from './history';

describe('order history', () => {
  it("when the partner's crew answers an offer, then the entry names the company and its sign-in as the partner, and says what it did", () => {
    expect(actorLabel({ actorRole: 'partner', actorName: 'Haulers (lead@haulers.example)' })).to.equal('Partner: Haulers (lead@haulers.example)');
    expect(actionLabel({ actorRole: 'partner', action: 'accepted' })).to.equal('Accepted the job');
    expect(actionLabel({ actorRole: 'partner', action: 'declined' })).to.equal('Declined the job');
    expect(actionLabel({ actorRole: 'partner', action: 'crewontheway' })).to.equal('Crew on the way');
  });

  it('when the crew marks the job done, then it reads as the crew said it; an admin marking it complete reads as before', () => {
    expect(actionLabel({ actorRole: 'partner', action: 'completed' })).to.equal('Job done');
    expect(actionLabel({ actorRole: 'admin', action: 'completed' })).to.equal('Marked as complete');
  });

  it('when an offer expires or is reassigned, then the entry says so; an action not known yet shows as the server names it', () => {
    expect(actionLabel({ actorRole: 'system', action: 'expired' })).to.equal('Offer expired unanswered');
    expect(actionLabel({ actorRole: 'admin', action: 'reassigned' })).to.equal('Reassigned');
    expect(actionLabel({ actorRole: 'admin', action: 'somethingnew' })).to.equal('somethingnew');
  });

  it('when no name is recorded, then the role is shown in words; a person is shown by name alone', () => {
    expect(actorLabel({ actorRole: 'system' })).to.equal('MoveDay');
    expect(actorLabel({ actorRole: 'partner' })).to.equal('Partner');
    expect(actorLabel({ actorRole: 'admin', actorName: 'Ada Admin' })).to.equal('Ada Admin');
  });

  it("when a decline or a job done carries the partner's words, then they are shown; ids are left out", () => {
    expect(describeChanges({ partnerName: 'Haulers', partnerID: 'p1', reason: 'Too far for our crew' })).to.equal(
      'partner: Haulers; reason: Too far for our crew',
    );
    expect(describeChanges({ notes: 'Two boxes left in the garage, as asked' })).to.equal('notes: Two boxes left in the garage, as asked');
  });

  it('when a job is offered or reassigned, then the partner, the day, the offer and its deadline read as words, the deadline as a moment', () => {
    const deadline = Date.UTC(2026, 11, 4, 22, 0);
    expect(
      describeChanges({ partnerID: 'p2', partnerName: 'Crates', actualMoveDate: isoToDay('2026-12-07'), assignmentState: 'offered', offerExpiresAt: deadline }),
    ).to.equal(`partner: Crates; move date: 12/07/2026; offer: Offered; answer by: ${formatMoment(deadline)}`);
    expect(describeChanges({ partnerName: { from: 'Haulers', to: 'Crates' } })).to.equal('partner: Haulers → Crates');
  });

  it("when a customer changes or rates their order, then each step reads in words, and a customer's cancel reads as done online", () => {
    expect(actionLabel({ actorRole: 'customer', action: 'rescheduled' })).to.equal('Rescheduled (new dates, priced again)');
    expect(actionLabel({ actorRole: 'customer', action: 'changerequested' })).to.equal('Asked to change the dates');
    expect(actionLabel({ actorRole: 'admin', action: 'changeapproved' })).to.equal('Change request approved');
    expect(actionLabel({ actorRole: 'admin', action: 'changedeclined' })).to.equal('Change request declined');
    expect(actionLabel({ actorRole: 'customer', action: 'changewithdrawn' })).to.equal('Change request withdrawn');
    expect(actionLabel({ actorRole: 'system', action: 'changeclosed' })).to.equal('Change request closed with the order');
    expect(actionLabel({ actorRole: 'customer', action: 'rated' })).to.equal('Rated the move');
    expect(actionLabel({ actorRole: 'customer', action: 'cancelled' })).to.equal('Cancelled online');
    expect(actionLabel({ actorRole: 'admin', action: 'cancelled' })).to.equal('Cancelled');
  });

  it("when a change request's dates are carried, then they read as days, one list or each date from and to", () => {
    const [a, b] = [isoToDay('2026-12-10'), isoToDay('2026-12-11')];
    expect(describeChanges({ preferredDates: [a, b] })).to.equal('preferred dates: 12/10/2026, 12/11/2026');
    expect(describeChanges({ preferredDates: { from: [isoToDay('2026-12-01'), isoToDay('2026-12-02')], to: [a, b] }, changeRequestId: 'cr1' })).to.equal(
      'preferred dates: 12/01/2026, 12/02/2026 → 12/10/2026, 12/11/2026',
    );
    expect(describeChanges({ preferredDateOpt1: { from: isoToDay('2026-12-01'), to: a } })).to.equal('preferred date 1: 12/01/2026 → 12/10/2026');
    expect(describeChanges({ comment: '<b>bold</b>' })).to.equal('comment: <b>bold</b>');
  });

  it('when an admin records a payment or a refund, then the entry says which, with the amount in dollars and cents and the method in words', () => {
    expect(actionLabel({ actorRole: 'admin', action: 'paymentrecorded' })).to.equal('Payment recorded');
    expect(actionLabel({ actorRole: 'admin', action: 'refundrecorded' })).to.equal('Refund recorded');
    expect(describeChanges({ paymentId: 'p1', amountCents: 20050, method: 'cash' })).to.equal('amount: $200.50; method: Cash');
    expect(describeChanges({ paymentId: 'p2', amountCents: 5000, method: 'transfer', reason: 'Fewer rooms moved' })).to.equal(
      'amount: $50.00; method: Bank transfer; reason: Fewer rooms moved',
    );
  });
});
