import { notFound } from '../../platform/errors.js';
import { databaseId } from '../../platform/databaseId.js';
import * as repo from './movesRepository.js';
import { toOrderDetail, toOrderSummary, type OrderDetail, type OrderSummary } from './orderViews.js';

/** The customer's own orders, the latest move date first; quotes not yet booked are not orders. */
export async function listCustomerOrders(customerId: string): Promise<OrderSummary[]> {
  return (await repo.findCustomerOrders(customerId)).map(toOrderSummary);
}

/** One of the customer's own orders. Anyone else's, or a quote, is "not found": its existence is not revealed. */
export async function findOwnOrder(moveDatabaseID: unknown, customerId: string): Promise<repo.MoveRecord> {
  const id = databaseId(moveDatabaseID);
  const move = id ? await repo.findCustomerOrder(id, customerId) : null;
  if (!move) throw notFound('orderNotFound');
  return move;
}

export async function getCustomerOrder(moveDatabaseID: string, customerId: string): Promise<OrderDetail> {
  return toOrderDetail(await findOwnOrder(moveDatabaseID, customerId));
}
