import { isDeepStrictEqual } from 'node:util';
import { CLOSED_STATUSES, ErrorCode, OPEN_STATUSES, Ranges, dayToIso, formatDay, isWholeNumberIn, isoToDay } from '@moveday/openapi';
import type { Principal } from '../../platform/auth.js';
import { db } from '../../platform/database.js';
import { conflict, validationError } from '../../platform/errors.js';
import { checkFit, findPartner } from '../partners/index.js';
import { quoteMove, type MoveDraft, type PricedMove, type QuoteDetails } from '../quotes/index.js';
import { customerForNewOrder } from '../users/index.js';
import * as repo from './adminOrdersRepository.js';
import type { AdminOrderDetail, CustomerDetailsInput, FinalAmountInput } from './adminOrdersTypes.js';
import { findOrder, type OrderRecords } from './orderRecords.js';
import { checkOrderInput, customerAccountId, customerColumns, type Customer } from './orderInput.js';
import { dayOfPartner } from './partnerDay.js';
import { dayOrNull } from './orderViews.js';
import { pricedColumns } from './pricedColumns.js';

export interface OrderEdit {
  draft: MoveDraft;
  customerDetails?: CustomerDetailsInput;
  finalMoveAmount?: FinalAmountInput;
  /** The version the editor read, when it sent one. */
  version?: number;
}

export interface EditedOrder {
  algorithmCostChanged: boolean;
  previousEstimate: number;
  quote: QuoteDetails;
  order: AdminOrderDetail;
}

/**
 * Edits an open order: re-priced by the rate card (passed dates allowed, the order exists), the
 * customer and the final cost updated when given, written only if nobody changed the order since
 * it was read (else 409), with a history entry naming what changed.
 */
export async function editOrder(records: OrderRecords, actor: Principal, id: string, edit: OrderEdit): Promise<EditedOrder> {
  const move = await findOrder(id);
  checkEditable(move, edit.version);
  const { customer, amount } = checkOrderInput(edit.customerDetails, edit.finalMoveAmount);
  const priced = quoteMove(edit.draft, { allowPastDates: true });
  const columns = await editedColumns(move, priced, customer, amount);
  const saved = await saveEdit(records, actor, move, columns);
  return {
    algorithmCostChanged: priced.quote.estimateQuotePrice !== move.estimateAmount,
    previousEstimate: move.estimateAmount,
    quote: priced.quote,
    order: await records.toAdminDetail(saved),
  };
}

/** Completed and cancelled orders are read-only; an editor who read an older version must reload first. */
function checkEditable(move: repo.MoveRow, version: number | undefined): void {
  if (CLOSED_STATUSES.includes(move.status)) throw conflict(ErrorCode.orderReadOnly, 'orderReadOnly');
  if (version !== undefined && !isWholeNumberIn(version, Ranges.version)) throw validationError({ version: { key: 'versionInvalid' } });
  if (version !== undefined && version !== move.version) throw conflict(ErrorCode.orderChangedMeanwhile, 'orderChangedMeanwhile');
}

/** What the edit writes: the re-priced draft, the partner's move date moved with it, and the customer and the amount when given. */
async function editedColumns(move: repo.MoveRow, priced: PricedMove, customer: Customer | undefined, amount: number | undefined): Promise<repo.MoveEdit> {
  const columns: repo.MoveEdit = { ...pricedColumns(priced), actualMoveDate: actualDateAfterEdit(move, priced.draft) };
  if (customer) {
    Object.assign(columns, customerColumns(customer));
    // An order already linked to an account stays with it; one without is linked when the email has one.
    const account = move.customerId === null ? await customerAccountId(customer.userEmail) : null;
    if (account) columns.customerId = account;
  }
  if (amount !== undefined) columns.finalAmount = amount;
  return columns;
}

/**
 * Admin-side §4: once a partner is assigned, the preferred dates are locked, except the one the
 * partner moves on; moving that one moves the actual move date with it.
 */
function actualDateAfterEdit(move: repo.MoveRow, draft: MoveDraft): string | null {
  const actual = move.actualMoveDate ?? null;
  if (move.status !== 'partnerassigned' || actual === null) return actual;
  const after = [draft.moveDatePreferences.preferredDateOpt1!, draft.moveDatePreferences.preferredDateOpt2!].map(dayToIso);
  const locked = [move.preferredDate1, move.preferredDate2].filter((d) => d !== actual);
  const lost = locked.find((d) => !after.includes(d));
  if (lost) {
    throw conflict(ErrorCode.preferredDateLocked, 'preferredDateLocked', { actualDate: formatDay(isoToDay(actual)), lockedDate: formatDay(isoToDay(lost)) });
  }
  return after.includes(actual) ? actual : (after.find((d) => !locked.includes(d)) ?? actual);
}

/** Writes the edit at the version read, with its history entry; an edit that changes nothing writes nothing. */
async function saveEdit(records: OrderRecords, actor: Principal, move: repo.MoveRow, columns: repo.MoveEdit): Promise<repo.MoveRow> {
  const changes = changesOf(move, columns);
  if (Object.keys(changes).length === 0 && columns.customerId === undefined) return move;
  return db().transaction(async (transaction) => {
    // The assigned partner's row first, as an assignment locks it: its day is counted once at a time.
    const partner = move.status === 'partnerassigned' && move.partnerId ? await findPartner(move.partnerId, transaction, 'update') : null;
    // An account to link that closed since it was looked up (or a closed one's placeholder) is not linked.
    const { customerId, ...unlinked } = columns;
    const linkable = customerId === undefined || customerId === null || (await customerForNewOrder(customerId, transaction)) !== null;
    const updated = await repo.updateMoveAtVersion(move.id, move.version, OPEN_STATUSES, linkable ? columns : unlinked, transaction);
    if (!updated) throw conflict(ErrorCode.orderChangedMeanwhile, 'orderChangedMeanwhile');
    // A new move day or another pickup area is the partner's job moved: it must still fit it.
    const moved = updated.actualMoveDate !== move.actualMoveDate || updated.pickupArea !== move.pickupArea;
    if (partner && updated.partnerId === partner.id && updated.actualMoveDate && moved) {
      checkFit(partner, updated.pickupArea, await dayOfPartner(partner, updated.actualMoveDate, move.id, transaction));
    }
    await records.recordChange(
      move.id,
      { actorId: actor.id, actorRole: actor.userType, action: 'edited', fromStatus: move.status, toStatus: updated.status, changes },
      transaction,
    );
    return updated;
  });
}

/** What an edit changed, for the history: scalars from → to, and the draft's sections by name. */
function changesOf(before: repo.MoveRow, after: repo.MoveEdit): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  const compare = (name: string, from: unknown, to: unknown) => {
    if (to !== undefined && from !== to) changes[name] = { from, to };
  };
  compare('quoteEstimateAmount', before.estimateAmount, after.estimateAmount);
  compare('estimateQuoteFlag', before.estimateFlag, after.estimateFlag);
  compare('finalMoveAmount', before.finalAmount, after.finalAmount);
  compare('actualMoveDate', dayOrNull(before.actualMoveDate), after.actualMoveDate === undefined ? undefined : dayOrNull(after.actualMoveDate));
  compare('firstName', before.customerFirstName, after.customerFirstName);
  compare('lastName', before.customerLastName, after.customerLastName);
  compare('userEmail', before.customerEmail, after.customerEmail);
  compare('userPhone', before.customerPhone, after.customerPhone);
  const oldDraft: Partial<MoveDraft> = before.draft ?? {};
  const newDraft: Partial<MoveDraft> = after.draft ?? {};
  const sections = (Object.keys(newDraft) as (keyof MoveDraft)[]).filter((key) => !isDeepStrictEqual(oldDraft[key], newDraft[key]));
  if (sections.length > 0) changes.draftSections = sections;
  return changes;
}
