#!/usr/bin/env node
// Renders the app icons (PNG) from tools/icons/pitaka-icon.svg with Debian Chromium, into
// libs/ui/src/assets/icons/: `any` icons with rounded corners and `maskable` ones full-bleed with
// the glyph inside the middle 80% (the safe zone a launcher may crop to a circle). Run it after
// changing the SVG and commit the PNGs: `node tools/icons/render-icons.mjs`.
import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '../..');
const OUT = join(ROOT, 'libs/ui/src/assets/icons');
const svg = readFileSync(join(import.meta.dirname, 'pitaka-icon.svg'), 'utf8');

/** name, size, corner radius (share of the size), glyph scale. */
const ICONS = [
  ['icon-192.png', 192, 0.2, 1],
  ['icon-512.png', 512, 0.2, 1],
  ['maskable-192.png', 192, 0, 0.8],
  ['maskable-512.png', 512, 0, 0.8],
  ['apple-touch-icon.png', 180, 0, 0.9],
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage();
  for (const [name, size, radius, scale] of ICONS) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(`<!doctype html><html><body style="margin:0;background:transparent">
      <div style="width:${size}px;height:${size}px;overflow:hidden;border-radius:${radius * size}px;background:#0f766e;display:grid;place-items:center">
        <div style="width:${size * scale}px;height:${size * scale}px">${svg.replace('<svg ', '<svg width="100%" height="100%" ')}</div>
      </div></body></html>`);
    await page.screenshot({ path: join(OUT, name), omitBackground: true });
    console.log(`${name} ${size}x${size}`);
  }
} finally {
  await browser.close();
}
