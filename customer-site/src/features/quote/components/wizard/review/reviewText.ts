import {
  ADDITIONAL_HELP,
  formatDay,
  HEAVY_ITEMS,
  labelOf,
  MOVE_TYPES,
  OBSTACLES,
  OTHER_OBSTACLE,
  ROOMS,
  SERVICE_TYPES,
  serviceTypeKey,
  SIZE_BANDS,
  type Address,
  type MoveDraft,
  type NavigationFlags,
} from '@moveday/openapi';

export const NOT_GIVEN = 'Not given';
export const NONE = 'None';

export const serviceTypeText = (draft: MoveDraft) => {
  const key = serviceTypeKey(draft);
  return key ? labelOf(SERVICE_TYPES, key) : NOT_GIVEN;
};

export const dayText = (day: number | null | undefined) => (day === null || day === undefined ? NOT_GIVEN : formatDay(day));

export const moveTypeText = (key: string) => (MOVE_TYPES.some((t) => t.key === key) ? labelOf(MOVE_TYPES, key as (typeof MOVE_TYPES)[number]['key']) : NOT_GIVEN);

export const sizeText = (key: string) => (SIZE_BANDS.some((b) => b.key === key) ? labelOf(SIZE_BANDS, key as (typeof SIZE_BANDS)[number]['key']) : NOT_GIVEN);

export const floorsText = (floors: string) => floors || NOT_GIVEN;

/** Two lines: the street, then city, state and zip. */
export function addressLines(address: Address): string[] {
  const street = [address.streetaddress, address.streetaddress2].map((s) => s?.trim()).filter(Boolean).join(', ');
  const place = [address.city, [address.state, address.zipcode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const lines = [street, place].filter(Boolean);
  return lines.length > 0 ? lines : [NOT_GIVEN];
}

function countsText(counts: Record<string, number | undefined>, list: readonly { key: string; label: string }[]): string {
  const parts = list.filter((item) => (counts[item.key] ?? 0) > 0).map((item) => `${item.label} × ${counts[item.key]}`);
  return parts.length > 0 ? parts.join(', ') : NONE;
}

export const roomsText = (draft: MoveDraft) => countsText(draft.pickupTab1.pickUpRooms as Record<string, number | undefined>, ROOMS);
export const heavyItemsText = (draft: MoveDraft) => countsText(draft.pickupTab2.heavyItemsToMove, HEAVY_ITEMS);

export function obstaclesText(flags: NavigationFlags, otherDesc: string | undefined): string {
  const parts = OBSTACLES.filter((o) => flags[o.key]).map((o) => (o.key === OTHER_OBSTACLE && otherDesc?.trim() ? `Other: ${otherDesc.trim()}` : o.label));
  return parts.length > 0 ? parts.join(', ') : NONE;
}

export function additionalHelpText(draft: MoveDraft): string {
  const parts = ADDITIONAL_HELP.filter((h) => draft.additionalHelp[h.key]).map((h) => h.label);
  return parts.length > 0 ? parts.join(', ') : NONE;
}
