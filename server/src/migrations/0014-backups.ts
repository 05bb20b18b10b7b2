import type { Migration } from './index.js';

/**
 * Backups (issue 21): every backup taken, by hand or at night, and how it ended, so health and
 * the metrics can say when the last good one was taken, whichever server or command took it.
 */
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    CREATE TABLE backups (
      id bigserial PRIMARY KEY,
      trigger text NOT NULL CHECK (trigger IN ('manual', 'nightly')),
      file text NOT NULL,
      started_at timestamptz NOT NULL,
      finished_at timestamptz NOT NULL DEFAULT now(),
      bytes bigint,
      counts jsonb,
      error text,
      CHECK ((error IS NULL) = (bytes IS NOT NULL))
    );
    CREATE INDEX backups_good_finished_at ON backups (finished_at) WHERE error IS NULL;
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query('DROP TABLE backups;');
};
