import { join } from 'node:path';
import type { BrowserContext, Page, Response } from 'playwright-core';
import { contractViolations } from '../../server/test/support/contract.js';
import { repoRoot } from '../../bench/lib/server.js';
import { running, theBrowser } from './hooks.js';

/** Screenshots of each journey, for people to look at (git-ignored). */
export const SCREENSHOT_DIR = join(repoRoot, 'test-output', 'e2e');

/**
 * How long any wait of the browser (an element, a navigation, a page function) may take before
 * it fails: well inside mocha's timeout (e2e/.mocharc.json), so a stuck wait reports what it
 * waited for rather than a bare test timeout.
 */
export const WAIT_MS = 45_000;

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 375, height: 780 };

export interface OpenOptions {
  viewport?: { width: number; height: number };
  timezoneId?: string;
  /** Another server than the run's (a test's own, with other settings). */
  baseUrl?: string;
  /** 'block' keeps the site's service worker out, so that `page.route` sees every request the page makes. */
  serviceWorkers?: 'allow' | 'block';
  /** The browser's language: en-US unless a test says. */
  locale?: string;
}

/** The uncaught errors of each page opened through openContext, as they come. */
const errorsOf = new WeakMap<Page, string[]>();

/** The contract checks of the API answers the pages got, since the last test took them. */
let answerChecks: Array<Promise<string[]>> = [];

/** What an API answer a page got does that the OpenAPI contract does not say (nothing when its body is gone, the page with it). */
async function browserAnswerViolations(response: Response): Promise<string[]> {
  const { pathname, search } = new URL(response.url());
  const contentType = response.headers()['content-type'] ?? null;
  // The browser may no longer hold a body (the page went on, or a download took it): then the status and media type are checked alone.
  const text = await response.body().then(
    (bytes) => bytes.toString('utf8'),
    () => '',
  );
  const body = text === '' ? undefined : (contentType ?? '').includes('json') ? JSON.parse(text) : text;
  return contractViolations({ method: response.request().method(), url: pathname + search, status: response.status(), contentType, body });
}

/** Every contract violation in the API answers the pages got since the last call: the root hooks fail the test that saw one. */
export async function takeAnswerViolations(): Promise<string[]> {
  const checks = answerChecks;
  answerChecks = [];
  return (await Promise.all(checks)).flat();
}

/** A fresh browser profile (no storage, no service worker) at the given size and time zone. */
export async function openContext(options: OpenOptions = {}): Promise<BrowserContext> {
  const viewport = options.viewport ?? DESKTOP;
  const context = await theBrowser().newContext({
    baseURL: options.baseUrl ?? running().baseUrl,
    serviceWorkers: options.serviceWorkers,
    viewport,
    isMobile: viewport.width < 600,
    hasTouch: viewport.width < 600,
    timezoneId: options.timezoneId,
    locale: options.locale ?? 'en-US',
  });
  // Waits, not sleeps: each ends when its state comes, so a generous bound costs nothing when
  // things go well and keeps a loaded machine (CI, a laptop on battery) from failing a good run.
  context.setDefaultTimeout(WAIT_MS);
  context.setDefaultNavigationTimeout(WAIT_MS);
  // Every answer of the API a page gets is held to the contract, as the API tests' own calls are.
  context.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/')) answerChecks.push(browserAnswerViolations(response));
  });
  // Every page of the context, however a test opens it, waits for the app and hears its errors.
  const newPage = context.newPage.bind(context);
  context.newPage = async () => {
    const page = await newPage();
    waitForTheAppOnLoad(page);
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    errorsOf.set(page, problems);
    return page;
  };
  return context;
}

/**
 * In the page: whether the part of the customer page holding `selector` runs, not just shows.
 * A prerendered page shows before its code runs, and a click or a key before that is the
 * browser's alone; a person waits the moment it takes without knowing, a script has to be told.
 * The app marks `<main>` with `data-running` once the page in it runs, and each island of a page
 * that starts as islands (`data-island`: the landing page's top bar, enquiry form and footer, each
 * run on its own) once it runs.
 */
const partRuns = (selector: string): boolean => {
  const element = document.querySelector(selector);
  const part = element?.closest('[data-island]') ?? document.getElementById('main');
  return !!element && !!part && part.hasAttribute('data-running');
};

/** Resolves once the app runs the customer page on screen (or the part holding the element named). */
export async function customerPageReady(page: Page, selector = '#main'): Promise<void> {
  await page.waitForFunction(partRuns, selector);
}

/** Whether the app runs the part holding the element now (see customerPageReady). */
export const partRunsNow = (page: Page, selector: string): Promise<boolean> => page.evaluate(partRuns, selector);

/**
 * Resolves once the page has nothing left to do: an idle moment, two frames, another idle moment
 * (React works in tasks; observers report at frames). For a claim that something did NOT happen:
 * made after this, it cannot pass merely because the page had not got round to it yet.
 */
export async function pageSettled(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((done) => requestIdleCallback(() => requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => done()))))),
  );
}

/**
 * How much later than its own timer something timed may go when the machine is busy (a loaded
 * renderer runs its timers late, never early): the slack of a "shows for N seconds" check.
 */
export const LATE_MS = 3_000;

/** How much earlier than its timer's delay a timed thing may go: the grain of the browser's clocks. */
export const GRAIN_MS = 20;

/** Something to watch come and go: a CSS selector, or text anywhere in the page. */
export type Watched = { css: string } | { text: string };

/**
 * Starts watching the page for `what` (call it before the action that shows it). `lifetime()`
 * then waits until it has come and gone and answers how long it was there, in ms of the page's
 * own clock: from the moment it was put in the page to the moment it was taken out, however long
 * the test took to look at it in between.
 */
export async function watchLifetime(page: Page, what: Watched): Promise<{ lifetime(): Promise<number> }> {
  const seen = await page.evaluateHandle((watched) => {
    const times: { from?: number; to?: number } = {};
    const probe = {
      there(): boolean {
        return 'css' in watched ? document.querySelector(watched.css) !== null : (document.body?.textContent ?? '').includes(watched.text);
      },
      arrived(parent: Node): void {
        if (times.from === undefined && parent.isConnected && probe.there()) times.from = performance.now();
      },
    };
    // Its arrival is noted as it goes in (in React's commit, before any effect starts a timer): a
    // MutationObserver reports only once the page's task is over, on a busy machine well after.
    const original = { appendChild: Node.prototype.appendChild, insertBefore: Node.prototype.insertBefore };
    Node.prototype.appendChild = function <T extends Node>(this: Node, node: T): T {
      const added = original.appendChild.call(this, node) as T;
      probe.arrived(this);
      return added;
    };
    Node.prototype.insertBefore = function <T extends Node>(this: Node, node: T, child: Node | null): T {
      const added = original.insertBefore.call(this, node, child) as T;
      probe.arrived(this);
      return added;
    };
    new MutationObserver((_, observer) => {
      const there = probe.there();
      if (there && times.from === undefined) times.from = performance.now();
      if (!there && times.from !== undefined) {
        times.to = performance.now();
        observer.disconnect();
        Node.prototype.appendChild = original.appendChild;
        Node.prototype.insertBefore = original.insertBefore;
      }
    }).observe(document.documentElement, { childList: true, subtree: true, characterData: true });
    return times;
  }, what);
  return {
    async lifetime() {
      await page.waitForFunction((times) => times.to !== undefined, seen);
      return seen.evaluate((times) => times.to! - times.from!);
    },
  };
}

/** Not the customer site: the console, or the API. */
const elsewhere = (pathname: string) => pathname.startsWith('/admin') || pathname.startsWith('/api');

/** Waits for the app on a customer page just loaded, unless the page has gone on elsewhere (an admin to the console). */
async function untilTheAppRuns(page: Page): Promise<void> {
  if (elsewhere(new URL(page.url()).pathname)) return;
  for (let attempt = 0; ; attempt++) {
    try {
      await page.waitForFunction(() => location.pathname.startsWith('/admin') || !!document.getElementById('main')?.hasAttribute('data-running'));
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
  return { context, page: await context.newPage() };
}

/** Uncaught errors the page threw so far. */
export const pageErrors = (page: Page): string[] => {
  const problems = errorsOf.get(page);
  // A page opened elsewhere than openContext's contexts was never listened to: no answer is better than a false one.
  if (problems === undefined) throw new Error('pageErrors: this page was not opened through openContext or openPage');
  return problems;
};

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

/** Keeps the page's heading as its HTML had it, before any of the app's code ran. */
export const keepFirstHeading = (target: Page | BrowserContext) =>
  target.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { first: Element | null }).first = document.querySelector('h1');
    });
  });

/** Whether the page's heading is still the element its HTML had (adopted by React, not drawn again). */
export const headingKept = (page: Page) =>
  page.evaluate(() => {
    const first = (window as unknown as { first: Element | null }).first;
    return first !== null && first === document.querySelector('h1');
  });
