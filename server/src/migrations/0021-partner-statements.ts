import type { Migration } from './index.js';

/**
 * Weekly statements (issue 35): each Monday, each partner whose open lines add up to more than
 * nothing gets a statement of them: the lines earned up to the Sunday before that no statement
 * holds yet (a correction made later goes into the next one). A statement never changes once
 * issued, but for how it was paid: by hand (method, reference, day, the admin) or by a Stripe
 * Connect transfer (its id; a refused one leaves it unpaid, with Stripe's reason). One per partner
 * and week, whatever runs twice; its number is ST- and a sequence.
 */
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    CREATE SEQUENCE partner_statement_numbers START 1001;
    CREATE TABLE partner_statements (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      number text NOT NULL UNIQUE DEFAULT 'ST-' || nextval('partner_statement_numbers'),
      partner_id uuid NOT NULL REFERENCES partners(id),
      partner_name text NOT NULL,
      week_start date NOT NULL CHECK (extract(isodow FROM week_start) = 1),
      week_end date NOT NULL CHECK (week_end = week_start + 6),
      total_cents integer NOT NULL CHECK (total_cents > 0),
      earlier_open_cents integer NOT NULL CHECK (earlier_open_cents >= 0),
      issued_at timestamptz NOT NULL DEFAULT now(),
      paid_on date,
      paid_method text CHECK (paid_method IN ('transfer', 'check', 'cash', 'stripe')),
      paid_reference text,
      paid_by uuid,
      paid_by_name text,
      paid_at timestamptz,
      transfer_id text,
      transfer_attempts integer NOT NULL DEFAULT 0,
      transfer_state text CHECK (transfer_state IN ('sent', 'failed')),
      transfer_error text,
      UNIQUE (partner_id, week_start),
      CHECK ((paid_on IS NULL) = (paid_method IS NULL) AND (paid_on IS NULL) = (paid_at IS NULL))
    );
    CREATE INDEX partner_statements_week ON partner_statements (week_start DESC);
    CREATE INDEX partner_statements_unpaid ON partner_statements (partner_id) WHERE paid_on IS NULL;
    CREATE INDEX partner_statements_transfer ON partner_statements (transfer_id) WHERE transfer_id IS NOT NULL;

    ALTER TABLE partner_earnings ADD COLUMN statement_id uuid REFERENCES partner_statements(id);
    CREATE INDEX partner_earnings_statement ON partner_earnings (statement_id);
    CREATE INDEX partner_earnings_open ON partner_earnings (partner_id, earned_on) WHERE statement_id IS NULL;
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    ALTER TABLE partner_earnings DROP COLUMN statement_id;
    DROP TABLE partner_statements;
    DROP SEQUENCE partner_statement_numbers;
  `);
};
