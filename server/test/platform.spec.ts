import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import { ErrorCode, Messages } from '@moveday/openapi';
import { ConfigError, loadConfig } from '../src/platform/config.js';
import { call, expectError, get } from './support/app.js';

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
    for (const body of [`{"loginEmail":"a@b.co","loginPassword":"x","keepMeLoggedIn":${deep(20_000)}}`, `{"partnerDetails":${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}}`, deep(40_000)]) {
      expectError(await call('POST', '/api/loginRoute', body), 400, ErrorCode.validation, Messages.jsonTooDeep);
    }
  });

  it('when a body nests 32 levels deep, then it still reaches the route', async () => {
    const answer = await call('POST', '/api/loginRoute', `{"loginEmail":"a@b.co","loginPassword":"x","keepMeLoggedIn":${'['.repeat(31)}${']'.repeat(31)}}`);
    expectError(answer, 400, ErrorCode.validation);
    expect(answer.body.fields).to.have.property('keepMeLoggedIn');
  });

  it('when a body holds keys named like Object.prototype\'s members, then they are ignored like any unknown key, never a 500', async () => {
    // {"toString":{}} as a nullable text field made the route validator's String(value) throw.
    for (const odd of ['{"toString":{}}', '{"valueOf":{"a":1}}', '{"__proto__":{"toString":1}}']) {
      const answer = await call('POST', '/api/enquirydetails', `{"selectOption":"All","firstName":"Ada","lastName":"Lee","phone":"3035550100","email":"ada@example.com","comment":${odd}}`);
      expectError(answer, 400, ErrorCode.validation);
      expect(answer.body.fields).to.have.property('comment');
    }
    const loginAnswer = await call('POST', '/api/loginRoute', '{"loginEmail":"nobody@example.com","loginPassword":"secret-pw1","toString":1,"hasOwnProperty":"x","__proto__":{"admin":true}}');
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
    const consoleHome = await get('/admin/');
    expect(consoleHome.status).to.equal(200);
    expect(consoleHome.body).to.include('/admin/assets/');
    expect((await get('/admin/ordersPage')).body).to.equal(consoleHome.body);
    expect(consoleHome.body).to.not.equal(home.body);
  });

  it('sends a built asset precompressed to a browser that takes brotli or gzip, and plain to one that does not', async () => {
    const home = await get('/');
    const asset = /\/assets\/index-[^"\s]+\.js/.exec(home.body as string)?.[0];
    expect(asset, 'index.html names the entry script').to.be.a('string');
    const plain = await call('GET', asset!, undefined, undefined, { 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).to.equal(null);
    for (const [accepted, sent] of [['br, gzip', 'br'], ['gzip', 'gzip']]) {
      const packed = await call('GET', asset!, undefined, undefined, { 'accept-encoding': accepted! });
      expect(packed.headers.get('content-encoding'), accepted).to.equal(sent);
      expect(packed.headers.get('vary')).to.match(/accept-encoding/i);
      expect(packed.headers.get('cache-control')).to.include('immutable');
      expect(packed.body, 'the same script once decoded').to.equal(plain.body);
    }
  });
});

describe('Configuration', () => {
  it('uses documented defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config).to.include({ port: 8080, adminEmail: 'admin@moveday.local', logLevel: 'info', embeddedPgPort: 5433 });
    expect(config.dataDir).to.equal(path.resolve('./data'));
    expect(config.databaseUrl).to.equal(undefined);
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
    const fresh = JSON.parse(await fs.readFile(path.join(out, 'openapi.json'), 'utf8'));
    const committed = JSON.parse(await fs.readFile(path.join(rootDir, 'openapi/openapi.json'), 'utf8'));
    await fs.rm(out, { recursive: true, force: true });
    expect(committed).to.deep.equal(fresh);
  });

  it('the frontends\' generated types match openapi/openapi.json', async function () {
    this.timeout(60_000);
    const out = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'moveday-types-')), 'api.d.ts');
    await run(path.join(rootDir, 'node_modules/.bin/openapi-typescript'), ['openapi/openapi.json', '-o', out], { cwd: rootDir });
    const fresh = await fs.readFile(out, 'utf8');
    expect(await fs.readFile(path.join(rootDir, 'openapi/generated/api.d.ts'), 'utf8')).to.equal(fresh);
  });
});

describe('Module boundaries', () => {
  it('a module imports another module only through its index.ts, and the platform imports no module', async () => {
    const src = path.join(serverDir, 'src');
    const offences: string[] = [];
    const files = (await fs.readdir(src, { recursive: true })).filter((f) => f.endsWith('.ts'));
    for (const file of files) {
      const text = await fs.readFile(path.join(src, file), 'utf8');
      const [area, owner] = file.split(path.sep);
      for (const [, spec] of text.matchAll(/from '(\.[^']+)'/g)) {
        const target = path.relative(src, path.resolve(path.dirname(path.join(src, file)), spec!)).split(path.sep);
        if (area === 'platform' && target[0] === 'modules') offences.push(`${file} -> ${spec}`);
        if (area === 'modules' && target[0] === 'modules' && target[1] !== owner && target.slice(2).join('/') !== 'index.js') {
          offences.push(`${file} -> ${spec}`);
        }
      }
    }
    expect(offences).to.deep.equal([]);
  });
});
