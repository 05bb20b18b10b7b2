import { expect } from 'chai';
import { Messages, isoToDay } from '@moveday/openapi';
import {
  companyToday,
  dispatchBody,
  dispatchFormOf,
  dispatchProblem,
  dispatchProblems,
  emptyDispatchForm,
  inCatalogueOrder,
  isCrewsTyping,
} from './dispatchForm';

const today = isoToDay('2026-11-20');

describe('dispatchForm', () => {
  it('when a partner is added, then it serves every area, has no daily limit and nothing on file (no crews number is prefilled)', () => {
    expect(emptyDispatchForm()).to.deep.equal({ serviceCities: [], crews: '', licenceNumber: '', insuranceExpires: null });
    expect(dispatchBody(emptyDispatchForm())).to.deep.equal({ serviceCities: [], crews: null, licenceNumber: '', insuranceExpires: null });
  });

  it("when service cities are chosen in any order, then they are kept in the catalogue's (by state), each once", () => {
    expect(inCatalogueOrder(['Dallas', 'Denver', 'Tucson', 'Denver'])).to.deep.equal(['Tucson', 'Denver', 'Dallas']);
    expect(inCatalogueOrder(['Pueblo', 'Denver'])).to.deep.equal(['Denver', 'Pueblo']);
  });

  it('when a partner record prefills the section, then crews become text and no daily limit stays blank', () => {
    expect(dispatchFormOf({ serviceCities: ['Fort Collins', 'Denver'], crews: 3, licenceNumber: 'CO-123', insuranceExpires: today })).to.deep.equal({
      serviceCities: ['Denver', 'Fort Collins'],
      crews: '3',
      licenceNumber: 'CO-123',
      insuranceExpires: today,
    });
    expect(dispatchFormOf({ serviceCities: [], crews: null, licenceNumber: '', insuranceExpires: null })).to.deep.equal(emptyDispatchForm());
  });

  it("when crews are typed, then only digits are taken, and only 1 to 50 or blank can be saved, with the server's words", () => {
    expect(['', '1', '50', '007'].every(isCrewsTyping)).to.equal(true);
    expect(['-1', '1.5', '1e2', ' 2', 'two'].some(isCrewsTyping)).to.equal(false);
    for (const crews of ['0', '51', '100'])
      expect(dispatchProblems({ ...emptyDispatchForm(), crews }, today)).to.deep.equal({ crews: Messages.partnerCrewsRange });
    for (const crews of ['', '1', '50', ' 12 ']) expect(dispatchProblem({ ...emptyDispatchForm(), crews }, today)).to.equal(null);
    expect(dispatchBody({ ...emptyDispatchForm(), crews: ' 12 ' }).crews).to.equal(12);
  });

  it("when a city outside the served areas is among the service cities, then the server's message says so", () => {
    expect(dispatchProblem({ ...emptyDispatchForm(), serviceCities: ['Denver', 'Pueblo'] }, today)).to.equal(Messages.partnerServiceCityUnknown);
  });

  it('when the licence number is longer than 40 characters, then it cannot be saved; it is sent trimmed', () => {
    expect(dispatchProblem({ ...emptyDispatchForm(), licenceNumber: 'x'.repeat(41) }, today)).to.equal(Messages.partnerLicenceTooLong);
    expect(dispatchProblem({ ...emptyDispatchForm(), licenceNumber: 'x'.repeat(40) }, today)).to.equal(null);
    expect(dispatchBody({ ...emptyDispatchForm(), licenceNumber: '  CO-9  ' }).licenceNumber).to.equal('CO-9');
  });

  it('when the insurance expiry is set, then any day of the usual window is fine (an expired one too), and one beyond it says why', () => {
    expect(dispatchProblem({ ...emptyDispatchForm(), insuranceExpires: isoToDay('2026-01-31') }, today)).to.equal(null);
    expect(dispatchProblem({ ...emptyDispatchForm(), insuranceExpires: isoToDay('2028-11-20') }, today)).to.equal(null);
    expect(dispatchProblem({ ...emptyDispatchForm(), insuranceExpires: isoToDay('2028-11-21') }, today)).to.equal(Messages.dateTooFarAhead);
    expect(dispatchProblem({ ...emptyDispatchForm(), insuranceExpires: isoToDay('2026-11-20') + 3_600_000 }, today)).to.equal(Messages.notACalendarDay);
  });

  it("when today is asked for, then it is the calendar day in Denver, whatever the browser's zone", () => {
    expect(companyToday(new Date('2026-11-21T05:30:00Z'))).to.equal(isoToDay('2026-11-20'));
    expect(companyToday(new Date('2026-11-21T07:30:00Z'))).to.equal(isoToDay('2026-11-21'));
  });
});
