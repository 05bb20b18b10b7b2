import { timeZoneOf, todayIn } from '@moveday/openapi';
import { latestServedToday } from '../lib/format';
import type { AdminOrderDetail, AdminOrderRow, AssignmentFields, MoveStatus } from '../lib/types';

/** What the lifecycle buttons need of an order, whether they sit on a list row or on the details page. */
export interface OrderFacts {
  id: string;
  moveID: string;
  status: MoveStatus;
  preferredDates: number[];
  /** The partner's move day, once assigned. */
  actualMoveDate: number | null;
  /** The pickup's state, when known (the details page): its time zone says what "today" is. */
  pickupState?: string;
  /** The partner that has the job now (offered or accepted). */
  partnerName: string | null;
  /** The assignment beside the status: who was offered the job last, and what came of it. */
  assignmentState: AssignmentFields['assignmentState'];
  offerPartnerID: string | null;
  offerPartnerName: string | null;
  declineReason: string | null;
}

const assignmentOf = (record: AssignmentFields) => ({
  assignmentState: record.assignmentState,
  offerPartnerID: record.offerPartnerID,
  offerPartnerName: record.offerPartnerName,
  declineReason: record.declineReason,
});

export const isDetail = (record: AdminOrderRow | AdminOrderDetail): record is AdminOrderDetail => 'moveDatePreferences' in record;

export function orderFacts(record: AdminOrderRow | AdminOrderDetail): OrderFacts {
  if (isDetail(record)) {
    const { preferredDateOpt1, preferredDateOpt2 } = record.moveDatePreferences;
    return {
      id: record.id,
      moveID: record.moveId,
      status: record.moveStatus,
      preferredDates: [preferredDateOpt1, preferredDateOpt2].filter((d): d is number => d !== null),
      actualMoveDate: record.actualMoveDate,
      pickupState: record.pickupTab1.pickUpAddress.state,
      partnerName: record.partnerName,
      ...assignmentOf(record),
    };
  }
  return {
    id: record.id,
    moveID: record.moveID,
    status: record.moveStatus,
    preferredDates: record.preferredDates,
    actualMoveDate: record.moveStatus === 'partnerassigned' || record.moveStatus === 'completed' ? record.moveDate : null,
    partnerName: record.partnerName,
    ...assignmentOf(record),
  };
}

/**
 * Mark As Complete applies to a partnerassigned order whose move day is today or past in the
 * pickup's time zone (a list row, which carries no pickup, goes by latestServedToday).
 */
export function canComplete(order: OrderFacts, now: Date = new Date()): boolean {
  const today = order.pickupState ? todayIn(timeZoneOf(order.pickupState), now) : latestServedToday(now);
  return order.status === 'partnerassigned' && order.actualMoveDate !== null && order.actualMoveDate <= today;
}
