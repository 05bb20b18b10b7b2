import { pathToFileURL } from 'node:url';
import { ConfigError } from '../config.js';
import { StartupError } from '../embeddedPostgres.js';
import { BackupFileError } from './backupFile.js';
import { RestoreRefused } from './restoreBackup.js';

/**
 * Runs an operator's command (backup, restore) when its file is the one node was started with:
 * exits with what `main` answers; an error written for the operator prints its message alone,
 * anything else as "The <what> failed: ...", exit 1.
 */
export function runCommand(moduleUrl: string, what: string, main: () => Promise<number>): void {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(process.argv[1]).href) return;
  main().then(
    (code) => process.exit(code),
    (err: unknown) => {
      const forOperator = err instanceof ConfigError || err instanceof StartupError || err instanceof BackupFileError || err instanceof RestoreRefused;
      process.stderr.write(forOperator ? `${err.message}\n` : `The ${what} failed: ${err instanceof Error ? err.message : String(err)}\n`);
      process.exit(1);
    },
  );
}
