import { expect } from 'chai';
import { ErrorCode } from '@moveday/openapi';
import { ApiError } from '../lib/http';
import { INTEGRATION_TABS, fieldErrorsOf, integrationTabOf, pathFromHash } from './integrationFacts';

const refused = (fields: Record<string, string>, status = 400) =>
  new ApiError('Please check', status, status === 400 ? ErrorCode.validation : ErrorCode.webhookDeliveryNotResendable, { error: true, fields });

describe('integration facts', () => {
  it('when the section opens, then its tabs are API keys, Webhooks and the delivery log', () => {
    expect(INTEGRATION_TABS.map((tab) => [tab.label, tab.to])).to.deep.equal([
      ['API keys', '/apikeys'],
      ['Webhooks', '/webhooks'],
      ['Delivery log', '/webhookdeliveries'],
    ]);
  });

  it("when a resource's list, form or record page is open, then its tab is selected; other screens select none", () => {
    expect(integrationTabOf('/apikeys')).to.equal(0);
    expect(integrationTabOf('/apikeys/create')).to.equal(0);
    expect(integrationTabOf('/webhooks/5d6f/show')).to.equal(1);
    expect(integrationTabOf('/webhookdeliveries')).to.equal(2);
    expect(integrationTabOf('/webhookdeliveries/9a/show')).to.equal(2);
    expect(integrationTabOf('/mails')).to.equal(false);
    expect(integrationTabOf('/webhooksomething')).to.equal(false);
  });

  it("when the server refuses a form's fields, then each input named gets its message, by the first step of its path", () => {
    const error = refused({
      url: 'A webhook address must start with https://',
      'events.$0': "'events.$0' should be one of ...",
      'scopes[2]': 'x',
      'body.name': 'Give the key a name',
    });
    expect(fieldErrorsOf(error)).to.deep.equal({
      url: 'A webhook address must start with https://',
      events: "'events.$0' should be one of ...",
      scopes: 'x',
      name: 'Give the key a name',
    });
  });

  it('when a field has another name on the form, then its message goes to that input; the first message of a field wins', () => {
    expect(fieldErrorsOf(refused({ expiresAt: 'An expiry must be...' }), { expiresAt: 'expiresOn' })).to.deep.equal({ expiresOn: 'An expiry must be...' });
    expect(fieldErrorsOf(refused({ 'events.$0': 'first', 'events.$1': 'second' }))).to.deep.equal({ events: 'first' });
  });

  it('when a failure names no fields, or is no validation, then there is nothing for the form', () => {
    expect(fieldErrorsOf(refused({}))).to.equal(undefined);
    expect(fieldErrorsOf(refused({ url: 'x' }, 409))).to.equal(undefined);
    expect(fieldErrorsOf(new ApiError('There is some techincal issue', 0, ErrorCode.adminClientFailure))).to.equal(undefined);
    expect(fieldErrorsOf(new Error('boom'))).to.equal(undefined);
  });

  it('when a link names a screen the old hash way, then the path it means is read from it', () => {
    expect(pathFromHash('#/webhooks/1f2e/show')).to.equal('/webhooks/1f2e/show');
    expect(pathFromHash('')).to.equal(null);
    expect(pathFromHash('#section')).to.equal(null);
  });
});
