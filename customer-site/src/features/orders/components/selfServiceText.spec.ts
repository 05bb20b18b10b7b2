import { expect } from 'chai';
import { isoToDay } from '@moveday/openapi';
import type { ChangeRequest } from '../api/getOrderOptions';
import { cancelUntilText, momentDayText, momentText, requestedDaysText, requestStateText } from './selfServiceText';

describe('The order page\'s words for its moments and change requests', () => {
  it('when the cut-off is midnight in Denver, then it reads in Denver\'s time with the zone named, whatever the browser\'s zone', () => {
    // 72 hours before Friday 12/11/2026 begins in Denver (UTC-7): Tuesday 12/08 at 00:00 MST.
    const cutoff = Date.parse('2026-12-08T07:00:00Z');
    expect(momentText(cutoff, 'America/Denver')).to.equal('Tuesday, December 8, 2026 at 12:00 AM MST');
    expect(cancelUntilText(cutoff, 'America/Denver')).to.equal('You can cancel online until Tuesday, December 8, 2026 at 12:00 AM MST.');
    expect(momentText(cutoff, 'America/Chicago')).to.equal('Tuesday, December 8, 2026 at 1:00 AM CST');
  });

  it('when a request was sent late in the evening in Denver, then its day is Denver\'s, not UTC\'s', () => {
    expect(momentDayText(Date.parse('2026-12-02T05:30:00Z'), 'America/Denver')).to.equal('12/01/2026');
  });

  it('when a request asked for two days, then both read as MM/DD/YYYY, and its state as a word', () => {
    const request = { state: 'declined', preferredDates: [isoToDay('2027-01-04'), isoToDay('2027-01-05')] } as ChangeRequest;
    expect(requestedDaysText(request)).to.equal('01/04/2027 or 01/05/2027');
    expect(requestStateText(request)).to.equal('declined');
  });
});
