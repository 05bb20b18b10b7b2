import type { Content, TableCell } from 'pdfmake';
import { formatDay, todayIn } from '@moveday/openapi';
import { BRAND, letterhead, pdfmake, type DocumentDefinition } from '../../platform/pdf.js';
import type { ExportOrderRow } from '../orders/index.js';
import { REPORTS_TIME_ZONE } from './dashboardService.js';
import {
  STATUS_LABELS,
  customerName,
  describeHeavyItems,
  describeHelp,
  describeKit,
  describeMoveType,
  describeNavigation,
  describeRooms,
  describeServiceType,
  describeSize,
  priceType,
  showDay,
  showMoney,
  streetOf,
  type SelectedMoveDetails,
} from './exportsFields.js';

/**
 * The Download To Share PDF: a one-page summary of the chosen parts of a move, in the brand's
 * colours, that a customer or a partner can be sent as it is. Made with pdfmake on the server.
 */

type Row = [label: string, value: string];

/** "(303) 555-0100" for ten digits; anything else as it is. */
export const showPhone = (phone: string | null) =>
  phone && /^\d{10}$/.test(phone) ? `(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}` : (phone ?? '');

export const place = (address: { streetaddress?: string; streetaddress2?: string } | undefined, city: string, state: string, zip: string) =>
  [streetOf(address), `${city}, ${state} ${zip}`].filter(Boolean).join('\n');

function sectionOf(title: string, rows: Row[], labelWidth: number, scale: number): Content | null {
  const shown = rows.filter(([, value]) => value.trim() !== '');
  if (shown.length === 0) return null;
  const body: TableCell[][] = shown.map(([label, value]) => [
    { text: label, style: 'label' },
    { text: value, style: 'value' },
  ]);
  return {
    margin: [0, 0, 0, 10 * scale],
    stack: [
      { text: title.toUpperCase(), style: 'sectionTitle' },
      {
        table: { widths: [labelWidth, '*'], body },
        layout: {
          hLineWidth: (i: number) => (i === 0 ? 0 : 0.5),
          vLineWidth: () => 0,
          hLineColor: () => BRAND.rule,
          paddingLeft: () => 0,
          paddingRight: () => 6,
          paddingTop: () => 3 * scale,
          paddingBottom: () => 3 * scale,
        },
      },
    ],
  };
}

/** Two sections side by side when both are there (so that every group fits one page), else the one alone, full width. */
function pair(left: (labelWidth: number) => Content | null, right: (labelWidth: number) => Content | null): Content | null {
  const l = left(84);
  const r = right(84);
  if (l && r) return { columns: [l, r], columnGap: 18 };
  return l ? left(110) : r ? right(110) : null;
}

/** The selected parts of the move as titled sections, in the order of the Order Details screen. */
function sections(order: ExportOrderRow, chosen: SelectedMoveDetails, scale: number): Content[] {
  const d = order.draft;
  const section = (title: string, rows: Row[], labelWidth: number) => sectionOf(title, rows, labelWidth, scale);
  const customer = (w: number) =>
    chosen.customerDetails
      ? section(
          'Customer Details',
          [
            ['Name', customerName(order)],
            ['Email', order.customerEmail ?? ''],
            ['Phone', showPhone(order.customerPhone)],
          ],
          w,
        )
      : null;
  const move = (w: number) => {
    const rows: Row[] = [];
    if (chosen.moveDetails) {
      rows.push(
        ['Move ID', order.moveNumber],
        ['Status', STATUS_LABELS[order.status]],
        ['Moving partner', order.partnerName ?? 'Not assigned yet'],
        ['Actual move date', showDay(order.actualMoveDate) || 'Not set yet'],
      );
    }
    if (chosen.serviceType) rows.push(['Service type', describeServiceType(order.serviceType)]);
    if (chosen.preferredDateOpt1) rows.push(['Preferred date (option 1)', showDay(order.preferredDate1)]);
    if (chosen.preferredDateOpt2) rows.push(['Preferred date (option 2)', showDay(order.preferredDate2)]);
    return section('Move Details', rows, w);
  };
  const pickup = (w: number) =>
    chosen.pickupLocation
      ? section(
          'Pick Up Location',
          [
            ['Moving from', describeMoveType(d.pickupTab1?.whereYouMovingFrom)],
            ['Address', place(d.pickupTab1?.pickUpAddress, order.pickupCity, order.pickupState, order.pickupZip)],
            ['Location size', describeSize(d.pickupTab1?.pickUpLocationSize)],
            ['Number of floors', d.pickupTab1?.noOfFloors ?? ''],
            ['Rooms', describeRooms(d)],
            ['Heavy items', describeHeavyItems(d)],
            ['Movers will need to navigate', describeNavigation(d.pickupTab2?.moversWillNeedToNavigate, d.pickupTab2?.otherDesc)],
          ],
          w,
        )
      : null;
  const drop = (w: number) =>
    chosen.dropoffLocation
      ? section(
          'Drop Location',
          [
            ['Moving to', describeMoveType(d.dropLocationTab?.moveTo)],
            ['Address', place(d.dropLocationTab?.dropoffAddress, order.dropoffCity, order.dropoffState, order.dropoffZip)],
            ['Location size', describeSize(d.dropLocationTab?.dropLocationSize)],
            ['Number of floors', d.dropLocationTab?.dropLocationNoOfFloor ?? ''],
            ['Movers will need to navigate', describeNavigation(d.dropLocationTab?.moversWillNeedToNavigate, d.dropLocationTab?.otherDesc)],
            ['Anything else to know', d.dropLocationTab?.anythingElseToKnow?.trim() ?? ''],
          ],
          w,
        )
      : null;
  const services = (w: number) =>
    chosen.services
      ? section(
          'Services',
          [
            ['Boxes and supplies', describeKit(d)],
            ['Desired delivery date', showDay(order.deliveryDate)],
            ['Additional help', describeHelp(d)],
          ],
          w,
        )
      : null;
  const cancellation = (w: number) => {
    const rows: Row[] = [];
    if (chosen.cancelReason) rows.push(['Cancel reason', order.cancelReason ?? '']);
    if (chosen.cancelDate) rows.push(['Cancel date', showDay(order.cancelDate)]);
    return section('Cancellation', rows, w);
  };
  return [pair(customer, move), pair(pickup, drop), pair(services, cancellation)].filter((content): content is Content => content !== null);
}

/** The final cost as the page's headline figure. */
function finalCost(order: ExportOrderRow): Content {
  return {
    margin: [0, 0, 0, 14],
    table: {
      widths: ['*', 'auto'],
      body: [
        [
          {
            text: [
              { text: 'Final Cost\n', style: 'label' },
              { text: priceType(order), color: BRAND.muted, fontSize: 9 },
            ],
            margin: [10, 8, 0, 8],
          },
          { text: showMoney(order.finalAmount) || 'Not set', fontSize: 20, bold: true, color: BRAND.primary, margin: [0, 8, 10, 8], alignment: 'right' },
        ],
      ],
    },
    layout: { fillColor: () => BRAND.tint, hLineWidth: () => 0, vLineWidth: () => 0 },
  };
}

export interface PdfContext {
  /** Where to find us, for the footer. */
  publicUrl: string;
  contactEmail: string;
}

export interface Layout {
  /** Body text size and spacing, 1 for the normal page; smaller to fit a long order on one page. */
  scale: number;
  /** Told the number of pages once the document is laid out. */
  onPageCount?: (pages: number) => void;
  now?: Date;
}

export function orderDocument(order: ExportOrderRow, chosen: SelectedMoveDetails, context: PdfContext, layout: Layout = { scale: 1 }): DocumentDefinition {
  const prepared = formatDay(todayIn(REPORTS_TIME_ZONE, layout.now));
  const scale = layout.scale;
  return {
    pageSize: 'LETTER',
    pageMargins: [40, 40, 40, 56],
    info: { title: 'MoveDay move summary', author: 'MoveDay', creator: 'MoveDay', producer: 'MoveDay' },
    defaultStyle: { font: 'Roboto', fontSize: 10 * scale, color: BRAND.text, lineHeight: 1.15 },
    styles: {
      sectionTitle: { fontSize: 9 * scale, bold: true, color: BRAND.primary, characterSpacing: 0.8, margin: [0, 0, 0, 4 * scale] },
      label: { fontSize: 9 * scale, color: BRAND.muted },
      value: { fontSize: 10 * scale },
    },
    content: [
      ...letterhead('Move summary', `Prepared ${prepared}`, [0, 10, 0, 16]),
      ...(chosen.finalCost ? [finalCost(order)] : []),
      ...sections(order, chosen, scale),
    ],
    footer: (_page: number, pages: number) => {
      layout.onPageCount?.(pages);
      return {
        margin: [40, 16, 40, 0],
        columns: [
          { text: 'MoveDay · residential moves in Arizona, Colorado, New Mexico and Texas', fontSize: 8, color: BRAND.muted },
          { text: `${context.contactEmail} · ${context.publicUrl.replace(/^https?:\/\//, '')}`, fontSize: 8, color: BRAND.muted, alignment: 'right' },
        ],
      };
    },
  };
}

/** Text sizes to try, largest first: an order with every field at its longest still fits one page at the last. */
const SCALES = [1, 0.86, 0.74];

/**
 * The PDF's bytes: laid out at the normal size, and again smaller while it runs over a page (only
 * orders with long notes and many items ever do; the last size holds the longest the rules allow).
 */
export async function renderOrderPdf(order: ExportOrderRow, chosen: SelectedMoveDetails, context: PdfContext): Promise<Buffer> {
  const maker = await pdfmake();
  let bytes: Buffer | undefined;
  for (const scale of SCALES) {
    let pages = 1;
    bytes = await maker.createPdf(orderDocument(order, chosen, context, { scale, onPageCount: (n) => (pages = n) })).getBuffer();
    if (pages <= 1) break;
  }
  return bytes!;
}
