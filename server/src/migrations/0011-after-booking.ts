import type { Migration } from './index.js';

/**
 * After booking (issue 18): what customers do with their orders themselves.
 * - change_requests: new dates a customer asks for once a partner has the job; `state` beside the
 *   order's status (DESIGN §10): pending, approved, declined, withdrawn. At most one pending per
 *   order (a partial unique index: two requests sent at once cannot both stand).
 * - ratings: one per order (its key), with the partner that did the move, for its average.
 * - rating_links: the single-use link mailed after a completed move; only its token's hash is kept.
 * - mail_attachments: files a queued mail carries (the booking's confirmation PDF and .ics), kept
 *   with the mail so a retry sends the same files.
 */
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    CREATE TABLE change_requests (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      move_id uuid NOT NULL REFERENCES moves (id) ON DELETE CASCADE,
      customer_id uuid,
      state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'approved', 'declined', 'withdrawn')),
      preferred_date_1 date NOT NULL,
      preferred_date_2 date NOT NULL,
      delivery_date date,
      note text,
      current_amount integer NOT NULL,
      new_amount integer NOT NULL,
      answer text,
      decided_by uuid,
      created_at timestamptz NOT NULL DEFAULT now(),
      decided_at timestamptz
    );
    CREATE UNIQUE INDEX change_requests_one_pending ON change_requests (move_id) WHERE state = 'pending';
    CREATE INDEX change_requests_move ON change_requests (move_id, created_at);

    CREATE TABLE ratings (
      move_id uuid PRIMARY KEY REFERENCES moves (id) ON DELETE CASCADE,
      stars smallint NOT NULL CHECK (stars BETWEEN 1 AND 5),
      comment text,
      partner_id uuid,
      partner_name text,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX ratings_partner ON ratings (partner_id);
    CREATE INDEX ratings_created ON ratings (created_at, move_id);

    CREATE TABLE rating_links (
      move_id uuid PRIMARY KEY REFERENCES moves (id) ON DELETE CASCADE,
      token_hash text NOT NULL UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE mail_attachments (
      mail_id uuid NOT NULL REFERENCES mails (id) ON DELETE CASCADE,
      position smallint NOT NULL,
      file_name text NOT NULL,
      content_type text NOT NULL,
      content bytea NOT NULL,
      PRIMARY KEY (mail_id, position)
    );
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query('DROP TABLE mail_attachments; DROP TABLE rating_links; DROP TABLE ratings; DROP TABLE change_requests;');
};
