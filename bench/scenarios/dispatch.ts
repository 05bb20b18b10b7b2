import { BOOK_SIZE, MONTH_ORDERS, monthGrid, seedDispatchBook } from '../lib/seedDispatch.js';
import { expectStatus, type Scenario } from '../lib/scenario.js';

/**
 * The dispatch calendar's month (`GET /api/admin/dispatch?from=..&to=..`, the 42 days of a month's
 * grid) on a book of 100,000 orders with 3,000 in that month: the moves' calendar columns, each
 * day's counts and 20 partners' crews used per day. Target: p95 under 50 ms.
 */
export const dispatch: Scenario = {
  name: 'dispatch',
  description: "GET /api/admin/dispatch: a month's grid of the calendar (3,000 moves) in a 100,000-order book",
  connections: 4,
  note: `seeds ${BOOK_SIZE.toLocaleString('en-US')} orders once, ${MONTH_ORDERS.toLocaleString('en-US')} in the shown month; target p95 < 50 ms at 4 connections`,
  async prepare(ctx) {
    if (!ctx.databaseUrl) throw new Error('this scenario seeds its data in the database: with --url, set BENCH_DATABASE_URL');
    const { month } = await seedDispatchBook(ctx.databaseUrl);
    const login = await expectStatus(
      ctx,
      { method: 'POST', path: '/api/loginRoute', jsonBody: { loginEmail: ctx.adminEmail, loginPassword: ctx.adminPassword } },
      200,
    );
    const token = (login.body as { token: string }).token;
    const grid = monthGrid(month);
    const req = {
      method: 'GET',
      path: `/api/admin/dispatch?from=${grid.from}&to=${grid.to}`,
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' },
    } as const;
    const { body } = await expectStatus(ctx, req, 200);
    const range = body as { moves: unknown[]; days: unknown[]; partners: unknown[] };
    if (range.moves.length !== MONTH_ORDERS || range.days.length !== 42 || range.partners.length < 20) {
      throw new Error(`the month is not what was seeded: ${range.moves.length} moves, ${range.days.length} days, ${range.partners.length} partners`);
    }
    return req;
  },
};
