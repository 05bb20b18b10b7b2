import { expect } from 'chai';
import { ratingSentence, ratingText, satisfactionText, starParts, starsSentence } from './ratings';

describe('ratings', () => {
  it("when a partner has ratings, then it reads as the mean to one decimal with a star and the count; without any, as 'No ratings'", () => {
    expect(ratingText({ ratingAverage: 4.6, ratingCount: 12 })).to.equal('4.6 ★ (12)');
    expect(ratingText({ ratingAverage: 4, ratingCount: 1 })).to.equal('4.0 ★ (1)');
    expect(ratingText({ ratingAverage: null, ratingCount: 0 })).to.equal('No ratings');
  });

  it('when a screen reader reads a rating, then it hears words, not a star glyph', () => {
    expect(ratingSentence({ ratingAverage: 4.6, ratingCount: 12 })).to.equal('Rated 4.6 out of 5 by 12 customers');
    expect(ratingSentence({ ratingAverage: 5, ratingCount: 1 })).to.equal('Rated 5.0 out of 5 by 1 customer');
    expect(ratingSentence({ ratingAverage: null, ratingCount: 0 })).to.equal('No ratings yet');
    expect(starsSentence(1)).to.equal('1 star out of 5');
    expect(starsSentence(4)).to.equal('4 stars out of 5');
  });

  it('when the summary is drawn, then the parts run from five stars down to one with their counts', () => {
    expect(starParts({ counts: [1, 0, 2, 3, 6] })).to.deep.equal([
      { stars: 5, label: '5 stars', value: 6 },
      { stars: 4, label: '4 stars', value: 3 },
      { stars: 3, label: '3 stars', value: 2 },
      { stars: 2, label: '2 stars', value: 0 },
      { stars: 1, label: '1 star', value: 1 },
    ]);
    expect(starParts({ counts: [] }).map((p) => p.value)).to.deep.equal([0, 0, 0, 0, 0]);
  });

  it("when nobody has rated, then the figure is the spec's 'No Data'; else the mean out of five", () => {
    expect(satisfactionText({ total: 0, average: null })).to.equal('No Data');
    expect(satisfactionText({ total: 12, average: 4.25 })).to.equal('4.3 / 5');
  });
});
