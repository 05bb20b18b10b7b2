import { expect } from 'chai';
import { dayFieldValue, dayOfField } from '../lib/dayField';
import { LEDGER_KINDS, PAYMENT_STATES, isoToDay } from '@moveday/openapi';
import {
  KIND_TABS,
  LEDGER_KIND_COLORS,
  MANUAL_METHOD_CHOICES,
  NO_FIXED_PRICE,
  PAYMENT_STATE_COLORS,
  amountText,
  balanceText,
  canRefund,
  companyToday,
  isManualMethod,
  kindTabOf,
  ledgerKindLabel,
  noteText,
  paymentMethodLabel,
  paymentStateLabel,
  recordedByText,
  recordedText,
  refundMethodChoices,
  signedCents,
} from './paymentFacts';

describe('payment facts', () => {
  it("when an order's payment state is shown, then it reads as the catalogue words it; paid is green, a deposit blue, refunds amber", () => {
    expect(PAYMENT_STATES.map((s) => paymentStateLabel(s.key))).to.deep.equal(['Unpaid', 'Deposit paid', 'Paid', 'Partly refunded', 'Refunded']);
    expect(PAYMENT_STATE_COLORS).to.deep.equal({ unpaid: 'default', deposit_paid: 'info', paid: 'success', partly_refunded: 'warning', refunded: 'warning' });
  });

  it('when a ledger line is shown, then a payment is green, a refund amber and a dispute red, in the catalogue words', () => {
    expect(LEDGER_KIND_COLORS).to.deep.equal({ payment: 'success', refund: 'warning', dispute: 'error' });
    expect(LEDGER_KINDS.map((k) => ledgerKindLabel(k.key))).to.deep.equal(['Payment', 'Refund', 'Dispute']);
  });

  it('when an admin records money by hand, then the choices are cash, check and bank transfer; a card line reads Card', () => {
    expect(MANUAL_METHOD_CHOICES).to.deep.equal([
      { key: 'cash', label: 'Cash' },
      { key: 'check', label: 'Check' },
      { key: 'transfer', label: 'Bank transfer' },
    ]);
    expect(paymentMethodLabel('card')).to.equal('Card');
  });

  it('when a line is money that went back, then its amount shows negative; money in shows as it is', () => {
    expect(signedCents({ kind: 'payment', amountCents: 20050 })).to.equal(20050);
    expect(signedCents({ kind: 'refund', amountCents: 5000 })).to.equal(-5000);
    expect(amountText({ kind: 'payment', amountCents: 123450 })).to.equal('$1,234.50');
    expect(amountText({ kind: 'refund', amountCents: 5000 })).to.equal('-$50.00');
    expect(amountText({ kind: 'dispute', amountCents: 7 })).to.equal('-$0.07');
  });

  it('when the balance is owed, then it is the amount; when more was paid than the price, then it is a credit; without a price, then it says so', () => {
    expect(balanceText(114950)).to.equal('$1,149.50');
    expect(balanceText(0)).to.equal('$0.00');
    expect(balanceText(-5000)).to.equal('Credit $50.00');
    expect(balanceText(null)).to.equal(NO_FIXED_PRICE);
    expect(NO_FIXED_PRICE).to.equal('No fixed price yet');
  });

  it('when the order holds money, then it can be refunded; when all of it went back (or more), then not', () => {
    expect(canRefund({ paidCents: 1 })).to.equal(true);
    expect(canRefund({ paidCents: 0 })).to.equal(false);
    expect(canRefund({ paidCents: -100 })).to.equal(false);
  });

  it('when a line was written by Stripe, then Stripe recorded it; an admin is named; reference and reason read together', () => {
    expect(recordedByText({ recordedBy: 'Ada Admin' })).to.equal('Ada Admin');
    expect(recordedByText({ recordedBy: null })).to.equal('Stripe');
    expect(noteText({ reference: 'Check 1042', reason: 'Customer moved fewer rooms' })).to.equal('Check 1042 · Customer moved fewer rooms');
    expect(noteText({ reference: null, reason: 'Damaged lamp' })).to.equal('Damaged lamp');
    expect(noteText({ reference: null, reason: null })).to.equal('');
  });

  it('when a payment or refund is recorded, then the notification says which and how much', () => {
    expect(recordedText('payment', 20050)).to.equal('Payment of $200.50 recorded');
    expect(recordedText('refund', 5000)).to.equal('Refund of $50.00 recorded');
  });

  it("when it is already tomorrow in New York but still today in Denver, then the company's today is Denver's", () => {
    expect(companyToday(new Date('2026-12-05T05:30:00Z'))).to.equal(isoToDay('2026-12-04'));
    expect(companyToday(new Date('2026-12-05T07:00:00Z'))).to.equal(isoToDay('2026-12-05'));
  });
});

describe('the Payments list filters', () => {
  it('when the list opens, then the tabs are All and each kind in the catalogue order', () => {
    expect(KIND_TABS.map((t) => t.label)).to.deep.equal(['All', 'Payment', 'Refund', 'Dispute']);
    expect(KIND_TABS.map((t) => t.value)).to.deep.equal(['all', 'payment', 'refund', 'dispute']);
  });

  it('when the filter names one known kind, then that tab is selected; anything else selects All', () => {
    expect(kindTabOf('refund')).to.equal('refund');
    expect(kindTabOf(undefined)).to.equal('all');
    expect(kindTabOf(['refund', 'dispute'])).to.equal('all');
    expect(kindTabOf('gift')).to.equal('all');
  });

  it('when a day is chosen in the date field, then the filter holds its UTC midnight; cleared, it holds none', () => {
    expect(dayOfField('2026-12-05')).to.equal(Date.UTC(2026, 11, 5));
    expect(dayOfField('')).to.equal(undefined);
    expect(dayFieldValue(Date.UTC(2026, 11, 5))).to.equal('2026-12-05');
    expect(dayFieldValue(undefined)).to.equal('');
    expect(dayFieldValue('2026-12-05')).to.equal('');
  });
});

describe('refund methods', () => {
  const entry = (kind: 'payment' | 'refund', method: 'card' | 'cash') => ({ kind, method }) as never;
  it('when a card paid the order, then a refund may go back to the card first; otherwise only by hand', () => {
    expect(refundMethodChoices({ entries: [entry('payment', 'card')] }).map((c) => c.key)).to.deep.equal(['card', 'cash', 'check', 'transfer']);
    expect(refundMethodChoices({ entries: [entry('payment', 'cash')] }).map((c) => c.key)).to.deep.equal(['cash', 'check', 'transfer']);
    expect(isManualMethod('card')).to.equal(false);
    expect(isManualMethod('check')).to.equal(true);
  });
});
