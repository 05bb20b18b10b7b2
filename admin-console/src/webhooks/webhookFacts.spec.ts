import { expect } from 'chai';
import { WEBHOOK_EVENT_KEYS } from '@moveday/openapi';
import { ApiError } from '../lib/http';
import {
  ENDPOINT_TABS,
  endpointStateLabel,
  offNotice,
  endpointTabOf,
  eventLabel,
  eventsSummary,
  newWebhookBody,
  unresolvedHostOf,
  webhookChange,
  webhookFormOf,
} from './webhookFacts';

describe('webhook facts', () => {
  it("when an event is shown, then it reads as the catalogue's label", () => {
    expect(WEBHOOK_EVENT_KEYS.map(eventLabel)).to.deep.equal([
      'Order booked',
      'Order updated',
      'Status changed',
      'Partner assigned',
      'Order cancelled',
      'Offer answered',
      'Payment received',
      'Payment refunded',
      'Statement issued',
      'Statement paid',
    ]);
  });

  it("when an endpoint takes every event, then the list says so in two words; else it names them in the catalogue's order", () => {
    expect(eventsSummary([...WEBHOOK_EVENT_KEYS].reverse())).to.equal('Every event');
    expect(eventsSummary(['order.cancelled', 'order.booked'])).to.equal('Order booked, Order cancelled');
  });

  it('when an endpoint is on or off, then it reads On or Off', () => {
    expect(endpointStateLabel({ enabled: true })).to.equal('On');
    expect(endpointStateLabel({ enabled: false })).to.equal('Off');
  });

  it('when an endpoint is off, then the notice says since when and why, as a sentence; one that is on has none', () => {
    const moment = (ms: number) => `<${ms}>`;
    expect(offNotice({ enabled: false, disabledAt: 5, disabledReason: 'Turned off by an admin' }, moment)).to.equal('Off since <5>. Turned off by an admin.');
    expect(
      offNotice({ enabled: false, disabledAt: 5, disabledReason: 'A order.booked delivery failed for good: the receiver answered 500.' }, moment),
    ).to.equal('Off since <5>. A order.booked delivery failed for good: the receiver answered 500.');
    expect(offNotice({ enabled: false, disabledAt: null, disabledReason: null }, moment)).to.equal('Off.');
    expect(offNotice({ enabled: true, disabledAt: null, disabledReason: null }, moment)).to.equal(null);
  });

  it('when the list is filtered on or off, then that tab is selected, as a boolean or as the address holds it', () => {
    expect(ENDPOINT_TABS.map((t) => t.label)).to.deep.equal(['All', 'On', 'Off']);
    expect(endpointTabOf(true)).to.equal('true');
    expect(endpointTabOf('false')).to.equal('false');
    expect(endpointTabOf(undefined)).to.equal('all');
    expect(endpointTabOf('maybe')).to.equal('all');
  });

  it("when a form is sent with fields left empty, then they go empty, for the server's messages", () => {
    expect(newWebhookBody({ url: null, description: null, events: null })).to.deep.equal({ url: '', description: '', events: [] });
    expect(newWebhookBody({ url: 'https://example.com/hook', description: 'ERP', events: ['order.booked'] })).to.deep.equal({
      url: 'https://example.com/hook',
      description: 'ERP',
      events: ['order.booked'],
    });
  });

  it('when an endpoint is edited, then the form holds its address, description and events, and Save sends those alone', () => {
    const endpoint = { id: 'e1', url: 'https://example.com/hook', description: 'ERP', events: ['order.booked' as const], enabled: true };
    const form = webhookFormOf(endpoint);
    expect(form).to.deep.equal({ url: 'https://example.com/hook', description: 'ERP', events: ['order.booked'] });
    expect(webhookChange({ ...form, description: null })).to.deep.equal({ url: 'https://example.com/hook', description: '', events: ['order.booked'] });
  });

  it("when the server says an address's name does not resolve, then its host is read for the question; any other refusal is not a question", () => {
    const unresolved = { key: 'webhookUrlDoesNotResolve', params: { host: 'hooks.erp.invalid' } };
    expect(unresolvedHostOf(new ApiError('x', 400, 7001, { fields: { url: 'x' }, fieldMessages: { url: unresolved } }))).to.equal('hooks.erp.invalid');
    expect(unresolvedHostOf(new ApiError('x', 400, 7001, { fields: { url: 'x' }, fieldMessages: { url: { key: 'webhookUrlNotHttps' } } }))).to.equal(undefined);
    expect(unresolvedHostOf(new ApiError('x', 400, 7001, { fields: { events: 'x' }, fieldMessages: { events: unresolved } }))).to.equal(undefined);
    expect(unresolvedHostOf(new Error('network'))).to.equal(undefined);
  });
});
