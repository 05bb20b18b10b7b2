import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import type { Locator, Page } from 'playwright-core';
import { API_KEY_PREFIX, Messages, WEBHOOK_HEADERS, formatMessage } from '@moveday/openapi';
import { startServer, type RunningServer } from '../../bench/lib/server.js';
import { denverDraft } from '../../server/test/support/drafts.js';
import { WAIT_MS, pageSettled } from '../support/browser.js';
import { apiCall, expectMessage, openAdminPage, shot, uniqueName } from './adminSupport.js';

/** The promise, or a failure naming what was awaited once WAIT_MS has passed (a stuck wait says what it waited for). */
function bounded<T>(what: string, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`waited ${WAIT_MS / 1000} s for ${what}`)), WAIT_MS);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** One POST the receiver took: its path, headers (lower-case names) and its body as sent. */
interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  event: { id: string; type: string; createdAt: string; data: { order: { moveId: string; moveDatabaseID?: string; _id?: string } } };
}

/**
 * A webhook receiver on 127.0.0.1, as an integrator runs one: it answers every POST 200 "ok" and
 * keeps what it got. `next` waits for a delivery to arrive (or finds it arrived already).
 */
async function startReceiver() {
  const received: Received[] = [];
  const waiting: { match: (r: Received) => boolean; done: (r: Received) => void }[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const got: Received = { path: request.url ?? '', headers: request.headers, body, event: JSON.parse(body) };
      received.push(got);
      response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
      for (const waiter of waiting.filter((w) => w.match(got))) {
        waiting.splice(waiting.indexOf(waiter), 1);
        waiter.done(got);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    /** The address of an endpoint here: each test's own path, so that it tells its deliveries from another endpoint's. */
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    received,
    /** The `nth` (from 1) delivery matching, once it has come. */
    next(what: string, match: (r: Received) => boolean, nth = 1): Promise<Received> {
      let seen = received.filter(match).length;
      if (seen >= nth) return Promise.resolve(received.filter(match)[nth - 1]!);
      const arrival = new Promise<Received>((resolve) => {
        const waiter = {
          match: (r: Received) => match(r) && ++seen >= nth,
          done: resolve,
        };
        waiting.push(waiter);
      });
      return bounded(`the receiver to get ${what}`, arrival);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type Receiver = Awaited<ReturnType<typeof startReceiver>>;

/** Whether a delivery's `MoveDay-Signature` is the HMAC-SHA256 of "<t>.<body>" with this secret. */
function signedWith(secret: string, got: Received): boolean {
  const header = String(got.headers[WEBHOOK_HEADERS.signature.toLowerCase()] ?? '');
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=') as [string, string]));
  const expected = crypto.createHmac('sha256', secret).update(`${parts.t}.${got.body}`).digest('hex');
  return typeof parts.v1 === 'string' && parts.v1.length === expected.length && crypto.timingSafeEqual(Buffer.from(parts.v1), Buffer.from(expected));
}

/** The table row (not the expand row) holding `text`. */
const rowWith = (scope: Page | Locator, text: string) => scope.locator('tbody tr.RaDataTable-row').filter({ hasText: text });

/** The row's cells as the admin reads them, by column header. */
async function cellsOf(table: Locator, row: Locator): Promise<Record<string, string>> {
  const headers = (await table.locator('thead th').allInnerTexts()).map((h) => h.trim());
  const cells = (await row.locator('td').allInnerTexts()).map((c) => c.trim());
  return Object.fromEntries(headers.map((h, i) => [h, cells[i] ?? '']));
}

const MOMENT = /^\d\d\/\d\d\/\d{4}, \d{1,2}:\d\d [AP]M$/;

describe('Admin console: integrations (API keys, webhooks, the delivery log)', () => {
  // A server of its own: webhooks may go to http://127.0.0.1 only outside production, and the run's
  // server is a production one. Its own database too, so that no other server's queue takes its deliveries.
  let server: RunningServer;
  let receiver: Receiver;
  let adminToken: string;

  const call = <T = any>(method: string, path: string, token: string, body?: unknown) => apiCall<T>(method, path, token, body, server);

  /** An order added by the admin and saved (estimate_open): its status can then change through the API. */
  async function savedOrder(lastName: string): Promise<{ moveID: string; moveDatabaseID: string }> {
    const answer = await call('POST', '/addorder', adminToken, {
      ...denverDraft(),
      customerDetails: { firstName: 'Ines', lastName, userEmail: `${lastName.toLowerCase()}@example.com`, userPhone: '3035550142' },
      confirmSaveAdminAction: 'save',
    });
    expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
    return answer.body;
  }

  /** A key made through the API (the console's own journey with keys is the first test). */
  async function keyFor(scopes: string[]): Promise<string> {
    const made = await call('POST', '/admin/apikeys', adminToken, { name: uniqueName('Sync'), scopes });
    expect(made.status, JSON.stringify(made.body)).to.equal(201);
    return made.body.secret;
  }

  before(async function () {
    this.timeout(180_000);
    server = await startServer({ env: { NODE_ENV: 'test' }, echoOutput: process.env.E2E_VERBOSE === '1', startTimeoutMs: 150_000 });
    receiver = await startReceiver();
    const login = await call('POST', '/loginRoute', '', { loginEmail: server.adminEmail, loginPassword: server.adminPassword });
    expect(login.status).to.equal(200);
    adminToken = login.body.token;
  });

  after(async function () {
    this.timeout(60_000);
    await receiver?.close();
    await server?.stop();
  });

  it('when an admin creates an API key, then its secret is shown once, works on the API, and is refused at once after Revoke', async () => {
    const { context, page } = await openAdminPage('/admin/dashboard', server);
    try {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.getByRole('banner').getByRole('tab', { name: 'Integrations', exact: true }).click();
      await page.waitForURL('**/admin/apikeys');
      await page.getByRole('heading', { name: 'API keys', exact: true }).waitFor();
      expect(await page.getByRole('navigation', { name: 'Integrations' }).getByRole('tab', { name: 'API keys' }).getAttribute('aria-selected')).to.equal(
        'true',
      );

      await page.getByRole('link', { name: 'New API key' }).click();
      await page.getByRole('heading', { name: 'New API key', exact: true }).waitFor();
      // Nothing filled in: the server's words show on the fields they are about.
      let created = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/admin/apikeys');
      await page.getByRole('button', { name: 'Create key' }).click();
      expect((await created).status()).to.equal(400);
      await page.getByText(Messages.apiKeyNameRequired, { exact: true }).waitFor();
      await page.getByText(Messages.apiKeyScopesRequired, { exact: true }).waitFor();
      expect(await page.getByRole('textbox', { name: 'Name' }).getAttribute('aria-invalid')).to.equal('true');

      const name = uniqueName('Warehouse sync ');
      await page.getByRole('textbox', { name: 'Name' }).fill(name);
      // Each scope in the catalogue's words, its description beside it.
      await page.getByRole('checkbox', { name: /^Read orders\s*List orders, read an order/ }).check();
      await page.getByRole('radio', { name: 'In 30 days' }).check();
      await shot(page, 'apikey-create');
      created = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/admin/apikeys');
      await page.getByRole('button', { name: 'Create key' }).click();
      expect((await created).status()).to.equal(201);

      const dialog = page.getByRole('dialog', { name: `API key "${name}" created` });
      const secret = await dialog.getByTestId('shown-secret').inputValue();
      expect(secret).to.match(new RegExp(`^${API_KEY_PREFIX}[A-Za-z0-9_-]{43}$`));
      await dialog.getByText('it will not be shown again').waitFor();
      // A click beside the dialog, or Escape, does not lose the secret: only Done closes it.
      await page.mouse.click(8, 8);
      await page.keyboard.press('Escape');
      await bounded('the page to settle', pageSettled(page));
      expect(await dialog.isVisible()).to.equal(true);
      await dialog.getByRole('button', { name: 'Copy' }).click();
      await dialog.getByRole('button', { name: 'Copied' }).waitFor();
      expect(
        await bounded(
          'the clipboard',
          page.evaluate(() => navigator.clipboard.readText()),
        ),
      ).to.equal(secret);
      await shot(page, 'apikey-secret');

      // The key works as a bearer token for what its scope allows.
      const listed = await call('GET', '/admin/orders', secret);
      expect(listed.status, JSON.stringify(listed.body)).to.equal(200);

      await dialog.getByRole('button', { name: 'Done' }).click();
      await page.waitForURL('**/admin/apikeys');
      await dialog.waitFor({ state: 'detached' });
      const table = page.locator('table').first();
      const row = rowWith(page, name);
      await row.waitFor();
      const cells = await cellsOf(table, row);
      expect(cells).to.deep.include({ Name: name, Prefix: `${secret.slice(0, API_KEY_PREFIX.length + 8)}...`, Scopes: 'Read orders', State: 'Active' });
      expect(cells.Created).to.match(new RegExp(`^\\d\\d/\\d\\d/\\d{4}, \\d{1,2}:\\d\\d [AP]M\\s+by `));
      expect(cells.Expires).to.match(MOMENT);
      const expires = new Date(cells.Expires!.replace(',', ''));
      expect(Math.round((expires.getTime() - Date.now()) / 86_400_000)).to.equal(30);
      expect(cells['Last used'], 'the call just made').to.match(MOMENT);
      expect(await page.content(), 'the secret is shown once').not.to.include(secret);
      await shot(page, 'apikey-list');

      await row.getByRole('button', { name: `Revoke: ${name}` }).click();
      const confirm = page.getByRole('dialog', { name: `Revoke the API key "${name}"?` });
      const revoked = page.waitForResponse((r) => r.request().method() === 'DELETE' && new URL(r.url()).pathname.startsWith('/api/admin/apikeys/'));
      await confirm.getByRole('button', { name: 'Revoke' }).click();
      expect((await revoked).status()).to.equal(200);
      // Still listed, revoked, with nothing left to press.
      await row.getByText('Revoked', { exact: true }).waitFor();
      expect(await row.getByRole('button', { name: /^Revoke/ }).count()).to.equal(0);

      const refused = await call('GET', '/admin/orders', secret);
      expect(refused.status).to.equal(401);
      expect(refused.body.errorMessage).to.equal(Messages.apiKeyRevoked);

      await page.getByRole('tablist', { name: 'API keys by state' }).getByRole('tab', { name: 'Revoked', exact: true }).click();
      await page.locator('tbody tr.RaDataTable-row').filter({ hasNotText: 'Revoked' }).first().waitFor({ state: 'detached' });
      await row.waitFor();
    } finally {
      await context.close();
    }
  });

  it('when an endpoint is registered, then an order change made through the API reaches the receiver signed, shows in the log with 200, and Send again brings the same event again', async () => {
    const order = await savedOrder(uniqueName('Hook'));
    const writer = await keyFor(['orders:write']);
    const { page, context } = await openAdminPage('/admin/webhooks', server);
    try {
      await page.getByRole('heading', { name: 'Webhooks', exact: true }).waitFor();
      await page.getByRole('link', { name: 'New endpoint' }).click();
      await page.getByRole('heading', { name: 'New webhook endpoint', exact: true }).waitFor();
      const url = receiver.url(`/moveday/${uniqueName('erp')}`);
      await page.getByRole('textbox', { name: 'Address (URL)' }).fill(url);
      await page.getByRole('textbox', { name: 'Description' }).fill('The ERP test receiver');
      await page.getByRole('checkbox', { name: /^Status changed\s*order\.status_changed/ }).check();
      const created = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/admin/webhooks');
      await page.getByRole('button', { name: 'Add endpoint' }).click();
      expect((await created).status()).to.equal(201);
      const dialog = page.getByRole('dialog', { name: 'Endpoint added: its signing secret' });
      const secret = await dialog.getByTestId('shown-secret').inputValue();
      expect(secret).to.match(/^whsec_/);
      await dialog.getByText('it will not be shown again').waitFor();
      await dialog.getByRole('button', { name: 'Done' }).click();

      // The endpoint's page: on, nothing sent yet.
      await page.getByRole('heading', { name: url }).waitFor();
      const endpointPath = new URL(page.url()).pathname;
      expect(endpointPath).to.match(/^\/admin\/webhooks\/[0-9a-f-]{36}$/);
      await page.getByText('No deliveries yet').waitFor();
      await page.getByText('On', { exact: true }).waitFor();

      // An integrator confirms the order with its key.
      const confirmed = await call('POST', '/admin/change_status', writer, { status: 'open', moveDatabaseID: order.moveDatabaseID });
      expect(confirmed.status, JSON.stringify(confirmed.body)).to.equal(200);
      const path = new URL(url).pathname;
      const about = (r: Received) => r.path === path && r.event.type === 'order.status_changed' && r.event.data.order.moveId === order.moveID;
      const first = await receiver.next("the order's status_changed", about);
      expect(signedWith(secret, first), 'signed with the secret shown').to.equal(true);
      expect(first.headers[WEBHOOK_HEADERS.eventId.toLowerCase()]).to.equal(first.event.id);
      expect(first.headers[WEBHOOK_HEADERS.eventType.toLowerCase()]).to.equal('order.status_changed');

      // The log (the receiver answered before MoveDay wrote the attempt down: the page catches up by itself).
      await page.getByRole('navigation', { name: 'Integrations' }).getByRole('tab', { name: 'Delivery log' }).click();
      await page.getByRole('heading', { name: 'Webhook delivery log', exact: true }).waitFor();
      const row = rowWith(page, order.moveID);
      await row.getByText('Delivered', { exact: true }).waitFor();
      const cells = await cellsOf(page.locator('table').first(), row);
      expect(cells).to.deep.include({ Endpoint: url, Order: order.moveID, State: 'Delivered', Attempts: '1', Status: '200' });
      expect(cells.Event).to.equal('Status changed\norder.status_changed');
      expect(cells.Time).to.match(MOMENT);
      expect(await row.getByRole('link', { name: order.moveID }).getAttribute('href')).to.equal(`/admin/editorder?id=${order.moveDatabaseID}`);
      await shot(page, 'webhook-log');

      // Filtered on another event, it is not there.
      await page.getByRole('combobox', { name: 'Event' }).click();
      await page.getByRole('option', { name: 'Order booked' }).click();
      await page.getByText('No deliveries here.').waitFor();
      await page.getByRole('combobox', { name: 'Event' }).click();
      await page.getByRole('option', { name: 'Every event' }).click();
      await row.waitFor();

      await row.locator('td').first().click();
      await page.waitForURL(/\/admin\/webhookdeliveries\/[0-9a-f-]{36}\/show$/);
      await page.getByRole('heading', { name: /Delivery of order\.status_changed/ }).waitFor();
      const body = await page.getByTestId('delivery-body').innerText();
      expect(body).to.equal(JSON.stringify(JSON.parse(first.body), null, 2));
      const attempts = page.getByRole('table', { name: 'Attempts' });
      expect(await cellsOf(attempts, attempts.locator('tbody tr').first())).to.deep.include({ 'Status code': '200', Error: '-', 'Response (start)': 'ok' });
      await shot(page, 'webhook-delivery');

      const resent = page.waitForResponse(
        (r) => r.request().method() === 'POST' && /\/api\/admin\/webhookdeliveries\/[^/]+\/resend$/.test(new URL(r.url()).pathname),
      );
      await page.getByRole('button', { name: 'Send again' }).click();
      expect((await resent).status()).to.equal(200);
      const again = await receiver.next('the same event a second time', (r) => r.path === path && r.event.id === first.event.id, 2);
      expect(again.body, 'the same event, byte for byte').to.equal(first.body);
      expect(again.headers[WEBHOOK_HEADERS.deliveryId.toLowerCase()]).to.equal(first.headers[WEBHOOK_HEADERS.deliveryId.toLowerCase()]);
      expect(signedWith(secret, again)).to.equal(true);
      // The page follows the delivery until it is delivered again: two attempts, both 200.
      await attempts.locator('tbody tr').nth(1).waitFor();
      await page
        .getByRole('heading', { name: /Delivery of order\.status_changed/ })
        .getByText('Delivered', { exact: true })
        .waitFor();
      expect((await attempts.locator('tbody tr').allInnerTexts()).map((text) => text.includes('200'))).to.deep.equal([true, true]);

      // Back on the endpoint's page, the delivery is among its recent ones.
      await page.getByRole('link', { name: url }).click();
      await page.waitForURL(`**${endpointPath}`);
      const recent = page.getByRole('region', { name: 'Recent deliveries' });
      await rowWith(recent, order.moveID).getByText('Delivered', { exact: true }).waitFor();
      await shot(page, 'webhook-endpoint');
    } finally {
      await context.close();
    }
  });

  it("when an endpoint's secret is rolled, then what follows is signed with the new one; turned off meanwhile, Send again shows why it cannot; deleted, it is gone", async () => {
    const order = await savedOrder(uniqueName('Roll'));
    const writer = await keyFor(['orders:write']);
    const url = receiver.url(`/moveday/${uniqueName('roll')}`);
    const made = await call('POST', '/admin/webhooks', adminToken, { url, events: ['order.status_changed', 'order.cancelled'] });
    expect(made.status, JSON.stringify(made.body)).to.equal(201);
    // Opened as the endpoint-off mail links it: the old hash address, react-admin's show path.
    const { page, context } = await openAdminPage(`/admin/#/webhooks/${made.body.id}/show`, server);
    try {
      await page.getByRole('heading', { name: url }).waitFor();
      expect(new URL(page.url()).pathname).to.equal(`/admin/webhooks/${made.body.id}`);
      await page.getByRole('button', { name: 'Roll secret' }).click();
      const rolled = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === `/api/admin/webhooks/${made.body.id}/secret`);
      await page.getByRole('dialog', { name: 'Roll the signing secret?' }).getByRole('button', { name: 'Roll secret' }).click();
      expect((await rolled).status()).to.equal(200);
      const dialog = page.getByRole('dialog', { name: "The endpoint's new signing secret" });
      const secret = await dialog.getByTestId('shown-secret').inputValue();
      expect(secret)
        .to.match(/^whsec_/)
        .and.not.equal(made.body.secret);
      await dialog.getByRole('button', { name: 'Done' }).click();
      await dialog.waitFor({ state: 'detached' });

      const confirmed = await call('POST', '/admin/change_status', writer, { status: 'open', moveDatabaseID: order.moveDatabaseID });
      expect(confirmed.status, JSON.stringify(confirmed.body)).to.equal(200);
      const got = await receiver.next(
        "the order's status_changed",
        (r) => r.path === new URL(url).pathname && r.event.type === 'order.status_changed' && r.event.data.order.moveId === order.moveID,
      );
      expect(signedWith(secret, got), 'the new secret').to.equal(true);
      expect(signedWith(made.body.secret, got), 'not the old one').to.equal(false);

      // The delivery's page is open; meanwhile someone turns the endpoint off.
      await page.reload();
      const recent = page.getByRole('region', { name: 'Recent deliveries' });
      await rowWith(recent, order.moveID).getByText('Delivered', { exact: true }).waitFor();
      await rowWith(recent, order.moveID).locator('td').first().click();
      await page.getByRole('heading', { name: /Delivery of order\.status_changed/ }).waitFor();
      const off = await call('PUT', `/admin/webhooks/${made.body.id}`, adminToken, { enabled: false });
      expect(off.status, JSON.stringify(off.body)).to.equal(200);
      await page.getByRole('button', { name: 'Send again' }).click();
      await expectMessage(page, Messages.webhookEndpointDisabled);
      // The page catches up: Send again is shut while the endpoint is off.
      await page.waitForFunction(() => [...document.querySelectorAll('button')].some((b) => b.textContent === 'Send again' && b.disabled));

      // On the endpoint's page, it shows as off; the admin turns it on again.
      await page.getByRole('link', { name: url }).click();
      await page.getByRole('heading', { name: url }).waitFor();
      await page.getByText(/^Off since \d\d\/\d\d\/\d{4}, .*\. Turned off by an admin\.$/).waitFor();
      const on = page.waitForResponse((r) => r.request().method() === 'PUT' && new URL(r.url()).pathname === `/api/admin/webhooks/${made.body.id}`);
      await page.getByRole('button', { name: 'Turn on' }).click();
      expect((await on).status()).to.equal(200);
      await page.getByRole('button', { name: 'Turn off' }).waitFor();
      expect(await page.getByText(/^Off since /).count()).to.equal(0);

      // The list: each endpoint with its events, its state and its deliveries waiting or failed.
      await page.getByRole('navigation', { name: 'Integrations' }).getByRole('tab', { name: 'Webhooks' }).click();
      const row = rowWith(page, url);
      await row.waitFor();
      expect(await cellsOf(page.locator('table').first(), row)).to.deep.include({
        Address: url,
        Description: '-',
        Events: 'Status changed, Order cancelled',
        State: 'On',
        Waiting: '0',
        Failed: '0',
      });
      await shot(page, 'webhook-list');

      // Deleted after a confirmation: gone from the list and from the API.
      await row.locator('td').first().click();
      await page.getByRole('heading', { name: url }).waitFor();
      await page.getByRole('button', { name: 'Delete' }).click();
      const deleted = page.waitForResponse((r) => r.request().method() === 'DELETE' && new URL(r.url()).pathname === `/api/admin/webhooks/${made.body.id}`);
      await page.getByRole('dialog', { name: 'Delete this endpoint?' }).getByRole('button', { name: 'Delete' }).click();
      expect((await deleted).status()).to.equal(200);
      await page.waitForURL('**/admin/webhooks');
      await page.getByRole('heading', { name: 'Webhooks', exact: true }).waitFor();
      await rowWith(page, url).waitFor({ state: 'detached' });
      expect((await call('GET', `/admin/webhooks/${made.body.id}`, adminToken)).status).to.equal(404);
    } finally {
      await context.close();
    }
  });

  it("when an address MoveDay may not send to is given, then the server's message shows on the field, and nothing is registered", async () => {
    const { page, context } = await openAdminPage('/admin/webhooks/create', server);
    try {
      const address = page.getByRole('textbox', { name: 'Address (URL)' });
      const submit = async () => {
        const answered = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/admin/webhooks');
        await page.getByRole('button', { name: 'Add endpoint' }).click();
        expect((await answered).status()).to.equal(400);
      };
      await address.fill('http://example.com/x');
      await submit();
      await page.getByText(Messages.webhookUrlNotHttps, { exact: true }).waitFor();
      await page.getByText(Messages.webhookEventsRequired, { exact: true }).waitFor();
      expect(await address.getAttribute('aria-invalid')).to.equal('true');

      await address.fill('http://10.0.0.1/x');
      await page.getByRole('checkbox', { name: /^Order cancelled/ }).check();
      await submit();
      await page.getByText(formatMessage('webhookUrlPrivate', { address: '10.0.0.1' }), { exact: true }).waitFor();
      expect(await page.getByText(Messages.webhookEventsRequired, { exact: true }).count(), 'the events are fine now').to.equal(0);
      await shot(page, 'webhook-refused-address');
      expect(await page.getByRole('dialog').count()).to.equal(0);

      const listed = await call('GET', `/admin/webhooks?filter=${encodeURIComponent(JSON.stringify({ q: '10.0.0.1' }))}`, adminToken);
      expect(listed.body).to.deep.equal([]);
    } finally {
      await context.close();
    }
  });

  it('when the address names a host that does not resolve, then the console asks first: Check the address keeps the form, Save anyway registers it', async () => {
    const { page, context } = await openAdminPage('/admin/webhooks/create', server);
    try {
      // .invalid never resolves (RFC 6761): a typo's stand-in.
      const host = `${uniqueName('erp')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')}.invalid`;
      const url = `https://${host}/moveday`;
      await page.getByRole('textbox', { name: 'Address (URL)' }).fill(url);
      await page.getByRole('checkbox', { name: /^Order cancelled/ }).check();
      const add = async (status: number) => {
        const answered = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/admin/webhooks');
        await page.getByRole('button', { name: 'Add endpoint' }).click();
        expect((await answered).status()).to.equal(status);
      };
      const question = page.getByRole('dialog', { name: 'Save an address that does not resolve?' });

      await add(400);
      await question.getByText(`The name ${host} does not resolve now.`, { exact: false }).waitFor();
      await question.getByRole('button', { name: 'Check the address' }).click();
      await question.waitFor({ state: 'hidden' });
      await page.getByText(formatMessage('webhookUrlDoesNotResolve', { host }), { exact: true }).waitFor();

      await add(400);
      const saved = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/admin/webhooks');
      await question.getByRole('button', { name: 'Save anyway' }).click();
      expect((await saved).status()).to.equal(201);
      await page.getByRole('dialog', { name: 'Endpoint added: its signing secret' }).getByRole('button', { name: 'Done' }).click();
      await page.getByRole('heading', { name: url }).waitFor();
      const id = new URL(page.url()).pathname.split('/').at(-1)!;
      expect((await call('DELETE', `/admin/webhooks/${id}`, adminToken)).status).to.equal(200);
    } finally {
      await context.close();
    }
  });
});
