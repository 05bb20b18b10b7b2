// The parts every mail about an order is made of, shared by the modules that mail about orders
// (orders, crews, aftercare; they hand in their own order records, which have these fields and more): the dates, the route, the price, a customer's greeting and button.
// Customers' and crews' mails are written in the reader's language (the `mails` book, `w` the
// reader's words and formats); the company inbox's in English (its `inbox...` words).
import { CANCEL_REASONS, draftWords, isoToDay, type MoveDraft, type WordKey } from '@moveday/openapi';
import { ENGLISH, type Wording } from '../../platform/i18n.js';
import { composeMail, type Mail } from '../../platform/mail.js';

/** What the parts read of an order. */
export interface MailedOrder {
  id: string;
  customerFirstName: string | null;
  preferredDate1: string;
  preferredDate2: string;
  pickupCity: string;
  pickupState: string;
  dropoffCity: string;
  dropoffState: string;
  estimateFlag: boolean;
  estimateAmount: number;
  finalAmount: number | null;
}

export type MailAction = { label: string; url: string };

export const dayWithWeekday = (w: Wording, iso: string) => w.dayWithWeekday(isoToDay(iso));
export const shortDay = (w: Wording, iso: string) => w.day(isoToDay(iso));
export const datesOf = (w: Wording, first: string, second: string) => w.t('mailTwoDates', { first: shortDay(w, first), second: shortDay(w, second) });
export const preferredDates = (w: Wording, move: MailedOrder) => datesOf(w, move.preferredDate1, move.preferredDate2);
export const routeOf = (w: Wording, move: MailedOrder) =>
  w.t('mailRoute', { pickupCity: move.pickupCity, pickupState: move.pickupState, dropoffCity: move.dropoffCity, dropoffState: move.dropoffState });

/** A mail in the reader's words: the paragraphs, a button, and the team's sign-off. */
export const mailIn = (w: Wording, to: string, subject: string, paragraphs: string[], action?: MailAction): Mail =>
  composeMail({ to, subject, paragraphs, ...(action ? { action } : {}), signOff: w.t('mailSignOff') });

/** Every mail to a customer: a greeting, the paragraphs, and a button to their orders. */
export function customerMail(w: Wording, move: MailedOrder, to: string, publicUrl: string, subject: string, paragraphs: string[], action?: MailAction): Mail {
  const greeting = move.customerFirstName ? w.t('mailGreeting', { name: move.customerFirstName }) : w.t('mailGreetingAnyone');
  return mailIn(w, to, subject, [greeting, ...paragraphs], action ?? { label: w.t('mailSeeYourOrders'), url: `${publicUrl}/customer/customerorders` });
}

/** The order's own page on the site, where the customer changes, cancels or rates it. */
export const orderPage = (w: Wording, move: MailedOrder, publicUrl: string): MailAction => ({
  label: w.t('mailOpenYourOrder'),
  url: `${publicUrl}/customer/orderdetails?order=${move.id}`,
});

export function placeOf(address: MoveDraft['pickupTab1']['pickUpAddress'] | undefined, city: string, state: string): string {
  const street = [address?.streetaddress, address?.streetaddress2].filter((s) => s && s.trim()).join(', ');
  return [street, `${city}, ${state} ${address?.zipcode ?? ''}`.trim()].filter(Boolean).join(', ');
}

/** A reason the customer chose from the list is stored as its English label: worded in the reader's language. */
export const cancelReasonIn = (w: Wording, reason: string | null) => {
  const chosen = CANCEL_REASONS.find((r) => r.label === reason);
  return chosen ? w.t(`cancelReason.${chosen.key}` as WordKey) : (reason ?? '');
};

export const amountKind = (move: MailedOrder) => (move.estimateFlag ? 'estimate' : 'price');
/** What the customer pays on the order now. */
export const priceOf = (w: Wording, move: MailedOrder) => w.dollars(move.finalAmount ?? move.estimateAmount);

// A move's draft in the reader's words: the catalogue's options through the `options` book, the
// rest in the mails' words (openapi's draftWords, as the order page and the job sheet say it).
export const draftIn = (w: Wording) =>
  draftWords(w.t, { none: 'mailNone', noKit: 'mailKitNotRequired', otherObstacle: 'mailOtherObstacle', count: 'mailCountOf' });

/** An instant as people near the pickup read it: "Tuesday, 12/08/2026, 3:00 PM MST". */
export const instantAt = (at: Date, timeZone: string, w: Wording = ENGLISH): string => w.instant(at, timeZone);

/** A mail to the company inbox (English: staff read it) with a button to the order in the console. */
export const inboxMail = (to: string, subject: string, paragraphs: string[], move: MailedOrder, publicUrl: string): Mail =>
  composeMail({ to, subject, paragraphs, action: { label: ENGLISH.t('inboxOpenOrder'), url: `${publicUrl}/admin/editorder?id=${move.id}` } });
