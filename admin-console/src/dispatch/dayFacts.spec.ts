import { expect } from 'chai';
import { crewText, formatLongDay, movesOfDay, orderFactsOf, partnersOnDay } from './dayFacts';
import type { DispatchMove, DispatchPartner } from './types';

const DEC_5 = Date.UTC(2026, 11, 5);
const DEC_6 = Date.UTC(2026, 11, 6);

const move = (over: Partial<DispatchMove>): DispatchMove => ({
  id: 'm1',
  moveNumber: 'MD-1',
  day: '2026-12-05',
  status: 'open',
  assignmentState: null,
  area: 'Denver',
  pickupCity: 'Denver',
  dropoffCity: 'Aurora',
  customerName: 'Dana Reyes',
  partnerId: null,
  partnerName: null,
  preferredDates: ['2026-12-05', '2026-12-06'],
  ...over,
});

const partner = (over: Partial<DispatchPartner>): DispatchPartner => ({
  id: 'p',
  companyName: 'Rocky Mountain Movers',
  crews: 2,
  serviceCities: [],
  used: {},
  daysOff: [],
  ...over,
});

describe('dispatch calendar: a day panel', () => {
  it('titles the day with its weekday, whatever the browser time zone', () => {
    expect(formatLongDay('2026-12-05')).to.equal('Saturday, December 5, 2026');
  });

  it('lists the day moves only', () => {
    const moves = [move({ id: 'a' }), move({ id: 'b', day: '2026-12-06' }), move({ id: 'c' })];
    expect(movesOfDay({ moves }, '2026-12-05').map((m) => m.id)).to.deep.equal(['a', 'c']);
  });

  it('gives each partner its crews used that day of its total, no limit when it has none, and whether it is off', () => {
    const day = partnersOnDay(
      [
        partner({ id: 'a', crews: 2, used: { '2026-12-05': 2, '2026-12-06': 1 } }),
        partner({ id: 'b', crews: null, used: { '2026-12-05': 3 } }),
        partner({ id: 'c', crews: 1, daysOff: ['2026-12-05'] }),
      ],
      '2026-12-05',
    );
    expect(day.map(({ id, used, crewText: text, full, off }) => ({ id, used, text, full, off }))).to.deep.equal([
      { id: 'a', used: 2, text: '2 of 2 crews', full: true, off: false },
      { id: 'b', used: 3, text: '3 · no limit', full: false, off: false },
      { id: 'c', used: 0, text: '0 of 1 crew', full: false, off: true },
    ]);
    expect(crewText(0, null)).to.equal('0 · no limit');
  });

  it('hands Assign Partner the move with its preferred dates as calendar days', () => {
    expect(orderFactsOf(move({}))).to.deep.equal({
      id: 'm1',
      moveID: 'MD-1',
      status: 'open',
      preferredDates: [DEC_5, DEC_6],
      actualMoveDate: null,
      partnerName: null,
      assignmentState: null,
      offerPartnerID: null,
      offerPartnerName: null,
      declineReason: null,
    });
  });

  it('names the partner that declined as the last offer, so Assign asks before offering it again', () => {
    const facts = orderFactsOf(move({ assignmentState: 'declined', partnerId: 'p', partnerName: 'Rocky Mountain Movers' }));
    expect(facts).to.include({ offerPartnerID: 'p', offerPartnerName: 'Rocky Mountain Movers', partnerName: null });
  });

  it('gives an assigned move its day as the actual move date', () => {
    const facts = orderFactsOf(move({ status: 'partnerassigned', assignmentState: 'accepted', partnerId: 'p', partnerName: 'R', day: '2026-12-06' }));
    expect(facts).to.include({ actualMoveDate: DEC_6, partnerName: 'R' });
  });
});
