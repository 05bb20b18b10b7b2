import { expect } from 'chai';
import { setupI18n } from '@lingui/core';
import { isoToDay, translatorOf } from '@moveday/openapi';
import afterBooking from '@moveday/openapi/compiled/en/afterBooking';
import options from '@moveday/openapi/compiled/en/options';
import orders from '@moveday/openapi/compiled/en/orders';
import afterBookingEs from '@moveday/openapi/compiled/es/afterBooking';
import optionsEs from '@moveday/openapi/compiled/es/options';
import ordersEs from '@moveday/openapi/compiled/es/orders';
import type { ChangeRequest } from '../api/getOrderOptions';
import { cancelUntilText, momentDayText, momentText, requestedDaysText, requestStateText } from './selfServiceText';

const t = translatorOf(setupI18n({ locale: 'en', messages: { en: { ...afterBooking, ...options, ...orders } } }));
const tEs = translatorOf(setupI18n({ locale: 'es', messages: { es: { ...afterBookingEs, ...optionsEs, ...ordersEs } } }));

describe("The order page's words for its moments and change requests", () => {
  it("when the cut-off is midnight in Denver, then it reads in Denver's time with the zone named, whatever the browser's zone", () => {
    // 72 hours before Friday 12/11/2026 begins in Denver (UTC-7): Tuesday 12/08 at 00:00 MST.
    const cutoff = Date.parse('2026-12-08T07:00:00Z');
    expect(momentText(cutoff, 'America/Denver')).to.equal('Tuesday, December 8, 2026 at 12:00 AM MST');
    expect(cancelUntilText(t, cutoff, 'America/Denver')).to.equal('You can cancel online until Tuesday, December 8, 2026 at 12:00 AM MST.');
    expect(momentText(cutoff, 'America/Chicago')).to.equal('Tuesday, December 8, 2026 at 1:00 AM CST');
  });

  it("when a request was sent late in the evening in Denver, then its day is Denver's, not UTC's", () => {
    expect(momentDayText(Date.parse('2026-12-02T05:30:00Z'), 'America/Denver')).to.equal('12/01/2026');
  });

  it('when a request asked for two days, then both read as MM/DD/YYYY, and its state as a word', () => {
    const request = { state: 'declined', preferredDates: [isoToDay('2027-01-04'), isoToDay('2027-01-05')] } as ChangeRequest;
    expect(requestedDaysText(t, request)).to.equal('01/04/2027 or 01/05/2027');
    expect(requestStateText(t, request)).to.equal('declined');
  });

  it("when the reader is Spanish, then the moment, the days and the state read in Spanish, still in the move's time zone", () => {
    const cutoff = Date.parse('2026-12-08T07:00:00Z');
    expect(momentText(cutoff, 'America/Denver', 'es')).to.match(/^martes, 8 de diciembre de 2026.*12:00.*MST$/);
    expect(momentDayText(Date.parse('2026-12-02T05:30:00Z'), 'America/Denver', 'es')).to.equal('1 dic 2026');
    const request = { state: 'declined', preferredDates: [isoToDay('2027-01-04'), isoToDay('2027-01-05')] } as ChangeRequest;
    expect(requestedDaysText(tEs, request, 'es')).to.equal('4 ene 2027 o 5 ene 2027');
    expect(requestStateText(tEs, request, 'es')).to.equal(tEs('changeRequestState.declined').toLocaleLowerCase('es-US'));
  });
});
