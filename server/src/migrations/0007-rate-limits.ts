import type { Migration } from './index.js';

/**
 * Counters of the rate limiters kept in PostgreSQL (rate-limiter-flexible's RateLimiterPostgres),
 * so that every server sees the same counts. The columns are the ones that library reads and writes:
 * `key` is a limiter's prefix and a hashed subject, `expire` milliseconds since the epoch. The
 * library deletes rows an hour after they expire; it never creates this table itself.
 */
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    CREATE TABLE rate_limits (
      key varchar(255) PRIMARY KEY,
      points integer NOT NULL DEFAULT 0,
      expire bigint
    );
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query('DROP TABLE rate_limits;');
};
