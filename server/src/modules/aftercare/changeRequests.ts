import { ErrorCode, Limits, dayToIso, formatDay, isCalendarDay, isoToDay, type AssignmentState, type MessageKey } from '@moveday/openapi';
import type { Transaction } from 'sequelize';
import type { Principal } from '../../platform/auth.js';
import { getConfig } from '../../platform/config.js';
import { db } from '../../platform/database.js';
import { databaseId } from '../../platform/databaseId.js';
import { conflict, notFound, validationError } from '../../platform/errors.js';
import type { Mail } from '../../platform/mail.js';
import { queueMail } from '../mails/index.js';
import { checkFit, findPartner } from '../partners/index.js';
import {
  findPartnerAddressees,
  partnerJobMovedMail,
  partnerJobWithdrawnMail,
  partnerOfferMail,
  scheduleOfferTimers,
  type PartnerAddressee,
} from '../crews/index.js';
import { customerWording, dayOfPartner, findMove, reassignOrder, updateMoveAtVersion, type AdminOrderDetail, type MoveRecord } from '../orders/index.js';
import type { AftercareNeeds } from './aftercareNeeds.js';
import { changeApprovedMail, changeDeclinedMail } from './mails.js';
import { datesChanges, datesColumns, priceOnNewDates, type PricedDates } from './newDates.js';
import { requestClosed } from './selfService.js';
import * as repo from './selfServiceRepository.js';
import type { ApproveChangeRequest, DeclineChangeRequest } from './selfServiceTypes.js';

/**
 * An admin answers a customer's change request (issue 18). Approving moves the order to the new
 * dates, re-priced; with a partner on the job, the admin says who moves the customer on which of
 * the new dates: the same partner (the job moves with it; an offer not yet answered is made again
 * for the new day) or another (offered the job as a reassignment, the first told it is withdrawn),
 * through the assignment's rules. Declining keeps the order and mails the customer why. The request
 * is closed first in each transaction: of an answer and the customer's withdrawal at once, one wins.
 */

async function pendingRequest(id: string, transaction?: Transaction): Promise<repo.ChangeRequestRecord> {
  const key = databaseId(id);
  const request = key ? await repo.findChangeRequest(key, transaction) : null;
  if (!request) throw notFound('changeRequestNotFound');
  if (request.state !== 'pending') throw requestClosed(request.state);
  return request;
}

async function closeOrRefuse(request: repo.ChangeRequestRecord, close: Parameters<typeof repo.closeChangeRequest>[1], transaction: Transaction) {
  const closed = await repo.closeChangeRequest(request.id, close, transaction);
  if (!closed) throw requestClosed((await repo.findChangeRequest(request.id, transaction))!.state);
}

const orderChanged = () => conflict(ErrorCode.orderChangedMeanwhile, 'orderChangedMeanwhile');

/** What an answer to a change request comes to: what was done (a catalogue key, worded by the controller) and the Order Details record. */
export interface ChangeRequestOutcome {
  done: MessageKey;
  order: AdminOrderDetail;
}

async function outcomeOf(needs: AftercareNeeds, done: MessageKey, moveId: string): Promise<ChangeRequestOutcome> {
  return { done, order: await needs.records.getOrderDetail(moveId) };
}

/** The move day of an approval on an order with a partner: one of the request's dates. */
function approvedDay(request: repo.ChangeRequestRecord, body: ApproveChangeRequest): string {
  const day = body?.actualMoveDate;
  if (day === undefined || day === null) throw validationError({ actualMoveDate: { key: 'approveMoveDayRequired' } });
  if (!isCalendarDay(day)) throw validationError({ actualMoveDate: { key: 'notACalendarDay' } });
  const iso = dayToIso(day);
  if (iso !== request.preferredDate1 && iso !== request.preferredDate2) {
    const [date1, date2] = [request.preferredDate1, request.preferredDate2].map((d) => formatDay(isoToDay(d)));
    throw validationError({ actualMoveDate: { key: 'actualDateNotPreferred', params: { date1: date1!, date2: date2! } } });
  }
  return iso;
}

export async function approveChangeRequest(needs: AftercareNeeds, admin: Principal, id: string, body: ApproveChangeRequest): Promise<ChangeRequestOutcome> {
  const request = await pendingRequest(id);
  const move = await findMove(request.moveId);
  if (!move) throw notFound('changeRequestNotFound');
  if (move.status === 'completed' || move.status === 'cancelled') throw conflict(ErrorCode.orderReadOnly, 'orderReadOnly');
  const withPartner = move.status === 'partnerassigned';
  // The admin chose a crew for an order that has lost its partner meanwhile (declined, expired).
  if (!withPartner && body?.partnerDatabaseID) throw orderChanged();
  const day = withPartner ? approvedDay(request, body) : null;
  const partnerId = withPartner ? databaseId(body?.partnerDatabaseID) : undefined;
  if (withPartner && !partnerId) throw validationError({ partnerDatabaseID: { key: 'approvePartnerRequired' } });
  const dates = priceOnNewDates(move, {
    preferredDateOpt1: isoToDay(request.preferredDate1),
    preferredDateOpt2: isoToDay(request.preferredDate2),
    ...(request.deliveryDate !== (move.deliveryDate ?? null) ? { desiredDeliveryDate: request.deliveryDate ? isoToDay(request.deliveryDate) : null } : {}),
  });

  await db().transaction(async (transaction) => {
    await closeOrRefuse(request, { state: 'approved', answer: null, decidedBy: admin.id }, transaction);
    const after = withPartner ? await moveTheJob(move, dates, day!, partnerId!, transaction) : await moveTheDates(move, dates, transaction);
    const changes = { ...datesChanges(move, dates), changeRequestId: request.id, ...partnerChanges(move, after) };
    await needs.records.recordChange(
      move.id,
      { actorId: admin.id, actorRole: admin.userType, action: 'changeapproved', fromStatus: move.status, toStatus: after.status, changes },
      transaction,
    );
    if (after.customerEmail)
      await queueMail(changeApprovedMail(await customerWording(after, transaction), after, after.customerEmail, getConfig().publicUrl), transaction, {
        order: after,
      });
  });
  return outcomeOf(needs, 'changeRequestApproved', move.id);
}

function partnerChanges(before: MoveRecord, after: MoveRecord): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  if (before.actualMoveDate !== after.actualMoveDate)
    changes.actualMoveDate = {
      from: before.actualMoveDate ? isoToDay(before.actualMoveDate) : null,
      to: after.actualMoveDate ? isoToDay(after.actualMoveDate) : null,
    };
  if (before.partnerId !== after.partnerId) changes.partnerName = { from: before.partnerName ?? null, to: after.partnerName ?? null };
  return changes;
}

/** No partner yet: the dates change and the order is re-priced, as the customer's own reschedule does. */
async function moveTheDates(move: MoveRecord, dates: PricedDates, transaction: Transaction): Promise<MoveRecord> {
  const updated = await updateMoveAtVersion(move.id, move.version, ['estimate_open', 'open'], datesColumns(dates), transaction);
  if (!updated) throw orderChanged();
  return updated;
}

/**
 * The job on its new day: the chosen partner's row locked and its day counted (as an assignment
 * does), the order re-priced with the day set, then the partner told. The same partner keeps an
 * accepted job; an offer (to it or to another partner) is made anew, with its deadline and timers.
 */
async function moveTheJob(move: MoveRecord, dates: PricedDates, day: string, partnerId: string, transaction: Transaction): Promise<MoveRecord> {
  const partner = await findPartner(partnerId, transaction, 'update');
  if (!partner) throw notFound('partnerNotFound');
  checkFit(partner, move.pickupArea ?? null, await dayOfPartner(partner, day, move.id, transaction));
  const keeps = partner.id === move.partnerId && (move.assignmentState ?? 'accepted') === 'accepted';
  const moved = await updateMoveAtVersion(
    move.id,
    move.version,
    ['partnerassigned'],
    { ...datesColumns(dates), ...(keeps ? { actualMoveDate: day } : {}) },
    transaction,
  );
  if (!moved) throw orderChanged();
  const { infoEmail, publicUrl } = getConfig();
  const tell = async (id: string, mail: (partner: PartnerAddressee) => Mail) => {
    for (const addressee of await findPartnerAddressees(id, transaction)) await queueMail(mail(addressee), transaction, { order: moved });
  };
  if (keeps) {
    await tell(partner.id, (addressee) => partnerJobMovedMail(moved, move.actualMoveDate!, addressee, infoEmail, publicUrl));
    return moved;
  }
  const seen: { state: AssignmentState; partnerId: string } = { state: moved.assignmentState ?? 'accepted', partnerId: moved.partnerId ?? '' };
  const offered = await reassignOrder(
    move.id,
    seen,
    { actualMoveDate: day, partnerId: partner.id, partnerName: partner.companyName },
    getConfig().offerDeadline,
    transaction,
  );
  if (!offered) throw orderChanged();
  if (move.partnerId && move.partnerId !== partner.id) await tell(move.partnerId, (addressee) => partnerJobWithdrawnMail(move, addressee, infoEmail));
  await tell(partner.id, (addressee) => partnerOfferMail(offered, addressee, infoEmail, publicUrl));
  await scheduleOfferTimers(offered, transaction);
  return offered;
}

export async function declineChangeRequest(needs: AftercareNeeds, admin: Principal, id: string, body: DeclineChangeRequest): Promise<ChangeRequestOutcome> {
  const reason = typeof body?.reason === 'string' ? body.reason.trim() : '';
  if (!reason) throw validationError({ reason: { key: 'changeDeclineReasonRequired' } });
  if (reason.length > Limits.changeDeclineReason)
    throw validationError({ reason: { key: 'declineReasonTooLong', params: { max: Limits.changeDeclineReason } } });
  const request = await pendingRequest(id);
  const move = await findMove(request.moveId);
  if (!move) throw notFound('changeRequestNotFound');
  await db().transaction(async (transaction) => {
    await closeOrRefuse(request, { state: 'declined', answer: reason, decidedBy: admin.id }, transaction);
    await needs.records.recordChange(
      move.id,
      {
        actorId: admin.id,
        actorRole: admin.userType,
        action: 'changedeclined',
        fromStatus: move.status,
        toStatus: move.status,
        changes: { changeRequestId: request.id, reason },
      },
      transaction,
    );
    if (move.customerEmail)
      await queueMail(changeDeclinedMail(await customerWording(move, transaction), move, reason, move.customerEmail, getConfig().publicUrl), transaction, {
        order: move,
      });
  });
  return outcomeOf(needs, 'changeRequestDeclined', move.id);
}
