/**
 * Starts the BUILT MoveDay server (`node server/dist/server.js`) as a child process for a
 * benchmark: its own free HTTP port, a fresh temporary DATA_DIR (so a fresh embedded
 * PostgreSQL on its own free port) and a known admin account. `stop()` ends it and removes
 * the temporary directory.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (bench/lib/ is two levels below it). */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const serverEntry = join(repoRoot, 'server', 'dist', 'server.js');

export interface StartOptions {
  /** The script to run with node; default server/dist/server.js. */
  entry?: string;
  /**
   * The server's working directory; default this repository's root. Another build's server (see
   * bench/compare.ts) runs from its own root, next to its own node_modules and built apps.
   */
  cwd?: string;
  /** Extra environment for the server; wins over the defaults set here. */
  env?: Record<string, string>;
  /** How long to wait for /api/health to answer 200 (ms). The first start runs initdb and migrations. */
  startTimeoutMs?: number;
  /** Copy the server's output to this process's stderr as it comes. */
  echoOutput?: boolean;
  /** The HTTP port (a restart on the same origin); default a free one. */
  port?: number;
  /** Options for node before the entry (e.g. `--import` of a profiler). */
  nodeArgs?: string[];
}

export interface RunningServer {
  /** e.g. http://127.0.0.1:41234 (no trailing slash) */
  baseUrl: string;
  port: number;
  pgPort: number;
  dataDir: string;
  /**
   * The embedded database, for a scenario that seeds data faster than the API could
   * (user postgres, database moveday; the password is the one the server made in DATA_DIR).
   */
  databaseUrl: string;
  adminEmail: string;
  adminPassword: string;
  pid: number;
  /** The last lines the server printed (for error messages). */
  recentOutput(): string;
  /** SIGTERM, wait for exit (SIGKILL to its process group after a grace period), remove DATA_DIR. */
  stop(): Promise<void>;
}

export const BENCH_ADMIN_EMAIL = 'bench-admin@moveday.local';
/** The server accepts 6 to 20 characters. */
export const BENCH_ADMIN_PASSWORD = 'Bench-Passw0rd!';

/** A TCP port that is free on 127.0.0.1 right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const srv = createServer();
    srv.unref();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      if (address === null || typeof address === 'string') {
        srv.close();
        reject(new Error('could not get a free port'));
        return;
      }
      const { port } = address;
      srv.close(() => resolvePort(port));
    });
  });
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Keeps the last `max` lines written by the child. */
class OutputTail {
  private lines: string[] = [];
  private partial = '';
  constructor(private readonly max = 60) {}
  push(chunk: Buffer | string): void {
    const text = this.partial + chunk.toString();
    const parts = text.split('\n');
    this.partial = parts.pop() ?? '';
    for (const line of parts) {
      this.lines.push(line);
      if (this.lines.length > this.max) this.lines.shift();
    }
  }
  toString(): string {
    return [...this.lines, this.partial].filter((l) => l.length > 0).join('\n');
  }
}

function waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolveExit) => {
    const timer = setTimeout(() => {
      child.off('exit', onExit);
      resolveExit(false);
    }, timeoutMs);
    const onExit = () => {
      clearTimeout(timer);
      resolveExit(true);
    };
    child.once('exit', onExit);
  });
}

export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const entry = options.entry ?? serverEntry;
  if (!existsSync(entry)) {
    throw new Error(`${entry} does not exist: run \`npm run build\` first`);
  }
  const port = options.port ?? (await freePort());
  let pgPort = await freePort();
  while (pgPort === port) pgPort = await freePort();

  // Embedded PostgreSQL may run as the `postgres` user (when we are root), and that user must be
  // able to enter every folder on the data path: mkdtemp makes a mode-700 folder, so open it up.
  const dataDir = await mkdtemp(join(tmpdir(), 'moveday-bench-'));
  await chmod(dataDir, 0o755);

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(pgPort),
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: BENCH_ADMIN_EMAIL,
    ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD,
    JWT_SECRET: 'bench-jwt-secret-not-for-production-0123456789abcdef',
    // Sensitive routes are rate-limited per address (every call) and per account (failures).
    // All bench traffic comes from one address, so lift the limits: a scenario measures the work
    // of the call, not the limiter's 429. A scenario about the limiter can pass its own env.
    AUTH_RATE_LIMIT: '1000000000',
    ACCOUNT_RATE_LIMIT: '1000000000',
    ...options.env,
  };
  // Always a fresh embedded database and the file outbox, never an outside service.
  if (!options.env?.DATABASE_URL) delete env.DATABASE_URL;
  if (!options.env?.SMTP_URL) delete env.SMTP_URL;

  const tail = new OutputTail();
  // detached: the server leads its own process group, so a forced stop also reaches the
  // embedded postgres it spawned; Ctrl-C in the terminal reaches only us, and we stop it cleanly.
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), entry], {
    cwd: options.cwd ?? repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const onOutput = (chunk: Buffer) => {
    tail.push(chunk);
    if (options.echoOutput) process.stderr.write(chunk);
  };
  child.stdout?.on('data', onOutput);
  child.stderr?.on('data', onOutput);

  let exited = false;
  // Last resort if this process ends without calling stop(): ask the server to shut down
  // (it stops its embedded postgres). The temporary DATA_DIR is left behind in that case.
  const onParentExit = () => {
    if (!exited && child.pid !== undefined) {
      try {
        process.kill(child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  };
  process.once('exit', onParentExit);
  child.once('exit', () => {
    exited = true;
    process.off('exit', onParentExit);
  });

  let stopped: Promise<void> | undefined;
  const stop = (): Promise<void> => {
    stopped ??= (async () => {
      if (!exited && child.pid !== undefined) {
        child.kill('SIGTERM');
        const clean = await waitForExit(child, 20_000);
        if (!clean) {
          process.stderr.write('bench: server did not exit within 20 s of SIGTERM; killing its process group\n');
          try {
            process.kill(-child.pid, 'SIGKILL');
          } catch {
            // already gone
          }
          await waitForExit(child, 5_000);
        }
      }
      // The server's postgres may still be writing its last files for a moment.
      await rm(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    })();
    return stopped;
  };

  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.startTimeoutMs ?? 90_000);
  let lastProblem: string;
  for (;;) {
    if (exited) {
      await stop();
      throw new Error(`the server exited during start-up (code ${child.exitCode}, signal ${child.signalCode}). Its last output:\n${tail.toString()}`);
    }
    try {
      const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
      const body = await res.text();
      if (res.status === 200) break;
      lastProblem = `HTTP ${res.status}: ${body.slice(0, 200)}`;
    } catch (err) {
      lastProblem = err instanceof Error ? err.message : String(err);
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not become healthy at ${baseUrl}/api/health (${lastProblem}). Its last output:\n${tail.toString()}`);
    }
    await sleep(250);
  }

  // With DATABASE_URL the server uses that database; else its embedded one, whose password it made.
  const databaseUrl =
    options.env?.DATABASE_URL ??
    `postgres://postgres:${encodeURIComponent((await readFile(join(dataDir, 'postgres.secret'), 'utf8')).trim())}@127.0.0.1:${pgPort}/moveday`;
  return {
    baseUrl,
    port,
    pgPort,
    dataDir,
    databaseUrl,
    adminEmail: env.ADMIN_EMAIL ?? BENCH_ADMIN_EMAIL,
    adminPassword: env.ADMIN_PASSWORD ?? BENCH_ADMIN_PASSWORD,
    pid: child.pid ?? -1,
    recentOutput: () => tail.toString(),
    stop,
  };
}
