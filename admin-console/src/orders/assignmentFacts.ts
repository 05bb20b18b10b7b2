import { ASSIGNMENT_STATES, labelOf } from '@moveday/openapi';
import { formatMoment } from '../lib/format';
import type { AssignmentState, StateChipColor } from '../lib/types';
import type { OrderFacts } from './orderFacts';

/** How a state looks: a declined job wants an admin now, an expired one too (less loudly), an accepted one is settled. */
export const ASSIGNMENT_COLORS: Record<AssignmentState, StateChipColor> = {
  offered: 'info',
  accepted: 'success',
  declined: 'error',
  expired: 'warning',
};

export const assignmentLabel = (state: AssignmentState): string => labelOf(ASSIGNMENT_STATES, state);

/** The offer's deadline under an Offered chip: 'answer by 12/05/2026, 3:04 PM'; nothing for any other state. */
export const answerByText = (state: AssignmentState, offerExpiresAt: number | null): string =>
  state === 'offered' && offerExpiresAt !== null ? `answer by ${formatMoment(offerExpiresAt)}` : '';

/** The states a Reassign may start from: a job still with its partner (the server is told which one the admin saw). */
export const isReassignable = (order: Pick<OrderFacts, 'status' | 'assignmentState'>): order is OrderFacts & { assignmentState: 'offered' | 'accepted' } =>
  order.status === 'partnerassigned' && (order.assignmentState === 'offered' || order.assignmentState === 'accepted');

/**
 * Assign Partner's question before offering a job again to the partner that declined it or let
 * it expire, last time; null when the chosen partner is another (nothing to ask).
 */
export function reofferQuestion(
  order: Pick<OrderFacts, 'assignmentState' | 'offerPartnerID' | 'declineReason'>,
  partnerId: string,
  company: string,
): string | null {
  if (order.offerPartnerID === null || order.offerPartnerID !== partnerId) return null;
  if (order.assignmentState === 'declined') {
    const reason = order.declineReason?.trim();
    return `${company} declined this job${reason ? ` (${reason})` : ''}. Offer it to them again?`;
  }
  if (order.assignmentState === 'expired') return `${company} did not answer in time. Offer it to them again?`;
  return null;
}

/** Reassign's question before taking an accepted job from its partner; null for a job only offered. */
export function reassignQuestion(order: Pick<OrderFacts, 'assignmentState' | 'partnerName' | 'offerPartnerName'>): string | null {
  if (order.assignmentState !== 'accepted') return null;
  const company = order.partnerName ?? order.offerPartnerName ?? 'The partner';
  return `${company} has accepted this job; reassigning takes it from them.`;
}

/** The assignment filter's list with one state ticked on or off, kept in the catalogue's order. */
export const toggled = (states: readonly AssignmentState[], state: AssignmentState): AssignmentState[] =>
  ASSIGNMENT_STATES.map((s) => s.key).filter((key) => (key === state ? !states.includes(key) : states.includes(key)));
