import fs from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import { expect } from 'chai';
import { denverDraft } from './support/drafts.js';
import { freePort } from './support/ports.js';
import { openTempDir } from './support/postgres.js';
import { killServer, loginTo, PROCESS_ADMIN, postmasterPid, processRuns, startServerProcess, type ServerProcess } from './support/serverProcess.js';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: any;
  /** Resolves once the server has closed the connection. */
  connectionClosed: Promise<void>;
}

interface HeldRequest {
  /** Resolves when the server has taken the request and handed it to the app (its `100 Continue`). */
  accepted: Promise<void>;
  /** Sends the body; the app can answer only after that. */
  send(): void;
  answer: Promise<Answer>;
}

/**
 * A request the server has begun and cannot finish until we say so: its headers carry
 * `Expect: 100-continue`, so the server answers `100 Continue` as it hands the request to the app,
 * and the app reads the body (express.json) before it does anything else. A GET carries a body
 * too ("{}"), for the same reason.
 */
function heldRequest(agent: http.Agent, url: string, method: string, path: string, body: unknown, token?: string): HeldRequest {
  const json = JSON.stringify(body);
  const req = http.request(`${url}${path}`, {
    method,
    agent,
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(json),
      expect: '100-continue',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  const accepted = new Promise<void>((resolve, reject) => {
    req.once('continue', resolve);
    req.once('error', reject);
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    req.once('error', reject);
    req.once('response', (res) => {
      const connectionClosed = new Promise<void>((closed) => res.socket.once('close', () => closed()));
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.once('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: text ? JSON.parse(text) : undefined, connectionClosed }));
      res.once('error', reject);
    });
  });
  req.flushHeaders();
  return { accepted, send: () => req.end(json), answer };
}

/** Whether a new TCP connection to the port is refused. */
function connectionRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (err: NodeJS.ErrnoException) => resolve(err.code === 'ECONNREFUSED'));
  });
}

const STOPPING = (line: { msg: string }) => line.msg.startsWith('stopped accepting connections');

describe('Stopping the server with requests in flight', function () {
  this.timeout(120_000);
  let dataDir: string;

  before(async () => {
    dataDir = await openTempDir('moveday-shutdown-');
  });

  after(async () => {
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  const ways = [
    {
      title: 'when SIGTERM lands with a dozen requests in flight',
      detached: false,
      signal: (server: ServerProcess) => server.child.kill('SIGTERM'),
    },
    {
      title: 'when Ctrl-C in its terminal sends SIGINT to its whole process group with a dozen requests in flight',
      detached: true,
      signal: (server: ServerProcess) => process.kill(-server.child.pid!, 'SIGINT'),
    },
  ];

  for (const way of ways) {
    it(`${way.title}, then every one gets its normal answer and its connection closed, new connections are refused, and the process stops its PostgreSQL last and exits 0`, async () => {
      const [port, pgPort] = [await freePort(), await freePort()];
      const server = await startServerProcess({ dataDir, port, pgPort, detached: way.detached });
      let ended = false;
      try {
        const pgPid = await postmasterPid(dataDir);
        expect(pgPid !== undefined && (await processRuns(pgPid)), 'the embedded PostgreSQL runs').to.equal(true);
        const login = await loginTo(server.url);
        expect(login.status).to.equal(200);
        const { token } = (await login.json()) as { token: string };

        const agent = new http.Agent({ keepAlive: true });
        const logins = Array.from({ length: 4 }, () =>
          heldRequest(agent, server.url, 'POST', '/api/loginRoute', { loginEmail: PROCESS_ADMIN.email, loginPassword: PROCESS_ADMIN.password }),
        );
        const quotes = Array.from({ length: 4 }, () => heldRequest(agent, server.url, 'POST', '/api/residential_details', denverDraft()));
        const lists = Array.from({ length: 4 }, () => heldRequest(agent, server.url, 'GET', '/api/admin/orders', {}, token));
        const all = [...logins, ...quotes, ...lists];
        await Promise.all(all.map((request) => request.accepted));

        way.signal(server);
        const stopping = await server.waitForLog(STOPPING);
        expect(stopping.inFlight, 'the server counts the dozen as in flight').to.equal(all.length);
        expect(await connectionRefused(port), 'a new connection is refused while the server drains').to.equal(true);

        for (const request of all) request.send();
        const [loginAnswers, quoteAnswers, listAnswers] = await Promise.all(
          [logins, quotes, lists].map((group) => Promise.all(group.map((request) => request.answer))),
        );
        for (const answer of [...loginAnswers!, ...quoteAnswers!, ...listAnswers!]) {
          expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
          expect(answer.headers.connection, 'a keep-alive connection is closed after its answer').to.equal('close');
          await answer.connectionClosed;
        }
        for (const answer of loginAnswers!) expect(answer.body.token).to.be.a('string').that.is.not.equal('');
        for (const answer of quoteAnswers!) {
          expect(answer.body).to.include({ error: false });
          expect(answer.body.moveID).to.match(/^MD-\d+$/);
          expect(answer.body.quote).to.be.an('object');
        }
        for (const answer of listAnswers!) {
          expect(answer.body).to.be.an('array');
          expect(answer.headers['content-range']).to.match(/^orders /);
        }

        const { code, signal } = await server.exited;
        ended = true;
        expect({ code, signal }, server.output()).to.deep.equal({ code: 0, signal: null });
        expect(await postmasterPid(dataDir), 'the postmaster removed its pid file').to.equal(undefined);
        expect(await processRuns(pgPid!), 'the embedded PostgreSQL has ended').to.equal(false);

        // The database stopped after the last answer. (Nothing is read into the order of the last
        // lines: pino may write the line before process.exit after the one written at it.)
        const messages = server.logLines().map((line) => line.msg);
        expect(messages.indexOf('embedded PostgreSQL stopped'), server.output()).to.be.above(messages.lastIndexOf('request completed'));
      } finally {
        if (!ended) await killServer(server, dataDir);
      }
    });
  }
});
