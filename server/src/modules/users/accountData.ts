import { ErrorCode } from '@moveday/openapi';
import type { Principal } from '../../platform/auth.js';
import { db } from '../../platform/database.js';
import { databaseId } from '../../platform/databaseId.js';
import { conflict, notFound, validationError } from '../../platform/errors.js';
import { logger } from '../../platform/logger.js';
import { closedAccount } from '../../platform/redaction.js';
import { parseListRequest, type ListFilter, type ListPage, type ListQuery, type PlainListQuery } from '../../platform/restList.js';
import { closeMailsOf } from '../mails/index.js';
import { closeEnquiriesOf, enquiriesSentWith } from '../quotes/index.js';
import type { AccountExport, AdminCustomer, AdminCustomerDetail } from './accountDataTypes.js';
import * as customers from './customersRepository.js';
import type { CustomerOrders } from './customerOrders.js';
import { verifyPassword } from './passwords.js';
import * as repo from './usersRepository.js';

/**
 * A customer's data (issue 21): everything MoveDay holds about a customer, as a download, and
 * closing the account. The customer does both from their profile; an admin from the console.
 * Closing is one transaction, the same for both (closeAccount).
 */

// ---------------------------------------------------------------------------------------------
// The export

async function exportOf(customerOrders: CustomerOrders, user: repo.UserRecord): Promise<AccountExport> {
  const [orders, enquiries] = await Promise.all([customerOrders.ordersOf(user.id), enquiriesSentWith(user.email)]);
  return {
    exportedAt: Date.now(),
    account: {
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phone: user.phone,
      language: user.locale,
      createdAt: user.createdAt.getTime(),
      closedAt: user.closedAt?.getTime() ?? null,
    },
    orders,
    enquiries,
  };
}

async function existingCustomer(id: unknown): Promise<repo.UserRecord> {
  const key = databaseId(id);
  const user = key ? await repo.findUserById(key) : null;
  if (!user || user.userType !== 'customer') throw notFound('customerNotFound');
  return user;
}

/** The signed-in customer's data. */
export async function exportAccount(customerOrders: CustomerOrders, customerId: string): Promise<AccountExport> {
  return exportOf(customerOrders, await existingCustomer(customerId));
}

/** A customer's data, for an admin; 404 for an id that is not a customer's. */
export async function exportCustomer(customerOrders: CustomerOrders, id: string): Promise<AccountExport> {
  return exportOf(customerOrders, await existingCustomer(id));
}

/** The download's header: the file is named by the day it was made (UTC). */
export function exportDisposition(data: AccountExport): string {
  return `attachment; filename="moveday-data-${new Date(data.exportedAt).toISOString().slice(0, 10)}.json"`;
}

// ---------------------------------------------------------------------------------------------
// Closing an account

/**
 * Closes a customer's account, in one transaction: the account's row is locked (two closures at
 * once: the second finds it closed, 7034), then its moves (none changes status meanwhile); open
 * orders refuse it (7033, nothing changed). Then its enquiries, its orders (with their history
 * entries and webhooks), its mails and the account itself lose what identifies the person.
 */
async function closeAccount(customerOrders: CustomerOrders, id: string, actor: { id: string; role: 'customer' | 'admin' }): Promise<void> {
  await db().transaction(async (transaction) => {
    const customer = await customers.findCustomer(id, transaction, true);
    if (!customer) throw notFound('customerNotFound');
    if (customer.closedAt) throw conflict(ErrorCode.accountAlreadyClosed, 'accountAlreadyClosed');
    const open = await customerOrders.lockOrdersOf(id, transaction);
    if (open.length > 0) throw conflict(ErrorCode.accountHasOpenOrders, 'accountHasOpenOrders', { moveNumbers: open.join(', ') });
    const placeholders = closedAccount(id);
    const personal = [customer.firstName, customer.lastName, customer.email, customer.phone];
    // The account first: the orders' history (and the webhooks' snapshots of it) names the customer by it.
    await customers.closeAccountRow(id, placeholders, actor.id, transaction);
    const fromEnquiries = await closeEnquiriesOf(customer.email, placeholders, transaction);
    const orders = await customerOrders.closeOrdersOf({ customerId: id, actor, personal, placeholders }, transaction);
    await closeMailsOf(
      {
        addresses: [customer.email, ...orders.emails],
        placeholder: placeholders.email,
        orderIds: orders.moveIds,
        personal: [...personal, ...fromEnquiries, ...orders.personal],
      },
      transaction,
    );
  });
  logger.info({ customerId: id, by: actor.role }, 'customer account closed');
}

/** The signed-in customer closes their own account, with their password. */
export async function closeOwnAccount(customerOrders: CustomerOrders, customer: Principal, password: unknown): Promise<void> {
  if (typeof password !== 'string' || password === '') throw validationError({ password: { key: 'fillMandatoryFields' } });
  const user = await repo.findUserById(customer.id);
  if (!user) throw notFound('customerNotFound');
  if (!(await verifyPassword(password, user.passwordHash))) throw validationError({ password: { key: 'passwordIncorrect' } });
  await closeAccount(customerOrders, user.id, { id: customer.id, role: 'customer' });
}

/** An admin closes a customer's account from the console; the account as it now is. */
export async function closeCustomer(customerOrders: CustomerOrders, admin: Principal, id: string): Promise<AdminCustomerDetail> {
  const customer = await existingCustomer(id);
  await closeAccount(customerOrders, customer.id, { id: admin.id, role: 'admin' });
  return getCustomer(customerOrders, customer.id);
}

// ---------------------------------------------------------------------------------------------
// The console's Customers list and page

const closedFilter: ListFilter<boolean> = {
  choices: ['true', 'false'],
  parse: (value) => (value === true || value === 'true' ? true : value === false || value === 'false' ? false : undefined),
};

const toAdminCustomer = (customer: customers.CustomerRecord, counts: { orders: number; open: number } | undefined): AdminCustomer => ({
  id: customer.id,
  firstName: customer.firstName,
  lastName: customer.lastName,
  email: customer.email,
  phone: customer.phone,
  language: customer.locale,
  createdAt: customer.createdAt.getTime(),
  closedAt: customer.closedAt?.getTime() ?? null,
  closedBy: customer.closedBy,
  ordersCount: counts?.orders ?? 0,
  openOrdersCount: counts?.open ?? 0,
});

export async function listCustomers(customerOrders: CustomerOrders, query: ListQuery, plain: PlainListQuery): Promise<ListPage<AdminCustomer>> {
  const request = parseListRequest(
    query,
    {
      sortable: ['createdAt', 'lastName', 'firstName', 'email', 'closedAt'] as const,
      defaultSort: ['createdAt', 'DESC'],
      filters: { closed: closedFilter },
    },
    plain,
  );
  const criteria: customers.CustomerCriteria = { terms: request.terms, closed: request.filters.closed, ids: request.ids };
  const [rows, total] = await Promise.all([
    customers.findCustomerPage(criteria, request.sortField, request.sortOrder, request.offset, request.limit),
    customers.countCustomerRows(criteria),
  ]);
  const counts = await customerOrders.orderCountsOf(rows.map((row) => row.id));
  return { rows: rows.map((row) => toAdminCustomer(row, counts.get(row.id))), offset: request.offset, total };
}

/** A customer with their orders, newest first; 404 for any id that is not a customer's. */
export async function getCustomer(customerOrders: CustomerOrders, id: string): Promise<AdminCustomerDetail> {
  const key = databaseId(id);
  const customer = key ? await customers.findCustomer(key) : null;
  if (!customer) throw notFound('customerNotFound');
  const [counts, orders] = await Promise.all([customerOrders.orderCountsOf([customer.id]), customerOrders.orderLinesOf(customer.id)]);
  return { ...toAdminCustomer(customer, counts.get(customer.id)), orders };
}
