import fs from 'node:fs';
import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import { expect } from 'chai';
import jwt from 'jsonwebtoken';
import { ErrorCode, Messages } from '@moveday/openapi';
import { call, expectError, login, serverAuth } from './support/app.js';
import { createTestCustomer } from './support/accounts.js';
import { ADMIN } from './support/hooks.js';
import { rolesOf } from './support/contract.js';

interface Operation {
  method: string;
  path: string;
  roles: string[];
}

/** Every guarded operation of the committed contract, so that new routes are covered as they come. */
function guardedOperations(): Operation[] {
  const file = createRequire(import.meta.url).resolve('@moveday/openapi/openapi.json');
  const spec = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    paths: Record<string, Record<string, { security?: Array<Record<string, string[]>>; 'x-roles'?: string[] }>>;
  };
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(spec.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const roles = rolesOf(op);
      if (!roles) continue;
      operations.push({ method: method.toUpperCase(), path: `/api${path.replace(/\{[^}]+\}/g, crypto.randomUUID())}`, roles });
    }
  }
  return operations;
}

describe('Guarded routes', () => {
  const operations = guardedOperations();

  it('the contract has guarded routes, admin-only ones among them', () => {
    expect(operations.length).to.be.greaterThan(0);
    expect(operations.some((op) => op.roles.includes('admin'))).to.equal(true);
  });

  it('when no token, a forged token, an expired token or a garbled header is sent, then every guarded route answers 401', async () => {
    const customer = await createTestCustomer();
    const principal = { id: customer._id, userType: 'customer' as const, tokenVersion: 0 };
    const forged = jwt.sign({ sub: customer._id, role: 'admin', ver: 0 }, 'not-the-secret-not-the-secret-not-the-secret', { expiresIn: 3600 });
    const expired = serverAuth().signToken(principal, -60).token;
    const unsigned = jwt.sign({ sub: customer._id, role: 'admin', ver: 0 }, '', { algorithm: 'none' });
    for (const op of operations) {
      for (const [label, token] of [
        ['none', undefined],
        ['forged', forged],
        ['expired', expired],
        ['alg none', unsigned],
      ] as const) {
        const answer = await call(op.method, op.path, op.method === 'GET' ? undefined : {}, token);
        expect(answer.status, `${op.method} ${op.path} with ${label} token`).to.equal(401);
        expectError(answer, 401, ErrorCode.unauthorized);
      }
      const garbled = await call(op.method, op.path, op.method === 'GET' ? undefined : {}, undefined, { authorization: 'Basic abc' });
      expect(garbled.status).to.equal(401);
    }
  });

  it('when an expired token is sent, then the message says the session expired', async () => {
    const customer = await createTestCustomer();
    const expired = serverAuth().signToken({ id: customer._id, userType: 'customer', tokenVersion: 0 }, -60).token;
    expectError(await call('GET', '/api/profile', undefined, expired), 401, ErrorCode.unauthorized, Messages.sessionExpired);
  });

  it('when a customer calls an admin-only route, then 403 with code 7005', async () => {
    const customer = await createTestCustomer();
    const token = await login(customer.userEmail, customer.password);
    for (const op of operations.filter((o) => o.roles.length > 0 && !o.roles.includes('customer'))) {
      const answer = await call(op.method, op.path, op.method === 'GET' ? undefined : {}, token);
      expect(answer.status, `${op.method} ${op.path}`).to.equal(403);
      expectError(answer, 403, ErrorCode.forbidden, Messages.forbidden);
    }
  });

  it('when a token claims a role its account does not have, then it is refused', async () => {
    const customer = await createTestCustomer();
    const promoted = serverAuth().signToken({ id: customer._id, userType: 'admin', tokenVersion: 0 }, 600).token;
    expectError(await call('GET', '/api/admin/totalusers', undefined, promoted), 401, ErrorCode.unauthorized);
  });

  it('when the admin calls an admin-only route, then it is served', async () => {
    const answer = await call('GET', '/api/admin/totalusers', undefined, await login(ADMIN.email, ADMIN.password));
    expect(answer.status).to.equal(200);
    expect(answer.body.totalUsers).to.be.a('number');
  });
});
