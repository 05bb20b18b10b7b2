import type { Migration } from './index.js';

/**
 * The hold on outgoing work (issue 33): a restored backup may be a copy (staging, a laptop), whose
 * queued mails and webhook deliveries must not reach real people and endpoints until an admin says
 * so. One row at most: while it is there, no server sends mail or calls a webhook.
 */
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    CREATE TABLE outgoing_hold (
      only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
      held_since timestamptz NOT NULL DEFAULT now(),
      backup_file text NOT NULL,
      backup_taken_at timestamptz NOT NULL
    );
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query('DROP TABLE outgoing_hold;');
};
