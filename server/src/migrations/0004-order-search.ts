import type { Migration } from './index.js';

/**
 * What the console's orders table sorts, filters and searches on, kept by PostgreSQL itself as
 * stored generated columns (so no writer can forget them) and indexed so that a page of a large
 * order book is read from an index, not sorted from the whole table:
 * - `move_day`: the move date a row shows (the actual date once set, else the first preferred one);
 * - `list_rank` and `list_day`: the spec's default order (open, estimate_open, partnerassigned by
 *   date; then closed orders newest first). `list_rank` is NULL for a quoted move, which is no order;
 * - `customer_sort`: the customer's name, lowercased;
 * - `search_text`: names, email, phone and move number, lowercased, under a trigram index so that a
 *   substring search (`LIKE '%smi%'`) need not read every row; a second one covers open orders
 *   only, a small fraction of the book, so that the Open tab's searches (the console's main view)
 *   decode a short list of matches rather than every closed order's.
 * The btree indexes serve the default order (either tab, or all), a view (one status) by date, and
 * either tab by date. Every index leaves quoted moves out: they are never listed, and a visitor's
 * quote, the busiest write, then updates none of them.
 * STORED: PostgreSQL 18 makes generated columns virtual by default, and virtual ones cannot be indexed.
 */
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    ALTER TABLE moves
      ADD COLUMN move_day date GENERATED ALWAYS AS (COALESCE(actual_move_date, preferred_date_1)) STORED,
      ADD COLUMN list_rank smallint GENERATED ALWAYS AS (
        CASE status WHEN 'open' THEN 0 WHEN 'estimate_open' THEN 1 WHEN 'partnerassigned' THEN 2
                    WHEN 'completed' THEN 3 WHEN 'cancelled' THEN 3 END
      ) STORED,
      ADD COLUMN list_day integer GENERATED ALWAYS AS (
        CASE WHEN status IN ('completed', 'cancelled') THEN DATE '2000-01-01' - COALESCE(actual_move_date, preferred_date_1)
             ELSE COALESCE(actual_move_date, preferred_date_1) - DATE '2000-01-01' END
      ) STORED,
      ADD COLUMN customer_sort text GENERATED ALWAYS AS (
        lower(COALESCE(customer_first_name, '') || ' ' || COALESCE(customer_last_name, ''))
      ) STORED,
      ADD COLUMN search_text text GENERATED ALWAYS AS (
        lower(COALESCE(customer_first_name, '') || ' ' || COALESCE(customer_last_name, '') || ' ' ||
              COALESCE(customer_email, '') || ' ' || COALESCE(customer_phone, '') || ' ' || move_number)
      ) STORED;
    CREATE INDEX moves_search ON moves USING gin (search_text gin_trgm_ops) WHERE list_rank IS NOT NULL;
    CREATE INDEX moves_search_open ON moves USING gin (search_text gin_trgm_ops) WHERE list_rank <= 2;
    CREATE INDEX moves_list_default ON moves (list_rank, list_day, customer_sort, id) WHERE list_rank IS NOT NULL;
    CREATE INDEX moves_list_day ON moves (status, move_day, id) WHERE list_rank IS NOT NULL;
    CREATE INDEX moves_open_by_day ON moves (move_day) WHERE list_rank <= 2;
    CREATE INDEX moves_closed_by_day ON moves (move_day) WHERE list_rank = 3;
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    DROP INDEX moves_closed_by_day;
    DROP INDEX moves_open_by_day;
    DROP INDEX moves_list_day;
    DROP INDEX moves_list_default;
    DROP INDEX moves_search_open;
    DROP INDEX moves_search;
    ALTER TABLE moves DROP COLUMN search_text, DROP COLUMN customer_sort, DROP COLUMN list_day, DROP COLUMN list_rank, DROP COLUMN move_day;
  `);
};
