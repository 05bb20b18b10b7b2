import { Limits, Ranges, dayToIso, isCalendarDay, isWholeNumberIn, unstorableText } from '@moveday/openapi';
import { databaseId } from './databaseId.js';
import { validationError } from './errors.js';
import { MAX_JSON_DEPTH, tidyJson } from './jsonBody.js';

/**
 * ra-data-simple-rest's list form: `?sort=["field","ASC"]&range=[0,24]&filter={"q":"smith"}`,
 * answered with a `Content-Range: <resource> 0-24/319` header. One parser for every resource.
 */
export interface ListQuery {
  sort?: string;
  range?: string;
  filter?: string;
}

/**
 * json-server's form of the same request (ra-data-json-server's): `?_start=0&_end=25&_sort=field&_order=ASC`
 * (`_end` excluded), each filter a plain parameter (`q`, a list's own) under its key.
 */
export type PlainListQuery = { _start?: string; _end?: string; _sort?: string; _order?: string } & { [filter: string]: string | undefined };

/**
 * json-server's parameters folded into ra-data-simple-rest's three, so that one parser checks both;
 * a plain parameter wins over its counterpart in `sort`, `range` or `filter`. `_order` alone sorts
 * the default field; `_sort` alone, ascending.
 */
function withPlainQuery(query: ListQuery, plain: PlainListQuery, defaultSortField: string): ListQuery {
  const { _start, _end, _sort, _order, ...plainFilters } = plain;
  const merged: ListQuery = { ...query };
  if (_sort !== undefined || _order !== undefined) merged.sort = JSON.stringify([_sort ?? defaultSortField, _order ?? 'ASC']);
  if (_start !== undefined || _end !== undefined) {
    const start = _start === undefined ? 0 : Number(_start);
    const end = _end === undefined ? start + 25 : Number(_end);
    merged.range = Number.isFinite(start) && Number.isFinite(end) ? JSON.stringify([start, end - 1]) : 'not a number';
  }
  const given = Object.entries(plainFilters).filter(([, value]) => value !== undefined);
  if (given.length > 0) {
    let filter: unknown;
    try {
      filter = query.filter ? JSON.parse(query.filter) : {};
    } catch {
      return merged; // the parser names the malformed filter
    }
    if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) return merged;
    merged.filter = JSON.stringify({ ...filter, ...Object.fromEntries(given) });
  }
  return merged;
}

/** One page of a list and its place in the whole, for the Content-Range header. */
export interface ListPage<T> {
  rows: T[];
  offset: number;
  total: number;
}

export interface ListParams {
  sortField: string;
  sortOrder: 'ASC' | 'DESC';
  offset: number;
  limit: number;
  filter: Record<string, unknown>;
}

export interface ListOptions {
  /** Fields a caller may sort by. */
  sortable: readonly string[];
  defaultSort: [string, 'ASC' | 'DESC'];
  /** The largest page a caller may ask for. */
  maxPage?: number;
}

/** A query parameter's JSON, held to the rules of a JSON body: depth, and no prototype-named keys. */
function parseJson(name: string, raw: string | undefined): unknown {
  if (raw === undefined || raw === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw validationError({ [name]: { key: 'listParamNotJson', params: { name } } });
  }
  if (!tidyJson(value, MAX_JSON_DEPTH)) throw validationError({ [name]: { key: 'jsonTooDeep' } });
  return value;
}

/** The form's three parameters, each checked; the filter's keys are left to `parseListRequest`. */
export function parseListQuery(query: ListQuery, options: ListOptions): ListParams {
  const maxPage = options.maxPage ?? 500;
  const sort = parseJson('sort', query.sort) ?? options.defaultSort;
  if (!Array.isArray(sort) || !options.sortable.includes(sort[0]) || typeof sort[1] !== 'string' || !['ASC', 'DESC'].includes(sort[1].toUpperCase())) {
    throw validationError({ sort: { key: 'listSortInvalid', params: { fields: options.sortable.join(', ') } } });
  }
  const range = parseJson('range', query.range) ?? [0, 24];
  if (!Array.isArray(range) || range.length !== 2 || !range.every((n) => isWholeNumberIn(n, Ranges.listRow)) || range[1] < range[0]) {
    throw validationError({ range: { key: 'listRangeInvalid' } });
  }
  const filter = parseJson('filter', query.filter) ?? {};
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) throw validationError({ filter: { key: 'listFilterNotObject' } });
  // The query string itself was checked on the way in; text escaped inside its JSON was not.
  const unstorable = unstorableText(filter, 'filter');
  if (Object.keys(unstorable).length > 0) throw validationError(unstorable);
  return {
    sortField: sort[0],
    sortOrder: (sort[1] as string).toUpperCase() as 'ASC' | 'DESC',
    offset: range[0],
    limit: Math.min(range[1] - range[0] + 1, maxPage),
    filter: filter as Record<string, unknown>,
  };
}

/** One of a list's own filters (beside `q` and `id`, which every list takes). */
export interface ListFilter<T> {
  /** The value to filter by, or undefined when the given one is not among those the filter takes. */
  parse(value: unknown): T | undefined;
  /** What the filter takes, named in the message that refuses anything else. */
  choices: readonly string[];
}

/** A calendar day as every date of the API travels (UTC midnight ms), as the database's date (YYYY-MM-DD). */
export const dayFilter: ListFilter<string> = {
  choices: ['a calendar day (UTC midnight ms)'],
  parse: (value) => (isCalendarDay(value) ? dayToIso(value) : undefined),
};

/** A record's database id (a UUID); `what` names it in the message that refuses anything else ("an order id"). */
export const idFilter = (what: string): ListFilter<string> => ({ choices: [`${what} (UUID)`], parse: (value) => databaseId(value) });

/** A filter that takes one of its choices. */
export function oneOf<T extends string>(choices: readonly T[]): ListFilter<T> {
  return { choices, parse: (value) => (choices.includes(value as T) ? (value as T) : undefined) };
}

/** A filter that takes one of its choices, or a list of them. */
export function someOf<T extends string>(choices: readonly T[]): ListFilter<T[]> {
  return {
    choices,
    parse(value) {
      const list: unknown[] = Array.isArray(value) ? value : [value];
      return list.every((item) => choices.includes(item as T)) ? (list as T[]) : undefined;
    },
  };
}

export interface ListRequestOptions<S extends string, F> {
  /** Fields a caller may sort by. react-admin's `id` is taken too and sorts as the default field: a random UUID orders nothing. */
  sortable: readonly S[];
  defaultSort: readonly [S, 'ASC' | 'DESC'];
  /** The list's own filters by key; `q` (the search box) and `id` (react-admin's getMany) are every list's. */
  filters: { [K in keyof F]: ListFilter<F[K]> };
  /** The largest page a caller may ask for. */
  maxPage?: number;
}

export interface ListRequest<S extends string, F> {
  sortField: S;
  sortOrder: 'ASC' | 'DESC';
  offset: number;
  limit: number;
  /** The list's own filters that were given. */
  filters: Partial<F>;
  /** The search's words, each to occur in the record (where, the list's repository says), escaped for LIKE. */
  terms: string[];
  /** Only these records; ids that no record can have are left out, so they match nothing. */
  ids?: string[];
}

/**
 * The search box's words. A search made of digits and phone punctuation, like (303) 555-0100,
 * looks for its digits: phones are stored as digits.
 */
function searchTerms(q: unknown): string[] {
  if (q === undefined || q === null) return [];
  if (typeof q !== 'string' && typeof q !== 'number') throw validationError({ 'filter.q': { key: 'listSearchNotText' } });
  const text = String(q).trim().toLowerCase();
  if (text.length > Limits.listSearch) throw validationError({ 'filter.q': { key: 'listSearchTooLong', params: { max: Limits.listSearch } } });
  if (!text) return [];
  const words = /^[\d\s().+-]+$/.test(text) && /\d/.test(text) ? [text.replace(/\D/g, '')] : text.split(/\s+/);
  return words.map((word) => word.replace(/[\\%_]/g, (c) => `\\${c}`));
}

/** `id`: one or a list. */
function idList(value: unknown): string[] | undefined {
  if (value === undefined || value === null) return undefined;
  return (Array.isArray(value) ? value : [value]).map((id) => databaseId(id)).filter((id): id is string => id !== undefined);
}

/** The list's own filters: a value absent, null or empty filters nothing; any other must be one the filter takes. */
function ownFilters<F>(filter: Record<string, unknown>, filters: { [K in keyof F]: ListFilter<F[K]> }): Partial<F> {
  const given: Partial<F> = {};
  for (const key of Object.keys(filters) as (keyof F & string)[]) {
    const value = filter[key];
    if (value === undefined || value === null || value === '') continue;
    const parsed = filters[key].parse(value);
    if (parsed === undefined) {
      throw validationError({ [`filter.${key}`]: { key: 'listFilterChoice', params: { filter: key, choices: filters[key].choices.join(', ') } } });
    }
    given[key] = parsed;
  }
  return given;
}

/**
 * A list request as ra-data-simple-rest sends it, read whole: sort (with react-admin's `id`), range,
 * the list's own filters, `q` and `id`. react-admin's getMany sends only the ids, no range: the
 * page then holds them all. A list that also takes json-server's form passes its parameters as `plain`.
 */
export function parseListRequest<S extends string, F>(given: ListQuery, options: ListRequestOptions<S, F>, plain?: PlainListQuery): ListRequest<S, F> {
  const query = plain ? withPlainQuery(given, plain, options.defaultSort[0]) : given;
  const params = parseListQuery(query, { sortable: [...options.sortable, 'id'], defaultSort: [...options.defaultSort], maxPage: options.maxPage });
  const keys = [...Object.keys(options.filters), 'q', 'id'];
  const unknownKey = Object.keys(params.filter).find((key) => !keys.includes(key));
  if (unknownKey !== undefined) throw validationError({ filter: { key: 'listFilterUnknown', params: { filter: unknownKey, filters: keys.join(', ') } } });
  const ids = idList(params.filter.id);
  return {
    sortField: params.sortField === 'id' ? options.defaultSort[0] : (params.sortField as S),
    sortOrder: params.sortOrder,
    offset: params.offset,
    limit: ids && query.range === undefined ? Math.max(ids.length, 1) : params.limit,
    filters: ownFilters(params.filter, options.filters),
    terms: searchTerms(params.filter.q),
    ids,
  };
}

/** The Content-Range header: "orders 0-24/319"; an empty page gives a star in place of the range. */
export function contentRange(resource: string, offset: number, shown: number, total: number): string {
  return shown === 0 ? `${resource} */${total}` : `${resource} ${offset}-${offset + shown - 1}/${total}`;
}
