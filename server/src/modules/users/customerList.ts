import { databaseId } from '../../platform/databaseId.js';
import { notFound } from '../../platform/errors.js';
import { parseListRequest, type ListFilter, type ListPage, type ListQuery, type PlainListQuery } from '../../platform/restList.js';
import type { AdminCustomer, AdminCustomerDetail } from './accountDataTypes.js';
import type { CustomerOrders } from './customerOrders.js';
import * as customers from './customersRepository.js';

// The console's Customers list and a customer's page: each account with its orders counted.

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
