import type { Migration } from './index.js';

/**
 * The crews' side (DESIGN §10). A partner record gets sign-ins: accounts of user type `partner`
 * whose `partner_id` is the partner's id (the partners module's, kept without a foreign key: modules
 * share no tables); `activated_at` is when the invitee first set a password. An assignment is an
 * offer with a state of its own beside the order's status: `assignment_state` offered → accepted,
 * or declined or expired (the order then goes back to open). `offer_partner_*` name the partner of
 * the current or last offer: after a decline or an expiry `partner_*` are cleared, these stay, so
 * the console can say who declined. `offer_deadline` is when an unanswered offer expires;
 * `crew_on_way_at` when the crew said it was coming.
 */
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    ALTER TABLE users DROP CONSTRAINT users_user_type_check;
    ALTER TABLE users ADD CONSTRAINT users_user_type_check CHECK (user_type IN ('admin', 'customer', 'partner'));
    ALTER TABLE users ADD COLUMN partner_id uuid;
    ALTER TABLE users ADD COLUMN activated_at timestamptz;
    ALTER TABLE users ADD CONSTRAINT users_partner_has_partner CHECK ((user_type = 'partner') = (partner_id IS NOT NULL));
    CREATE INDEX users_partner ON users (partner_id) WHERE partner_id IS NOT NULL;

    ALTER TABLE move_events DROP CONSTRAINT move_events_actor_role_check;
    ALTER TABLE move_events ADD CONSTRAINT move_events_actor_role_check CHECK (actor_role IN ('visitor', 'customer', 'admin', 'system', 'partner'));

    ALTER TABLE moves ADD COLUMN assignment_state text CHECK (assignment_state IN ('offered', 'accepted', 'declined', 'expired'));
    ALTER TABLE moves ADD COLUMN offer_partner_id uuid;
    ALTER TABLE moves ADD COLUMN offer_partner_name text;
    ALTER TABLE moves ADD COLUMN offer_deadline timestamptz;
    ALTER TABLE moves ADD COLUMN decline_reason text;
    ALTER TABLE moves ADD COLUMN crew_on_way_at timestamptz;
    -- Assignments made before offers existed were never offered: they stand as accepted.
    UPDATE moves SET assignment_state = 'accepted', offer_partner_id = partner_id, offer_partner_name = partner_name
      WHERE partner_id IS NOT NULL;
    CREATE INDEX moves_partner_jobs ON moves (partner_id, status) WHERE partner_id IS NOT NULL;

    -- An order a partner declined or let expire comes first among the open orders (by its day), so
    -- the console's default order shows it at the top; dropping list_day drops moves_list_default.
    ALTER TABLE moves DROP COLUMN list_day;
    ALTER TABLE moves ADD COLUMN list_day integer GENERATED ALWAYS AS (
      CASE WHEN status IN ('completed', 'cancelled') THEN DATE '2000-01-01' - COALESCE(actual_move_date, preferred_date_1)
           WHEN status = 'open' AND assignment_state IN ('declined', 'expired') THEN COALESCE(actual_move_date, preferred_date_1) - DATE '2000-01-01' - 1000000
           ELSE COALESCE(actual_move_date, preferred_date_1) - DATE '2000-01-01' END
    ) STORED;
    CREATE INDEX moves_list_default ON moves (list_rank, list_day, customer_sort, id) WHERE list_rank IS NOT NULL;
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    ALTER TABLE moves DROP COLUMN list_day;
    ALTER TABLE moves ADD COLUMN list_day integer GENERATED ALWAYS AS (
      CASE WHEN status IN ('completed', 'cancelled') THEN DATE '2000-01-01' - COALESCE(actual_move_date, preferred_date_1)
           ELSE COALESCE(actual_move_date, preferred_date_1) - DATE '2000-01-01' END
    ) STORED;
    CREATE INDEX moves_list_default ON moves (list_rank, list_day, customer_sort, id) WHERE list_rank IS NOT NULL;
    DROP INDEX moves_partner_jobs;
    ALTER TABLE moves DROP COLUMN assignment_state, DROP COLUMN offer_partner_id, DROP COLUMN offer_partner_name,
      DROP COLUMN offer_deadline, DROP COLUMN decline_reason, DROP COLUMN crew_on_way_at;
    DELETE FROM move_events WHERE actor_role = 'partner';
    ALTER TABLE move_events DROP CONSTRAINT move_events_actor_role_check;
    ALTER TABLE move_events ADD CONSTRAINT move_events_actor_role_check CHECK (actor_role IN ('visitor', 'customer', 'admin', 'system'));
    DELETE FROM users WHERE user_type = 'partner';
    ALTER TABLE users DROP CONSTRAINT users_partner_has_partner;
    ALTER TABLE users DROP COLUMN partner_id, DROP COLUMN activated_at;
    ALTER TABLE users DROP CONSTRAINT users_user_type_check;
    ALTER TABLE users ADD CONSTRAINT users_user_type_check CHECK (user_type IN ('admin', 'customer'));
  `);
};
