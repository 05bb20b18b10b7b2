import { expect } from 'chai';
import { Messages, PARTNER_FIELDS } from '@moveday/openapi';
import { emptyDispatchForm } from './dispatchForm';
import { dispatchErrorsOf, emptyPartnerForm, partnerBody, partnerFormOf, partnerFormProblem, partnerProblem } from './partnerRules';

const valid = {
  ...emptyPartnerForm(),
  companyName: 'Haulers',
  city: 'Fort Collins',
  state: 'CO',
  namePrimaryContact: 'Morgan Lift',
  primaryEmailPrimaryContact: 'morgan@haulers.example',
  primaryPhonePrimaryContact: '9705550123',
};

describe('partnerRules', () => {
  it('when the form starts, then every field is there and empty', () => {
    const form = emptyPartnerForm();
    expect(Object.keys(form)).to.have.members([...PARTNER_FIELDS]);
    expect(Object.values(form).every((v) => v === '')).to.equal(true);
  });

  it('when a partner record prefills the form, then its fields come over, a missing or null one as empty, and nothing else', () => {
    const form = partnerFormOf({ companyName: 'Haulers', city: 'Denver', nameSecondaryContact: null, partnerID: 'p1' } as never);
    expect(form.companyName).to.equal('Haulers');
    expect(form.city).to.equal('Denver');
    expect(form.nameSecondaryContact).to.equal('');
    expect(form.notesPrimaryContact).to.equal('');
    expect(Object.keys(form)).to.have.members([...PARTNER_FIELDS]);
  });

  it('when the form is complete and valid, then nothing stops the save', () => {
    expect(partnerProblem(valid)).to.equal(null);
  });

  it("when several rules are broken, then the first in the spec's order speaks: mandatory fields, then the primary email, then the primary phone", () => {
    expect(partnerProblem({ ...valid, companyName: '', primaryEmailPrimaryContact: 'nope', primaryPhonePrimaryContact: '1' })).to.equal(
      Messages.partnerFillMandatoryFields,
    );
    expect(partnerProblem({ ...valid, primaryEmailPrimaryContact: 'nope', primaryPhonePrimaryContact: '1' })).to.equal(Messages.partnerInvalidEmailFormat);
    expect(partnerProblem({ ...valid, primaryPhonePrimaryContact: '1' })).to.equal(Messages.partnerInvalidPhone);
  });

  it("when an optional contact's email or phone is filled wrongly, then its message shows; left empty, it is fine", () => {
    expect(partnerProblem({ ...valid, primaryEmailSecondaryContact: 'sam@' })).to.equal(Messages.partnerInvalidEmailFormat);
    expect(partnerProblem({ ...valid, secondaryPhoneSecondaryContact: '12345' })).to.equal(Messages.partnerInvalidPhone);
  });

  it('when a mandatory field holds only spaces, then it counts as empty', () => {
    expect(partnerProblem({ ...valid, city: '   ' })).to.equal(Messages.partnerFillMandatoryFields);
  });
});

describe('partnerRules with the Dispatch section', () => {
  it("when the spec's fields and the Dispatch section both break a rule, then the spec's speaks first", () => {
    const dispatch = { ...emptyDispatchForm(), crews: '0' };
    expect(partnerFormProblem({ ...valid, companyName: '' }, dispatch)).to.equal(Messages.partnerFillMandatoryFields);
    expect(partnerFormProblem(valid, dispatch)).to.equal(Messages.partnerCrewsRange);
    expect(partnerFormProblem(valid, emptyDispatchForm())).to.equal(null);
  });

  it("when the form is sent, then the spec's fields go trimmed and flat, with the Dispatch fields beside them", () => {
    const body = partnerBody(
      { ...valid, city: ' Denver ' },
      { serviceCities: ['Fort Collins', 'Denver'], crews: '2', licenceNumber: ' L-1 ', insuranceExpires: 1_795_132_800_000 },
    );
    expect(body).to.include({ city: 'Denver', crews: 2, licenceNumber: 'L-1', insuranceExpires: 1_795_132_800_000 });
    expect(body.serviceCities).to.deep.equal(['Denver', 'Fort Collins']);
  });

  it('when the server refuses a save naming Dispatch fields, then each gets its message, flat or grouped; other refusals name none', () => {
    const refused = {
      status: 400,
      fields: { crews: 'Crews must be...', 'partnerDetails.licenceNumber': 'Licence...', 'serviceCities[1]': 'Pick...', companyName: 'x' },
    };
    expect(dispatchErrorsOf(refused)).to.deep.equal({ crews: 'Crews must be...', licenceNumber: 'Licence...', serviceCities: 'Pick...' });
    expect(dispatchErrorsOf({ status: 409, fields: { crews: 'x' } })).to.deep.equal({});
    expect(dispatchErrorsOf(new Error('network'))).to.deep.equal({});
  });
});
