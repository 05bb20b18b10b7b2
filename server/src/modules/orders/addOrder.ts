import type { OrderStatus } from '@moveday/openapi';
import type { Principal } from '../../platform/auth.js';
import { db } from '../../platform/database.js';
import { quoteMove } from '../quotes/index.js';
import { customerForNewOrder } from '../users/index.js';
import * as repo from './adminOrdersRepository.js';
import type { AddOrderAnswer, AddOrderRequest } from './adminOrdersTypes.js';
import { checkOrderInput, customerAccountId, customerColumns } from './orderInput.js';
import type { OrderRecords } from './orderRecords.js';
import { pricedColumns } from './pricedColumns.js';

/**
 * Admin-side Add Order: the customer and the amount checked, the draft priced by the same rules
 * as a customer's quote, and the order stored with its first history entry in one transaction.
 * Save Details keeps it unconfirmed (estimate_open); Confirm Order confirms it (open).
 */
export async function addOrder(records: OrderRecords, actor: Principal, request: AddOrderRequest): Promise<AddOrderAnswer> {
  const { customerDetails, confirmSaveAdminAction, finalMoveAmount, ...draft } = request;
  const { customer, amount } = checkOrderInput(customerDetails ?? {}, finalMoveAmount);
  const priced = quoteMove(draft);
  const finalAmount = amount ?? priced.quote.bookingPrice;
  const status: OrderStatus = confirmSaveAdminAction === 'confirm' ? 'open' : 'estimate_open';
  const account = await customerAccountId(customer.userEmail);
  const saved = await db().transaction(async (transaction) => {
    // The account at the email, unless it closed since it was looked up (or is a closed one's placeholder).
    const customerId = account && (await customerForNewOrder(account, transaction)) ? account : null;
    const move = await repo.insertOrder(
      { status, customerId, ...customerColumns(customer), ...pricedColumns(priced), finalAmount, bookedAt: new Date() },
      transaction,
    );
    await records.recordChange(
      move.id,
      { actorId: actor.id, actorRole: actor.userType, action: 'created', fromStatus: null, toStatus: status, changes: { finalMoveAmount: finalAmount } },
      transaction,
    );
    return move;
  });
  return { error: false, moveID: saved.moveNumber, moveDatabaseID: saved.id, moveStatus: status, quote: priced.quote, finalMoveAmount: finalAmount };
}
