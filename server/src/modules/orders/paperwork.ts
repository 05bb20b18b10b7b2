import ICAL from 'ical.js';
import type { Content, TableCell } from 'pdfmake';
import {
  DAY_MS,
  additionalHelpText,
  addressLines,
  formatDay,
  formatDollars,
  formatMessage,
  heavyItemsText,
  isoToDay,
  moveTypeText,
  packingKitText,
  roomsText,
  serviceTypeText,
  sizeText,
  todayIn,
  COMPANY_TIME_ZONE,
  dayToIso,
} from '@moveday/openapi';
import type { Principal } from '../../platform/auth.js';
import { getConfig } from '../../platform/config.js';
import type { MailAttachment } from '../../platform/mail.js';
import { BRAND, MARK_SVG, pdfmake, type DocumentDefinition } from '../../platform/pdf.js';
import { bookingAmount, type MoveDraft, type QuoteDetails } from '../quotes/index.js';
import { cancelCutoffAt } from './cancelPolicy.js';
import { instantAt } from './mails.js';
import { findOwnOrder } from './customerOrdersService.js';
import type { MoveRecord } from './movesRepository.js';

/**
 * The customer's paperwork (issue 18): the order confirmation as a PDF and the move day as an
 * iCalendar file, from the order page and attached to the booking mail.
 */
export interface OrderFile {
  fileName: string;
  contentType: string;
  content: Buffer;
}

const STATUS_TEXT: Readonly<Record<MoveRecord['status'], string>> = {
  quoted: 'Quote',
  estimate_open: 'Booked, to be confirmed by a specialist',
  open: 'Confirmed',
  partnerassigned: 'Confirmed, crew assigned',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

type Row = [label: string, value: string];

function section(title: string, rows: Row[]): Content {
  const body: TableCell[][] = rows
    .filter(([, value]) => value.trim() !== '')
    .map(([label, value]) => [
      { text: label, color: BRAND.muted, fontSize: 9 },
      { text: value, fontSize: 10 },
    ]);
  return {
    margin: [0, 0, 0, 12],
    stack: [
      { text: title.toUpperCase(), fontSize: 9, bold: true, color: BRAND.primary, characterSpacing: 0.8, margin: [0, 0, 0, 4] },
      {
        table: { widths: [120, '*'], body },
        layout: { hLineWidth: (i: number) => (i === 0 ? 0 : 0.5), vLineWidth: () => 0, hLineColor: () => BRAND.rule, paddingLeft: () => 0, paddingTop: () => 3, paddingBottom: () => 3 },
      },
    ],
  };
}

/** The price as the rate card made it, its lines, the booking discount and what the customer pays. */
function priceSection(move: MoveRecord): Content {
  const lines = (move.priceLines as QuoteDetails['lines']) ?? [];
  const pays = move.finalAmount ?? bookingAmount(move.estimateAmount, move.estimateFlag);
  const booked = bookingAmount(move.estimateAmount, move.estimateFlag);
  const rows: Array<[string, string, boolean?]> = lines.map((line) => [line.label, formatDollars(line.amount)]);
  if (!move.estimateFlag) {
    rows.push(['Price from our rates', formatDollars(move.estimateAmount), true]);
    rows.push(['10% booking discount', `−${formatDollars(move.estimateAmount - booked)}`]);
  }
  if (pays !== booked) rows.push(['Adjusted by MoveDay', `${pays > booked ? '+' : '−'}${formatDollars(Math.abs(pays - booked))}`]);
  rows.push([move.estimateFlag ? 'Rough estimate' : 'Your price', formatDollars(pays), true]);
  const body: TableCell[][] = rows.map(([label, amount, bold]) => [
    { text: label, bold: bold ?? false, fontSize: 10 },
    { text: amount, bold: bold ?? false, alignment: 'right', fontSize: 10 },
  ]);
  return {
    margin: [0, 0, 0, 12],
    stack: [
      { text: 'PRICE', fontSize: 9, bold: true, color: BRAND.primary, characterSpacing: 0.8, margin: [0, 0, 0, 4] },
      {
        table: { widths: ['*', 90], body },
        layout: { hLineWidth: (i: number) => (i === 0 ? 0 : 0.5), vLineWidth: () => 0, hLineColor: () => BRAND.rule, paddingLeft: () => 0, paddingTop: () => 3, paddingBottom: () => 3 },
      },
      ...(move.estimateFlag
        ? [{ text: 'A rough estimate: your move includes items or a home size a MoveDay specialist prices with you before confirming.', fontSize: 9, color: BRAND.muted, margin: [0, 4, 0, 0] } as Content]
        : []),
    ],
  };
}

const day = (iso: string | null | undefined) => (iso ? formatDay(isoToDay(iso)) : '');

/** The cancellation policy, with this order's own cut-off while it is open. */
function policyText(move: MoveRecord): string {
  const hours = getConfig().company.cancelCutoffHours;
  const policy = formatMessage('cancellationPolicy', { hours });
  const open = move.status === 'estimate_open' || move.status === 'open' || move.status === 'partnerassigned';
  return open ? `${policy} For this order, online cancellation closes ${instantAt(new Date(cancelCutoffAt(move, hours)), move.timeZone)}.` : policy;
}

export function confirmationDocument(move: MoveRecord, now = new Date()): DocumentDefinition {
  const draft = move.draft as MoveDraft;
  const { company, publicUrl } = getConfig();
  const pickup = draft.pickupTab1;
  const drop = draft.dropLocationTab;
  const kit = packingKitText(draft);
  return {
    pageSize: 'LETTER',
    pageMargins: [40, 40, 40, 56],
    info: { title: `MoveDay order confirmation ${move.moveNumber}`, author: 'MoveDay', creator: 'MoveDay', producer: 'MoveDay' },
    defaultStyle: { font: 'Roboto', fontSize: 10, color: BRAND.text, lineHeight: 1.15 },
    content: [
      {
        columns: [
          { svg: MARK_SVG, width: 34, height: 34 },
          { width: '*', margin: [8, 4, 0, 0], text: [{ text: 'Move', color: BRAND.primary }, { text: 'Day', color: BRAND.accent }], fontSize: 22, bold: true },
          {
            width: 'auto',
            alignment: 'right',
            margin: [0, 3, 0, 0],
            stack: [
              { text: 'Order confirmation', fontSize: 13, bold: true, color: BRAND.primary },
              { text: `Prepared ${formatDay(todayIn(COMPANY_TIME_ZONE, now))}`, fontSize: 9, color: BRAND.muted },
            ],
          },
        ],
      },
      { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 532, y2: 0, lineWidth: 2, lineColor: BRAND.primary }], margin: [0, 10, 0, 14] },
      section('Order', [
        ['Move ID', move.moveNumber],
        ['Status', STATUS_TEXT[move.status]],
        ['Customer', `${move.customerFirstName ?? ''} ${move.customerLastName ?? ''}`.trim()],
        ['Booked', move.bookedAt ? formatDay(todayIn(move.timeZone, move.bookedAt)) : ''],
        ...(move.status === 'cancelled' ? ([['Cancelled', `${day(move.cancelDate)}: ${move.cancelReason ?? ''}`]] as Row[]) : []),
      ]),
      priceSection(move),
      section('Dates', [
        ['Move day', move.actualMoveDate ? day(move.actualMoveDate) : 'Not fixed yet: one of the preferred dates'],
        ['Preferred dates', `${day(move.preferredDate1)} or ${day(move.preferredDate2)}`],
        ...(kit !== 'Not Required' && move.deliveryDate ? ([['Packing kit delivery', day(move.deliveryDate)]] as Row[]) : []),
        ...(move.partnerName && move.status !== 'cancelled' ? ([['Moving crew', move.partnerName]] as Row[]) : []),
      ]),
      {
        columns: [
          section('Pickup', [
            ['Address', addressLines(pickup.pickUpAddress).join('\n')],
            ['Home', `${moveTypeText(pickup.whereYouMovingFrom)}, ${sizeText(pickup.pickUpLocationSize)}, floors: ${pickup.noOfFloors}`],
            ['Rooms', roomsText(draft)],
            ['Heavy items', heavyItemsText(draft)],
          ]),
          section('Drop-off', [
            ['Address', addressLines(drop.dropoffAddress).join('\n')],
            ['Home', `${moveTypeText(drop.moveTo)}, ${sizeText(drop.dropLocationSize)}, floors: ${drop.dropLocationNoOfFloor}`],
          ]),
        ],
        columnGap: 18,
      },
      section('Services', [
        ['Service', serviceTypeText(draft)],
        ['Packing kit', kit],
        ['Additional help', additionalHelpText(draft)],
      ]),
      { text: 'CANCELLATION POLICY', fontSize: 9, bold: true, color: BRAND.primary, characterSpacing: 0.8, margin: [0, 0, 0, 4] },
      { text: policyText(move), fontSize: 10, margin: [0, 0, 0, 8] },
      { text: `Questions or changes: ${company.phone} · ${company.supportEmail} · quote your Move ID ${move.moveNumber}.`, fontSize: 10 },
    ],
    footer: () => ({
      margin: [40, 16, 40, 0],
      columns: [
        { text: `${company.legalName} · ${company.address.join(', ')}`, fontSize: 8, color: BRAND.muted },
        { text: publicUrl.replace(/^https?:\/\//, ''), fontSize: 8, color: BRAND.muted, alignment: 'right' },
      ],
    }),
  };
}

export async function confirmationPdf(move: MoveRecord): Promise<OrderFile> {
  const maker = await pdfmake();
  const content = await maker.createPdf(confirmationDocument(move)).getBuffer();
  return { fileName: `moveday-${move.moveNumber}-confirmation.pdf`, contentType: 'application/pdf', content };
}

/**
 * The move day as an all-day event; while the day is not fixed, each preferred date as its own
 * event (the customer keeps both free). A cancelled order's events say so (STATUS:CANCELLED), so a
 * calendar that imported them earlier can show it.
 */
export function moveDayCalendar(move: MoveRecord, now = new Date()): OrderFile {
  const calendar = new ICAL.Component(['vcalendar', [], []]);
  calendar.updatePropertyWithValue('prodid', '-//MoveDay//Order calendar//EN');
  calendar.updatePropertyWithValue('version', '2.0');
  calendar.updatePropertyWithValue('calscale', 'GREGORIAN');
  calendar.updatePropertyWithValue('method', 'PUBLISH');
  const draft = move.draft as MoveDraft;
  const days = move.actualMoveDate ? [move.actualMoveDate] : [move.preferredDate1, move.preferredDate2].sort();
  const { company, publicUrl } = getConfig();
  for (const [index, iso] of days.entries()) {
    const vevent = new ICAL.Component('vevent');
    const event = new ICAL.Event(vevent);
    event.uid = `${move.id}-${iso}@moveday`;
    const which = days.length > 1 ? ` (preferred date ${index + 1} of 2)` : '';
    event.summary = `MoveDay move ${move.moveNumber}: ${move.pickupCity} to ${move.dropoffCity}${which}`;
    event.startDate = ICAL.Time.fromDateString(iso);
    event.endDate = ICAL.Time.fromDateString(dayToIso(isoToDay(iso) + DAY_MS));
    event.location = addressLines(draft.pickupTab1.pickUpAddress).join(', ');
    event.description = [
      `From: ${addressLines(draft.pickupTab1.pickUpAddress).join(', ')}`,
      `To: ${addressLines(draft.dropLocationTab.dropoffAddress).join(', ')}`,
      ...(move.partnerName && move.actualMoveDate ? [`Crew: ${move.partnerName}`] : []),
      `Your order: ${publicUrl}/customer/orderdetails?order=${move.id}`,
      `Questions: ${company.phone}, ${company.supportEmail}`,
    ].join('\n');
    vevent.updatePropertyWithValue('dtstamp', ICAL.Time.fromJSDate(now, true));
    vevent.updatePropertyWithValue('status', move.status === 'cancelled' ? 'CANCELLED' : move.actualMoveDate ? 'CONFIRMED' : 'TENTATIVE');
    vevent.updatePropertyWithValue('transp', 'OPAQUE');
    calendar.addSubcomponent(vevent);
  }
  return { fileName: `moveday-${move.moveNumber}.ics`, contentType: 'text/calendar; charset=utf-8', content: Buffer.from(calendar.toString().replace(/\r?\n/g, '\r\n')) };
}

export const confirmationFile = async (customer: Principal, id: string): Promise<OrderFile> => confirmationPdf(await findOwnOrder(id, customer.id));
export const moveDayCalendarFile = async (customer: Principal, id: string): Promise<OrderFile> => moveDayCalendar(await findOwnOrder(id, customer.id));

/** The booking mail's files: the confirmation and the calendar file. */
export async function bookingAttachments(move: MoveRecord): Promise<MailAttachment[]> {
  const files = [await confirmationPdf(move), moveDayCalendar(move)];
  return files.map((file) => ({ fileName: file.fileName, contentType: file.contentType, content: file.content }));
}
