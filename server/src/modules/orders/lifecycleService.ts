import type { MoveStatus } from './orderViews.js';
import type { Transaction } from 'sequelize';
import {
  ErrorCode,
  Limits,
  ORDER_STATUSES,
  WEEKDAYS,
  dayProblem,
  dayToIso,
  formatDay,
  isCalendarDay,
  isoToDay,
  todayIn,
  weekdayOf,
  type AssignmentState,
  type Message,
  type MessageKey,
  type OrderStatus,
} from '@moveday/openapi';
import type { Principal } from '../../platform/auth.js';
import { getConfig } from '../../platform/config.js';
import { db } from '../../platform/database.js';
import { databaseId } from '../../platform/databaseId.js';
import { AppError, conflict, notFound, validationError } from '../../platform/errors.js';
import type { Mail } from '../../platform/mail.js';
import { queueMail } from '../mails/index.js';
import { checkFit, findPartner } from '../partners/index.js';
import type { AdminOrderDetail } from './adminOrdersTypes.js';
import * as repo from './lifecycleRepository.js';
import { cancelledMail, completedMail, confirmedMail } from './mails.js';
import { dayOfPartner } from './partnerDay.js';
import { findMove, type MoveRecord } from './movesRepository.js';
import type { OrderRecords } from './orderRecords.js';
import { customerWording } from './readers.js';
import type { Wording } from '../../platform/i18n.js';

/** `POST /admin/change_status`: the target status. */
export interface ChangeStatusRequest {
  /** `open` confirms an estimate_open order; `completed` marks a partnerassigned order complete. */
  status: string;
  /** The order's database id. */
  moveDatabaseID: string;
}

/** `POST /admin/assignpartner` */
export interface AssignPartnerRequest {
  /** The order's database id. */
  moveDatabaseID: string;
  /**
   * The day the partner moves the customer: one of the order's two preferred dates (UTC midnight ms).
   * A day before 2000-01-01 or more than two years after today is refused first.
   */
  actualMoveDate: number;
  /** The partner's database id (`partnerID` in the partner list). */
  partnerDatabaseID: string;
}

/** `POST /admin/add_cancel_reason` */
export interface CancelOrderRequest {
  /** Required; at most 100 characters. Optional here only so that a missing one gets a message to show. */
  cancelReason?: string | null;
  /** The order's database id. */
  moveDatabaseID: string;
  /**
   * The day the order was cancelled (UTC midnight ms), from 2000-01-01 to two years after today;
   * when absent, today in the pickup's time zone.
   */
  moveCancelDate?: number | null;
}

/**
 * `POST /admin/reassignpartner`: the job offered to another partner (or to the same one again, on
 * another day), taken from the partner that has it now.
 */
export interface ReassignPartnerRequest extends AssignPartnerRequest {
  /**
   * The assignment's state as the admin saw it: `offered` or `accepted`. When it is no longer so
   * (the partner accepted, declined, or the offer expired meanwhile), the call is refused with 409.
   */
  assignmentState: string;
}

/** What every lifecycle call answers: the new status and the order as it now is (the Order Details record). */
export interface LifecycleAnswer {
  error: false;
  /** What to show, e.g. 'Partner assigned'. */
  message: string;
  moveStatus: MoveStatus;
  order: AdminOrderDetail;
}

/** A lifecycle call's outcome: what was done (a catalogue key, worded by the controller), the new status and the order as it now is. */
export interface LifecycleOutcome {
  done: MessageKey;
  moveStatus: MoveStatus;
  order: AdminOrderDetail;
}

/** DESIGN §3, the admin's part of the lifecycle, as data. */
export type LifecycleAction = 'confirm' | 'assign' | 'reassign' | 'complete' | 'cancel';
type Action = LifecycleAction;

/** A transition as the modules built on orders hear of it: who took it, and the order before and after. */
export interface Transition {
  action: LifecycleAction;
  actor: Principal;
  before: MoveRecord;
  after: MoveRecord;
}

/**
 * What a module built on orders does in the transaction of each transition, after its history
 * entry and the customer's mail (crews: the partner's mails and the offer's timers; aftercare: a
 * pending change request closed, the rating asked for). A throw rolls the transition back.
 */
export type TransitionReaction = (transition: Transition, transaction: Transaction) => Promise<void>;

const FROM: Readonly<Record<Action, readonly OrderStatus[]>> = {
  confirm: ['estimate_open'],
  assign: ['open'],
  reassign: ['partnerassigned'],
  complete: ['partnerassigned'],
  cancel: ['estimate_open', 'open', 'partnerassigned'],
};

/** The history's action names. */
const EVENT: Readonly<Record<Action, string>> = {
  confirm: 'confirmed',
  assign: 'partnerassigned',
  reassign: 'reassigned',
  complete: 'completed',
  cancel: 'cancelled',
};
/** What the console is told once a transition is done. */
const DONE: Readonly<Record<Action, MessageKey>> = {
  confirm: 'orderConfirmed',
  assign: 'partnerAssigned',
  reassign: 'partnerReassigned',
  complete: 'orderCompleted',
  cancel: 'orderCancelled',
};

/** The catalogue's words for a status and an action inside a refusal. */
const STATUS_WORD: Readonly<Record<OrderStatus, MessageKey>> = {
  quoted: 'orderIsQuoted',
  estimate_open: 'orderIsEstimateOpen',
  open: 'orderIsOpen',
  partnerassigned: 'orderIsPartnerAssigned',
  completed: 'orderIsCompleted',
  cancelled: 'orderIsCancelled',
};
const ACTION_WORD: Readonly<Record<Action, MessageKey>> = {
  confirm: 'orderToConfirm',
  assign: 'orderToAssign',
  reassign: 'orderToReassign',
  complete: 'orderToComplete',
  cancel: 'orderToCancel',
};
const NEXT_STEP: Partial<Record<`${Action}:${OrderStatus}`, MessageKey>> = {
  'assign:estimate_open': 'nextStepConfirm',
  'complete:estimate_open': 'nextStepConfirmAndAssign',
  'complete:open': 'nextStepAssign',
};

export const transitionAllowed = (status: OrderStatus, action: Action): boolean => FROM[action].includes(status);

/** "This order is completed: it cannot be cancelled." */
function refusal(status: OrderStatus, action: Action): AppError {
  const next = NEXT_STEP[`${action}:${status}`];
  const params = { status: { key: STATUS_WORD[status] }, action: { key: ACTION_WORD[action] } };
  return next
    ? conflict(ErrorCode.illegalTransition, 'orderStepRefusedNextStep', { ...params, nextStep: { key: next } })
    : conflict(ErrorCode.illegalTransition, 'orderStepRefused', params);
}

/** The catalogue's word for a status inside a refusal ("This order is completed: ..."). */
export const statusWord = (status: OrderStatus): MessageKey => STATUS_WORD[status];

/** For the partners module (compose.ts): orders assigned to the partner and still open (status partnerassigned). */
export function countActiveAssignments(partnerId: string, transaction?: Transaction): Promise<number> {
  return repo.countAssignedOrders(partnerId, transaction);
}

const orderNotFound = () => notFound('orderNotFound');
const partnerNotFound = () => notFound('partnerNotFound');

async function loadMove(id: unknown, transaction?: Transaction): Promise<MoveRecord> {
  const key = databaseId(id);
  const move = key ? await findMove(key, transaction) : null;
  if (!move) throw orderNotFound();
  return move;
}

interface TransitionRule {
  action: Action;
  /** Throws the reason the order cannot take this transition now. */
  check(move: MoveRecord): void | Promise<void>;
  /** The conditional UPDATE from exactly this status; null when the row no longer matches. */
  write(move: MoveRecord, transaction: Transaction): Promise<MoveRecord | null>;
  /** What the history records beside from and to. */
  changes(move: MoveRecord): Record<string, unknown> | null;
}

/**
 * The lifecycle's calls, built at start (compose.ts) from the order's records and the reactions of
 * the modules built on orders: each reaction runs in the transaction of each transition.
 */
export function createLifecycle(records: OrderRecords, reactions: () => readonly TransitionReaction[]) {
  /**
   * Checks, then writes in one transaction: the conditional UPDATE from the status the order was read
   * in, its history entry and the mails (the customer's; the partner's when it gets or loses the job). When the UPDATE finds the row changed (another
   * admin was faster), the order is read again and checked again, so the loser gets the reason that
   * now holds. Answers the order as it now is.
   */
  async function applyTransition(actor: Principal, id: unknown, transition: TransitionRule): Promise<MoveRecord> {
    const before = await loadMove(id);
    await transition.check(before);
    const after = await db().transaction(async (transaction) => {
      const updated = await transition.write(before, transaction);
      if (!updated) {
        await transition.check(await loadMove(before.id, transaction));
        throw conflict(ErrorCode.orderChangedMeanwhile, 'orderChangedMeanwhile');
      }
      await records.recordChange(
        updated.id,
        {
          actorId: actor.id,
          actorRole: actor.userType,
          action: EVENT[transition.action],
          fromStatus: before.status,
          toStatus: updated.status,
          changes: transition.changes(updated),
        },
        transaction,
      );
      await mailCustomer(transition.action, updated, transaction);
      for (const react of reactions()) await react({ action: transition.action, actor, before, after: updated }, transaction);
      return updated;
    });
    return after;
  }

  /** What a transition the console asked for comes to: what was done, and the Order Details record. */
  const answerOf = async (action: Action, after: MoveRecord): Promise<LifecycleOutcome> => ({
    done: DONE[action],
    moveStatus: after.status,
    order: await records.getOrderDetail(after.id),
  });

  /** A transition the console asked for. */
  async function runTransition(actor: Principal, id: unknown, transition: TransitionRule): Promise<LifecycleOutcome> {
    return answerOf(transition.action, await applyTransition(actor, id, transition));
  }

  const allowedFrom = (action: Action) => (move: MoveRecord) => {
    if (!transitionAllowed(move.status, action)) throw refusal(move.status, action);
  };

  /** estimate_open → open. */
  function confirmOrder(actor: Principal, moveDatabaseID: string): Promise<LifecycleOutcome> {
    return runTransition(actor, moveDatabaseID, {
      action: 'confirm',
      check: allowedFrom('confirm'),
      write: (move, t) => repo.confirmOrder(move.id, t),
      changes: () => null,
    });
  }

  /**
   * partnerassigned → completed, once the actual move date has come in the pickup's time zone. A
   * partner completes only its own accepted job ("Job done"), with its notes in the history.
   * Answers the completed order.
   */
  function completeMove(actor: Principal, moveDatabaseID: string, notes?: string): Promise<MoveRecord> {
    const todayOf = (move: MoveRecord) => dayToIso(todayIn(move.timeZone));
    const partnerId = actor.userType === 'partner' ? (actor.partnerId ?? '') : undefined;
    return applyTransition(actor, moveDatabaseID, {
      action: 'complete',
      check(move) {
        allowedFrom('complete')(move);
        const actual = move.actualMoveDate ?? null;
        if (actual === null) throw conflict(ErrorCode.moveDateNotReached, 'completeWithoutMoveDate');
        if (actual > todayOf(move)) {
          const day = isoToDay(actual);
          throw conflict(ErrorCode.moveDateNotReached, 'completeBeforeMoveDate', { weekday: WEEKDAYS[weekdayOf(day)], date: formatDay(day) });
        }
      },
      write: (move, t) => repo.completeOrder(move.id, todayOf(move), t, partnerId),
      changes: (move) => ({ actualMoveDate: move.actualMoveDate ? isoToDay(move.actualMoveDate) : null, ...(notes ? { notes } : {}) }),
    });
  }

  /** Mark As Complete, answered as every lifecycle call is. */
  async function completeOrder(actor: Principal, moveDatabaseID: string): Promise<LifecycleOutcome> {
    return answerOf('complete', await completeMove(actor, moveDatabaseID));
  }

  /** How to reach a status change_status does not set. */
  const OTHER_WAY: Partial<Record<OrderStatus, Message>> = {
    partnerassigned: { key: 'changeStatusHowAssign' },
    cancelled: { key: 'changeStatusHowCancel' },
  };

  /** The spec's change_status: `open` confirms, `completed` marks complete; any other status is refused with 409. */
  function changeStatus(actor: Principal, request: ChangeStatusRequest): Promise<LifecycleOutcome> {
    const target = typeof request.status === 'string' ? request.status.trim() : '';
    if (target === 'open') return confirmOrder(actor, request.moveDatabaseID);
    if (target === 'completed') return completeOrder(actor, request.moveDatabaseID);
    if ((ORDER_STATUSES as readonly string[]).includes(target)) {
      const how = OTHER_WAY[target as OrderStatus];
      throw how
        ? conflict(ErrorCode.illegalTransition, 'changeStatusOtherCall', { status: target, how })
        : conflict(ErrorCode.illegalTransition, 'changeStatusNotSettable', { status: target });
    }
    throw validationError({ status: { key: 'statusTargetInvalid' } });
  }

  /** The day of an offer: one of the order's preferred dates, within the window of days a body may carry. */
  function checkOfferDay(day: number, move: MoveRecord): void {
    // The window first: a day far outside it is no date at all (it has no ISO form).
    const problem = dayProblem(day, todayIn(move.timeZone));
    if (problem) throw validationError({ actualMoveDate: problem });
  }

  function checkPreferred(day: number, move: MoveRecord): void {
    const actualMoveDate = dayToIso(day);
    if (actualMoveDate !== move.preferredDate1 && actualMoveDate !== move.preferredDate2) {
      const [date1, date2] = [move.preferredDate1, move.preferredDate2].map((d) => formatDay(isoToDay(d)));
      throw validationError({ actualMoveDate: { key: 'actualDateNotPreferred', params: { date1: date1!, date2: date2! } } });
    }
  }

  /**
   * The partner the offer goes to, if it fits the job that day (partners' partnerFit.ts). Its row is locked
   * until the end of the transaction, so its day is counted once at a time: of two admins giving
   * it its last free crew at once, the second waits here, then counts the first's job and is refused.
   * A delete or a day off of the partner waits for this offer too.
   */
  async function offerTo(request: AssignPartnerRequest, move: MoveRecord, t: Transaction): Promise<repo.Offer> {
    const partner = await findPartner(request.partnerDatabaseID, t, 'update');
    if (!partner) throw partnerNotFound();
    const day = dayToIso(request.actualMoveDate);
    checkFit(partner, move.pickupArea ?? null, await dayOfPartner(partner, day, move.id, t));
    return { actualMoveDate: day, partnerId: partner.id, partnerName: partner.companyName };
  }

  const offerChanges = (move: MoveRecord) => ({
    partnerID: move.partnerId ?? null,
    partnerName: move.partnerName ?? null,
    actualMoveDate: move.actualMoveDate ? isoToDay(move.actualMoveDate) : null,
    assignmentState: move.assignmentState ?? null,
    offerExpiresAt: move.offerDeadline ? move.offerDeadline.getTime() : null,
  });

  /**
   * open → partnerassigned, on one of the preferred dates, with a partner that exists; the partner's
   * name is copied onto the order. The assignment is an offer (DESIGN §10): the partner is mailed a
   * link to accept or decline it by its deadline.
   */
  function assignPartner(actor: Principal, request: AssignPartnerRequest): Promise<LifecycleOutcome> {
    const day = request.actualMoveDate;
    if (!isCalendarDay(day)) throw validationError({ actualMoveDate: { key: 'notACalendarDay' } });
    return runTransition(actor, request.moveDatabaseID, {
      action: 'assign',
      check(move) {
        checkOfferDay(day, move);
        allowedFrom('assign')(move);
        checkPreferred(day, move);
      },
      write: async (move, t) => repo.assignPartnerToOrder(move.id, await offerTo(request, move, t), getConfig().offerDeadline, t),
      changes: offerChanges,
    });
  }

  const SEEN_STATES = ['offered', 'accepted'] as const;
  const STATE_WORD: Readonly<Record<AssignmentState, MessageKey>> = {
    offered: 'assignmentIsOffered',
    accepted: 'assignmentIsAccepted',
    declined: 'assignmentIsDeclined',
    expired: 'assignmentIsExpired',
  };
  const HAPPENED: Readonly<Record<AssignmentState, MessageKey>> = {
    offered: 'partnerHappenedOffered',
    accepted: 'partnerHappenedAccepted',
    declined: 'partnerHappenedDeclined',
    expired: 'partnerHappenedExpired',
  };

  /**
   * partnerassigned (offered or accepted) → partnerassigned, offered to another partner (or the same
   * one on another day). Only while the job is still in the state the admin saw: of the admin
   * reassigning and the partner answering at once, one wins and the other is told what happened.
   */
  function reassignPartner(actor: Principal, request: ReassignPartnerRequest): Promise<LifecycleOutcome> {
    const day = request.actualMoveDate;
    if (!isCalendarDay(day)) throw validationError({ actualMoveDate: { key: 'notACalendarDay' } });
    const seen = (SEEN_STATES as readonly string[]).includes(request.assignmentState) ? (request.assignmentState as AssignmentState) : null;
    if (!seen) throw validationError({ assignmentState: { key: 'assignmentStateInvalid' } });
    return runTransition(actor, request.moveDatabaseID, {
      action: 'reassign',
      check(move) {
        checkOfferDay(day, move);
        allowedFrom('reassign')(move);
        // An assignment made before offers existed stands as accepted.
        const state: AssignmentState = move.assignmentState ?? 'accepted';
        if (state !== seen) {
          throw conflict(ErrorCode.orderChangedMeanwhile, 'reassignStateChanged', {
            state: { key: STATE_WORD[state] },
            seen: { key: STATE_WORD[seen] },
            company: move.offerPartnerName ?? move.partnerName ?? '',
            happened: { key: HAPPENED[state] },
          });
        }
        checkPreferred(day, move);
      },
      write: async (move, t) =>
        repo.reassignOrder(move.id, { state: seen, partnerId: move.partnerId ?? '' }, await offerTo(request, move, t), getConfig().offerDeadline, t),
      changes: offerChanges,
    });
  }

  /**
   * A customer cancels their own order online (issue 18): from the same statuses, before the
   * cut-off, which is checked again if the order changed meanwhile. The day is today where the
   * pickup is; the reason is the one they chose (or their words).
   */
  function cancelOnlineTransition(actor: Principal, id: string, reason: string, checkCutoff: (move: MoveRecord) => void): Promise<MoveRecord> {
    return applyTransition(actor, id, {
      action: 'cancel',
      check(move) {
        if (!transitionAllowed(move.status, 'cancel')) {
          throw conflict(ErrorCode.illegalTransition, 'orderStepRefused', {
            status: { key: STATUS_WORD[move.status] },
            action: { key: 'orderToCancelOnline' },
          });
        }
        checkCutoff(move);
      },
      write: (move, t) => repo.cancelOrder(move.id, move.status, { cancelReason: reason, cancelDate: dayToIso(todayIn(move.timeZone)) }, t),
      changes: (move) => ({ cancelReason: move.cancelReason ?? null, moveCancelDate: move.cancelDate ? isoToDay(move.cancelDate) : null }),
    });
  }

  /** estimate_open, open or partnerassigned → cancelled, with a reason and the day it was cancelled. */
  function cancelOrder(actor: Principal, request: CancelOrderRequest): Promise<LifecycleOutcome> {
    const reason = typeof request.cancelReason === 'string' ? request.cancelReason.trim() : '';
    if (!reason) throw validationError({ cancelReason: { key: 'cancelReasonRequired' } });
    if (reason.length > Limits.cancelReason) throw validationError({ cancelReason: { key: 'cancelReasonTooLong' } });
    const sentDate = request.moveCancelDate ?? null;
    if (sentDate !== null && !isCalendarDay(sentDate)) throw validationError({ moveCancelDate: { key: 'notACalendarDay' } });
    return runTransition(actor, request.moveDatabaseID, {
      action: 'cancel',
      check(move) {
        const problem = sentDate === null ? undefined : dayProblem(sentDate, todayIn(move.timeZone));
        if (problem) throw validationError({ moveCancelDate: problem });
        allowedFrom('cancel')(move);
      },
      write: (move, t) => repo.cancelOrder(move.id, move.status, { cancelReason: reason, cancelDate: dayToIso(sentDate ?? todayIn(move.timeZone)) }, t),
      changes: (move) => ({ cancelReason: move.cancelReason ?? null, moveCancelDate: move.cancelDate ? isoToDay(move.cancelDate) : null }),
    });
  }

  // Mails to the customer, queued with the change: sent once it commits.

  // An offer is no news to the customer yet: they hear of the crew and the date once the partner
  // accepts (partnerJobsService), so a declined offer never told them anything untrue.
  const STATUS_MAIL: Readonly<Partial<Record<Action, (w: Wording, move: MoveRecord, to: string, publicUrl: string) => Mail>>> = {
    confirm: confirmedMail,
    complete: completedMail,
    cancel: cancelledMail,
  };

  async function mailCustomer(action: Action, move: MoveRecord, transaction: Transaction): Promise<void> {
    const mail = STATUS_MAIL[action];
    if (mail && move.customerEmail)
      await queueMail(mail(await customerWording(move, transaction), move, move.customerEmail, getConfig().publicUrl), transaction, { order: move });
  }

  return { confirmOrder, completeMove, completeOrder, changeStatus, assignPartner, reassignPartner, cancelOnlineTransition, cancelOrder };
}

export type Lifecycle = ReturnType<typeof createLifecycle>;
