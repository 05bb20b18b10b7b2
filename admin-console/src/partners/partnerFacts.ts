import { DAY_MS, formatDay } from '@moveday/openapi';
import type { PartnerLoad } from '../lib/types';
import { inCatalogueOrder } from './dispatchForm';

/** How near the insurance's end must be before the list warns. */
export const INSURANCE_WARNING_DAYS = 30;

export type InsuranceState = 'none' | 'expired' | 'soon' | 'valid';

/**
 * The insurance as the partner list shows it: not on file, expired (before today), expiring within
 * 30 days (today included), or valid until its day.
 */
export function insuranceFacts(expires: number | null | undefined, today: number): { state: InsuranceState; text: string } {
  if (expires === null || expires === undefined) return { state: 'none', text: 'Not on file' };
  if (expires < today) return { state: 'expired', text: `Expired ${formatDay(expires)}` };
  const days = Math.round((expires - today) / DAY_MS);
  if (days <= INSURANCE_WARNING_DAYS) return { state: 'soon', text: days === 0 ? 'Expires today' : `Expires ${formatDay(expires)}` };
  return { state: 'valid', text: formatDay(expires) };
}

/** The service cities in a few words: 'All areas', 'Denver, Fort Collins', 'Tucson, Denver +3'. */
export function citiesShort(cities: readonly string[] | null | undefined, shown = 2): string {
  const ordered = inCatalogueOrder(cities ?? []);
  if (ordered.length === 0) return 'All areas';
  const rest = ordered.length - shown;
  return rest > 0 ? `${ordered.slice(0, shown).join(', ')} +${rest}` : ordered.join(', ');
}

/** Every service city, for the short form's tooltip. */
export const citiesLong = (cities: readonly string[] | null | undefined): string =>
  (cities ?? []).length === 0 ? 'Serves every area' : inCatalogueOrder(cities ?? []).join(', ');

export const crewsText = (crews: number | null | undefined): string => (crews === null || crews === undefined ? 'No limit' : String(crews));

/** The load's cell as a screen reader says it (the cell shows the three figures compactly). */
export const loadSentence = (load: PartnerLoad): string =>
  `${plural(load.thisWeek, 'move')} this week, ${plural(load.nextWeek, 'move')} next week, ${plural(load.daysAtCapacity, 'day')} at capacity`;

export const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Who marked a day off, as the days-off panel's chip says it. */
export const setByLabel = (setBy: 'admin' | 'partner'): string => (setBy === 'partner' ? 'The partner' : 'An admin');
