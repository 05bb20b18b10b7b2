import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import { freePort } from './support/ports.js';
import { openTempDir } from './support/postgres.js';
import { checkedFetch } from './support/contract.js';

const serverDir = fileURLToPath(new URL('..', import.meta.url));

interface Started {
  child: ChildProcess;
  url: string;
  output: () => string;
}

/** Starts the real entry point as `npm start` would, with no DATABASE_URL: the embedded default. */
async function startDefault(dataDir: string, port: number, pgPort: number): Promise<Started> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), EMBEDDED_PG_PORT: String(pgPort), LOG_LEVEL: 'info' };
  for (const name of ['DATABASE_URL', 'ADMIN_PASSWORD', 'ADMIN_EMAIL', 'JWT_SECRET', 'SMTP_URL']) delete env[name];
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], { cwd: serverDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    const up = await checkedFetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { child, url, output: () => output };
    if (Date.now() > deadline) throw new Error(`server did not come up:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function stop(started: Started): Promise<number | null> {
  started.child.kill('SIGTERM');
  const [code] = (await once(started.child, 'exit')) as [number | null];
  return code;
}

const loginAs = (url: string, email: string, password: string) =>
  checkedFetch(`${url}/api/loginRoute`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginEmail: email, loginPassword: password }),
  });

describe('The embedded default (no DATABASE_URL)', function () {
  this.timeout(180_000);
  let dataDir: string;

  before(async () => {
    dataDir = await openTempDir('moveday-embedded-');
  });

  after(async () => {
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('when started twice on one DATA_DIR, then the first start prints the admin password once, and the second keeps the data and the sessions', async () => {
    const [port, pgPort] = [await freePort(), await freePort()];
    const first = await startDefault(dataDir, port, pgPort);
    const printed = first.output().match(/email:\s+(\S+)\s+password:\s+(\S+)/);
    expect(printed, first.output()).to.not.equal(null);
    const [, email, password] = printed!;
    expect(email).to.equal('admin@moveday.local');
    const login = await loginAs(first.url, email!, password!);
    expect(login.status).to.equal(200);
    const { token } = (await login.json()) as { token: string };
    expect(await stop(first), 'SIGTERM ends the process cleanly').to.equal(0);
    expect(first.output()).to.include('stopped');

    const second = await startDefault(dataDir, port, pgPort);
    try {
      expect(second.output()).to.not.match(/password:/);
      expect((await loginAs(second.url, email!, password!)).status).to.equal(200);
      const profile = await checkedFetch(`${second.url}/api/profile`, { headers: { authorization: `Bearer ${token}` } });
      expect(profile.status, 'a token from before the restart still works').to.equal(200);
    } finally {
      expect(await stop(second)).to.equal(0);
    }
  });
});
