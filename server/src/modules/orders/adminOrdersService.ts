import { isDeepStrictEqual } from 'node:util';
import {
  CLOSED_STATUSES,
  ErrorCode,
  Limits,
  Messages,
  OPEN_STATUSES,
  Patterns,
  Ranges,
  dayToIso,
  formatDay,
  isEmail,
  isName,
  isPhone,
  isWholeNumberIn,
  isoToDay,
  type OrderStatus,
} from '@moveday/openapi';
import type { Principal } from '../../platform/auth.js';
import { db } from '../../platform/database.js';
import { conflict, notFound, validationError } from '../../platform/errors.js';
import { parseListQuery } from '../../platform/restList.js';
import { quoteMove, type MoveDraft, type QuoteDetails } from '../quotes/index.js';
import { findUserDetailsByEmail, findUserDetailsById } from '../users/index.js';
import * as repo from './adminOrdersRepository.js';
import type {
  AddOrderAnswer,
  AddOrderRequest,
  AdminOrderDetail,
  AdminOrderRow,
  CustomerDetailsInput,
  FinalAmountInput,
  OrderHistoryEntry,
  OrderTabCounts,
} from './adminOrdersTypes.js';
import { insertMoveEvent } from './movesRepository.js';
import { pricedColumns } from './pricedColumns.js';
import { toOrderDetail } from './orderViews.js';

const SEARCH_TOO_LONG = 'Search text can be at most 100 characters';

const LISTED_STATUSES: readonly OrderStatus[] = [...OPEN_STATUSES, ...CLOSED_STATUSES];

/** The spec's exclusive filters (admin-side §2, §4), each one status. */
const VIEWS: Readonly<Record<string, OrderStatus>> = {
  unassigned: 'open',
  assigned: 'partnerassigned',
  unconfirmed: 'estimate_open',
  completed: 'completed',
  cancelled: 'cancelled',
};

/** `id` is react-admin's default sort field; sorting by a random UUID means nothing, so it sorts as `default`. */
const SORTABLE = ['default', 'moveDate', 'customerName', 'moveID', 'moveStatus', 'partnerName', 'finalMoveAmount', 'id'] as const;
const FILTER_KEYS = ['group', 'status', 'view', 'q', 'id'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const day = (iso: string | null | undefined): number | null => (iso ? isoToDay(iso) : null);

// ---------------------------------------------------------------------------------------------
// The list

export interface OrderListQuery {
  sort?: string;
  range?: string;
  filter?: string;
}

export interface OrderList {
  rows: AdminOrderRow[];
  offset: number;
  total: number;
}

function toRow(r: repo.OrderListRow): AdminOrderRow {
  return {
    id: r.id,
    moveDatabaseID: r.id,
    moveID: r.moveNumber,
    customerName: `${r.customerFirstName ?? ''} ${r.customerLastName ?? ''}`.trim(),
    customerEmail: r.customerEmail ?? '',
    customerPhone: r.customerPhone ?? '',
    moveDate: isoToDay(r.moveDay),
    preferredDates: [isoToDay(r.preferredDate1), isoToDay(r.preferredDate2)],
    partnerName: r.partnerName,
    moveStatus: r.status,
    finalMoveAmount: r.finalAmount,
  };
}

/**
 * Words of the search box, each of which must occur in the name, email, phone or move number.
 * A search made of digits and phone punctuation, like (303) 555-0100, looks for its digits.
 */
function searchTerms(q: unknown): string[] {
  if (q === undefined || q === null) return [];
  if (typeof q !== 'string' && typeof q !== 'number') throw validationError({ 'filter.q': 'q must be text' });
  const text = String(q).trim().toLowerCase();
  if (text.length > 100) throw validationError({ 'filter.q': SEARCH_TOO_LONG });
  if (!text) return [];
  const words = /^[\d\s().+-]+$/.test(text) && /\d/.test(text) ? [text.replace(/\D/g, '')] : text.split(/\s+/);
  return words.map((word) => word.replace(/[\\%_]/g, (c) => `\\${c}`));
}

function statusList(value: unknown): OrderStatus[] | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const list = Array.isArray(value) ? value : [value];
  for (const status of list) {
    if (!LISTED_STATUSES.includes(status as OrderStatus)) {
      throw validationError({ 'filter.status': `status must be among: ${LISTED_STATUSES.join(', ')}` });
    }
  }
  return list as OrderStatus[];
}

function viewStatus(value: unknown): OrderStatus | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const status = typeof value === 'string' ? VIEWS[value] : undefined;
  if (!status) throw validationError({ 'filter.view': `view must be one of: ${Object.keys(VIEWS).join(', ')}` });
  return status;
}

function groupOf(value: unknown): 'open' | 'close' | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (value !== 'open' && value !== 'close') throw validationError({ 'filter.group': 'group must be open or close' });
  return value;
}

/** Both the status filter and a view: only the statuses they agree on. */
function statusesOf(status: OrderStatus[] | undefined, view: OrderStatus | undefined): OrderStatus[] | undefined {
  if (view === undefined) return status;
  return status === undefined ? [view] : status.filter((s) => s === view);
}

interface ParsedFilter {
  group?: 'open' | 'close';
  status?: OrderStatus[];
  view?: OrderStatus;
  terms: string[];
  ids?: string[];
}

function parseFilter(filter: Record<string, unknown>): ParsedFilter {
  const unknownKey = Object.keys(filter).find((key) => !FILTER_KEYS.includes(key));
  if (unknownKey) throw validationError({ filter: `Unknown filter "${unknownKey}"; filters are: ${FILTER_KEYS.join(', ')}` });
  let ids: string[] | undefined;
  if (filter.id !== undefined && filter.id !== null) {
    const list = Array.isArray(filter.id) ? filter.id : [filter.id];
    // An id that is no UUID matches no order.
    ids = list.filter((id): id is string => typeof id === 'string' && UUID.test(id));
  }
  return { group: groupOf(filter.group), status: statusList(filter.status), view: viewStatus(filter.view), terms: searchTerms(filter.q), ids };
}

function parseFilterText(text: string | undefined): ParsedFilter {
  return parseFilter(parseListQuery({ filter: text }, { sortable: ['default'], defaultSort: ['default', 'ASC'] }).filter);
}

/**
 * Without any of `sort`, `range` and `filter`: the spec's plain list, every order in its default order.
 * With them: ra-data-simple-rest's page, filtered, sorted and paged by the database.
 */
export async function listOrders(query: OrderListQuery): Promise<OrderList> {
  if (query.sort === undefined && query.range === undefined && query.filter === undefined) {
    const rows = await repo.findOrderPage({ criteria: { terms: [] }, sort: 'default', order: 'ASC', offset: 0, limit: null });
    return { rows: rows.map(toRow), offset: 0, total: rows.length };
  }
  const params = parseListQuery(query, { sortable: SORTABLE, defaultSort: ['default', 'ASC'] });
  const filter = parseFilter(params.filter);
  const criteria: repo.OrderCriteria = { group: filter.group, statuses: statusesOf(filter.status, filter.view), terms: filter.terms, ids: filter.ids };
  // react-admin's getMany sends only the ids: answer them all, not a first page of them.
  const limit = filter.ids && query.range === undefined ? Math.max(filter.ids.length, 1) : params.limit;
  const sort = params.sortField === 'id' ? 'default' : (params.sortField as repo.OrderSortField);
  const request: repo.OrderPageRequest = { criteria, sort, order: params.sortOrder, offset: params.offset, limit };
  if (criteria.terms.length > 0 || criteria.ids) {
    const page = await repo.findOrderPageWithTotal(request);
    const total = page.total ?? (params.offset === 0 ? 0 : await repo.countOrders(criteria));
    return { rows: page.rows.map(toRow), offset: params.offset, total };
  }
  const [rows, total] = await Promise.all([repo.findOrderPage(request), repo.countOrders(criteria)]);
  return { rows: rows.map(toRow), offset: params.offset, total };
}

/** The tabs' figures for the current search: a view (an exclusive filter) counts only on its own tab. */
export async function countOrderTabs(filterText: string | undefined): Promise<OrderTabCounts> {
  const filter = parseFilterText(filterText);
  const onTab = (tab: readonly OrderStatus[]): repo.OrderCriteria => ({
    statuses: statusesOf(filter.status, filter.view !== undefined && tab.includes(filter.view) ? filter.view : undefined),
    terms: filter.terms,
    ids: filter.ids,
  });
  return repo.countTabs(onTab(OPEN_STATUSES), onTab(CLOSED_STATUSES));
}

// ---------------------------------------------------------------------------------------------
// One order

/** An order (never a quote) by its database id; 404 for anything else. */
async function findOrder(id: string): Promise<repo.MoveRow> {
  const move = UUID.test(id) ? await repo.findMoveRow(id) : null;
  if (!move || move.status === 'quoted') throw notFound('orderNotFound');
  return move;
}

async function historyOf(moveId: string): Promise<OrderHistoryEntry[]> {
  const events = await repo.findMoveEvents(moveId);
  const actorIds = [...new Set(events.map((e) => e.actorId).filter((id): id is string => id !== null))];
  const actors = new Map(await Promise.all(actorIds.map(async (id) => [id, await findUserDetailsById(id)] as const)));
  return events.map((e) => {
    const actor = e.actorId ? actors.get(e.actorId) : null;
    return {
      at: e.at.getTime(),
      actorRole: e.actorRole,
      ...(actor ? { actorName: `${actor.firstName} ${actor.lastName}`.trim() } : {}),
      action: e.action,
      fromStatus: e.fromStatus,
      toStatus: e.toStatus,
      changes: e.changes,
    };
  });
}

async function toAdminDetail(move: repo.MoveRow): Promise<AdminOrderDetail> {
  return {
    ...toOrderDetail(move),
    id: move.id,
    _id: move.id,
    version: move.version,
    customerDetails: {
      firstName: move.customerFirstName ?? '',
      lastName: move.customerLastName ?? '',
      userEmail: move.customerEmail ?? '',
      userPhone: move.customerPhone ?? '',
    },
    quoteEstimateAmount: move.estimateAmount,
    partnerID: move.partnerId ?? null,
    partnerName: move.partnerName ?? null,
    cancelReason: move.cancelReason ?? null,
    moveCancelDate: day(move.cancelDate),
    priceLines: move.priceLines as QuoteDetails['lines'],
    bookedAt: move.bookedAt ? move.bookedAt.getTime() : null,
    history: await historyOf(move.id),
  };
}

export async function getOrderDetail(id: string): Promise<AdminOrderDetail> {
  return toAdminDetail(await findOrder(id));
}

// ---------------------------------------------------------------------------------------------
// Rules shared by Add Order and the edit

interface Customer {
  firstName: string;
  lastName: string;
  userEmail: string;
  userPhone: string;
}

const CUSTOMER_FIELDS = ['firstName', 'lastName', 'userEmail', 'userPhone'] as const;

/** Admin-side §5: all four required, names letters and spaces, a valid email, ten digits. */
function checkCustomer(input: CustomerDetailsInput | undefined, problems: Record<string, string>): Customer {
  const c = Object.fromEntries(
    CUSTOMER_FIELDS.map((field) => {
      const value = input?.[field];
      return [field, typeof value === 'string' ? value.trim() : ''];
    }),
  ) as unknown as Customer;
  const missing = CUSTOMER_FIELDS.filter((field) => !c[field]);
  for (const field of missing) problems[`customerDetails.${field}`] = Messages.fillMandatoryFields;
  if (missing.length > 0) return c;
  for (const field of ['firstName', 'lastName'] as const) {
    if (!isName(c[field])) problems[`customerDetails.${field}`] = Messages.nameCharactersOnly;
    else if (c[field].length > Limits.name) problems[`customerDetails.${field}`] = Messages.nameTooLong;
  }
  if (!isEmail(c.userEmail)) problems['customerDetails.userEmail'] = Messages.invalidEmail;
  if (!isPhone(c.userPhone)) problems['customerDetails.userPhone'] = Messages.invalidPhone;
  return { ...c, userEmail: c.userEmail.toLowerCase() };
}

/**
 * The final cost: digits only, at most 9 of them, not 0 (the spec; the catalogue's
 * `Ranges.finalAmount`). Undefined when not given (absent, null or empty).
 */
function checkFinalAmount(value: FinalAmountInput | undefined, problems: Record<string, string>): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (!Patterns.digits.test(text) || text.length > Limits.finalAmountDigits || Number(text) === 0) {
    problems.finalMoveAmount = Messages.amountNumbersOnly;
    return undefined;
  }
  return Number(text);
}

const customerColumns = (c: Customer) => ({
  customerFirstName: c.firstName,
  customerLastName: c.lastName,
  customerEmail: c.userEmail,
  customerPhone: c.userPhone,
});

/** An order belongs to the customer account with its email, when there is one; admins create no accounts. */
async function customerAccountId(email: string): Promise<string | null> {
  const account = await findUserDetailsByEmail(email);
  return account?.userType === 'customer' ? account._id : null;
}

// ---------------------------------------------------------------------------------------------
// Add Order

/**
 * Admin-side Add Order: the customer and the amount checked, the draft priced by the same rules
 * as a customer's quote, and the order stored with its first history entry in one transaction.
 * Save Details keeps it unconfirmed (estimate_open); Confirm Order confirms it (open).
 */
export async function addOrder(actor: Principal, request: AddOrderRequest): Promise<AddOrderAnswer> {
  const { customerDetails, confirmSaveAdminAction, finalMoveAmount, ...draft } = request;
  const problems: Record<string, string> = {};
  const customer = checkCustomer(customerDetails, problems);
  const amount = checkFinalAmount(finalMoveAmount, problems);
  if (Object.keys(problems).length > 0) throw validationError(problems);
  const priced = quoteMove(draft);
  const finalAmount = amount ?? priced.quote.bookingPrice;
  const status: OrderStatus = confirmSaveAdminAction === 'confirm' ? 'open' : 'estimate_open';
  const customerId = await customerAccountId(customer.userEmail);
  const saved = await db().transaction(async (transaction) => {
    const move = await repo.insertOrder(
      { status, customerId, ...customerColumns(customer), ...pricedColumns(priced), finalAmount, bookedAt: new Date() },
      transaction,
    );
    await insertMoveEvent(
      move.id,
      { actorId: actor.id, actorRole: 'admin', action: 'created', fromStatus: null, toStatus: status, changes: { finalMoveAmount: finalAmount } },
      transaction,
    );
    return move;
  });
  return { error: false, moveID: saved.moveNumber, moveDatabaseID: saved.id, moveStatus: status, quote: priced.quote, finalMoveAmount: finalAmount };
}

// ---------------------------------------------------------------------------------------------
// The edit

export interface OrderEdit {
  draft: MoveDraft;
  customerDetails?: CustomerDetailsInput;
  finalMoveAmount?: FinalAmountInput;
  /** The version the editor read, when it sent one. */
  version?: number;
}

export interface EditedOrder {
  algorithmCostChanged: boolean;
  previousEstimate: number;
  quote: QuoteDetails;
  order: AdminOrderDetail;
}

/**
 * Admin-side §4: once a partner is assigned, the preferred dates are locked, except the one the
 * partner moves on; moving that one moves the actual move date with it.
 */
function actualDateAfterEdit(move: repo.MoveRow, draft: MoveDraft): string | null {
  const actual = move.actualMoveDate ?? null;
  if (move.status !== 'partnerassigned' || actual === null) return actual;
  const after = [draft.moveDatePreferences.preferredDateOpt1!, draft.moveDatePreferences.preferredDateOpt2!].map(dayToIso);
  const locked = [move.preferredDate1, move.preferredDate2].filter((d) => d !== actual);
  const lost = locked.find((d) => !after.includes(d));
  if (lost) {
    throw conflict(ErrorCode.preferredDateLocked, 'preferredDateLocked', { actualDate: formatDay(isoToDay(actual)), lockedDate: formatDay(isoToDay(lost)) });
  }
  return after.includes(actual) ? actual : (after.find((d) => !locked.includes(d)) ?? actual);
}

/** What an edit changed, for the history: scalars from → to, and the draft's sections by name. */
function changesOf(before: repo.MoveRow, after: repo.MoveEdit): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  const compare = (name: string, from: unknown, to: unknown) => {
    if (to !== undefined && from !== to) changes[name] = { from, to };
  };
  compare('quoteEstimateAmount', before.estimateAmount, after.estimateAmount);
  compare('estimateQuoteFlag', before.estimateFlag, after.estimateFlag);
  compare('finalMoveAmount', before.finalAmount, after.finalAmount);
  compare('actualMoveDate', day(before.actualMoveDate), after.actualMoveDate === undefined ? undefined : day(after.actualMoveDate));
  compare('firstName', before.customerFirstName, after.customerFirstName);
  compare('lastName', before.customerLastName, after.customerLastName);
  compare('userEmail', before.customerEmail, after.customerEmail);
  compare('userPhone', before.customerPhone, after.customerPhone);
  const oldDraft = (before.draft ?? {}) as Record<string, unknown>;
  const newDraft = after.draft as Record<string, unknown>;
  const sections = Object.keys(newDraft).filter((key) => !isDeepStrictEqual(oldDraft[key], newDraft[key]));
  if (sections.length > 0) changes.draftSections = sections;
  return changes;
}

/**
 * Edits an open order: re-priced by the rate card (passed dates allowed, the order exists), the
 * customer and the final cost updated when given, written only if nobody changed the order since
 * it was read (else 409), with a history entry naming what changed.
 */
export async function editOrder(actor: Principal, id: string, edit: OrderEdit): Promise<EditedOrder> {
  const move = await findOrder(id);
  if (CLOSED_STATUSES.includes(move.status)) throw conflict(ErrorCode.orderReadOnly, 'orderReadOnly');
  if (edit.version !== undefined && !isWholeNumberIn(edit.version, Ranges.version)) throw validationError({ version: Messages.versionInvalid });
  if (edit.version !== undefined && edit.version !== move.version) throw conflict(ErrorCode.orderChangedMeanwhile, 'orderChangedMeanwhile');
  const problems: Record<string, string> = {};
  const customer = edit.customerDetails === undefined ? undefined : checkCustomer(edit.customerDetails, problems);
  const amount = checkFinalAmount(edit.finalMoveAmount, problems);
  if (Object.keys(problems).length > 0) throw validationError(problems);
  const priced = quoteMove(edit.draft, { allowPastDates: true });
  const columns: repo.MoveEdit = { ...pricedColumns(priced), actualMoveDate: actualDateAfterEdit(move, priced.draft) };
  if (customer) {
    Object.assign(columns, customerColumns(customer));
    // An order already linked to an account stays with it; one without is linked when the email has one.
    const account = move.customerId === null ? await customerAccountId(customer.userEmail) : null;
    if (account) columns.customerId = account;
  }
  if (amount !== undefined) columns.finalAmount = amount;
  const changes = changesOf(move, columns);
  const saved =
    Object.keys(changes).length === 0 && columns.customerId === undefined
      ? move
      : await db().transaction(async (transaction) => {
          const updated = await repo.updateMoveAtVersion(move.id, move.version, OPEN_STATUSES, columns, transaction);
          if (!updated) throw conflict(ErrorCode.orderChangedMeanwhile, 'orderChangedMeanwhile');
          await insertMoveEvent(
            move.id,
            { actorId: actor.id, actorRole: 'admin', action: 'edited', fromStatus: move.status, toStatus: updated.status, changes },
            transaction,
          );
          return updated;
        });
  return {
    algorithmCostChanged: priced.quote.estimateQuotePrice !== move.estimateAmount,
    previousEstimate: move.estimateAmount,
    quote: priced.quote,
    order: await toAdminDetail(saved),
  };
}
