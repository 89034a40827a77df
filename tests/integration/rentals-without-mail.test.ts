import { afterAll, expect, it } from 'vitest';

import { createTemporaryDatabase } from '../support/temp-database';

/**
 * Without mail (SMTP_URL unset) the waitlist could tell nobody: it is not offered, and a booking
 * cancelled meanwhile leaves anyone already waiting untold, to be told once mail is on again,
 * rather than marked as told. The desk says the renter is not e-mailed, rather than that they are.
 */
const scratch = await createTemporaryDatabase();
delete process.env.SMTP_URL;
process.env.BOOKING_RATE_LIMIT = '1000';

const { municipalityBySlug } = await import('@/content/municipalities');
const { bookRental, cancelBooking } = await import('@/features/rentals/server/bookings');
const { availability } = await import('@/features/rentals/server/availability');
const { joinWaitlist, waitlistOpen } = await import('@/features/rentals/server/waitlist');
const { dealerDateTime } = await import('@/features/rentals/rental-time');
const { addDays, weekdayOf } = await import('@/features/requests/request-dates');
const { bookingDeskPage } = await import('@/features/rentals/server/booking-desk');
const { closeDatabase, database } = await import('@/server/db/database');

afterAll(async () => {
  await closeDatabase();
  await scratch.cleanup();
});

it('offers no waitlist, leaves those already waiting untold when a cart frees up, and tells the desk the renter is not e-mailed', async () => {
  expect(waitlistOpen()).toBe(false);
  let start = addDays(dealerDateTime(Date.now())[0], 30);
  while (weekdayOf(start) !== 2) start = addDays(start, 1);
  const ask = {
    type: 'utility' as const,
    pickupDate: start,
    pickupTime: '10:00',
    days: 2,
    handover: { town: municipalityBySlug('toms-river')! },
    additionalDrivers: 0,
  };
  const renter = (name: string) => ({
    firstName: 'Pat',
    lastName: name,
    email: `${name.toLowerCase()}@example.com`,
    phone: '732-555-0144',
  });
  const bookings = [];
  for (let cart = (await availability(ask)).free; cart > 0; cart--) {
    const outcome = await bookRental({
      ask,
      renter: renter(`Full${cart}`),
      drivers: [
        {
          name: `Pat Full${cart}`,
          dateOfBirth: '1985-04-02',
          licenceNumber: 'S12345',
          licenceState: 'NJ',
          licenceExpiry: '2035-01-01',
        },
      ],
      signatureName: `Pat Full${cart}`,
      clientAddress: '127.0.0.1',
      source: null,
      sourcePath: '/rentals/book',
    });
    if (outcome.outcome !== 'booked') throw new Error(`not booked: ${outcome.outcome}`);
    bookings.push(outcome.booking);
  }
  expect((await availability(ask)).free).toBe(0);
  await joinWaitlist(ask, renter('Waiting'), null);
  expect((await cancelBooking(bookings[0]!.id, { customer: 'renter' })).outcome).toBe('cancelled');
  const waiting = await (
    await database()
  )
    .selectFrom('rental_waitlist')
    .select('notified_at')
    .where('email', '=', 'waiting@example.com')
    .execute();
  expect(waiting).toEqual([{ notified_at: null }]);

  const desk = (await bookingDeskPage(bookings[0]!.id, { done: 'cancelled' }))!;
  expect(desk.done).toMatch(/renter is not e-mailed/);
  expect(desk.done).not.toMatch(/renter is e-mailed/);
});
