import { expect } from 'chai';
import { dispatchQuery, normalStatuses, readDispatchSearch, visibleDays, writeDispatchSearch } from './dispatchSearch';

describe('dispatch calendar: its place in the address', () => {
  it('reads the view, the day and every filter back from what it wrote', () => {
    const place = {
      view: 'week' as const,
      date: '2026-12-07',
      filters: { city: 'Fort Collins', partnerId: 'p-1', statuses: ['open' as const, 'partnerassigned' as const] },
    };
    const search = writeDispatchSearch(place);
    expect(search.toString()).to.equal('view=week&date=2026-12-07&city=Fort+Collins&partner=p-1&status=open%2Cpartnerassigned');
    expect(readDispatchSearch(search)).to.deep.equal(place);
  });

  it('when the address says nothing, then it is this month with every move', () => {
    expect(readDispatchSearch(new URLSearchParams())).to.deep.equal({ view: 'month', date: null, filters: { city: null, partnerId: null, statuses: [] } });
    expect(writeDispatchSearch(readDispatchSearch(new URLSearchParams())).toString()).to.equal('');
  });

  it('leaves out a city we do not serve, an unknown status, a day that is not one and an unknown view', () => {
    const place = readDispatchSearch(new URLSearchParams('view=year&date=2026-13-40&city=Boston&status=quoted,open,nonsense'));
    expect(place).to.deep.equal({ view: 'month', date: null, filters: { city: null, partnerId: null, statuses: ['open'] } });
  });

  it('keeps the statuses in the filter order, once each, and takes every status ticked as all', () => {
    expect(normalStatuses(['completed', 'open', 'open'])).to.deep.equal(['open', 'completed']);
    expect(normalStatuses(['cancelled', 'completed', 'partnerassigned', 'open', 'estimate_open'])).to.deep.equal([]);
  });
});

describe('dispatch calendar: the call for a view', () => {
  it('asks for the days shown, the last one included (FullCalendar ends a range the day after)', () => {
    const range = visibleDays(new Date(Date.UTC(2026, 10, 30)), new Date(Date.UTC(2027, 0, 11)));
    expect(range).to.deep.equal({ from: '2026-11-30', to: '2027-01-10' });
  });

  it('sends only the filters set, the statuses as one comma list', () => {
    const range = { from: '2026-11-30', to: '2027-01-10' };
    expect(dispatchQuery(range, { city: null, partnerId: null, statuses: [] })).to.deep.equal(range);
    expect(dispatchQuery(range, { city: 'Denver', partnerId: 'p-9', statuses: ['partnerassigned', 'open'] })).to.deep.equal({
      ...range,
      city: 'Denver',
      partnerId: 'p-9',
      status: 'open,partnerassigned',
    });
  });
});
