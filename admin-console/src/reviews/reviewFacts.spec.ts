import { expect } from 'chai';
import { CLAMPED_CHARACTERS, STAR_CHOICES, isLongComment } from './reviewFacts';

describe('reviews', () => {
  it('when a comment is long or of many lines, then it is clamped; a short one, or none, is shown whole', () => {
    expect(isLongComment('x'.repeat(CLAMPED_CHARACTERS + 1))).to.equal(true);
    expect(isLongComment('one\ntwo\nthree\nfour')).to.equal(true);
    expect(isLongComment('x'.repeat(CLAMPED_CHARACTERS))).to.equal(false);
    expect(isLongComment(null)).to.equal(false);
  });

  it('when the stars filter opens, then it offers five stars down to one', () => {
    expect(STAR_CHOICES).to.deep.equal([
      { id: 5, name: '5 stars' },
      { id: 4, name: '4 stars' },
      { id: 3, name: '3 stars' },
      { id: 2, name: '2 stars' },
      { id: 1, name: '1 star' },
    ]);
  });
});
