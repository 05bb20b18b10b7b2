import { Messages, Ranges, isWholeNumberIn, unstorableText } from '@moveday/openapi';
import { validationError } from './errors.js';
import { MAX_JSON_DEPTH, tidyJson } from './jsonBody.js';

/**
 * ra-data-simple-rest's list form: `?sort=["field","ASC"]&range=[0,24]&filter={"q":"smith"}`,
 * answered with a `Content-Range: <resource> 0-24/319` header. One parser for every resource.
 */
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
    throw validationError({ [name]: `${name} must be JSON` });
  }
  if (!tidyJson(value, MAX_JSON_DEPTH)) throw validationError({ [name]: Messages.jsonTooDeep });
  return value;
}

export function parseListQuery(query: { sort?: string; range?: string; filter?: string }, options: ListOptions): ListParams {
  const maxPage = options.maxPage ?? 500;
  const sort = parseJson('sort', query.sort) ?? options.defaultSort;
  if (!Array.isArray(sort) || !options.sortable.includes(sort[0]) || typeof sort[1] !== 'string' || !['ASC', 'DESC'].includes(sort[1].toUpperCase())) {
    throw validationError({ sort: `sort must be ["field","ASC"|"DESC"] with a field among: ${options.sortable.join(', ')}` });
  }
  const range = parseJson('range', query.range) ?? [0, 24];
  if (!Array.isArray(range) || range.length !== 2 || !range.every((n) => isWholeNumberIn(n, Ranges.listRow)) || range[1] < range[0]) {
    throw validationError({ range: Messages.listRangeInvalid });
  }
  const filter = parseJson('filter', query.filter) ?? {};
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) throw validationError({ filter: 'filter must be a JSON object' });
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

/** The Content-Range header: "orders 0-24/319"; an empty page gives a star in place of the range. */
export function contentRange(resource: string, offset: number, shown: number, total: number): string {
  return shown === 0 ? `${resource} */${total}` : `${resource} ${offset}-${offset + shown - 1}/${total}`;
}
