import type { Page } from 'playwright-core';

export const COMPANY_EMAIL_PATTERN = /info@[\w.-]+/;

/** True when the page is no wider than the window (nothing to scroll sideways). */
export const noHorizontalScroll = (page: Page): Promise<boolean> =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
