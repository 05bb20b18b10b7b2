import { expectStatus, type Scenario } from '../lib/scenario.js';

/** GET /api/health: the floor of the stack (Express, middleware, one database round trip). */
export const health: Scenario = {
  name: 'health',
  description: 'GET /api/health: routing, middleware and the database ping; the ceiling for any API call',
  connections: 32,
  async prepare(ctx) {
    const req = { method: 'GET', path: '/api/health' } as const;
    await expectStatus(ctx, req, 200);
    return req;
  },
};
