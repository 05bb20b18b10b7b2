import type { Migration } from './index.js';

/**
 * Money out (issue 35): each partner's terms, what MoveDay keeps of a job it does: a commission (a
 * share of the job's final amount, in basis points: 2000 is 20%) or a fixed payout per job, in
 * cents. A partner without a row is on the default commission (PARTNER_COMMISSION_PERCENT). The
 * Stripe Connect account its payouts may go to is kept here too.
 *
 * And what each partner earned, a line per movement in integer cents, never changed or deleted: a
 * completed job (with the terms and the final amount it was earned under), a call-out fee for a
 * job cancelled after the cut-off, an admin's adjustment (plus or minus, with a reason). Every line
 * points to its order.
 */
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    CREATE TABLE partner_terms (
      partner_id uuid PRIMARY KEY REFERENCES partners(id),
      kind text NOT NULL CHECK (kind IN ('commission', 'fixed')),
      commission_basis_points integer CHECK (commission_basis_points BETWEEN 0 AND 10000),
      fixed_payout_cents integer CHECK (fixed_payout_cents BETWEEN 1 AND 10000000),
      stripe_account text CHECK (stripe_account ~ '^acct_[A-Za-z0-9]+$'),
      updated_by uuid,
      updated_by_name text,
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((kind = 'commission') = (commission_basis_points IS NOT NULL) AND (kind = 'fixed') = (fixed_payout_cents IS NOT NULL))
    );

    CREATE TABLE partner_earnings (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      partner_id uuid NOT NULL REFERENCES partners(id),
      move_id uuid NOT NULL REFERENCES moves(id),
      move_number text NOT NULL,
      kind text NOT NULL CHECK (kind IN ('job', 'callout', 'adjustment')),
      amount_cents integer NOT NULL CHECK (amount_cents <> 0 AND abs(amount_cents) <= 100000000),
      final_amount_cents integer,
      terms_kind text CHECK (terms_kind IN ('commission', 'fixed')),
      commission_basis_points integer,
      fixed_payout_cents integer,
      reason text,
      recorded_by uuid,
      recorded_by_name text,
      recorded_by_role text NOT NULL CHECK (recorded_by_role IN ('admin', 'system')),
      earned_on date NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX partner_earnings_partner ON partner_earnings (partner_id, created_at);
    CREATE INDEX partner_earnings_move ON partner_earnings (move_id);
    -- A job is earned once, a call-out paid once, whatever runs twice.
    CREATE UNIQUE INDEX partner_earnings_once ON partner_earnings (move_id, partner_id, kind) WHERE kind IN ('job', 'callout');
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query('DROP TABLE partner_earnings; DROP TABLE partner_terms;');
};
