import { expect } from 'chai';
import { AppError } from './errors.js';
import { parseListQuery } from './restList.js';

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

  it('when a parameter\'s JSON nests deeper than a body may, then it is a 400 naming it', () => {
    const err = refusal({ filter: `${'{"a":'.repeat(40)}1${'}'.repeat(40)}` });
    expect((err as AppError).status).to.equal(400);
    expect((err as AppError).fields).to.have.property('filter');
  });

  it('when sort is well formed, then its order is kept', () => {
    expect(parseListQuery({ sort: '["moveId","asc"]' }, options).sortOrder).to.equal('ASC');
  });
});
