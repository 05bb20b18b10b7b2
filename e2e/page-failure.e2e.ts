import { expect } from 'chai';
import type { Page, Route } from 'playwright-core';
import { formatMessage } from '@moveday/openapi';
import { DESKTOP, openPage, pageErrors, PHONE, screenshot } from './support/browser.js';
import { denverDraft } from '../server/test/support/drafts.js';
import { QUOTE_KEY } from './support/quote.js';

/**
 * Makes the files of the named route modules (`assets/Login-<hash>.js`) fail as a file a new
 * build no longer has does; answers how often they were asked for, and a way to serve them again.
 */
async function chunksFail(page: Page, ...modules: string[]): Promise<{ asked: () => number; serveAgain: () => Promise<void> }> {
  let asked = 0;
  const matches = (url: URL) => modules.some((module) => new RegExp(`^/assets/${module}-[\\w-]+\\.js$`).test(url.pathname));
  const refuse = (route: Route) => {
    asked++;
    return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' });
  };
  await page.route(matches, refuse);
  return { asked: () => asked, serveAgain: () => page.unroute(matches, refuse) };
}

/** Counts the loads of the page's document (the first and each reload). */
function countLoads(page: Page): () => number {
  let loads = 0;
  page.on('load', () => loads++);
  return () => loads;
}

const failedPage = (page: Page) => page.getByTestId('page-failed');

describe('A page that cannot be shown', () => {
  it("when a page's code does not arrive, then the page reloads itself once, then says something went wrong; Reload shows the page once its code is served again", async () => {
    // The service worker would answer from its cache; the page must ask the server, as after a deploy.
    const { context, page } = await openPage({ viewport: PHONE, serviceWorkers: 'block' });
    const loads = countLoads(page);
    try {
      const login = await chunksFail(page, 'Login');
      await page.goto('/login');
      await failedPage(page).waitFor();
      await page.waitForLoadState('load');
      expect(loads(), 'the first load and one reload by itself').to.equal(2);
      expect(login.asked(), 'asked for on each').to.be.at.least(2);
      expect(await page.getByRole('heading', { level: 1 }).innerText()).to.equal(formatMessage('pageFailedTitle'));
      expect(await failedPage(page).innerText()).to.contain(formatMessage('pageFailedText'));
      expect(await page.getByRole('link', { name: formatMessage('pageFailedHome') }).getAttribute('href')).to.equal('/');
      // The site's top bar stays: the visitor is still on MoveDay, with its way home.
      await page.getByRole('link', { name: 'MoveDay home' }).waitFor();
      await screenshot(page, 'page-failed-phone', false);

      await login.serveAgain();
      await page.getByRole('button', { name: formatMessage('pageFailedReload') }).click();
      await page.getByRole('heading', { name: 'Login' }).waitFor();
      await page.waitForLoadState('load');
      expect(await failedPage(page).count()).to.equal(0);
      expect(loads(), 'Reload loaded the page once more').to.equal(3);
    } finally {
      await context.close();
    }
  });

  it('when the code of a page opened from within the site does not arrive, then the error shows under the top bar, and the next page opens as usual', async () => {
    const { context, page } = await openPage({ viewport: DESKTOP, serviceWorkers: 'block' });
    const loads = countLoads(page);
    try {
      // A page the site's app draws (the landing page's links load the page they lead to).
      await page.goto('/login');
      const locations = await chunksFail(page, 'Locations');
      await page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Get a Quote' }).click();
      // It reloads itself at /locations, where the code still does not come.
      await failedPage(page).waitFor();
      await page.waitForLoadState('load');
      expect(new URL(page.url()).pathname).to.equal('/locations');
      expect(loads()).to.equal(2);
      expect(locations.asked()).to.be.at.least(2);
      // Another page of the site, through the top bar: no reload needed.
      await page.getByRole('link', { name: 'MoveDay home' }).click();
      await page.getByRole('heading', { level: 1, name: 'Moving redefined' }).waitFor();
      expect(await failedPage(page).count()).to.equal(0);
      expect(loads()).to.equal(2);
    } finally {
      await context.close();
    }
  });

  it("when the code of a landing page's part does not arrive, then the page reloads itself once, then the part stays as it is and its links work as plain links", async () => {
    const { context, page } = await openPage({ viewport: DESKTOP, serviceWorkers: 'block' });
    const loads = countLoads(page);
    try {
      const footer = await chunksFail(page, 'Footer');
      await page.goto('/');
      const reloaded = page.waitForEvent('load');
      await page.locator('footer').scrollIntoViewIfNeeded();
      await reloaded;
      expect(loads(), 'the first load and one reload by itself').to.equal(2);
      await page.waitForFunction(() => !!document.getElementById('main')?.hasAttribute('data-running'));
      await page.locator('footer').scrollIntoViewIfNeeded();
      await page.waitForFunction(() => !!document.querySelector('[data-island="footer"]')?.hasAttribute('data-failed'));
      expect(footer.asked(), 'asked for on each load').to.be.at.least(2);
      expect(loads(), 'no second reload').to.equal(2);
      await page.locator('footer').getByRole('link', { name: 'Get a Quote' }).click();
      await page.waitForURL((url) => url.pathname === '/locations');
    } finally {
      await context.close();
    }
  });

  it('when a page breaks while it draws (a quote stored by an older version), then it says so at once, without reloading itself', async () => {
    const { context, page } = await openPage({ viewport: PHONE, serviceWorkers: 'block' });
    const loads = countLoads(page);
    try {
      await page.goto('/');
      // A quote without its price: the estimate page cannot draw it.
      const saved = { draft: denverDraft(), tab: 4, furthest: 4, quote: { moveID: 'MD-OLD', moveDatabaseID: '00000000-0000-4000-8000-000000000000' } };
      await page.evaluate(([key, value]) => localStorage.setItem(key, value), [QUOTE_KEY, JSON.stringify(saved)] as const);
      await page.goto('/quoteestimate');
      await failedPage(page).waitFor();
      await page.waitForLoadState('load');
      expect(loads(), 'no reload by itself: the same code would fail again').to.equal(2);
      expect(pageErrors(page), 'caught, not left to the window').to.deep.equal([]);
      await page.getByRole('link', { name: formatMessage('pageFailedHome') }).click();
      await page.getByRole('heading', { level: 1, name: 'Moving redefined' }).waitFor();
    } finally {
      await context.close();
    }
  });
});
