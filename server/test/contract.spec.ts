import { expect } from 'chai';
import { ErrorCode, Messages } from '@moveday/openapi';
import { call, expectError, get, login, post } from './support/app.js';
import { contractViolations } from './support/contract.js';
import { denverDraft } from './support/drafts.js';
import { ADMIN } from './support/hooks.js';

describe('The contract check every test call goes through', () => {
  it('when a real answer conforms, then it has nothing to say; with a field the contract does not name, then it names the field', async () => {
    const health = await get('/api/health');
    const answer = { method: 'GET', url: '/api/health', status: health.status, contentType: health.headers.get('content-type'), body: health.body };
    expect(await contractViolations(answer)).to.deep.equal([]);
    const violations = await contractViolations({ ...answer, body: { ...health.body, uptimeHours: 3 } });
    expect(violations.join('\n')).to.include('must NOT have additional properties').and.include('uptimeHours');
  });

  it('when an answer has a status its operation does not list, then it says so', async () => {
    const violations = await contractViolations({ method: 'GET', url: '/api/health', status: 418, contentType: 'application/json', body: {} });
    expect(violations).to.deep.equal(['GET /api/health (Health) answered 418, a status the operation does not list (200, 500, 503)']);
  });

  it('when a field holds a value its schema does not allow (null where none is, a status word of no list), then it says which', async () => {
    const admin = await login(ADMIN.email, ADMIN.password);
    const customerDetails = { firstName: 'Ana', lastName: 'Contract', userEmail: 'ana.contract@example.com', userPhone: '3035550111' };
    const added = await post('/api/addorder', { ...denverDraft(), customerDetails, confirmSaveAdminAction: 'save' }, admin);
    expect(added.status, JSON.stringify(added.body)).to.equal(200);
    const url = `/api/admin/orders/${added.body.moveDatabaseID}`;
    const order = await get(url, admin);
    const wrong = { ...order.body, moveStatus: 'lost', moveId: null };
    const violations = await contractViolations({ method: 'GET', url, status: 200, contentType: 'application/json', body: wrong });
    expect(violations.join('\n')).to.include('/moveStatus').and.include('/moveId');
  });

  it('when a file comes in a media type its operation does not declare, then it says so', async () => {
    const violations = await contractViolations({ method: 'GET', url: '/api/admin/fetchcsv', status: 200, contentType: 'application/json', body: [] });
    expect(violations).to.deep.equal(['GET /api/admin/fetchcsv (FetchCsv) answered 200 as application/json, where the operation declares text/csv']);
  });

  it('when a call is no operation of the contract, then it is left alone', async () => {
    expect(await contractViolations({ method: 'GET', url: '/api/metrics', status: 401, contentType: 'text/plain', body: '' })).to.deep.equal([]);
    expect(await contractViolations({ method: 'GET', url: '/', status: 200, contentType: 'text/html', body: '<!doctype html>' })).to.deep.equal([]);
  });
});

describe('Bodies that are not JSON', () => {
  it('when a body comes as text or as a form, then 415 (7035) in the error model, and nothing is done', async () => {
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded']) {
      const answer = await call('POST', '/api/enquirydetails', 'email=ana%40example.com', undefined, { 'content-type': contentType });
      expectError(answer, 415, ErrorCode.unsupportedMediaType, Messages.unsupportedMediaType);
    }
  });

  it('when a JSON body names its charset, or a call has no body at all, then it is taken', async () => {
    const answer = await call('POST', '/api/loginRoute', JSON.stringify({ loginEmail: ADMIN.email, loginPassword: ADMIN.password }), undefined, {
      'content-type': 'application/json; charset=utf-8',
    });
    expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
    expect((await call('POST', '/api/loginRoute')).status).to.equal(400);
  });
});
