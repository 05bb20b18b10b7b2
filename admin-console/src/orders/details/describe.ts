import {
  PACKING_KITS,
  addressLines,
  additionalHelpText,
  countsText,
  heavyItemsText,
  moveTypeText,
  obstaclesText,
  roomsText,
  serviceTypeText,
  sizeText,
} from '@moveday/openapi';
import type { Address, MoveDraft } from '../../lib/types';
import { selectedKit } from '../form/draft';

/** How the details page words each part of a move: the shared catalogue's words (the site says a move the same way). */
export const describeAddress = (a: Address): string => addressLines(a).join('\n');
export const describeCounts = countsText;
export const describeRooms = roomsText;
export const describeHeavyItems = heavyItemsText;
export const describeNavigation = obstaclesText;
export const describeMoveType = moveTypeText;
export const describeSize = sizeText;
export const describeServiceType = serviceTypeText;
export const describeHelp = additionalHelpText;

/** The console names the kit by its level too: 'Medium Packing (50-Box Medium Packing Kit)'. */
export function describeKit(draft: MoveDraft): string {
  const kit = PACKING_KITS.find((k) => k.key === selectedKit(draft));
  return kit ? `${kit.level} Packing (${kit.label})` : 'Not Required';
}
