import fs from 'node:fs/promises';
import net from 'node:net';
import { expect } from 'chai';
import { denverDraft } from './support/drafts.js';
import { freePort } from './support/ports.js';
import { openTempDir } from './support/postgres.js';
import { killServer, loginTo, postmasterPid, processRuns, spawnServer, startServerProcess, type ServerProcess } from './support/serverProcess.js';
import { checkedFetch } from './support/contract.js';

/** A stack trace's frame line ("    at fn (file:line:col)"). */
const STACK_FRAME = /^\s+at .+[:(]/m;

async function adminToken(url: string): Promise<string> {
  const login = await loginTo(url);
  expect(login.status).to.equal(200);
  return ((await login.json()) as { token: string }).token;
}

describe('Starting again after a crash', function () {
  this.timeout(120_000);
  let dataDir: string;
  const started: ServerProcess[] = [];

  beforeEach(async () => {
    dataDir = await openTempDir('moveday-crash-');
  });

  afterEach(async () => {
    for (const server of started.splice(0)) await killServer(server, dataDir);
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('when the server was killed (kill -9) and its PostgreSQL lives on, then the next start stops that one, comes up, and the data is there; a start beside a live server on the same DATA_DIR is refused and harms nothing', async () => {
    const [port, pgPort] = [await freePort(), await freePort()];
    const first = await startServerProcess({ dataDir, port, pgPort });
    started.push(first);
    const token = await adminToken(first.url);
    const added = await checkedFetch(`${first.url}/api/addorder`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        ...denverDraft(),
        customerDetails: { firstName: 'Crash', lastName: 'Survivor', userEmail: 'crash.survivor@example.com', userPhone: '3035550199' },
        confirmSaveAdminAction: 'confirm',
      }),
    });
    expect(added.status).to.equal(200);
    const order = (await added.json()) as { moveDatabaseID: string; moveID: string };

    const orphan = (await postmasterPid(dataDir))!;
    first.child.kill('SIGKILL');
    expect(await first.exited).to.deep.equal({ code: null, signal: 'SIGKILL' });
    expect(await processRuns(orphan), 'the PostgreSQL of the killed server lives on').to.equal(true);

    const second = await startServerProcess({ dataDir, port, pgPort });
    started.push(second);
    expect(second.logLines().map((line) => line.msg)).to.include('the leftover embedded PostgreSQL stopped');
    expect(await processRuns(orphan), 'the leftover PostgreSQL has ended').to.equal(false);
    expect(await postmasterPid(dataDir)).to.not.equal(orphan);
    const detail = await checkedFetch(`${second.url}/api/admin/orders/${order.moveDatabaseID}`, {
      headers: { authorization: `Bearer ${await adminToken(second.url)}` },
    });
    expect(detail.status).to.equal(200);
    expect(((await detail.json()) as { moveId: string }).moveId, 'the order made before the crash is there').to.equal(order.moveID);
    const ownPostgres = await postmasterPid(dataDir);

    // Another server on the same DATA_DIR while this one runs: refused, and this one's PostgreSQL is left alone.
    const beside = spawnServer({ dataDir, port: await freePort(), pgPort: await freePort() });
    started.push(beside);
    const { code } = await beside.exited;
    expect(code, beside.output()).to.equal(1);
    expect(beside.output()).to.include(`Another MoveDay server (process ${second.child.pid}) is running with DATA_DIR ${dataDir}`);
    expect(beside.output()).to.not.match(STACK_FRAME);
    expect(await postmasterPid(dataDir)).to.equal(ownPostgres);
    expect((await loginTo(second.url)).status, 'the running server still works').to.equal(200);

    second.child.kill('SIGTERM');
    expect(await second.exited).to.deep.equal({ code: 0, signal: null });
    expect(await postmasterPid(dataDir)).to.equal(undefined);
  });

  it('when EMBEDDED_PG_PORT is held by a program that is not ours, then the start fails with a message naming the port and the variable, without a stack trace', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const pgPort = (blocker.address() as net.AddressInfo).port;
    try {
      const server = spawnServer({ dataDir, port: await freePort(), pgPort });
      started.push(server);
      const { code } = await server.exited;
      expect(code, server.output()).to.equal(1);
      expect(server.output()).to.include(`Port ${pgPort} is in use by another program`).and.include('EMBEDDED_PG_PORT');
      expect(server.output()).to.not.match(STACK_FRAME);
      expect(await postmasterPid(dataDir), 'no PostgreSQL was started').to.equal(undefined);
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });
});
