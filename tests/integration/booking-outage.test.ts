import { describe, expect, it } from 'vitest';

import { clientAddressHeader } from '@/server/security/client-address-header';

import { rentalBookingBody } from '../support/rental-booking-body';
import { setUpStripePayments } from '../support/stripe-setup';

/**
 * A booking that fails on our side (Stripe's page not opened) tells the customer to try again, so
 * trying again must not use up their booking attempts: on SQLite and PostgreSQL, through the
 * booking API's handler, with a stand-in of Stripe's API and a low BOOKING_RATE_LIMIT.
 */
const bookingLimit = 2;
const { stripe } = await setUpStripePayments({ BOOKING_RATE_LIMIT: String(bookingLimit) });

const { POST: book } = await import('@/app/api/rentals/bookings/route');
const { tooManyBookings } = await import('@/server/http/booking-post');
const { findBookingByReference } = await import('@/features/rentals/server/bookings');
const { startVehicleHold } = await import('@/features/payments/server/vehicle-holds');
const { listVehicles } = await import('@/features/inventory/server/vehicle-queries');
const { dealerDateTime } = await import('@/features/rentals/rental-time');
const { addDays, weekdayOf } = await import('@/features/requests/request-dates');

/** A Tuesday `weeksAhead` weeks from now. */
function tuesday(weeksAhead: number): string {
  let date = addDays(dealerDateTime(Date.now())[0], weeksAhead * 7);
  while (weekdayOf(date) !== 2) date = addDays(date, 1);
  return date;
}

let renters = 0;
/** A week's rental booked through the API by `client`, as a partner's site does. */
function bookFrom(client: string) {
  renters++;
  return book(
    new Request('http://127.0.0.1/api/rentals/bookings', {
      method: 'POST',
      headers: { 'content-type': 'application/json', [clientAddressHeader]: client },
      body: JSON.stringify(
        rentalBookingBody({
          start: tuesday(10 + renters),
          lastName: `Retry${renters}`,
          phone: `732-555-${String(3000 + renters).padStart(4, '0')}`,
        }),
      ),
    }),
  );
}

describe('a booking refused because Stripe cannot be reached', () => {
  it('costs the customer none of their booking attempts, however often they try again as told', async () => {
    const client = '198.18.9.1';
    stripe.unavailable = true;
    try {
      for (let tries = 0; tries <= bookingLimit; tries++) {
        const refused = await bookFrom(client);
        expect(refused.status).toBe(503);
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(((await refused.json()) as { error: string }).error).toMatch(/nothing was booked/);
      }
    } finally {
      stripe.unavailable = false;
    }
    // Stripe is back: the same customer books, and the limit still counts the bookings made.
    for (let booked = 0; booked < bookingLimit; booked++) {
      const made = await bookFrom(client);
      expect(made.status).toBe(201);
      const { reference } = (await made.json()) as { reference: string };
      expect((await findBookingByReference(reference))!.status).toBe('pending');
    }
    const limited = await bookFrom(client);
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { error: string }).error).toBe(tooManyBookings);
  });

  it('still costs an attempt when Stripe refuses what was sent, so a client cannot retry it without end', async () => {
    const client = '198.18.9.2';
    stripe.refusing = true;
    try {
      for (let tries = 0; tries < bookingLimit; tries++) expect((await bookFrom(client)).status).toBe(503);
      expect((await bookFrom(client)).status).toBe(429);
    } finally {
      stripe.refusing = false;
    }
  });

  it('is told apart, for a hold, from a refusal of the cart or of what was sent: only an outage gives its attempt back', async () => {
    const [first, second, third] = (await listVehicles()).filter((vehicle) => vehicle.status === 'available');
    const buyer = {
      firstName: 'Robin',
      lastName: 'Holder',
      email: 'robin@example.com',
      phone: '732-555-0199',
    };
    stripe.unavailable = true;
    const unreachable = await startVehicleHold(first!.id, buyer).finally(() => (stripe.unavailable = false));
    expect(unreachable).toMatchObject({ outcome: 'refused', tryAgain: true });
    expect(await startVehicleHold(second!.id, buyer)).toMatchObject({ outcome: 'checkout' });
    const someoneHolding = await startVehicleHold(second!.id, { ...buyer, email: 'other@example.com' });
    expect(someoneHolding).toMatchObject({ outcome: 'refused' });
    expect(someoneHolding).not.toHaveProperty('tryAgain');
    // Refused by Stripe for what was sent: not a reason to let the buyer try again unspent.
    stripe.refusing = true;
    const refusedAtStripe = await startVehicleHold(third!.id, buyer).finally(() => (stripe.refusing = false));
    expect(refusedAtStripe).toMatchObject({ outcome: 'refused' });
    expect(refusedAtStripe).not.toHaveProperty('tryAgain');
  });
});
