import type { Migration } from './index.js';

/**
 * A move from the moment it is quoted: one row whose status walks the order lifecycle
 * (quoted, estimate_open, open, partnerassigned, completed, cancelled). The draft as the wizard
 * sent it lives in `draft`; the columns beside it are what lists sort, filter and search on.
 * Customer and partner are other modules' ids (no foreign keys across modules), with the names
 * copied so past orders keep them.
 */
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    CREATE SEQUENCE move_number_seq START 100001;
    CREATE TABLE moves (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      move_number text NOT NULL UNIQUE DEFAULT ('MD-' || nextval('move_number_seq')),
      status text NOT NULL CHECK (status IN ('quoted', 'estimate_open', 'open', 'partnerassigned', 'completed', 'cancelled')),
      customer_id uuid,
      customer_first_name text,
      customer_last_name text,
      customer_email text,
      customer_phone text,
      service_type text NOT NULL,
      preferred_date_1 date NOT NULL,
      preferred_date_2 date NOT NULL,
      delivery_date date,
      actual_move_date date,
      pickup_city text NOT NULL,
      pickup_state text NOT NULL,
      pickup_zip text NOT NULL,
      dropoff_city text NOT NULL,
      dropoff_state text NOT NULL,
      dropoff_zip text NOT NULL,
      time_zone text NOT NULL,
      road_miles numeric(6, 1) NOT NULL,
      draft jsonb NOT NULL,
      estimate_flag boolean NOT NULL,
      estimate_amount integer NOT NULL CHECK (estimate_amount >= 0),
      price_lines jsonb NOT NULL,
      final_amount integer CHECK (final_amount >= 0),
      partner_id uuid,
      partner_name text,
      cancel_reason text,
      cancel_date date,
      booked_at timestamptz,
      version integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX moves_customer ON moves (customer_id, preferred_date_1);
    CREATE INDEX moves_status_date ON moves (status, preferred_date_1);
    CREATE INDEX moves_partner ON moves (partner_id) WHERE partner_id IS NOT NULL;

    CREATE TABLE move_events (
      id bigserial PRIMARY KEY,
      move_id uuid NOT NULL REFERENCES moves(id) ON DELETE CASCADE,
      at timestamptz NOT NULL DEFAULT now(),
      actor_id uuid,
      actor_role text NOT NULL CHECK (actor_role IN ('visitor', 'customer', 'admin', 'system')),
      action text NOT NULL,
      from_status text,
      to_status text,
      changes jsonb
    );
    CREATE INDEX move_events_move ON move_events (move_id, at);
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query('DROP TABLE move_events; DROP TABLE moves; DROP SEQUENCE move_number_seq;');
};
