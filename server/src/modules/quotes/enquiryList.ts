// The console's read-only list of enquiries, and one enquiry.
import { databaseId } from '../../platform/databaseId.js';
import { notFound } from '../../platform/errors.js';
import { oneOf, parseListRequest, type ListPage, type ListQuery } from '../../platform/restList.js';
import type { EnquiryKind } from './enquiriesModels.js';
import * as repo from './enquiriesRepository.js';
import type { EnquiryRow } from './enquiriesTypes.js';

const KINDS: readonly EnquiryKind[] = ['home', 'commercial'];

/** An enquiry as the console's list and a customer's data give it. */
export const toEnquiryRow = (e: repo.EnquiryRecord): EnquiryRow => ({
  id: e.id,
  kind: e.kind,
  createdAt: e.createdAt.getTime(),
  firstName: e.firstName,
  lastName: e.lastName,
  email: e.email,
  phone: e.phone,
  selectOption: e.selectOption,
  fromlocation: e.fromLocation,
  tolocation: e.toLocation,
  message: e.message,
  notification: e.notification,
});

/** ra-data-simple-rest's page: filtered (`kind`, `q`, `id`), sorted and paged by the database. */
export async function listEnquiries(query: ListQuery): Promise<ListPage<EnquiryRow>> {
  const list = parseListRequest(query, {
    sortable: ['createdAt', 'kind', 'firstName', 'lastName', 'email', 'phone', 'selectOption'],
    defaultSort: ['createdAt', 'DESC'],
    filters: { kind: oneOf(KINDS) },
  });
  const criteria: repo.EnquiryCriteria = { kind: list.filters.kind, terms: list.terms, ids: list.ids };
  const [rows, total] = await Promise.all([
    repo.findEnquiryPage({ criteria, sort: list.sortField, order: list.sortOrder, offset: list.offset, limit: list.limit }),
    repo.countEnquiries(criteria),
  ]);
  return { rows: rows.map(toEnquiryRow), offset: list.offset, total };
}

export async function getEnquiry(id: string): Promise<EnquiryRow> {
  const key = databaseId(id);
  const found = key ? await repo.findEnquiryById(key) : null;
  if (!found) throw notFound('enquiryNotFound');
  return toEnquiryRow(found);
}
