import type { Migration } from './index.js';

/**
 * Every mail MoveDay sends, written in the transaction of the change that causes it (the booking,
 * the status change, the enquiry, the reset link), with a job of the mail queue beside it that
 * sends it. The row is the record an admin reads: to whom, what, about which order, and how the
 * sending went. `state`: queued (not tried yet), retrying (an attempt failed; another will come),
 * sent, failed (every retry failed; an admin may send it again). `job_id` is the job now in charge:
 * a job that is not may neither send the mail nor mark it failed. A secret mail (a reset link)
 * loses its body once it is sent or has failed. `order_id` is the orders module's id, kept
 * without a foreign key (modules share no tables).
 */
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    CREATE TABLE mails (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      to_address text NOT NULL,
      reply_to text,
      subject text NOT NULL,
      text_body text,
      html_body text,
      secret boolean NOT NULL DEFAULT false,
      order_id uuid,
      order_number text,
      state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'retrying', 'sent', 'failed')),
      attempts integer NOT NULL DEFAULT 0,
      last_error text,
      job_id uuid NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      sent_at timestamptz,
      search_text text GENERATED ALWAYS AS (lower(to_address || ' ' || subject || ' ' || COALESCE(order_number, ''))) STORED,
      CHECK (secret OR text_body IS NOT NULL)
    );
    CREATE INDEX mails_created ON mails (created_at, id);
    CREATE INDEX mails_order ON mails (order_id, created_at);
    CREATE INDEX mails_unsent ON mails (state) WHERE state <> 'sent';
    CREATE INDEX mails_search ON mails USING gin (search_text gin_trgm_ops);
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query('DROP TABLE mails;');
};
