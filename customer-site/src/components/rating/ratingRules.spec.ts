import { expect } from 'chai';
import { setupI18n } from '@lingui/core';
import { Limits, translatorOf } from '@moveday/openapi';
import afterBooking from '@moveday/openapi/compiled/en/afterBooking';
import { ratingBody, ratingReady, starsText } from './ratingRules';

describe('A rating, as the rating form sends it', () => {
  it('when no star is chosen, or a number outside 1 to 5, then it cannot be sent', () => {
    expect(ratingReady(null, '')).to.equal(false);
    expect(ratingReady(0, '')).to.equal(false);
    expect(ratingReady(6, '')).to.equal(false);
    expect(ratingReady(2.5, '')).to.equal(false);
  });

  it('when stars are chosen, then the comment may be empty but not longer than the limit', () => {
    expect(ratingReady(5, '')).to.equal(true);
    expect(ratingReady(1, 'x'.repeat(Limits.ratingComment))).to.equal(true);
    expect(ratingReady(1, 'x'.repeat(Limits.ratingComment + 1))).to.equal(false);
  });

  it('when sent, then the comment is trimmed and an empty one is null', () => {
    expect(ratingBody(4, '  Great crew <b>really</b>  ')).to.deep.equal({ stars: 4, comment: 'Great crew <b>really</b>' });
    expect(ratingBody(3, '   ')).to.deep.equal({ stars: 3, comment: null });
  });

  it('when read out, then a rating says its stars of five', () => {
    const english = setupI18n({ locale: 'en', messages: { en: afterBooking } });
    expect(starsText(translatorOf(english), 4)).to.equal('4 of 5 stars');
  });
});
