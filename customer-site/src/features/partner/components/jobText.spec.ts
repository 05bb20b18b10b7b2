import { expect } from 'chai';
import { setupI18n } from '@lingui/core';
import { isoToDay, translatorOf } from '@moveday/openapi';
import partner from '@moveday/openapi/compiled/en/partner';
import partnerEs from '@moveday/openapi/compiled/es/partner';
import { dayText, instantText, jobDaysText, jobStageOf, phoneOf, routeText, valueText, type JobWords } from './jobText';

const en: JobWords = { t: translatorOf(setupI18n({ locale: 'en', messages: { en: partner } })), locale: 'en' };
const es: JobWords = { t: translatorOf(setupI18n({ locale: 'es', messages: { es: partnerEs } })), locale: 'es' };

describe('partner job text', () => {
  it('when a job is offered, then both preferred days show with their weekdays', () => {
    const job = { moveDate: null, preferredDates: [isoToDay('2026-12-08'), isoToDay('2026-12-09')] };
    expect(jobDaysText(en, job)).to.equal('Tuesday, 12/08/2026 or Wednesday, 12/09/2026');
  });

  it('when the move day is set, then it alone shows', () => {
    const job = { moveDate: isoToDay('2026-12-09'), preferredDates: [isoToDay('2026-12-08'), isoToDay('2026-12-09')] };
    expect(jobDaysText(en, job)).to.equal('Wednesday, 12/09/2026');
  });

  it('when a day is the first of a month, then no time zone moves it to the day before', () => {
    // UTC midnight is the evening before in every American time zone: the day is read in UTC.
    expect(dayText(en, isoToDay('2027-03-01'))).to.equal('Monday, 03/01/2027');
  });

  it("when an offer's deadline is shown, then it is the instant in the phone's time zone", () => {
    const deadline = Date.parse('2026-12-08T22:00:00Z');
    expect(instantText(en, deadline, 'America/Denver')).to.equal('Tue, Dec 8, 3:00 PM');
    expect(instantText(en, deadline, 'America/New_York')).to.equal('Tue, Dec 8, 5:00 PM');
  });

  it('when a route is written, then pickup city and state come before the drop-off', () => {
    expect(routeText({ pickupCity: 'Denver', pickupState: 'CO', dropoffCity: 'Aurora', dropoffState: 'CO' })).to.equal('Denver, CO → Aurora, CO');
  });

  it("when a job's state is read, then the order's end wins over the assignment", () => {
    expect(jobStageOf({ assignmentState: 'offered', moveStatus: 'partnerassigned' })).to.equal('offered');
    expect(jobStageOf({ assignmentState: 'accepted', moveStatus: 'partnerassigned' })).to.equal('upcoming');
    expect(jobStageOf({ assignmentState: 'accepted', moveStatus: 'completed' })).to.equal('done');
    expect(jobStageOf({ assignmentState: 'accepted', moveStatus: 'cancelled' })).to.equal('cancelled');
  });

  it("when the customer's phone is a US number, then it reads as people write it and dials with +1", () => {
    expect(phoneOf('7205550142')).to.deep.equal({ text: '(720) 555-0142', href: 'tel:+17205550142' });
    expect(phoneOf('+1 720-555-0142')).to.deep.equal({ text: '(720) 555-0142', href: 'tel:+17205550142' });
    expect(phoneOf('+44 20 7946 0958')).to.deep.equal({ text: '+44 20 7946 0958', href: 'tel:+442079460958' });
  });

  it("when the crew reads Spanish, then days, deadlines and value are in Spanish, still read in UTC and in the phone's zone", () => {
    const job = { moveDate: null, preferredDates: [isoToDay('2026-12-08'), isoToDay('2026-12-09')] };
    expect(jobDaysText(es, job)).to.equal('martes, 8 dic 2026 o miércoles, 9 dic 2026');
    expect(dayText(es, isoToDay('2027-03-01'))).to.equal('lunes, 1 mar 2027');
    expect(instantText(es, Date.parse('2026-12-08T22:00:00Z'), 'America/Denver')).to.match(/^mar, 8 de dic.*3:00/);
    expect(valueText(en, 1234.5)).to.equal('$1,234.50');
    expect(valueText(es, 1234.5)).to.match(/1,234\.50/);
  });
});
