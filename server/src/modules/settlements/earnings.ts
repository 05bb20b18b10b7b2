// What each partner earned (issue 35), line by line in integer cents: a completed job's payout under
// the terms in force when it completed, a call-out fee for an accepted job cancelled after the
// cut-off (PARTNER_CALLOUT_FEE_AMOUNT), and an admin's adjustments. Lines are written in the
// transaction of what causes them and never changed: a correction is a new line.
import { COMPANY_TIME_ZONE, dayToIso, formatCents, isoToDay, todayIn } from '@moveday/openapi';
import type { Transaction } from 'sequelize';
import type { Principal } from '../../platform/auth.js';
import { db } from '../../platform/database.js';
import { databaseId } from '../../platform/databaseId.js';
import { validationError } from '../../platform/errors.js';
import { logger } from '../../platform/logger.js';
import { cancelCutoffAt } from '../aftercare/index.js';
import { findMove, type MoveRecord, type TransitionReaction } from '../orders/index.js';
import { nameOfAccount } from '../users/index.js';
import * as repo from './earningsRepository.js';
import type { AdjustmentRequest, EarningLine, PartnerEarnings } from './settlementsTypes.js';
import { existingPartner, payoutCents, termsInForce, type SettlementSettings } from './terms.js';

const REASON_MAX = 500;
const MAX_ADJUSTMENT_CENTS = 100_000_000;
const companyToday = () => dayToIso(todayIn(COMPANY_TIME_ZONE));

const termsWords = (line: repo.EarningRecord): string | null => {
  if (line.termsKind === 'commission') return `${line.commissionBasisPoints! / 100}% commission`;
  if (line.termsKind === 'fixed') return `${formatCents(line.fixedPayoutCents!)} fixed`;
  return null;
};

export const lineView = (line: repo.EarningRecord): EarningLine => ({
  id: line.id,
  orderId: line.moveId,
  moveID: line.moveNumber,
  kind: line.kind,
  amountCents: line.amountCents,
  finalAmountCents: line.finalAmountCents,
  terms: termsWords(line),
  reason: line.reason,
  recordedBy: line.recordedByName,
  earnedOn: isoToDay(line.earnedOn),
  statementId: line.statementId,
  statementNumber: line.statementNumber,
});

const earningsView = (lines: repo.EarningRecord[]): PartnerEarnings => ({
  lines: lines.map(lineView),
  totalCents: lines.reduce((sum, line) => sum + line.amountCents, 0),
});

/** A line about the order for its partner, written by MoveDay unless `fields` say otherwise, earned today. */
const earningLine = (
  move: Pick<MoveRecord, 'id' | 'moveNumber'>,
  partnerId: string,
  fields: Pick<repo.NewEarning, 'kind' | 'amountCents'> & Partial<repo.NewEarning>,
): repo.NewEarning => ({
  partnerId,
  moveId: move.id,
  moveNumber: move.moveNumber,
  finalAmountCents: null,
  termsKind: null,
  commissionBasisPoints: null,
  fixedPayoutCents: null,
  reason: null,
  recordedBy: null,
  recordedByName: null,
  recordedByRole: 'system',
  earnedOn: companyToday(),
  ...fields,
});

export function earningsWith(settings: SettlementSettings, cancelCutoffHours: () => number) {
  /** The completing partner earns its payout for the job, under its terms now, once. */
  async function earnJob(move: MoveRecord, partnerId: string, transaction: Transaction): Promise<void> {
    if (move.finalAmount === null) return void logger.warn({ orderId: move.id }, 'a job completed without a final amount: nothing earned');
    const finalAmountCents = move.finalAmount * 100;
    const terms = await termsInForce(partnerId, settings, transaction);
    const amountCents = payoutCents(terms, finalAmountCents);
    if (amountCents === 0) return; // MoveDay keeps it all (a 100% commission): no line.
    await repo.insertEarning(
      earningLine(move, partnerId, {
        kind: 'job',
        amountCents,
        finalAmountCents,
        termsKind: terms.kind,
        commissionBasisPoints: terms.commissionBasisPoints,
        fixedPayoutCents: terms.fixedPayoutCents,
      }),
      transaction,
    );
  }

  /** The crew that accepted a job cancelled after the cut-off is paid its call-out fee, once. */
  async function payCallout(move: MoveRecord, partnerId: string, transaction: Transaction): Promise<void> {
    await repo.insertEarning(earningLine(move, partnerId, { kind: 'callout', amountCents: settings.calloutFeeCents }), transaction);
  }

  /**
   * The settlements' part of a lifecycle transition, in its transaction: a completed job pays the
   * partner that completes it (a job reassigned before is the last partner's alone); an accepted
   * job cancelled after the cut-off pays its partner the call-out fee.
   */
  const transitionReaction: TransitionReaction = async ({ action, before, after }, transaction) => {
    if (action === 'complete' && after.partnerId) await earnJob(after, after.partnerId, transaction);
    if (
      action === 'cancel' &&
      settings.calloutFeeCents > 0 &&
      before.status === 'partnerassigned' &&
      before.partnerId &&
      before.assignmentState === 'accepted' &&
      Date.now() >= cancelCutoffAt(before, cancelCutoffHours())
    )
      await payCallout(before, before.partnerId, transaction);
  };

  /** Everything the partner earned, for the console. */
  async function partnerEarnings(id: string): Promise<PartnerEarnings> {
    return earningsView(await repo.earningsOf(await existingPartner(id)));
  }

  /** A partner's sign-in reads its own partner's lines. */
  async function ownEarnings(actor: Principal): Promise<PartnerEarnings> {
    return earningsView(await repo.earningsOf(await existingPartner(actor.partnerId)));
  }

  /** An admin adds to or takes from what the partner earned for one of its jobs, with a reason. */
  async function adjust(actor: Principal, id: string, request: AdjustmentRequest): Promise<PartnerEarnings> {
    const reason = request.reason?.trim() ?? '';
    if (!Number.isInteger(request.amountCents) || request.amountCents === 0 || Math.abs(request.amountCents) > MAX_ADJUSTMENT_CENTS)
      throw validationError({ amountCents: 'adjustmentAmountInvalid' });
    if (!reason || reason.length > REASON_MAX) throw validationError({ reason: 'adjustmentReasonRequired' });
    const partnerId = await existingPartner(id);
    return db().transaction(async (transaction) => {
      const orderId = databaseId(request.orderId);
      const move = orderId ? await findMove(orderId, transaction) : null;
      if (!move || !(await repo.workedOn(partnerId, move.id, transaction))) throw validationError({ orderId: 'adjustmentOrderNotPartners' });
      await repo.insertEarning(
        earningLine(move, partnerId, {
          kind: 'adjustment',
          amountCents: request.amountCents,
          reason,
          recordedBy: actor.id,
          recordedByName: await nameOfAccount(actor.id, transaction),
          recordedByRole: 'admin',
        }),
        transaction,
      );
      return earningsView(await repo.earningsOf(partnerId, transaction));
    });
  }

  return { transitionReaction, partnerEarnings, ownEarnings, adjust };
}

export type Earnings = ReturnType<typeof earningsWith>;
