import {
  ADDITIONAL_HELP,
  addressLines as sharedAddressLines,
  HEAVY_ITEMS,
  MOVE_TYPES,
  OBSTACLES,
  OTHER_OBSTACLE,
  ROOMS,
  serviceTypeKey,
  SIZE_BANDS,
  type Address,
  type MoveDraft,
  type NavigationFlags,
  type WordKey,
} from '@moveday/openapi';
import { useMemo } from 'react';
import { useFormats, useT } from '@/lib/i18n';

const listed = (list: readonly { key: string }[], key: string | null | undefined) => key !== null && key !== undefined && list.some((item) => item.key === key);

/**
 * The review's words for each answer, in the reader's language (the order pages say a move the
 * same way): the options book's labels, 'Not given' for a blank and 'None' for an empty list.
 */
export function useReviewWords() {
  const t = useT();
  const { day } = useFormats();
  return useMemo(() => {
    const notGiven = t('reviewNotGiven');
    const none = t('reviewNone');
    const joined = (parts: string[]) => (parts.length > 0 ? parts.join(', ') : none);
    const counts = (values: Record<string, number | undefined> | undefined, list: readonly { key: string }[], prefix: 'room' | 'heavyItem') =>
      joined(
        list
          .filter((item) => (values?.[item.key] ?? 0) > 0)
          .map((item) => t('reviewCount', { thing: { key: `${prefix}.${item.key}` as WordKey }, count: values![item.key]! })),
      );
    return {
      none,
      serviceType: (draft: MoveDraft) => {
        const key = serviceTypeKey(draft);
        return key ? t(`serviceType.${key}`) : notGiven;
      },
      day: (value: number | null | undefined) => (value === null || value === undefined ? notGiven : day(value)),
      moveType: (key: string) => (listed(MOVE_TYPES, key) ? t(`moveType.${key}` as WordKey) : notGiven),
      size: (key: string) => (listed(SIZE_BANDS, key) ? t(`sizeBand.${key}` as WordKey) : notGiven),
      floors: (floors: string) => (floors === 'Ground' || floors === 'Above 30' ? t(`floor.${floors}`) : floors || notGiven),
      /** Two lines: the street, then city, state and zip. */
      addressLines: (address: Address) => {
        const lines = sharedAddressLines(address);
        return lines.length > 0 ? lines : [notGiven];
      },
      rooms: (draft: MoveDraft) => counts(draft.pickupTab1.pickUpRooms as Record<string, number | undefined>, ROOMS, 'room'),
      heavyItems: (draft: MoveDraft) => counts(draft.pickupTab2.heavyItemsToMove, HEAVY_ITEMS, 'heavyItem'),
      obstacles: (flags: NavigationFlags, otherDesc: string | undefined) =>
        joined(
          OBSTACLES.filter((o) => flags[o.key]).map((o) =>
            o.key === OTHER_OBSTACLE && otherDesc?.trim() ? t('reviewOtherObstacle', { text: otherDesc.trim() }) : t(`obstacle.${o.key}`),
          ),
        ),
      additionalHelp: (draft: MoveDraft) => joined(ADDITIONAL_HELP.filter((h) => draft.additionalHelp[h.key]).map((h) => t(`additionalHelp.${h.key}`))),
    };
  }, [t, day]);
}
