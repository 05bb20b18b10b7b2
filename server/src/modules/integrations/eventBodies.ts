import { QueryTypes, type Transaction } from 'sequelize';
import { db } from '../../platform/database.js';

/**
 * Rewrites the stored bodies of these orders' webhook events (a closed account's, issue 21): each
 * body, parsed, goes through `redact`, and is stored again when it changed. A delivery still to
 * come then carries the rewritten body; what receivers were sent already is theirs.
 */
export async function scrubOrderEvents(orderIds: readonly string[], redact: (body: unknown) => unknown, transaction: Transaction): Promise<void> {
  if (orderIds.length === 0) return;
  const rows = await db().query<{ id: string; body: string }>('SELECT id, body FROM webhook_events WHERE order_id = ANY($1::uuid[])', {
    bind: [orderIds],
    transaction,
    type: QueryTypes.SELECT,
  });
  for (const row of rows) {
    const body = JSON.stringify(redact(JSON.parse(row.body)));
    if (body !== row.body) await db().query('UPDATE webhook_events SET body = $2 WHERE id = $1', { bind: [row.id, body], transaction });
  }
}
