// The mails the orders module sends: to the customer, the booking confirmation, the status
// changes they care about (DESIGN §6) and the crew on its way; to the partner mover, the offer of
// a job, its reminder, and the job withdrawn or cancelled; to the company inbox, an offer declined
// or expired. Customers' and crews' mails are written in the reader's language (the `mails` book,
// `w` the reader's words and formats); the company inbox's stay English, here.
import { CANCEL_REASONS, addressLines, draftWords, isoToDay, type Locale, type MoveDraft as SharedDraft, type WordKey } from '@moveday/openapi';
import { ENGLISH, wordingFor, type Wording } from '../../platform/i18n.js';
import { composeMail, type Mail } from '../../platform/mail.js';
import type { MoveDraft } from '../quotes/index.js';
import type { MoveRecord } from './movesRepository.js';

type Action = { label: string; url: string };

export const dayWithWeekday = (w: Wording, iso: string) => w.dayWithWeekday(isoToDay(iso));
const shortDay = (w: Wording, iso: string) => w.day(isoToDay(iso));
const datesOf = (w: Wording, first: string, second: string) => w.t('mailTwoDates', { first: shortDay(w, first), second: shortDay(w, second) });
const preferredDates = (w: Wording, move: MoveRecord) => datesOf(w, move.preferredDate1, move.preferredDate2);
const routeOf = (w: Wording, move: MoveRecord) =>
  w.t('mailRoute', { pickupCity: move.pickupCity, pickupState: move.pickupState, dropoffCity: move.dropoffCity, dropoffState: move.dropoffState });

/** A mail in the reader's words: the paragraphs, a button, and the team's sign-off. */
const mailIn = (w: Wording, to: string, subject: string, paragraphs: string[], action?: Action): Mail =>
  composeMail({ to, subject, paragraphs, ...(action ? { action } : {}), signOff: w.t('mailSignOff') });

/** Every mail to a customer: a greeting, the paragraphs, and a button to their orders. */
function customerMail(w: Wording, move: MoveRecord, to: string, publicUrl: string, subject: string, paragraphs: string[], action?: Action): Mail {
  const greeting = move.customerFirstName ? w.t('mailGreeting', { name: move.customerFirstName }) : w.t('mailGreetingAnyone');
  return mailIn(w, to, subject, [greeting, ...paragraphs], action ?? { label: w.t('mailSeeYourOrders'), url: `${publicUrl}/customer/customerorders` });
}

/** The order's own page on the site, where the customer changes, cancels or rates it. */
const orderPage = (w: Wording, move: MoveRecord, publicUrl: string): Action => ({
  label: w.t('mailOpenYourOrder'),
  url: `${publicUrl}/customer/orderdetails?order=${move.id}`,
});

function placeOf(address: MoveDraft['pickupTab1']['pickUpAddress'] | undefined, city: string, state: string): string {
  const street = [address?.streetaddress, address?.streetaddress2].filter((s) => s && s.trim()).join(', ');
  return [street, `${city}, ${state} ${address?.zipcode ?? ''}`.trim()].filter(Boolean).join(', ');
}

/** A reason the customer chose from the list is stored as its English label: worded in the reader's language. */
const cancelReasonIn = (w: Wording, reason: string | null) => {
  const chosen = CANCEL_REASONS.find((r) => r.label === reason);
  return chosen ? w.t(`cancelReason.${chosen.key}` as WordKey) : (reason ?? '');
};

const amountKind = (move: MoveRecord) => (move.estimateFlag ? 'estimate' : 'price');
/** What the customer pays on the order now. */
const priceOf = (w: Wording, move: MoveRecord) => w.dollars(move.finalAmount ?? move.estimateAmount);

/** The booking confirmation: what was booked, for how much, and what happens next. */
export function bookedMail(w: Wording, move: MoveRecord, to: string, publicUrl: string): Mail {
  const draft = move.draft as MoveDraft;
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

export function partnerAssignedMail(w: Wording, move: MoveRecord, to: string, publicUrl: string): Mail {
  const moveNumber = move.moveNumber;
  return customerMail(w, move, to, publicUrl, w.t('mailAssignedSubject', { moveNumber }), [
    w.t('mailAssignedCrew', { partner: move.partnerName ?? '', moveNumber, route: routeOf(w, move) }),
    w.t('mailAssignedDate', { date: move.actualMoveDate ? dayWithWeekday(w, move.actualMoveDate) : '' }),
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

/** Who the partner mails go to, who they greet, and the language they read. */
export interface PartnerAddressee {
  companyName: string;
  contactName: string;
  email: string;
  /** The language of the sign-in the mail goes to; English for a contact without one. */
  locale: Locale;
}

// A move's draft in the reader's words: the catalogue's options through the `options` book, the
// rest in the mails' words (openapi's draftWords, as the order page and the job sheet say it).
export const draftIn = (w: Wording) =>
  draftWords(w.t, { none: 'mailNone', noKit: 'mailKitNotRequired', otherObstacle: 'mailOtherObstacle', count: 'mailCountOf' });

/** The job as a crew needs it: the day, both homes, what to move and how, and what it pays. */
function jobParagraphs(w: Wording, move: MoveRecord): string[] {
  const draft = move.draft as MoveDraft;
  const pickup = draft.pickupTab1;
  const drop = draft.dropLocationTab;
  const words = draftIn(w);
  const home = (type: string, size: string, floors: string) =>
    w.t('mailJobHome', { moveType: words.moveType(type), size: words.size(size), floors: words.floors(floors) });
  const delivery = draft.servicesTab?.desiredDeliveryDate?.preferredDate;
  const service = {
    service: words.serviceType(draft as unknown as SharedDraft),
    kit: words.packingKit(draft as unknown as SharedDraft) ?? words.noKit(),
    help: words.additionalHelp(draft as unknown as SharedDraft),
  };
  return [
    w.t('mailJobMoveDate', { date: move.actualMoveDate ? dayWithWeekday(w, move.actualMoveDate) : preferredDates(w, move) }),
    w.t('mailJobPickup', {
      address: addressLines(pickup.pickUpAddress).join(', '),
      home: home(pickup.whereYouMovingFrom, pickup.pickUpLocationSize, pickup.noOfFloors),
      access: words.obstacles(draft.pickupTab2.moversWillNeedToNavigate, draft.pickupTab2.otherDesc),
    }),
    w.t('mailJobDropoff', {
      address: addressLines(drop.dropoffAddress).join(', '),
      home: home(drop.moveTo, drop.dropLocationSize, drop.dropLocationNoOfFloor),
      access: words.obstacles(drop.moversWillNeedToNavigate, drop.otherDesc),
    }),
    w.t('mailJobRooms', { rooms: words.rooms(pickup.pickUpRooms as Record<string, number | undefined>) }),
    w.t('mailJobHeavyItems', { items: words.heavyItems(draft.pickupTab2.heavyItemsToMove as Record<string, number | undefined>) }),
    delivery ? w.t('mailJobServiceDelivered', { ...service, date: w.day(delivery) }) : w.t('mailJobService', service),
    ...(drop.anythingElseToKnow?.trim() ? [w.t('mailJobNotes', { notes: drop.anythingElseToKnow.trim() })] : []),
    w.t('mailJobValue', { price: priceOf(w, move) }),
  ];
}

function partnerMail(
  partner: PartnerAddressee,
  infoEmail: string,
  subject: (w: Wording) => string,
  paragraphs: (w: Wording) => string[],
  action?: (w: Wording) => Action,
): Mail {
  const w = wordingFor(partner.locale);
  const greeting = w.t('mailGreeting', { name: partner.contactName || partner.companyName });
  return { ...mailIn(w, partner.email, subject(w), [greeting, ...paragraphs(w), w.t('mailJobQuestions')], action?.(w)), replyTo: infoEmail };
}

/** An instant as people near the pickup read it: "Tuesday, 12/08/2026, 3:00 PM MST". */
export const instantAt = (at: Date, timeZone: string, w: Wording = ENGLISH): string => w.instant(at, timeZone);

const jobUrl = (move: MoveRecord, publicUrl: string) => `${publicUrl}/partner/jobs/${move.id}`;
const deadlineOf = (w: Wording, move: MoveRecord) => (move.offerDeadline ? w.instant(move.offerDeadline, move.timeZone) : '');

/**
 * To the partner offered the job, with a link to answer it. The customer's name and phone are not
 * in it: they come with the job itself once the crew has accepted it (the job sheet), not in a
 * mail that may be forwarded.
 */
export function partnerOfferMail(move: MoveRecord, partner: PartnerAddressee, infoEmail: string, publicUrl: string): Mail {
  const moveNumber = move.moveNumber;
  return partnerMail(
    partner,
    infoEmail,
    (w) =>
      w.t('mailOfferSubject', {
        moveNumber,
        day: move.actualMoveDate ? dayWithWeekday(w, move.actualMoveDate) : preferredDates(w, move),
        pickupCity: move.pickupCity,
        dropoffCity: move.dropoffCity,
      }),
    (w) => [w.t('mailOffer', { company: partner.companyName, moveNumber, route: routeOf(w, move), deadline: deadlineOf(w, move) }), ...jobParagraphs(w, move)],
    (w) => ({ label: w.t('mailOfferAction'), url: jobUrl(move, publicUrl) }),
  );
}

/** Halfway to the deadline, to a partner that has not answered yet. */
export function partnerOfferReminderMail(move: MoveRecord, partner: PartnerAddressee, infoEmail: string, publicUrl: string): Mail {
  const moveNumber = move.moveNumber;
  return partnerMail(
    partner,
    infoEmail,
    (w) => w.t('mailOfferReminderSubject', { moveNumber, deadline: deadlineOf(w, move) }),
    (w) => [w.t('mailOfferReminder', { moveNumber, route: routeOf(w, move), deadline: deadlineOf(w, move) })],
    (w) => ({ label: w.t('mailOfferAction'), url: jobUrl(move, publicUrl) }),
  );
}

/** To the partner whose offer or job an admin gave to another crew. */
export function partnerJobWithdrawnMail(move: MoveRecord, partner: PartnerAddressee, infoEmail: string): Mail {
  const moveNumber = move.moveNumber;
  return partnerMail(
    partner,
    infoEmail,
    (w) => w.t('mailJobWithdrawnSubject', { moveNumber }),
    (w) => [w.t('mailJobWithdrawn', { moveNumber, route: routeOf(w, move) })],
  );
}

/** To the customer on the move day: the crew said it is on the way. */
export function crewOnTheWayMail(w: Wording, move: MoveRecord, to: string, publicUrl: string): Mail {
  const draft = move.draft as MoveDraft;
  return customerMail(w, move, to, publicUrl, w.t('mailOnTheWaySubject'), [
    w.t('mailOnTheWay', {
      partner: move.partnerName ?? '',
      place: placeOf(draft?.pickupTab1?.pickUpAddress, move.pickupCity, move.pickupState),
      moveNumber: move.moveNumber,
    }),
    w.t('mailOnTheWayDoor'),
  ]);
}

/** To the company inbox: a partner declined an offer, or let it expire; the order is open again. */
export function offerReturnedMail(move: MoveRecord, infoEmail: string, publicUrl: string): Mail {
  const partner = move.offerPartnerName ?? 'The partner';
  const route = routeOf(ENGLISH, move);
  const what =
    move.assignmentState === 'declined'
      ? `${partner} declined the move ${move.moveNumber} ${route}. Their reason: ${move.declineReason ?? ''}`
      : `${partner} did not answer the offer of the move ${move.moveNumber} ${route} in time: the offer expired.`;
  return composeMail({
    to: infoEmail,
    subject: `Job ${move.moveNumber} ${move.assignmentState === 'declined' ? `declined by ${partner}` : `offer to ${partner} expired`}: assign a partner again`,
    paragraphs: [what, `The order is open again, at the top of the console's open orders. Preferred move dates: ${preferredDates(ENGLISH, move)}.`],
    action: { label: 'Open the order', url: `${publicUrl}/admin/editorder?id=${move.id}` },
  });
}

/** To the partner whose job was cancelled. */
export function partnerJobCancelledMail(move: MoveRecord, partner: PartnerAddressee, infoEmail: string): Mail {
  const moveNumber = move.moveNumber;
  return partnerMail(
    partner,
    infoEmail,
    (w) => w.t('mailJobCancelledSubject', { moveNumber }),
    (w) => [
      move.actualMoveDate
        ? w.t('mailJobCancelledOn', { moveNumber, route: routeOf(w, move), day: dayWithWeekday(w, move.actualMoveDate) })
        : w.t('mailJobCancelled', { moveNumber, route: routeOf(w, move) }),
      w.t('mailReason', { reason: cancelReasonIn(w, move.cancelReason) }),
    ],
  );
}

// ---------------------------------------------------------------------------------------------
// After booking (issue 18): new dates, change requests, cancelling online, ratings

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
  return composeMail({
    to: infoEmail,
    subject: `Change request for ${move.moveNumber}: new dates ${datesOf(w, request.preferredDate1, request.preferredDate2)}`,
    paragraphs: [
      `${move.customerFirstName ?? ''} ${move.customerLastName ?? ''}`.trim() +
        ` asks to move ${move.moveNumber} ${routeOf(w, move)} to ${datesOf(w, request.preferredDate1, request.preferredDate2)}.`,
      `${move.partnerName ?? 'The partner'} has the job on ${move.actualMoveDate ? dayWithWeekday(w, move.actualMoveDate) : preferredDates(w, move)}.`,
      ...(request.note ? [`The customer's note: ${request.note}`] : []),
      'Approve or decline it on the order in the console.',
    ],
    action: { label: 'Open the order', url: `${publicUrl}/admin/editorder?id=${move.id}` },
  });
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

/** To the partner that keeps a job whose day changed at the customer's request. */
export function partnerJobMovedMail(move: MoveRecord, before: string, partner: PartnerAddressee, infoEmail: string, publicUrl: string): Mail {
  const moveNumber = move.moveNumber;
  const newDay = (w: Wording) => (move.actualMoveDate ? dayWithWeekday(w, move.actualMoveDate) : '');
  return partnerMail(
    partner,
    infoEmail,
    (w) => w.t('mailJobMovedSubject', { moveNumber, day: newDay(w) }),
    (w) => [
      w.t('mailJobMoved', { moveNumber, route: routeOf(w, move), before: dayWithWeekday(w, before), day: newDay(w), company: partner.companyName }),
      ...jobParagraphs(w, move),
    ],
    (w) => ({ label: w.t('mailJobMovedAction'), url: jobUrl(move, publicUrl) }),
  );
}

/** To the company inbox: a customer cancelled their order online. */
export function cancelledOnlineInboxMail(move: MoveRecord, infoEmail: string, publicUrl: string): Mail {
  return composeMail({
    to: infoEmail,
    subject: `${move.moveNumber} cancelled online by the customer`,
    paragraphs: [
      `The customer cancelled the move ${move.moveNumber} ${routeOf(ENGLISH, move)} from their order page.`,
      `Reason: ${move.cancelReason ?? ''}`,
      ...(move.partnerName ? [`${move.partnerName} had the job and has been told.`] : []),
    ],
    action: { label: 'Open the order', url: `${publicUrl}/admin/editorder?id=${move.id}` },
  });
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
