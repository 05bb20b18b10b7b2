import type { Sequelize } from 'sequelize';
import { SequelizeStorage, Umzug, type MigrationFn } from 'umzug';
import { logger } from '../platform/logger.js';
import * as users from './0001-users.js';
import * as moves from './0002-moves.js';
import * as enquiries from './0003-enquiries.js';
import * as orderSearch from './0004-order-search.js';
import * as partners from './0005-partners.js';
import * as events from './0006-events.js';
import * as rateLimits from './0007-rate-limits.js';

export type Migration = MigrationFn<Sequelize>;

/** Every schema change, in order. Listed here rather than globbed so the build carries them as code. */
const migrations = [
  { name: '0001-users', ...users },
  { name: '0002-moves', ...moves },
  { name: '0003-enquiries', ...enquiries },
  { name: '0004-order-search', ...orderSearch },
  { name: '0005-partners', ...partners },
  { name: '0006-events', ...events },
  { name: '0007-rate-limits', ...rateLimits },
];

export function migrator(sequelize: Sequelize): Umzug<Sequelize> {
  return new Umzug({
    migrations,
    context: sequelize,
    storage: new SequelizeStorage({ sequelize, tableName: 'schema_migrations' }),
    logger: {
      info: (event) => logger.info(event, 'migration'),
      warn: (event) => logger.warn(event, 'migration'),
      error: (event) => logger.error(event, 'migration'),
      debug: (event) => logger.debug(event, 'migration'),
    },
  });
}

export async function migrate(sequelize: Sequelize): Promise<void> {
  await migrator(sequelize).up();
}
