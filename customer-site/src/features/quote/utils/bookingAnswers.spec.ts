import { expect } from 'chai';
import { ErrorCode, Messages } from '@moveday/openapi';
import { ApiError } from '@/lib/api-client';
import { activateLocale } from '@/lib/i18n';
import type { QuoteAnswer } from '../api/getQuote';
import { afterBookingFailure, afterSignup, afterSignupFailure, pendingBookingOf, type SignupAnswer } from './bookingAnswers';

const quote: QuoteAnswer = {
  error: false,
  moveID: 'MD-1001',
  moveDatabaseID: '7a1c0a52-0000-4000-8000-000000000001',
  quote: { estimateQuoteFlag: false, estimateQuotePrice: 1200, bookingPrice: 1080, movers: 2, hours: 4, roadMiles: 6, lines: [], datePrices: [] },
};

const answer = (statusCode: SignupAnswer['statusCode'], moveId: string, errorMessage = ''): SignupAnswer => ({
  exist: statusCode !== 100,
  statusCode,
  moveId,
  errorMessage,
});

/** A failed call as the API client reports it (lib/api-client.ts `send`). */
const failed = (status: number | undefined, errorCode: number, message: string, fields?: Record<string, string>) =>
  new ApiError(message, errorCode, status, fields);

describe('Signup answers, as the site handles them', () => {
  it('when signup answers 100, then the visitor is congratulated with the booked move number', () => {
    expect(afterSignup(answer(100, 'MD-2002'), quote)).to.deep.equal({ kind: 'congratulate', moveId: 'MD-2002' });
  });

  it("when signup answers 100 without a move number, then the quote's number is shown", () => {
    expect(afterSignup(answer(100, ''), quote)).to.deep.equal({ kind: 'congratulate', moveId: 'MD-1001' });
  });

  it('when signup answers 200 (the email has an account), then the visitor is offered Login and nothing is booked', () => {
    expect(afterSignup(answer(200, '', Messages.accountExistsLogin), quote)).to.deep.equal({ kind: 'offerLogin' });
  });

  it("when signup answers 403 (an admin's email), then the server's message is shown, or the catalogue's when it sent none", () => {
    expect(afterSignup(answer(403, '', 'Use a customer email'), quote)).to.deep.equal({ kind: 'adminEmail', message: { said: 'Use a customer email' } });
    expect(afterSignup(answer(403, ''), quote)).to.deep.equal({ kind: 'adminEmail', message: 'adminEmailCannotBook' });
  });

  it('when signup is refused with 404 (the quote was withdrawn), then the visitor is told and sent to price the same draft again', () => {
    expect(afterSignupFailure(failed(404, ErrorCode.notFound, Messages.moveNotFound))).to.deep.equal({ kind: 'priceAgain', message: 'moveNotFound' });
  });

  it("when signup is refused with 409 (the move was booked meanwhile), then the server's message is shown and the visitor leaves the flow", () => {
    expect(afterSignupFailure(failed(409, ErrorCode.moveAlreadyBooked, Messages.moveAlreadyBooked))).to.deep.equal({
      kind: 'leave',
      message: { said: Messages.moveAlreadyBooked },
    });
  });

  it('when signup fails any other way (a broken rule, a limit, the network), then the form shows it', () => {
    const failures = [
      failed(400, ErrorCode.validation, Messages.invalidEmail, { userEmail: Messages.invalidEmail }),
      failed(429, ErrorCode.tooManyRequests, Messages.tooManyRequests),
      failed(undefined, ErrorCode.clientFailure, Messages.somethingWentWrong),
      new TypeError('Failed to fetch'),
    ];
    for (const err of failures) expect(afterSignupFailure(err), String(err)).to.deep.equal({ kind: 'showOnForm' });
  });
});

describe('A signed-in booking that fails, as the site handles it', () => {
  // The client words its own failures in the active language: English here, the spec's words.
  before(() => activateLocale('en', ['messages']));

  it('when the session has ended (401), then the customer logs in again and the booking waits for it', () => {
    expect(afterBookingFailure(failed(401, ErrorCode.unauthorized, Messages.sessionExpired))).to.deep.equal({ kind: 'logInAgain' });
  });

  it('when the move is gone (404) or booked already (409), then the message shows and the customer goes to their orders', () => {
    expect(afterBookingFailure(failed(404, ErrorCode.notFound, Messages.moveNotFound))).to.deep.equal({ kind: 'toOrders', message: Messages.moveNotFound });
    expect(afterBookingFailure(failed(409, ErrorCode.moveAlreadyBooked, Messages.moveAlreadyBooked))).to.deep.equal({
      kind: 'toOrders',
      message: Messages.moveAlreadyBooked,
    });
  });

  it("when the booking fails otherwise (an outage, the network), then the quote stays to try again, with the client's message", () => {
    expect(afterBookingFailure(failed(503, ErrorCode.serviceUnavailable, Messages.serviceUnavailable))).to.deep.equal({
      kind: 'tryAgain',
      message: Messages.serviceUnavailable,
    });
    expect(afterBookingFailure(new TypeError('Failed to fetch'))).to.deep.equal({ kind: 'tryAgain', message: Messages.somethingWentWrong });
  });
});

describe('A booking left pending across a login', () => {
  it('when the pending move is the quote in the store, then the login books that quote', () => {
    expect(pendingBookingOf(quote.moveDatabaseID, quote)).to.equal(quote);
  });

  it('when the pending move is another quote, or none is pending, or the store holds no quote, then nothing is booked', () => {
    expect(pendingBookingOf('another-move', quote)).to.equal(null);
    expect(pendingBookingOf(null, quote)).to.equal(null);
    expect(pendingBookingOf(quote.moveDatabaseID, null)).to.equal(null);
  });
});
