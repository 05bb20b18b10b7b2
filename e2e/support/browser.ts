import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { repoRoot } from '../../bench/lib/server.js';
import { running, theBrowser } from './hooks.js';

/** Screenshots of each journey, for people to look at (git-ignored). */
export const SCREENSHOT_DIR = join(repoRoot, 'test-output', 'e2e');

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 375, height: 780 };

export interface OpenOptions {
  viewport?: { width: number; height: number };
  timezoneId?: string;
}

/** A fresh browser profile (no storage, no service worker) at the given size and time zone. */
export async function openContext(options: OpenOptions = {}): Promise<BrowserContext> {
  const viewport = options.viewport ?? DESKTOP;
  const context = await theBrowser().newContext({
    baseURL: running().baseUrl,
    viewport,
    isMobile: viewport.width < 600,
    hasTouch: viewport.width < 600,
    timezoneId: options.timezoneId,
    locale: 'en-US',
  });
  context.setDefaultTimeout(15_000);
  return context;
}

/**
 * Resolves once React has taken over the customer page on screen (or the element named). A
 * prerendered page shows before its code runs, and a click or a key before that is the browser's
 * alone; a person waits the moment it takes without knowing, a script has to be told. The landing
 * page's sections below the banner are taken over as they come near the screen.
 */
export async function customerPageReady(page: Page, selector = '#main > *'): Promise<void> {
  // React keeps its fiber on each element it runs (adopted or drawn).
  await page.waitForFunction((target) => Object.keys(document.querySelector(target) ?? {}).some((key) => key.startsWith('__reactFiber')), selector);
}

/** Not the customer site: the console, or the API. */
const elsewhere = (pathname: string) => pathname.startsWith('/admin') || pathname.startsWith('/api');

/** Waits for the app on a customer page just loaded, unless the page has gone on elsewhere (an admin to the console). */
async function untilTheAppRuns(page: Page): Promise<void> {
  if (elsewhere(new URL(page.url()).pathname)) return;
  for (let attempt = 0; ; attempt++) {
    try {
      await page.waitForFunction(
        () =>
          location.pathname.startsWith('/admin') ||
          Object.keys(document.querySelector('#main > *') ?? {}).some((key) => key.startsWith('__reactFiber')),
      );
      return;
    } catch (error) {
      // The page moved on while we waited (a redirect): wait on the new one.
      if (attempt > 2 || !/context was destroyed|navigat/i.test(String(error))) throw error;
    }
  }
}

/** Every customer page a test opens is used only once the app runs it. */
function waitForTheAppOnLoad(page: Page): void {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await untilTheAppRuns(page);
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    await untilTheAppRuns(page);
    return response;
  };
}

export async function openPage(options: OpenOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await openContext(options);
  const page = await context.newPage();
  waitForTheAppOnLoad(page);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  (page as Page & { problems?: string[] }).problems = problems;
  return { context, page };
}

/** Uncaught errors the page threw so far. */
export const pageErrors = (page: Page): string[] => (page as Page & { problems?: string[] }).problems ?? [];

export async function screenshot(page: Page, name: string, fullPage = true): Promise<void> {
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage });
}

/** Signs in through the login screen. */
export async function logIn(page: Page, email: string, password: string, keepMeLoggedIn = false): Promise<void> {
  await page.goto('/login');
  await page.locator('#login-email').fill(email);
  await page.locator('#login-password').fill(password);
  if (keepMeLoggedIn) await page.getByLabel('Keep me logged in').check();
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}
