/**
 * The rental desk's fleet calendar for a season: 60 carts by 120 days, every cart booked back to
 * back (a booking of two to four days, a day between), drawn on the server. Measures the time to
 * the whole page from the server, and in Chromium to the load event, against the budget of one
 * second (issue 54).
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';

import { chromium } from '@playwright/test';

import { connectSeparately } from '../../tests/support/separate-connection';
import chromiumFlags from '../chromium-flags.json' with { type: 'json' };
import { budgets, chromiumPath } from './config.mts';
import { median } from './median.mts';
import { startSite, temporaryDir } from './servers.mts';

export interface CalendarRow {
  carts: number;
  days: number;
  bookings: number;
  htmlKb: number;
  serverMedianMs: number;
  browserLoadMedianMs: number;
  pass: boolean;
}

const carts = 60;
const days = 120;
const dayMs = 24 * 60 * 60 * 1000;

/** The fleet grown to 60 carts, each booked back to back from `from`; a manager's session. */
async function seedSeason(databaseUrl: string, from: string): Promise<{ bookings: number; token: string }> {
  const db = connectSeparately(databaseUrl);
  try {
    const now = new Date().toISOString();
    const existing = await db.selectFrom('rental_carts').select(['id', 'type', 'location_id']).execute();
    const added = Array.from({ length: Math.max(0, carts - existing.length) }, (_, index) => ({
      id: randomUUID(),
      fleet_number: `SEASON-${String(index + 1).padStart(2, '0')}`,
      type: existing[index % existing.length]!.type,
      location_id: existing[index % existing.length]!.location_id,
      created_at: now,
      updated_at: now,
    }));
    if (added.length > 0) await db.insertInto('rental_carts').values(added).execute();
    const fleet = [...existing, ...added];
    const startMs = Date.parse(`${from}T14:00:00Z`);
    const rows = [];
    for (const [cartIndex, cart] of fleet.entries()) {
      let at = startMs + (cartIndex % 3) * dayMs;
      for (let n = 0; at < startMs + days * dayMs; n++) {
        const length = 2 + ((cartIndex + n) % 3);
        const reference = `S${cartIndex.toString(36)}${n.toString(36)}`.toUpperCase().padEnd(6, 'X');
        rows.push({
          id: randomUUID(),
          reference,
          cart_id: cart.id,
          type: cart.type,
          status: 'booked',
          starts_ms: at,
          ends_ms: at + length * dayMs,
          blocked_until_ms: at + length * dayMs + 2 * 60 * 60 * 1000,
          pickup_date: new Date(at).toISOString().slice(0, 10),
          pickup_time: '10:00',
          days: length,
          location_id: cart.location_id,
          town: null,
          first_name: 'Season',
          last_name: `Renter ${cartIndex}-${n}`,
          email: `season${cartIndex}-${n}@example.com`,
          phone: '732-555-0100',
          drivers: '[]',
          rent_cents: 24500 * length,
          delivery_cents: 0,
          drivers_cents: 0,
          total_cents: 24500 * length,
          deposit_cents: 50000,
          charged_miles: 0,
          agreement_version: 'bench',
          signature_name: 'Season Renter',
          signed_at: now,
          signed_from: 'bench',
          agreement_sha256: 'bench',
          created_at: now,
        });
        at += (length + 1) * dayMs;
      }
    }
    for (let start = 0; start < rows.length; start += 200)
      await db
        .insertInto('rental_bookings')
        .values(rows.slice(start, start + 200))
        .execute();
    const staffId = randomUUID();
    await db
      .insertInto('staff_users')
      .values({ id: staffId, email: 'bench@dealer.test', password_hash: 'no password', created_at: now, role: 'manager' })
      .execute();
    const token = randomBytes(32).toString('base64url');
    await db
      .insertInto('staff_sessions')
      .values({
        id_hash: createHash('sha256').update(token).digest('base64url'),
        staff_id: staffId,
        // The account was made just above, never signed out: its session epoch is the first.
        epoch: 0,
        expires_at: new Date(Date.now() + 60 * 60 * 1000).toISOString(),
        created_at: now,
        last_seen_at: now,
      })
      .execute();
    return { bookings: rows.length, token };
  } finally {
    await db.destroy();
  }
}

export async function runRentalCalendar(port: number): Promise<CalendarRow> {
  const dir = temporaryDir('bench-calendar-');
  const databaseUrl = `file:${path.join(dir, 'site.db')}`;
  const env = { DATABASE_URL: databaseUrl, DATA_DIR: path.join(dir, 'data') };
  // First start creates and seeds the database (and its fleet); then the season is added.
  const first = await startSite(port, env);
  await first.stop();
  const from = new Date(Date.now() + 7 * dayMs).toISOString().slice(0, 10);
  const { bookings, token } = await seedSeason(databaseUrl, from);
  const server = await startSite(port, env);
  const address = `${server.url}/admin/rentals?from=${from}&days=${days}`;
  const cookie = `staff_session=${token}`;
  try {
    const html = Buffer.from(await (await fetch(address, { headers: { cookie } })).arrayBuffer());
    if (!html.includes(`SEASON-`)) throw new Error('The calendar did not draw the season: is the session refused?');
    const times: number[] = [];
    for (let run = 0; run < 10; run++) {
      const started = performance.now();
      await (await fetch(address, { headers: { cookie } })).arrayBuffer();
      times.push(performance.now() - started);
    }
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
    const loads: number[] = [];
    try {
      const context = await browser.newContext();
      await context.addCookies([
        { name: 'staff_session', value: token, domain: '127.0.0.1', path: '/admin', httpOnly: true, sameSite: 'Lax' },
      ]);
      const page = await context.newPage();
      for (let run = 0; run < 5; run++) {
        await page.goto(address, { waitUntil: 'load' });
        loads.push(
          await page.evaluate(() => {
            const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
            return entry!.loadEventEnd - entry!.startTime;
          }),
        );
      }
    } finally {
      await browser.close();
    }
    const row: CalendarRow = {
      carts,
      days,
      bookings,
      htmlKb: Math.round(html.length / 1024),
      serverMedianMs: Math.round(median(times)),
      browserLoadMedianMs: Math.round(median(loads)),
      pass: false,
    };
    row.pass = row.serverMedianMs < budgets.calendarMs && row.browserLoadMedianMs < budgets.calendarMs;
    console.log(
      `  ${carts} carts × ${days} days, ${bookings} bookings: HTML ${row.htmlKb} KB, server ${row.serverMedianMs} ms, browser load ${row.browserLoadMedianMs} ms${row.pass ? '' : '  FAIL'}`,
    );
    return row;
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
