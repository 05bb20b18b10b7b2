import { isoToDay } from '@moveday/openapi';
import type { OrderFacts } from '../orders/orderFacts';
import type { AdminOrderRow } from '../lib/types';
import type { DispatchMove, DispatchPartner, DispatchRange, IsoDay } from './types';

const longDay = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** 'Saturday, December 5, 2026': the day panel's title. */
export const formatLongDay = (day: IsoDay): string => longDay.format(isoToDay(day));

/** A day's moves, in the answer's order (by move number). */
export const movesOfDay = (answer: Pick<DispatchRange, 'moves'>, day: IsoDay): DispatchMove[] => answer.moves.filter((move) => move.day === day);

export interface PartnerDay {
  id: string;
  companyName: string;
  /** Its jobs that day (offered, accepted, completed). */
  used: number;
  crews: number | null;
  off: boolean;
  /** Every crew booked (never, without a daily limit). */
  full: boolean;
  /** '2 of 3 crews', '1 crew of 1', '2 · no limit'. */
  crewText: string;
}

/** Its crews that day: used of total, or the jobs alone when it sets no daily limit. */
export function crewText(used: number, crews: number | null): string {
  if (crews === null) return `${used} · no limit`;
  return `${used} of ${crews} ${crews === 1 ? 'crew' : 'crews'}`;
}

/** Each partner's day: its jobs against its crews, and whether it is off. In the answer's order. */
export function partnersOnDay(partners: readonly DispatchPartner[], day: IsoDay): PartnerDay[] {
  return partners.map((partner) => {
    const used = partner.used[day] ?? 0;
    return {
      id: partner.id,
      companyName: partner.companyName,
      used,
      crews: partner.crews,
      off: partner.daysOff.includes(day),
      full: partner.crews !== null && used >= partner.crews,
      crewText: crewText(used, partner.crews),
    };
  });
}

/**
 * What the order buttons need of a move on the calendar (orders/orderFacts). The calendar's answer
 * carries no decline reason; a partner that declined or let the offer expire is the move's partner,
 * so Assign still asks before offering it to them again.
 */
export function orderFactsOf(move: DispatchMove): OrderFacts {
  const lastOffer = move.assignmentState === 'declined' || move.assignmentState === 'expired';
  return {
    id: move.id,
    moveID: move.moveNumber,
    status: move.status,
    preferredDates: move.preferredDates.map(isoToDay),
    actualMoveDate: move.status === 'partnerassigned' || move.status === 'completed' ? isoToDay(move.day) : null,
    partnerName: lastOffer ? null : move.partnerName,
    assignmentState: move.assignmentState,
    offerPartnerID: move.partnerId,
    offerPartnerName: move.partnerName,
    declineReason: null,
  };
}

/** The move as an order row's record (for a RecordContext): the fields the calendar's answer has. */
export function orderRecordOf(
  move: DispatchMove,
): Pick<
  AdminOrderRow,
  | 'id'
  | 'moveDatabaseID'
  | 'moveID'
  | 'customerName'
  | 'moveDate'
  | 'preferredDates'
  | 'partnerName'
  | 'moveStatus'
  | 'assignmentState'
  | 'offerPartnerID'
  | 'offerPartnerName'
> {
  const facts = orderFactsOf(move);
  return {
    id: move.id,
    moveDatabaseID: move.id,
    moveID: move.moveNumber,
    customerName: move.customerName,
    moveDate: isoToDay(move.day),
    preferredDates: facts.preferredDates,
    partnerName: facts.partnerName,
    moveStatus: move.status,
    assignmentState: move.assignmentState,
    offerPartnerID: facts.offerPartnerID,
    offerPartnerName: facts.offerPartnerName,
  };
}
