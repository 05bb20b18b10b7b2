import type { Principal } from '../../platform/auth.js';
import type { ListPage, ListQuery } from '../../platform/restList.js';
import type { AccountExport, AdminCustomer, AdminCustomerDetail } from './accountDataTypes.js';

/** The json-server form of a list request, which the customers list takes beside ra-data-simple-rest's. */
export interface PlainListQuery {
  _start?: string;
  _end?: string;
  _sort?: string;
  _order?: string;
  q?: string;
  closed?: string;
}

const notYet = (): never => {
  throw new Error('not built yet');
};

export async function exportAccount(_customerId: string): Promise<AccountExport> {
  return notYet();
}

export function exportDisposition(data: AccountExport): string {
  return `attachment; filename="moveday-data-${new Date(data.exportedAt).toISOString().slice(0, 10)}.json"`;
}

export async function closeOwnAccount(_customer: Principal, _password: unknown): Promise<void> {
  return notYet();
}

export async function listCustomers(_query: ListQuery, _plain: PlainListQuery): Promise<ListPage<AdminCustomer>> {
  return notYet();
}

export async function getCustomer(_id: string): Promise<AdminCustomerDetail> {
  return notYet();
}

export async function exportCustomer(_id: string): Promise<AccountExport> {
  return notYet();
}

export async function closeCustomer(_admin: Principal, _id: string): Promise<AdminCustomerDetail> {
  return notYet();
}
