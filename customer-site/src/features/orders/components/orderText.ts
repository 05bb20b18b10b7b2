import {
  ADDITIONAL_HELP,
  formatDay,
  HEAVY_ITEMS,
  labelOf,
  MOVE_TYPES,
  OBSTACLES,
  PACKING_KITS,
  ROOMS,
  SERVICE_TYPES,
  SIZE_BANDS,
} from '@moveday/openapi';
import type { OrderDetail } from '../api/getOrderDetail';

/** Words for an order's fields, from the shared catalogue's labels. */
type Address = OrderDetail['pickupTab1']['pickUpAddress'];
type Flags = Record<string, boolean | undefined>;
type Counts = Record<string, number | undefined>;

const label = (list: readonly { key: string; label: string }[], key: string | null | undefined) => (key ? labelOf(list, key) : '');

export const serviceTypeText = (serviceType: OrderDetail['serviceType']) =>
  SERVICE_TYPES.filter((type) => serviceType[type.key]).map((type) => type.label).join(', ') || 'Not chosen';

export const moveTypeText = (key: string) => label(MOVE_TYPES, key);
export const sizeText = (key: string) => label(SIZE_BANDS, key);
export const floorsText = (floors: string) => floors;

export function addressLines(address: Address): string[] {
  const street = [address.streetaddress, address.streetaddress2].filter((part) => part && part.trim() !== '').join(', ');
  return [street, `${address.city}, ${address.state} ${address.zipcode}`];
}

function countsText(list: readonly { key: string; label: string }[], counts: Counts): string {
  return list
    .filter((item) => (counts[item.key] ?? 0) > 0)
    .map((item) => `${item.label}: ${counts[item.key]}`)
    .join(', ');
}

export const roomsText = (rooms: Counts) => countsText(ROOMS, rooms) || 'None';
export const heavyItemsText = (items: Counts) => countsText(HEAVY_ITEMS, items) || 'None';

export function obstaclesText(flags: Flags, otherDesc?: string | null): string {
  const chosen = OBSTACLES.filter((item) => flags[item.key]).map((item) =>
    item.key === 'other(pleaseexplain)' && otherDesc ? `Other: ${otherDesc}` : item.label,
  );
  return chosen.join(', ') || 'None';
}

export function packingKitText(supplies: OrderDetail['packingSupplies']): string {
  return PACKING_KITS.find((kit) => supplies[kit.key])?.label ?? 'Not Required';
}

export const additionalHelpText = (help: OrderDetail['additionalHelp']) =>
  ADDITIONAL_HELP.filter((item) => help[item.key]).map((item) => item.label).join(', ') || 'None';

export const dayText = (ms: number | null | undefined) => (ms === null || ms === undefined ? 'Not set' : formatDay(ms));
