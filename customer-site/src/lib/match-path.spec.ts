import { expect } from 'chai';
import { matchPath } from './match-path';

describe('Matching an address with a route pattern', () => {
  it('when the path is the pattern, then it matches with no parameters (a trailing slash too)', () => {
    expect(matchPath('/partner/jobs', '/partner/jobs')).to.deep.equal({});
    expect(matchPath('/partner/jobs', '/partner/jobs/')).to.deep.equal({});
  });

  it('when the pattern has a parameter, then its value comes decoded', () => {
    expect(matchPath('/partner/jobs/:id', '/partner/jobs/6f1c2a')).to.deep.equal({ id: '6f1c2a' });
    expect(matchPath('/partner/jobs/:id', '/partner/jobs/a%20b')).to.deep.equal({ id: 'a b' });
  });

  it('when a part differs, one is missing or extra, or a parameter is empty or badly encoded, then it does not match', () => {
    expect(matchPath('/partner/jobs', '/partner/job')).to.equal(null);
    expect(matchPath('/partner/jobs/:id', '/partner/jobs')).to.equal(null);
    expect(matchPath('/partner/jobs/:id', '/partner/jobs/1/more')).to.equal(null);
    expect(matchPath('/partner/jobs/:id', '/partner/jobs//')).to.equal(null);
    expect(matchPath('/partner/jobs/:id', '/partner/jobs/%E0%A4%A')).to.equal(null);
  });
});
