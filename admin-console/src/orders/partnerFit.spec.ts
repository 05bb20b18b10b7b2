import { expect } from 'chai';
import type { PartnerFit } from '../lib/types';
import { choiceLabel, crewUse, isPartnerUnfit, splitByFit, stillChosen } from './partnerFit';

const partner = (over: Partial<PartnerFit>): PartnerFit => ({
  partnerID: 'p1',
  companyName: 'Rocky Mountain Movers',
  location: 'Denver, CO',
  fits: true,
  reasons: [],
  crews: 2,
  used: 1,
  ratingAverage: null,
  ratingCount: 0,
  insuranceExpires: null,
  ...over,
});

describe('partnerFit', () => {
  it('when the server answers, then the fitting partners are the choices and the others are kept apart, each in its order', () => {
    const a = partner({ partnerID: 'a' });
    const b = partner({ partnerID: 'b', fits: false, reasons: ['B is off on Saturday, December 5, 2026.'] });
    const c = partner({ partnerID: 'c' });
    expect(splitByFit([a, b, c])).to.deep.equal({ fitting: [a, c], unfit: [b] });
  });

  it('when a choice shows its crews that day, then it reads used of crews, or no daily limit', () => {
    expect(crewUse({ crews: 2, used: 1 })).to.equal('1 of 2 crews booked');
    expect(crewUse({ crews: 1, used: 0 })).to.equal('0 of 1 crew booked');
    expect(crewUse({ crews: null, used: 0 })).to.equal('no daily limit');
    expect(crewUse({ crews: null, used: 3 })).to.equal('no daily limit (3 booked)');
  });

  it('when a choice is labelled, then the company comes first (the list is searched by it) and the partner with the job now is marked', () => {
    expect(choiceLabel(partner({}))).to.equal('Rocky Mountain Movers (Denver, CO) · 1 of 2 crews booked · No ratings');
    expect(choiceLabel(partner({}), 'p1')).to.equal('Rocky Mountain Movers (Denver, CO) · 1 of 2 crews booked · No ratings · has it now');
    expect(choiceLabel(partner({ ratingAverage: 4.6, ratingCount: 12 }))).to.equal('Rocky Mountain Movers (Denver, CO) · 1 of 2 crews booked · 4.6 ★ (12)');
  });

  it('when the list is fetched again, then the chosen partner stays chosen only while it still fits', () => {
    const fitting = [partner({ partnerID: 'a' })];
    expect(stillChosen(fitting, 'a')?.partnerID).to.equal('a');
    expect(stillChosen(fitting, 'b')).to.equal(undefined);
    expect(stillChosen(fitting, '')).to.equal(undefined);
  });

  it('when the assign call is refused because the partner no longer fits, then that refusal is told apart from the other conflicts', () => {
    expect(isPartnerUnfit({ status: 409, errorCode: 7026 })).to.equal(true);
    expect(isPartnerUnfit({ status: 409, errorCode: 7016 })).to.equal(false);
    expect(isPartnerUnfit(null)).to.equal(false);
  });
});
