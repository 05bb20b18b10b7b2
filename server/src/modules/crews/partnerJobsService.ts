import type { Transaction } from 'sequelize';
import { ErrorCode, Limits, WEEKDAYS, dayToIso, formatDay, isoToDay, todayIn, weekdayOf, type MessageKey } from '@moveday/openapi';
import type { Principal } from '../../platform/auth.js';
import { getConfig } from '../../platform/config.js';
import { db } from '../../platform/database.js';
import { databaseId } from '../../platform/databaseId.js';
import { AppError, conflict, notFound, validationError } from '../../platform/errors.js';
import { instantAt, queueMail } from '../mails/index.js';
import {
  acceptOffer,
  customerWording,
  dayOrNull,
  declineOffer,
  findMove,
  findPartnerJobs,
  markCrewOnWay,
  wasOfferedTo,
  type MoveRecord,
} from '../orders/index.js';
import { crewOnTheWayMail, partnerAssignedMail } from './mails.js';
import { recordReturn, type CrewsNeeds } from './offers.js';
import type { DeclineJobRequest, JobDoneRequest, PartnerJob, PartnerJobAnswer, PartnerJobList, PartnerJobRow } from './partnerJobsTypes.js';
import { callerWording, callerWords } from '../../platform/i18n.js';
import { crewHasTheJob, draftForCrew } from './offeredDraft.js';

/** The partner a sign-in acts for; the guard lets only partners in, so one is always there. */
const partnerOf = (actor: Principal): string => {
  if (actor.userType !== 'partner' || !actor.partnerId) throw new AppError(403, ErrorCode.forbidden, 'forbidden');
  return actor.partnerId;
};

const todayOf = (move: MoveRecord) => dayToIso(todayIn(move.timeZone));
const isOpenOffer = (move: MoveRecord) =>
  move.status === 'partnerassigned' && move.assignmentState === 'offered' && (move.offerDeadline?.getTime() ?? 0) > Date.now();
const isAcceptedJob = (move: MoveRecord) => move.status === 'partnerassigned' && move.assignmentState === 'accepted';
const moveDayCame = (move: MoveRecord) => move.actualMoveDate !== null && move.actualMoveDate <= todayOf(move);

function toRow(move: MoveRecord): PartnerJobRow {
  return {
    id: move.id,
    moveID: move.moveNumber,
    assignmentState: move.assignmentState ?? 'accepted',
    moveStatus: move.status,
    moveDate: dayOrNull(move.actualMoveDate),
    preferredDates: [isoToDay(move.preferredDate1), isoToDay(move.preferredDate2)],
    pickupCity: move.pickupCity,
    pickupState: move.pickupState,
    dropoffCity: move.dropoffCity,
    dropoffState: move.dropoffState,
    jobValue: move.finalAmount ?? move.estimateAmount,
    offerExpiresAt: move.assignmentState === 'offered' && move.offerDeadline ? move.offerDeadline.getTime() : null,
  };
}

function toJob(move: MoveRecord): PartnerJob {
  const accepted = crewHasTheJob(move);
  return {
    ...toRow(move),
    draft: draftForCrew(move),
    roadMiles: move.roadMiles,
    customer: accepted ? { firstName: move.customerFirstName ?? '', lastName: move.customerLastName ?? '', phone: move.customerPhone ?? '' } : null,
    crewOnTheWayAt: move.crewOnWayAt ? move.crewOnWayAt.getTime() : null,
    timeZone: move.timeZone,
    can: {
      accept: isOpenOffer(move),
      decline: isOpenOffer(move),
      onTheWay: isAcceptedJob(move) && move.crewOnWayAt === null && moveDayCame(move),
      done: isAcceptedJob(move) && moveDayCame(move),
    },
  };
}

export async function listJobs(actor: Principal): Promise<PartnerJobList> {
  const { current, past } = await findPartnerJobs(partnerOf(actor));
  return {
    offered: current.filter((m) => m.assignmentState === 'offered').map(toRow),
    upcoming: current.filter((m) => m.assignmentState !== 'offered').map(toRow),
    past: past.map(toRow),
  };
}

const jobNotFound = () => notFound('jobNotFound');

/** The partner's own job, or 404: another partner's job is no different from one that does not exist. */
async function ownJob(actor: Principal, id: unknown, transaction?: Transaction): Promise<MoveRecord> {
  const partnerId = partnerOf(actor);
  const key = databaseId(id);
  const move = key ? await findMove(key, transaction) : null;
  if (!move || move.partnerId !== partnerId) throw jobNotFound();
  return move;
}

export async function getJob(actor: Principal, id: string): Promise<PartnerJob> {
  return toJob(await ownJob(actor, id));
}

/**
 * Why an offer this partner tries to answer is not open, read again after the answer found the
 * row changed: expired, answered already, or withdrawn (given to another crew, or cancelled). A
 * job never offered to it is a 404, as for any other address.
 */
async function offerNotOpen(actor: Principal, id: string): Promise<AppError> {
  const partnerId = partnerOf(actor);
  const key = databaseId(id);
  const move = key ? await findMove(key) : null;
  if (!move) return jobNotFound();
  const ours = move.partnerId === partnerId;
  if (ours && move.assignmentState === 'accepted') return conflict(ErrorCode.offerNotOpen, 'offerNotOpenAnswered');
  const expired = (ours && move.assignmentState === 'offered') || (move.offerPartnerId === partnerId && move.assignmentState === 'expired');
  if (expired && move.offerDeadline) return conflict(ErrorCode.offerNotOpen, 'offerNotOpenExpired', { deadline: instantAt(move.offerDeadline, move.timeZone) });
  if (move.offerPartnerId === partnerId && move.assignmentState === 'declined') return conflict(ErrorCode.offerNotOpen, 'offerNotOpenAnswered');
  if (ours || (await wasOfferedTo(move.id, partnerId))) return conflict(ErrorCode.offerNotOpen, 'offerNotOpenWithdrawn');
  return jobNotFound();
}

const answer = (key: MessageKey, params: Record<string, string>, job: PartnerJob | null): PartnerJobAnswer => ({
  error: false,
  message: callerWords(key, params),
  job,
});

/** "Tuesday, 12/08/2026", in the crew's language. */
const dayText = (iso: string | null) => (iso ? callerWording().dayWithWeekday(isoToDay(iso)) : '');

/** The partner takes the job: the customer hears who moves them and when; the job sheet shows the customer. */
export async function acceptJob(needs: CrewsNeeds, actor: Principal, id: string): Promise<PartnerJobAnswer> {
  const partnerId = partnerOf(actor);
  const accepted = await db().transaction(async (transaction) => {
    const key = databaseId(id);
    const move = key ? await acceptOffer(key, partnerId, transaction) : null;
    if (!move) return null;
    await needs.records.recordChange(
      move.id,
      {
        actorId: actor.id,
        actorRole: 'partner',
        action: 'accepted',
        fromStatus: move.status,
        toStatus: move.status,
        changes: { partnerID: move.partnerId, partnerName: move.partnerName },
      },
      transaction,
    );
    if (move.customerEmail)
      await queueMail(partnerAssignedMail(await customerWording(move, transaction), move, move.customerEmail, getConfig().publicUrl), transaction, {
        order: move,
      });
    return move;
  });
  if (!accepted) throw await offerNotOpen(actor, id);
  return answer('offerAccepted', { moveID: accepted.moveNumber, date: dayText(accepted.actualMoveDate) }, toJob(accepted));
}

function declineReasonOf(request: DeclineJobRequest): string {
  const reason = typeof request.reason === 'string' ? request.reason.trim() : '';
  if (!reason) throw validationError({ reason: { key: 'declineReasonRequired' } });
  if (reason.length > Limits.declineReason) throw validationError({ reason: { key: 'declineReasonTooLong', params: { max: Limits.declineReason } } });
  return reason;
}

/** The partner says no, with a reason: the order goes back to open and the company inbox is told. */
export async function declineJob(needs: CrewsNeeds, actor: Principal, id: string, request: DeclineJobRequest): Promise<PartnerJobAnswer> {
  const partnerId = partnerOf(actor);
  const reason = declineReasonOf(request);
  const declined = await db().transaction(async (transaction) => {
    const key = databaseId(id);
    const move = key ? await declineOffer(key, partnerId, reason, transaction) : null;
    if (move) await recordReturn(needs, move, { id: actor.id, role: 'partner' }, transaction);
    return move;
  });
  if (!declined) throw await offerNotOpen(actor, id);
  return answer('offerDeclined', { moveID: declined.moveNumber }, null);
}

/** On the move day: the customer is mailed that the crew is coming. Pressed again, it answers the same and mails nothing. */
export async function crewOnTheWay(needs: CrewsNeeds, actor: Principal, id: string): Promise<PartnerJobAnswer> {
  const partnerId = partnerOf(actor);
  const before = await ownJob(actor, id);
  if (!isAcceptedJob(before)) throw conflict(ErrorCode.offerNotOpen, before.status === 'partnerassigned' ? 'offerNotAccepted' : 'jobAlreadyDone');
  if (!moveDayCame(before)) {
    const day = isoToDay(before.actualMoveDate!);
    throw conflict(ErrorCode.moveDateNotReached, 'crewOnTheWayBeforeMoveDay', { weekday: WEEKDAYS[weekdayOf(day)], date: formatDay(day) });
  }
  const marked = await db().transaction(async (transaction) => {
    const move = await markCrewOnWay(before.id, partnerId, transaction);
    if (!move) return null;
    await needs.records.recordChange(
      move.id,
      { actorId: actor.id, actorRole: 'partner', action: 'crewontheway', fromStatus: move.status, toStatus: move.status, changes: null },
      transaction,
    );
    if (move.customerEmail)
      await queueMail(crewOnTheWayMail(await customerWording(move, transaction), move, move.customerEmail, getConfig().publicUrl), transaction, {
        order: move,
      });
    return move;
  });
  const now = marked ?? (await ownJob(actor, id));
  if (!marked && (!isAcceptedJob(now) || now.crewOnWayAt === null)) throw conflict(ErrorCode.orderChangedMeanwhile, 'orderChangedMeanwhile');
  return answer('crewOnTheWay', {}, toJob(now));
}

/** "Job done", with the crew's notes: the order completes through the lifecycle's Mark As Complete rules. */
export async function jobDone(needs: CrewsNeeds, actor: Principal, id: string, request: JobDoneRequest): Promise<PartnerJobAnswer> {
  const notes = typeof request.notes === 'string' ? request.notes.trim() : '';
  if (notes.length > Limits.jobNotes) throw validationError({ notes: { key: 'jobNotesTooLong', params: { max: Limits.jobNotes } } });
  const before = await ownJob(actor, id);
  if (before.status === 'completed') throw conflict(ErrorCode.offerNotOpen, 'jobAlreadyDone');
  if (before.status === 'partnerassigned' && !isAcceptedJob(before)) throw conflict(ErrorCode.offerNotOpen, 'offerNotAccepted');
  const after = await needs.lifecycle.completeMove(actor, before.id, notes || undefined);
  return answer('jobDone', { moveID: after.moveNumber }, toJob(after));
}
