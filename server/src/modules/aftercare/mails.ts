// The mails after booking (issue 18): new dates, change requests, cancelling online, ratings. To
// the customer in their language; to the company inbox in English.
import { ENGLISH, type Wording } from '../../platform/i18n.js';
import type { Mail } from '../../platform/mail.js';
import { type MoveRecord } from '../orders/index.js';
import { amountKind, customerMail, datesOf, dayWithWeekday, inboxMail, mailIn, orderPage, preferredDates, priceOf, routeOf } from '../mails/index.js';

/** To the customer who moved their dates themselves (no partner yet). */
export function rescheduledMail(
  w: Wording,
  move: MoveRecord,
  before: { preferredDate1: string; preferredDate2: string; amount: number },
  to: string,
  publicUrl: string,
): Mail {
  const moveNumber = move.moveNumber;
  return customerMail(
    w,
    move,
    to,
    publicUrl,
    w.t('mailRescheduledSubject', { moveNumber }),
    [
      w.t('mailRescheduled', {
        moveNumber,
        route: routeOf(w, move),
        dates: preferredDates(w, move),
        before: datesOf(w, before.preferredDate1, before.preferredDate2),
      }),
      w.t('mailRescheduledPrice', { kind: amountKind(move), price: priceOf(w, move), before: w.dollars(before.amount) }),
    ],
    orderPage(w, move, publicUrl),
  );
}

export interface RequestedDates {
  preferredDate1: string;
  preferredDate2: string;
  newAmount: number;
  note: string | null;
}

/** To the customer: their change request reached us. */
export function changeRequestedMail(w: Wording, move: MoveRecord, request: RequestedDates, to: string, publicUrl: string): Mail {
  const moveNumber = move.moveNumber;
  return customerMail(
    w,
    move,
    to,
    publicUrl,
    w.t('mailChangeRequestedSubject', { moveNumber }),
    [
      w.t('mailChangeRequested', { moveNumber, dates: datesOf(w, request.preferredDate1, request.preferredDate2) }),
      w.t('mailChangeRequestedPrice', { kind: amountKind(move), price: w.dollars(request.newAmount), now: priceOf(w, move) }),
    ],
    orderPage(w, move, publicUrl),
  );
}

/** To the company inbox: a customer asks for new dates on an assigned order. */
export function changeRequestInboxMail(move: MoveRecord, request: RequestedDates, infoEmail: string, publicUrl: string): Mail {
  const w = ENGLISH;
  const moveNumber = move.moveNumber;
  const dates = datesOf(w, request.preferredDate1, request.preferredDate2);
  const customer = `${move.customerFirstName ?? ''} ${move.customerLastName ?? ''}`.trim();
  return inboxMail(
    infoEmail,
    w.t('inboxChangeRequestSubject', { moveNumber, dates }),
    [
      w.t('inboxChangeRequest', { customer, moveNumber, route: routeOf(w, move), dates }),
      w.t('inboxChangeRequestPartner', {
        partner: move.partnerName ?? w.t('inboxThePartner'),
        day: move.actualMoveDate ? dayWithWeekday(w, move.actualMoveDate) : preferredDates(w, move),
      }),
      ...(request.note ? [w.t('inboxChangeRequestNote', { note: request.note })] : []),
      w.t('inboxChangeRequestAnswer'),
    ],
    move,
    publicUrl,
  );
}

/** To the customer: the change they asked for is made. */
export function changeApprovedMail(w: Wording, move: MoveRecord, to: string, publicUrl: string): Mail {
  const moveNumber = move.moveNumber;
  const day = move.actualMoveDate
    ? w.t('mailChangeApprovedDay', { day: dayWithWeekday(w, move.actualMoveDate) })
    : w.t('mailPreferredDates', { dates: preferredDates(w, move) });
  return customerMail(
    w,
    move,
    to,
    publicUrl,
    w.t('mailChangeApprovedSubject', { moveNumber }),
    [
      w.t('mailChangeApproved', { moveNumber, route: routeOf(w, move) }),
      day,
      w.t('mailChangeApprovedPrice', { kind: amountKind(move), price: priceOf(w, move) }),
    ],
    orderPage(w, move, publicUrl),
  );
}

/** To the customer: the change they asked for cannot be made, and why. */
export function changeDeclinedMail(w: Wording, move: MoveRecord, reason: string, to: string, publicUrl: string): Mail {
  const moveNumber = move.moveNumber;
  return customerMail(
    w,
    move,
    to,
    publicUrl,
    w.t('mailChangeDeclinedSubject', { moveNumber }),
    [
      w.t('mailChangeDeclined', { moveNumber, reason }),
      move.actualMoveDate ? w.t('mailChangeDeclinedStaysOn', { day: dayWithWeekday(w, move.actualMoveDate) }) : w.t('mailChangeDeclinedStays'),
    ],
    orderPage(w, move, publicUrl),
  );
}

/** To the company inbox: a customer cancelled their order online. */
export function cancelledOnlineInboxMail(move: MoveRecord, infoEmail: string, publicUrl: string): Mail {
  const { t } = ENGLISH;
  const moveNumber = move.moveNumber;
  return inboxMail(
    infoEmail,
    t('inboxCancelledOnlineSubject', { moveNumber }),
    [
      t('inboxCancelledOnline', { moveNumber, route: routeOf(ENGLISH, move) }),
      t('mailReason', { reason: move.cancelReason ?? '' }),
      ...(move.partnerName ? [t('inboxCancelledPartnerTold', { partner: move.partnerName })] : []),
    ],
    move,
    publicUrl,
  );
}

/** The day after a completed move: how did it go? The link rates the move without signing in, once. */
export function ratingRequestMail(w: Wording, move: MoveRecord, to: string, ratingUrl: string): Mail {
  const greeting = move.customerFirstName ? w.t('mailGreeting', { name: move.customerFirstName }) : w.t('mailGreetingAnyone');
  return mailIn(
    w,
    to,
    w.t('mailRatingSubject', { moveNumber: move.moveNumber }),
    [greeting, w.t('mailRating', { partner: move.partnerName ?? w.t('mailRatingOurCrew'), route: routeOf(w, move) })],
    { label: w.t('mailRatingAction'), url: ratingUrl },
  );
}
