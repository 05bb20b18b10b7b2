import { Op, literal, type Transaction, type WhereOptions } from 'sequelize';
import type { OrderStatus } from '@moveday/openapi';
import { MoveModel } from './models.js';
import type { MoveRecord } from './movesRepository.js';

/**
 * The lifecycle's writes. Each is one conditional UPDATE: it changes the row only while the order
 * is still in the status it was read in (and meets the transition's other condition),
 * and bumps the version. Of two admins acting at once, the second waits for the first's row lock,
 * then finds the condition false and gets null; the row is never half-changed.
 */
async function transition(
  id: string,
  from: OrderStatus,
  condition: WhereOptions<MoveModel>,
  set: Partial<Pick<MoveRecord, 'status' | 'actualMoveDate' | 'partnerId' | 'partnerName' | 'cancelReason' | 'cancelDate'>>,
  transaction: Transaction,
): Promise<MoveRecord | null> {
  const [count, rows] = await MoveModel.update(
    { ...set, version: literal('version + 1') },
    { where: { [Op.and]: [{ id, status: from }, condition] }, returning: true, transaction },
  );
  return count === 1 ? rows[0]!.get({ plain: true }) : null;
}

export function confirmOrder(id: string, transaction: Transaction): Promise<MoveRecord | null> {
  return transition(id, 'estimate_open', {}, { status: 'open' }, transaction);
}

/** Only while the date is still one of the order's preferred dates (an edit may have moved them meanwhile). */
export function assignPartnerToOrder(
  id: string,
  assignment: { actualMoveDate: string; partnerId: string; partnerName: string },
  transaction: Transaction,
): Promise<MoveRecord | null> {
  return transition(
    id,
    'open',
    { [Op.or]: [{ preferredDate1: assignment.actualMoveDate }, { preferredDate2: assignment.actualMoveDate }] },
    { status: 'partnerassigned', ...assignment },
    transaction,
  );
}

/** Only when the actual move date is `today` (in the pickup's time zone) or earlier. */
export function completeOrder(id: string, today: string, transaction: Transaction): Promise<MoveRecord | null> {
  return transition(id, 'partnerassigned', { actualMoveDate: { [Op.lte]: today } }, { status: 'completed' }, transaction);
}

/** From the status the order was read in; the partner and the actual date stay on a cancelled order. */
export function cancelOrder(
  id: string,
  from: OrderStatus,
  cancellation: { cancelReason: string; cancelDate: string },
  transaction: Transaction,
): Promise<MoveRecord | null> {
  return transition(id, from, {}, { status: 'cancelled', ...cancellation }, transaction);
}

/** Orders assigned to a partner and not yet completed or cancelled. */
export async function countAssignedOrders(partnerId: string, transaction?: Transaction): Promise<number> {
  return MoveModel.count({ where: { partnerId, status: 'partnerassigned' }, transaction });
}
