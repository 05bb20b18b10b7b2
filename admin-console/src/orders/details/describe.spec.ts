import { expect } from 'chai';
import { emptyDraft } from '@moveday/openapi';
import { withKit } from '../form/draft';
import { describeKit } from './describe';

describe('describeKit', () => {
  it('when a kit is chosen, then the details name it by its level and its label', () => {
    expect(describeKit(withKit(emptyDraft(), 'loadingAndUnloading'))).to.equal('Small Packing (30-Box Small Packing Kit)');
    expect(describeKit(withKit(emptyDraft(), 'mediumPacking'))).to.equal('Medium Packing (50-Box Medium Packing Kit)');
  });

  it('when no kit is chosen, then the details say Not Required', () => {
    expect(describeKit(emptyDraft())).to.equal('Not Required');
  });
});
