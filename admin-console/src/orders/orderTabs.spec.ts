import { expect } from 'chai';
import { tabLabel } from './orderTabs';

describe('tabLabel', () => {
  it('when nothing narrows the list, then the tab shows how many orders it holds', () => {
    expect(tabLabel('Open', 12, 40, false)).to.equal('Open (40)');
  });

  it('when a search or a view narrows the list, then the tab shows what matches out of all', () => {
    expect(tabLabel('Close', 3, 40, true)).to.equal('Close (3/40)');
    expect(tabLabel('Close', 0, 40, true)).to.equal('Close (0/40)');
  });

  it('when the counts have not arrived yet, then the tab shows its name alone', () => {
    expect(tabLabel('Open', undefined, undefined, true)).to.equal('Open');
    expect(tabLabel('Open', 3, undefined, false)).to.equal('Open');
  });
});
