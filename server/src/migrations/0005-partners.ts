import type { Migration } from './index.js';

/**
 * The partner moving companies the admins assign orders to. A delete is soft (`deleted_at`): the
 * row stays so that an order's `partner_id` still means something in its history, while orders
 * keep their own copy of the company's name (`moves.partner_name`). Optional fields are '' rather
 * than NULL: the console's forms hold strings. One live partner per company name and place.
 */
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    CREATE TABLE partners (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      company_name text NOT NULL,
      state text NOT NULL,
      city text NOT NULL,
      primary_contact_name text NOT NULL,
      primary_contact_primary_phone text NOT NULL,
      primary_contact_secondary_phone text NOT NULL DEFAULT '',
      primary_contact_primary_email text NOT NULL,
      primary_contact_secondary_email text NOT NULL DEFAULT '',
      primary_contact_notes text NOT NULL DEFAULT '',
      secondary_contact_name text NOT NULL DEFAULT '',
      secondary_contact_primary_phone text NOT NULL DEFAULT '',
      secondary_contact_secondary_phone text NOT NULL DEFAULT '',
      secondary_contact_primary_email text NOT NULL DEFAULT '',
      secondary_contact_secondary_email text NOT NULL DEFAULT '',
      secondary_contact_notes text NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      deleted_at timestamptz
    );
    CREATE UNIQUE INDEX partners_live_company ON partners (lower(company_name), lower(city), lower(state)) WHERE deleted_at IS NULL;
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query('DROP TABLE partners;');
};
