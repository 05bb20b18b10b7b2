import type { Migration } from './index.js';

/**
 * MoveDay en español (issue 19): the language each account reads MoveDay in, its mails too. A
 * customer's account takes the language the booking was made in; anyone signed in changes it
 * with the language switch. Accounts from before speak English, as they always did.
 */
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`ALTER TABLE users ADD COLUMN locale text NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'es'));`);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query('ALTER TABLE users DROP COLUMN locale;');
};
