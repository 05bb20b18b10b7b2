import { expect } from 'chai';
import { Limits } from '@moveday/openapi';
import { isCustomerValid } from './customer';

const ada = { firstName: 'Ada', lastName: 'Lovelace', userEmail: 'ada@example.com', userPhone: '5205550100' };

describe('isCustomerValid', () => {
  it('when names are letters and spaces, the email valid and the phone ten digits, then the customer is valid', () => {
    expect(isCustomerValid(ada)).to.equal(true);
    expect(isCustomerValid({ ...ada, firstName: 'Mary Ann', userEmail: '  ada@example.com ' })).to.equal(true);
  });

  it('when a field is missing or breaks its rule, then the customer is not valid', () => {
    const broken = [
      { firstName: '' },
      { firstName: '   ' },
      { lastName: "O'Brien" },
      { firstName: 'A'.repeat(Limits.name + 1) },
      { userEmail: 'ada@' },
      { userPhone: '520555010' },
      { userPhone: '(520) 555-0100' },
    ];
    for (const change of broken) expect(isCustomerValid({ ...ada, ...change }), JSON.stringify(change)).to.equal(false);
  });

  it('when a name has the most letters allowed, then it is still valid', () => {
    expect(isCustomerValid({ ...ada, lastName: 'L'.repeat(Limits.name) })).to.equal(true);
  });
});
