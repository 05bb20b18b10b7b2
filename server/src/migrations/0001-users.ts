import type { Migration } from './index.js';

export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    CREATE TABLE users (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      email text NOT NULL UNIQUE CHECK (email = lower(email)),
      first_name text NOT NULL,
      last_name text NOT NULL,
      phone text NOT NULL DEFAULT '',
      user_type text NOT NULL CHECK (user_type IN ('admin', 'customer')),
      password_hash text NOT NULL,
      token_version integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE password_resets (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      token_hash text NOT NULL UNIQUE,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX password_resets_user_id ON password_resets (user_id);
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query('DROP TABLE password_resets; DROP TABLE users;');
};
