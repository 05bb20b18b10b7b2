// Why a card payment failed, in the customer's words. Stripe's own message is English only, so a
// failure Stripe codes (a decline code, or an error code) is said in the page's language; one it
// does not, in Stripe's words. Fraud codes read as a plain decline: the customer is not told what
// the bank suspects.
import type { MessageKey } from '@moveday/openapi';
import { callerWords } from '../../platform/i18n.js';

const WORDS_OF_CODE: Readonly<Record<string, MessageKey>> = {
  generic_decline: 'cardDeclined',
  card_declined: 'cardDeclined',
  do_not_honor: 'cardDeclined',
  fraudulent: 'cardDeclined',
  lost_card: 'cardDeclined',
  stolen_card: 'cardDeclined',
  pickup_card: 'cardDeclined',
  restricted_card: 'cardDeclined',
  security_violation: 'cardDeclined',
  transaction_not_allowed: 'cardDeclined',
  not_permitted: 'cardDeclined',
  insufficient_funds: 'cardInsufficientFunds',
  expired_card: 'cardExpired',
  incorrect_cvc: 'cardIncorrectCvc',
  invalid_cvc: 'cardIncorrectCvc',
  incorrect_number: 'cardIncorrectNumber',
  invalid_number: 'cardIncorrectNumber',
  processing_error: 'cardProcessingError',
  try_again_later: 'cardProcessingError',
  issuer_not_available: 'cardProcessingError',
  card_velocity_exceeded: 'cardOverLimit',
  withdrawal_count_limit_exceeded: 'cardOverLimit',
  card_not_supported: 'cardNotSupported',
  currency_not_supported: 'cardNotSupported',
};

/** What a failed card payment is noted with: Stripe's most precise code (its decline code, else its error code) and its English words. */
export interface CardFailure {
  code: string | null;
  message: string | null;
}

/** The failure in the language of the request being served: our words for a code we know, else Stripe's. */
export function cardFailureWords(failure: CardFailure): string {
  const key = failure.code ? WORDS_OF_CODE[failure.code] : undefined;
  if (key) return callerWords(key);
  return failure.message ?? callerWords('cardPaymentFailed');
}
