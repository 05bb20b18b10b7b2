import { expect } from 'chai';
import { ORDER_STATUSES, isoToDay } from '@moveday/openapi';
import { formatCount, formatDayWithWeekday, formatMoment, formatMoney, isOpenStatus, latestServedToday } from './format';

describe('format', () => {
  it('when an amount is shown, then it is whole dollars with thousands separators, and a missing one is blank', () => {
    expect(formatMoney(12345)).to.equal('$12,345');
    expect(formatMoney(0)).to.equal('$0');
    expect(formatMoney(123456789)).to.equal('$123,456,789');
    expect(formatMoney(null)).to.equal('');
    expect(formatMoney(undefined)).to.equal('');
  });

  it('when a count is shown, then it has thousands separators, and a missing one is blank', () => {
    expect(formatCount(1234567)).to.equal('1,234,567');
    expect(formatCount(0)).to.equal('0');
    expect(formatCount(null)).to.equal('');
  });

  it('when a calendar day is shown with its weekday, then it is that day in MM/DD/YYYY, whatever the time zone', () => {
    expect(formatDayWithWeekday(isoToDay('2026-12-05'))).to.equal('12/05/2026 (Saturday)');
    expect(formatDayWithWeekday(isoToDay('2026-12-07'))).to.equal('12/07/2026 (Monday)');
    expect(formatDayWithWeekday(isoToDay('2028-02-29'))).to.equal('02/29/2028 (Tuesday)');
  });

  describe('a moment (not a calendar day)', () => {
    const zone = process.env.TZ;
    afterEach(() => {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    });

    it("when a moment is shown, then it reads on the browser's own clock, unlike a calendar day", () => {
      const moment = Date.UTC(2026, 11, 5, 15, 4);
      process.env.TZ = 'Asia/Tokyo';
      expect(formatMoment(moment)).to.equal('12/06/2026, 12:04 AM');
      process.env.TZ = 'Pacific/Honolulu';
      expect(formatMoment(moment)).to.equal('12/05/2026, 5:04 AM');
      expect(formatMoment(null)).to.equal('');
    });
  });

  it('when a status is estimate_open, open or partnerassigned, then the order is open; completed, cancelled and quoted are not', () => {
    expect(ORDER_STATUSES.filter(isOpenStatus)).to.deep.equal(['estimate_open', 'open', 'partnerassigned']);
  });

  it('when it is already tomorrow in Chicago but still today in Denver and Phoenix, then the latest served day is tomorrow', () => {
    expect(latestServedToday(new Date('2026-12-05T05:59:00Z'))).to.equal(isoToDay('2026-12-04'));
    expect(latestServedToday(new Date('2026-12-05T06:00:00Z'))).to.equal(isoToDay('2026-12-05'));
  });
});
