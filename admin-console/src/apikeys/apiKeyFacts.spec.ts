import { expect } from 'chai';
import { API_SCOPES } from '@moveday/openapi';
import {
  API_KEY_STATE_COLORS,
  API_KEY_TABS,
  DAY_MS,
  EXPIRY_CHOICES,
  NO_EXPIRY_DAY,
  apiKeyBody,
  apiKeyFieldNames,
  apiKeyStateLabel,
  apiKeyTabOf,
  canRevoke,
  endOfDay,
  scopeLabel,
} from './apiKeyFacts';

const NOW = Date.UTC(2026, 11, 5, 15, 30);

describe('API key facts', () => {
  it('when a key is listed, then active is green, expired amber, revoked grey, each in words', () => {
    expect(API_KEY_STATE_COLORS).to.deep.equal({ active: 'success', expired: 'warning', revoked: 'default' });
    expect(['active', 'expired', 'revoked'].map((s) => apiKeyStateLabel(s as 'active'))).to.deep.equal(['Active', 'Expired', 'Revoked']);
  });

  it('when the list opens, then the tabs are All and each state; a filter of one known state selects its tab', () => {
    expect(API_KEY_TABS.map((t) => t.value)).to.deep.equal(['all', 'active', 'expired', 'revoked']);
    expect(apiKeyTabOf('revoked')).to.equal('revoked');
    expect(apiKeyTabOf(['active', 'expired'])).to.equal('all');
    expect(apiKeyTabOf('lost')).to.equal('all');
    expect(apiKeyTabOf(undefined)).to.equal('all');
  });

  it("when a scope is shown, then it reads as the catalogue's label", () => {
    expect(API_SCOPES.map((s) => scopeLabel(s.key))).to.deep.equal(['Read orders', 'Change orders', 'Read partners', 'Change partners', 'Read reports']);
  });

  it('when a key is revoked, then it cannot be revoked again; an active or expired one can', () => {
    expect(canRevoke({ state: 'active' })).to.equal(true);
    expect(canRevoke({ state: 'expired' })).to.equal(true);
    expect(canRevoke({ state: 'revoked' })).to.equal(false);
  });

  it('when the expiry is chosen, then the choices are never, 30, 90 and 365 days, or a day', () => {
    expect(EXPIRY_CHOICES.map((c) => c.id)).to.deep.equal(['never', '30', '90', '365', 'date']);
  });

  it('when a key never expires, then it is sent with a null expiry, its name and scopes as given', () => {
    expect(apiKeyBody({ name: 'Warehouse sync', scopes: ['orders:read'], expiry: 'never' }, NOW)).to.deep.equal({
      body: { name: 'Warehouse sync', scopes: ['orders:read'], expiresAt: null },
    });
  });

  it('when a number of days is chosen, then the key stops that many days from now', () => {
    for (const days of [30, 90, 365]) {
      const answer = apiKeyBody({ name: 'k', scopes: ['orders:read'], expiry: String(days) as '30' }, NOW);
      expect(answer).to.deep.equal({ body: { name: 'k', scopes: ['orders:read'], expiresAt: NOW + days * DAY_MS } });
    }
  });

  it('when a day is chosen, then the key works through that day and stops at the next midnight where the admin is', () => {
    const answer = apiKeyBody({ name: 'k', scopes: ['reports:read'], expiry: 'date', expiresOn: '2027-03-14' }, NOW);
    expect(answer).to.deep.equal({ body: { name: 'k', scopes: ['reports:read'], expiresAt: new Date(2027, 2, 15).getTime() } });
    expect(endOfDay('2027-12-31')).to.equal(new Date(2028, 0, 1).getTime());
  });

  it('when a day is to be chosen but none is, or no real one, then the form says so itself and nothing is sent', () => {
    expect(apiKeyBody({ name: 'k', scopes: ['reports:read'], expiry: 'date', expiresOn: null }, NOW)).to.deep.equal({ errors: { expiresOn: NO_EXPIRY_DAY } });
    expect(apiKeyBody({ name: 'k', scopes: ['reports:read'], expiry: 'date', expiresOn: '2027-02-30' }, NOW)).to.deep.equal({
      errors: { expiresOn: NO_EXPIRY_DAY },
    });
  });

  it("when the name or the scopes are left out, then they are sent empty, for the server's own messages", () => {
    expect(apiKeyBody({ name: null, scopes: null }, NOW)).to.deep.equal({ body: { name: '', scopes: [], expiresAt: null } });
  });

  it('when the server refuses the expiry, then its message shows on the day chosen, or else on the choice', () => {
    expect(apiKeyFieldNames({ expiry: 'date' })).to.deep.equal({ expiresAt: 'expiresOn' });
    expect(apiKeyFieldNames({ expiry: '30' })).to.deep.equal({ expiresAt: 'expiry' });
  });
});
