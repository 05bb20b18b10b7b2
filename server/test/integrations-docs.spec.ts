import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect } from 'chai';
import { API_SCOPES, WEBHOOK_EVENTS, WEBHOOK_HEADERS, WEBHOOK_SIGNATURE_TOLERANCE_SECONDS, dayToIso } from '@moveday/openapi';
import { baseUrl, call, get, login, post } from './support/app.js';
import { denverDraft } from './support/drafts.js';
import { ADMIN } from './support/hooks.js';

const run = promisify(execFile);

const GUIDE = fileURLToPath(new URL('../../docs/integrations.md', import.meta.url));

/** The guide's fenced code block whose first line is `firstLine`. */
function codeBlock(markdown: string, firstLine: string): string {
  const blocks = [...markdown.matchAll(/^```\w*\n([\s\S]*?)^```$/gm)].map((match) => match[1]!);
  const found = blocks.filter((block) => block.startsWith(`${firstLine}\n`));
  expect(found, `one code block starting with ${firstLine}`).to.have.length(1);
  return found[0]!;
}

const decode = (html: string) =>
  html
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

const customerDetails = { firstName: 'Ana', lastName: 'Guide', userEmail: 'ana.guide@example.com', userPhone: '3035550111' };

async function addOrder(admin: string): Promise<{ id: string; day: number }> {
  const draft = denverDraft();
  const added = await post('/api/addorder', { ...draft, customerDetails, confirmSaveAdminAction: 'save' }, admin);
  expect(added.status, JSON.stringify(added.body)).to.equal(200);
  return { id: added.body.moveDatabaseID, day: draft.moveDatePreferences.preferredDateOpt1! };
}

async function newApiKey(admin: string, scopes: string[]): Promise<{ id: string; secret: string }> {
  const created = await post('/api/admin/apikeys', { name: `Guide ${scopes.join(' ')}`, scopes }, admin);
  expect(created.status, JSON.stringify(created.body)).to.equal(201);
  return created.body;
}

/** What the test uses of the guide's client (the client itself is type-checked against the generated types, strictly). */
interface GuideClient {
  moveDayClient(
    address: string,
    key: string,
  ): {
    book(order: object): Promise<{ id: string; moveID: string }>;
    ordersOn(day: number): Promise<Array<{ id: string; moveID: string; moveStatus: string; moveDate: number }>>;
    order(id: string): Promise<{ moveStatus: string }>;
  };
}

describe("The integrators' guide", () => {
  let markdown = '';
  let admin = '';

  before(async () => {
    markdown = await fs.readFile(GUIDE, 'utf8');
    admin = await login(ADMIN.email, ADMIN.password);
  });

  describe('served at /api/docs/integrations', () => {
    it('when fetched, then it is an HTML page of the guide with the worked example, under the security headers', async () => {
      const page = await get<string>('/api/docs/integrations');
      expect(page.status).to.equal(200);
      expect(page.headers.get('content-type')).to.match(/^text\/html; charset=utf-8/);
      expect(page.headers.get('content-security-policy')).to.include("script-src 'self'");
      expect(page.body).to.match(/^<!doctype html>/);
      expect(page.body).to.include('<h1 id="moveday-for-integrators-api-keys-and-webhooks">');
      expect(page.body).to.include('<h3 id="worked-example-todays-orders">Worked example: today&#39;s orders</h3>');
      const text = decode(page.body);
      expect(text).to.include('curl -sG "$MOVEDAY/api/admin/orders" -H "Authorization: Bearer $KEY" -D -');
      expect(text).to.include('--data-urlencode "filter={\\"moveDayFrom\\":$DAY,\\"moveDayTo\\":$DAY,');
      expect(text).to.include('export function verifyMoveDayWebhook(');
      expect(page.body).to.not.include('<script');
    });

    it('when the contents link to a part, then the page has that part', async () => {
      const page = (await get<string>('/api/docs/integrations')).body;
      const anchors = [...markdown.matchAll(/\]\(#([\w-]+)\)/g)].map((match) => match[1]!);
      expect(anchors.length).to.be.greaterThan(8);
      for (const anchor of anchors) expect(page, `#${anchor}`).to.include(`id="${anchor}"`);
    });

    it('when an integrator opens the API reference, then its description links to the guide', async () => {
      const spec = await get('/api/openapi.json');
      expect(spec.body.info.description).to.include('](/api/docs/integrations)');
      expect(spec.body.components.securitySchemes.apiKey.description).to.include('](/api/docs/integrations)');
    });

    it('names every scope, event and header of the catalogue, as the catalogue words them', () => {
      // The tables' rows as their cells, however a formatter pads the columns.
      const rows = markdown
        .split('\n')
        .filter((line) => line.startsWith('|'))
        .map((line) =>
          line
            .split('|')
            .slice(1, -1)
            .map((cell) => cell.trim()),
        );
      const row = (...cells: string[]) => rows.some((r) => cells.every((cell, i) => r[i] === cell));
      for (const scope of API_SCOPES) expect(row(`\`${scope.key}\``, scope.label, scope.description), scope.key).to.equal(true);
      for (const event of WEBHOOK_EVENTS) expect(row(`\`${event.key}\``, event.description), event.key).to.equal(true);
      for (const header of Object.values(WEBHOOK_HEADERS)) expect(row(`\`${header}\``), header).to.equal(true);
      expect(WEBHOOK_SIGNATURE_TOLERANCE_SECONDS).to.equal(5 * 60);
      expect(markdown).to.include('export const TOLERANCE_SECONDS = 5 * 60;');
    });
  });

  describe('the worked example', () => {
    // The example's parameters, as the guide writes them.
    const STATUSES = ['estimate_open', 'open', 'partnerassigned', 'completed'];
    const SORT = '["moveDate","ASC"]';
    const RANGE = '[0,99]';

    it("when a key with orders:read lists a day's moves as the guide does, then it gets that day's orders, sorted, page by page, with their count", async () => {
      expect(markdown).to.include(
        '--data-urlencode "filter={\\"moveDayFrom\\":$DAY,\\"moveDayTo\\":$DAY,\\"status\\":[\\"estimate_open\\",\\"open\\",\\"partnerassigned\\",\\"completed\\"]}"',
      );
      expect(markdown).to.include(`--data-urlencode 'sort=${SORT}'`);
      expect(markdown).to.include(`--data-urlencode 'range=${RANGE}'`);
      const order = await addOrder(admin);
      const key = await newApiKey(admin, ['orders:read']);
      const filter = JSON.stringify({ moveDayFrom: order.day, moveDayTo: order.day, status: STATUSES });

      // Page by page until the count is reached, as the guide says for a busy day (the suite's other tests book on that day too).
      const rows: Array<{ id: string; moveDate: number; moveStatus: string }> = [];
      let total = Infinity;
      for (let first = 0; first < total; first += 100) {
        const list = await get(`/api/admin/orders?${new URLSearchParams({ filter, sort: SORT, range: `[${first},${first + 99}]` })}`, key.secret);
        expect(list.status, JSON.stringify(list.body)).to.equal(200);
        const range = /^orders (\d+)-(\d+)\/(\d+)$/.exec(list.headers.get('content-range') ?? '');
        expect(range, list.headers.get('content-range') ?? '').to.not.equal(null);
        total = Number(range![3]);
        expect(list.headers.get('ratelimit')).to.match(/^"api-key"; r=\d+; t=\d+$/);
        expect(list.headers.get('ratelimit-policy')).to.match(/^"api-key"; q=\d+; w=60; pk=:[\w+/=]+:$/);
        rows.push(...(list.body as typeof rows));
      }
      expect(rows).to.have.length(total);
      expect(rows.map((row) => row.id)).to.include(order.id);
      expect(rows.every((row) => row.moveDate === order.day)).to.equal(true);
      expect(rows.every((row) => STATUSES.includes(row.moveStatus))).to.equal(true);
      expect(rows.find((row) => row.id === order.id)?.moveStatus).to.equal('estimate_open');

      // The dispatch board names the same day's moves.
      const day = dayToIso(order.day);
      const board = await get(`/api/admin/dispatch?${new URLSearchParams({ from: day, to: day, status: STATUSES.join(',') })}`, key.secret);
      expect(board.status, JSON.stringify(board.body)).to.equal(200);
      expect(board.body.moves.map((move: { id: string }) => move.id).sort()).to.deep.equal(rows.map((row) => row.id).sort());
    });

    it('when the same key tries to change an order, then it is refused with 403 and the scope it lacks, as the guide shows', async () => {
      const order = await addOrder(admin);
      const key = await newApiKey(admin, ['orders:read']);
      const refused = await post('/api/admin/change_status', { moveDatabaseID: order.id, status: 'open' }, key.secret);
      expect(refused.status).to.equal(403);
      expect(refused.body).to.deep.include({ errorCode: 7005, messageKey: 'apiKeyScopeMissing', messageParams: { scopes: 'orders:write' } });
      expect(markdown).to.include(`"errorMessage": "${refused.body.errorMessage}"`);
    });
  });

  describe('the worked example through a client generated from the contract', () => {
    const rootDir = fileURLToPath(new URL('../..', import.meta.url));
    let dir = '';

    before(async function () {
      this.timeout(120_000);
      // As an integrator would: the types generated from the running server's document by a tool of
      // someone else's, the guide's client saved beside them, both compiled strictly with no change.
      dir = await fs.mkdtemp(path.join(os.tmpdir(), 'moveday-client-'));
      await fs.symlink(path.join(rootDir, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
      await fs.writeFile(path.join(dir, 'openapi.json'), JSON.stringify((await get('/api/openapi.json')).body));
      await run(path.join(rootDir, 'node_modules/.bin/openapi-typescript'), ['openapi.json', '-o', 'moveday.d.ts'], { cwd: dir });
      await fs.writeFile(
        path.join(dir, 'moveday-client.ts'),
        codeBlock(markdown, "// moveday-client.ts: books a move, lists a day's orders and reads one, typed by MoveDay's OpenAPI."),
      );
      const compilerOptions = { strict: true, noEmit: true, module: 'NodeNext', moduleResolution: 'NodeNext', target: 'ES2022', skipLibCheck: true, types: [] };
      await fs.writeFile(path.join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions, files: ['moveday-client.ts'] }));
      await run(path.join(rootDir, 'node_modules/.bin/tsc'), ['-p', dir], { cwd: dir }).catch((error: { stdout?: string }) => {
        throw new Error(`The guide's client does not compile against the types generated from the contract:\n${error.stdout}`);
      });
    });

    after(async () => {
      if (dir) await fs.rm(dir, { recursive: true, force: true });
    });

    it('when a key books an order, lists its day and reads it through the typed client, then each answer is the order the console sees', async () => {
      const { moveDayClient } = (await import(pathToFileURL(path.join(dir, 'moveday-client.ts')).href)) as GuideClient;
      const key = await newApiKey(admin, ['orders:read', 'orders:write']);
      const client = moveDayClient(baseUrl(), key.secret);
      const draft = denverDraft();
      const day = draft.moveDatePreferences.preferredDateOpt1!;

      const booked = await client.book({ ...draft, customerDetails, confirmSaveAdminAction: 'confirm' });
      expect(booked.moveID).to.match(/^MD-\d+$/);

      const rows = await client.ordersOn(day);
      const row = rows.find((candidate) => candidate.id === booked.id);
      expect(row, "the booked order among its day's orders").to.not.equal(undefined);
      expect(row).to.include({ moveID: booked.moveID, moveStatus: 'open', moveDate: day });
      expect(rows.every((candidate) => candidate.moveDate === day)).to.equal(true);

      const order = await client.order(booked.id);
      const seen = await get(`/api/admin/orders/${booked.id}`, admin);
      expect(order).to.deep.equal(seen.body);
      expect(order.moveStatus).to.equal('open');
    });
  });

  describe('the Node.js verification code, on a real delivery', () => {
    let verify: (
      rawBody: Buffer | string,
      header: string | undefined,
      secret: string | string[],
      options?: { toleranceSeconds?: number; now?: number },
    ) => unknown;
    let receiver: http.Server;
    let endpointId = '';
    let secret = '';
    const arrived: Array<{ body: Buffer; headers: http.IncomingHttpHeaders }> = [];
    const waiting: Array<() => void> = [];

    before(async () => {
      // The guide's own code block, as an integrator would save it.
      const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'moveday-guide-'));
      const file = path.join(dir, 'verify-moveday-webhook.mjs');
      await fs.writeFile(file, codeBlock(markdown, "// verify-moveday-webhook.mjs: checks a MoveDay webhook delivery's signature."));
      ({ verifyMoveDayWebhook: verify } = await import(pathToFileURL(file).href));
      await fs.rm(dir, { recursive: true });

      receiver = http.createServer((req, res) => {
        const chunks: Buffer[] = [];
        req.on('data', (chunk: Buffer) => chunks.push(chunk));
        req.on('end', () => {
          arrived.push({ body: Buffer.concat(chunks), headers: req.headers });
          res.writeHead(204).end();
          for (const wake of waiting.splice(0)) wake();
        });
      });
      await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
      const { port } = receiver.address() as AddressInfo;
      const created = await post(
        '/api/admin/webhooks',
        { url: `http://127.0.0.1:${port}/moveday/events`, description: "The guide's receiver", events: ['order.status_changed'] },
        admin,
      );
      expect(created.status, JSON.stringify(created.body)).to.equal(201);
      endpointId = created.body.id;
      secret = created.body.secret;
    });

    after(async () => {
      // No later test's change is sent to a receiver that is gone.
      if (endpointId) await call('DELETE', `/api/admin/webhooks/${endpointId}`, undefined, admin);
      await new Promise<void>((resolve) => receiver?.close(() => resolve()));
    });

    /** The first delivery about the order, once it has arrived. */
    async function deliveryFor(orderId: string): Promise<{ body: Buffer; headers: http.IncomingHttpHeaders }> {
      for (;;) {
        const found = arrived.find((delivery) => (JSON.parse(delivery.body.toString('utf8')) as { data: { order: { id: string } } }).data.order.id === orderId);
        if (found) return found;
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
    }

    it("when an integration confirms an order through the API, then the guide's function accepts the delivery, and refuses it tampered, old, or under another secret", async () => {
      const order = await addOrder(admin);
      const writer = await newApiKey(admin, ['orders:write']);
      const confirmed = await post('/api/admin/change_status', { moveDatabaseID: order.id, status: 'open' }, writer.secret);
      expect(confirmed.status, JSON.stringify(confirmed.body)).to.equal(200);

      const { body, headers } = await deliveryFor(order.id);
      const header = headers['moveday-signature'] as string;
      expect(header).to.match(/^t=\d+,v1=[0-9a-f]{64}$/);
      const event = verify(body, header, secret) as {
        id: string;
        type: string;
        data: { order: { moveStatus: string }; change: { action: string; actorRole: string } };
      };
      expect(event.id).to.equal(headers['moveday-event-id']);
      expect(event.type).to.equal('order.status_changed').and.equal(headers['moveday-event-type']);
      expect(event.data.order.moveStatus).to.equal('open');
      expect(event.data.change).to.include({ action: 'confirmed', actorRole: 'integration' });
      expect(verify(body.toString('utf8'), header, secret), 'the body as a string').to.deep.equal(event);

      const tampered = Buffer.from(body.toString('utf8').replace('"moveStatus":"open"', '"moveStatus":"cancelled"'));
      expect(tampered.equals(body)).to.equal(false);
      expect(() => verify(tampered, header, secret)).to.throw(/does not match/);
      expect(() => verify(body, header, 'whsec_not-the-endpoints-secret')).to.throw(/does not match/);
      expect(verify(body, header, ['whsec_the-old-secret', secret]), 'either secret while rolling').to.deep.equal(event);
      expect(() => verify(body, header.replace(/v1=[0-9a-f]+/, 'v1='), secret)).to.throw(/malformed/);
      expect(() => verify(body, undefined, secret)).to.throw(/malformed/);

      // The same delivery five minutes later, replayed: refused; a second short of it: taken.
      const t = Number(/t=(\d+)/.exec(header)![1]);
      expect(() => verify(body, header, secret, { now: (t + WEBHOOK_SIGNATURE_TOLERANCE_SECONDS + 1) * 1000 })).to.throw(/too old/);
      expect(verify(body, header, secret, { now: (t + WEBHOOK_SIGNATURE_TOLERANCE_SECONDS - 1) * 1000 })).to.deep.equal(event);
      // An old timestamp with a signature that matches it (a delivery recorded ten minutes ago): refused.
      const old = Math.floor(Date.now() / 1000) - 600;
      const oldHeader = `t=${old},v1=${crypto.createHmac('sha256', secret).update(`${old}.`).update(body).digest('hex')}`;
      expect(() => verify(body, oldHeader, secret)).to.throw(/too old/);
      expect(verify(body, oldHeader, secret, { toleranceSeconds: 3600 }), 'the same, within a wider tolerance').to.deep.equal(event);
    });

    it('when the delivery arrives, then the delivery log names it by its MoveDay-Delivery-Id', async () => {
      const order = await addOrder(admin);
      const confirmed = await post('/api/admin/change_status', { moveDatabaseID: order.id, status: 'open' }, admin);
      expect(confirmed.status, JSON.stringify(confirmed.body)).to.equal(200);
      const { headers } = await deliveryFor(order.id);
      const log = await get(`/api/admin/webhookdeliveries/${headers['moveday-delivery-id'] as string}`, admin);
      expect(log.status, JSON.stringify(log.body)).to.equal(200);
      expect(log.body).to.include({ endpointId, eventId: headers['moveday-event-id'], eventType: 'order.status_changed', orderId: order.id });
    });
  });
});
