import type { Migration } from './index.js';

/**
 * A customer's data (issue 21): closing an account.
 * - `users.closed_at`, `closed_by`: when an account was closed and by whom (the customer's own id,
 *   or the admin's). A closed account keeps its row, with placeholders for its name, email and
 *   phone, so that its orders (kept for the books) still belong to someone the console can show.
 * - `users.search_text`: names and email, lowercased, under a trigram index, for the console's
 *   customers list (as the orders' and enquiries' searches are kept). STORED: PostgreSQL 18
 *   makes generated columns virtual by default, and virtual ones cannot be indexed.
 * - The enquiries and mails of an address are found by it whatever its case, and an order's
 *   stored webhook events by the order: an index on each.
 */
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    ALTER TABLE users
      ADD COLUMN closed_at timestamptz,
      ADD COLUMN closed_by uuid,
      ADD COLUMN search_text text GENERATED ALWAYS AS (lower(first_name || ' ' || last_name || ' ' || email)) STORED;
    CREATE INDEX users_customers_created ON users (created_at, id) WHERE user_type = 'customer';
    CREATE INDEX users_search ON users USING gin (search_text gin_trgm_ops) WHERE user_type = 'customer';
    CREATE INDEX enquiries_email ON enquiries (lower(email));
    CREATE INDEX mails_to_address ON mails (lower(to_address));
    CREATE INDEX mails_reply_to ON mails (lower(reply_to)) WHERE reply_to IS NOT NULL;
    CREATE INDEX webhook_events_order ON webhook_events (order_id);
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    DROP INDEX webhook_events_order;
    DROP INDEX mails_reply_to;
    DROP INDEX mails_to_address;
    DROP INDEX enquiries_email;
    DROP INDEX users_search;
    DROP INDEX users_customers_created;
    ALTER TABLE users DROP COLUMN search_text, DROP COLUMN closed_by, DROP COLUMN closed_at;
  `);
};
