import type { Migration } from './index.js';

/**
 * A move's row stays whole in the table, uncompressed, up to 4 kB (issue 32). A quoted move is
 * about 3.7 kB (its draft and its price lines, now with their labels' keys for other languages),
 * past PostgreSQL's default threshold of 2 kB: every quote then had its draft compressed (pglz)
 * and partly moved to the TOAST table, about a sixth of the database's CPU per quote, and every read
 * of a move's draft undid it. Disk is cheaper: a year of moves is a few tens of megabytes. Rows
 * already written stay as they are until they change.
 */
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`ALTER TABLE moves SET (toast_tuple_target = 4080)`);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`ALTER TABLE moves RESET (toast_tuple_target)`);
};
