import { expect } from 'chai';
import { ErrorCode, Limits, Messages, formatMessage } from '@moveday/openapi';
import { AppError } from './errors.js';
import { oneOf, parseListQuery, parseListRequest, someOf, type ListQuery } from './restList.js';

const options = { sortable: ['moveId'], defaultSort: ['moveId', 'DESC'] as ['moveId', 'DESC'] };
const refusal = (query: Record<string, string>) => {
  try {
    parseListQuery(query, options);
  } catch (err) {
    return err;
  }
  return undefined;
};

describe('The list query parser', () => {
  it('when sort names its order with an object that has its own toString, then it is a 400 naming sort, not a 500', () => {
    const err = refusal({ sort: JSON.stringify(['moveId', { toString: 1 }]) });
    expect(err).to.be.instanceOf(AppError);
    expect((err as AppError).status).to.equal(400);
    expect((err as AppError).fields).to.have.property('sort');
  });

  it("when a parameter's JSON nests deeper than a body may, then it is a 400 naming it", () => {
    const err = refusal({ filter: `${'{"a":'.repeat(40)}1${'}'.repeat(40)}` });
    expect((err as AppError).status).to.equal(400);
    expect((err as AppError).fields).to.have.property('filter');
  });

  it('when sort is well formed, then its order is kept', () => {
    expect(parseListQuery({ sort: '["moveId","asc"]' }, options).sortOrder).to.equal('ASC');
  });
});

describe('The list request parser', () => {
  const ORDER_STATUSES = ['open', 'completed'] as const;
  const listOptions = {
    sortable: ['moveDate', 'customerName'],
    defaultSort: ['moveDate', 'DESC'],
    filters: { group: oneOf(['open', 'close']), status: someOf(ORDER_STATUSES) },
  } as const;
  const parse = (query: ListQuery) => parseListRequest(query, listOptions);
  const refusalOf = (query: ListQuery): AppError => {
    try {
      parse(query);
    } catch (err) {
      if (err instanceof AppError) return err;
      throw err;
    }
    expect.fail(`${JSON.stringify(query)} was taken`);
  };
  const json = (value: unknown) => JSON.stringify(value);

  it('when a request gives sort, range, its own filters, a search and ids, then each is read', () => {
    const request = parse({
      sort: json(['customerName', 'asc']),
      range: json([50, 74]),
      filter: json({ group: 'open', status: ['open', 'completed'], q: '  Ada  LEE ', id: ['0f8fad5b-d9cb-469f-a165-70867728950e'] }),
    });
    expect(request).to.deep.equal({
      sortField: 'customerName',
      sortOrder: 'ASC',
      offset: 50,
      limit: 25,
      filters: { group: 'open', status: ['open', 'completed'] },
      terms: ['ada', 'lee'],
      ids: ['0f8fad5b-d9cb-469f-a165-70867728950e'],
    });
  });

  it('when nothing is given, then the default sort, the first 25 rows and no filter', () => {
    expect(parse({})).to.deep.equal({ sortField: 'moveDate', sortOrder: 'DESC', offset: 0, limit: 25, filters: {}, terms: [], ids: undefined });
  });

  it('when react-admin sorts by id, then the list sorts by its default field', () => {
    expect(parse({ sort: json(['id', 'ASC']) })).to.include({ sortField: 'moveDate', sortOrder: 'ASC' });
  });

  it('when a range asks for more than a page may hold, then the page stops at 500 rows', () => {
    expect(parse({ range: json([0, 9999]) }).limit).to.equal(500);
  });

  it("when ids come without a range (react-admin's getMany), then the page holds them all, and ids no record can have are left out", () => {
    const ids = Array.from({ length: 30 }, (_, i) => `0f8fad5b-d9cb-469f-a165-${String(i).padStart(12, '0')}`);
    const request = parse({ filter: json({ id: [...ids, 'junk', 7, ` ${ids[0]!.toUpperCase()} `] }) });
    expect(request.ids).to.deep.equal([...ids, ids[0]!.toUpperCase()]);
    expect(request.limit).to.equal(31);
    expect(parse({ filter: json({ id: ['junk'] }) })).to.deep.include({ ids: [], limit: 1 });
  });

  it('when a filter is empty or null, then it filters nothing', () => {
    expect(parse({ filter: json({ group: '', status: null, q: '' }) })).to.deep.include({ filters: {}, terms: [] });
  });

  it("when the search is a phone written with punctuation, then it looks for its digits; LIKE's wildcards are searched as text", () => {
    expect(parse({ filter: json({ q: '(303) 555-0100' }) }).terms).to.deep.equal(['3035550100']);
    expect(parse({ filter: json({ q: 2024 }) }).terms).to.deep.equal(['2024']);
    expect(parse({ filter: json({ q: '100%_off' }) }).terms).to.deep.equal(['100\\%\\_off']);
  });

  const refusals: [string, ListQuery, string, string][] = [
    ['sort is not JSON', { sort: '["moveDate"' }, 'sort', formatMessage('listParamNotJson', { name: 'sort' })],
    [
      'sort names a field the list does not sort by',
      { sort: json(['password', 'ASC']) },
      'sort',
      formatMessage('listSortInvalid', { fields: 'moveDate, customerName, id' }),
    ],
    ['sort names no order', { sort: json(['moveDate', 'UP']) }, 'sort', formatMessage('listSortInvalid', { fields: 'moveDate, customerName, id' })],
    ['range ends before it starts', { range: json([5, 1]) }, 'range', Messages.listRangeInvalid],
    ['filter is a list', { filter: json(['q']) }, 'filter', Messages.listFilterNotObject],
    ['filter is not JSON', { filter: '{"q":' }, 'filter', formatMessage('listParamNotJson', { name: 'filter' })],
    ['filter nests deeper than a body may', { filter: `${'{"a":'.repeat(40)}1${'}'.repeat(40)}` }, 'filter', Messages.jsonTooDeep],
    [
      'filter names a key the list does not take',
      { filter: json({ colour: 'red' }) },
      'filter',
      formatMessage('listFilterUnknown', { filter: 'colour', filters: 'group, status, q, id' }),
    ],
    [
      'a filter is given a value it does not take',
      { filter: json({ group: 'all' }) },
      'filter.group',
      formatMessage('listFilterChoice', { filter: 'group', choices: 'open, close' }),
    ],
    [
      "a filter is given a prototype's name",
      { filter: json({ group: 'constructor' }) },
      'filter.group',
      formatMessage('listFilterChoice', { filter: 'group', choices: 'open, close' }),
    ],
    [
      'a list filter holds one value it does not take',
      { filter: json({ status: ['open', 'quoted'] }) },
      'filter.status',
      formatMessage('listFilterChoice', { filter: 'status', choices: 'open, completed' }),
    ],
    ['the search is an object', { filter: json({ q: { $ne: '' } }) }, 'filter.q', Messages.listSearchNotText],
    [
      'the search is longer than a search may be',
      { filter: json({ q: 'x'.repeat(Limits.listSearch + 1) }) },
      'filter.q',
      formatMessage('listSearchTooLong', { max: Limits.listSearch }),
    ],
    ['the search holds a control character', { filter: json({ q: 'a\u0000b' }) }, 'filter.q', Messages.textNotStorable],
  ];
  for (const [what, query, field, message] of refusals) {
    it(`when ${what}, then 400 naming ${field} with the catalogue's words`, () => {
      const err = refusalOf(query);
      expect(err.status).to.equal(400);
      expect(err.errorCode).to.equal(ErrorCode.validation);
      expect(err.fields).to.deep.equal({ [field]: message });
    });
  }

  it('when the search is as long as a search may be, then it is taken', () => {
    expect(parse({ filter: json({ q: 'x'.repeat(Limits.listSearch) }) }).terms).to.have.length(1);
  });
});
