import { expect } from 'chai';
import { WEBHOOK_DELIVERY_STATES } from '@moveday/openapi';
import {
  DELIVERY_STATE_COLORS,
  DELIVERY_TABS,
  SENDING_REFRESH_MS,
  WAITING_STATES,
  deliveryLogPath,
  deliveryStateLabel,
  deliveryTabOf,
  durationText,
  prettyBody,
  refreshWhileSending,
  statusText,
} from './deliveryFacts';

describe('webhook delivery facts', () => {
  it('when a delivery is listed, then failed is red, retrying amber, delivered green, the rest blue, in the catalogue words', () => {
    expect(DELIVERY_STATE_COLORS).to.deep.equal({ pending: 'info', sending: 'info', retrying: 'warning', delivered: 'success', failed: 'error' });
    expect(WEBHOOK_DELIVERY_STATES.map((s) => deliveryStateLabel(s.key))).to.deep.equal(['Pending', 'Sending', 'Retrying', 'Delivered', 'Failed']);
  });

  it('when the log opens, then its tabs are All and each state; a filter of one known state selects its tab, of the waiting states none', () => {
    expect(DELIVERY_TABS.map((t) => t.value)).to.deep.equal(['all', 'pending', 'sending', 'retrying', 'delivered', 'failed']);
    expect(deliveryTabOf('failed')).to.equal('failed');
    expect(deliveryTabOf(['pending', 'sending', 'retrying'])).to.equal(false);
    expect(deliveryTabOf([])).to.equal('all');
    expect(deliveryTabOf('lost')).to.equal('all');
    expect(deliveryTabOf(undefined)).to.equal('all');
  });

  it('when a body is shown, then its JSON is indented; text that is not JSON shows as it is', () => {
    expect(prettyBody('{"id":"e1","type":"order.booked","data":{"order":{"moveId":"MD-1"}}}')).to.equal(
      '{\n  "id": "e1",\n  "type": "order.booked",\n  "data": {\n    "order": {\n      "moveId": "MD-1"\n    }\n  }\n}',
    );
    expect(prettyBody('not json {')).to.equal('not json {');
  });

  it('when an attempt got no answer, then its status is a dash; durations read in ms under a second, else in seconds', () => {
    expect(statusText(null)).to.equal('-');
    expect(statusText(503)).to.equal('503');
    expect(durationText(84.4)).to.equal('84 ms');
    expect(durationText(5012)).to.equal('5.0 s');
  });

  it('when a page shows a delivery waiting its turn or being sent, then it asks again in a moment; otherwise not by itself', () => {
    expect(refreshWhileSending([{ state: 'delivered' }, { state: 'pending' }])).to.equal(SENDING_REFRESH_MS);
    expect(refreshWhileSending([{ state: 'sending' }])).to.equal(SENDING_REFRESH_MS);
    expect(refreshWhileSending([{ state: 'delivered' }, { state: 'retrying' }, { state: 'failed' }])).to.equal(false);
    expect(refreshWhileSending(undefined)).to.equal(false);
  });

  it("when another screen links to the log filtered, then the address is react-admin's list filter", () => {
    const path = deliveryLogPath({ endpointId: 'e1', state: 'failed' });
    expect(path.startsWith('/webhookdeliveries?filter=')).to.equal(true);
    expect(JSON.parse(new URLSearchParams(path.split('?')[1]).get('filter')!)).to.deep.equal({ endpointId: 'e1', state: 'failed' });
    const waiting = deliveryLogPath({ endpointId: 'e1', state: WAITING_STATES });
    expect(JSON.parse(new URLSearchParams(waiting.split('?')[1]).get('filter')!)).to.deep.equal({
      endpointId: 'e1',
      state: ['pending', 'sending', 'retrying'],
    });
  });
});
