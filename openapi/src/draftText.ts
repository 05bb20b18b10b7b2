import { ADDITIONAL_HELP, HEAVY_ITEMS, labelOf, MOVE_TYPES, OBSTACLES, OTHER_OBSTACLE, PACKING_KITS, ROOMS, SERVICE_TYPES, SIZE_BANDS } from './catalogue.js';
import { selectedKit, serviceTypeKey } from './draftEditing.js';
import type { Address, MoveDraft, NavigationFlags } from './moveRules.js';

/**
 * A move draft in words, from the catalogue's labels: the wizard's review, the customer's order
 * details and the console's order details say a move the same way. '' where nothing is chosen
 * (each screen says that its own way); 'None' for an empty list.
 */

export const NONE = 'None';

const known = <K extends string>(list: readonly { key: K; label: string }[], key: string | null | undefined): string =>
  key && list.some((item) => item.key === key) ? labelOf(list, key as K) : '';

export const serviceTypeText = (draft: Pick<MoveDraft, 'serviceType'>): string => {
  const key = serviceTypeKey(draft as MoveDraft);
  return key ? labelOf(SERVICE_TYPES, key) : '';
};

export const moveTypeText = (key: string | null | undefined): string => known(MOVE_TYPES, key);
export const sizeText = (key: string | null | undefined): string => known(SIZE_BANDS, key);

/** The street (both lines), then 'City, ST 80202'; empty parts left out. */
export function addressLines(address: Partial<Address> | undefined): string[] {
  const a = address ?? {};
  const street = [a.streetaddress, a.streetaddress2]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
  const place = [a.city?.trim(), [a.state?.trim(), a.zipcode?.trim()].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [street, place].filter(Boolean);
}

/** 'Living Room: 1, Bedroom: 3', or 'None'. */
export function countsText(counts: Record<string, number | undefined> | undefined, list: readonly { key: string; label: string }[]): string {
  const parts = list.filter((item) => (counts?.[item.key] ?? 0) > 0).map((item) => `${item.label}: ${counts![item.key]}`);
  return parts.length > 0 ? parts.join(', ') : NONE;
}

export const roomsText = (draft: Pick<MoveDraft, 'pickupTab1'>): string =>
  countsText(draft.pickupTab1.pickUpRooms as Record<string, number | undefined>, ROOMS);
export const heavyItemsText = (draft: Pick<MoveDraft, 'pickupTab2'>): string => countsText(draft.pickupTab2.heavyItemsToMove, HEAVY_ITEMS);

/** 'Stairs, Other: narrow gate', or 'None'. */
export function obstaclesText(flags: NavigationFlags | undefined, otherDesc: string | null | undefined): string {
  const parts = OBSTACLES.filter((o) => flags?.[o.key]).map((o) => (o.key === OTHER_OBSTACLE && otherDesc?.trim() ? `Other: ${otherDesc.trim()}` : o.label));
  return parts.length > 0 ? parts.join(', ') : NONE;
}

/** The kit's name, or 'Not Required'. */
export const packingKitText = (draft: Pick<MoveDraft, 'packingSupplies'>): string =>
  PACKING_KITS.find((kit) => kit.key === selectedKit(draft as MoveDraft))?.label ?? 'Not Required';

export function additionalHelpText(draft: Pick<MoveDraft, 'additionalHelp'>): string {
  const parts = ADDITIONAL_HELP.filter((h) => draft.additionalHelp?.[h.key]).map((h) => h.label);
  return parts.length > 0 ? parts.join(', ') : NONE;
}
