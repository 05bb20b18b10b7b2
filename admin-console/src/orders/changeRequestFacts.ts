import { CHANGE_REQUEST_STATES, Limits, Messages, formatDay, labelOf, textProblem, wordOf } from '@moveday/openapi';
import { formatMoney } from '../lib/format';
import type { AdminChangeRequest, AdminOrderDetail, ChangeRequestState, StateChipColor } from '../lib/types';
import type { OrderFacts } from './orderFacts';

export const CHANGE_REQUEST_COLORS: Record<ChangeRequestState, StateChipColor> = {
  pending: 'warning',
  approved: 'success',
  declined: 'error',
  withdrawn: 'default',
};

export const changeRequestLabel = (state: ChangeRequestState): string => labelOf(CHANGE_REQUEST_STATES, state);

/** The request an admin may answer now: pending, on an order still open (a closed order's request is closed with it by the server). */
export function answerable(record: Pick<AdminOrderDetail, 'changeRequest' | 'moveStatus'>): AdminChangeRequest | null {
  const request = record.changeRequest;
  if (!request || request.state !== 'pending') return null;
  return ['estimate_open', 'open', 'partnerassigned'].includes(record.moveStatus) ? request : null;
}

/**
 * How approving goes: with a partner on the order, the admin says on which new day and who moves
 * the customer (the partner it has, or another); without one, the dates simply change.
 */
export const approveNeedsPartner = (status: OrderFacts['status']): boolean => status === 'partnerassigned';

/** The Approve dialog's order: the request's new dates are the days to choose among, the rest as the order is. */
export const withRequestedDates = (order: OrderFacts, request: Pick<AdminChangeRequest, 'preferredDates'>): OrderFacts => ({
  ...order,
  preferredDates: [...request.preferredDates],
});

/** Days as the console writes them, joined: '12/05/2026 or 12/06/2026'. */
export const daysText = (days: readonly (number | null)[]): string =>
  days
    .filter((day): day is number => day !== null)
    .map(formatDay)
    .join(' or ');

/** The order's days now: the move day once a partner has it, else its two preferred dates. */
export function currentDaysText(record: Pick<AdminOrderDetail, 'actualMoveDate' | 'moveDatePreferences'>): string {
  const { preferredDateOpt1, preferredDateOpt2 } = record.moveDatePreferences;
  const preferred = daysText([preferredDateOpt1, preferredDateOpt2]);
  return record.actualMoveDate === null ? preferred : `${formatDay(record.actualMoveDate)} (move day; preferred ${preferred})`;
}

/** The difference the new dates make to the price: '+$120', '-$45', or 'no change'. */
export function priceDifference(currentAmount: number, newAmount: number): string {
  const difference = newAmount - currentAmount;
  if (difference === 0) return 'no change';
  return `${difference > 0 ? '+' : '-'}${formatMoney(Math.abs(difference))}`;
}

/** What is wrong with a decline reason, if anything: it is required, at most 200 characters, and storable text. */
export function declineReasonProblem(reason: string): string | undefined {
  if (reason.trim() === '') return Messages.changeDeclineReasonRequired;
  if (reason.length > Limits.changeDeclineReason) return `The reason can be at most ${Limits.changeDeclineReason} characters`;
  return wordOf(textProblem(reason));
}
