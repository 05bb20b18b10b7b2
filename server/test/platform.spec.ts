import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import { ErrorCode, Messages } from '@moveday/openapi';
import { ConfigError, loadConfig } from '../src/platform/config.js';
import { call, expectError, get, post, serverConfig, sql } from './support/app.js';
import { denverDraft } from './support/drafts.js';
import { finishSpec } from '../src/scripts/finishSpec.js';

const run = promisify(execFile);
const serverDir = fileURLToPath(new URL('..', import.meta.url));
const rootDir = path.resolve(serverDir, '..');

describe('The HTTP surface', () => {
  it('GET /api/health reports the server and its database as up', async () => {
    const answer = await get('/api/health');
    expect(answer.status).to.equal(200);
    expect(answer.body).to.include({ status: 'ok', database: 'ok' });
  });

  it('malformed JSON gets 400 in the error model, never a 500', async () => {
    expectError(await call('POST', '/api/loginRoute', '{"loginEmail": "a@b.co",'), 400, ErrorCode.validation, Messages.malformedJson);
  });

  it('a body over 100 kB gets 413 in the error model', async () => {
    const huge = { loginEmail: 'a@b.co', loginPassword: 'x'.repeat(200_000) };
    expectError(await call('POST', '/api/loginRoute', huge), 413, ErrorCode.payloadTooLarge, Messages.payloadTooLarge);
  });

  it('a JSON array or a scalar where an object is expected gets 400', async () => {
    expectError(await call('POST', '/api/loginRoute', '[1,2]'), 400, ErrorCode.validation);
    expectError(await call('POST', '/api/loginRoute', '"text"'), 400, ErrorCode.validation);
  });

  it('when a body nests thousands of levels deep, then 400 in the error model, never a 500 from the route validator', async () => {
    const deep = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
    for (const body of [
      `{"loginEmail":"a@b.co","loginPassword":"x","keepMeLoggedIn":${deep(20_000)}}`,
      `{"partnerDetails":${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}}`,
      deep(40_000),
    ]) {
      expectError(await call('POST', '/api/loginRoute', body), 400, ErrorCode.validation, Messages.jsonTooDeep);
    }
  });

  it('when a body nests 32 levels deep, then it still reaches the route', async () => {
    const answer = await call('POST', '/api/loginRoute', `{"loginEmail":"a@b.co","loginPassword":"x","keepMeLoggedIn":${'['.repeat(31)}${']'.repeat(31)}}`);
    expectError(answer, 400, ErrorCode.validation);
    expect(answer.body.fields).to.have.property('keepMeLoggedIn');
  });

  it("when a body holds keys named like Object.prototype's members, then they are ignored like any unknown key, never a 500", async () => {
    // {"toString":{}} as a nullable text field made the route validator's String(value) throw.
    for (const odd of ['{"toString":{}}', '{"valueOf":{"a":1}}', '{"__proto__":{"toString":1}}']) {
      const answer = await call(
        'POST',
        '/api/enquirydetails',
        `{"selectOption":"All","firstName":"Ada","lastName":"Lee","phone":"3035550100","email":"ada@example.com","comment":${odd}}`,
      );
      expectError(answer, 400, ErrorCode.validation);
      expect(answer.body.fields).to.have.property('comment');
    }
    const loginAnswer = await call(
      'POST',
      '/api/loginRoute',
      '{"loginEmail":"nobody@example.com","loginPassword":"secret-pw1","toString":1,"hasOwnProperty":"x","__proto__":{"admin":true}}',
    );
    expectError(loginAnswer, 401, ErrorCode.invalidCredentials);
  });

  it('an unknown /api path gets a JSON 404', async () => {
    expectError(await get('/api/no/such/thing'), 404, ErrorCode.notFound);
    expectError(await call('DELETE', '/api/loginRoute'), 404, ErrorCode.notFound);
  });

  it('answers carry security headers', async () => {
    const answer = await get('/api/health');
    expect(answer.headers.get('content-security-policy')).to.include("script-src 'self'");
    expect(answer.headers.get('x-content-type-options')).to.equal('nosniff');
    expect(answer.headers.get('x-powered-by')).to.equal(null);
  });

  it('serves the OpenAPI spec and its docs page', async () => {
    const spec = await get('/api/openapi.json');
    expect(spec.status).to.equal(200);
    expect(spec.body.openapi).to.match(/^3\./);
    expect(spec.body.paths).to.have.property('/loginRoute');
    const docs = await get('/api/docs/');
    expect(docs.status).to.equal(200);
    expect(docs.body).to.include('swagger-ui');
  });

  it('serves each prerendered page at its address, the app shell at any other path, and the console below /admin/', async () => {
    const home = await get('/');
    expect(home.status).to.equal(200);
    expect(home.headers.get('content-type')).to.include('text/html');
    expect(home.headers.get('cache-control')).to.equal('no-cache');
    expect(home.body).to.include('data-prerendered="/"');
    expect((await get('/getaquotetabs')).body).to.include('data-prerendered="/getaquotetabs"');
    const deep = await get('/customer/customerorders');
    expect(deep.status).to.equal(200);
    expect(deep.body).to.include('class="boot-bar"').and.not.include('data-prerendered');
    expect((await get('/password/resetForm')).body).to.equal(deep.body);
    expect((await get('/no-such-page')).body).to.equal(deep.body);
    // The partner pages are an app of their own: the list prerendered, a job's page (any job) too,
    // any other address below /partner/ the partner pages' shell; a folder of pages is no redirect.
    const jobs = await get('/partner/jobs');
    expect(jobs.status).to.equal(200);
    expect(jobs.body).to.include('data-prerendered="/partner/jobs"');
    expect((await get('/partner/jobs/0123456789abcdef01234567')).body).to.include('data-prerendered="/partner/jobs/:id"');
    const partnerShell = await get('/partner/elsewhere');
    expect(partnerShell.body).to.include('class="boot-bar"').and.not.include('data-prerendered').and.not.equal(deep.body);
    expect((await get('/partner')).body).to.equal(deep.body);
    const consoleHome = await get('/admin/');
    expect(consoleHome.status).to.equal(200);
    expect(consoleHome.body).to.include('/admin/assets/');
    expect((await get('/admin/ordersPage')).body).to.equal(consoleHome.body);
    expect(consoleHome.body).to.not.equal(home.body);
  });

  it('sends a built asset precompressed to a browser that takes brotli or gzip, and plain to one that does not', async () => {
    const home = await get('/');
    const asset = /\/assets\/react-dom-[^"\s]+\.js/.exec(home.body as string)?.[0];
    expect(asset, 'the landing page lists React DOM among the modules it starts').to.be.a('string');
    const plain = await call('GET', asset!, undefined, undefined, { 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).to.equal(null);
    for (const [accepted, sent] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
    ]) {
      const packed = await call('GET', asset!, undefined, undefined, { 'accept-encoding': accepted! });
      expect(packed.headers.get('content-encoding'), accepted).to.equal(sent);
      expect(packed.headers.get('vary')).to.match(/accept-encoding/i);
      expect(packed.headers.get('cache-control')).to.include('immutable');
      expect(packed.body, 'the same script once decoded').to.equal(plain.body);
    }
  });
});

describe('Database pool', () => {
  it('holds at most DATABASE_POOL_SIZE connections, however many calls arrive at once, and answers them all', async () => {
    const size = serverConfig().databasePoolSize;
    const answers = await Promise.all(Array.from({ length: 6 * size }, () => post('/api/residential_details', denverDraft())));
    expect(answers.map((a) => a.status)).to.deep.equal(answers.map(() => 200));
    // Idle connections stay open for 10 s, so every one the burst opened is still there.
    const [row] = await sql<{ held: number }>('SELECT count(*)::int AS held FROM pg_stat_activity WHERE application_name = $1', [
      `moveday ${os.hostname()} ${process.pid}`,
    ]);
    expect(row!.held).to.be.within(1, size);
  });
});

describe('Configuration', () => {
  it('uses documented defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config).to.include({ port: 8080, adminEmail: 'admin@moveday.local', logLevel: 'info', embeddedPgPort: 5433 });
    expect(config.dataDir).to.equal(path.resolve('./data'));
    expect(config.databaseUrl).to.equal(undefined);
  });

  it('sizes the database pool to the cores the embedded PostgreSQL shares, 10 for a database elsewhere, or as DATABASE_POOL_SIZE says', () => {
    expect(loadConfig({}).databasePoolSize).to.equal(Math.max(4, 2 * os.availableParallelism()));
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db.example:5432/moveday' }).databasePoolSize).to.equal(10);
    expect(loadConfig({ DATABASE_POOL_SIZE: '3' }).databasePoolSize).to.equal(3);
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db.example:5432/moveday', DATABASE_POOL_SIZE: '25' }).databasePoolSize).to.equal(25);
    for (const bad of ['0', 'many', '2.5']) expect(() => loadConfig({ DATABASE_POOL_SIZE: bad }), bad).to.throw(ConfigError, 'DATABASE_POOL_SIZE');
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).to.include({ port: 8080, databaseUrl: undefined });
  });

  it('refuses bad values with a message naming each variable', () => {
    const bad = () => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short', ADMIN_EMAIL: 'nope', LOG_LEVEL: 'loud' });
    expect(bad).to.throw(ConfigError);
    try {
      bad();
    } catch (err) {
      for (const name of ['PORT', 'DATABASE_URL', 'JWT_SECRET', 'ADMIN_EMAIL', 'LOG_LEVEL']) expect((err as Error).message).to.include(name);
    }
  });

  it('when TRUST_PROXY is unset, false or 0, then no proxy is trusted; a number is a hop count; a list keeps its entries', () => {
    for (const off of [{}, { TRUST_PROXY: '' }, { TRUST_PROXY: 'false' }, { TRUST_PROXY: '0' }]) expect(loadConfig(off).trustProxy).to.equal(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).to.equal(2);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).to.deep.equal(['loopback']);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.0/8, 192.168.1.7 ,fd00::/8, uniquelocal' }).trustProxy).to.deep.equal([
      '10.0.0.0/8',
      '192.168.1.7',
      'fd00::/8',
      'uniquelocal',
    ]);
  });

  it("when a partner's default commission is set as a percentage, then it is read as basis points, and the call-out fee in dollars as cents; more than two decimals or over 100 is refused", () => {
    expect(loadConfig({}).settlements).to.deep.equal({ defaultCommissionBasisPoints: 2000, calloutFeeCents: 0 });
    expect(loadConfig({ PARTNER_COMMISSION_PERCENT: '17.5', PARTNER_CALLOUT_FEE_AMOUNT: '75.50' }).settlements).to.deep.equal({
      defaultCommissionBasisPoints: 1750,
      calloutFeeCents: 7550,
    });
    expect(loadConfig({ PARTNER_COMMISSION_PERCENT: '0' }).settlements.defaultCommissionBasisPoints).to.equal(0);
    expect(loadConfig({ PARTNER_COMMISSION_PERCENT: '100' }).settlements.defaultCommissionBasisPoints).to.equal(10_000);
    expect(() => loadConfig({ PARTNER_CALLOUT_FEE_AMOUNT: '-5' })).to.throw(ConfigError, 'PARTNER_CALLOUT_FEE_AMOUNT');
    for (const wrong of ['100.5', '-1', '12.345', 'twenty', '20%'])
      expect(() => loadConfig({ PARTNER_COMMISSION_PERCENT: wrong }), wrong).to.throw(ConfigError, 'PARTNER_COMMISSION_PERCENT');
  });

  it('when deposits and fees are set in dollars, then they are read as cents; Stripe needs its webhook secret beside its key', () => {
    expect(loadConfig({}).payments).to.deep.equal({ deposit: { percent: 20 }, cancelFeeCents: 0, stripe: null });
    expect(loadConfig({ DEPOSIT_AMOUNT: '150', CANCEL_FEE_AMOUNT: '25.5' }).payments).to.deep.include({
      deposit: { amountCents: 15_000 },
      cancelFeeCents: 2_550,
    });
    expect(loadConfig({ DEPOSIT_PERCENT: '12.5' }).payments.deposit).to.deep.equal({ percent: 12.5 });
    for (const wrong of ['-5', '1.234', 'ten', '12,50']) expect(() => loadConfig({ DEPOSIT_AMOUNT: wrong }), wrong).to.throw(ConfigError, 'DEPOSIT_AMOUNT');
    expect(() => loadConfig({ DEPOSIT_PERCENT: '0' })).to.throw(ConfigError, 'DEPOSIT_PERCENT');
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc123' })).to.throw(ConfigError, 'STRIPE_WEBHOOK_SECRET');
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'pk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_abc' })).to.throw(ConfigError, 'STRIPE_SECRET_KEY');
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_abc' }).payments.stripe).to.deep.equal({
      secretKey: 'sk_test_abc123',
      webhookSecret: 'whsec_abc',
      apiUrl: null,
    });
  });

  it('when TRUST_PROXY is true or names something that is no address or range, then the start is refused naming it', () => {
    for (const wrong of ['true', 'everyone', '10.0.0.0/33', '10.0.0.300', 'fd00::/129', 'loopback,', '-1', '1.5']) {
      expect(() => loadConfig({ TRUST_PROXY: wrong }), wrong).to.throw(ConfigError, 'TRUST_PROXY');
    }
  });
});

describe('The contract', () => {
  it('openapi/openapi.json is what the controllers generate now (run "npm run api" after changing them)', async function () {
    this.timeout(120_000);
    const out = await fs.mkdtemp(path.join(os.tmpdir(), 'moveday-spec-'));
    const config = JSON.parse(await fs.readFile(path.join(serverDir, 'tsoa.json'), 'utf8'));
    config.spec.outputDirectory = out;
    const configFile = path.join(out, 'tsoa.json');
    await fs.writeFile(configFile, JSON.stringify(config));
    await run(path.join(rootDir, 'node_modules/.bin/tsoa'), ['spec', '-c', configFile], { cwd: serverDir });
    const fresh = finishSpec(JSON.parse(await fs.readFile(path.join(out, 'openapi.json'), 'utf8')));
    const committed = JSON.parse(await fs.readFile(path.join(rootDir, 'openapi/openapi.json'), 'utf8'));
    await fs.rm(out, { recursive: true, force: true });
    expect(committed).to.deep.equal(fresh);
  });

  it("every operation has an id of its own (a repeated one gives the generated types one operation's answer for another)", async () => {
    const spec = JSON.parse(await fs.readFile(path.join(rootDir, 'openapi/openapi.json'), 'utf8'));
    const ids = Object.values(spec.paths as Record<string, Record<string, { operationId?: string }>>).flatMap((item) =>
      Object.values(item).map((op) => op.operationId),
    );
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).to.deep.equal([]);
    expect(ids.every((id) => typeof id === 'string' && id.length > 0)).to.equal(true);
  });

  it("the frontends' generated types match openapi/openapi.json", async function () {
    this.timeout(60_000);
    const out = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'moveday-types-')), 'api.d.ts');
    await run(path.join(rootDir, 'node_modules/.bin/openapi-typescript'), ['openapi/openapi.json', '-o', out], { cwd: rootDir });
    const fresh = await fs.readFile(out, 'utf8');
    expect(await fs.readFile(path.join(rootDir, 'openapi/generated/api.d.ts'), 'utf8')).to.equal(fresh);
  });
});

/**
 * Which module may use which (through its index.ts): every edge here is deliberate. A dependency not
 * listed, one listed that the code no longer has, or a module not listed fails the build; so does a
 * cycle, even one written into this list.
 */
const ALLOWED_DEPENDENCIES: Readonly<Record<string, readonly string[]>> = {
  aftercare: ['crews', 'mails', 'orders', 'partners', 'payments', 'quotes', 'users'],
  crews: ['mails', 'orders', 'partners', 'quotes', 'users'],
  dispatch: ['aftercare', 'orders', 'partners', 'quotes'],
  integrations: ['mails', 'users'],
  mails: [],
  orders: ['integrations', 'mails', 'partners', 'quotes', 'users'],
  partners: ['mails'],
  payments: ['mails', 'orders', 'users'],
  quotes: ['mails'],
  reports: ['dispatch', 'orders', 'quotes', 'users'],
  settlements: ['aftercare', 'crews', 'integrations', 'mails', 'orders', 'partners', 'users'],
  users: ['mails', 'partners', 'quotes'],
};

interface ModuleImports {
  /** Module -> the modules it imports through their index.ts, sorted. */
  graph: Record<string, string[]>;
  /** Imports that reach into another module's internals, or from the platform into any module. */
  offences: string[];
}

/**
 * The module graph as the files under src/ import each other (static, side-effect and dynamic
 * imports alike). A module is a folder under modules/ with an index.ts, at any depth: a sub-folder
 * with a face of its own is a module of its own, named by its path (`orders/booking`).
 */
async function moduleImports(): Promise<ModuleImports> {
  const src = path.join(serverDir, 'src');
  const files = (await fs.readdir(src, { recursive: true })).filter((f) => f.endsWith('.ts')).map((f) => f.split(path.sep).join('/'));
  const faces = files.filter((f) => f.startsWith('modules/') && f.endsWith('/index.ts')).map((f) => f.slice('modules/'.length, -'/index.ts'.length));
  /** The module a file (path under src/) belongs to: the deepest folder with a face that holds it. */
  const moduleOf = (file: string) =>
    file.startsWith('modules/') ? faces.filter((face) => file.startsWith(`modules/${face}/`)).sort((a, b) => b.length - a.length)[0] : undefined;
  const graph: Record<string, Set<string>> = Object.fromEntries(faces.map((face) => [face, new Set<string>()]));
  const offences: string[] = [];
  for (const file of files) {
    const text = await fs.readFile(path.join(src, file), 'utf8');
    const owner = moduleOf(file);
    for (const [, spec] of text.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*['"](\.[^'"]+)['"]/g)) {
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec!));
      if (!target.startsWith('modules/')) continue;
      if (file.startsWith('platform/')) offences.push(`${file} -> ${spec}`);
      const targetModule = moduleOf(target.replace(/\.js$/, '.ts'));
      if (targetModule === owner) continue;
      // The composition root and the server's own files use modules through their faces too; tsoa's
      // generated routes alone reach the controllers.
      if (file.startsWith('generated/')) continue;
      if (targetModule && target === `modules/${targetModule}/index.js`) {
        if (owner) graph[owner]!.add(targetModule);
      } else offences.push(`${file} -> ${spec}`);
    }
  }
  return { graph: Object.fromEntries(Object.entries(graph).map(([name, deps]) => [name, [...deps].sort()])), offences };
}

/** Each cycle once, as the path that closes it (`orders -> partners -> orders`). */
function cyclesOf(graph: Readonly<Record<string, readonly string[]>>): string[] {
  const cycles = new Set<string>();
  const visit = (node: string, trail: string[]) => {
    const seen = trail.indexOf(node);
    if (seen >= 0) {
      const loop = trail.slice(seen);
      // The same loop entered at another module is the same cycle: name it from its smallest module.
      const start = loop.indexOf([...loop].sort()[0]!);
      const rotated = [...loop.slice(start), ...loop.slice(0, start)];
      cycles.add([...rotated, rotated[0]].join(' -> '));
      return;
    }
    for (const next of graph[node] ?? []) visit(next, [...trail, node]);
  };
  for (const node of Object.keys(graph)) visit(node, []);
  return [...cycles].sort();
}

describe('Module boundaries', () => {
  it('a module imports another module only through its index.ts, and the platform imports no module', async () => {
    expect((await moduleImports()).offences).to.deep.equal([]);
  });

  it('when the modules import each other, then every module and each of its dependencies is one the allow-list names', async () => {
    const { graph } = await moduleImports();
    const unplanned = Object.entries(graph).flatMap(([name, deps]) =>
      deps.filter((dep) => !ALLOWED_DEPENDENCIES[name]?.includes(dep)).map((dep) => `${name} -> ${dep}`),
    );
    expect(unplanned, 'dependencies the allow-list does not name').to.deep.equal([]);
    expect(graph, 'the allow-list in this test, kept to the imports as they are').to.deep.equal(ALLOWED_DEPENDENCIES);
  });

  it("when the modules' dependencies are followed, then none leads back to the module it started from", async () => {
    expect(cyclesOf((await moduleImports()).graph), 'cycles between modules').to.deep.equal([]);
    expect(cyclesOf(ALLOWED_DEPENDENCIES), 'cycles in the allow-list').to.deep.equal([]);
  });
});
