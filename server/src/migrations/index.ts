import type { Sequelize } from 'sequelize';
import { SequelizeStorage, Umzug, type MigrationFn } from 'umzug';
import { withAdvisoryLock, type AdvisoryLock } from '../platform/advisoryLock.js';
import { logger } from '../platform/logger.js';
import * as users from './0001-users.js';
import * as moves from './0002-moves.js';
import * as enquiries from './0003-enquiries.js';
import * as orderSearch from './0004-order-search.js';
import * as partners from './0005-partners.js';
import * as events from './0006-events.js';
import * as rateLimits from './0007-rate-limits.js';
import * as mails from './0008-mails.js';
import * as partnerOffers from './0009-partner-offers.js';
import * as dispatch from './0010-dispatch.js';
import * as afterBooking from './0011-after-booking.js';
import * as accountLanguage from './0012-account-language.js';
import * as integrations from './0013-integrations.js';
import * as backups from './0014-backups.js';
import * as accountClosure from './0015-account-closure.js';
import * as movesInlineRows from './0016-moves-inline-rows.js';
import * as outgoingHold from './0017-outgoing-hold.js';
import * as payments from './0018-payments.js';
import * as cardDeclineCode from './0019-card-decline-code.js';
import * as settlements from './0020-settlements.js';
import * as partnerStatements from './0021-partner-statements.js';

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
  { name: '0008-mails', ...mails },
  { name: '0009-partner-offers', ...partnerOffers },
  { name: '0010-dispatch', ...dispatch },
  { name: '0011-after-booking', ...afterBooking },
  { name: '0012-account-language', ...accountLanguage },
  { name: '0013-integrations', ...integrations },
  { name: '0014-backups', ...backups },
  { name: '0015-account-closure', ...accountClosure },
  { name: '0016-moves-inline-rows', ...movesInlineRows },
  { name: '0017-outgoing-hold', ...outgoingHold },
  { name: '0018-payments', ...payments },
  { name: '0019-card-decline-code', ...cardDeclineCode },
  { name: '0020-settlements', ...settlements },
  { name: '0021-partner-statements', ...partnerStatements },
];

/** Every migration's name, oldest first. */
export const migrationNames = (): string[] => migrations.map((migration) => migration.name);

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

/**
 * Held by the one server that migrates a database and creates its first admin; servers starting
 * beside it wait, then find nothing left to do (docs/operations.md). 0x4d4f5645 is "MOVE" in ASCII.
 */
export const MIGRATION_LOCK: AdvisoryLock = { key: 0x4d4f5645, name: 'migration' };

/**
 * Brings the schema up to date, then runs `bootstrap` (the first admin: work that must not run
 * twice at once either), under MIGRATION_LOCK. Every start migrates through here, the demo
 * seeder's and the tests' too, since they all start the server.
 */
export async function migrate(sequelize: Sequelize, bootstrap?: () => Promise<void>): Promise<void> {
  await withAdvisoryLock(sequelize, MIGRATION_LOCK, async () => {
    const applied = await migrator(sequelize).up();
    logger.info({ applied: applied.map((m) => m.name) }, applied.length ? 'migrations applied' : 'database schema up to date');
    await bootstrap?.();
  });
}
