// The mails the orders module sends: to the customer, the booking confirmation, the status
// changes they care about (DESIGN §6) and the crew on its way; to the partner mover, the offer of
// a job, its reminder, and the job withdrawn or cancelled; to the company inbox, an offer declined
// or expired. Their words live here, not in the services.
import {
  WEEKDAYS,
  additionalHelpText,
  addressLines,
  formatDay,
  formatDollars,
  heavyItemsText,
  isoToDay,
  moveTypeText,
  obstaclesText,
  packingKitText,
  roomsText,
  serviceTypeText,
  sizeText,
  weekdayOf,
} from '@moveday/openapi';
import { composeMail, type Mail } from '../../platform/mail.js';
import type { MoveDraft } from '../quotes/index.js';
import type { MoveRecord } from './movesRepository.js';

/** "Tuesday, 12/08/2026" */
const dayWithWeekday = (iso: string) => `${WEEKDAYS[weekdayOf(isoToDay(iso))]}, ${formatDay(isoToDay(iso))}`;

const preferredDates = (move: MoveRecord) => `${formatDay(isoToDay(move.preferredDate1))} or ${formatDay(isoToDay(move.preferredDate2))}`;

/** Every mail to a customer: a greeting, the paragraphs, and a button to their orders. */
function customerMail(move: MoveRecord, to: string, publicUrl: string, subject: string, paragraphs: string[], action?: { label: string; url: string }): Mail {
  return composeMail({
    to,
    subject,
    paragraphs: [`Hi ${move.customerFirstName ?? 'there'},`, ...paragraphs],
    action: action ?? { label: 'See your orders', url: `${publicUrl}/customer/customerorders` },
  });
}

/** The order's own page on the site, where the customer changes, cancels or rates it. */
const orderPage = (move: MoveRecord, publicUrl: string) => ({ label: 'Open your order', url: `${publicUrl}/customer/orderdetails?order=${move.id}` });

function placeOf(address: MoveDraft['pickupTab1']['pickUpAddress'] | undefined, city: string, state: string): string {
  const street = [address?.streetaddress, address?.streetaddress2].filter((s) => s && s.trim()).join(', ');
  return [street, `${city}, ${state} ${address?.zipcode ?? ''}`.trim()].filter(Boolean).join(', ');
}

/** The booking confirmation: what was booked, for how much, and what happens next. */
export function bookedMail(move: MoveRecord, to: string, publicUrl: string): Mail {
  const draft = move.draft as MoveDraft;
  const price = move.finalAmount ?? move.estimateAmount;
  const priceLine = move.estimateFlag
    ? `Rough estimate: ${formatDollars(price)}. Your move includes items or a home size our specialist prices in person.`
    : `Your price: ${formatDollars(price)}, with the 10% booking discount included.`;
  const next = move.estimateFlag
    ? 'What happens next: a MoveDay specialist will contact you within 24 hours to go over your move and give you a rough estimate, then confirm your order.'
    : 'What happens next: we assign a moving crew and confirm the date of your move by email. No need to call around for quotes.';
  return customerMail(move, to, publicUrl, `Your MoveDay move ${move.moveNumber} is booked`, [
    `Thank you for booking with MoveDay. Your move number is ${move.moveNumber}.`,
    `Preferred move dates: ${preferredDates(move)}.`,
    `From: ${placeOf(draft?.pickupTab1?.pickUpAddress, move.pickupCity, move.pickupState)}`,
    `To: ${placeOf(draft?.dropLocationTab?.dropoffAddress, move.dropoffCity, move.dropoffState)}`,
    priceLine,
    next,
  ]);
}

const routeOf = (move: MoveRecord) => `from ${move.pickupCity}, ${move.pickupState} to ${move.dropoffCity}, ${move.dropoffState}`;

export function confirmedMail(move: MoveRecord, to: string, publicUrl: string): Mail {
  const number = move.moveNumber;
  return customerMail(move, to, publicUrl, `Your MoveDay move ${number} is confirmed`, [
    `Your move ${number} ${routeOf(move)} is confirmed${move.finalAmount !== null ? `, at ${formatDollars(move.finalAmount)}` : ''}.`,
    `Preferred move dates: ${preferredDates(move)}. We will email you again once a moving crew is assigned and the date is set.`,
  ]);
}

export function partnerAssignedMail(move: MoveRecord, to: string, publicUrl: string): Mail {
  const number = move.moveNumber;
  return customerMail(move, to, publicUrl, `A moving crew is assigned to your MoveDay move ${number}`, [
    `${move.partnerName} will carry out your move ${number} ${routeOf(move)}.`,
    `Your move date: ${move.actualMoveDate ? dayWithWeekday(move.actualMoveDate) : ''}.`,
  ]);
}

export function completedMail(move: MoveRecord, to: string, publicUrl: string): Mail {
  const number = move.moveNumber;
  return customerMail(move, to, publicUrl, `Your MoveDay move ${number} is complete`, [
    `Your move ${number} ${routeOf(move)} is complete. Thank you for moving with MoveDay, and welcome home!`,
  ]);
}

export function cancelledMail(move: MoveRecord, to: string, publicUrl: string): Mail {
  const number = move.moveNumber;
  return customerMail(move, to, publicUrl, `Your MoveDay move ${number} is cancelled`, [
    `Your move ${number} ${routeOf(move)} has been cancelled${move.cancelDate ? ` on ${formatDay(isoToDay(move.cancelDate))}` : ''}.`,
    `Reason: ${move.cancelReason ?? ''}`,
    'If this is not what you expected, reply to this email or call us and we will sort it out.',
  ]);
}

/** Who the partner mails go to, and who they greet. */
export interface PartnerAddressee {
  companyName: string;
  contactName: string;
  email: string;
}

/** The job as a crew needs it: the day, both homes, what to move and how, and what it pays. */
function jobParagraphs(move: MoveRecord): string[] {
  const draft = move.draft as MoveDraft;
  const pickup = draft.pickupTab1;
  const drop = draft.dropLocationTab;
  const home = (type: string, size: string, floors: string) => `${moveTypeText(type)}, ${sizeText(size)}, floors: ${floors}`;
  const delivery = draft.servicesTab?.desiredDeliveryDate?.preferredDate;
  const kit = packingKitText(draft);
  return [
    `Move date: ${move.actualMoveDate ? dayWithWeekday(move.actualMoveDate) : preferredDates(move)}`,
    `Pickup: ${addressLines(pickup.pickUpAddress).join(', ')} (${home(pickup.whereYouMovingFrom, pickup.pickUpLocationSize, pickup.noOfFloors)}; access: ${obstaclesText(draft.pickupTab2.moversWillNeedToNavigate, draft.pickupTab2.otherDesc)})`,
    `Drop-off: ${addressLines(drop.dropoffAddress).join(', ')} (${home(drop.moveTo, drop.dropLocationSize, drop.dropLocationNoOfFloor)}; access: ${obstaclesText(drop.moversWillNeedToNavigate, drop.otherDesc)})`,
    `Rooms: ${roomsText(draft)}`,
    `Heavy items: ${heavyItemsText(draft)}`,
    `Service: ${serviceTypeText(draft)}; packing kit: ${kit}${delivery ? `, delivered ${formatDay(delivery)}` : ''}; additional help: ${additionalHelpText(draft)}`,
    ...(drop.anythingElseToKnow?.trim() ? [`The customer's notes: ${drop.anythingElseToKnow.trim()}`] : []),
    `Job value: ${formatDollars(move.finalAmount ?? move.estimateAmount)}`,
  ];
}

function partnerMail(partner: PartnerAddressee, infoEmail: string, subject: string, paragraphs: string[], action?: { label: string; url: string }): Mail {
  return {
    ...composeMail({
      to: partner.email,
      subject,
      paragraphs: [`Hi ${partner.contactName || partner.companyName},`, ...paragraphs, 'Questions about this job: reply to this email.'],
      ...(action ? { action } : {}),
    }),
    replyTo: infoEmail,
  };
}

/** An instant as people near the pickup read it: "Tuesday, 12/08/2026, 3:00 PM MST". */
export function instantAt(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'long',
    month: '2-digit',
    day: '2-digit',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(at);
}

const jobUrl = (move: MoveRecord, publicUrl: string) => `${publicUrl}/partner/jobs/${move.id}`;
const deadlineOf = (move: MoveRecord) => (move.offerDeadline ? instantAt(move.offerDeadline, move.timeZone) : '');

/**
 * To the partner offered the job, with a link to answer it. The customer's name and phone are not
 * in it: they come with the job itself once the crew has accepted it (the job sheet), not in a
 * mail that may be forwarded.
 */
export function partnerOfferMail(move: MoveRecord, partner: PartnerAddressee, infoEmail: string, publicUrl: string): Mail {
  const day = move.actualMoveDate ? dayWithWeekday(move.actualMoveDate) : preferredDates(move);
  return partnerMail(
    partner,
    infoEmail,
    `MoveDay offers you job ${move.moveNumber} on ${day}: ${move.pickupCity} to ${move.dropoffCity}`,
    [
      `MoveDay offers ${partner.companyName} the move ${move.moveNumber} ${routeOf(move)}. Please accept or decline it by ${deadlineOf(move)}; after that the offer expires.`,
      ...jobParagraphs(move),
    ],
    { label: 'See the job and answer', url: jobUrl(move, publicUrl) },
  );
}

/** Halfway to the deadline, to a partner that has not answered yet. */
export function partnerOfferReminderMail(move: MoveRecord, partner: PartnerAddressee, infoEmail: string, publicUrl: string): Mail {
  return partnerMail(
    partner,
    infoEmail,
    `Reminder: answer MoveDay's offer of job ${move.moveNumber} by ${deadlineOf(move)}`,
    [`MoveDay's offer of the move ${move.moveNumber} ${routeOf(move)} is still waiting for your answer. It expires at ${deadlineOf(move)}.`],
    { label: 'See the job and answer', url: jobUrl(move, publicUrl) },
  );
}

/** To the partner whose offer or job an admin gave to another crew. */
export function partnerJobWithdrawnMail(move: MoveRecord, partner: PartnerAddressee, infoEmail: string): Mail {
  return partnerMail(partner, infoEmail, `MoveDay job ${move.moveNumber} is no longer yours`, [
    `MoveDay has given the move ${move.moveNumber} ${routeOf(move)} to another crew: your crew is not needed for it.`,
  ]);
}

/** To the customer on the move day: the crew said it is on the way. */
export function crewOnTheWayMail(move: MoveRecord, to: string, publicUrl: string): Mail {
  const draft = move.draft as MoveDraft;
  return customerMail(move, to, publicUrl, `Your MoveDay crew is on the way`, [
    `${move.partnerName} is on the way to ${placeOf(draft?.pickupTab1?.pickUpAddress, move.pickupCity, move.pickupState)} for your move ${move.moveNumber}.`,
    'Please make sure the crew can park and reach your door. See you soon!',
  ]);
}

/** To the company inbox: a partner declined an offer, or let it expire; the order is open again. */
export function offerReturnedMail(move: MoveRecord, infoEmail: string, publicUrl: string): Mail {
  const partner = move.offerPartnerName ?? 'The partner';
  const what =
    move.assignmentState === 'declined'
      ? `${partner} declined the move ${move.moveNumber} ${routeOf(move)}. Their reason: ${move.declineReason ?? ''}`
      : `${partner} did not answer the offer of the move ${move.moveNumber} ${routeOf(move)} in time: the offer expired.`;
  return composeMail({
    to: infoEmail,
    subject: `Job ${move.moveNumber} ${move.assignmentState === 'declined' ? `declined by ${partner}` : `offer to ${partner} expired`}: assign a partner again`,
    paragraphs: [what, `The order is open again, at the top of the console's open orders. Preferred move dates: ${preferredDates(move)}.`],
    action: { label: 'Open the order', url: `${publicUrl}/admin/editorder?id=${move.id}` },
  });
}

/** To the partner whose job was cancelled. */
export function partnerJobCancelledMail(move: MoveRecord, partner: PartnerAddressee, infoEmail: string): Mail {
  return partnerMail(partner, infoEmail, `MoveDay job ${move.moveNumber} is cancelled`, [
    `The move ${move.moveNumber} ${routeOf(move)}${move.actualMoveDate ? ` on ${dayWithWeekday(move.actualMoveDate)}` : ''} is cancelled: your crew is not needed for it.`,
    `Reason: ${move.cancelReason ?? ''}`,
  ]);
}

// ---------------------------------------------------------------------------------------------
// After booking (issue 18): new dates, change requests, cancelling online, ratings

/** Both dates of a pair of YYYY-MM-DD days. */
const datesOf = (first: string, second: string) => `${formatDay(isoToDay(first))} or ${formatDay(isoToDay(second))}`;

/** What the customer pays on the order now. */
const priceOf = (move: MoveRecord) => formatDollars(move.finalAmount ?? move.estimateAmount);
const priceWord = (move: MoveRecord) => (move.estimateFlag ? 'Rough estimate' : 'Price');

/** To the customer who moved their dates themselves (no partner yet). */
export function rescheduledMail(move: MoveRecord, before: { preferredDate1: string; preferredDate2: string; amount: number }, to: string, publicUrl: string): Mail {
  return customerMail(
    move,
    to,
    publicUrl,
    `New dates for your MoveDay move ${move.moveNumber}`,
    [
      `Your move ${move.moveNumber} ${routeOf(move)} now has the preferred dates ${preferredDates(move)} (before: ${datesOf(before.preferredDate1, before.preferredDate2)}).`,
      `${priceWord(move)} on the new dates: ${priceOf(move)} (before: ${formatDollars(before.amount)}).`,
    ],
    orderPage(move, publicUrl),
  );
}

export interface RequestedDates {
  preferredDate1: string;
  preferredDate2: string;
  newAmount: number;
  note: string | null;
}

/** To the customer: their change request reached us. */
export function changeRequestedMail(move: MoveRecord, request: RequestedDates, to: string, publicUrl: string): Mail {
  return customerMail(
    move,
    to,
    publicUrl,
    `We received your change request for move ${move.moveNumber}`,
    [
      `You asked to move ${move.moveNumber} to ${datesOf(request.preferredDate1, request.preferredDate2)}. A crew is booked for your move, so we check with them first; we will email you our answer.`,
      `${priceWord(move)} on those dates: ${formatDollars(request.newAmount)} (now: ${priceOf(move)}).`,
    ],
    orderPage(move, publicUrl),
  );
}

/** To the company inbox: a customer asks for new dates on an assigned order. */
export function changeRequestInboxMail(move: MoveRecord, request: RequestedDates, infoEmail: string, publicUrl: string): Mail {
  return composeMail({
    to: infoEmail,
    subject: `Change request for ${move.moveNumber}: new dates ${datesOf(request.preferredDate1, request.preferredDate2)}`,
    paragraphs: [
      `${move.customerFirstName ?? ''} ${move.customerLastName ?? ''}`.trim() + ` asks to move ${move.moveNumber} ${routeOf(move)} to ${datesOf(request.preferredDate1, request.preferredDate2)}.`,
      `${move.partnerName ?? 'The partner'} has the job on ${move.actualMoveDate ? dayWithWeekday(move.actualMoveDate) : preferredDates(move)}.`,
      ...(request.note ? [`The customer's note: ${request.note}`] : []),
      'Approve or decline it on the order in the console.',
    ],
    action: { label: 'Open the order', url: `${publicUrl}/admin/editorder?id=${move.id}` },
  });
}

/** To the customer: the change they asked for is made. */
export function changeApprovedMail(move: MoveRecord, to: string, publicUrl: string): Mail {
  const day = move.actualMoveDate ? `Your move day: ${dayWithWeekday(move.actualMoveDate)}.` : `Preferred move dates: ${preferredDates(move)}.`;
  return customerMail(
    move,
    to,
    publicUrl,
    `Your change to move ${move.moveNumber} is approved`,
    [`We made the change you asked for to your move ${move.moveNumber} ${routeOf(move)}.`, day, `${priceWord(move)}: ${priceOf(move)}.`],
    orderPage(move, publicUrl),
  );
}

/** To the customer: the change they asked for cannot be made, and why. */
export function changeDeclinedMail(move: MoveRecord, reason: string, to: string, publicUrl: string): Mail {
  return customerMail(
    move,
    to,
    publicUrl,
    `We could not make the change to move ${move.moveNumber}`,
    [
      `We are sorry: we could not move ${move.moveNumber} to the dates you asked for. ${reason}`,
      `Your move stays as it was${move.actualMoveDate ? `, on ${dayWithWeekday(move.actualMoveDate)}` : ''}. Reply to this email or call us if you want to talk it over.`,
    ],
    orderPage(move, publicUrl),
  );
}

/** To the partner that keeps a job whose day changed at the customer's request. */
export function partnerJobMovedMail(move: MoveRecord, before: string, partner: PartnerAddressee, infoEmail: string, publicUrl: string): Mail {
  return partnerMail(
    partner,
    infoEmail,
    `MoveDay job ${move.moveNumber} moves to ${move.actualMoveDate ? dayWithWeekday(move.actualMoveDate) : ''}`,
    [
      `At the customer's request, the move ${move.moveNumber} ${routeOf(move)} moves from ${dayWithWeekday(before)} to ${move.actualMoveDate ? dayWithWeekday(move.actualMoveDate) : ''}. It stays with ${partner.companyName}.`,
      ...jobParagraphs(move),
    ],
    { label: 'See the job', url: jobUrl(move, publicUrl) },
  );
}

/** To the company inbox: a customer cancelled their order online. */
export function cancelledOnlineInboxMail(move: MoveRecord, infoEmail: string, publicUrl: string): Mail {
  return composeMail({
    to: infoEmail,
    subject: `${move.moveNumber} cancelled online by the customer`,
    paragraphs: [
      `The customer cancelled the move ${move.moveNumber} ${routeOf(move)} from their order page.`,
      `Reason: ${move.cancelReason ?? ''}`,
      ...(move.partnerName ? [`${move.partnerName} had the job and has been told.`] : []),
    ],
    action: { label: 'Open the order', url: `${publicUrl}/admin/editorder?id=${move.id}` },
  });
}

/** The day after a completed move: how did it go? The link rates the move without signing in, once. */
export function ratingRequestMail(move: MoveRecord, to: string, ratingUrl: string): Mail {
  return composeMail({
    to,
    subject: `How did your move ${move.moveNumber} go?`,
    paragraphs: [
      `Hi ${move.customerFirstName ?? 'there'},`,
      `Yesterday ${move.partnerName ?? 'our crew'} moved you ${routeOf(move)}. How did it go? Rate your move with 1 to 5 stars and tell us in a few words: it takes a minute, and it helps the next family choose.`,
    ],
    action: { label: 'Rate your move', url: ratingUrl },
  });
}
