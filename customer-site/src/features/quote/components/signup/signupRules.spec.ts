import { expect } from 'chai';
import { Messages } from '@moveday/openapi';
import { refusedFields, SIGNUP_FIELDS, signupProblems, type SignupFields } from './signupRules';

const good: SignupFields = {
  firstName: 'Ana',
  lastName: 'Lopez',
  userEmail: 'ana@example.com',
  userPhone: '3035550111',
  password: 'Moving-day1',
  confirmPassword: 'Moving-day1',
};

describe("The signup form's rules (catalogue keys, worded where shown)", () => {
  it('when every field is right, then there is no problem, and the terms box is left to the button', () => {
    expect(signupProblems(good)).to.deep.equal({});
  });

  it('when several fields are wrong, then each shows its first broken rule, in the order the fields show', () => {
    const problems = signupProblems({ ...good, firstName: 'Ana3', userEmail: 'ana@', userPhone: '30355501', confirmPassword: 'other-pass' });
    expect(problems).to.deep.equal({
      firstName: 'nameCharactersOnly',
      userEmail: 'invalidEmail',
      userPhone: 'invalidPhone',
      confirmPassword: 'passwordsDoNotMatch',
    });
    expect(SIGNUP_FIELDS.filter((name) => problems[name])).to.deep.equal(['firstName', 'userEmail', 'userPhone', 'confirmPassword']);
  });

  it('when a name is only spaces, then it counts as not filled in', () => {
    expect(signupProblems({ ...good, lastName: '   ' }).lastName).to.equal('fillMandatoryFields');
  });
});

describe('A signup the server refused', () => {
  it('when the server names fields, then the form shows its own fields and the terms box in the words the server said, and goes back to the first field it shows', () => {
    const refused = refusedFields({
      terms: Messages.acceptTerms,
      userPhone: Messages.invalidPhone,
      firstName: Messages.nameTooLong,
      moveDetailsID: 'must be a UUID',
    });
    expect(refused.problems).to.deep.equal({
      terms: { said: Messages.acceptTerms },
      userPhone: { said: Messages.invalidPhone },
      firstName: { said: Messages.nameTooLong },
    });
    expect(refused.first).to.equal('firstName');
  });

  it('when only the terms box or a field the form does not have is named, then there is no field to go back to', () => {
    expect(refusedFields({ terms: Messages.acceptTerms }).first).to.equal(undefined);
    expect(refusedFields({ moveDetailsID: 'must be a UUID' })).to.deep.equal({ problems: {}, first: undefined });
    expect(refusedFields(undefined)).to.deep.equal({ problems: {}, first: undefined });
  });
});
