import { expect, type APIRequestContext, type Page } from '@playwright/test';

import { addDays } from '../../src/features/requests/request-dates';
import { rentalBookingBody } from './rental-booking-body';

/**
 * The race for the last rental cart, as the booking pages' tests run it: a utility cart for two
 * days from a date, delivered to Bay Head (a town served from one base, so its fleet runs out),
 * booked by other renters through the API while a renter fills in the booking form.
 */

/** The question the booking page is asked, as its address's query. */
export const utilityQuestion = (start: string) =>
  `type=utility&start=${start}&time=10:00&days=2&town=bay-head`;

/** How many such carts are free for the date, as the availability API says. */
async function freeUtilityCarts(request: APIRequestContext, start: string): Promise<number> {
  const answer = await request.get(`/api/rentals/availability?${utilityQuestion(start)}`);
  return ((await answer.json()) as { free: number }).free;
}

/** One such cart booked by another renter, `lastName`, through the API: booked, or refused as full. */
export async function bookUtilityElsewhere(request: APIRequestContext, start: string, lastName: string) {
  const answer = await request.post('/api/rentals/bookings', {
    data: rentalBookingBody(
      { start, lastName, phone: '732-555-0133' },
      { type: 'utility', days: 2, town: 'bay-head' },
    ),
  });
  expect([201, 409]).toContain(answer.status());
}

/** Others book until `left` carts are free for the date: the last one, or none. */
export async function bookUntilLeft(request: APIRequestContext, start: string, left: 0 | 1) {
  for (let booked = 0; (await freeUtilityCarts(request, start)) > left; booked++) {
    // The seed's fleet is a handful of carts: more bookings than that means none is being taken.
    expect(booked, 'bookings made without the fleet running out').toBeLessThan(50);
    await bookUtilityElsewhere(request, start, `Earlier${booked}`);
  }
  expect(await freeUtilityCarts(request, start)).toBe(left);
}

/** The booking form filled in for a renter who is the one driver, signed and agreed to: what was typed. */
export async function fillRentalBooking(page: Page, start: string, renter: { first: string; last: string }) {
  const name = `${renter.first} ${renter.last}`;
  const licenceNumber = 'Q1234 56789 01234';
  await page.getByLabel('First name').fill(renter.first);
  await page.getByLabel('Last name').fill(renter.last);
  await page.getByLabel('E-mail').fill(`${renter.first}.${renter.last}@example.com`.toLowerCase());
  await page.getByLabel('Mobile phone').fill('732-555-0105');
  await page.getByLabel('Full name on the licence').fill(name);
  await page.getByLabel('Date of birth').fill('1988-03-02');
  await page.getByLabel('Licence number').fill(licenceNumber);
  await page.getByLabel('Licence expires').fill(addDays(start, 400));
  await page.getByLabel('Sign by typing your full name').fill(name);
  await page.getByLabel('I agree to the rental agreement').check();
  return { first: renter.first, licenceNumber };
}
