import type { Migration } from './index.js';

/**
 * Money in (issue 34): the ledger of each order's money, in integer cents. A row is one movement
 * that happened: a payment received (a card charge confirmed by Stripe, or cash, a check or a
 * transfer an admin recorded), a refund paid back, or a disputed charge withdrawn by the card's
 * bank. Rows are never changed or deleted: a correction is a new row. An order's payment state and
 * balance are read from its rows (payments/ledger.ts), never stored.
 *
 * Stripe's side: each Checkout session MoveDay made (so a double click reuses one, and the order page
 * can say a card was declined), and each webhook event received, by its id, so that one delivered
 * twice is processed once.
 */
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    CREATE TABLE payments (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      move_id uuid NOT NULL REFERENCES moves(id),
      move_number text NOT NULL,
      kind text NOT NULL CHECK (kind IN ('payment', 'refund', 'dispute')),
      method text NOT NULL CHECK (method IN ('card', 'cash', 'check', 'transfer')),
      purpose text CHECK (purpose IN ('deposit', 'balance')),
      amount_cents integer NOT NULL CHECK (amount_cents > 0),
      reference text,
      reason text,
      recorded_by uuid,
      recorded_by_name text,
      recorded_by_role text NOT NULL CHECK (recorded_by_role IN ('admin', 'system')),
      refund_of uuid REFERENCES payments(id),
      received_on date NOT NULL,
      stripe_payment_intent text,
      stripe_charge text,
      stripe_refund text UNIQUE,
      stripe_dispute text UNIQUE,
      stripe_event text,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX payments_move ON payments (move_id, created_at);
    CREATE INDEX payments_created ON payments (created_at, id);
    CREATE UNIQUE INDEX payments_card_charge ON payments (stripe_payment_intent) WHERE kind = 'payment';

    CREATE TABLE checkout_sessions (
      id text PRIMARY KEY,
      move_id uuid NOT NULL REFERENCES moves(id),
      purpose text NOT NULL CHECK (purpose IN ('deposit', 'balance')),
      amount_cents integer NOT NULL CHECK (amount_cents > 0),
      url text NOT NULL,
      state text NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'complete', 'expired')),
      last_error text,
      expires_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX checkout_sessions_move ON checkout_sessions (move_id, created_at);

    CREATE TABLE stripe_events (
      id text PRIMARY KEY,
      type text NOT NULL,
      payload jsonb NOT NULL,
      received_at timestamptz NOT NULL DEFAULT now(),
      processed_at timestamptz
    );
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query('DROP TABLE stripe_events; DROP TABLE checkout_sessions; DROP TABLE payments;');
};
