import { expect } from 'chai';
import { post, sql } from './app.js';
import { bookAsNewCustomer, type BookedCustomer } from './booking.js';

/** The admin offers the booked order to the partner, on its first preferred day. */
export async function assignJob(admin: string, order: BookedCustomer, partnerID: string): Promise<void> {
  const answer = await post(
    '/api/admin/assignpartner',
    { moveDatabaseID: order.orderId, actualMoveDate: order.preferred[0], partnerDatabaseID: partnerID },
    admin,
  );
  expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
}

/** The move day made today (in the order's time zone), so the job can be completed, or is past its cut-off. */
export const movesToday = (order: BookedCustomer) =>
  sql(`UPDATE moves SET actual_move_date = (now() AT TIME ZONE time_zone)::date WHERE id = $1`, [order.orderId]);

export async function completeJob(admin: string, order: BookedCustomer): Promise<void> {
  const answer = await post('/api/admin/change_status', { status: 'completed', moveDatabaseID: order.orderId }, admin);
  expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
}

/** A new customer's order, done by the partner today: the partner earns it. */
export async function completedJob(admin: string, partnerID: string, label: string): Promise<BookedCustomer> {
  const order = await bookAsNewCustomer(post, label);
  await assignJob(admin, order, partnerID);
  await movesToday(order);
  await completeJob(admin, order);
  return order;
}

/** The order's final amount in cents. */
export const finalCentsOf = async (order: BookedCustomer) =>
  (await sql<{ final_amount: number }>('SELECT final_amount FROM moves WHERE id = $1', [order.orderId]))[0]!.final_amount * 100;
