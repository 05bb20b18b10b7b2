// The mails the orders module sends a customer: the booking confirmation and the status changes
// they care about (DESIGN §6). Their words live here, not in the services.
import { WEEKDAYS, formatDay, formatDollars, isoToDay, weekdayOf } from '@moveday/openapi';
import { composeMail, type Mail } from '../../platform/mail.js';
import type { MoveDraft } from '../quotes/index.js';
import type { MoveRecord } from './movesRepository.js';

/** "Tuesday, 12/08/2026" */
const dayWithWeekday = (iso: string) => `${WEEKDAYS[weekdayOf(isoToDay(iso))]}, ${formatDay(isoToDay(iso))}`;

const preferredDates = (move: MoveRecord) => `${formatDay(isoToDay(move.preferredDate1))} or ${formatDay(isoToDay(move.preferredDate2))}`;

/** Every mail to a customer: a greeting, the paragraphs, and a button to their orders. */
function customerMail(move: MoveRecord, to: string, publicUrl: string, subject: string, paragraphs: string[]): Mail {
  return composeMail({
    to,
    subject,
    paragraphs: [`Hi ${move.customerFirstName ?? 'there'},`, ...paragraphs],
    action: { label: 'See your orders', url: `${publicUrl}/customer/customerorders` },
  });
}

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
