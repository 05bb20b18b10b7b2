/**
 * `npm run test:e2e:stress [-- runs [cpus]]`: the browser suite, several times in a row, while
 * stress-ng keeps the CPUs busy beside it. A test that waits for states rather than luck passes
 * on a loaded machine as on an idle one; one that does not shows up here. Stops at the first
 * failing run and exits with its code. Runs the BUILT apps, as `npm run test:e2e` does.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { repoRoot } from '../bench/lib/server.js';

const runs = Number(process.argv[2] ?? process.env.E2E_STRESS_RUNS ?? 3);
const cpus = Number(process.argv[3] ?? process.env.E2E_STRESS_CPUS ?? 2);
if (!Number.isInteger(runs) || runs < 1 || !Number.isInteger(cpus) || cpus < 1) {
  console.error('usage: npm run test:e2e:stress -- [runs, default 3] [cpus to load, default 2]');
  process.exit(2);
}
if (spawnSync('stress-ng', ['--version'], { stdio: 'ignore' }).error) {
  console.error('stress-ng is not installed (Debian and Ubuntu: apt-get install stress-ng)');
  process.exit(2);
}

// In a process group of its own, so that its workers stop with it.
const hog: ChildProcess = spawn('stress-ng', ['--cpu', String(cpus), '--timeout', '0', '--quiet'], { detached: true, stdio: 'ignore' });
const stopHog = () => {
  if (hog.pid !== undefined && hog.exitCode === null) {
    try {
      process.kill(-hog.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
};
process.on('exit', stopHog);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopHog();
    process.exit(130);
  });
}

function suite(): Promise<number> {
  return new Promise((resolve) => {
    const mocha = spawn('npx', ['mocha', '--config', 'e2e/.mocharc.json'], { cwd: repoRoot, stdio: 'inherit' });
    mocha.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const results: string[] = [];
for (let run = 1; run <= runs; run += 1) {
  console.log(`\n=== e2e run ${run} of ${runs}, stress-ng --cpu ${cpus} beside it ===`);
  const began = Date.now();
  const code = await suite();
  results.push(`run ${run}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${Math.round((Date.now() - began) / 1000)} s`);
  if (code !== 0) {
    console.log(`\n${results.join('\n')}`);
    stopHog();
    process.exit(code);
  }
}
console.log(`\n${results.join('\n')}\nall ${runs} runs passed under stress-ng --cpu ${cpus}`);
stopHog();
