// Renders the PNG touch and manifest icons from public/favicon.svg with Chromium (decisions/web-icons.md).
// Run from the repo root after changing the SVG: node apps/web/scripts/render-icons.mjs apps/web/public/favicon.svg apps/web/public
import fs from 'node:fs';
import { chromium } from 'playwright-core';

const svg = fs.readFileSync(process.argv[2], 'utf8');
const out = process.argv[3];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
for (const [name, size] of [
  ['apple-touch-icon.png', 180],
  ['icon-192.png', 192],
  ['icon-512.png', 512],
]) {
  const ctx = await browser.newContext({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
  const page = await ctx.newPage();
  // Touch icons are shown as squares the system rounds itself: a full square background, no transparent corners.
  const square = svg.replace('rx="7"', 'rx="0"');
  await page.setContent(`<html><body style="margin:0">${square.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`);
  await page.screenshot({ path: `${out}/${name}`, omitBackground: true });
  await ctx.close();
}
await browser.close();
