/**
 * The dispatch calendar's bench data: a book of 100,000 orders of which 3,000 stand in one month
 * still to come (the shown month), with 20 partners of 2 to 6 crews in the served cities. Shared
 * by the server call's bench (bench/scenarios/dispatch.ts) and the console's drawing bench.
 */
import pg from 'pg';
import { SERVED_CITY_NAMES } from '@moveday/openapi';
import { countSeededOrders, seedOrders, withClient } from './seedOrders.js';

export const BOOK_SIZE = 100_000;
export const MONTH_ORDERS = 3_000;
const PARTNER_COUNT = 20;

/** The shown month: the first month starting at least six months from now, past every other seeded order (they run 120 days ahead). */
export function shownMonth(now = new Date()): { first: string; days: number } {
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 6, 1));
  const days = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return { first: first.toISOString().slice(0, 10), days };
}

/** The month's grid as the console's calendar shows it: from the Monday on or before the 1st, 42 days. */
export function monthGrid(month: { first: string }): { from: string; to: string } {
  const first = Date.parse(`${month.first}T00:00:00Z`);
  const from = first - ((new Date(first).getUTCDay() + 6) % 7) * 86_400_000;
  return { from: new Date(from).toISOString().slice(0, 10), to: new Date(from + 41 * 86_400_000).toISOString().slice(0, 10) };
}

const query = <R extends pg.QueryResultRow>(databaseUrl: string, text: string, values: unknown[] = []): Promise<R[]> =>
  withClient(databaseUrl, async (client) => (await client.query<R>(text, values)).rows);

/** The bench's 20 partners, made once. */
async function benchPartners(databaseUrl: string): Promise<Array<{ id: string; name: string }>> {
  const present = await query<{ id: string; name: string }>(
    databaseUrl,
    `SELECT id, company_name AS name FROM partners WHERE company_name LIKE 'Bench Crew %'`,
  );
  if (present.length > 0) return present;
  return query<{ id: string; name: string }>(
    databaseUrl,
    `INSERT INTO partners (company_name, state, city, primary_contact_name, primary_contact_primary_phone, primary_contact_primary_email,
                           service_cities, crews, licence_number, insurance_expires, created_at, updated_at)
     SELECT 'Bench Crew ' || g, 'CO', city, 'Dispatcher ' || g, '3035550' || lpad(g::text, 3, '0'), 'crew' || g || '@bench.example',
            ARRAY[city], 2 + g % 5, 'USDOT ' || (1000000 + g), current_date + 400, now(), now()
       FROM generate_series(1, $1::int) AS g,
            LATERAL (SELECT ($2::text[])[1 + g % cardinality($2::text[])] AS city) AS c
     RETURNING id, company_name AS name`,
    [PARTNER_COUNT, SERVED_CITY_NAMES],
  );
}

/** Seeds what is missing: the month's orders, then the rest of the book (idempotent; other scenarios' orders count in the book). */
export async function seedDispatchBook(databaseUrl: string): Promise<{ month: { first: string; days: number } }> {
  const month = shownMonth();
  const partners = await benchPartners(databaseUrl);
  const [{ n: inMonth }] = (await query<{ n: number }>(
    databaseUrl,
    `SELECT count(*)::int AS n FROM moves WHERE status <> 'quoted' AND calendar_day BETWEEN $1::date AND $1::date + ($2::int - 1)`,
    [month.first, month.days],
  )) as [{ n: number }];
  if (inMonth < MONTH_ORDERS) await seedOrders(databaseUrl, MONTH_ORDERS - inMonth, { window: { from: month.first, days: month.days }, partners });
  const present = await countSeededOrders(databaseUrl);
  if (present < BOOK_SIZE) await seedOrders(databaseUrl, BOOK_SIZE - present, { partners });
  return { month };
}
