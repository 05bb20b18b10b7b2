// The crews' mails: to the partner mover, the offer of a job, its reminder, the job withdrawn,
// moved or cancelled; to the customer, the crew assigned and on its way; to the company inbox, an
// offer declined or expired. Partners' and customers' mails are in the reader's language.
import { addressLines, type Locale } from '@moveday/openapi';
import { ENGLISH, wordingFor, type Wording } from '../../platform/i18n.js';
import type { Mail } from '../../platform/mail.js';
import { type MoveRecord } from '../orders/index.js';
import {
  cancelReasonIn,
  customerMail,
  dayWithWeekday,
  draftIn,
  inboxMail,
  mailIn,
  placeOf,
  preferredDates,
  priceOf,
  routeOf,
  type MailAction,
} from '../mails/index.js';
import { crewHasTheJob, draftForCrew } from './offeredDraft.js';

/** Who the partner mails go to, who they greet, and the language they read. */
export interface PartnerAddressee {
  companyName: string;
  contactName: string;
  email: string;
  /** The language of the sign-in the mail goes to; English for a contact without one. */
  locale: Locale;
}

/**
 * The job as a crew needs it: the day, both homes, what to move and how, and what it pays. Before
 * the crew has the job, the move as offered (no doors, no notes), and when the rest comes.
 */
function jobParagraphs(w: Wording, move: MoveRecord): string[] {
  const draft = draftForCrew(move);
  const pickup = draft.pickupTab1;
  const drop = draft.dropLocationTab;
  const words = draftIn(w);
  const home = (type: string, size: string, floors: string) =>
    w.t('mailJobHome', { moveType: words.moveType(type), size: words.size(size), floors: words.floors(floors) });
  const delivery = draft.servicesTab?.desiredDeliveryDate?.preferredDate;
  const service = {
    service: words.serviceType(draft),
    kit: words.packingKit(draft) ?? words.noKit(),
    help: words.additionalHelp(draft),
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
    w.t('mailJobDistance', { miles: move.roadMiles }),
    ...(crewHasTheJob(move) ? [] : [w.t('mailJobDoorsOnAccepting')]),
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
  action?: (w: Wording) => MailAction,
): Mail {
  const w = wordingFor(partner.locale);
  const greeting = w.t('mailGreeting', { name: partner.contactName || partner.companyName });
  return { ...mailIn(w, partner.email, subject(w), [greeting, ...paragraphs(w), w.t('mailJobQuestions')], action?.(w)), replyTo: infoEmail };
}

/** A partner's own words closed as a sentence, however they were typed ('Too far' → 'Too far.'). */
const asSentence = (text: string): string => {
  const trimmed = text.trim();
  return trimmed === '' || /[.!?…)]$/.test(trimmed) ? trimmed : `${trimmed}.`;
};

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

export function partnerAssignedMail(w: Wording, move: MoveRecord, to: string, publicUrl: string): Mail {
  const moveNumber = move.moveNumber;
  return customerMail(w, move, to, publicUrl, w.t('mailAssignedSubject', { moveNumber }), [
    w.t('mailAssignedCrew', { partner: move.partnerName ?? '', moveNumber, route: routeOf(w, move) }),
    w.t('mailAssignedDate', { date: move.actualMoveDate ? dayWithWeekday(w, move.actualMoveDate) : '' }),
  ]);
}

/** To the customer on the move day: the crew said it is on the way. */
export function crewOnTheWayMail(w: Wording, move: MoveRecord, to: string, publicUrl: string): Mail {
  const draft = move.draft;
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
  const { t } = ENGLISH;
  const params = { moveNumber: move.moveNumber, partner: move.offerPartnerName ?? t('inboxThePartner'), route: routeOf(ENGLISH, move) };
  const declined = move.assignmentState === 'declined';
  return inboxMail(
    infoEmail,
    t(declined ? 'inboxOfferDeclinedSubject' : 'inboxOfferExpiredSubject', params),
    [
      declined ? t('inboxOfferDeclined', { ...params, reason: asSentence(move.declineReason ?? '') }) : t('inboxOfferExpired', params),
      t('inboxOrderOpenAgain', { dates: preferredDates(ENGLISH, move) }),
    ],
    move,
    publicUrl,
  );
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
