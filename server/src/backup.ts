import path from 'node:path';
import { parseArgs } from 'node:util';
import { describeCounts } from './platform/backups/catalog.js';
import { runCommand } from './platform/backups/command.js';
import { takeBackup } from './platform/backups/takeBackup.js';
import { loadConfig } from './platform/config.js';
import { reachDatabase } from './platform/database.js';
import { logger } from './platform/logger.js';

const USAGE = `Usage: npm run backup [-- --out DIR]
Takes a backup of MoveDay's database while it runs (or with the server stopped), into BACKUP_DIR
(default DATA_DIR/backups) or DIR. Uses the same settings (DATA_DIR, DATABASE_URL, ...) as the server.`;

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

async function main(): Promise<number> {
  let out: string | undefined;
  try {
    const { values } = parseArgs({ options: { out: { type: 'string' }, help: { type: 'boolean', short: 'h' } } });
    if (values.help) {
      process.stdout.write(`${USAGE}\n`);
      return 0;
    }
    out = values.out;
  } catch (err) {
    process.stderr.write(`${(err as Error).message}\n\n${USAGE}\n`);
    return 2;
  }
  const config = loadConfig(process.env);
  // The command says what it did itself; the log only speaks of trouble, unless LOG_LEVEL says otherwise.
  logger.level = process.env.LOG_LEVEL ? config.logLevel : 'warn';
  const database = await reachDatabase(config);
  try {
    const taken = await takeBackup(database.url, out ? path.resolve(process.env.INIT_CWD ?? process.cwd(), out) : config.backupDir, 'manual');
    process.stdout.write(`Backup written: ${taken.file} (${megabytes(taken.bytes)})\n`);
    process.stdout.write(`It holds the database as it was at ${taken.header.createdAt}: ${describeCounts(taken.header.counts)}.\n`);
    return 0;
  } finally {
    await database.close();
  }
}

runCommand(import.meta.url, 'backup', main);
