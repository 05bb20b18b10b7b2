import {
  CANCEL_REASONS,
  ErrorCode,
  Limits,
  OPEN_STATUSES,
  OTHER_CANCEL_REASON,
  formatMessage,
  labelOf,
  type MessageKey,
  type OrderStatus,
} from '@moveday/openapi';
import type { Principal } from '../../platform/auth.js';
import { getConfig } from '../../platform/config.js';
import { db } from '../../platform/database.js';
import { databaseId } from '../../platform/databaseId.js';
import { conflict, notFound, validationError } from '../../platform/errors.js';
import { instantAt, queueMail } from '../mails/index.js';
import { datesChanges, datesColumns, priceOnNewDates } from './newDates.js';
import { customerWording, findOwnOrder, statusWord, toOrderDetail, updateMoveAtVersion, type MoveRecord } from '../orders/index.js';
import type { AftercareNeeds } from './aftercareNeeds.js';
import { cancelCutoffAt } from './cancelPolicy.js';
import { changeRequestInboxMail, changeRequestedMail, rescheduledMail } from './mails.js';
import { storeRating } from './ratings.js';
import { toCustomerRequest, toGivenRating } from './selfServiceViews.js';
import * as ratingsRepo from './ratingsRepository.js';
import * as repo from './selfServiceRepository.js';
import type {
  ChangeRequestInput,
  CustomerCancelRequest,
  CustomerOrderChange,
  CustomerOrderOptions,
  NewDates,
  RatingInput,
  RepricedDates,
} from './selfServiceTypes.js';
import { callerWords } from '../../platform/i18n.js';

/**
 * A customer's own order after booking (issue 18): new dates (at once before a partner is
 * assigned, as a request after), cancelling online before the cut-off, and a rating once the move
 * is done. Every call finds the order among the caller's own: any other is "not found".
 */

const ownOrder = (customer: Principal, id: string): Promise<MoveRecord> => findOwnOrder(id, customer.id);

/** "This order is completed: it cannot be rescheduled online." with, where there is one, the other way. */
function refusal(status: OrderStatus, action: MessageKey, nextStep?: MessageKey) {
  const params = { status: { key: statusWord(status) }, action: { key: action } };
  return nextStep
    ? conflict(ErrorCode.illegalTransition, 'orderStepRefusedNextStep', { ...params, nextStep: { key: nextStep } })
    : conflict(ErrorCode.illegalTransition, 'orderStepRefused', params);
}

const isOpenStatus = (status: OrderStatus) => OPEN_STATUSES.includes(status);

/** What new dates would cost, before the customer asks for them. */
export async function repriceDates(customer: Principal, id: string, body: NewDates): Promise<RepricedDates> {
  const move = await ownOrder(customer, id);
  if (!isOpenStatus(move.status)) throw refusal(move.status, 'orderToReschedule');
  const dates = priceOnNewDates(move, body);
  return { currentAmount: dates.currentAmount, newAmount: dates.newAmount, estimate: dates.priced.quote.estimateQuoteFlag, quote: dates.priced.quote };
}

// What the customer may do now, and the answer of every call

/** Past the cut-off: when it closed, and how to reach the company instead. */
function cutoffRefusal(move: MoveRecord, cutoffAt: number): { key: MessageKey; params: Record<string, string | number> } {
  const { company } = getConfig();
  return {
    key: 'cancelCutoffPassed',
    params: { cutoff: instantAt(new Date(cutoffAt), move.timeZone), hours: company.cancelCutoffHours, phone: company.phone, email: company.supportEmail },
  };
}

async function optionsOf(move: MoveRecord): Promise<CustomerOrderOptions> {
  const [request, rating] = await Promise.all([repo.findShownChangeRequest(move.id), ratingsRepo.findRating(move.id)]);
  const hours = getConfig().company.cancelCutoffHours;
  const open = isOpenStatus(move.status);
  const cutoffAt = open ? cancelCutoffAt(move, hours) : null;
  const passed = cutoffAt !== null && Date.now() >= cutoffAt;
  const refusalText = passed ? cutoffRefusal(move, cutoffAt) : null;
  return {
    moveDatabaseID: move.id,
    moveStatus: move.status,
    canReschedule: move.status === 'estimate_open' || move.status === 'open',
    canRequestChange: move.status === 'partnerassigned' && request?.state !== 'pending',
    changeRequest: request ? toCustomerRequest(request) : null,
    cancellation: {
      allowed: open && !passed,
      cutoffAt,
      cutoffHours: hours,
      refusal: refusalText ? formatMessage(refusalText.key, refusalText.params) : null,
    },
    rating: { canRate: move.status === 'completed' && !rating, given: rating ? toGivenRating(rating) : null },
  };
}

export async function orderOptions(customer: Principal, id: string): Promise<CustomerOrderOptions> {
  return optionsOf(await ownOrder(customer, id));
}

async function answer(customer: Principal, moveId: string, message: MessageKey): Promise<CustomerOrderChange> {
  const move = await ownOrder(customer, moveId);
  return { message: callerWords(message), order: toOrderDetail(move), options: await optionsOf(move) };
}

// The calls

/** New dates at once, re-priced, for an order without a partner yet; the customer is mailed. */
export async function reschedule(needs: AftercareNeeds, customer: Principal, id: string, body: NewDates): Promise<CustomerOrderChange> {
  const move = await ownOrder(customer, id);
  if (move.status === 'partnerassigned') throw refusal(move.status, 'orderToReschedule', 'nextStepChangeRequest');
  if (move.status !== 'estimate_open' && move.status !== 'open') throw refusal(move.status, 'orderToReschedule');
  const dates = priceOnNewDates(move, body);
  await db().transaction(async (transaction) => {
    const updated = await updateMoveAtVersion(move.id, move.version, ['estimate_open', 'open'], datesColumns(dates), transaction);
    if (!updated) throw conflict(ErrorCode.orderChangedMeanwhile, 'orderChangedMeanwhile');
    await needs.records.recordChange(
      move.id,
      {
        actorId: customer.id,
        actorRole: 'customer',
        action: 'rescheduled',
        fromStatus: move.status,
        toStatus: updated.status,
        changes: datesChanges(move, dates),
      },
      transaction,
    );
    if (updated.customerEmail) {
      const before = { preferredDate1: move.preferredDate1, preferredDate2: move.preferredDate2, amount: dates.currentAmount };
      await queueMail(
        rescheduledMail(await customerWording(updated, transaction), updated, before, updated.customerEmail, getConfig().publicUrl),
        transaction,
        { order: updated },
      );
    }
  });
  return answer(customer, move.id, 'rescheduled');
}

/** New dates for an order with a partner: a request for an admin to answer; the customer and the inbox are mailed. */
export async function requestChange(needs: AftercareNeeds, customer: Principal, id: string, body: ChangeRequestInput): Promise<CustomerOrderChange> {
  const move = await ownOrder(customer, id);
  if (move.status === 'estimate_open' || move.status === 'open') throw refusal(move.status, 'orderToRequestChange', 'nextStepReschedule');
  if (move.status !== 'partnerassigned') throw refusal(move.status, 'orderToRequestChange');
  const note = typeof body?.note === 'string' ? body.note.trim() : '';
  if (note.length > Limits.changeRequestNote) throw validationError({ note: { key: 'changeNoteTooLong', params: { max: Limits.changeRequestNote } } });
  const dates = priceOnNewDates(move, body);
  const pendingTaken = () => conflict(ErrorCode.changeRequestPending, 'changeRequestAlreadyPending');
  if ((await repo.findShownChangeRequest(move.id))?.state === 'pending') throw pendingTaken();
  try {
    await db().transaction(async (transaction) => {
      const request = await repo.insertChangeRequest(
        {
          moveId: move.id,
          customerId: customer.id,
          preferredDate1: dates.preferredDate1,
          preferredDate2: dates.preferredDate2,
          deliveryDate: dates.deliveryDate,
          note: note || null,
          currentAmount: dates.currentAmount,
          newAmount: dates.newAmount,
        },
        transaction,
      );
      const asked = { ...datesChanges(move, dates), changeRequestId: request.id, ...(request.note ? { note: request.note } : {}) };
      await needs.records.recordChange(
        move.id,
        { actorId: customer.id, actorRole: 'customer', action: 'changerequested', fromStatus: move.status, toStatus: move.status, changes: asked },
        transaction,
      );
      const { infoEmail, publicUrl } = getConfig();
      if (move.customerEmail)
        await queueMail(changeRequestedMail(await customerWording(move, transaction), move, request, move.customerEmail, publicUrl), transaction, {
          order: move,
        });
      await queueMail(changeRequestInboxMail(move, request, infoEmail, publicUrl), transaction, { order: move });
    });
  } catch (err) {
    // Two requests sent at once: the index lets one stand.
    if (repo.isPendingTaken(err)) throw pendingTaken();
    throw err;
  }
  return answer(customer, move.id, 'changeRequestSent');
}

const REQUEST_STATE_WORD: Readonly<Record<Exclude<repo.ChangeRequestRecord['state'], 'pending'>, MessageKey>> = {
  approved: 'changeRequestIsApproved',
  declined: 'changeRequestIsDeclined',
  withdrawn: 'changeRequestIsWithdrawn',
};

/** "This change request is approved already." */
export const requestClosed = (state: repo.ChangeRequestRecord['state']) =>
  conflict(ErrorCode.changeRequestClosed, 'changeRequestClosed', { state: { key: REQUEST_STATE_WORD[state === 'pending' ? 'withdrawn' : state] } });

/** The customer takes back a pending request. */
export async function withdrawChange(needs: AftercareNeeds, customer: Principal, id: string, requestId: string): Promise<CustomerOrderChange> {
  const move = await ownOrder(customer, id);
  const key = databaseId(requestId);
  const request = key ? await repo.findChangeRequest(key) : null;
  if (!request || request.moveId !== move.id) throw notFound('changeRequestNotFound');
  await db().transaction(async (transaction) => {
    const closed = await repo.closeChangeRequest(request.id, { state: 'withdrawn', answer: null, decidedBy: customer.id }, transaction);
    if (!closed) throw requestClosed((await repo.findChangeRequest(request.id, transaction))!.state);
    await needs.records.recordChange(
      move.id,
      {
        actorId: customer.id,
        actorRole: 'customer',
        action: 'changewithdrawn',
        fromStatus: move.status,
        toStatus: move.status,
        changes: { changeRequestId: request.id },
      },
      transaction,
    );
  });
  return answer(customer, move.id, 'changeRequestWithdrawn');
}

/** The reason as the order keeps it: the list's words, or the customer's own. */
function cancelReasonOf(body: CustomerCancelRequest): string {
  const known = CANCEL_REASONS.some((reason) => reason.key === body?.reason);
  if (!known) throw validationError({ reason: { key: 'cancelReasonChoose' } });
  if (body.reason !== OTHER_CANCEL_REASON) return labelOf(CANCEL_REASONS, body.reason);
  const own = typeof body.otherReason === 'string' ? body.otherReason.trim() : '';
  if (!own) throw validationError({ otherReason: { key: 'cancelOtherReasonRequired' } });
  if (own.length > Limits.cancelReason) throw validationError({ otherReason: { key: 'cancelReasonTooLong' } });
  return own;
}

/** Cancels the order through the lifecycle, before the cut-off. */
export async function cancelOnline(needs: AftercareNeeds, customer: Principal, id: string, body: CustomerCancelRequest): Promise<CustomerOrderChange> {
  const move = await ownOrder(customer, id);
  const reason = cancelReasonOf(body);
  const hours = getConfig().company.cancelCutoffHours;
  await needs.lifecycle.cancelOnlineTransition(customer, move.id, reason, (current) => {
    const cutoffAt = cancelCutoffAt(current, hours);
    if (Date.now() >= cutoffAt) {
      const { key, params } = cutoffRefusal(current, cutoffAt);
      throw conflict(ErrorCode.cancelCutoffPassed, key, params);
    }
  });
  return answer(customer, move.id, 'cancelledOnline');
}

/** Rates the completed move, once. */
export async function rateOrder(needs: AftercareNeeds, customer: Principal, id: string, body: RatingInput): Promise<CustomerOrderChange> {
  const move = await ownOrder(customer, id);
  if (move.status !== 'completed') throw refusal(move.status, 'orderToRate');
  await db().transaction((transaction) => storeRating(needs, move, body, customer, transaction));
  return answer(customer, move.id, 'ratingThanks');
}
