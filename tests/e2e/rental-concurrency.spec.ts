import { dealerDateTime } from '../../src/features/rentals/rental-time';
import { addDays, weekdayOf } from '../../src/features/requests/request-dates';
import { startAppServer, type AppServer } from '../support/app-server';
import { expect, test } from '../support/browser-test';

/**
 * Never promised twice, across processes: two server processes on one SQLite file
 * (WEB_CONCURRENCY=2), fifty renters released together for the last free carts of a type. Within
 * one process a SQLite connection runs one transaction at a time anyway; across processes only the
 * booking transaction's immediate begin keeps the check and the write together (on PostgreSQL the
 * cart's row lock does: tests/integration/rental-bookings.test.ts).
 */

let server: AppServer;

test.beforeAll(async () => {
  // Every renter here is this machine: lift the per-address limit by configuration.
  server = await startAppServer({ WEB_CONCURRENCY: '2', BOOKING_RATE_LIMIT: '10000' });
});

test.afterAll(async () => {
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
