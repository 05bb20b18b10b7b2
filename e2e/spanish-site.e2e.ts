import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { customerPageReady, DESKTOP, logIn, openPage, pageErrors, pageSettled, PHONE, screenshot } from './support/browser.js';
import { running } from './support/hooks.js';
import { apiCall, logInByApi, seedCustomerWithOrders } from './support/seed.js';

/** Console errors (React reports a page it could not adopt there), kept as they come. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** The scripts a page asks for, as paths. */
function scriptsAskedFor(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('.js')) asked.push(url.pathname);
  });
  return asked;
}

/** A book of words' chunk (`/assets/site-1a2b.js`). */
const BOOK = /^\/assets\/(messages|options|site|quote|account|orders|afterBooking|partner|mails|paperwork)-[\w-]+\.js$/;

/** The books of words a prerendered page starts with: the first of the modules it starts. */
async function modulesOf(page: Page, address: string): Promise<string[]> {
  const html = await (await page.request.get(address)).text();
  const modules = /data-modules="([^"]+)"/.exec(html)![1]!.split(' ');
  const firstOther = modules.findIndex((file) => !BOOK.test(file));
  return modules.slice(0, firstOther);
}

/** Fetches an address without following a redirect. */
const fetchOnce = (address: string, headers: Record<string, string>) =>
  fetch(`${running().baseUrl}${address}`, { headers: { accept: 'text/html', ...headers }, redirect: 'manual' });

describe('The site in Spanish', () => {
  it('when /es/ is fetched, then its HTML is the landing page in Spanish, with its language and the addresses of both', async () => {
    const { context, page } = await openPage();
    try {
      const spanish = await (await page.request.get('/es/')).text();
      expect(spanish).to.contain('<html lang="es-US">');
      expect(spanish).to.contain('data-prerendered="/es/"');
      for (const text of [
        'La mudanza, reinventada',
        'Cuéntenos sobre su mudanza',
        'Póngase en contacto con nosotros',
        'Mudanzas locales, cotizaciones al instante',
      ])
        expect(spanish, text).to.contain(text);
      expect(spanish).not.to.contain('Moving redefined');
      // Whole addresses, at the site's public address (PUBLIC_URL): search engines take no other.
      const site = new URL((await page.request.get('/')).url()).origin;
      for (const html of [spanish, await (await page.request.get('/')).text()]) {
        expect(html).to.contain(`<link rel="alternate" hreflang="en" href="${site}/">`);
        expect(html).to.contain(`<link rel="alternate" hreflang="es" href="${site}/es/">`);
        expect(html).to.contain(`<link rel="alternate" hreflang="x-default" href="${site}/">`);
      }
      const english = await (await page.request.get('/')).text();
      expect(english).to.contain('<html lang="en-US">');

      const wizard = await (await page.request.get('/es/getaquotetabs')).text();
      expect(wizard).to.contain('<html lang="es-US">');
      expect(wizard).to.contain('data-prerendered="/es/getaquotetabs"');
      expect(wizard).to.contain(`<link rel="alternate" hreflang="en" href="${site}/getaquotetabs">`);
      expect(wizard).to.contain(`<link rel="alternate" hreflang="es" href="${site}/es/getaquotetabs">`);
    } finally {
      await context.close();
    }
  });

  it('when /es/ opens, then React adopts the Spanish page as it is, and only Spanish books of words load', async () => {
    const { context, page } = await openPage();
    const errors = consoleErrors(page);
    const asked = scriptsAskedFor(page);
    try {
      // Each language's books: the landing page starts with one (site: its top bar's words), the wizard with four.
      const booksOf = async (addresses: string[]) => [
        ...new Set((await Promise.all(addresses.map((a) => modulesOf(page, a)))).flat().filter((file) => BOOK.test(file))),
      ];
      expect((await modulesOf(page, '/es/')).filter((file) => BOOK.test(file))).to.have.length(1);
      const englishBooks = await booksOf(['/', '/getaquotetabs']);
      const spanishBooks = await booksOf(['/es/', '/es/getaquotetabs']);
      expect(englishBooks).to.have.length(4);
      expect(spanishBooks).to.have.length(4);

      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          (window as unknown as { first: Element | null }).first = document.querySelector('h1');
        });
      });
      await page.goto('/es/');
      await customerPageReady(page, 'h1');
      expect(await page.locator('h1').textContent()).to.equal('La mudanza, reinventada');
      expect(
        await page.evaluate(() => (window as unknown as { first: Element | null }).first === document.querySelector('h1')),
        'the prerendered heading is kept',
      ).to.equal(true);
      await page.locator('#enquiry-firstName').scrollIntoViewIfNeeded();
      await customerPageReady(page, '#enquiry-firstName');
      expect(await page.getByLabel('Nombre', { exact: false }).first().isVisible()).to.equal(true);
      expect(await page.locator('html').getAttribute('lang')).to.equal('es-US');
      expect(
        errors.filter((e) => /hydrat|did not match/i.test(e)),
        'no hydration error',
      ).to.deep.equal([]);
      expect(
        asked.filter((file) => englishBooks.includes(file)),
        'English books on /es/',
      ).to.deep.equal([]);
      // messages, site, and the option labels the sections below the banner show.
      expect(asked.filter((file) => spanishBooks.includes(file)).length).to.equal(3);
      expect(pageErrors(page)).to.deep.equal([]);
      await screenshot(page, 'spanish-landing', false);

      // And / loads no Spanish book.
      const { context: other, page: englishPage } = await openPage();
      const englishAsked = scriptsAskedFor(englishPage);
      try {
        await englishPage.goto('/');
        await customerPageReady(englishPage, 'h1');
        await englishPage.locator('#enquiry-firstName').scrollIntoViewIfNeeded();
        await customerPageReady(englishPage, '#enquiry-firstName');
        expect(
          englishAsked.filter((file) => spanishBooks.includes(file)),
          'Spanish books on /',
        ).to.deep.equal([]);
      } finally {
        await other.close();
      }
    } finally {
      await context.close();
    }
  });

  it('when a visitor prefers Spanish, then / sends them to /es/; their choice (the cookie) comes first, and /es/ never moves', async () => {
    const spanishBrowser = { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' };
    const home = await fetchOnce('/', spanishBrowser);
    expect(home.status).to.equal(302);
    expect(home.headers.get('location')).to.equal('/es/');
    expect(home.headers.get('vary')?.toLowerCase()).to.include('accept-language').and.include('cookie');

    const wizard = await fetchOnce('/getaquotetabs?from=ad', spanishBrowser);
    expect(wizard.status).to.equal(302);
    expect(wizard.headers.get('location')).to.equal('/es/getaquotetabs?from=ad');

    expect((await fetchOnce('/', { ...spanishBrowser, cookie: 'moveday_locale=en' })).status, 'the cookie en keeps English').to.equal(200);
    const chosen = await fetchOnce('/', { 'accept-language': 'en-US', cookie: 'moveday_locale=es' });
    expect(chosen.status, 'the cookie es').to.equal(302);
    expect(chosen.headers.get('location')).to.equal('/es/');
    const english = await fetchOnce('/', { 'accept-language': 'en-US' });
    expect(english.status).to.equal(200);
    expect(english.headers.get('vary')?.toLowerCase()).to.include('accept-language');
    expect((await fetchOnce('/es/', { 'accept-language': 'en-US', cookie: 'moveday_locale=en' })).status, '/es/ stays').to.equal(200);
    expect((await fetchOnce('/login', spanishBrowser)).status, 'a page with one address stays').to.equal(200);

    // In a browser whose language is Spanish.
    const { context, page } = await openPage({ locale: 'es-MX', viewport: DESKTOP });
    try {
      await page.goto('/');
      expect(new URL(page.url()).pathname).to.equal('/es/');
      await customerPageReady(page, 'h1');
      expect(await page.locator('h1').textContent()).to.equal('La mudanza, reinventada');
    } finally {
      await context.close();
    }
  });

  it("when the bar's switch is used, then the page moves to its other address, in the other language's words, and the choice is kept", async () => {
    const { context, page } = await openPage({ viewport: DESKTOP });
    try {
      await page.goto('/');
      await customerPageReady(page, 'h1');
      await page.getByRole('button', { name: /^Español/ }).click();
      await page.getByRole('heading', { level: 1, name: 'La mudanza, reinventada' }).waitFor();
      expect(new URL(page.url()).pathname).to.equal('/es/');
      expect(await page.locator('html').getAttribute('lang')).to.equal('es-US');
      await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Cómo funciona' }).waitFor();
      expect(await page.title()).to.equal('MoveDay | Mudanzas locales, cotizaciones al instante');

      // Remembered: a page with one address opens in Spanish, and / sends to /es/.
      await page.goto('/locations');
      await page.getByRole('heading', { level: 1, name: 'Dónde hacemos mudanzas' }).waitFor();
      await page.goto('/');
      expect(new URL(page.url()).pathname).to.equal('/es/');

      // And back.
      await customerPageReady(page, 'h1');
      await page.getByRole('button', { name: /^English/ }).click();
      await page.getByRole('heading', { level: 1, name: 'Moving redefined' }).waitFor();
      expect(new URL(page.url()).pathname).to.equal('/');
      await pageSettled(page);
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Moving redefined' }).waitFor();
      expect(pageErrors(page)).to.deep.equal([]);
    } finally {
      await context.close();
    }
  });

  it('when the switch is used on the wizard, then it moves to the Spanish wizard and keeps what the wizard stored', async () => {
    const { context, page } = await openPage({ viewport: DESKTOP });
    try {
      await page.goto('/getaquotetabs?from=ad');
      await customerPageReady(page);
      const stored = () =>
        page.evaluate(() => {
          const all: Record<string, string | null> = {};
          for (const storage of [localStorage, sessionStorage])
            for (let i = 0; i < storage.length; i++) all[storage.key(i)!] = storage.getItem(storage.key(i)!);
          delete all['moveday.locale'];
          return all;
        });
      const before = await stored();
      await page.getByRole('button', { name: /^Español/ }).click();
      await page.waitForURL((url) => url.pathname === '/es/getaquotetabs');
      expect(new URL(page.url()).search).to.equal('?from=ad');
      expect(await stored()).to.deep.equal(before);
      expect(pageErrors(page)).to.deep.equal([]);
    } finally {
      await context.close();
    }
  });

  it('when the switch in the side menu is used on a phone, then the landing page loads in Spanish, and stays so after a reload', async () => {
    const { context, page } = await openPage({ viewport: PHONE });
    try {
      await page.goto('/');
      await customerPageReady(page, 'h1');
      await page.getByRole('button', { name: 'Open the menu' }).click();
      const menu = page.getByRole('navigation', { name: 'Main menu' });
      // The landing page's text is the build's HTML in its language: the switch loads the Spanish page.
      await menu.getByRole('button', { name: /^Español/ }).click();
      await page.waitForURL((url) => url.pathname === '/es/');
      await page.locator('h1', { hasText: 'La mudanza, reinventada' }).waitFor();
      await customerPageReady(page, 'button[aria-label="Abrir el menú"]');
      await page.getByRole('button', { name: 'Abrir el menú' }).click();
      await page.getByRole('navigation', { name: 'Menú principal' }).getByText('Cómo funciona').waitFor();
      await screenshot(page, 'spanish-drawer-phone', false);
      await page.keyboard.press('Escape');
      await pageSettled(page);
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'La mudanza, reinventada' }).waitFor();
      expect(new URL(page.url()).pathname).to.equal('/es/');
      expect(pageErrors(page)).to.deep.equal([]);
    } finally {
      await context.close();
    }
  });

  it('when a signed-in customer switches, then the choice is stored on the account (GET /api/account/language)', async () => {
    const customer = await seedCustomerWithOrders('Lucia');
    const { context, page } = await openPage({ viewport: DESKTOP });
    try {
      await logIn(page, customer.email, customer.password);
      await page.waitForURL((url) => url.pathname === '/customer/customerorders');
      await customerPageReady(page);
      const stored = page.waitForResponse((response) => response.url().endsWith('/api/account/language') && response.request().method() === 'PUT');
      await page.getByRole('button', { name: /^Español/ }).click();
      expect((await stored).status()).to.be.oneOf([200, 204]);
      const token = await logInByApi(customer.email, customer.password);
      const answer = await apiCall('GET', '/account/language', token);
      expect(answer.status).to.equal(200);
      expect(answer.body).to.deep.equal({ language: 'es' });
    } finally {
      await context.close();
    }
  });
});
