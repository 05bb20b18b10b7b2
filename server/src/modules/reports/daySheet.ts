import { Readable } from 'node:stream';
import type { Content, TableCell } from 'pdfmake';
import { WEEKDAYS, formatDay, isoToDay, weekdayOf } from '@moveday/openapi';
import { daySheetOrders } from '../dispatch/index.js';
import type { DaySheetOrder } from '../orders/index.js';
import type { ExportFile } from './exportsService.js';
import {
  STATUS_LABELS,
  customerName,
  describeHeavyItems,
  describeHelp,
  describeKit,
  describeRooms,
  describeServiceType,
  describeSize,
} from './exportsFields.js';
import { BRAND, MARK_SVG, pdfmake, type DocumentDefinition } from '../../platform/pdf.js';
import { place, showPhone } from './pdfDocument.js';

/**
 * A day's dispatch sheet (issue 17): every move of the day on one printable sheet, grouped by the
 * crew that does it (the moves still needing one first), with what a dispatcher reads out to a
 * crew: who, where from and to, what, and how. Landscape, so a move is one row.
 */
export interface DaySheetQuery {
  day?: string;
  city?: string;
  partnerId?: string;
}

const HEADERS = ['Move', 'Customer', 'From', 'To', 'Home and items', 'Service', 'Status'];

function rowOf(order: DaySheetOrder): TableCell[] {
  const draft = order.draft;
  const heavy = describeHeavyItems(draft);
  return [
    { text: order.moveNumber, bold: true },
    { text: [customerName(order) || '—', '\n', { text: showPhone(order.customerPhone), color: BRAND.muted }] },
    place(draft.pickupTab1?.pickUpAddress, order.pickupCity, order.pickupState, order.pickupZip),
    place(draft.dropLocationTab?.dropoffAddress, order.dropoffCity, order.dropoffState, order.dropoffZip),
    [describeSize(draft.pickupTab1?.pickUpLocationSize), `Rooms: ${describeRooms(draft)}`, ...(heavy !== 'None' ? [`Heavy: ${heavy}`] : [])].join('\n'),
    [describeServiceType(order.serviceType), describeKit(draft), describeHelp(draft)].filter((s) => s && s !== 'None').join('\n'),
    STATUS_LABELS[order.status] + (order.status === 'partnerassigned' && order.assignmentState === 'offered' ? '\n(offer not yet accepted)' : ''),
  ];
}

function groupsOf(orders: DaySheetOrder[]): Content[] {
  const groups = new Map<string, DaySheetOrder[]>();
  for (const order of orders) {
    const title = order.partnerName ?? 'Needs a crew';
    groups.set(title, [...(groups.get(title) ?? []), order]);
  }
  return [...groups.entries()].map(([title, rows]) => ({
    margin: [0, 0, 0, 12],
    stack: [
      { text: `${title} · ${rows.length} ${rows.length === 1 ? 'move' : 'moves'}`, bold: true, color: BRAND.primary, fontSize: 11, margin: [0, 0, 0, 4] },
      {
        table: {
          headerRows: 1,
          dontBreakRows: true,
          widths: [52, 90, '*', '*', 130, 110, 70],
          body: [HEADERS.map((h) => ({ text: h, style: 'head' })), ...rows.map(rowOf)],
        },
        layout: {
          hLineWidth: () => 0.5,
          vLineWidth: () => 0,
          hLineColor: () => BRAND.rule,
          fillColor: (i: number) => (i === 0 ? BRAND.tint : null),
          paddingTop: () => 4,
          paddingBottom: () => 4,
        },
      },
    ],
  }));
}

export function daySheetDocument(day: string, orders: DaySheetOrder[], filters: { city?: string }): DocumentDefinition {
  const ms = isoToDay(day);
  const title = `${WEEKDAYS[weekdayOf(ms)]}, ${formatDay(ms)}`;
  const needCrew = orders.filter((o) => o.partnerId === null).length;
  const summary = [
    `${orders.length} ${orders.length === 1 ? 'move' : 'moves'}`,
    `${needCrew} needing a crew`,
    ...(filters.city ? [`${filters.city} area`] : []),
  ].join(' · ');
  return {
    pageSize: 'LETTER',
    pageOrientation: 'landscape',
    pageMargins: [32, 32, 32, 40],
    info: { title: `MoveDay dispatch sheet ${day}`, author: 'MoveDay', creator: 'MoveDay', producer: 'MoveDay' },
    defaultStyle: { font: 'Roboto', fontSize: 8.5, color: BRAND.text, lineHeight: 1.1 },
    styles: { head: { bold: true, fontSize: 8, color: BRAND.primary } },
    content: [
      {
        columns: [
          { svg: MARK_SVG, width: 28, height: 28 },
          {
            width: '*',
            margin: [8, 2, 0, 0],
            stack: [
              { text: `Dispatch sheet · ${title}`, fontSize: 15, bold: true, color: BRAND.primary },
              { text: summary, color: BRAND.muted },
            ],
          },
        ],
        margin: [0, 0, 0, 12],
      },
      ...(orders.length === 0 ? [{ text: 'No moves on this day.', color: BRAND.muted }] : groupsOf(orders)),
    ],
    footer: (page: number, pages: number) => ({ text: `${title} · page ${page} of ${pages}`, alignment: 'center', fontSize: 7.5, color: BRAND.muted }),
  };
}

/** The day's sheet as a PDF file. */
export async function daySheetPdf(query: DaySheetQuery): Promise<ExportFile> {
  const { day, orders } = await daySheetOrders(query);
  const maker = await pdfmake();
  const bytes = await maker.createPdf(daySheetDocument(day, orders, { city: query.city?.trim() || undefined })).getBuffer();
  return { fileName: `moveday-dispatch-${day}.pdf`, contentType: 'application/pdf', body: Readable.from([bytes]), length: bytes.length };
}
