import { ASSIGNMENT_STATES, CLOSED_STATUSES, OPEN_STATUSES, isoToDay, type AssignmentState, type OrderStatus } from '@moveday/openapi';
import { assignmentFactsOf } from './orderRecords.js';
import { dayFilter, oneOf, parseListRequest, someOf, type ListPage, type ListQuery } from '../../platform/restList.js';
import * as repo from './adminOrdersRepository.js';
import type { AdminOrderRow, OrderTabCounts } from './adminOrdersTypes.js';

/** The spec's exclusive filters (admin-side §2, §4), each one status. */
const VIEWS = {
  unassigned: 'open',
  assigned: 'partnerassigned',
  unconfirmed: 'estimate_open',
  completed: 'completed',
  cancelled: 'cancelled',
} as const satisfies Record<string, OrderStatus>;
type View = keyof typeof VIEWS;

interface OrderFilters {
  group: 'open' | 'close';
  status: OrderStatus[];
  view: View;
  assignmentState: AssignmentState[];
  changeRequest: 'pending';
  moveDayFrom: string;
  moveDayTo: string;
}

/** `sort`, `range` and `filter` (`group`, `status`, `view`, `assignmentState`, `q`, `id`) as the console sends them. */
const readOrderList = (query: ListQuery) =>
  parseListRequest<repo.OrderSortField, OrderFilters>(query, {
    sortable: ['default', 'moveDate', 'customerName', 'moveID', 'moveStatus', 'partnerName', 'finalMoveAmount'],
    defaultSort: ['default', 'ASC'],
    filters: {
      group: oneOf(['open', 'close']),
      status: someOf([...OPEN_STATUSES, ...CLOSED_STATUSES]),
      view: oneOf(Object.keys(VIEWS) as View[]),
      assignmentState: someOf(ASSIGNMENT_STATES.map((state) => state.key)),
      changeRequest: oneOf(['pending'] as const),
      moveDayFrom: dayFilter,
      moveDayTo: dayFilter,
    },
  });

/** Both the status filter and a view: only the statuses they agree on. */
function statusesOf(status: OrderStatus[] | undefined, view: OrderStatus | undefined): OrderStatus[] | undefined {
  if (view === undefined) return status;
  return status === undefined ? [view] : status.filter((s) => s === view);
}

function toRow(r: repo.OrderListRow): AdminOrderRow {
  return {
    id: r.id,
    moveDatabaseID: r.id,
    moveID: r.moveNumber,
    customerName: `${r.customerFirstName ?? ''} ${r.customerLastName ?? ''}`.trim(),
    customerEmail: r.customerEmail ?? '',
    customerPhone: r.customerPhone ?? '',
    changeRequestPending: r.changeRequestPending,
    moveDate: isoToDay(r.moveDay),
    preferredDates: [isoToDay(r.preferredDate1), isoToDay(r.preferredDate2)],
    partnerName: r.partnerName,
    moveStatus: r.status,
    finalMoveAmount: r.finalAmount,
    ...assignmentFactsOf(r),
  };
}

/**
 * Without any of `sort`, `range` and `filter`: the spec's plain list, every order in its default order.
 * With them: ra-data-simple-rest's page, filtered, sorted and paged by the database.
 */
export async function listOrders(query: ListQuery): Promise<ListPage<AdminOrderRow>> {
  if (query.sort === undefined && query.range === undefined && query.filter === undefined) {
    const rows = await repo.findOrderPage({ criteria: { terms: [] }, sort: 'default', order: 'ASC', offset: 0, limit: null });
    return { rows: rows.map(toRow), offset: 0, total: rows.length };
  }
  const list = readOrderList(query);
  const { group, status, view, assignmentState, changeRequest, moveDayFrom, moveDayTo } = list.filters;
  const criteria: repo.OrderCriteria = {
    group,
    statuses: statusesOf(status, view && VIEWS[view]),
    terms: list.terms,
    ids: list.ids,
    assignmentStates: assignmentState,
    changeRequestPending: changeRequest === 'pending',
    moveDayFrom,
    moveDayTo,
  };
  const request: repo.OrderPageRequest = { criteria, sort: list.sortField, order: list.sortOrder, offset: list.offset, limit: list.limit };
  if (criteria.terms.length > 0 || criteria.ids) {
    const page = await repo.findOrderPageWithTotal(request);
    const total = page.total ?? (list.offset === 0 ? 0 : await repo.countOrders(criteria));
    return { rows: page.rows.map(toRow), offset: list.offset, total };
  }
  const [rows, total] = await Promise.all([repo.findOrderPage(request), repo.countOrders(criteria)]);
  return { rows: rows.map(toRow), offset: list.offset, total };
}

/** The tabs' figures for the current search: a view (an exclusive filter) counts only on its own tab. */
export async function countOrderTabs(filterText: string | undefined): Promise<OrderTabCounts> {
  const { filters, terms, ids } = readOrderList({ filter: filterText });
  const view = filters.view && VIEWS[filters.view];
  const onTab = (tab: readonly OrderStatus[]): repo.OrderCriteria => ({
    statuses: statusesOf(filters.status, view !== undefined && tab.includes(view) ? view : undefined),
    terms,
    ids,
    assignmentStates: filters.assignmentState,
    changeRequestPending: filters.changeRequest === 'pending',
    moveDayFrom: filters.moveDayFrom,
    moveDayTo: filters.moveDayTo,
  });
  return repo.countTabs(onTab(OPEN_STATUSES), onTab(CLOSED_STATUSES));
}
