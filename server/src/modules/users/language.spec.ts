import { expect } from 'chai';
import { ErrorCode } from '@moveday/openapi';
import { call, expectError, get, login, sql } from '../../../test/support/app.js';
import { createTestCustomer } from '../../../test/support/accounts.js';
import { ADMIN } from '../../../test/support/hooks.js';
import { addPartner, partnerSignIn } from '../../../test/support/partners.js';

const put = (body: unknown, token?: string) => call('PUT', '/api/account/language', body, token);

describe('GET and PUT /api/account/language', () => {
  it('when a customer has not chosen, then the language is English; once Spanish is chosen, it is stored and answered', async () => {
    const customer = await createTestCustomer();
    const token = await login(customer.userEmail, customer.password);
    expect((await get('/api/account/language', token)).body).to.deep.equal({ language: 'en' });
    const changed = await put({ language: 'es' }, token);
    expect(changed.status, JSON.stringify(changed.body)).to.equal(200);
    expect(changed.body).to.deep.equal({ language: 'es' });
    expect((await get('/api/account/language', token)).body).to.deep.equal({ language: 'es' });
    expect(await sql('SELECT locale FROM users WHERE id = $1', [customer._id])).to.deep.equal([{ locale: 'es' }]);
    expect((await put({ language: 'en' }, token)).body).to.deep.equal({ language: 'en' });
  });

  it('when a partner sign-in or the admin chooses Spanish, then it is theirs', async () => {
    const admin = await login(ADMIN.email, ADMIN.password);
    const { partnerID } = await addPartner((path, body, token) => call('POST', path, body, token), admin);
    const crew = await partnerSignIn(admin, partnerID);
    expect((await put({ language: 'es' }, crew.token)).body).to.deep.equal({ language: 'es' });
    expect((await get('/api/account/language', crew.token)).body).to.deep.equal({ language: 'es' });
    expect((await get('/api/account/language', admin)).body).to.deep.equal({ language: 'en' });
    expect((await put({ language: 'es' }, admin)).status).to.equal(200);
    expect((await put({ language: 'en' }, admin)).body).to.deep.equal({ language: 'en' });
  });

  it('when the language is not one MoveDay speaks, then 400 names the field and the language stays', async () => {
    const customer = await createTestCustomer();
    const token = await login(customer.userEmail, customer.password);
    for (const language of ['fr', 'ES', '', 'es-MX']) {
      const answer = await put({ language }, token);
      expectError(answer, 400, ErrorCode.validation, 'language must be one of: en, es');
      expect(answer.body.fieldMessages).to.deep.equal({ language: { key: 'listFilterChoice', params: { filter: 'language', choices: 'en, es' } } });
    }
    for (const body of [{ language: 42 }, { language: null }, {}]) {
      const answer = await put(body, token);
      expectError(answer, 400, ErrorCode.validation);
      expect(answer.body.fields).to.have.property('language');
    }
    expect((await get('/api/account/language', token)).body).to.deep.equal({ language: 'en' });
  });

  it('when no one is signed in, then 401', async () => {
    expectError(await get('/api/account/language'), 401, ErrorCode.unauthorized);
    expectError(await put({ language: 'es' }), 401, ErrorCode.unauthorized);
  });
});
