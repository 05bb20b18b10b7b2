import { ErrorCode, type MessageKey } from '@moveday/openapi';
import { ApiError, messageOf, type ResponseBody } from '@/lib/api-client';
import type { QuoteAnswer } from '../api/getQuote';

export type SignupAnswer = ResponseBody<'/signup_details', 'post'>;

/** A message to show: the server's words (already in the reader's language), or a catalogue key the page words. */
export type Said = { said: string } | MessageKey;

/**
 * What the site does with each signup answer (customer-side §4 Signup response handling):
 * - `congratulate`: 100, the account was made and the move booked; Close leads to Login;
 * - `offerLogin`: 200, the email has an account; nothing was booked; Login books it once signed in;
 * - `adminEmail`: 403, the email is an admin's; nothing was booked.
 */
export type AfterSignup = { kind: 'congratulate'; moveId: string } | { kind: 'offerLogin' } | { kind: 'adminEmail'; message: Said };

export function afterSignup(result: SignupAnswer, quote: QuoteAnswer): AfterSignup {
  switch (result.statusCode) {
    case 100:
      return { kind: 'congratulate', moveId: result.moveId || quote.moveID };
    case 200:
      return { kind: 'offerLogin' };
    default:
      return { kind: 'adminEmail', message: result.errorMessage ? { said: result.errorMessage } : 'adminEmailCannotBook' };
  }
}

/** A move that cannot be booked any more: unknown (withdrawn) or already booked. */
const isGone = (err: unknown): err is ApiError => err instanceof ApiError && (err.status === 404 || err.errorCode === ErrorCode.moveAlreadyBooked);

/**
 * A signup call that failed:
 * - `priceAgain`: the quote is gone (404: withdrawn or expired); the draft stays, to be priced again;
 * - `leave`: the move was booked meanwhile (409); the visitor is told and goes home;
 * - `showOnForm`: anything else (a rule broken, a limit, the network) is the form's to show.
 */
export type AfterSignupFailure = { kind: 'priceAgain'; message: Said } | { kind: 'leave'; message: Said } | { kind: 'showOnForm' };

export function afterSignupFailure(err: unknown): AfterSignupFailure {
  if (err instanceof ApiError && err.status === 404) return { kind: 'priceAgain', message: 'moveNotFound' };
  if (isGone(err)) return { kind: 'leave', message: { said: err.message } };
  return { kind: 'showOnForm' };
}

/**
 * A signed-in customer's booking that failed:
 * - `logInAgain`: the session ended (401); the app goes to Login, and logging in books the move;
 * - `toOrders`: the move is gone or booked already; the message, then the customer's orders;
 * - `tryAgain`: anything else may pass; the quote stays, and Book My Move tries again.
 */
export type AfterBookingFailure = { kind: 'logInAgain' } | { kind: 'toOrders'; message: string } | { kind: 'tryAgain'; message: string };

export function afterBookingFailure(err: unknown): AfterBookingFailure {
  if (err instanceof ApiError && err.status === 401) return { kind: 'logInAgain' };
  if (isGone(err)) return { kind: 'toOrders', message: err.message };
  return { kind: 'tryAgain', message: messageOf(err) };
}

/** The quote a login is to book: the pending one, when it is still the quote in the store. */
export const pendingBookingOf = (pendingMoveId: string | null, quote: QuoteAnswer | null): QuoteAnswer | null =>
  pendingMoveId !== null && quote?.moveDatabaseID === pendingMoveId ? quote : null;
