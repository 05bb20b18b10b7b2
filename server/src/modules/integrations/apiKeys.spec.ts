import { expect } from 'chai';
import { ErrorCode, Messages } from '@moveday/openapi';
import { call, expectError, get, login, post, sql, type ApiAnswer } from '../../../test/support/app.js';
import { createTestCustomer } from '../../../test/support/accounts.js';
import { bookAsNewCustomer } from '../../../test/support/booking.js';
import { ADMIN } from '../../../test/support/hooks.js';

let admin = '';

before(async () => {
  admin = await login(ADMIN.email, ADMIN.password);
});

const withKey = (method: string, path: string, key: string, body?: unknown) => call(method, path, body, key);

async function newKey(scopes: string[], name = 'Warehouse sync', expiresAt?: number): Promise<{ id: string; secret: string; answer: ApiAnswer }> {
  const answer = await post('/api/admin/apikeys', { name, scopes, ...(expiresAt ? { expiresAt } : {}) }, admin);
  expect(answer.status, JSON.stringify(answer.body)).to.equal(201);
  return { id: answer.body.id, secret: answer.body.secret, answer };
}

describe('API keys: made by admins, shown once, kept as a hash', () => {
  it('when an admin makes a key, then its secret is answered once and only its hash and prefix are stored', async () => {
    const { id, secret, answer } = await newKey(['orders:write', 'orders:read', 'orders:read']);
    expect(secret).to.match(/^mdk_[A-Za-z0-9_-]{43}$/);
    expect(answer.body).to.include({ name: 'Warehouse sync', state: 'active', prefix: secret.slice(0, 12), expiresAt: null, lastUsedAt: null });
    expect(answer.body.scopes, 'each scope once, in the catalogue order').to.deep.equal(['orders:read', 'orders:write']);
    const read = await get(`/api/admin/apikeys/${id}`, admin);
    expect(read.status).to.equal(200);
    expect(read.body).to.not.have.property('secret');
    const listed = await get(`/api/admin/apikeys?filter=${encodeURIComponent(JSON.stringify({ id: [id] }))}`, admin);
    expect(JSON.stringify(listed.body)).to.not.include(secret);
    const [row] = await sql('SELECT * FROM api_keys WHERE id = $1', [id]);
    expect(JSON.stringify(row)).to.not.include(secret);
    expect(row.key_hash).to.have.length(43);
  });

  it('when a key is asked for without a name, without scopes, or with an expiry past or too far, then each field says what is wrong', async () => {
    const answer = await post('/api/admin/apikeys', { name: '  ', scopes: [], expiresAt: Date.now() - 1000 }, admin);
    expectError(answer, 400, ErrorCode.validation);
    expect(answer.body.fields).to.deep.equal({
      name: Messages.apiKeyNameRequired,
      scopes: Messages.apiKeyScopesRequired,
      expiresAt: Messages.apiKeyExpiryInvalid.replace('{days}', '1826'),
    });
    const tooFar = await post('/api/admin/apikeys', { name: 'Far', scopes: ['orders:read'], expiresAt: Date.now() + 1900 * 86_400_000 }, admin);
    expectError(tooFar, 400, ErrorCode.validation);
    const unknownScope = await post('/api/admin/apikeys', { name: 'Odd', scopes: ['orders:delete'] }, admin);
    expectError(unknownScope, 400, ErrorCode.validation);
  });

  it('when a customer or a key asks to manage keys, then it is refused: only a signed-in admin makes keys', async () => {
    const customer = await createTestCustomer();
    const token = await login(customer.userEmail, customer.password);
    expectError(await post('/api/admin/apikeys', { name: 'Mine', scopes: ['orders:read'] }, token), 403, ErrorCode.forbidden);
    const { secret } = await newKey(['orders:read', 'orders:write', 'partners:read', 'partners:write', 'reports:read']);
    const answer = await withKey('POST', '/api/admin/apikeys', secret, { name: 'Child', scopes: ['orders:read'] });
    expectError(answer, 403, ErrorCode.forbidden, Messages.apiKeyNotAccepted);
    expectError(await withKey('GET', '/api/admin/mails', secret), 403, ErrorCode.forbidden, Messages.apiKeyNotAccepted);
    expectError(await withKey('GET', '/api/profile', secret), 403, ErrorCode.forbidden, Messages.apiKeyNotAccepted);
  });
});

describe('API keys: each call checks the key and its scopes', () => {
  it('when a key with orders:read lists and reads orders, then it is answered as an admin is, and its last use is shown', async () => {
    const booked = await bookAsNewCustomer(post, 'apikey');
    const { id, secret } = await newKey(['orders:read'], 'Reader');
    const list = await withKey('GET', `/api/admin/orders?filter=${encodeURIComponent(JSON.stringify({ q: booked.moveID }))}`, secret);
    expect(list.status, JSON.stringify(list.body)).to.equal(200);
    expect(list.body.map((o: { id: string }) => o.id)).to.deep.equal([booked.orderId]);
    expect(list.headers.get('ratelimit-policy')).to.match(/"api-key"; q=40; w=60/);
    const one = await withKey('GET', `/api/admin/orders/${booked.orderId}`, secret);
    expect(one.status).to.equal(200);
    expect(one.body.customerDetails.userEmail).to.equal(booked.email);
    const key = await get(`/api/admin/apikeys/${id}`, admin);
    expect(key.body.lastUsedAt)
      .to.be.a('number')
      .within(Date.now() - 60_000, Date.now() + 1000);
  });

  it('when a key without orders:write tries to change an order, then it is refused with 403 and the order is unchanged', async () => {
    const booked = await bookAsNewCustomer(post, 'apikey');
    const { secret } = await newKey(['orders:read', 'reports:read'], 'Read only');
    const answer = await withKey('POST', '/api/admin/add_cancel_reason', secret, { moveDatabaseID: booked.orderId, cancelReason: 'Sync test' });
    expectError(answer, 403, ErrorCode.forbidden, Messages.apiKeyScopeMissing.replace('{scopes}', 'orders:write'));
    const [row] = await sql('SELECT status FROM moves WHERE id = $1', [booked.orderId]);
    expect(row.status).to.equal('open');
    expectError(await withKey('GET', '/api/admin/partners', secret), 403, ErrorCode.forbidden);
    expect((await withKey('GET', '/api/admin/dashboard', secret)).status).to.equal(200);
  });

  it('when a key with orders:write cancels an order, then the change is made and its history names the key', async () => {
    const booked = await bookAsNewCustomer(post, 'apikey');
    const { id, secret } = await newKey(['orders:write'], 'Back office');
    const answer = await withKey('POST', '/api/admin/add_cancel_reason', secret, {
      moveDatabaseID: booked.orderId,
      cancelReason: 'Cancelled in the back office',
    });
    expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
    const order = await get(`/api/admin/orders/${booked.orderId}`, admin);
    const last = order.body.history.at(-1);
    expect(last).to.include({ actorRole: 'integration', actorName: 'API key Back office', action: 'cancelled', fromStatus: 'open', toStatus: 'cancelled' });
    const [event] = await sql(`SELECT actor_id FROM move_events WHERE move_id = $1 AND action = 'cancelled'`, [booked.orderId]);
    expect(event.actor_id).to.equal(id);
  });

  it('when a key is revoked, then its next call is refused at once, and revoking again changes nothing', async () => {
    const { id, secret } = await newKey(['orders:read'], 'Soon revoked');
    expect((await withKey('GET', '/api/admin/orders', secret)).status).to.equal(200);
    const revoked = await call('DELETE', `/api/admin/apikeys/${id}`, undefined, admin);
    expect(revoked.status).to.equal(200);
    expect(revoked.body.state).to.equal('revoked');
    expectError(await withKey('GET', '/api/admin/orders', secret), 401, ErrorCode.unauthorized, Messages.apiKeyRevoked);
    const again = await call('DELETE', `/api/admin/apikeys/${id}`, undefined, admin);
    expect(again.body.revokedAt).to.equal(revoked.body.revokedAt);
  });

  it('when a key has expired or was never made, then it is refused with 401 saying which', async () => {
    const { id, secret } = await newKey(['orders:read'], 'Short lived', Date.now() + 86_400_000);
    await sql(`UPDATE api_keys SET expires_at = now() - interval '1 second' WHERE id = $1`, [id]);
    expectError(await withKey('GET', '/api/admin/orders', secret), 401, ErrorCode.unauthorized, Messages.apiKeyExpired);
    expect((await get(`/api/admin/apikeys/${id}`, admin)).body.state).to.equal('expired');
    const forged = `mdk_${'A'.repeat(43)}`;
    expectError(await withKey('GET', '/api/admin/orders', forged), 401, ErrorCode.unauthorized, Messages.apiKeyUnknown);
    expectError(await withKey('GET', '/api/admin/orders', 'mdk_short'), 401, ErrorCode.unauthorized, Messages.apiKeyUnknown);
  });

  it('when a key spends its calls of the minute, then the next is refused with 429 and Retry-After, and another key is not held back', async () => {
    const { secret } = await newKey(['reports:read'], 'Busy');
    const { secret: other } = await newKey(['reports:read'], 'Quiet');
    const answers: ApiAnswer[] = [];
    for (let i = 0; i < 41; i += 1) answers.push(await withKey('GET', '/api/admin/totalusers', secret));
    expect(answers.slice(0, 40).map((a) => a.status)).to.deep.equal(Array(40).fill(200));
    expectError(answers[40]!, 429, ErrorCode.tooManyRequests);
    expect(Number(answers[40]!.headers.get('retry-after'))).to.be.within(1, 60);
    expect((await withKey('GET', '/api/admin/totalusers', other)).status).to.equal(200);
  });

  it('when an admin signs in as before, then the admin calls answer as they did: the key scheme takes nothing from sign-ins', async () => {
    expect((await get('/api/admin/orders', admin)).status).to.equal(200);
    expectError(await get('/api/admin/orders'), 401, ErrorCode.unauthorized, Messages.signInRequired);
    expectError(await get('/api/admin/orders', 'not-a-token'), 401, ErrorCode.unauthorized);
  });
});
