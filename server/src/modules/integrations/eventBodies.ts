import type { Transaction } from 'sequelize';
import { findOrderEventBodies, writeEventBody } from './deliveriesRepository.js';

/**
 * Rewrites the stored bodies of these orders' webhook events (a closed account's, issue 21): each
 * body, parsed, goes through `redact`, and is stored again when it changed. A delivery still to
 * come then carries the rewritten body; what receivers were sent already is theirs.
 */
export async function scrubOrderEvents(orderIds: readonly string[], redact: (body: unknown) => unknown, transaction: Transaction): Promise<void> {
  if (orderIds.length === 0) return;
  for (const row of await findOrderEventBodies(orderIds, transaction)) {
    const body = JSON.stringify(redact(JSON.parse(row.body)));
    if (body !== row.body) await writeEventBody(row.id, body, transaction);
  }
}
