import { ADDITIONAL_HELP, HEAVY_ITEMS, OBSTACLES, OTHER_OBSTACLE, ROOMS } from '../catalogue.js';
import { selectedKit, serviceTypeKey } from '../draftEditing.js';
import type { MoveDraft, NavigationFlags } from '../moveRules.js';
import type { WordKey } from './books.js';
import type { Translate } from './translate.js';

/**
 * A move draft in a reader's words (draftText.ts says it in English for the console): each option
 * by its key in the `options` book; what a list has none of, a kit not chosen, another obstacle and
 * a count in the words of the page's own book, given as keys.
 */
export interface DraftWordKeys {
  /** 'None': an empty list. */
  none: WordKey;
  /** 'Not Required': no packing kit. */
  noKit: WordKey;
  /** 'Other: {description}'. */
  otherObstacle: WordKey;
  /** '{item}: {count}'. */
  count: WordKey;
}

const option = (t: Translate, prefix: string, key: string): string => t(`${prefix}.${key}` as WordKey);

export function draftWords(t: Translate, keys: DraftWordKeys) {
  const list = (parts: string[]) => (parts.length > 0 ? parts.join(', ') : t(keys.none));
  const counts = (prefix: string, items: readonly { key: string }[], values: Record<string, number | undefined> | undefined) =>
    list(items.filter((item) => (values?.[item.key] ?? 0) > 0).map((item) => t(keys.count, { item: option(t, prefix, item.key), count: values![item.key]! })));
  return {
    /** '' when not chosen (each page says that its own way). */
    serviceType: (draft: Pick<MoveDraft, 'serviceType'>): string => {
      const key = serviceTypeKey(draft as MoveDraft);
      return key ? option(t, 'serviceType', key) : '';
    },
    moveType: (key: string | null | undefined): string => (key ? option(t, 'moveType', key) : ''),
    size: (key: string | null | undefined): string => (key ? option(t, 'sizeBand', key) : ''),
    /** A number of floors as written; 'Ground' and 'Above 30' are words. */
    floors: (floors: string | null | undefined): string => (floors === 'Ground' || floors === 'Above 30' ? option(t, 'floor', floors) : (floors ?? '')),
    rooms: (rooms: Record<string, number | undefined> | undefined): string => counts('room', ROOMS, rooms),
    heavyItems: (items: Record<string, number | undefined> | undefined): string => counts('heavyItem', HEAVY_ITEMS, items),
    obstacles: (flags: NavigationFlags | undefined, otherDesc: string | null | undefined): string =>
      list(
        OBSTACLES.filter((o) => flags?.[o.key]).map((o) =>
          o.key === OTHER_OBSTACLE && otherDesc?.trim() ? t(keys.otherObstacle, { description: otherDesc.trim() }) : option(t, 'obstacle', o.key),
        ),
      ),
    /** The kit's name, or null when none is chosen. */
    packingKit: (draft: Pick<MoveDraft, 'packingSupplies'>): string | null => {
      const kit = selectedKit(draft as MoveDraft);
      return kit ? option(t, 'packingKit', kit) : null;
    },
    noKit: (): string => t(keys.noKit),
    additionalHelp: (draft: Pick<MoveDraft, 'additionalHelp'>): string =>
      list(ADDITIONAL_HELP.filter((h) => draft.additionalHelp?.[h.key]).map((h) => option(t, 'additionalHelp', h.key))),
  };
}
