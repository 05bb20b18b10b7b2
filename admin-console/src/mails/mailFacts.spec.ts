import { expect } from 'chai';
import { MAIL_STATES } from '@moveday/openapi';
import { BODY_NOT_KEPT, MAIL_STATE_COLORS, MAIL_TABS, QUEUED_REFRESH_MS, bodyOf, mailStateLabel, refreshWhileQueued, shownError, tabOf } from './mailFacts';

describe('mail facts', () => {
  it('when a mail has failed for good, then its chip is red; retrying is amber, sent green, queued blue', () => {
    expect(MAIL_STATE_COLORS).to.deep.equal({ queued: 'info', retrying: 'warning', sent: 'success', failed: 'error' });
  });

  it('when a state is shown, then it reads as the catalogue words it', () => {
    expect(MAIL_STATES.map((s) => mailStateLabel(s.key))).to.deep.equal(['Queued', 'Retrying', 'Sent', 'Failed']);
  });

  it('when the list opens, then the tabs are All and each state in the catalogue order', () => {
    expect(MAIL_TABS.map((t) => t.label)).to.deep.equal(['All', 'Queued', 'Retrying', 'Sent', 'Failed']);
    expect(MAIL_TABS.map((t) => t.value)).to.deep.equal(['all', 'queued', 'retrying', 'sent', 'failed']);
  });

  it('when the filter names one known state, then that tab is selected; anything else selects All', () => {
    expect(tabOf('failed')).to.equal('failed');
    expect(tabOf(undefined)).to.equal('all');
    expect(tabOf(['failed', 'retrying'])).to.equal('all');
    expect(tabOf('lost')).to.equal('all');
  });

  it('when a mail is not sent, then its last error shows; once sent, nothing does', () => {
    expect(shownError({ state: 'retrying', lastError: '421 try later' })).to.equal('421 try later');
    expect(shownError({ state: 'failed', lastError: '550 no such user' })).to.equal('550 no such user');
    expect(shownError({ state: 'queued', lastError: null })).to.equal('');
    expect(shownError({ state: 'sent', lastError: '421 try later' })).to.equal('');
  });

  it('when a reset mail has lost its body, then the admin is told why rather than shown nothing', () => {
    expect(bodyOf({ text: 'Hi Ada,\n\nYour move is booked.' })).to.equal('Hi Ada,\n\nYour move is booked.');
    expect(bodyOf({ text: null })).to.equal(BODY_NOT_KEPT);
  });
});

describe('refreshWhileQueued', () => {
  it('when a page shows a mail not tried yet, then it asks again in a few seconds', () => {
    expect(refreshWhileQueued([{ state: 'sent' }, { state: 'queued' }])).to.equal(QUEUED_REFRESH_MS);
  });

  it('when every mail shown is sent, failed or waiting for a retry, or nothing has arrived, then it does not ask again by itself', () => {
    expect(refreshWhileQueued([{ state: 'sent' }, { state: 'failed' }, { state: 'retrying' }])).to.equal(false);
    expect(refreshWhileQueued([])).to.equal(false);
    expect(refreshWhileQueued(undefined)).to.equal(false);
  });
});
