// The mails of the order book: to the customer, the booking confirmation and the status changes
// they care about (DESIGN §6), in their language.
import type { Wording } from '../../platform/i18n.js';
import type { Mail } from '../../platform/mail.js';
import { cancelReasonIn, customerMail, placeOf, preferredDates, priceOf, routeOf, shortDay } from '../mails/index.js';
import type { MoveRecord } from './movesRepository.js';

/** The booking confirmation: what was booked, for how much, and what happens next. */
export function bookedMail(w: Wording, move: MoveRecord, to: string, publicUrl: string): Mail {
  const draft = move.draft;
  const price = priceOf(w, move);
  const number = move.moveNumber;
  return customerMail(w, move, to, publicUrl, w.t('mailBookedSubject', { moveNumber: number }), [
    w.t('mailBookedThanks', { moveNumber: number }),
    w.t('mailPreferredDates', { dates: preferredDates(w, move) }),
    w.t('mailBookedFrom', { place: placeOf(draft?.pickupTab1?.pickUpAddress, move.pickupCity, move.pickupState) }),
    w.t('mailBookedTo', { place: placeOf(draft?.dropLocationTab?.dropoffAddress, move.dropoffCity, move.dropoffState) }),
    move.estimateFlag ? w.t('mailBookedEstimate', { price }) : w.t('mailBookedPrice', { price }),
    w.t(move.estimateFlag ? 'mailBookedNextEstimate' : 'mailBookedNext'),
  ]);
}

export function confirmedMail(w: Wording, move: MoveRecord, to: string, publicUrl: string): Mail {
  const moveNumber = move.moveNumber;
  const route = routeOf(w, move);
  return customerMail(w, move, to, publicUrl, w.t('mailConfirmedSubject', { moveNumber }), [
    move.finalAmount !== null ? w.t('mailConfirmedAt', { moveNumber, route, price: w.dollars(move.finalAmount) }) : w.t('mailConfirmed', { moveNumber, route }),
    w.t('mailConfirmedNext', { dates: preferredDates(w, move) }),
  ]);
}

export function completedMail(w: Wording, move: MoveRecord, to: string, publicUrl: string): Mail {
  const moveNumber = move.moveNumber;
  return customerMail(w, move, to, publicUrl, w.t('mailCompletedSubject', { moveNumber }), [w.t('mailCompleted', { moveNumber, route: routeOf(w, move) })]);
}

export function cancelledMail(w: Wording, move: MoveRecord, to: string, publicUrl: string): Mail {
  const moveNumber = move.moveNumber;
  const route = routeOf(w, move);
  return customerMail(w, move, to, publicUrl, w.t('mailCancelledSubject', { moveNumber }), [
    move.cancelDate ? w.t('mailCancelledOn', { moveNumber, route, date: shortDay(w, move.cancelDate) }) : w.t('mailCancelled', { moveNumber, route }),
    w.t('mailReason', { reason: cancelReasonIn(w, move.cancelReason) }),
    w.t('mailCancelledHelp'),
  ]);
}
