import { expect } from 'chai';
import { setupI18n } from '@lingui/core';
import { moneyIn, translatorOf } from '@moveday/openapi';
import afterBooking from '@moveday/openapi/compiled/en/afterBooking';
import orders from '@moveday/openapi/compiled/en/orders';
import afterBookingEs from '@moveday/openapi/compiled/es/afterBooking';
import ordersEs from '@moveday/openapi/compiled/es/orders';
import type { CustomerPayments } from '../api/getPayments';
import {
  cancelRefundWords,
  dueAction,
  heldOnCards,
  heldOtherwise,
  keptAfterCutoff,
  moneyFacts,
  payButtonKey,
  paymentArrived,
  paymentReturnOf,
  pollDelays,
  signedCents,
  withoutPaymentParam,
} from './paymentFacts';

const t = translatorOf(setupI18n({ locale: 'en', messages: { en: { ...afterBooking, ...orders } } }));
const tEs = translatorOf(setupI18n({ locale: 'es', messages: { es: { ...afterBookingEs, ...ordersEs } } }));
const DAY = Date.UTC(2026, 11, 8);

/** A booked $1,000 move with its $200 deposit due and nothing paid, cards on. */
const unpaid = (change: Partial<CustomerPayments> = {}): CustomerPayments => ({
  state: 'unpaid',
  priceCents: 100_000,
  depositCents: 20_000,
  paidCents: 0,
  balanceCents: 100_000,
  cardPayments: true,
  due: { purpose: 'deposit', amountCents: 20_000 },
  lastCardError: null,
  payments: [],
  ...change,
});

/** The same move once its deposit came by card. */
const depositPaid = (change: Partial<CustomerPayments> = {}): CustomerPayments =>
  unpaid({
    state: 'deposit_paid',
    paidCents: 20_000,
    balanceCents: 80_000,
    due: null,
    payments: [{ kind: 'payment', method: 'card', amountCents: 20_000, receivedOn: DAY }],
    ...change,
  });

describe("The Payments card's facts", () => {
  it('when the customer comes back from Stripe, then only done and cancelled are returns, and the address loses its payment parameter alone', () => {
    expect(paymentReturnOf('done')).to.equal('done');
    expect(paymentReturnOf('cancelled')).to.equal('cancelled');
    expect(paymentReturnOf('paid')).to.equal(null);
    expect(paymentReturnOf(null)).to.equal(null);
    expect(withoutPaymentParam('http://127.0.0.1:5000/customer/orderdetails?order=abc&payment=done')).to.equal('/customer/orderdetails?order=abc');
    expect(withoutPaymentParam('http://127.0.0.1:5000/customer/orderdetails?payment=cancelled&order=abc#payments')).to.equal(
      '/customer/orderdetails?order=abc#payments',
    );
    expect(withoutPaymentParam('http://127.0.0.1:5000/customer/orderdetails?order=abc'), 'nothing to remove').to.equal(null);
  });

  it('when a move is booked, then the card reads its price, deposit, what is paid and the balance; more paid than the price reads as a credit', () => {
    expect(moneyFacts(depositPaid(), false)).to.deep.equal([
      { label: 'orderPriceLabel', cents: 100_000 },
      { label: 'paymentDepositLabel', cents: 20_000 },
      { label: 'paymentPaidLabel', cents: 20_000 },
      { label: 'paymentBalanceLabel', cents: 80_000 },
    ]);
    const overpaid = moneyFacts(depositPaid({ state: 'paid', paidCents: 105_000, balanceCents: -5_000 }), false);
    expect(overpaid.at(-1)).to.deep.equal({ label: 'paymentCreditLabel', cents: 5_000 });
  });

  it('when an estimate has no fixed price yet, then only what is paid shows, and the deposit waits for the price', () => {
    const estimate = unpaid({ priceCents: null, depositCents: null, balanceCents: null, due: null });
    expect(moneyFacts(estimate, false)).to.deep.equal([{ label: 'paymentPaidLabel', cents: 0 }]);
    expect(dueAction(estimate, 'estimate_open')).to.deep.equal({ kind: 'awaitPrice' });
    expect(t('paymentEstimateNoPrice')).to.equal('The deposit is asked once your estimate is confirmed with its price.');
  });

  it('when the order is cancelled, then nothing is owed: only what is paid shows, and nothing is asked', () => {
    const cancelled = depositPaid();
    expect(moneyFacts(cancelled, true)).to.deep.equal([{ label: 'paymentPaidLabel', cents: 20_000 }]);
    expect(dueAction(unpaid({ due: null }), 'cancelled')).to.equal(null);
  });

  it('when the deposit is due, then cards on offer the button with its amount, cards off say to pay on move day', () => {
    expect(dueAction(unpaid(), 'open')).to.deep.equal({ kind: 'payOnline', purpose: 'deposit', amountCents: 20_000 });
    expect(dueAction(unpaid({ cardPayments: false }), 'open')).to.deep.equal({ kind: 'payOffline', purpose: 'deposit', amountCents: 20_000 });
    expect(dueAction(depositPaid(), 'open'), 'paid: nothing to do').to.equal(null);
    expect(t(payButtonKey('deposit'), { amount: moneyIn('en', 200) })).to.equal('Pay the deposit ($200.00)');
    expect(t(payButtonKey('balance'), { amount: moneyIn('en', 800.5) })).to.equal('Pay the balance ($800.50)');
    expect(tEs(payButtonKey('deposit'), { amount: moneyIn('es', 200) })).to.equal('Pagar el depósito ($200.00)');
    expect(tEs('paymentDepositOnMoveDay', { amount: moneyIn('es', 1234.5) })).to.contain('$1,234.50');
  });

  it('when money went back, then the line reads as taken away, and what the cards hold counts it', () => {
    const refunded = depositPaid({
      state: 'partly_refunded',
      paidCents: 5_000,
      payments: [
        { kind: 'payment', method: 'card', amountCents: 20_000, receivedOn: DAY },
        { kind: 'refund', method: 'card', amountCents: 15_000, receivedOn: DAY },
        { kind: 'payment', method: 'cash', amountCents: 3_000, receivedOn: DAY },
      ],
    });
    expect(refunded.payments.map(signedCents)).to.deep.equal([20_000, -15_000, 3_000]);
    expect(heldOnCards(refunded)).to.equal(5_000);
    expect(heldOtherwise(refunded)).to.equal(3_000);
    expect(heldOnCards({ ...refunded, cardPayments: false })).to.equal(0);
    expect(heldOtherwise({ ...refunded, cardPayments: false })).to.equal(8_000);
  });

  it('when the customer cancels online with a card deposit, then the dialog says it comes back to the card; cash paid says to contact us', () => {
    const words = cancelRefundWords(depositPaid());
    expect(words).to.deep.equal({ card: { key: 'cancelCardDepositBack', cents: 20_000 }, other: false });
    expect(t(words.card!.key, { amount: moneyIn('en', 200) })).to.match(/^Your card deposit \(\$200\.00\) comes back to your card/);
    expect(cancelRefundWords(unpaid())).to.deep.equal({ card: null, other: false });
    const cash = depositPaid({ payments: [{ kind: 'payment', method: 'cash', amountCents: 20_000, receivedOn: DAY }] });
    expect(cancelRefundWords(cash)).to.deep.equal({ card: null, other: true });
    expect(cancelRefundWords(depositPaid({ state: 'paid', paidCents: 100_000 })).card?.key).to.equal('cancelCardPaidBack');
  });

  it('when the cut-off has passed, then what is paid is said to be kept: the deposit by name while only the deposit is paid', () => {
    expect(keptAfterCutoff(unpaid())).to.equal(null);
    const kept = keptAfterCutoff(depositPaid())!;
    expect(t(kept.key, { amount: moneyIn('en', 200) })).to.equal('If you cancel now, the deposit you paid ($200.00) is kept.');
    expect(tEs(kept.key, { amount: moneyIn('es', 200) })).to.equal('Si cancela ahora, el depósito que pagó ($200.00) no se reembolsa.');
    expect(keptAfterCutoff(depositPaid({ state: 'paid', paidCents: 100_000 }))).to.deep.equal({ key: 'cancelKeptPaid', cents: 100_000 });
  });

  it('when the page waits for Stripe, then the payment counts once more is paid than when the customer left; without that note, once nothing is due', () => {
    const before = { order: 'abc', paidCents: 0 };
    expect(paymentArrived(unpaid(), before)).to.equal(false);
    expect(paymentArrived(depositPaid(), before)).to.equal(true);
    expect(paymentArrived(depositPaid(), { order: 'abc', paidCents: 20_000 }), 'the balance is still to come').to.equal(false);
    expect(paymentArrived(unpaid(), null)).to.equal(false);
    expect(paymentArrived(depositPaid(), null)).to.equal(true);
  });

  it('when the page reads again, then it waits longer each time, a few seconds apart, and stops within a minute', () => {
    const delays = pollDelays();
    expect(delays.slice(0, 5)).to.deep.equal([1_000, 2_000, 3_000, 5_000, 5_000]);
    const total = delays.reduce((sum, delay) => sum + delay, 0);
    expect(total).to.be.at.most(60_000).and.at.least(55_000);
    expect(pollDelays(10, [4, 5])).to.deep.equal([4, 5]);
  });
});
