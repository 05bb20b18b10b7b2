import ICAL from 'ical.js';
import type { Content, TableCell } from 'pdfmake';
import { DAY_MS, addressLines, isoToDay, selectedKit, serviceTypeKey, todayIn, COMPANY_TIME_ZONE, dayToIso, type Locale, type WordKey } from '@moveday/openapi';
import { ENGLISH, wordingFor, type Wording } from '../../platform/i18n.js';
import type { Principal } from '../../platform/auth.js';
import { getConfig } from '../../platform/config.js';
import type { MailAttachment } from '../../platform/mail.js';
import { BRAND, companyLetter, amountRows, letterhead, pdfmake, ruledSection, type DocumentDefinition } from '../../platform/pdf.js';
import { bookingAmount, priceLinesIn, type QuoteDetails } from '../quotes/index.js';
import { cancelCutoffAt } from './cancelPolicy.js';
import { findOwnOrder, type MoveRecord } from '../orders/index.js';
import { draftIn } from '../mails/index.js';
import { methodIn, moneyOfOrder, moneyWithNoPayments, type OrderMoney } from '../payments/index.js';

/**
 * The customer's paperwork (issue 18): the order confirmation as a PDF and the move day as an
 * iCalendar file, from the order page and attached to the booking mail.
 */
export interface OrderFile {
  fileName: string;
  contentType: string;
  content: Buffer;
}

const STATUS_TEXT: Readonly<Record<MoveRecord['status'], WordKey>> = {
  quoted: 'paperStatusQuoted',
  estimate_open: 'paperStatusEstimateOpen',
  open: 'paperStatusOpen',
  partnerassigned: 'paperStatusPartnerAssigned',
  completed: 'paperStatusCompleted',
  cancelled: 'paperStatusCancelled',
};

type Row = [label: string, value: string];

function section(title: string, rows: Row[], w: Wording = ENGLISH): Content {
  const body: TableCell[][] = rows
    .filter(([, value]) => value.trim() !== '')
    .map(([label, value]) => [
      { text: label, color: BRAND.muted, fontSize: 9 },
      { text: value, fontSize: 10 },
    ]);
  return ruledSection(title, w.locale, [120, '*'], body);
}

/** The price as the rate card made it, its lines, the booking discount and what the customer pays. */
function priceSection(w: Wording, move: MoveRecord): Content {
  const { t, dollars } = w;
  const lines = priceLinesIn((move.priceLines as QuoteDetails['lines']) ?? [], w);
  const pays = move.finalAmount ?? bookingAmount(move.estimateAmount, move.estimateFlag);
  const booked = bookingAmount(move.estimateAmount, move.estimateFlag);
  const rows: Array<[string, string, boolean?]> = lines.map((line) => [line.label, dollars(line.amount)]);
  if (!move.estimateFlag) {
    rows.push([t('paperPriceFromRates'), dollars(move.estimateAmount), true]);
    rows.push([t('paperBookingDiscount'), `−${dollars(move.estimateAmount - booked)}`]);
  }
  if (pays !== booked) rows.push([t('paperAdjusted'), `${pays > booked ? '+' : '−'}${dollars(Math.abs(pays - booked))}`]);
  rows.push([t(move.estimateFlag ? 'paperRoughEstimate' : 'paperYourPrice'), dollars(pays), true]);
  const note: Content[] = move.estimateFlag ? [{ text: t('paperRoughEstimateNote'), fontSize: 9, color: BRAND.muted, margin: [0, 4, 0, 0] }] : [];
  return ruledSection(t('paperPrice'), w.locale, ['*', 90], amountRows(rows), note);
}

/** What the order has paid and still owes, each payment and refund a line (issue 34); nothing while it has no fixed price. */
function paymentsSection(w: Wording, money: OrderMoney | null): Content[] {
  if (!money || money.priceCents === null || money.balanceCents === null) return [];
  const { t } = w;
  const cents = (value: number) => w.money(value / 100);
  const rows: Array<[string, string, boolean?]> = money.entries.map((entry) => [
    t(entry.kind === 'payment' ? 'paperPaymentLine' : 'paperRefundLine', {
      date: w.day(entry.receivedOn),
      amount: cents(entry.amountCents),
      method: methodIn(w, entry.method),
    }),
    `${entry.kind === 'payment' ? '' : '−'}${cents(entry.amountCents)}`,
  ]);
  rows.push([t('paperReceiptPaid'), cents(money.paidCents), true]);
  rows.push(money.balanceCents < 0 ? [t('paperReceiptCredit'), cents(-money.balanceCents), true] : [t('paperReceiptBalance'), cents(money.balanceCents), true]);
  return [ruledSection(t('paperPayments'), w.locale, ['*', 90], amountRows(rows))];
}

/** The cancellation policy, with this order's own cut-off while it is open. */
function policyText(w: Wording, move: MoveRecord): string {
  const hours = getConfig().company.cancelCutoffHours;
  const policy = w.t('cancellationPolicy', { hours });
  const open = move.status === 'estimate_open' || move.status === 'open' || move.status === 'partnerassigned';
  return open ? `${policy} ${w.t('paperPolicyCutoff', { cutoff: w.instant(new Date(cancelCutoffAt(move, hours)), move.timeZone) })}` : policy;
}

/** The order confirmation in a reader's language (English: the words it has always had). */
export function confirmationDocument(move: MoveRecord, now = new Date(), w: Wording = ENGLISH, money: OrderMoney | null = null): DocumentDefinition {
  const { t } = w;
  const day = (iso: string | null | undefined) => (iso ? w.day(isoToDay(iso)) : '');
  const draft = move.draft;
  const { company } = getConfig();
  const pickup = draft.pickupTab1;
  const drop = draft.dropLocationTab;
  const kitKey = selectedKit(draft);
  const serviceKey = serviceTypeKey(draft);
  const home = (type: string, size: string, floors: string) =>
    t('paperHomeText', { moveType: draftIn(w).moveType(type), size: draftIn(w).size(size), floors: draftIn(w).floors(floors) });
  return companyLetter(t('paperTitle', { moveNumber: move.moveNumber }), [
    ...letterhead(t('paperHeading'), t('paperPrepared', { date: w.day(todayIn(COMPANY_TIME_ZONE, now)) }), [0, 10, 0, 14]),
    section(
      t('paperOrder'),
      [
        [t('paperMoveId'), move.moveNumber],
        [t('paperStatus'), t(STATUS_TEXT[move.status])],
        [t('paperCustomer'), `${move.customerFirstName ?? ''} ${move.customerLastName ?? ''}`.trim()],
        [t('paperBooked'), move.bookedAt ? w.day(todayIn(move.timeZone, move.bookedAt)) : ''],
        ...(move.status === 'cancelled' ? ([[t('paperCancelled'), `${day(move.cancelDate)}: ${move.cancelReason ?? ''}`]] as Row[]) : []),
      ],
      w,
    ),
    priceSection(w, move),
    ...paymentsSection(w, money),
    section(
      t('paperDates'),
      [
        [t('paperMoveDay'), move.actualMoveDate ? day(move.actualMoveDate) : t('paperMoveDayNotFixed')],
        [t('paperPreferredDates'), t('paperTwoDates', { first: day(move.preferredDate1), second: day(move.preferredDate2) })],
        ...(kitKey && move.deliveryDate ? ([[t('paperKitDelivery'), day(move.deliveryDate)]] as Row[]) : []),
        ...(move.partnerName && move.status !== 'cancelled' ? ([[t('paperCrew'), move.partnerName]] as Row[]) : []),
      ],
      w,
    ),
    {
      columns: [
        section(
          t('paperPickup'),
          [
            [t('paperAddress'), addressLines(pickup.pickUpAddress).join('\n')],
            [t('paperHome'), home(pickup.whereYouMovingFrom, pickup.pickUpLocationSize, pickup.noOfFloors)],
            [t('paperRooms'), draftIn(w).rooms(pickup.pickUpRooms as Record<string, number | undefined>)],
            [t('paperHeavyItems'), draftIn(w).heavyItems(draft.pickupTab2.heavyItemsToMove as Record<string, number | undefined>)],
          ],
          w,
        ),
        section(
          t('paperDropoff'),
          [
            [t('paperAddress'), addressLines(drop.dropoffAddress).join('\n')],
            [t('paperHome'), home(drop.moveTo, drop.dropLocationSize, drop.dropLocationNoOfFloor)],
          ],
          w,
        ),
      ],
      columnGap: 18,
    },
    section(
      t('paperServices'),
      [
        [t('paperService'), serviceKey ? t(`serviceType.${serviceKey}` as WordKey) : ''],
        [t('paperPackingKit'), kitKey ? t(`packingKit.${kitKey}` as WordKey) : t('mailKitNotRequired')],
        [t('paperAdditionalHelp'), draftIn(w).additionalHelp(draft)],
      ],
      w,
    ),
    { text: t('paperPolicy').toLocaleUpperCase(w.locale), fontSize: 9, bold: true, color: BRAND.primary, characterSpacing: 0.8, margin: [0, 0, 0, 4] },
    { text: policyText(w, move), fontSize: 10, margin: [0, 0, 0, 8] },
    { text: t('paperQuestions', { phone: company.phone, email: company.supportEmail, moveNumber: move.moveNumber }), fontSize: 10 },
  ]);
}

/** The confirmation PDF, with the order's money as the ledger has it now, or as given (a booking's, in its transaction: none yet). */
export async function confirmationPdf(move: MoveRecord, locale: Locale = 'en', money?: OrderMoney): Promise<OrderFile> {
  const maker = await pdfmake();
  const content = await maker.createPdf(confirmationDocument(move, new Date(), wordingFor(locale), money ?? (await moneyOfOrder(move)))).getBuffer();
  return { fileName: `moveday-${move.moveNumber}-confirmation.pdf`, contentType: 'application/pdf', content };
}

/**
 * The move day as an all-day event; while the day is not fixed, each preferred date as its own
 * event (the customer keeps both free). A cancelled order's events say so (STATUS:CANCELLED), so a
 * calendar that imported them earlier can show it.
 */
export function moveDayCalendar(move: MoveRecord, now = new Date(), locale: Locale = 'en'): OrderFile {
  const { t } = wordingFor(locale);
  const calendar = new ICAL.Component(['vcalendar', [], []]);
  calendar.updatePropertyWithValue('prodid', '-//MoveDay//Order calendar//EN');
  calendar.updatePropertyWithValue('version', '2.0');
  calendar.updatePropertyWithValue('calscale', 'GREGORIAN');
  calendar.updatePropertyWithValue('method', 'PUBLISH');
  const draft = move.draft;
  const days = move.actualMoveDate ? [move.actualMoveDate] : [move.preferredDate1, move.preferredDate2].sort();
  const { company, publicUrl } = getConfig();
  for (const [index, iso] of days.entries()) {
    const vevent = new ICAL.Component('vevent');
    const event = new ICAL.Event(vevent);
    event.uid = `${move.id}-${iso}@moveday`;
    const trip = { moveNumber: move.moveNumber, pickupCity: move.pickupCity, dropoffCity: move.dropoffCity };
    event.summary = days.length > 1 ? t('paperEventSummaryPreferred', { ...trip, index: index + 1 }) : t('paperEventSummary', trip);
    event.startDate = ICAL.Time.fromDateString(iso);
    event.endDate = ICAL.Time.fromDateString(dayToIso(isoToDay(iso) + DAY_MS));
    event.location = addressLines(draft.pickupTab1.pickUpAddress).join(', ');
    event.description = [
      t('paperEventFrom', { address: addressLines(draft.pickupTab1.pickUpAddress).join(', ') }),
      t('paperEventTo', { address: addressLines(draft.dropLocationTab.dropoffAddress).join(', ') }),
      ...(move.partnerName && move.actualMoveDate ? [t('paperEventCrew', { partner: move.partnerName })] : []),
      t('paperEventOrder', { url: `${publicUrl}/customer/orderdetails?order=${move.id}` }),
      t('paperEventQuestions', { phone: company.phone, email: company.supportEmail }),
    ].join('\n');
    vevent.updatePropertyWithValue('dtstamp', ICAL.Time.fromJSDate(now, true));
    vevent.updatePropertyWithValue('status', move.status === 'cancelled' ? 'CANCELLED' : move.actualMoveDate ? 'CONFIRMED' : 'TENTATIVE');
    vevent.updatePropertyWithValue('transp', 'OPAQUE');
    calendar.addSubcomponent(vevent);
  }
  return {
    fileName: `moveday-${move.moveNumber}.ics`,
    contentType: 'text/calendar; charset=utf-8',
    content: Buffer.from(calendar.toString().replace(/\r?\n/g, '\r\n')),
  };
}

export const confirmationFile = async (customer: Principal, id: string, locale: Locale = 'en'): Promise<OrderFile> =>
  confirmationPdf(await findOwnOrder(id, customer.id), locale);
export const moveDayCalendarFile = async (customer: Principal, id: string, locale: Locale = 'en'): Promise<OrderFile> =>
  moveDayCalendar(await findOwnOrder(id, customer.id), new Date(), locale);

/** The booking mail's files, in the customer's language: the confirmation and the calendar file. */
export async function bookingAttachments(move: MoveRecord, locale: Locale = 'en'): Promise<MailAttachment[]> {
  // Just booked, in the booking's transaction: nothing is paid yet, and no second connection is taken to read that.
  const files = [await confirmationPdf(move, locale, moneyWithNoPayments(move)), moveDayCalendar(move, new Date(), locale)];
  return files.map((file) => ({ fileName: file.fileName, contentType: file.contentType, content: file.content }));
}
