// The console's Settlements tab: every partner's statements with filters and the totals of what
// they select, the dashboard's money out, and the accountant's per-partner file for a period.
import { stringify } from 'csv-stringify/sync';
import { COMPANY_TIME_ZONE, STATEMENT_STATES, dayToIso, todayIn, type StatementState } from '@moveday/openapi';
import { defuseFormula } from '../../platform/csvText.js';
import { validationError } from '../../platform/errors.js';
import { dayFilter, idFilter, parseListRequest, someOf, type ListPage, type ListQuery } from '../../platform/restList.js';
import * as repo from './statementsRepository.js';
import { adminStatementView } from './statements.js';
import type { AdminStatement, SettlementFigures, StatementTotals } from './settlementsTypes.js';

const FILTERS = {
  partnerId: idFilter('a partner id'),
  state: someOf<StatementState>(STATEMENT_STATES.map((state) => state.key)),
  from: dayFilter,
  to: dayFilter,
};

function criteriaOf(query: ListQuery) {
  const request = parseListRequest(query, {
    sortable: ['weekStart', 'issuedAt', 'totalCents', 'partnerName', 'number'] as const,
    defaultSort: ['weekStart', 'DESC'],
    filters: FILTERS,
  });
  const { partnerId, state, from, to } = request.filters;
  const criteria: repo.StatementCriteria = { partnerId, states: state, from, to, terms: request.terms, ids: request.ids };
  return { request, criteria };
}

export async function listStatements(query: ListQuery): Promise<ListPage<AdminStatement>> {
  const { request, criteria } = criteriaOf(query);
  const [rows, totals] = await Promise.all([
    repo.findStatementPage({ criteria, sort: request.sortField, order: request.sortOrder, offset: request.offset, limit: request.limit }),
    repo.statementTotals(criteria),
  ]);
  return { rows: rows.map(adminStatementView), offset: request.offset, total: totals.count };
}

export async function statementTotals(filter: string | undefined): Promise<StatementTotals> {
  const { criteria } = criteriaOf({ filter });
  const totals = await repo.statementTotals(criteria);
  return { ...totals, owedCents: totals.totalCents - totals.paidCents };
}

/** The dashboard's money out: owed now, and paid this calendar month (company time zone). */
export async function settlementFigures(): Promise<SettlementFigures> {
  const today = dayToIso(todayIn(COMPANY_TIME_ZONE));
  return repo.settlementFigures(`${today.slice(0, 8)}01`, today);
}

/**
 * The accountant's file: per partner, the statements of the weeks that ended in the period (`from`
 * and `to` in the filter, both required), what they paid for jobs, call-outs and adjustments, their
 * total, and what of it is paid and still owed. CSV with a byte order mark for Excel; English.
 */
export async function settlementsCsv(filter: string | undefined): Promise<{ fileName: string; content: Buffer }> {
  const { criteria } = criteriaOf({ filter });
  if (!criteria.from || !criteria.to || criteria.from > criteria.to) throw validationError({ filter: 'settlementsPeriodRequired' });
  const rows = await repo.periodTotals(criteria.from, criteria.to);
  const dollars = (cents: number) => (cents / 100).toFixed(2);
  const text = stringify(
    rows.map((row) => [
      defuseFormula(row.partnerName),
      row.partnerId,
      row.statements,
      dollars(row.jobCents),
      dollars(row.calloutCents),
      dollars(row.adjustmentCents),
      dollars(row.totalCents),
      dollars(row.paidCents),
      dollars(row.totalCents - row.paidCents),
    ]),
    {
      header: true,
      columns: ['Partner', 'Partner ID', 'Statements', 'Jobs (USD)', 'Call-out fees (USD)', 'Adjustments (USD)', 'Total (USD)', 'Paid (USD)', 'Owed (USD)'],
      bom: true,
    },
  );
  return { fileName: `moveday-settlements-${criteria.from}-to-${criteria.to}.csv`, content: Buffer.from(text, 'utf8') };
}
