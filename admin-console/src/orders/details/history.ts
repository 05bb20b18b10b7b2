import { ASSIGNMENT_STATES, PAYMENT_METHODS, formatCents, formatDay, isCalendarDay, labelOf, type AssignmentState, type PaymentMethod } from '@moveday/openapi';
import { formatMoment, formatMoney } from '../../lib/format';
import type { OrderHistoryEntry } from '../../lib/types';

const ACTIONS: Record<string, string> = {
  quoted: 'Quoted',
  booked: 'Booked by the customer',
  created: 'Created by an admin',
  edited: 'Edited',
  confirmed: 'Confirmed',
  partnerassigned: 'Partner assigned (offered)',
  offered: 'Offered to a partner',
  accepted: 'Accepted the job',
  declined: 'Declined the job',
  expired: 'Offer expired unanswered',
  reassigned: 'Reassigned',
  crewontheway: 'Crew on the way',
  completed: 'Marked as complete',
  cancelled: 'Cancelled',
  rescheduled: 'Rescheduled (new dates, priced again)',
  changerequested: 'Asked to change the dates',
  changeapproved: 'Change request approved',
  changedeclined: 'Change request declined',
  changewithdrawn: 'Change request withdrawn',
  changeclosed: 'Change request closed with the order',
  rated: 'Rated the move',
  paymentrecorded: 'Payment recorded',
  refundrecorded: 'Refund recorded',
};

/** The same action taken by the customer on their order page. */
const CUSTOMER_ACTIONS: Record<string, string> = {
  cancelled: 'Cancelled online',
};

/** The same action said by the partner's crew reads as the crew's own words. */
const PARTNER_ACTIONS: Record<string, string> = {
  completed: 'Job done',
};

const ROLES: Record<OrderHistoryEntry['actorRole'], string> = {
  visitor: 'Visitor',
  customer: 'Customer',
  admin: 'Admin',
  system: 'MoveDay',
  partner: 'Partner',
  integration: 'Integration',
};

const FIELD_NAMES: Record<string, string> = {
  quoteEstimateAmount: 'algorithm cost',
  finalMoveAmount: 'final cost',
  estimateQuoteFlag: 'rough estimate',
  actualMoveDate: 'move date',
  firstName: 'first name',
  lastName: 'last name',
  userEmail: 'email',
  userPhone: 'phone',
  partnerName: 'partner',
  cancelReason: 'reason',
  moveCancelDate: 'cancel date',
  offerExpiresAt: 'answer by',
  assignmentState: 'offer',
  preferredDateOpt1: 'preferred date 1',
  preferredDateOpt2: 'preferred date 2',
  preferredDates: 'preferred dates',
  desiredDeliveryDate: 'kit delivery',
  otherReason: 'reason',
  amountCents: 'amount',
};

/** What an action is called in the history. */
export function actionLabel(entry: Pick<OrderHistoryEntry, 'action' | 'actorRole'>): string {
  const own = entry.actorRole === 'partner' ? PARTNER_ACTIONS : entry.actorRole === 'customer' ? CUSTOMER_ACTIONS : undefined;
  return own?.[entry.action] ?? ACTIONS[entry.action] ?? entry.action;
}

/**
 * Who did it: a person by name; a partner's sign-in as the server names it (the company and the
 * address signed in) after the word Partner; else the role.
 */
export function actorLabel(entry: Pick<OrderHistoryEntry, 'actorName' | 'actorRole'>): string {
  const role = ROLES[entry.actorRole] ?? entry.actorRole;
  if (!entry.actorName) return role;
  return entry.actorRole === 'partner' ? `${role}: ${entry.actorName}` : entry.actorName;
}

function show(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return 'none';
  if (field.endsWith('Amount') && typeof value === 'number') return formatMoney(value);
  // The ledger's money is in cents (a payment or refund recorded).
  if (field.endsWith('Cents') && typeof value === 'number') return formatCents(value);
  if (field === 'method' && PAYMENT_METHODS.some((method) => method.key === value)) return labelOf(PAYMENT_METHODS, value as PaymentMethod);
  if (field === 'assignmentState' && typeof value === 'string') return labelOf(ASSIGNMENT_STATES, value as AssignmentState);
  // A moment (offerExpiresAt, crewOnTheWayAt), not a calendar day.
  if (field.endsWith('At') && typeof value === 'number') return formatMoment(value);
  if (isCalendarDay(value)) return formatDay(value);
  // A change request's dates travel as a list of days.
  if (Array.isArray(value) && value.length > 0 && value.every(isCalendarDay)) return value.map(formatDay).join(', ');
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** What an entry changed or carried, in words. */
export function describeChanges(changes: OrderHistoryEntry['changes']): string {
  if (!changes) return '';
  const parts: string[] = [];
  for (const [field, change] of Object.entries(changes)) {
    // Database ids say nothing to people; the names beside them do.
    if (/I[Dd]$/.test(field)) continue;
    if (field === 'draftSections' && Array.isArray(change)) {
      if (change.length) parts.push(`changed ${change.join(', ')}`);
    } else if (change && typeof change === 'object' && 'from' in change && 'to' in change) {
      const c = change as { from: unknown; to: unknown };
      parts.push(`${FIELD_NAMES[field] ?? field}: ${show(field, c.from)} → ${show(field, c.to)}`);
    } else {
      parts.push(`${FIELD_NAMES[field] ?? field}: ${show(field, change)}`);
    }
  }
  return parts.join('; ');
}
