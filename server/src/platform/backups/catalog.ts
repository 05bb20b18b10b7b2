import type pg from 'pg';
import type { DatabaseCounts } from './backupFile.js';

/** Which tables a backup holds, read from PostgreSQL's catalog (so a new migration's tables are in it with no list to keep). */

/** umzug's record of migrations: a restore writes it by migrating, so the backup carries the names in its header instead. */
export const MIGRATIONS_TABLE = 'schema_migrations';

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
export const qualified = (schema: string, table: string) => `${quoteIdent(schema)}.${quoteIdent(table)}`;

/**
 * The public schema's tables but the migrations' record, each after the tables its foreign keys
 * point to, so that loading them in this order never breaks a key.
 */
export async function publicTables(client: pg.ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ name: string; refs: string[] }>(
    `SELECT c.relname::text AS name,
            coalesce(array_agg(DISTINCT r.relname::text) FILTER (WHERE r.relname IS NOT NULL AND r.oid <> c.oid), '{}'::text[]) AS refs
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       LEFT JOIN pg_constraint k ON k.conrelid = c.oid AND k.contype = 'f'
       LEFT JOIN pg_class r ON r.oid = k.confrelid
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition AND c.relname <> $1
      GROUP BY c.relname
      ORDER BY c.relname`,
    [MIGRATIONS_TABLE],
  );
  const refs = new Map(rows.map((row) => [row.name, row.refs]));
  const ordered: string[] = [];
  const placed = new Set<string>();
  const place = (name: string, path: string[]) => {
    if (placed.has(name)) return;
    if (path.includes(name)) throw new Error(`the tables' foreign keys form a cycle: ${[...path, name].join(' -> ')}`);
    for (const target of refs.get(name) ?? []) place(target, [...path, name]);
    placed.add(name);
    ordered.push(name);
  };
  for (const row of rows) place(row.name, []);
  return ordered;
}

/** A table's columns as COPY reads and writes them: all but the generated ones, in order. */
export async function copyColumns(client: pg.ClientBase, schema: string, table: string): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT a.attname AS name FROM pg_attribute a
      WHERE a.attrelid = to_regclass($1) AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      ORDER BY a.attnum`,
    [qualified(schema, table)],
  );
  return rows.map((row) => row.name);
}

/** What a database holds, as people count it; the same figures a backup's header and a restore's report give. */
export async function countContents(client: pg.ClientBase): Promise<DatabaseCounts> {
  const { rows } = await client.query<Omit<DatabaseCounts, 'jobs'> & { queue: boolean }>(
    `SELECT (SELECT count(*) FROM moves)::int AS orders,
            (SELECT count(*) FROM users WHERE user_type = 'customer')::int AS customers,
            (SELECT count(*) FROM users WHERE user_type = 'admin')::int AS admins,
            (SELECT count(*) FROM partners)::int AS partners,
            (SELECT count(*) FROM enquiries)::int AS enquiries,
            to_regclass('pgboss.job') IS NOT NULL AS queue`,
  );
  const { queue, ...counts } = rows[0]!;
  // Its own query: a statement naming pgboss.job fails to plan where the queue was never made.
  const jobs = queue
    ? (await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM pgboss.job WHERE state IN ('created', 'retry', 'active')`)).rows[0]!.n
    : 0;
  return { ...counts, jobs };
}

/** One line for people: "12 orders, 5 customers, 1 admin, 2 partners, 3 enquiries, 4 jobs waiting". */
export function describeCounts(counts: DatabaseCounts): string {
  const of = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  return [
    of(counts.orders, 'order', 'orders'),
    of(counts.customers, 'customer', 'customers'),
    of(counts.admins, 'admin', 'admins'),
    of(counts.partners, 'partner', 'partners'),
    of(counts.enquiries, 'enquiry', 'enquiries'),
    `${of(counts.jobs, 'job', 'jobs')} waiting`,
  ].join(', ');
}
