import { expect } from 'chai';
import { cancelRequestOf, OTHER_REASON_MAX } from './cancelReason';

describe('A cancel reason, as the cancel dialog sends it', () => {
  it('when a reason from the list is chosen, then it is sent alone', () => {
    expect(cancelRequestOf('plansChanged', 'ignored')).to.deep.equal({ reason: 'plansChanged' });
  });

  it('when nothing or something not on the list is chosen, then nothing can be sent', () => {
    expect(cancelRequestOf('', '')).to.equal(null);
    expect(cancelRequestOf('bored', '')).to.equal(null);
  });

  it("when another reason is chosen, then the customer's words are required, trimmed, and at most 100 characters", () => {
    expect(cancelRequestOf('other', '   ')).to.equal(null);
    expect(cancelRequestOf('other', '  The house sale fell through ')).to.deep.equal({ reason: 'other', otherReason: 'The house sale fell through' });
    expect(cancelRequestOf('other', 'x'.repeat(OTHER_REASON_MAX))).to.deep.equal({ reason: 'other', otherReason: 'x'.repeat(OTHER_REASON_MAX) });
    expect(cancelRequestOf('other', 'x'.repeat(OTHER_REASON_MAX + 1))).to.equal(null);
  });
});
