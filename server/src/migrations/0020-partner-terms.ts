import type { Migration } from './index.js';

/**
 * Money out (issue 35), first part: each partner's terms, what MoveDay keeps of a job it does. A
 * commission (a share of the job's final amount, in basis points: 2000 is 20%) or a fixed payout
 * per job, in cents. A partner without a row is on the default commission (PARTNER_COMMISSION_PERCENT).
 * The Stripe Connect account its payouts may go to is kept here too.
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
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query('DROP TABLE partner_terms');
};
