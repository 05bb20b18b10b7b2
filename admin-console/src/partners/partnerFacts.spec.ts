import { expect } from 'chai';
import { DAY_MS, isoToDay } from '@moveday/openapi';
import { citiesLong, citiesShort, crewsText, insuranceFacts, loadSentence, setByLabel } from './partnerFacts';

const today = isoToDay('2026-11-20');

describe('partnerFacts', () => {
  it('when the insurance is not on file, expired, ending within 30 days or later, then the list says so', () => {
    expect(insuranceFacts(null, today)).to.deep.equal({ state: 'none', text: 'Not on file' });
    expect(insuranceFacts(today - DAY_MS, today)).to.deep.equal({ state: 'expired', text: 'Expired 11/19/2026' });
    expect(insuranceFacts(today, today)).to.deep.equal({ state: 'soon', text: 'Expires today' });
    expect(insuranceFacts(today + 30 * DAY_MS, today)).to.deep.equal({ state: 'soon', text: 'Expires 12/20/2026' });
    expect(insuranceFacts(today + 31 * DAY_MS, today)).to.deep.equal({ state: 'valid', text: '12/21/2026' });
  });

  it('when the service cities are shown short, then none is every area, two are named, more are counted', () => {
    expect(citiesShort([])).to.equal('All areas');
    expect(citiesShort(undefined)).to.equal('All areas');
    expect(citiesShort(['Fort Collins', 'Denver'])).to.equal('Denver, Fort Collins');
    expect(citiesShort(['Dallas', 'Denver', 'Tucson', 'Santa Fe'])).to.equal('Tucson, Denver +2');
    expect(citiesLong(['Dallas', 'Tucson'])).to.equal('Tucson, Dallas');
    expect(citiesLong([])).to.equal('Serves every area');
  });

  it('when crews are shown, then null is no daily limit', () => {
    expect(crewsText(null)).to.equal('No limit');
    expect(crewsText(3)).to.equal('3');
  });

  it('when the load is read out, then each figure has its word', () => {
    expect(loadSentence({ thisWeek: 1, nextWeek: 0, daysAtCapacity: 2 })).to.equal('1 move this week, 0 moves next week, 2 days at capacity');
  });

  it('when a day off is listed, then it says who marked it', () => {
    expect(setByLabel('admin')).to.equal('An admin');
    expect(setByLabel('partner')).to.equal('The partner');
  });
});
