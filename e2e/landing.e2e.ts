import { expect } from 'chai';
import type { Page, Request } from 'playwright-core';
import { Limits } from '@moveday/openapi';
import { COMPANY_EMAIL_PATTERN, noHorizontalScroll } from './support/checks.js';
import { customerPageReady, DESKTOP, GRAIN_MS, LATE_MS, openPage, pageErrors, PHONE, screenshot, WAIT_MS, watchLifetime } from './support/browser.js';
import { latestMailTo, uniqueEmail } from './support/seed.js';

/** Resolves when the page sends an event to POST /api/events that `matches` (set it up before the action). */
const eventSent = (page: Page, matches: (event: { type: string; name: string; path: string }) => boolean) =>
  page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/events' && matches(request.postDataJSON()));

/** The events the page sent to POST /api/events. */
function recordEvents(page: Page): { type: string; name: string; path: string }[] {
  const events: { type: string; name: string; path: string }[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/events') events.push(request.postDataJSON());
  });
  return events;
}

const sectionTop = (page: Page, id: string) => page.evaluate((target) => document.getElementById(target)!.getBoundingClientRect().top, id);
/** Resolves once the section's top has come to rest 70 px (±2) below the window's top. */
const sectionAt70 = (page: Page, id: string) =>
  page.waitForFunction((target) => Math.abs(document.getElementById(target)!.getBoundingClientRect().top - 70) <= 2, id);
/** Resolves once the element with this id has focus; asked from here, as the page's own timers stand still. */
async function focusReaches(page: Page, id: string): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  while ((await page.evaluate(() => document.activeElement?.id)) !== id) {
    if (Date.now() > deadline) throw new Error(`#${id} never took focus`);
    await new Promise((resolve) => setTimeout(resolve, GRAIN_MS));
  }
}
const selectedTab = (page: Page) => page.locator('nav[aria-label="Main"] [aria-current="page"]');

describe('The landing page', () => {
  it('when a visitor opens it on a desktop, then every section of the spec is there, and the footer too', async () => {
    const { context, page } = await openPage({ viewport: DESKTOP });
    try {
      await page.goto('/');
      await expect(await page.getByRole('heading', { level: 1 }).innerText()).to.equal('Moving redefined');
      await page.getByRole('link', { name: 'Get a Quote' }).first().waitFor();
      for (const step of ['Tell us about your move', 'Get an instant quote', 'Book your move']) {
        expect(await page.getByRole('heading', { name: step }).count(), step).to.equal(1);
      }
      for (const differentiator of ['Custom solutions', 'Transforming the industry through innovation', 'Fixed prices']) {
        expect(await page.getByRole('heading', { name: differentiator }).count(), differentiator).to.equal(1);
      }
      for (const value of ['Customer commitment', 'Quality', 'Integrity', 'A winning attitude', 'Respect']) {
        expect(await page.locator('#AboutUs li').getByText(value, { exact: true }).count(), value).to.equal(1);
      }
      for (const anchor of ['webpage', 'howitworks', 'AboutUs', 'contactUs']) expect(await page.locator(`#${anchor}`).count(), anchor).to.equal(1);
      expect(await page.locator('#AboutUs').getByRole('link', { name: 'Get a Quote' }).getAttribute('href')).to.equal('/getaquote');
      await page.getByRole('heading', { name: 'Get in touch with us' }).waitFor();

      const footer = page.locator('footer');
      expect(await footer.innerText()).to.match(/© 2019 MoveDay LLC/);
      expect(await footer.innerText()).to.match(COMPANY_EMAIL_PATTERN);
      expect(await footer.innerText()).to.match(/\(303\) 555-0147/);
      expect(await footer.innerText()).to.match(/Denver, CO 80202/);
      expect(await footer.getByRole('img').count(), 'four social icons').to.equal(4);
      expect(await footer.getByRole('img').locator('xpath=ancestor::a').count(), 'the social icons link nowhere').to.equal(0);
      expect(await footer.getByRole('link', { name: 'Privacy Statement' }).getAttribute('href')).to.equal('#');
      await screenshot(page, 'landing-desktop');
      expect(pageErrors(page)).to.deep.equal([]);
    } finally {
      await context.close();
    }
  });

  it('when it is opened on a 360 px phone, then nothing overflows sideways and the menu button is there', async () => {
    const { context, page } = await openPage({ viewport: { width: 360, height: 740 } });
    try {
      await page.goto('/');
      await page.getByRole('button', { name: 'Open the menu' }).waitFor();
      await page.locator('#enquiry-firstName').waitFor();
      expect(await noHorizontalScroll(page)).to.equal(true);
      await screenshot(page, 'landing-phone-360');
    } finally {
      await context.close();
    }
  });

  it('when the visitor scrolls, then the selected tab follows the section in view; a footer link glides to 70 px from the top', async () => {
    const { context, page } = await openPage({ viewport: DESKTOP });
    try {
      // The page's clock is the test's (it runs on as usual until the test holds it still below).
      await page.clock.install();
      await page.goto('/');
      expect(await selectedTab(page).count(), 'no tab on the banner').to.equal(0);

      await page.evaluate(() => window.scrollTo(0, document.getElementById('AboutUs')!.offsetTop));
      await page.waitForFunction(() => document.querySelector('nav[aria-label="Main"] [aria-current="page"]')?.textContent === 'About Us');

      await page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Contact' }).click();
      await page.waitForFunction(() => document.querySelector('nav[aria-label="Main"] [aria-current="page"]')?.textContent === 'Contact');

      // The footer's links glide with the app's code: the footer must be running, not just shown.
      await customerPageReady(page, 'footer');
      await page.locator('footer').getByRole('link', { name: 'How It Works' }).click();
      await sectionAt70(page, 'howitworks');
      await page.waitForFunction(() => document.querySelector('nav[aria-label="Main"] [aria-current="page"]')?.textContent === 'How it Works');
      await screenshot(page, 'landing-how-it-works', false);

      // 500 ms: part-way at 200 ms, there by 800 ms, on the page's clock. Held still from the click,
      // the glide moves only as the test lets time pass, however busy the machine.
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
      await page.locator('footer').getByRole('link', { name: 'About', exact: true }).click();
      // The router takes the click in its own time: the glide begins where the section takes focus.
      await focusReaches(page, 'AboutUs');
      await page.clock.runFor(200);
      const midway = await sectionTop(page, 'AboutUs');
      await page.clock.runFor(600);
      expect(Math.round(await sectionTop(page, 'AboutUs'))).to.be.within(68, 72);
      expect(Math.abs(midway - 70), 'still gliding after 200 ms').to.be.greaterThan(5);
      await page.clock.resume();

      // The logo, on the landing page itself: its address without a section, at the top.
      await page.getByRole('link', { name: 'MoveDay home' }).click();
      await page.waitForFunction(() => location.pathname === '/' && location.hash === '' && window.scrollY === 0);
    } finally {
      await context.close();
    }
  });

  it('when the enquiry form is sent, then each rule speaks in turn, success shows for 3 seconds and the form clears', async () => {
    const { context, page } = await openPage({ viewport: DESKTOP });
    try {
      await page.goto('/#contactUs');
      // Its fields take input once the app runs the form (Playwright waits for that before a fill or a click).
      await customerPageReady(page, '#contactUs');
      const form = page.getByRole('form', { name: 'Get in touch with us' });
      await form.getByRole('button', { name: 'Send' }).click();
      expect(await page.getByTestId('enquiry-problem').innerText()).to.equal('Fill all the mandatory fields');

      const email = uniqueEmail('enquirer');
      await page.locator('#enquiry-selectOption').selectOption('Moving-Services');
      await page.locator('#enquiry-firstName').fill('Sam');
      await page.locator('#enquiry-lastName').fill('Okafor');
      await page.locator('#enquiry-phone').pressSequentially('(303) 555-01x9');
      expect(await page.locator('#enquiry-phone').inputValue(), 'the phone takes digits only').to.equal('303555019');
      await page.locator('#enquiry-email').fill('sam@nowhere');
      await form.getByRole('button', { name: 'Send' }).click();
      expect(await page.getByTestId('enquiry-problem').innerText()).to.equal('Invalid email format');

      await page.locator('#enquiry-email').fill(email);
      await form.getByRole('button', { name: 'Send' }).click();
      expect(await page.getByTestId('enquiry-problem').innerText()).to.equal('Invalid phone number');

      await page.locator('#enquiry-phone').fill('3035550199');
      await page.locator('#enquiry-comment').fill('x'.repeat(120));
      expect((await page.locator('#enquiry-comment').inputValue()).length, 'comment at most 100').to.equal(100);
      await page.locator('#enquiry-comment').fill('Moving a studio in March.');
      await page.getByLabel('Send me news and offers from MoveDay').check();
      const shown = await watchLifetime(page, { css: '[data-testid="enquiry-sent"]' });
      await form.getByRole('button', { name: 'Send' }).click();
      await page.getByTestId('enquiry-sent').waitFor();
      expect(await page.getByTestId('enquiry-sent').innerText()).to.equal('Enquiry mail sent successfully');
      await screenshot(page, 'landing-enquiry-sent', false);
      expect(await page.locator('#enquiry-firstName').inputValue()).to.equal('');
      expect(await page.locator('#enquiry-selectOption').inputValue()).to.equal('');
      expect(await page.getByLabel('Send me news and offers from MoveDay').isChecked()).to.equal(false);
      expect(await shown.lifetime(), "how long the success shows (ms, on the page's clock)").to.be.within(
        Limits.enquirySuccessNoticeMs - GRAIN_MS,
        Limits.enquirySuccessNoticeMs + LATE_MS,
      );

      expect(await latestMailTo(email)).to.match(/Sam/);
    } finally {
      await context.close();
    }
  });
});

describe('The way to a quote', () => {
  it('when the visitor takes the Get a Quote tab, then the locations screen leads to the move type, and each choice is tracked', async () => {
    const { context, page } = await openPage({ viewport: DESKTOP });
    const events = recordEvents(page);
    try {
      await page.goto('/');
      await page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Get a Quote' }).click();
      await page.getByText('We currently offer Services in the following areas. (More locations are coming soon!)').waitFor();
      for (const place of [
        'Arizona',
        'Tucson',
        'Colorado',
        'Colorado Springs, Denver, Fort Collins',
        'New Mexico',
        'Albuquerque, Santa Fe',
        'Texas',
        'Dallas, Fort Worth',
      ]) {
        expect(await page.getByText(place, { exact: true }).count(), place).to.equal(1);
      }
      expect(await selectedTab(page).innerText()).to.equal('Get a Quote');
      await screenshot(page, 'locations');
      await page.getByRole('main').getByRole('link', { name: 'Get a Quote' }).click();
      await page.waitForURL('**/chooseyourmovetype');
      await page.getByRole('heading', { name: 'Choose your move type' }).waitFor();
      await screenshot(page, 'choose-move-type');

      await page.getByRole('button', { name: /Residential/ }).click();
      await page.waitForURL('**/getaquotetabs');
      await page.getByTestId('wizard-step-0').waitFor();
      await page.goBack();
      // The events are sent as they happen, not before the next screen shows: wait for the last two.
      const lastSent = Promise.all([
        eventSent(page, (event) => event.type === 'click' && event.name === 'MoveType_Commercial'),
        eventSent(page, (event) => event.type === 'pageview' && event.path === '/personaldetailscommercial'),
      ]);
      await page.getByRole('button', { name: /Commercial/ }).click();
      await page.waitForURL('**/personaldetailscommercial');
      await lastSent;

      const clicks = events.filter((event) => event.type === 'click').map((event) => event.name);
      expect(clicks).to.deep.equal(['MoveType_Residential', 'MoveType_Commercial']);
      const views = events.filter((event) => event.type === 'pageview').map((event) => event.path);
      expect(views).to.include.members(['/', '/locations', '/chooseyourmovetype', '/getaquotetabs', '/personaldetailscommercial']);
    } finally {
      await context.close();
    }
  });

  it('when a commercial enquiry is filled, then Submit waits for every field, the rules speak, and success returns home', async () => {
    const { context, page } = await openPage({ viewport: PHONE });
    try {
      await page.goto('/personaldetailscommercial');
      const submit = page.getByRole('button', { name: 'Submit' });
      const fill = async (values: Record<string, string>) => {
        for (const [name, value] of Object.entries(values)) await page.locator(`#commercial-${name}`).fill(value);
      };
      await fill({
        fromlocation: 'Denver, CO',
        tolocation: 'Fort Collins, CO',
        firstname: 'Ana3',
        lastname: 'Lopez',
        useremail: 'ana@',
        userphone: '30355501',
      });
      expect(await submit.isDisabled(), 'disabled until all fields are filled').to.equal(true);
      await fill({ moredesc: 'A 12-desk office, two printers and a server rack.' });
      expect(await submit.isDisabled()).to.equal(false);
      await submit.click();
      expect(await page.locator('#commercial-firstname-helper-text').innerText()).to.equal('Name accepts characters only');
      expect(await page.locator('#commercial-useremail-helper-text').innerText()).to.equal('Invalid Email');
      expect(await page.locator('#commercial-userphone-helper-text').innerText()).to.equal('Invalid phone number');
      await screenshot(page, 'commercial-rules');
      await fill({ firstname: 'Ana', useremail: uniqueEmail('ana'), userphone: '3035550111' });
      await submit.click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      await page.waitForURL('**/successdialogcommercial');
      await screenshot(page, 'commercial-success', false);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await page.waitForURL((url) => url.pathname === '/');
    } finally {
      await context.close();
    }
  });
});

describe('The installable app', () => {
  it('when the app is built, then it has a manifest with icons and /service-worker.js caches the shell for offline use', async () => {
    const { context, page } = await openPage({ viewport: PHONE });
    try {
      await page.goto('/');
      const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
      const manifest = await (await page.request.get(manifestHref!)).json();
      expect(manifest).to.include({ short_name: 'MoveDay', display: 'standalone', start_url: '/' });
      const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes);
      expect(sizes).to.include.members(['192x192', '512x512']);
      expect(manifest.icons.some((icon: { purpose?: string }) => icon.purpose === 'maskable')).to.equal(true);
      for (const icon of manifest.icons) expect((await page.request.get(icon.src)).status(), icon.src).to.equal(200);

      const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
      expect(new URL(scope!).pathname).to.equal('/service-worker.js');
      // Once installed (active, the shell in its cache), the shell opens with no network at all.
      await page.waitForFunction(async () => {
        const worker = (await navigator.serviceWorker.ready).active;
        return worker?.state === 'activated' && !!(await caches.match('/shell.html', { ignoreSearch: true }));
      });
      await context.setOffline(true);
      await page.goto('/login');
      await page.getByRole('heading', { name: 'Login' }).waitFor();
      // Pages come from the server when it answers; offline, the shell draws a prerendered page too.
      await page.goto('/getaquotetabs');
      await page.getByRole('heading', { name: 'Preferred move dates' }).waitFor();
      await context.setOffline(false);
    } finally {
      await context.close();
    }
  });

  it('when the browser offers installation, then an install button appears and using it removes the offer', async () => {
    const { context, page } = await openPage({ viewport: DESKTOP });
    try {
      await page.goto('/');
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.getByRole('button', { name: 'Install app' }).count()).to.equal(0);
      // A string, not a function: tsx's name helpers do not exist in the page.
      await page.evaluate(`window.dispatchEvent(Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt() { return Promise.resolve(); },
        userChoice: Promise.resolve({ outcome: 'accepted' }),
      }))`);
      await page.getByRole('button', { name: 'Install app' }).waitFor();
      expect(await page.getByRole('button', { name: 'Add to home screen' }).count()).to.equal(1);
      await screenshot(page, 'install-offer', false);
      await page.getByRole('button', { name: 'Install app' }).click();
      await page.getByRole('button', { name: 'Install app' }).waitFor({ state: 'detached' });
    } finally {
      await context.close();
    }
  });
});
