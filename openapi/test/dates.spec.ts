import { expect } from 'chai';
import { isoToDay, todayIn } from '../src/dates.js';

describe('Today in a time zone', () => {
  it('when the clock passes midnight there, then the day changes at that minute, whatever was asked just before', () => {
    // Denver in January is UTC-7: its midnight is 07:00 UTC.
    const before = new Date('2027-01-15T06:59:59.999Z');
    const after = new Date('2027-01-15T07:00:00.000Z');
    for (let i = 0; i < 3; i++) expect(todayIn('America/Denver', before)).to.equal(isoToDay('2027-01-14'));
    expect(todayIn('America/Denver', after)).to.equal(isoToDay('2027-01-15'));
    expect(todayIn('America/Denver', before)).to.equal(isoToDay('2027-01-14'));
    // The same instant is another day in another zone (Phoenix keeps UTC-7 all year; Chicago is UTC-6).
    expect(todayIn('America/Chicago', before)).to.equal(isoToDay('2027-01-15'));
    expect(todayIn('America/Phoenix', new Date('2027-07-01T06:59:00Z'))).to.equal(isoToDay('2027-06-30'));
    expect(todayIn('America/Denver', new Date('2027-07-01T06:59:00Z'))).to.equal(isoToDay('2027-07-01'));
  });
});
