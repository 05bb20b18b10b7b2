import path from 'node:path';
import { parseArgs } from 'node:util';
import { readBackup } from './platform/backups/backupFile.js';
import { describeCounts } from './platform/backups/catalog.js';
import { runCommand } from './platform/backups/command.js';
import { restoreBackup } from './platform/backups/restoreBackup.js';
import { loadConfig } from './platform/config.js';
import { openDatabase } from './platform/database.js';
import { logger } from './platform/logger.js';

const USAGE = `Usage: npm run restore -- [--check] [--force] [--release-outgoing] FILE
Restores a backup into MoveDay's database (DATA_DIR's embedded one, or DATABASE_URL's) with every
server stopped. The file is checked whole first. A database that holds data is not overwritten
unless --force is given. --check only checks the file and says what it holds.
Outgoing mail and webhook deliveries are held after a restore, until an admin releases or drops
them in the console: a copy must not mail real customers. --release-outgoing sends them as soon
as a server starts, for a restore that puts the database back in service (disaster recovery).`;

async function main(): Promise<number> {
  let file: string;
  let force: boolean;
  let checkOnly: boolean;
  let releaseOutgoing: boolean;
  try {
    const { values, positionals } = parseArgs({
      allowPositionals: true,
      options: {
        force: { type: 'boolean' },
        check: { type: 'boolean' },
        'release-outgoing': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
    if (values.help) {
      process.stdout.write(`${USAGE}\n`);
      return 0;
    }
    if (positionals.length !== 1) throw new Error(positionals.length === 0 ? 'Name the backup file to restore.' : 'Name one backup file.');
    // npm runs scripts from the project's root: a relative path is the caller's.
    file = path.resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0]!);
    force = values.force ?? false;
    checkOnly = values.check ?? false;
    releaseOutgoing = values['release-outgoing'] ?? false;
  } catch (err) {
    process.stderr.write(`${(err as Error).message}\n\n${USAGE}\n`);
    return 2;
  }

  const contents = await readBackup(file);
  process.stdout.write(`${file} is a whole backup, taken at ${contents.header.createdAt}: ${describeCounts(contents.header.counts)}.\n`);
  if (checkOnly) return 0;

  const config = loadConfig(process.env);
  logger.level = process.env.LOG_LEVEL ? config.logLevel : 'warn';
  const database = await openDatabase(config);
  try {
    const report = await restoreBackup(database.sequelize, database.url, file, { force, releaseOutgoing, checked: contents });
    process.stdout.write(`Restored: ${describeCounts(report.counts)}.\n`);
    if (report.migrated.length > 0) process.stdout.write(`Then brought up to date with ${report.migrated.join(', ')}.\n`);
    if (!report.jobsRestored) process.stdout.write('The jobs it held were not put back: they come from another version of the job queue (see the log).\n');
    process.stdout.write(
      report.outgoingHeld
        ? 'Outgoing mail and webhook deliveries are held: nothing is sent until an admin releases or drops them (console: the banner on the dashboard, Mail and Webhook deliveries). For disaster recovery, restore with --release-outgoing instead.\n'
        : 'Outgoing mail and webhook deliveries go out as soon as a server starts.\n',
    );
    process.stdout.write('Start the server to use it.\n');
    return 0;
  } finally {
    await database.close();
  }
}

runCommand(import.meta.url, 'restore', main);
