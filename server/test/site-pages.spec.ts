import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import { COMPANY_SCRIPT_ID, DEFAULT_COMPANY, readCompanyScript } from '@moveday/openapi';
import { createApp } from '../src/app.js';
import { ConfigError, loadConfig, type Config } from '../src/platform/config.js';
import { checkedFetch } from './support/contract.js';

/** Settings unlike every default, with characters HTML must escape. */
const SETTINGS = {
  INFO_EMAIL: 'hello@movers.example',
  SUPPORT_EMAIL: 'help@movers.example',
  COMPANY_PHONE: '(720) 555-0199',
  COMPANY_LEGAL_NAME: 'Smith & Sons <Movers> "LLC"',
  COMPANY_ADDRESS: '12 Main St | Suite 4 | Boulder, CO 80302',
  SOCIAL_X_URL: 'https://x.example/movers',
};

interface Answer {
  status: number;
  headers: Headers;
  body: Buffer;
}

/** The whole app in this process, configured with `env`, for the length of `use`. */
async function withApp(
  env: Record<string, string>,
  use: (get: (path: string, headers?: Record<string, string>) => Promise<Answer>, config: Config) => Promise<void>,
): Promise<void> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env });
  const server = createApp(config).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    await use(async (path, headers = {}) => {
      // fetch decodes a compressed answer, as a browser does.
      const res = await checkedFetch(`http://127.0.0.1:${port}${path}`, { headers: { 'accept-encoding': 'identity', ...headers } });
      return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) };
    }, config);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

const companyIn = (html: string) => readCompanyScript(new RegExp(`<script type="application/json" id="${COMPANY_SCRIPT_ID}">(.*?)</script>`).exec(html)?.[1]);

describe("The customer site's pages and the company's contact settings", () => {
  it("when the contact settings are changed, then the landing page's own HTML shows them, escaped, and carries them for the app", async () => {
    await withApp(SETTINGS, async (get, config) => {
      const html = (await get('/')).body.toString();
      expect(html).to.contain('data-prerendered="/"');
      expect(html, 'no token left').not.to.match(/%%company\./);
      expect(html).to.contain('hello@movers.example').and.to.contain('href="mailto:hello@movers.example"');
      expect(html).to.contain('(720) 555-0199').and.to.contain('href="tel:+17205550199"');
      expect(html).to.contain('Smith &amp; Sons &lt;Movers&gt; &quot;LLC&quot;\n12 Main St\nSuite 4\nBoulder, CO 80302');
      expect(html).not.to.contain('info@moveday.local').and.not.to.contain('555-0147');
      expect(companyIn(html)).to.deep.equal(config.company);
      expect(config.company).to.deep.include({
        legalName: SETTINGS.COMPANY_LEGAL_NAME,
        address: ['12 Main St', 'Suite 4', 'Boulder, CO 80302'],
        supportEmail: 'help@movers.example',
      });
      expect(config.company.social).to.deep.equal({ facebook: null, x: 'https://x.example/movers', instagram: null, linkedin: null });
    });
  });

  it('when the app shell or a page is fetched by its file name (as the service worker does), then it carries the settings too', async () => {
    await withApp(SETTINGS, async (get, config) => {
      for (const path of ['/customer/profile', '/shell.html', '/index.html', '/getaquotetabs.html']) {
        const html = (await get(path)).body.toString();
        expect(companyIn(html), path).to.deep.equal(config.company);
        expect(html, path).not.to.match(/%%company\./);
      }
    });
  });

  it('when a setting holds "</script>", then it cannot end the settings\' script early', async () => {
    await withApp({ COMPANY_LEGAL_NAME: 'A</script><script>alert(1)</script>' }, async (get) => {
      const html = (await get('/')).body.toString();
      expect(html).not.to.contain('</script><script>alert(1)');
      expect(companyIn(html).legalName).to.equal('A</script><script>alert(1)</script>');
    });
  });

  it("when nothing is configured, then the pages show today's details", async () => {
    await withApp({}, async (get) => {
      const html = (await get('/')).body.toString();
      expect(companyIn(html)).to.deep.equal(DEFAULT_COMPANY);
      expect(html)
        .to.contain('info@moveday.local')
        .and.to.contain('(303) 555-0147')
        .and.to.contain('MoveDay LLC\n1550 Wewatta Street, Suite 200\nDenver, CO 80202');
    });
  });

  it('when a page is sent, then it goes compressed to a browser that takes it, uncached, and a repeat ask with its ETag is a 304', async () => {
    await withApp(SETTINGS, async (get) => {
      const plain = await get('/');
      expect(plain.headers.get('content-encoding')).to.equal(null);
      expect(plain.headers.get('cache-control')).to.equal('no-cache');
      expect(plain.headers.get('content-type')).to.match(/^text\/html/);
      expect(plain.headers.get('vary')).to.match(/accept-encoding/i);
      const br = await get('/', { 'accept-encoding': 'br, gzip' });
      expect(br.headers.get('content-encoding')).to.equal('br');
      expect(br.body.equals(plain.body), 'the same page once decoded').to.equal(true);
      const gz = await get('/', { 'accept-encoding': 'gzip' });
      expect(gz.headers.get('content-encoding')).to.equal('gzip');
      expect(gz.body.equals(plain.body), 'the same page once decoded').to.equal(true);
      // As a browser revalidates (fetch itself would add `Cache-Control: no-cache` to a conditional request).
      const again = await get('/', { 'if-none-match': plain.headers.get('etag')!, 'cache-control': 'max-age=0' });
      expect(again.status).to.equal(304);
    });
  });

  it('when a file under assets/ does not exist (an old page after a new build), then 404, not a page', async () => {
    await withApp({}, async (get) => {
      const missing = await get('/assets/Login-gone1234.js');
      expect(missing.status).to.equal(404);
      expect(missing.headers.get('content-type')).to.match(/^text\/plain/);
    });
  });
});

describe("The company's contact settings", () => {
  it("when nothing is set, then they are today's details, with no social pages", () => {
    expect(loadConfig({}).company).to.deep.equal(DEFAULT_COMPANY);
  });

  it('when a number is written with a country code, then the phone link keeps it', () => {
    expect(loadConfig({ COMPANY_PHONE: '+44 20 7946 0958' }).company).to.include({ phone: '+44 20 7946 0958', phoneHref: 'tel:+442079460958' });
    expect(loadConfig({ COMPANY_PHONE: '1-303-555-0147' }).company.phoneHref).to.equal('tel:+13035550147');
  });

  it('when a value is not what the setting takes, then the server refuses to start, naming each', () => {
    const bad = {
      SUPPORT_EMAIL: 'support',
      COMPANY_PHONE: 'call us',
      COMPANY_ADDRESS: ' | ',
      COMPANY_LEGAL_NAME: 'Bad\u0007Name',
      SOCIAL_FACEBOOK_URL: 'javascript:alert(1)',
      SOCIAL_LINKEDIN_URL: 'linkedin',
    };
    expect(() => loadConfig(bad)).to.throw(ConfigError);
    try {
      loadConfig(bad);
    } catch (err) {
      for (const name of Object.keys(bad)) expect((err as Error).message).to.include(name);
    }
  });
});
