/**
 * Fills a bench server's database with orders, fast: one INSERT ... SELECT over generate_series,
 * straight into `moves` (100,000 orders take seconds; through the API they would take an hour).
 * The rows look like a real order book: common US names (so a search for "smi" finds Smiths among
 * many), the four served areas, most orders in the past and closed, a few hundred coming up.
 * No history rows: the lists do not read them.
 */
import pg from 'pg';
import { hashPassword } from '../../server/src/modules/users/passwords.js';
import { denverDraft } from '../../server/test/support/drafts.js';

/** Every seeded customer's email ends so, which tells seeded orders from the others. */
export const SEED_EMAIL_DOMAIN = 'bench.example';

const FIRST_NAMES = [
  'James',
  'Mary',
  'Robert',
  'Patricia',
  'John',
  'Jennifer',
  'Michael',
  'Linda',
  'David',
  'Elizabeth',
  'William',
  'Barbara',
  'Richard',
  'Susan',
  'Joseph',
  'Jessica',
  'Thomas',
  'Sarah',
  'Charles',
  'Karen',
  'Christopher',
  'Lisa',
  'Daniel',
  'Nancy',
  'Matthew',
  'Betty',
  'Anthony',
  'Margaret',
  'Mark',
  'Sandra',
  'Donald',
  'Ashley',
  'Steven',
  'Kimberly',
  'Paul',
  'Emily',
  'Andrew',
  'Donna',
  'Joshua',
  'Michelle',
  'Kenneth',
  'Carol',
  'Kevin',
  'Amanda',
  'Brian',
  'Dorothy',
  'George',
  'Melissa',
  'Timothy',
  'Deborah',
  'Ronald',
  'Stephanie',
  'Jason',
  'Rebecca',
  'Edward',
  'Sharon',
  'Jeffrey',
  'Laura',
  'Ryan',
  'Cynthia',
  'Luis',
  'Maria',
  'Carlos',
  'Ana',
  'Jose',
  'Sofia',
  'Juan',
  'Lucia',
  'Miguel',
  'Camila',
];

const LAST_NAMES = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Hernandez',
  'Lopez',
  'Gonzalez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Perez',
  'Thompson',
  'White',
  'Harris',
  'Sanchez',
  'Clark',
  'Ramirez',
  'Lewis',
  'Robinson',
  'Walker',
  'Young',
  'Allen',
  'King',
  'Wright',
  'Scott',
  'Torres',
  'Nguyen',
  'Hill',
  'Flores',
  'Green',
  'Adams',
  'Nelson',
  'Baker',
  'Hall',
  'Rivera',
  'Campbell',
  'Mitchell',
  'Carter',
  'Roberts',
  'Gomez',
  'Phillips',
  'Evans',
  'Turner',
  'Diaz',
  'Parker',
  'Cruz',
  'Edwards',
  'Collins',
  'Reyes',
  'Stewart',
  'Morris',
  'Morales',
  'Murphy',
  'Cook',
  'Rogers',
  'Gutierrez',
  'Ortiz',
  'Morgan',
  'Cooper',
  'Peterson',
  'Bailey',
  'Reed',
  'Kelly',
  'Howard',
  'Ramos',
  'Kim',
  'Cox',
  'Ward',
  'Richardson',
  'Goldsmith',
  'Smithers',
  'Nesmith',
  'Watson',
  'Brooks',
  'Chavez',
  'Wood',
  'James',
  'Bennett',
  'Gray',
];

const PARTNERS = ['Rocky Mountain Movers', 'Lone Star Hauling', 'Desert Sun Moving', 'Rio Grande Relocation', 'Front Range Freight'];

/** Pickup and drop-off in one served area each row: city, state, two zips, time zone, area code. */
const AREAS = [
  ['Denver', 'CO', '80202', '80207', 'America/Denver', '303'],
  ['Dallas', 'TX', '75201', '75204', 'America/Chicago', '214'],
  ['Tucson', 'AZ', '85701', '85705', 'America/Phoenix', '520'],
  ['Albuquerque', 'NM', '87102', '87110', 'America/Denver', '505'],
  ['Fort Collins', 'CO', '80521', '80525', 'America/Denver', '970'],
];

const sqlArray = (values: readonly string[]) => `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]`;

export interface SeedCustomer {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

export interface SeedOptions {
  /** Orders of this one customer (their names, email and account); else a crowd of customers without accounts. */
  customer?: SeedCustomer;
  /**
   * Orders all on these days (the dispatch calendar's month), still to come: 5% unconfirmed, 25%
   * open, 65% with a partner, 5% cancelled. Else the company's history described at seedOrders.
   */
  window?: { from: string; days: number };
  /** The partners the assigned orders go to (real rows of `partners`); else made-up ids and names. */
  partners?: Array<{ id: string; name: string }>;
}

export async function withClient<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** How many seeded orders there are (all of them, or one customer's). */
export function countSeededOrders(databaseUrl: string, customerId?: string): Promise<number> {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ n: number }>(
      customerId
        ? 'SELECT count(*)::int AS n FROM moves WHERE customer_id = $1'
        : `SELECT count(*)::int AS n FROM moves WHERE customer_email LIKE '%@${SEED_EMAIL_DOMAIN}'`,
      customerId ? [customerId] : [],
    );
    return rows[0]!.n;
  });
}

/**
 * Inserts `count` orders in one statement, then vacuums and analyses the table. Statuses as in
 * a company's history: 4% unconfirmed, 6% open, 6% with a partner (all in the next four months),
 * 74% completed and 10% cancelled (in the last three years).
 */
export async function seedOrders(databaseUrl: string, count: number, options: SeedOptions = {}): Promise<void> {
  const draft = JSON.stringify(denverDraft());
  const c = options.customer;
  const area = (i: number) => `(${sqlArray(AREAS.map((a) => a[i]!))})[1 + g % ${AREAS.length}]`;
  await withClient(databaseUrl, async (client) => {
    await client.query(
      `
      INSERT INTO moves (
        status, customer_id, customer_first_name, customer_last_name, customer_email, customer_phone,
        service_type, preferred_date_1, preferred_date_2, delivery_date, actual_move_date,
        pickup_city, pickup_state, pickup_zip, dropoff_city, dropoff_state, dropoff_zip, time_zone, road_miles,
        draft, estimate_flag, estimate_amount, price_lines, final_amount,
        partner_id, partner_name, assignment_state, pickup_area, cancel_reason, cancel_date, booked_at, created_at, updated_at)
      SELECT
        s.status, $2::uuid, s.first_name, s.last_name, s.email, s.phone,
        CASE WHEN g % 3 = 0 THEN 'packingAndMoving' ELSE 'boxedAndReadyToGo' END,
        s.day1, s.day1 + 1 + g % 3, NULL,
        CASE WHEN s.status IN ('partnerassigned', 'completed') THEN s.day1 END,
        ${area(0)}, ${area(1)}, ${area(2)}, ${area(0)}, ${area(1)}, ${area(3)}, ${area(4)}, 3 + (g % 150) / 10.0,
        jsonb_set(
          jsonb_set($1::jsonb, '{moveDatePreferences,preferredDateOpt1}', to_jsonb(extract(epoch FROM s.day1)::bigint * 1000)),
          '{moveDatePreferences,preferredDateOpt2}', to_jsonb(extract(epoch FROM s.day1 + 1 + g % 3)::bigint * 1000)),
        s.rough, s.estimate,
        jsonb_build_array(jsonb_build_object('rule', 'labour', 'quantity', 1, 'amount', s.estimate)),
        CASE WHEN s.rough THEN s.estimate ELSE ceil(s.estimate * 9 / 10.0)::int END,
        CASE WHEN s.status IN ('partnerassigned', 'completed') THEN COALESCE(($10::uuid[])[1 + g % NULLIF(cardinality($10::uuid[]), 0)], gen_random_uuid()) END,
        CASE WHEN s.status IN ('partnerassigned', 'completed') THEN COALESCE(($11::text[])[1 + g % NULLIF(cardinality($11::text[]), 0)], (${sqlArray(PARTNERS)})[1 + g % ${PARTNERS.length}]) END,
        CASE WHEN s.status IN ('partnerassigned', 'completed') THEN 'accepted' END,
        ${area(0)},
        CASE WHEN s.status = 'cancelled' THEN 'Customer changed plans' END,
        CASE WHEN s.status = 'cancelled' THEN s.day1 - 3 END,
        s.day1 - 20 + time '10:00', now(), now()
      FROM generate_series(1, $4::int) AS g
      CROSS JOIN LATERAL (
        SELECT
          CASE WHEN $8::date IS NOT NULL THEN
                 CASE WHEN b < 5 THEN 'estimate_open' WHEN b < 30 THEN 'open' WHEN b < 95 THEN 'partnerassigned' ELSE 'cancelled' END
               WHEN b < 4 THEN 'estimate_open' WHEN b < 10 THEN 'open' WHEN b < 16 THEN 'partnerassigned'
               WHEN b < 90 THEN 'completed' ELSE 'cancelled' END AS status,
          CASE WHEN $8::date IS NOT NULL THEN $8::date + g % $9::int
               WHEN b < 16 THEN current_date + 1 + g % 120 ELSE current_date - 1 - g % 1095 END AS day1,
          g % 11 = 0 AS rough,
          450 + (g * 37) % 3200 AS estimate,
          COALESCE($3::text, first_name) AS first_name,
          COALESCE($5::text, last_name) AS last_name,
          COALESCE($6::text, lower(first_name || '.' || last_name || g) || '@${SEED_EMAIL_DOMAIN}') AS email,
          COALESCE($7::text, ${area(5)} || lpad(((g * 7907) % 10000000)::text, 7, '0')) AS phone
        FROM (
          SELECT (g * 7919) % 100 AS b,
                 (${sqlArray(FIRST_NAMES)})[1 + (g * 31) % ${FIRST_NAMES.length}] AS first_name,
                 (${sqlArray(LAST_NAMES)})[1 + (g * 17 + g / 13) % ${LAST_NAMES.length}] AS last_name
        ) AS n
      ) AS s`,
      [
        draft,
        c?.id ?? null,
        c?.firstName ?? null,
        count,
        c?.lastName ?? null,
        c?.email ?? null,
        c?.phone ?? null,
        options.window?.from ?? null,
        options.window?.days ?? 1,
        options.partners?.map((p) => p.id) ?? [],
        options.partners?.map((p) => p.name) ?? [],
      ],
    );
    // What autovacuum would do soon after: statistics for the planner, and the visibility map that
    // lets counts read an index alone.
    await client.query('VACUUM ANALYZE moves');
  });
}

/** A customer account made in the database, with a real password hash, so a scenario can log in as it. */
export async function seedCustomer(databaseUrl: string, customer: Omit<SeedCustomer, 'id'> & { password: string }): Promise<SeedCustomer> {
  const passwordHash = await hashPassword(customer.password);
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ id: string }>(
      `INSERT INTO users (email, first_name, last_name, phone, user_type, password_hash)
       VALUES ($1, $2, $3, $4, 'customer', $5)
       ON CONFLICT (email) DO UPDATE SET password_hash = EXCLUDED.password_hash
       RETURNING id`,
      [customer.email.toLowerCase(), customer.firstName, customer.lastName, customer.phone, passwordHash],
    );
    return { id: rows[0]!.id, firstName: customer.firstName, lastName: customer.lastName, email: customer.email.toLowerCase(), phone: customer.phone };
  });
}
