import * as words from '@moveday/openapi';
import type { Address, MoveDraft, NavigationFlags } from '@moveday/openapi';

/** The review's words: the shared catalogue's (the order pages say a move the same way), with 'Not given' for a blank. */
export const NOT_GIVEN = 'Not given';
export const NONE = words.NONE;

export const serviceTypeText = (draft: MoveDraft) => words.serviceTypeText(draft) || NOT_GIVEN;
export const dayText = (day: number | null | undefined) => (day === null || day === undefined ? NOT_GIVEN : words.formatDay(day));
export const moveTypeText = (key: string) => words.moveTypeText(key) || NOT_GIVEN;
export const sizeText = (key: string) => words.sizeText(key) || NOT_GIVEN;
export const floorsText = (floors: string) => floors || NOT_GIVEN;

/** Two lines: the street, then city, state and zip. */
export function addressLines(address: Address): string[] {
  const lines = words.addressLines(address);
  return lines.length > 0 ? lines : [NOT_GIVEN];
}

export const roomsText = (draft: MoveDraft) => words.roomsText(draft);
export const heavyItemsText = (draft: MoveDraft) => words.heavyItemsText(draft);
export const obstaclesText = (flags: NavigationFlags, otherDesc: string | undefined) => words.obstaclesText(flags, otherDesc);
export const additionalHelpText = (draft: MoveDraft) => words.additionalHelpText(draft);
