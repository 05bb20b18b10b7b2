import { expect } from 'chai';
import { crewPageTitle } from './crewPages';

describe("a crew's page title", () => {
  it('when a page has a title of its own, then its tab shows it, in either language; any other page shows the jobs', () => {
    expect(crewPageTitle('/partner/daysoff')).to.equal('daysOffDocumentTitle');
    expect(crewPageTitle('/partner/statements')).to.equal('statementsDocumentTitle');
    expect(crewPageTitle('/es/partner/statements/:id')).to.equal('statementsDocumentTitle');
    expect(crewPageTitle('/partner/statements/4b837702-12d6-4f87-bb83-14eddb1e9223')).to.equal('statementsDocumentTitle');
    expect(crewPageTitle('/partner/jobs/:id')).to.equal('partnerDocumentTitle');
    expect(crewPageTitle('/partner/statementsheet')).to.equal('partnerDocumentTitle');
  });
});
