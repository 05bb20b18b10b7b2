import { OPEN_STATUSES, type OrderStatus } from '@moveday/openapi';

/** An order that keeps the account from closing: its move number, and its page when the customer's list has it. */
export interface OpenOrder {
  moveId: string;
  /** The order's database id (its page's address); unknown for a move number only the server named. */
  moveDatabaseID?: string;
}

interface ListedOrder {
  moveID: string;
  moveDatabaseID: string;
  moveStatus: OrderStatus;
}

/** The customer's orders still open (not yet confirmed, confirmed, or with a partner), as the list gave them. */
export const openOrdersOf = (orders: readonly ListedOrder[]): OpenOrder[] =>
  orders.filter((order) => OPEN_STATUSES.includes(order.moveStatus)).map((order) => ({ moveId: order.moveID, moveDatabaseID: order.moveDatabaseID }));

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * The move numbers a refusal to close (409, accountHasOpenOrders) names: the body's own list when
 * it has one, else its message's `moveNumbers` parameter ("MD1, MD2"); none when it has neither.
 */
export function moveNumbersOf(body: unknown): string[] {
  if (typeof body !== 'object' || body === null) return [];
  const { moveNumbers, messageParams } = body as { moveNumbers?: unknown; messageParams?: { moveNumbers?: unknown } };
  if (Array.isArray(moveNumbers)) return [...new Set(moveNumbers.filter(isText).map((n) => n.trim()))];
  const listed = messageParams?.moveNumbers;
  if (Array.isArray(listed)) return [...new Set(listed.filter(isText).map((n) => n.trim()))];
  if (isText(listed)) return [...new Set(listed.split(/[,\s]+/).filter(isText))];
  return [];
}

/** The orders a refusal named, each with its page when the customer's list (fetched again) has it, in the refusal's order. */
export function refusedOrders(moveNumbers: readonly string[], orders: readonly ListedOrder[] | null): OpenOrder[] {
  return moveNumbers.map((moveId) => {
    const listed = orders?.find((order) => order.moveID === moveId);
    return listed ? { moveId, moveDatabaseID: listed.moveDatabaseID } : { moveId };
  });
}

/** An order's page on the site. */
export const orderPath = (moveDatabaseID: string): string => `/customer/orderdetails?order=${encodeURIComponent(moveDatabaseID)}`;
