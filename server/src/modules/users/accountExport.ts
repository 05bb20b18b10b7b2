import { databaseId } from '../../platform/databaseId.js';
import { notFound } from '../../platform/errors.js';
import { enquiriesSentWith } from '../quotes/index.js';
import type { AccountExport } from './accountDataTypes.js';
import type { CustomerOrders } from './customerOrders.js';
import * as repo from './usersRepository.js';

// A customer's data (issue 21) as a download: everything MoveDay holds about a customer, their
// account, orders and enquiries. The customer downloads it from their profile; an admin from the console.

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

/** The customer of an id; 404 for an id that is not a customer's. */
export async function existingCustomer(id: unknown): Promise<repo.UserRecord> {
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
