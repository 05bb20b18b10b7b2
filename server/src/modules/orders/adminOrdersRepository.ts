import { QueryTypes, type Attributes, type Transaction } from 'sequelize';
import { CLOSED_STATUSES, OPEN_STATUSES, type AssignmentState, type OrderStatus } from '@moveday/openapi';
import { db } from '../../platform/database.js';
import { MoveEventModel, MoveModel } from './models.js';
import type { NewMove } from './movesRepository.js';

/**
 * The console's queries over orders. Lists are filtered, sorted and paged by PostgreSQL on the
 * generated columns of migration 0004 (`list_rank`, `list_day`, `move_day`, `customer_sort`,
 * `search_text`), so a page costs the same with a hundred orders or a hundred thousand.
 */

/** A move's columns as plain values (dates as 'YYYY-MM-DD'). */
export type MoveRow = Attributes<MoveModel>;

export type OrderSortField = 'default' | 'moveDate' | 'customerName' | 'moveID' | 'moveStatus' | 'partnerName' | 'finalMoveAmount';

export interface OrderCriteria {
  /** Only orders moving on or after / on or before these days (ISO dates): the actual move date, else the first preferred one. */
  moveDayFrom?: string;
  moveDayTo?: string;
  /** The Open tab (estimate_open, open, partnerassigned) or the Close tab (completed, cancelled). */
  group?: 'open' | 'close';
  /** Only these statuses (already checked against the catalogue). */
  statuses?: OrderStatus[];
  /** Each must occur in the row's search text: lowercased, LIKE-escaped. */
  terms: string[];
  /** Only these ids (react-admin's getMany). */
  ids?: string[];
  /** Only orders whose assignment is in one of these states. */
  assignmentStates?: AssignmentState[];
  /** Only orders with a change request waiting for an answer. */
  changeRequestPending?: boolean;
}

/** The offer's columns (migration 0009). */
export interface AssignmentColumns {
  assignmentState: AssignmentState | null;
  offerPartnerId: string | null;
  offerPartnerName: string | null;
  offerDeadline: Date | null;
  declineReason: string | null;
  crewOnWayAt: Date | null;
}

export interface OrderListRow extends AssignmentColumns {
  id: string;
  moveNumber: string;
  status: OrderStatus;
  customerFirstName: string | null;
  customerLastName: string | null;
  customerEmail: string | null;
  customerPhone: string | null;
  /** 'YYYY-MM-DD' */
  moveDay: string;
  preferredDate1: string;
  preferredDate2: string;
  partnerName: string | null;
  finalAmount: number | null;
  changeRequestPending: boolean;
}

export interface OrderPageRequest {
  criteria: OrderCriteria;
  sort: OrderSortField;
  order: 'ASC' | 'DESC';
  offset: number;
  /** null: every matching row (the spec's plain list). */
  limit: number | null;
}

/** SQL with its $n parameters, built up piece by piece. */
class Sql {
  readonly values: unknown[] = [];
  param(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
  list(values: readonly unknown[]): string {
    return values.map((value) => this.param(value)).join(', ');
  }
}

/** The order has a change request waiting (one probe of the pending requests' unique index). */
const PENDING_REQUEST = "EXISTS (SELECT 1 FROM change_requests c WHERE c.move_id = moves.id AND c.state = 'pending')";

const GROUPS = { open: OPEN_STATUSES, close: CLOSED_STATUSES } as const;

/**
 * A tab alone is a range of `list_rank`, which the default order's index reads in order. With
 * statuses, only those of the tab, as the one condition: a second, overlapping one misleads the
 * planner's estimates (it takes them as independent) into combining indexes for nothing. Except
 * that an Open-tab search keeps `list_rank <= 2`, which lets the open orders' own trigram index serve it.
 */
function whereClause(sql: Sql, criteria: OrderCriteria): string {
  const parts = ['list_rank IS NOT NULL'];
  const group = criteria.group ? GROUPS[criteria.group] : undefined;
  if (criteria.statuses) {
    const statuses = group ? criteria.statuses.filter((status) => group.includes(status)) : criteria.statuses;
    parts.push(statuses.length === 0 ? 'false' : `status IN (${sql.list(statuses)})`);
    if (criteria.group === 'open' && criteria.terms.length > 0) parts.push('list_rank <= 2');
  } else if (criteria.group) {
    parts.push(criteria.group === 'open' ? 'list_rank <= 2' : 'list_rank = 3');
  }
  if (criteria.ids) parts.push(criteria.ids.length === 0 ? 'false' : `id IN (${sql.list(criteria.ids)})`);
  if (criteria.assignmentStates) parts.push(criteria.assignmentStates.length === 0 ? 'false' : `assignment_state IN (${sql.list(criteria.assignmentStates)})`);
  if (criteria.changeRequestPending) parts.push(PENDING_REQUEST);
  if (criteria.moveDayFrom) parts.push(`move_day >= ${sql.param(criteria.moveDayFrom)}::date`);
  if (criteria.moveDayTo) parts.push(`move_day <= ${sql.param(criteria.moveDayTo)}::date`);
  for (const term of criteria.terms) parts.push(`search_text LIKE ${sql.param(`%${term}%`)}`);
  return parts.join(' AND ');
}

const LIFECYCLE_ORDER = "CASE status WHEN 'estimate_open' THEN 0 WHEN 'open' THEN 1 WHEN 'partnerassigned' THEN 2 WHEN 'completed' THEN 3 ELSE 4 END";

/** The main key in the asked direction, then the spec's default order, then the id so pages never overlap. */
function orderByClause(sort: OrderSortField, order: 'ASC' | 'DESC'): string {
  if (sort === 'default') return `list_rank ${order}, list_day ${order}, customer_sort ${order}, id ${order}`;
  const tail = 'list_rank ASC, list_day ASC, customer_sort ASC, id ASC';
  switch (sort) {
    case 'moveDate':
      return `move_day ${order}, ${tail}`;
    case 'customerName':
      return `customer_sort ${order}, id ${order}`;
    case 'moveID':
      // MD-100001 ... MD-999999, then MD-1000000: the number, not the text, orders them.
      return `length(move_number) ${order}, move_number ${order}`;
    case 'moveStatus':
      return `${LIFECYCLE_ORDER} ${order}, ${tail}`;
    case 'partnerName':
      return `lower(partner_name) ${order} NULLS LAST, ${tail}`;
    case 'finalMoveAmount':
      return `final_amount ${order} NULLS LAST, ${tail}`;
  }
}

const ROW_COLUMNS = `
  id, move_number AS "moveNumber", status,
  customer_first_name AS "customerFirstName", customer_last_name AS "customerLastName",
  customer_email AS "customerEmail", customer_phone AS "customerPhone",
  move_day::text AS "moveDay", preferred_date_1::text AS "preferredDate1", preferred_date_2::text AS "preferredDate2",
  partner_name AS "partnerName", final_amount AS "finalAmount",
  assignment_state AS "assignmentState", offer_partner_id AS "offerPartnerId", offer_partner_name AS "offerPartnerName",
  offer_deadline AS "offerDeadline", decline_reason AS "declineReason", crew_on_way_at AS "crewOnWayAt",
  ${PENDING_REQUEST} AS "changeRequestPending"`;

function pageQuery(request: OrderPageRequest, extraColumns = ''): { text: string; values: unknown[] } {
  const sql = new Sql();
  const where = whereClause(sql, request.criteria);
  const page = request.limit === null ? '' : ` LIMIT ${sql.param(request.limit)} OFFSET ${sql.param(request.offset)}`;
  return {
    text: `SELECT ${ROW_COLUMNS}${extraColumns} FROM moves WHERE ${where} ORDER BY ${orderByClause(request.sort, request.order)}${page}`,
    values: sql.values,
  };
}

export async function findOrderPage(request: OrderPageRequest): Promise<OrderListRow[]> {
  const { text, values } = pageQuery(request);
  return db().query<OrderListRow>(text, { bind: values, type: QueryTypes.SELECT });
}

/**
 * A page and the number of all matches in one statement. Only for a narrow search: the database
 * reads every match to sort them anyway, so counting them costs nothing more; where an index gives
 * the order, a separate count is cheaper (the page stops after its rows). The total is null when
 * the page is empty: past the end there is no row to carry it.
 */
export async function findOrderPageWithTotal(request: OrderPageRequest): Promise<{ rows: OrderListRow[]; total: number | null }> {
  const { text, values } = pageQuery(request, ', count(*) OVER ()::int AS "total"');
  const found = await db().query<OrderListRow & { total: number }>(text, { bind: values, type: QueryTypes.SELECT });
  return { rows: found, total: found[0]?.total ?? null };
}

export async function countOrders(criteria: OrderCriteria): Promise<number> {
  const sql = new Sql();
  const [row] = await db().query<{ total: number }>(`SELECT count(*)::int AS total FROM moves WHERE ${whereClause(sql, criteria)}`, {
    bind: sql.values,
    type: QueryTypes.SELECT,
  });
  return row!.total;
}

/**
 * Both tabs' counts, those matching each tab's criteria and all of them, in one round trip: four
 * sub-selects, each planned on its own so that each can use its own index.
 */
export async function countTabs(open: OrderCriteria, close: OrderCriteria): Promise<{ open: number; close: number; openTotal: number; closeTotal: number }> {
  const sql = new Sql();
  const count = (criteria: OrderCriteria) => `(SELECT count(*)::int FROM moves WHERE ${whereClause(sql, criteria)})`;
  const [row] = await db().query<{ open: number; close: number; openTotal: number; closeTotal: number }>(
    `SELECT ${count({ ...open, group: 'open' })} AS open, ${count({ ...close, group: 'close' })} AS close,
            ${count({ terms: [], group: 'open' })} AS "openTotal", ${count({ terms: [], group: 'close' })} AS "closeTotal"`,
    { bind: sql.values, type: QueryTypes.SELECT },
  );
  return row!;
}

/** Locks the move's row for the rest of the transaction: its changes' events then queue in the order they commit. */
export async function lockMoveRow(id: string, transaction: Transaction): Promise<void> {
  await db().query('SELECT id FROM moves WHERE id = $1 FOR UPDATE', { bind: [id], transaction, type: QueryTypes.SELECT });
}

export async function findMoveRow(id: string, transaction?: Transaction): Promise<MoveRow | null> {
  const found = await MoveModel.findByPk(id, { transaction });
  return found ? found.get({ plain: true }) : null;
}

export interface MoveEventRecord {
  at: Date;
  actorId: string | null;
  actorRole: 'visitor' | 'customer' | 'admin' | 'system' | 'partner' | 'integration';
  action: string;
  fromStatus: OrderStatus | null;
  toStatus: OrderStatus | null;
  changes: Record<string, unknown> | null;
}

export async function findMoveEvents(moveId: string, transaction?: Transaction): Promise<MoveEventRecord[]> {
  const events = await MoveEventModel.findAll({
    where: { moveId },
    order: [
      ['at', 'ASC'],
      ['id', 'ASC'],
    ],
    transaction,
  });
  return events.map((e) => ({
    at: e.at,
    actorId: e.actorId,
    actorRole: e.actorRole,
    action: e.action,
    fromStatus: e.fromStatus as OrderStatus | null,
    toStatus: e.toStatus as OrderStatus | null,
    changes: (e.changes as Record<string, unknown> | null) ?? null,
  }));
}

/** The columns an edit may set. */
export type MoveEdit = Partial<
  Pick<
    MoveRow,
    | 'customerId'
    | 'customerFirstName'
    | 'customerLastName'
    | 'customerEmail'
    | 'customerPhone'
    | 'serviceType'
    | 'preferredDate1'
    | 'preferredDate2'
    | 'deliveryDate'
    | 'actualMoveDate'
    | 'pickupCity'
    | 'pickupState'
    | 'pickupZip'
    | 'dropoffCity'
    | 'dropoffState'
    | 'dropoffZip'
    | 'timeZone'
    | 'roadMiles'
    | 'draft'
    | 'estimateFlag'
    | 'estimateAmount'
    | 'priceLines'
    | 'finalAmount'
  >
>;

/**
 * Writes an edit only if the order is still at the version it was read at (optimistic concurrency)
 * and in one of the given statuses, and bumps the version. Null when someone else changed it first.
 */
export async function updateMoveAtVersion(
  id: string,
  version: number,
  statuses: readonly OrderStatus[],
  edit: MoveEdit,
  transaction: Transaction,
): Promise<MoveRow | null> {
  const [count, rows] = await MoveModel.update(
    { ...edit, version: version + 1 },
    { where: { id, version, status: [...statuses] }, returning: true, transaction },
  );
  return count === 1 ? rows[0]!.get({ plain: true }) : null;
}

export async function insertOrder(move: NewMove, transaction: Transaction): Promise<MoveRow> {
  const created = await MoveModel.create(move, { transaction });
  return created.get({ plain: true });
}
