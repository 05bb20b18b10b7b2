import type { Migration } from './index.js';

/** First-party analytics: page views and clicks the customer site reports. No address or account is kept. */
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    CREATE TABLE events (
      id bigserial PRIMARY KEY,
      type text NOT NULL CHECK (type IN ('pageview', 'click')),
      name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
      path text NOT NULL CHECK (char_length(path) BETWEEN 1 AND 200),
      occurred_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX events_type_name_occurred_at ON events (type, name, occurred_at);
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query('DROP TABLE events;');
};
