#!/usr/bin/env node
/**
 * Takes full-page screenshots of site pages at phone (390 px) and desktop (1280 px) widths,
 * for a person to look at. Usage: node scripts/screenshot.mjs http://127.0.0.1:3000 /path ...
 * Writes PNGs to screenshots/ (git-ignored).
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { chromium } from '@playwright/test';

const [base, ...paths] = process.argv.slice(2);
if (!base || paths.length === 0) {
  console.error('usage: node scripts/screenshot.mjs BASE_URL /path [/path ...]');
  process.exit(2);
}
const outDir = path.resolve('screenshots');
mkdirSync(outDir, { recursive: true });
const widths = (process.env.WIDTHS || '390,1280').split(',').map(Number);
const flags = JSON.parse(readFileSync(new URL('./chromium-flags.json', import.meta.url), 'utf8'));
const { desktop } = JSON.parse(readFileSync(new URL('./chromium-paths.json', import.meta.url), 'utf8'));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || desktop,
  args: flags,
});
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  for (const pagePath of paths) {
    await page.goto(new URL(pagePath, base).toString(), { waitUntil: 'load' });
    const name = `${pagePath.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${width}.png`;
    await page.screenshot({ path: path.join(outDir, name), fullPage: process.env.FULL !== '0' });
    console.log(path.join(outDir, name));
  }
  await page.close();
}
await browser.close();
