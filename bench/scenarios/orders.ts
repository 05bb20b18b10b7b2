import { countSeededOrders, seedCustomer, seedOrders } from '../lib/seedOrders.js';
import { expectStatus, type Scenario, type ScenarioContext } from '../lib/scenario.js';

const ORDER_BOOK_SIZE = 100_000;
const CUSTOMER_ORDERS = 20;

function databaseOf(ctx: ScenarioContext): string {
  if (!ctx.databaseUrl) throw new Error('this scenario seeds its data in the database: with --url, set BENCH_DATABASE_URL');
  return ctx.databaseUrl;
}

async function tokenFor(ctx: ScenarioContext, email: string, password: string): Promise<string> {
  const { body } = await expectStatus(ctx, { method: 'POST', path: '/api/loginRoute', jsonBody: { loginEmail: email, loginPassword: password } }, 200);
  const token = (body as { token?: unknown }).token;
  if (typeof token !== 'string') throw new Error(`login answered 200 without a token: ${JSON.stringify(body).slice(0, 300)}`);
  return token;
}

const query = (params: Record<string, unknown>) =>
  Object.entries(params)
    .map(([key, value]) => `${key}=${encodeURIComponent(JSON.stringify(value))}`)
    .join('&');

/**
 * The console's Open tab with a filter and a search, on a book of 100,000 orders:
 * `GET /api/admin/orders?sort=["moveDate","ASC"]&range=[0,24]&filter={"group":"open","view":"unassigned","q":"smi"}`.
 * The database filters (trigram index on the search text), sorts and cuts the page, and counts the
 * matches for Content-Range; nothing loads the whole table. Target: p95 under 30 ms.
 */
export const orders: Scenario = {
  name: 'orders',
  description: 'GET /api/admin/orders: one filtered, searched, sorted page of a 100,000-order book, with its count',
  // A back office, not a storefront: each connection is an admin who asks again the instant a page
  // arrives, with no think time, so four are already a busy office. Try --connections 8 for a stress figure.
  connections: 4,
  note: `seeds ${ORDER_BOOK_SIZE.toLocaleString('en-US')} orders once (one INSERT ... SELECT); target p95 < 30 ms at 4 connections`,
  async prepare(ctx) {
    const databaseUrl = databaseOf(ctx);
    const present = await countSeededOrders(databaseUrl);
    if (present < ORDER_BOOK_SIZE) {
      const t0 = Date.now();
      await seedOrders(databaseUrl, ORDER_BOOK_SIZE - present);
      process.stderr.write(
        `bench: orders: seeded ${(ORDER_BOOK_SIZE - present).toLocaleString('en-US')} orders in ${((Date.now() - t0) / 1000).toFixed(1)} s\n`,
      );
    }
    const token = await tokenFor(ctx, ctx.adminEmail, ctx.adminPassword);
    const req = {
      method: 'GET',
      path: `/api/admin/orders?${query({ sort: ['moveDate', 'ASC'], range: [0, 24], filter: { group: 'open', view: 'unassigned', q: 'smi' } })}`,
      headers: { authorization: `Bearer ${token}` },
    } as const;
    const { body } = await expectStatus(ctx, req, 200);
    const rows = body as Array<{ moveStatus: string; customerName: string }>;
    if (!Array.isArray(rows) || rows.length === 0 || rows.some((r) => r.moveStatus !== 'open' || !/smi/i.test(JSON.stringify(r)))) {
      throw new Error(`the page is not what was asked for: ${JSON.stringify(body).slice(0, 300)}`);
    }
    return req;
  },
};

/**
 * A customer's own orders list (`POST /api/customer/allorders`) for a customer with 20 orders,
 * in a database that may hold many others'.
 */
export const customerOrders: Scenario = {
  name: 'customerorders',
  description: 'POST /api/customer/allorders: a customer with 20 orders lists them',
  connections: 8,
  async prepare(ctx) {
    const databaseUrl = databaseOf(ctx);
    const password = 'Bench-Customer-1';
    const customer = await seedCustomer(databaseUrl, {
      firstName: 'Bench',
      lastName: 'Customer',
      email: 'bench-customer@moveday.local',
      phone: '3035550199',
      password,
    });
    const present = await countSeededOrders(databaseUrl, customer.id);
    if (present < CUSTOMER_ORDERS) await seedOrders(databaseUrl, CUSTOMER_ORDERS - present, { customer });
    const token = await tokenFor(ctx, customer.email, password);
    const req = {
      method: 'POST',
      path: '/api/customer/allorders',
      headers: { authorization: `Bearer ${token}` },
      jsonBody: { userId: customer.id },
    } as const;
    const { body } = await expectStatus(ctx, req, 200);
    if (!Array.isArray(body) || body.length !== CUSTOMER_ORDERS) {
      throw new Error(`expected ${CUSTOMER_ORDERS} orders, got: ${JSON.stringify(body).slice(0, 300)}`);
    }
    return req;
  },
};
