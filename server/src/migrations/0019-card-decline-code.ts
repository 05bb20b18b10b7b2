import type { Migration } from './index.js';

/**
 * Why a card was declined, as Stripe codes it (`insufficient_funds`, `expired_card`...), beside its
 * English words: the order page says it in the customer's language (payments/cardDeclines.ts).
 */
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query('ALTER TABLE checkout_sessions ADD COLUMN last_error_code text');
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query('ALTER TABLE checkout_sessions DROP COLUMN last_error_code');
};
