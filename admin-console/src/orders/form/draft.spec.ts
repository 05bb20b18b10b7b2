import { expect } from 'chai';
import { emptyDraft, isoToDay } from '@moveday/openapi';
import { draftOf, emptyCustomer, isDraftEmpty, withKit } from './draft';

describe('draft', () => {
  it('when an order record is read for editing, then only the move draft comes out, as a copy', () => {
    const draft = withKit(emptyDraft(), 'mediumPacking');
    draft.moveDatePreferences.preferredDateOpt1 = isoToDay('2026-12-05');
    const record = { ...draft, id: 'a1', moveId: 'MD-1001', version: 3, history: [] };
    const out = draftOf(record);
    expect(out).to.deep.equal(draft);
    expect(out).not.to.have.property('moveId');
    out.pickupTab1.pickUpAddress.city = 'Tucson';
    expect(record.pickupTab1.pickUpAddress.city).to.equal('');
  });

  it('when nothing has been typed, then Add Order is empty (leaving asks nothing)', () => {
    expect(isDraftEmpty(emptyDraft(), emptyCustomer())).to.equal(true);
  });

  it('when any customer field or any part of the move is filled, then it is not empty', () => {
    expect(isDraftEmpty(emptyDraft(), { ...emptyCustomer(), lastName: 'L' })).to.equal(false);
    const draft = emptyDraft();
    draft.pickupTab1.pickUpRooms.bedroom = 1;
    expect(isDraftEmpty(draft, emptyCustomer())).to.equal(false);
    expect(isDraftEmpty(withKit(emptyDraft(), 'largePacking'), emptyCustomer())).to.equal(false);
  });
});
