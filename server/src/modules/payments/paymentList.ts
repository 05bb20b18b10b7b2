// The console's Payments list: every ledger line of every order, with filters and the totals of
// what they select.
import { LEDGER_KINDS, PAYMENT_METHODS, dayToIso, isCalendarDay, type LedgerKind, type PaymentMethod } from '@moveday/openapi';
import { databaseId } from '../../platform/databaseId.js';
import { parseListRequest, someOf, type ListFilter, type ListPage, type ListQuery } from '../../platform/restList.js';
import { toEntry } from './ledgerService.js';
import * as repo from './paymentsRepository.js';
import type { LedgerEntry, LedgerTotals } from './paymentsTypes.js';

const orderIdFilter: ListFilter<string> = { choices: ['an order id (UUID)'], parse: (value) => databaseId(value) };
const dayFilter: ListFilter<string> = { choices: ['a calendar day (UTC midnight ms)'], parse: (value) => (isCalendarDay(value) ? dayToIso(value) : undefined) };

const FILTERS = {
  kind: someOf<LedgerKind>(LEDGER_KINDS.map((kind) => kind.key)),
  method: someOf<PaymentMethod>(PAYMENT_METHODS.map((method) => method.key)),
  orderId: orderIdFilter,
  from: dayFilter,
  to: dayFilter,
};

function criteriaOf(query: ListQuery) {
  const request = parseListRequest(query, {
    sortable: ['createdAt', 'receivedOn', 'amountCents', 'kind', 'method'] as const,
    defaultSort: ['createdAt', 'DESC'],
    filters: FILTERS,
  });
  const { kind, method, orderId, from, to } = request.filters;
  const criteria: repo.LedgerCriteria = { kinds: kind, methods: method, moveId: orderId, from, to, terms: request.terms, ids: request.ids };
  return { request, criteria };
}

export async function listLedger(query: ListQuery): Promise<ListPage<LedgerEntry>> {
  const { request, criteria } = criteriaOf(query);
  const [rows, totals] = await Promise.all([
    repo.findLedgerPage({ criteria, sort: request.sortField, order: request.sortOrder, offset: request.offset, limit: request.limit }),
    repo.ledgerTotals(criteria),
  ]);
  return { rows: rows.map(toEntry), offset: request.offset, total: totals.count };
}

export async function ledgerTotals(filter: string | undefined): Promise<LedgerTotals> {
  const { criteria } = criteriaOf({ filter });
  const totals = await repo.ledgerTotals(criteria);
  return { ...totals, netCents: totals.receivedCents - totals.returnedCents };
}
