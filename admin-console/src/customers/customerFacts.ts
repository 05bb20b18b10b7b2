import { formatMoment, isOpenStatus } from '../lib/format';
import type { AdminCustomer, AdminCustomerDetail, AdminCustomerOrder } from '../lib/types';

export type CustomerTab = 'all' | 'open' | 'closed';

/** The Customers list's tabs: every account, the open ones, the closed ones (the list's `closed` filter). */
export const CUSTOMER_TABS: readonly { value: CustomerTab; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'open', label: 'Open' },
  { value: 'closed', label: 'Closed' },
];

/** The tab a list filter stands for (an address may carry the filter as text). */
export function customerTabOf(closed: unknown): CustomerTab {
  if (closed === true || closed === 'true') return 'closed';
  if (closed === false || closed === 'false') return 'open';
  return 'all';
}

/** The `closed` filter of a tab; none for All. */
export const closedFilterOf = (tab: CustomerTab): boolean | undefined => (tab === 'all' ? undefined : tab === 'closed');

export const customerName = (customer: Pick<AdminCustomer, 'firstName' | 'lastName'>): string => `${customer.firstName} ${customer.lastName}`.trim();

export const LANGUAGE_LABELS: Record<AdminCustomer['language'], string> = { en: 'English', es: 'Spanish' };

/** "Closed 12/05/2026, 3:04 PM by Ada Admin" (or "by the customer"); nothing while the account is open. */
export function closedText(customer: Pick<AdminCustomer, 'closedAt' | 'closedBy'>, moment: (ms: number) => string = formatMoment): string | null {
  if (customer.closedAt === null) return null;
  return `Closed ${moment(customer.closedAt)}${customer.closedBy ? ` by ${customer.closedBy}` : ''}`;
}

/** "3 (1 open)", or "3" when none is open. */
export const ordersCountText = (customer: Pick<AdminCustomer, 'ordersCount' | 'openOrdersCount'>): string =>
  customer.openOrdersCount > 0
    ? `${customer.ordersCount.toLocaleString('en-US')} (${customer.openOrdersCount.toLocaleString('en-US')} open)`
    : customer.ordersCount.toLocaleString('en-US');

/** The customer's orders still open: not yet confirmed, confirmed, or with a partner. */
export const openOrdersOf = (customer: Pick<AdminCustomerDetail, 'orders'>): AdminCustomerOrder[] =>
  customer.orders.filter((order) => isOpenStatus(order.status));

/** What closing an account does, as the confirmation says it. */
export const CLOSE_EFFECTS: readonly string[] = [
  'Every sign-in of the customer ends at once, and the account can no longer sign in.',
  'Their name, email, phone and the personal details of their orders and enquiries are replaced by placeholders.',
  "The orders stay for the company's books and the dashboard: amounts, dates, cities, statuses and partners.",
  'Mails still queued to the address are dropped. The email can sign up again as a new customer.',
  'It cannot be undone.',
];

export const closeQuestion = (customer: Pick<AdminCustomer, 'firstName' | 'lastName' | 'email'>): string =>
  `Close the account of ${customerName(customer)} (${customer.email})?`;

/** Said above the open orders that keep an account from closing. */
export const OPEN_ORDERS_FIRST = 'This account has open orders: cancel them before closing it.';

/**
 * The move numbers a refusal to close (409, 7033) names: its message's `moveNumbers` parameter
 * ("MD1, MD2", or a list), or the body's own list.
 */
export function refusedMoveNumbers(body: unknown): string[] {
  if (typeof body !== 'object' || body === null) return [];
  const { moveNumbers, messageParams } = body as { moveNumbers?: unknown; messageParams?: { moveNumbers?: unknown } };
  const given = Array.isArray(moveNumbers) ? moveNumbers : messageParams?.moveNumbers;
  const list = Array.isArray(given) ? given : typeof given === 'string' ? given.split(/[,\s]+/) : [];
  return [...new Set(list.filter((n): n is string => typeof n === 'string' && n.trim() !== '').map((n) => n.trim()))];
}

/** The orders a refusal named, each found in the customer's orders (for its page) when it is there. */
export const refusedOrders = (moveNumbers: readonly string[], orders: readonly AdminCustomerOrder[]): { moveID: string; id?: string }[] =>
  moveNumbers.map((moveID) => {
    const order = orders.find((o) => o.moveID === moveID);
    return order ? { moveID, id: order.id } : { moveID };
  });
