import { expect } from 'chai';
import { DAY_MS, mondayOf, todayIn } from '@moveday/openapi';
import { sql } from '../admin/adminSupport.js';
import { completeMove } from './afterBooking.js';
import { bookMoveForToday, call, type Crew } from './partner.js';

/** The Monday of last week in Denver: the week a statement run issues. */
export const lastWeek = (): number => mondayOf(todayIn('America/Denver')) - 7 * DAY_MS;

export interface IssuedStatement {
  id: string;
  number: string;
  totalCents: number;
  crew: Crew;
  moveID: string;
}

/**
 * A crew with a statement to read and pay: a move done today by a new crew, its earnings moved into
 * last week (as if the work had been done then), and last week's statements issued, as the Monday job
 * does (POST /api/admin/settlements/issue).
 */
export async function issuedStatement(adminToken: string, firstName: string): Promise<IssuedStatement> {
  const move = await bookMoveForToday(firstName);
  const crew = await completeMove(adminToken, move);
  await sql(`UPDATE partner_earnings SET earned_on = $2::date WHERE partner_id = $1 AND statement_id IS NULL`, [
    crew.partnerID,
    new Date(lastWeek() + DAY_MS).toISOString().slice(0, 10),
  ]);
  const issued = await call('POST', '/admin/settlements/issue', adminToken, { weekOf: lastWeek() });
  expect(issued.status, JSON.stringify(issued.body)).to.equal(200);
  // Read back by the crew (the Monday job, had it just run, would have issued the same statement).
  const filter = encodeURIComponent(JSON.stringify({ partnerId: crew.partnerID }));
  const listed = await call<{ id: string; number: string; totalCents: number }[]>('GET', `/admin/settlements?filter=${filter}`, adminToken);
  const statement = listed.body[0];
  expect(statement, 'the crew’s statement of last week').to.not.equal(undefined);
  return { id: statement!.id, number: statement!.number, totalCents: statement!.totalCents, crew, moveID: move.moveID };
}
