// The console's Payments list: every ledger line of every order, with filters and the totals of
// what they select.
import { stringify } from 'csv-stringify/sync';
import {
  COMPANY_TIME_ZONE,
  LEDGER_KINDS,
  PAYMENT_METHODS,
  dayToIso,
  formatDay,
  isoToDay,
  labelOf,
  todayIn,
  type LedgerKind,
  type PaymentMethod,
} from '@moveday/openapi';
import { defuseFormula } from '../../platform/csvText.js';
import { dayFilter, idFilter, parseListRequest, someOf, type ListPage, type ListQuery } from '../../platform/restList.js';
import { toEntry } from './ledgerService.js';
import * as repo from './paymentsRepository.js';
import type { LedgerEntry, LedgerTotals, MoneyFigures } from './paymentsTypes.js';

const FILTERS = {
  kind: someOf<LedgerKind>(LEDGER_KINDS.map((kind) => kind.key)),
  method: someOf<PaymentMethod>(PAYMENT_METHODS.map((method) => method.key)),
  orderId: idFilter('an order id'),
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

/** The most lines one file holds: a year of a busy company's payments, several times over. */
const CSV_MAX_LINES = 100_000;

/**
 * The accountant's file: every line the filter selects, oldest first, in dollars and cents
 * (refunds and disputes negative), with the totals' sum checkable by hand. CSV with a byte order
 * mark for Excel; text defused against formulas.
 */
export async function ledgerCsv(filter: string | undefined): Promise<{ fileName: string; content: Buffer }> {
  const { criteria } = criteriaOf({ filter });
  const rows = await repo.findLedgerPage({ criteria, sort: 'receivedOn', order: 'ASC', offset: 0, limit: CSV_MAX_LINES });
  const dollars = (cents: number) => (cents / 100).toFixed(2);
  const text = stringify(
    rows.map((line) => [
      formatDay(isoToDay(line.receivedOn)),
      line.moveNumber,
      labelOf(LEDGER_KINDS, line.kind),
      labelOf(PAYMENT_METHODS, line.method),
      line.purpose ?? '',
      dollars(line.kind === 'payment' ? line.amountCents : -line.amountCents),
      defuseFormula(line.reference ?? ''),
      defuseFormula(line.reason ?? ''),
      defuseFormula(line.recordedByName ?? (line.recordedByRole === 'system' ? 'Stripe' : '')),
      line.createdAt.toISOString(),
      line.id,
    ]),
    {
      header: true,
      columns: ['Received On', 'Move ID', 'Kind', 'Method', 'Purpose', 'Amount (USD)', 'Reference', 'Reason', 'Recorded By', 'Recorded At (UTC)', 'Line ID'],
      bom: true,
    },
  );
  return { fileName: `moveday-payments-${dayToIso(todayIn(COMPANY_TIME_ZONE))}.csv`, content: Buffer.from(text, 'utf8') };
}

/** The dashboard's money: this month's net collections (Denver's calendar) and what is owed. */
export async function moneyFigures(): Promise<MoneyFigures> {
  const today = dayToIso(todayIn(COMPANY_TIME_ZONE));
  const figures = await repo.moneyFigures(`${today.slice(0, 8)}01`, today);
  return {
    collectedThisMonthCents: figures.collectedCents,
    outstandingCents: figures.outstandingCents,
    ordersOwing: figures.ordersOwing,
    upcomingCents: figures.upcomingCents,
  };
}
