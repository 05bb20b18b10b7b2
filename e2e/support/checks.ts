import type { Page } from 'playwright-core';

export const COMPANY_EMAIL_PATTERN = /info@[\w.-]+/;

/**
 * True when the page is no wider than the phone's screen (nothing to scroll sideways). Measured
 * against the width the test set, not `innerWidth`: an emulated phone widens its layout viewport
 * to fit a page that overflows, so `innerWidth` grows with the fault.
 */
export const noHorizontalScroll = (page: Page): Promise<boolean> =>
  page.evaluate((width) => document.documentElement.scrollWidth <= width, page.viewportSize()!.width);
