import { ErrorCode } from '@moveday/openapi';
import type { Principal } from '../../platform/auth.js';
import { db } from '../../platform/database.js';
import { conflict, notFound, validationError } from '../../platform/errors.js';
import { logger } from '../../platform/logger.js';
import { closedAccount } from '../../platform/redaction.js';
import { closeMailsOf } from '../mails/index.js';
import { closeEnquiriesOf } from '../quotes/index.js';
import type { AdminCustomerDetail } from './accountDataTypes.js';
import { existingCustomer } from './accountExport.js';
import type { CustomerOrders } from './customerOrders.js';
import { getCustomer } from './customerList.js';
import * as customers from './customersRepository.js';
import { verifyPassword } from './passwords.js';
import * as repo from './usersRepository.js';

// Closing a customer's account (issue 21): the customer from their profile, with their password;
// an admin from the console. Closing is one transaction, the same for both (closeAccount).

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
