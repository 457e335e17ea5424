// Renders the app icons (public/icons/*.svg) to the PNG sizes the web app manifest lists,
// with the system Chromium. Run again after changing an SVG: node scripts/make-icons.mjs
import { readFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';

const out = (name) => new URL(`../public/icons/${name}`, import.meta.url);
const jobs = [
  ['icon.svg', 'icon-192.png', 192],
  ['icon.svg', 'icon-512.png', 512],
  ['icon-maskable.svg', 'icon-maskable-512.png', 512],
  ['icon.svg', 'apple-touch-icon.png', 180],
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage();
for (const [svg, png, size] of jobs) {
  const markup = await readFile(out(svg), 'utf8');
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(`<html><body style="margin:0;background:transparent">${markup.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`);
  await page.screenshot({ path: out(png).pathname, omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
  console.log(`wrote public/icons/${png}`);
}
await browser.close();
