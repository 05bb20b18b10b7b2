import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ApiAnswer } from './app.js';
import { checkedFetch } from './contract.js';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));

export const PROCESS_ADMIN = { email: 'admin@crash.moveday.local', password: 'admin-pass-9' };

/** One JSON log line of the server (pino). */
export interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** Everything it wrote, stdout and stderr. */
  output(): string;
  logLines(): LogLine[];
  /** The first log line (already written or still to come) that passes `test`; rejects if the process ends first. */
  waitForLog(test: (line: LogLine) => boolean): Promise<LogLine>;
  /** Resolves once the process has ended and its output is all read. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface ServerProcessOptions {
  dataDir: string;
  port: number;
  /** The embedded PostgreSQL's port; unused with databaseUrl. */
  pgPort?: number;
  /** A database of the test's own instead of the embedded one (several servers on one database). */
  databaseUrl?: string;
  /** false: no ADMIN_PASSWORD, so a first start generates one and prints it. */
  adminPassword?: string | false;
  /** Settings beyond these defaults. */
  env?: NodeJS.ProcessEnv;
  /** Its own process group, as a shell gives a foreground job: for Ctrl-C (SIGINT to the group). */
  detached?: boolean;
}

/** Runs the real entry point (src/server.ts) in a process of its own. */
export function spawnServer(options: ServerProcessOptions): ServerProcess {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: options.dataDir,
    PORT: String(options.port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    ADMIN_EMAIL: PROCESS_ADMIN.email,
  };
  for (const name of ['DATABASE_URL', 'EMBEDDED_PG_PORT', 'ADMIN_PASSWORD', 'JWT_SECRET', 'SMTP_URL', 'TRUST_PROXY']) delete env[name];
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  if (options.pgPort !== undefined) env.EMBEDDED_PG_PORT = String(options.pgPort);
  const adminPassword = options.adminPassword ?? PROCESS_ADMIN.password;
  if (adminPassword !== false) env.ADMIN_PASSWORD = adminPassword;
  Object.assign(env, options.env);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: options.detached ?? false,
  });
  let output = '';
  let pending = '';
  const lines: LogLine[] = [];
  const waiters: { test: (line: LogLine) => boolean; resolve: (line: LogLine) => void }[] = [];
  child.stdout!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    pending += chunk.toString();
    const complete = pending.split('\n');
    pending = complete.pop()!;
    for (const text of complete) {
      let line: LogLine;
      try {
        line = JSON.parse(text) as LogLine;
      } catch {
        continue; // not a log line (the admin password banner at a first start)
      }
      lines.push(line);
      for (const waiter of [...waiters]) {
        if (waiter.test(line)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(line);
        }
      }
    }
  });
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    // 'close', not 'exit': by then all it wrote has been read.
    child.once('close', (code, signal) => resolve({ code, signal }));
  });
  return {
    child,
    url: `http://127.0.0.1:${options.port}`,
    output: () => output,
    logLines: () => lines,
    exited,
    waitForLog(test) {
      const found = lines.find(test);
      if (found) return Promise.resolve(found);
      return new Promise<LogLine>((resolve, reject) => {
        waiters.push({ test, resolve });
        void exited.then(({ code, signal }) => reject(new Error(`The server ended (${signal ?? code}) before the awaited log line:\n${output}`)));
      });
    },
  };
}

/** Runs the server and waits for its "listening" log line. */
export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const server = spawnServer(options);
  await server.waitForLog((line) => line.msg.startsWith('MoveDay listening on'));
  return server;
}

/** Whether a process runs: a zombie (ended, not yet reaped by its new parent) does not. */
export async function processRuns(pid: number): Promise<boolean> {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
}

/** The pid in the embedded cluster's postmaster.pid, undefined when the file is gone. */
export async function postmasterPid(dataDir: string): Promise<number | undefined> {
  const lock = await fs.readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').catch(() => undefined);
  return lock === undefined ? undefined : Number.parseInt(lock.split('\n')[0]!, 10);
}

/** For a test that failed half-way: ends the server and the PostgreSQL it may have left running. */
export async function killServer(server: ServerProcess, dataDir: string): Promise<void> {
  if (server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
  const pid = await postmasterPid(dataDir);
  if (pid !== undefined && (await processRuns(pid))) process.kill(pid, 'SIGINT');
}

export async function loginTo(url: string, email = PROCESS_ADMIN.email, password = PROCESS_ADMIN.password): Promise<Response> {
  return checkedFetch(`${url}/api/loginRoute`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginEmail: email, loginPassword: password }),
  });
}

/** A call to a server process, in the shape the suite's `call` answers. */
export async function callServer(
  server: ServerProcess,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
  headers: Record<string, string> = {},
): Promise<ApiAnswer> {
  const res = await checkedFetch(`${server.url}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined, headers: res.headers };
}
