import {
  ADDITIONAL_HELP,
  HEAVY_ITEMS,
  MOVE_TYPES,
  OBSTACLES,
  OTHER_OBSTACLE,
  PACKING_KITS,
  ROOMS,
  SERVICE_TYPES,
  SIZE_BANDS,
  formatDay,
  isoToDay,
  formatDollars,
  type ObstacleKey,
} from '@moveday/openapi';
import type { ExportOrderRow } from '../orders/index.js';
import type { MoveDraft } from '../quotes/index.js';
import { defuseFormula } from '../../platform/csvText.js';

/**
 * What an order's exports say and how: the columns of the CSV and XLSX files, and the wording
 * of each part of a move, shared with the PDF. Labels come from the catalogue, as on screen.
 */

/** Download To Share's selection flags (admin-side §2, DESIGN §8); a missing flag is false. */
export interface SelectedMoveDetails {
  /** First and last name, email, phone. */
  customerDetails?: boolean;
  /** Move ID, status, partner and actual move date. */
  moveDetails?: boolean;
  serviceType?: boolean;
  preferredDateOpt1?: boolean;
  preferredDateOpt2?: boolean;
  /** Moving from, address, size, floors, rooms, heavy items, what the movers must navigate. */
  pickupLocation?: boolean;
  /** Moving to, address, size, floors, what the movers must navigate, anything else to know. */
  dropoffLocation?: boolean;
  /** Boxes and supplies, their delivery date, additional help. */
  services?: boolean;
  cancelReason?: boolean;
  cancelDate?: boolean;
  /** The final cost, and whether it is a fixed price or a rough estimate. */
  finalCost?: boolean;
}

export type SelectionKey = keyof SelectedMoveDetails;

export const SELECTION_KEYS: readonly SelectionKey[] = [
  'customerDetails',
  'moveDetails',
  'serviceType',
  'preferredDateOpt1',
  'preferredDateOpt2',
  'pickupLocation',
  'dropoffLocation',
  'services',
  'cancelReason',
  'cancelDate',
  'finalCost',
];

export const STATUS_LABELS: Readonly<Record<ExportOrderRow['status'], string>> = {
  estimate_open: 'Not yet confirmed',
  open: 'Confirmed',
  partnerassigned: 'Partner assigned',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

type Labelled = readonly { key: string; label: string }[];
const labelIn = (list: Labelled, key: string | undefined): string => (key ? (list.find((item) => item.key === key)?.label ?? key) : '');

export const describeServiceType = (serviceType: string) => labelIn(SERVICE_TYPES, serviceType);
export const describeMoveType = (key: string | undefined) => labelIn(MOVE_TYPES, key);
export const describeSize = (key: string | undefined) => labelIn(SIZE_BANDS, key);

/** "Bedroom: 2, Kitchen: 1", or the `none` text. */
export function describeCounts(counts: Record<string, number | undefined> | undefined, items: Labelled, none = 'None'): string {
  const parts = items.filter((item) => (counts?.[item.key] ?? 0) > 0).map((item) => `${item.label}: ${counts![item.key]}`);
  return parts.length > 0 ? parts.join(', ') : none;
}

export const describeRooms = (draft: MoveDraft) => describeCounts(draft.pickupTab1?.pickUpRooms as Record<string, number>, ROOMS);
export const describeHeavyItems = (draft: MoveDraft) => describeCounts(draft.pickupTab2?.heavyItemsToMove, HEAVY_ITEMS);

/** "Stairs, Other: narrow gate", or None. */
export function describeNavigation(flags: { [K in ObstacleKey]?: boolean } | undefined, otherDesc: string | undefined): string {
  const ticked = OBSTACLES.filter((o) => flags?.[o.key]).map((o) => (o.key === OTHER_OBSTACLE ? `Other: ${otherDesc?.trim() ?? ''}` : o.label));
  return ticked.length > 0 ? ticked.join(', ') : 'None';
}

export function describeKit(draft: MoveDraft): string {
  const kit = PACKING_KITS.find((k) => draft.packingSupplies?.[k.key]);
  return kit ? `${kit.level} Packing (${kit.label})` : 'Not Required';
}

export function describeHelp(draft: MoveDraft): string {
  const chosen = ADDITIONAL_HELP.filter((h) => draft.additionalHelp?.[h.key]).map((h) => h.label);
  return chosen.length > 0 ? chosen.join(', ') : 'None';
}

/** The street lines of an address: "1600 Glenarm Pl, Apt 4". */
export const streetOf = (address: { streetaddress?: string; streetaddress2?: string } | undefined): string =>
  [address?.streetaddress, address?.streetaddress2]
    .map((line) => line?.trim())
    .filter(Boolean)
    .join(', ');

export const customerName = (row: ExportOrderRow) => `${row.customerFirstName ?? ''} ${row.customerLastName ?? ''}`.trim();
export const priceType = (row: ExportOrderRow) => (row.estimateFlag ? 'Rough estimate' : 'Fixed price');

/** MM/DD/YYYY, or '' for no day. */
export const showDay = (iso: string | null | undefined): string => (iso ? formatDay(isoToDay(iso)) : '');
/** "$12,345", or '' for no amount. */
export const showMoney = (amount: number | null | undefined): string => (amount === null || amount === undefined ? '' : formatDollars(amount));

export type ColumnKind = 'text' | 'day' | 'money';

/** One column of the order exports. */
export interface ExportColumn {
  header: string;
  /** The Download To Share flag that selects it; null: only in the all-orders files. */
  group: SelectionKey | null;
  kind: ColumnKind;
  /** Spreadsheet column width, in characters. */
  width: number;
  /** text: a string; day: 'YYYY-MM-DD' or null; money: whole dollars or null. */
  value(row: ExportOrderRow): string | number | null;
}

const text = (header: string, group: SelectionKey | null, width: number, value: (row: ExportOrderRow) => string | null | undefined): ExportColumn => ({
  header,
  group,
  kind: 'text',
  width,
  value: (row) => value(row) ?? '',
});
const day = (header: string, group: SelectionKey | null, value: (row: ExportOrderRow) => string | null): ExportColumn => ({
  header,
  group,
  kind: 'day',
  width: 12,
  value,
});
const money = (header: string, group: SelectionKey | null, value: (row: ExportOrderRow) => number | null): ExportColumn => ({
  header,
  group,
  kind: 'money',
  width: 12,
  value,
});

/** Every column, in file order; a single-order export keeps the selected groups' columns. */
export const EXPORT_COLUMNS: readonly ExportColumn[] = [
  text('Move ID', 'moveDetails', 12, (r) => r.moveNumber),
  text('Status', 'moveDetails', 18, (r) => STATUS_LABELS[r.status]),
  text('Partner', 'moveDetails', 24, (r) => r.partnerName),
  day('Actual Move Date', 'moveDetails', (r) => r.actualMoveDate),
  day('Booked On', null, (r) => r.bookedDay),
  text('First Name', 'customerDetails', 14, (r) => r.customerFirstName),
  text('Last Name', 'customerDetails', 14, (r) => r.customerLastName),
  text('Email', 'customerDetails', 28, (r) => r.customerEmail),
  text('Phone', 'customerDetails', 12, (r) => r.customerPhone),
  text('Service Type', 'serviceType', 22, (r) => describeServiceType(r.serviceType)),
  day('Preferred Move Date 1', 'preferredDateOpt1', (r) => r.preferredDate1),
  day('Preferred Move Date 2', 'preferredDateOpt2', (r) => r.preferredDate2),
  text('Moving From', 'pickupLocation', 16, (r) => describeMoveType(r.draft.pickupTab1?.whereYouMovingFrom)),
  text('Pickup Street Address', 'pickupLocation', 30, (r) => streetOf(r.draft.pickupTab1?.pickUpAddress)),
  text('Pickup City', 'pickupLocation', 16, (r) => r.pickupCity),
  text('Pickup State', 'pickupLocation', 8, (r) => r.pickupState),
  text('Pickup Zip Code', 'pickupLocation', 10, (r) => r.pickupZip),
  text('Pickup Location Size', 'pickupLocation', 22, (r) => describeSize(r.draft.pickupTab1?.pickUpLocationSize)),
  text('Pickup Floors', 'pickupLocation', 10, (r) => r.draft.pickupTab1?.noOfFloors),
  text('Rooms', 'pickupLocation', 36, (r) => describeRooms(r.draft)),
  text('Heavy Items', 'pickupLocation', 30, (r) => describeHeavyItems(r.draft)),
  text('Pickup Navigation', 'pickupLocation', 30, (r) => describeNavigation(r.draft.pickupTab2?.moversWillNeedToNavigate, r.draft.pickupTab2?.otherDesc)),
  text('Boxes and Supplies', 'services', 34, (r) => describeKit(r.draft)),
  day('Desired Delivery Date', 'services', (r) => r.deliveryDate),
  text('Additional Help', 'services', 30, (r) => describeHelp(r.draft)),
  text('Moving To', 'dropoffLocation', 16, (r) => describeMoveType(r.draft.dropLocationTab?.moveTo)),
  text('Drop-off Street Address', 'dropoffLocation', 30, (r) => streetOf(r.draft.dropLocationTab?.dropoffAddress)),
  text('Drop-off City', 'dropoffLocation', 16, (r) => r.dropoffCity),
  text('Drop-off State', 'dropoffLocation', 8, (r) => r.dropoffState),
  text('Drop-off Zip Code', 'dropoffLocation', 10, (r) => r.dropoffZip),
  text('Drop-off Location Size', 'dropoffLocation', 22, (r) => describeSize(r.draft.dropLocationTab?.dropLocationSize)),
  text('Drop-off Floors', 'dropoffLocation', 10, (r) => r.draft.dropLocationTab?.dropLocationNoOfFloor),
  text('Drop-off Navigation', 'dropoffLocation', 30, (r) =>
    describeNavigation(r.draft.dropLocationTab?.moversWillNeedToNavigate, r.draft.dropLocationTab?.otherDesc),
  ),
  text('Anything Else To Know', 'dropoffLocation', 40, (r) => r.draft.dropLocationTab?.anythingElseToKnow?.trim()),
  money('Algorithm Cost (USD)', null, (r) => r.estimateAmount),
  money('Final Cost (USD)', 'finalCost', (r) => r.finalAmount),
  text('Price Type', 'finalCost', 14, priceType),
  text('Cancel Reason', 'cancelReason', 40, (r) => r.cancelReason),
  day('Cancel Date', 'cancelDate', (r) => r.cancelDate),
];

/** The columns of a single-order export: those of the selected groups, in file order. */
export const selectedColumns = (selection: SelectedMoveDetails): ExportColumn[] =>
  EXPORT_COLUMNS.filter((column) => column.group !== null && selection[column.group] === true);

/** A cell of a CSV file: days MM/DD/YYYY, amounts as plain whole numbers, text defused. */
export function csvCell(column: ExportColumn, row: ExportOrderRow): string {
  const value = column.value(row);
  if (value === null || value === '') return '';
  if (column.kind === 'day') return showDay(value as string);
  if (column.kind === 'money') return String(value);
  return defuseFormula(String(value));
}

/** A cell of an XLSX sheet: days as dates (formatted mm/dd/yyyy), amounts as numbers. */
export function xlsxCell(column: ExportColumn, row: ExportOrderRow): string | number | Date | null {
  const value = column.value(row);
  if (value === null || value === '') return null;
  if (column.kind === 'day') return new Date(isoToDay(value as string));
  return value;
}
