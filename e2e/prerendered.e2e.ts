import { expect } from 'chai';
import type { BrowserContext, Page } from 'playwright-core';
import { customerPageReady, logIn, openPage, pageErrors, pageSettled, partRunsNow, PHONE, screenshot } from './support/browser.js';
import { addCrew, adminToken, crewSignIn } from './support/partner.js';

/** Console errors (React reports a page it could not adopt there), kept as they come. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** Keeps the element the page had when its HTML was parsed, before any of the app's code ran. */
const keepFirst = (page: Page, selector: string) =>
  page.addInitScript((target) => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { first: Element | null }).first = document.querySelector(target);
    });
  }, selector);

const sameAsFirst = (page: Page, selector: string) =>
  page.evaluate((target) => {
    const first = (window as unknown as { first: Element | null }).first;
    return first !== null && first === document.querySelector(target);
  }, selector);

/**
 * Opens `path` on a phone four times slower than this machine (as Lighthouse's mobile setting has
 * it), with the page's entry (a script of the build matching `entry`) held back until released:
 * however fast the machine, a tap made before `release` comes before the page's code runs.
 * Resolves once the page has asked for its entry; `release` serves it and waits for the page to run.
 */
async function openWithEntryHeld(path: string, entry: RegExp) {
  const { context, page } = await openPage({ viewport: PHONE, serviceWorkers: 'block' });
  try {
    return { context, page, release: await holdEntry(context, page, path, entry) };
  } catch (error) {
    await context.close();
    throw error;
  }
}

async function holdEntry(context: BrowserContext, page: Page, path: string, entry: RegExp): Promise<() => Promise<void>> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let asked!: () => void;
  let serve!: () => void;
  const served = new Promise<void>((resolve) => (serve = resolve));
  const wasAsked = new Promise<void>((resolve) => (asked = resolve));
  await page.route(
    (url) => entry.test(url.pathname),
    async (route) => {
      asked();
      await served;
      await route.continue();
    },
  );
  const opened = page.goto(path);
  await wasAsked;
  return async () => {
    serve();
    await opened;
  };
}

describe('Prerendered pages', () => {
  it('when / and /getaquotetabs are fetched, then the HTML holds the page itself; any other address gets the app shell', async () => {
    const { context, page } = await openPage();
    try {
      const landing = await page.request.get('/', { headers: { 'Accept-Encoding': 'br' } });
      expect(landing.headers()['content-encoding']).to.equal('br');
      const landingHtml = await landing.text();
      expect(landingHtml).to.contain('data-prerendered="/"');
      // Nothing runs it yet: the app marks what it runs (see customerPageReady).
      expect(landingHtml).not.to.contain('data-running');
      for (const text of ['Moving redefined', 'Tell us about your move', 'Get in touch with us', 'MoveDay LLC']) expect(landingHtml, text).to.contain(text);
      // Its CSS comes with it, so the first paint is styled.
      expect(landingHtml).to.match(/<style data-emotion="css [^"]+">/);

      const wizardHtml = await (await page.request.get('/getaquotetabs')).text();
      expect(wizardHtml).to.contain('data-prerendered="/getaquotetabs"');
      for (const text of ['Preferred move dates', 'Preferred date 1', 'Moves on weekends generally cost more than weekdays.'])
        expect(wizardHtml, text).to.contain(text);
      // Its fields take no input until the app runs them (an answer given before would be lost).
      expect(wizardHtml).to.match(/<form[^>]*><fieldset[^>]* disabled=""/);

      for (const address of ['/login', '/customer/customerorders', '/no-such-page']) {
        const shell = await page.request.get(address);
        expect(shell.status(), address).to.equal(200);
        const html = await shell.text();
        expect(html, address).not.to.contain('data-prerendered');
        expect(html, address).to.contain('class="boot-bar"');
      }
    } finally {
      await context.close();
    }
  });

  it('when the landing page opens on a phone, then React adopts the page as it is, and a section below comes to life as it is scrolled to', async () => {
    const { context, page } = await openPage({ viewport: PHONE });
    const errors = consoleErrors(page);
    try {
      await keepFirst(page, 'h1');
      await page.goto('/');
      await customerPageReady(page, 'h1');
      expect(await sameAsFirst(page, 'h1'), 'the prerendered heading is kept, not drawn again').to.equal(true);
      // The footer, far below, is still the build's HTML until the visitor nears it: even once
      // the page has done all it does on opening.
      await pageSettled(page);
      expect(await partRunsNow(page, 'footer'), 'footer before scrolling').to.equal(false);
      await page.locator('footer').scrollIntoViewIfNeeded();
      await customerPageReady(page, 'footer');
      // The top bar works: its menu opens.
      await page.getByRole('button', { name: 'Open the menu' }).click();
      await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('navigation', { name: 'Main menu' }).waitFor({ state: 'detached' });
      await screenshot(page, 'prerendered-landing-phone', false);
      expect(errors, 'console errors').to.deep.equal([]);
      expect(pageErrors(page)).to.deep.equal([]);
    } finally {
      await context.close();
    }
  });

  it('when a visitor on a slow phone taps the menu before the top bar runs, then the tap is kept and the menu opens once it runs; the enquiry form runs as it nears', async () => {
    const { context, page, release } = await openWithEntryHeld('/', /^\/assets\/landing-[\w-]+\.js$/);
    try {
      const menuButton = page.getByRole('button', { name: 'Open the menu' });
      await menuButton.click();
      expect(await partRunsNow(page, 'button[aria-label="Open the menu"]'), 'the bar runs before its code came').to.equal(false);
      expect(await page.getByRole('navigation', { name: 'Main menu' }).count(), 'the menu before the bar runs').to.equal(0);

      await release();
      // The tap, held while the bar's code was away, opened the menu once the bar ran.
      const menu = page.getByRole('navigation', { name: 'Main menu' });
      await menu.waitFor();
      expect(await partRunsNow(page, '#enquiry-firstName'), 'the enquiry form, far below, before the visitor nears it').to.equal(false);
      await menu.getByRole('link', { name: /Contact/ }).click();
      await page.waitForFunction(() => Math.abs(document.getElementById('contactUs')!.getBoundingClientRect().top - 70) <= 2);
      await customerPageReady(page, '#enquiry-firstName');
      // The side menu's logo: the landing page's own address without a section, its top, with no page load.
      await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
      await menuButton.click();
      await menu.getByRole('link', { name: 'MoveDay home' }).click();
      await page.waitForFunction(() => location.pathname === '/' && location.hash === '' && window.scrollY === 0);
      expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage), 'the same page').to.equal(true);
      expect(pageErrors(page)).to.deep.equal([]);
    } finally {
      await context.close();
    }
  });

  it("when a visitor taps the wizard's Cancel before the page runs, then the tap is kept and the question shows once it does", async () => {
    const { context, page, release } = await openWithEntryHeld('/getaquotetabs', /^\/assets\/index-[\w-]+\.js$/);
    try {
      await page.getByRole('button', { name: 'Cancel', exact: true }).click();
      expect(await partRunsNow(page, 'main'), 'the page runs before its code came').to.equal(false);
      expect(await page.getByRole('dialog').count(), 'the question before the page runs').to.equal(0);
      await release();
      await page.getByRole('dialog').getByText('Are you sure you want to cancel this order?').waitFor();
      expect(pageErrors(page)).to.deep.equal([]);
    } finally {
      await context.close();
    }
  });

  it("when a crew opens its job list, then the HTML holds the list's first screen with its CSS and React adopts it as it is; a job's address gets a job page's, any other partner address the partner pages' shell", async () => {
    const admin = await adminToken();
    const crew = await addCrew(admin, 'Prerendered Movers');
    const signIn = await crewSignIn(admin, crew, 'prerendered-crew');
    const { context, page } = await openPage({ viewport: PHONE });
    const errors = consoleErrors(page);
    try {
      const list = await page.request.get('/partner/jobs', { headers: { 'Accept-Encoding': 'br' }, maxRedirects: 0 });
      expect(list.status()).to.equal(200);
      expect(list.headers()['content-encoding']).to.equal('br');
      const listHtml = await list.text();
      expect(listHtml).to.contain('data-prerendered="/partner/jobs"').and.to.contain('My Jobs').and.not.to.contain('data-running');
      expect(listHtml).to.match(/<style data-emotion="css [^"]+">/);
      // The site's landing page and router are not the partner pages' (entry-partner.tsx).
      expect(listHtml).not.to.contain('/assets/index-');
      const jobHtml = await (await page.request.get('/partner/jobs/0123456789abcdef01234567')).text();
      expect(jobHtml).to.contain('data-prerendered="/partner/jobs/:id"').and.to.contain('Back to my jobs');
      const otherHtml = await (await page.request.get('/partner/elsewhere')).text();
      expect(otherHtml).to.contain('class="boot-bar"').and.not.to.contain('data-prerendered');
      expect(otherHtml).to.match(/\/assets\/partner-[\w-]+\.js/);

      await logIn(page, signIn.email, signIn.password);
      await page.waitForURL('**/partner/jobs');
      await keepFirst(page, 'h1');
      await page.reload();
      await customerPageReady(page, 'h1');
      expect(await sameAsFirst(page, 'h1'), 'the prerendered heading is kept, not drawn again').to.equal(true);
      await page.getByText(crew.companyName, { exact: false }).first().waitFor();
      await screenshot(page, 'prerendered-partner-jobs-phone', false);
      expect(errors, 'console errors').to.deep.equal([]);
      expect(pageErrors(page)).to.deep.equal([]);
    } finally {
      await context.close();
    }
  });

  it('when the wizard opens on another day than the build, then its first step is adopted and the date pickers start at that day', async () => {
    const { context, page } = await openPage({ viewport: PHONE });
    const errors = consoleErrors(page);
    try {
      await page.clock.setFixedTime(new Date('2031-03-10T18:00:00Z'));
      await keepFirst(page, '#wizard-step-heading');
      // Opened once the app runs the step (see openPage): a field focused before would be inert.
      await page.goto('/getaquotetabs');
      // The picker's first day is set as a date field is first used (finding today is not free).
      for (const id of ['#quote-preferredDateOpt1', '#quote-preferredDateOpt2']) {
        await page.locator(id).focus();
        await page.locator(`${id}[min]`).waitFor({ state: 'attached' });
        expect(await page.locator(id).getAttribute('min'), id).to.equal('2031-03-10');
      }
      expect(await sameAsFirst(page, '#wizard-step-heading'), 'the prerendered step is kept, not drawn again').to.equal(true);
      expect(await page.locator('form > fieldset').first().isDisabled(), 'the step takes input once adopted').to.equal(false);
      await page.getByLabel('Preferred date 1').fill('2031-03-12');
      await page.getByText('Wednesday').waitFor();
      expect(await page.getByText('Wednesday').count(), 'the answer is kept: its weekday shows').to.equal(1);
      expect(errors, 'console errors').to.deep.equal([]);
      expect(pageErrors(page)).to.deep.equal([]);
    } finally {
      await context.close();
    }
  });
});
