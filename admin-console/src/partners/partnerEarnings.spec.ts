import { expect } from 'chai';
import { AMOUNT_MISSING } from '../payments/cents';
import { REASON_MISSING, adjustableOrders, adjustmentOf, lineText, signedCents } from './partnerEarnings';

const line = (orderId: string, kind: 'job' | 'callout' | 'adjustment', moveID = `MD-${orderId}`) => ({
  id: `${orderId}-${kind}`,
  orderId,
  moveID,
  kind,
  amountCents: 100,
  finalAmountCents: kind === 'job' ? 125_000 : null,
  terms: kind === 'job' ? '20% commission' : null,
  reason: kind === 'adjustment' ? 'An extra hour' : null,
  recordedBy: null,
  earnedOn: 0,
  statementId: null,
  statementNumber: null,
});

describe("A partner's earnings in the console", () => {
  it('when lines are shown, then each says what it is, and a deduction carries its sign', () => {
    expect(lineText(line('a', 'job'))).to.equal('Job done: 20% commission of $1,250.00');
    expect(lineText(line('a', 'callout'))).to.equal('Call-out: cancelled after the cut-off');
    expect(lineText(line('a', 'adjustment'))).to.equal('Adjustment: An extra hour');
    expect(signedCents(-2_500)).to.equal('−$25.00');
    expect(signedCents(45_000)).to.equal('$450.00');
  });

  it('when an adjustment is made, then it may go with any job or call-out the partner earned on, each once, newest first', () => {
    expect(adjustableOrders([line('a', 'job'), line('b', 'callout'), line('a', 'adjustment'), line('c', 'job')])).to.deep.equal([
      { orderId: 'c', moveID: 'MD-c' },
      { orderId: 'b', moveID: 'MD-b' },
      { orderId: 'a', moveID: 'MD-a' },
    ]);
  });

  it('when an adjustment is typed, then a deduction is sent negative in cents; a missing job, amount or reason is named', () => {
    expect(adjustmentOf({ orderId: 'a', direction: 'deduct', amount: '25', reason: ' A scratched dresser ' })).to.deep.equal({
      body: { orderId: 'a', amountCents: -2_500, reason: 'A scratched dresser' },
    });
    expect(adjustmentOf({ orderId: 'a', direction: 'add', amount: '60.5', reason: 'Extra hour' }).body).to.include({ amountCents: 6_050 });
    expect(adjustmentOf({ orderId: '', direction: 'add', amount: '', reason: '' }).problems).to.deep.equal({
      orderId: 'Choose the job it goes with',
      amountCents: AMOUNT_MISSING,
      reason: REASON_MISSING,
    });
  });
});
