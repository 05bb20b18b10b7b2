import type { Migration } from './index.js';

/**
 * Integrations (issue 20): API keys and webhooks.
 * - `api_keys`: a key is shown once; only its SHA-256 is kept (a key is 32 random bytes, so a fast
 *   hash is as safe as a slow one and costs nothing per call). `prefix` is its first characters, for
 *   the console to tell keys apart. Revoking keeps the row (its name stays in orders' history).
 * - `webhook_endpoints`: where events go. The signing secret is kept as it is: the server signs
 *   with it; the API shows it once.
 * - `webhook_events`: one row per event, its body as sent (a snapshot of the order at the change).
 * - `webhook_deliveries`: one event to one endpoint. `stream` is the order: an endpoint gets one
 *   order's events in `seq` order; `job_id` is the queue's job in charge of the delivery now.
 * - `webhook_attempts`: every attempt with the receiver's status code, for the console's log.
 * A change an API key made is in an order's history with the actor role `integration` and the
 * key's id.
 */
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    ALTER TABLE move_events DROP CONSTRAINT move_events_actor_role_check;
    ALTER TABLE move_events ADD CONSTRAINT move_events_actor_role_check CHECK (actor_role IN ('visitor', 'customer', 'admin', 'system', 'partner', 'integration'));

    CREATE TABLE api_keys (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL,
      scopes text[] NOT NULL,
      prefix text NOT NULL,
      key_hash text NOT NULL UNIQUE,
      created_by uuid,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz,
      revoked_at timestamptz,
      last_used_at timestamptz
    );
    CREATE INDEX api_keys_created ON api_keys (created_at, id);

    CREATE TABLE webhook_endpoints (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      url text NOT NULL,
      description text NOT NULL DEFAULT '',
      events text[] NOT NULL,
      secret text NOT NULL,
      enabled boolean NOT NULL DEFAULT true,
      disabled_reason text,
      disabled_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE webhook_events (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      type text NOT NULL,
      order_id uuid,
      order_number text,
      created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
      body text NOT NULL
    );

    CREATE TABLE webhook_deliveries (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      endpoint_id uuid NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
      event_id uuid NOT NULL REFERENCES webhook_events (id),
      stream text NOT NULL,
      seq bigserial NOT NULL,
      state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'sending', 'retrying', 'delivered', 'failed')),
      attempts integer NOT NULL DEFAULT 0,
      job_id uuid,
      last_status integer,
      last_error text,
      created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
      updated_at timestamptz NOT NULL DEFAULT clock_timestamp(),
      delivered_at timestamptz
    );
    CREATE INDEX webhook_deliveries_created ON webhook_deliveries (created_at, id);
    CREATE INDEX webhook_deliveries_endpoint ON webhook_deliveries (endpoint_id, created_at);
    CREATE INDEX webhook_deliveries_open ON webhook_deliveries (endpoint_id, stream, seq) WHERE state IN ('pending', 'sending', 'retrying');

    CREATE TABLE webhook_attempts (
      id bigserial PRIMARY KEY,
      delivery_id uuid NOT NULL REFERENCES webhook_deliveries (id) ON DELETE CASCADE,
      at timestamptz NOT NULL DEFAULT clock_timestamp(),
      status_code integer,
      duration_ms integer NOT NULL,
      error text,
      response_body text
    );
    CREATE INDEX webhook_attempts_delivery ON webhook_attempts (delivery_id, id);
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    DROP TABLE webhook_attempts, webhook_deliveries, webhook_events, webhook_endpoints, api_keys;
    DELETE FROM move_events WHERE actor_role = 'integration';
    ALTER TABLE move_events DROP CONSTRAINT move_events_actor_role_check;
    ALTER TABLE move_events ADD CONSTRAINT move_events_actor_role_check CHECK (actor_role IN ('visitor', 'customer', 'admin', 'system', 'partner'));
  `);
};
