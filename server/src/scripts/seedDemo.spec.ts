import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect } from 'chai';
import pg from 'pg';
import { SERVICE_AREAS } from '@moveday/openapi';
import { openTempDir, openTestDatabase, type TestDatabase } from '../../test/support/postgres.js';

const run = promisify(execFile);
const serverDir = fileURLToPath(new URL('../..', import.meta.url));

/** `npm run seed:demo` as a person runs it: a separate process, on the database DATABASE_URL names. */
async function seed(databaseUrl: string, dataDir: string): Promise<{ code: number; out: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', path.join('src', 'scripts', 'seedDemo.ts'), '--size', '10'], {
      cwd: serverDir,
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        ADMIN_EMAIL: 'demo-admin@test.moveday.local',
        ADMIN_PASSWORD: 'admin-pass-1',
        LOG_LEVEL: 'silent',
      },
      timeout: 150_000,
    });
    return { code: 0, out: stdout + stderr };
  } catch (err) {
    const e = err as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? -1, out: `${e.stdout ?? ''}${e.stderr ?? ''}` };
  }
}

describe('npm run seed:demo', function () {
  this.timeout(240_000);
  let database: TestDatabase;
  let dataDir: string;
  let client: pg.Client;
  let first: { code: number; out: string };
  const query = async (text: string, values: unknown[] = []) => (await client.query(text, values)).rows;

  before(async () => {
    database = await openTestDatabase();
    dataDir = await openTempDir('moveday-seed-');
    first = await seed(database.url, dataDir);
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
  });

  after(async () => {
    await client?.end();
    await database?.drop();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('when the database is empty, then it fills it with orders in every status over the last six months', async () => {
    expect(first.code, first.out).to.equal(0);
    const statuses = (await query('SELECT DISTINCT status FROM moves')).map((r) => r.status);
    expect(statuses).to.have.members(['quoted', 'estimate_open', 'open', 'partnerassigned', 'completed', 'cancelled']);
    const [span] = await query(
      `SELECT min(booked_at) AS first, max(booked_at) AS last, count(*)::int AS orders,
              count(*) FILTER (WHERE status IN ('completed', 'partnerassigned') AND partner_id IS NULL)::int AS without_partner
         FROM moves WHERE status <> 'quoted'`,
    );
    expect(span.orders).to.be.greaterThan(10);
    expect(span.without_partner).to.equal(0);
    expect(span.last.getTime()).to.be.at.most(Date.now());
    expect(span.first.getTime()).to.be.at.least(Date.now() - 27 * 7 * 86_400_000);
    expect(span.last.getTime() - span.first.getTime()).to.be.greaterThan(8 * 7 * 86_400_000);
    // Partners answered their offers: accepted, but for some moves days away that still wait for an answer.
    const answers = await query(
      `SELECT assignment_state AS state, bool_and(actual_move_date > (now() AT TIME ZONE time_zone)::date) AS ahead
         FROM moves WHERE status IN ('partnerassigned', 'completed') GROUP BY 1`,
    );
    expect(answers.map((r) => r.state))
      .to.include('accepted')
      .and.not.to.include(null);
    expect(answers.find((r) => r.state === 'offered')?.ahead ?? true, 'offers only for moves to come').to.equal(true);
  });

  it('when seeded, then every history is in order and in the past, and every completed move happened on or before today', async () => {
    const [future] = await query(`SELECT count(*)::int AS n FROM move_events WHERE at > now()`);
    expect(future.n).to.equal(0);
    const [late] = await query(`SELECT count(*)::int AS n FROM moves WHERE status = 'completed' AND actual_move_date > (now() AT TIME ZONE time_zone)::date`);
    expect(late.n).to.equal(0);
    const [disorder] = await query(
      `SELECT count(*)::int AS n FROM (
         SELECT at < lag(at) OVER (PARTITION BY move_id ORDER BY id) AS back FROM move_events) e WHERE back`,
    );
    expect(disorder.n).to.equal(0);
    const [unbooked] = await query(`SELECT count(*)::int AS n FROM moves WHERE status <> 'quoted' AND booked_at IS NULL`);
    expect(unbooked.n).to.equal(0);
    // An order nobody has assigned yet is one whose day is still to come.
    const [stale] = await query(
      `SELECT count(*)::int AS n FROM moves WHERE status IN ('estimate_open', 'open') AND preferred_date_1 < (now() AT TIME ZONE time_zone)::date`,
    );
    expect(stale.n).to.equal(0);
  });

  it('when seeded, then every served city has partners, and there are customers, enquiries and wizard page views', async () => {
    const cities = (await query(`SELECT city, count(*)::int AS n FROM partners GROUP BY city`)) as Array<{ city: string; n: number }>;
    const served = SERVICE_AREAS.flatMap((area) => area.cities.map((c) => c.name));
    expect(cities.map((c) => c.city)).to.have.members(served);
    for (const c of cities) expect(c.n, c.city).to.be.at.least(2);
    // Each is fit for dispatch in its own city: crews, a licence and an insurance on file.
    const unfit = await query(
      `SELECT company_name FROM partners WHERE service_cities <> ARRAY[city] OR crews IS NULL OR licence_number = '' OR insurance_expires IS NULL`,
    );
    expect(unfit).to.deep.equal([]);
    const [counts] = await query(
      `SELECT (SELECT count(*)::int FROM users WHERE user_type = 'customer') AS customers,
              (SELECT count(*)::int FROM enquiries) AS enquiries,
              (SELECT count(*)::int FROM events WHERE name = '/getaquotetabs') AS opened,
              (SELECT count(*)::int FROM events WHERE name = '/quoteestimate') AS estimates`,
    );
    expect(counts.customers).to.equal(10);
    expect(counts.enquiries).to.be.greaterThan(0);
    expect(counts.opened).to.be.greaterThan(counts.estimates);
  });

  it("when it ends, then the figures it prints are the database's", async () => {
    const [db] = await query(
      `SELECT count(*) FILTER (WHERE status IN ('estimate_open', 'open', 'partnerassigned'))::int AS current,
              count(*) FILTER (WHERE status IN ('completed', 'cancelled'))::int AS past,
              count(*) FILTER (WHERE status = 'completed')::int AS completed
         FROM moves`,
    );
    expect(first.out).to.include(`current orders: ${db.current} `);
    expect(first.out).to.include(`past orders: ${db.past} (${db.completed} completed`);
    expect(first.out).to.match(/demo customer: \S+@demo\.moveday\.example \/ Demo-move1/);
  });

  it('when run again, then it changes nothing and says so', async () => {
    const before = await query('SELECT count(*)::int AS n, max(updated_at) AS last FROM moves');
    const again = await seed(database.url, dataDir);
    expect(again.code, again.out).to.equal(0);
    expect(again.out).to.include('already there');
    expect(await query('SELECT count(*)::int AS n, max(updated_at) AS last FROM moves')).to.deep.equal(before);
  });

  it('when an earlier run stopped part-way, then it refuses to add to it and says how to start again', async () => {
    // Three of the demo orders "never made it": they no longer count as demo orders.
    const hidden = await query(
      `UPDATE moves SET customer_email = customer_email || '.gone' WHERE id IN
         (SELECT id FROM moves WHERE status <> 'quoted' ORDER BY created_at DESC LIMIT 3) RETURNING id`,
    );
    expect(hidden).to.have.length(3);
    try {
      const before = await query('SELECT count(*)::int AS n, max(updated_at) AS last FROM moves');
      const refused = await seed(database.url, dataDir);
      expect(refused.code, refused.out).to.equal(1);
      expect(refused.out).to.match(/stopped part-way/);
      expect(await query('SELECT count(*)::int AS n, max(updated_at) AS last FROM moves')).to.deep.equal(before);
    } finally {
      await query(`UPDATE moves SET customer_email = left(customer_email, -5) WHERE id = ANY($1)`, [hidden.map((h) => h.id)]);
    }
  });

  it('when the database holds real orders, then it refuses and changes nothing', async () => {
    await query(`UPDATE moves SET customer_email = 'someone@example.com' WHERE status <> 'quoted'`);
    const before = await query('SELECT count(*)::int AS n FROM moves');
    const refused = await seed(database.url, dataDir);
    expect(refused.code, refused.out).to.equal(1);
    expect(refused.out).to.match(/already holds \d+ real order/);
    expect(await query('SELECT count(*)::int AS n FROM moves')).to.deep.equal(before);
  });
});
