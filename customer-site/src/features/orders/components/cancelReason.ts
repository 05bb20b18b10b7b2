import { CANCEL_REASONS, Limits, OTHER_CANCEL_REASON, type CancelReasonKey } from '@moveday/openapi';
import type { CancelRequest } from '../api/cancelOrder';

/** A cancel reason in the customer's own words: at most 100 characters, as the console's cancel reason (Limits.cancelReason). */
export const OTHER_REASON_MAX = Limits.cancelReason;

const isReason = (key: string): key is CancelReasonKey => CANCEL_REASONS.some((reason) => reason.key === key);

/** The cancel call's body for the choice made, or null while it is not complete (no choice; `other` without words, or too many). */
export function cancelRequestOf(choice: string, otherReason: string): CancelRequest | null {
  if (!isReason(choice)) return null;
  if (choice !== OTHER_CANCEL_REASON) return { reason: choice };
  const words = otherReason.trim();
  return words.length > 0 && words.length <= OTHER_REASON_MAX ? { reason: choice, otherReason: words } : null;
}
