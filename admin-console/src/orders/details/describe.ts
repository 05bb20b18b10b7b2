import { ADDITIONAL_HELP, HEAVY_ITEMS, MOVE_TYPES, OBSTACLES, OTHER_OBSTACLE, PACKING_KITS, ROOMS, SERVICE_TYPES, SIZE_BANDS, labelOf } from '@moveday/openapi';
import type { Address, MoveDraft, NavigationFlags } from '../../lib/types';
import { selectedKit, serviceTypeKey } from '../form/draft';

/** How the details page words each part of a move. */
export const describeAddress = (a: Address): string =>
  [a.streetaddress, a.streetaddress2, [a.city, [a.state, a.zipcode].filter(Boolean).join(' ')].filter(Boolean).join(', ')].filter(Boolean).join('\n');

export function describeCounts(counts: Record<string, number | undefined> | undefined, items: readonly { key: string; label: string }[], none = 'None'): string {
  const parts = items.filter((item) => (counts?.[item.key] ?? 0) > 0).map((item) => `${item.label}: ${counts![item.key]}`);
  return parts.length ? parts.join(', ') : none;
}

export const describeRooms = (draft: MoveDraft) => describeCounts(draft.pickupTab1.pickUpRooms as Record<string, number>, ROOMS);
export const describeHeavyItems = (draft: MoveDraft) => describeCounts(draft.pickupTab2.heavyItemsToMove, HEAVY_ITEMS);

export function describeNavigation(flags: NavigationFlags | undefined, otherDesc: string | undefined): string {
  const ticked = OBSTACLES.filter((o) => flags?.[o.key]).map((o) => (o.key === OTHER_OBSTACLE ? `Other: ${otherDesc ?? ''}` : o.label));
  return ticked.length ? ticked.join(', ') : 'None';
}

export const describeMoveType = (key: string) => (key ? labelOf(MOVE_TYPES, key as (typeof MOVE_TYPES)[number]['key']) : '');
export const describeSize = (key: string) => (key ? labelOf(SIZE_BANDS, key as (typeof SIZE_BANDS)[number]['key']) : '');
export const describeServiceType = (draft: MoveDraft) => {
  const key = serviceTypeKey(draft);
  return key ? labelOf(SERVICE_TYPES, key) : '';
};

export function describeKit(draft: MoveDraft): string {
  const kit = PACKING_KITS.find((k) => k.key === selectedKit(draft));
  return kit ? `${kit.level} Packing (${kit.label})` : 'Not Required';
}

export function describeHelp(draft: MoveDraft): string {
  const chosen = ADDITIONAL_HELP.filter((h) => draft.additionalHelp[h.key]).map((h) => h.label);
  return chosen.length ? chosen.join(', ') : 'None';
}
