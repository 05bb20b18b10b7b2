/**
 * Renders the PWA's PNG icons from the SVG mark with the same headless Chromium the browser tests
 * use. Run after changing public/favicon.svg: `node --import tsx customer-site/scripts/make-icons.ts`.
 * The PNGs are committed; the build does not run this.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');
const svg = await readFile(join(publicDir, 'favicon.svg'), 'utf8');
const markOnly = svg.replace(/<rect width="64" height="64" rx="14" fill="#0f4c5c"\/>/, '');

/** `maskable`: a full-bleed square with the mark inside the middle 80% (the safe zone). */
function page(size: number, maskable: boolean): string {
  const body = maskable
    ? `<div style="width:${size}px;height:${size}px;background:#0f4c5c;display:grid;place-items:center">
         <div style="width:${size * 0.8}px;height:${size * 0.8}px">${markOnly.replace('<svg ', '<svg width="100%" height="100%" ')}</div></div>`
    : `<div style="width:${size}px;height:${size}px">${svg.replace('<svg ', '<svg width="100%" height="100%" ')}</div>`;
  return `<!doctype html><html><body style="margin:0;background:transparent">${body}</body></html>`;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  const targets = [
    { file: 'pwa-192x192.png', size: 192, maskable: false },
    { file: 'pwa-512x512.png', size: 512, maskable: false },
    { file: 'maskable-512x512.png', size: 512, maskable: true },
    { file: 'apple-touch-icon-180x180.png', size: 180, maskable: true },
  ];
  for (const target of targets) {
    const tab = await browser.newPage({ viewport: { width: target.size, height: target.size }, deviceScaleFactor: 1 });
    await tab.setContent(page(target.size, target.maskable));
    await writeFile(join(publicDir, target.file), await tab.screenshot({ omitBackground: !target.maskable }));
    await tab.close();
    console.log(`wrote public/${target.file}`);
  }
} finally {
  await browser.close();
}
