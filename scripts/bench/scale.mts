/** The inventory at scale: 5,000 vehicles, the page size, server time and keystroke time. */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { chromium } from '@playwright/test';

import { connectSeparately } from '../../tests/support/separate-connection';
import chromiumFlags from '../chromium-flags.json' with { type: 'json' };
import { chromiumPath, budgets } from './config.mts';
import { median } from './median.mts';
import { startSite, temporaryDir } from './servers.mts';

export interface ScaleRow {
  vehicles: number;
  htmlKb: number;
  htmlGzipKb: number;
  dataKb: number;
  serverMedianMs: number;
  keystrokeMedianMs: number;
  pass: boolean;
}

export async function seedScale(databaseUrl: string, count: number): Promise<void> {
  const db = connectSeparately(databaseUrl);
  try {
    const seeded = await db.selectFrom('vehicles').selectAll().execute();
    const now = new Date().toISOString();
    const rows = Array.from({ length: count }, (_, index) => {
      const base = seeded[index % seeded.length]!;
      return {
        ...base,
        id: `${base.id}-unit-${index + 1}`,
        name: `${base.name} unit ${index + 1}`,
        price: base.price + ((index * 37) % 2000),
        sale_price: null,
        status: 'available',
        featured: 0,
        stock_number: `S${100000 + index}`,
        created_at: now,
        updated_at: now,
      };
    });
    for (let start = 0; start < rows.length; start += 100)
      await db
        .insertInto('vehicles')
        .values(rows.slice(start, start + 100))
        .execute();
  } finally {
    await db.destroy();
  }
}

export async function runScale(port: number): Promise<ScaleRow> {
  const count = 5000;
  const dir = temporaryDir('bench-scale-');
  const databaseUrl = `file:${path.join(dir, 'site.db')}`;
  // First start creates and seeds the database; then the stock grows to 5,000 carts.
  const first = await startSite(port, { DATABASE_URL: databaseUrl, DATA_DIR: path.join(dir, 'data') });
  await first.stop();
  await seedScale(databaseUrl, count);
  const server = await startSite(port, { DATABASE_URL: databaseUrl, DATA_DIR: path.join(dir, 'data') });
  try {
    const html = Buffer.from(await (await fetch(`${server.url}/inventory`)).arrayBuffer());
    const data = Buffer.from(
      await (await fetch(`${server.url}/inventory`, { headers: { RSC: '1' } })).arrayBuffer(),
    );
    // Server time: distinct searches, so each is rendered, not served from the cache.
    const times: number[] = [];
    for (let run = 0; run < 20; run++) {
      const started = performance.now();
      await (await fetch(`${server.url}/inventory?q=unit+${run * 7 + 1}&sort=price-asc`)).arrayBuffer();
      times.push(performance.now() - started);
    }
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
    const keystrokes: number[] = [];
    try {
      const page = await browser.newPage();
      await page.goto(`${server.url}/inventory`);
      const search = page.getByRole('searchbox').first();
      await search.waitFor();
      for (let run = 0; run < 20; run++) {
        await search.fill('');
        await page.waitForTimeout(50);
        const key = 'abcdefghijklmnopqrst'[run]!;
        const elapsed = await page.evaluate(
          (character) =>
            new Promise<number>((resolve) => {
              const list = document.querySelector('[data-vehicle-id]')?.parentElement ?? document.body;
              const started = performance.now();
              const observer = new MutationObserver(() => {
                observer.disconnect();
                resolve(performance.now() - started);
              });
              observer.observe(list, { attributes: true, subtree: true, childList: true });
              const box = document.querySelector<HTMLInputElement>('input[type="search"]')!;
              box.value = character;
              box.dispatchEvent(new InputEvent('input', { bubbles: true, data: character }));
              setTimeout(() => resolve(Number.NaN), 2000);
            }),
          key,
        );
        if (Number.isFinite(elapsed)) keystrokes.push(elapsed);
      }
    } finally {
      await browser.close();
    }
    const row: ScaleRow = {
      vehicles: count,
      htmlKb: Math.round(html.length / 1024),
      htmlGzipKb: Math.round(gzipSync(html).length / 1024),
      dataKb: Math.round(data.length / 1024),
      serverMedianMs: Math.round(median(times)),
      keystrokeMedianMs: Math.round(median(keystrokes) * 10) / 10,
      pass: false,
    };
    row.pass =
      row.htmlKb <= budgets.scaleHtmlKb &&
      keystrokes.length > 0 &&
      row.keystrokeMedianMs < budgets.keystrokeMs;
    console.log(
      `  ${count} vehicles: /inventory HTML ${row.htmlKb} KB (${row.htmlGzipKb} KB gzipped), RSC data ${row.dataKb} KB, server ${row.serverMedianMs} ms, keystroke to list ${row.keystrokeMedianMs} ms${row.pass ? '' : '  FAIL'}`,
    );
    return row;
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
