import type { Migration } from './index.js';

/**
 * Enquiries from the landing page's 'Get in touch with us' form (`home`) and the commercial move
 * form (`commercial`): one table, since both are a person, their contact details and a message,
 * read in one console list. The columns only one kind has are empty for the other, and a check
 * says which. `message` is the home comment or the commercial description.
 * `search_text` (names, email, phone, locations, message, lowercased) is kept by PostgreSQL itself
 * under a trigram index, so the console's substring search need not read every row. STORED:
 * PostgreSQL 18 makes generated columns virtual by default, and virtual ones cannot be indexed.
 */
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE TABLE enquiries (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      kind text NOT NULL CHECK (kind IN ('home', 'commercial')),
      first_name text NOT NULL,
      last_name text NOT NULL,
      email text NOT NULL,
      phone text NOT NULL CHECK (phone ~ '^[0-9]{10}$'),
      select_option text,
      notification boolean,
      from_location text,
      to_location text,
      message text NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL DEFAULT now(),
      search_text text GENERATED ALWAYS AS (
        lower(first_name || ' ' || last_name || ' ' || email || ' ' || phone || ' ' ||
              COALESCE(from_location, '') || ' ' || COALESCE(to_location, '') || ' ' || message)
      ) STORED,
      CHECK (
        (kind = 'home' AND select_option IS NOT NULL AND notification IS NOT NULL
                       AND from_location IS NULL AND to_location IS NULL)
        OR
        (kind = 'commercial' AND from_location IS NOT NULL AND to_location IS NOT NULL
                             AND select_option IS NULL AND notification IS NULL)
      )
    );
    CREATE INDEX enquiries_created ON enquiries (created_at, id);
    CREATE INDEX enquiries_kind_created ON enquiries (kind, created_at, id);
    CREATE INDEX enquiries_search ON enquiries USING gin (search_text gin_trgm_ops);
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query('DROP TABLE enquiries;');
};
