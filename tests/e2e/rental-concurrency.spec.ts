import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { Kysely } from 'kysely';

import { dealerDateTime } from '../../src/features/rentals/rental-time';
import { addDays, weekdayOf } from '../../src/features/requests/request-dates';
import type { Database } from '../../src/server/db/schema';
import { startAppServer, type AppServer } from '../support/app-server';
import { expect, test } from '../support/browser-test';
import { connectSeparately } from '../support/separate-connection';

/**
 * Never promised twice, across processes: two server processes on one SQLite file
 * (WEB_CONCURRENCY=2), fifty renters released together for the last free carts of a type, and
 * fifty service bookers for the last hours of a workshop day. Within
 * one process a SQLite connection runs one transaction at a time anyway; across processes only the
 * booking transaction's immediate begin keeps the check and the write together (on PostgreSQL the
 * cart's row lock and the workshop day's advisory lock do: tests/integration/rental-bookings.test.ts
 * and service-bookings.test.ts).
 */

let server: AppServer;
let db: Kysely<Database>;

test.beforeAll(async () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'dealer-concurrency-'));
  const databaseUrl = `file:${path.join(folder, 'site.db')}`;
  // Every booker here is this machine: lift the per-address limit by configuration.
  server = await startAppServer({
    WEB_CONCURRENCY: '2',
    BOOKING_RATE_LIMIT: '10000',
    DATABASE_URL: databaseUrl,
    DATA_DIR: path.join(folder, 'data'),
  });
  db = connectSeparately(databaseUrl);
});

test.afterAll(async () => {
  await db?.destroy();
  await server?.stop();
});

test('fifty renters at once over two processes book exactly the free carts, and hear what else is free', async () => {
  let start = addDays(dealerDateTime(Date.now())[0], 40);
  while (weekdayOf(start) !== 4) start = addDays(start, 1);
  const ask = `type=six-seater&start=${start}&time=11:00&days=4&town=toms-river`;
  const free = async () =>
    ((await (await fetch(`${server.url}/api/rentals/availability?${ask}`)).json()) as { free: number }).free;
  const before = await free();
  expect(before).toBeGreaterThan(0);
  const booking = (renter: number) => ({
    type: 'six-seater',
    start,
    pickupTime: '11:00',
    days: 4,
    town: 'toms-river',
    firstName: 'Casey',
    lastName: `Rush${renter}`,
    email: `rush${renter}@example.com`,
    phone: '732-555-0150',
    drivers: [
      {
        name: `Casey Rush${renter}`,
        dateOfBirth: '1988-02-03',
        licenceNumber: `C${String(renter).padStart(7, '0')}`,
        licenceState: 'NJ',
        licenceExpiry: '2034-02-03',
      },
    ],
    acceptAgreement: true,
    signature: `Casey Rush${renter}`,
  });
  const statuses = await Promise.all(
    Array.from({ length: 50 }, async (_, renter) => {
      const answer = await fetch(`${server.url}/api/rentals/bookings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(booking(renter)),
      });
      await answer.arrayBuffer();
      return answer.status;
    }),
  );
  expect(statuses.filter((status) => status >= 500)).toEqual([]);
  expect(statuses.filter((status) => status === 201)).toHaveLength(before);
  expect(statuses.filter((status) => status === 409)).toHaveLength(50 - before);
  expect(await free()).toBe(0);
});

test('fifty service bookers at once over two processes take exactly the last hours of a day, and hear the next free day', async () => {
  const jobs = (await (await fetch(`${server.url}/api/service/jobs`)).json()) as {
    id: string;
    hours: number;
  }[];
  const longest = jobs.reduce((a, b) => (b.hours > a.hours ? b : a));
  let date = addDays(dealerDateTime(Date.now())[0], 40);
  while (weekdayOf(date) !== 3) date = addDays(date, 1);
  const slots = async () =>
    (
      (await (await fetch(`${server.url}/api/service/slots?job=${longest.id}&from=${date}`)).json()) as {
        days: { date: string; windows: { id: string; free: number }[] }[];
      }
    ).days[0]!;
  const day = await slots();
  expect(day.date).toBe(date);
  // As many as the day's hours take: the fullest window's room is capped by the hours left.
  const room = Math.max(...day.windows.map((window) => window.free));
  expect(room).toBeGreaterThan(0);
  // The days offered to those refused: a later day once the day is full, or, refused while the
  // day still has hours (its window full first, as arrivals fall under load), another window.
  const offeredLater: boolean[] = [];
  const statuses = await Promise.all(
    Array.from({ length: 50 }, async (_, booker) => {
      const window = day.windows[booker % day.windows.length]!.id;
      const answer = await fetch(`${server.url}/api/service/bookings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          job: longest.id,
          date,
          window,
          firstName: 'Casey',
          lastName: `Queue${booker}`,
          email: `queue${booker}@example.com`,
          phone: '908-555-0150',
          cart: { brand: 'EZGO', model: 'TXT', year: 2017 },
        }),
      });
      const body = (await answer.json()) as { next?: { date: string; window: string } };
      if (answer.status === 409) {
        const later = body.next!.date > date;
        expect(later || body.next!.window !== window).toBe(true);
        offeredLater.push(later);
      }
      return answer.status;
    }),
  );
  expect(offeredLater).toContain(true);
  expect(statuses.filter((status) => status >= 500)).toEqual([]);
  const booked = statuses.filter((status) => status === 201).length;
  expect(statuses.filter((status) => status === 409)).toHaveLength(50 - booked);
  // Exactly what the day held: nothing is left for the job, no more minutes than on duty, and no
  // window took more carts than it had.
  expect(booked).toBeGreaterThanOrEqual(room);
  expect((await slots()).windows.every((window) => window.free === 0)).toBe(true);
  const rows = await db
    .selectFrom('service_bookings')
    .select(['minutes', 'window_id'])
    .where('drop_off_date', '=', date)
    .where('status', '<>', 'cancelled')
    .execute();
  const onDuty = await db
    .selectFrom('service_shop_days')
    .select('minutes')
    .where('weekday', '=', weekdayOf(date))
    .executeTakeFirstOrThrow();
  const minutes = rows.reduce((sum, row) => sum + Number(row.minutes), 0);
  expect(minutes).toBeLessThanOrEqual(Number(onDuty.minutes));
  expect(Number(onDuty.minutes) - minutes).toBeLessThan(longest.hours * 60);
  const windows = await db.selectFrom('service_windows').select(['id', 'max_carts']).execute();
  for (const window of windows)
    expect(rows.filter((row) => row.window_id === window.id).length).toBeLessThanOrEqual(
      Number(window.max_carts),
    );
});
