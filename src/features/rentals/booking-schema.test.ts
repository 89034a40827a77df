import { describe, expect, it } from 'vitest';

import { municipalities } from '@/content/municipalities';
import { rentalLocationIds } from '@/content/rental-plans';

import { bookingProblems, checkBooking } from './booking-schema';
import { dealerMoment, deliveryNoticeMs, pickupTimes } from './rental-time';

/** A Monday, when both the showrooms and the delivery team hand carts over. */
const monday = '2027-07-12';
const nothingRefused = new Set<string>();

describe('bookingProblems: the pickup time', () => {
  const delivery = { start: monday, days: 2, town: municipalities[0]!.slug };
  const deliveryTime = pickupTimes(monday, 'delivery')[2]!;
  const deliveryAt = dealerMoment(monday, deliveryTime);

  it('refuses a delivery booked within its notice, saying why, and takes one booked before', () => {
    const tooSoon = new Date(deliveryAt - deliveryNoticeMs + 60_000);
    expect(
      bookingProblems({ ...delivery, pickupTime: deliveryTime }, tooSoon, nothingRefused).pickupTime,
    ).toMatch(/^A delivery needs \d+ hours' notice: choose a later time$/);
    const inTime = new Date(deliveryAt - deliveryNoticeMs - 60_000);
    expect(
      bookingProblems({ ...delivery, pickupTime: deliveryTime }, inTime, nothingRefused).pickupTime,
    ).toBeUndefined();
  });

  it('takes a showroom pickup up to its time, and refuses one that has passed', () => {
    const showroom = { start: monday, days: 2, showroom: rentalLocationIds[0] };
    const time = pickupTimes(monday, { locationId: rentalLocationIds[0] })[2]!;
    const at = dealerMoment(monday, time);
    expect(
      bookingProblems({ ...showroom, pickupTime: time }, new Date(at - 60_000), nothingRefused).pickupTime,
    ).toBeUndefined();
    expect(
      bookingProblems({ ...showroom, pickupTime: time }, new Date(at + 60_000), nothingRefused).pickupTime,
    ).toBe('That time has passed: choose a later one');
  });
});

describe('bookingProblems: a pickup date out of range', () => {
  it('names the date, and counts no days on from the last ones there are (a licence checked through its return)', () => {
    const driver = { licenceExpiry: '2030-01-01' };
    for (const start of ['9999-12-30', '9999-12-31']) {
      const problems = bookingProblems(
        { start, pickupTime: '09:00', days: 3, showroom: rentalLocationIds[0], drivers: [driver] },
        new Date(),
        nothingRefused,
      );
      expect(problems.start, start).toMatch(/^Book up to \d+ days ahead/);
      expect(problems['drivers.0.licenceExpiry'], start).toBeUndefined();
    }
  });
});

describe('checkBooking: whose details are missing', () => {
  const blankCustomer = { firstName: '', lastName: '', email: '', phone: '555-0100' };

  it("speaks to the renter on the booking page, and of the caller at the desk that types a caller's details", () => {
    const renter = checkBooking(blankCustomer, new Date());
    const desk = checkBooking(blankCustomer, new Date(), 'desk');
    if (renter.ok || desk.ok) throw new Error('a blank booking was taken');
    expect(renter.errors.firstName).toBe('Enter your first name');
    expect(renter.errors.phone).toBe('Enter your phone number with its area code');
    expect(desk.errors.firstName).toBe("Enter the caller's first name");
    expect(desk.errors.lastName).toBe("Enter the caller's last name");
    expect(desk.errors.phone).toBe("Enter the caller's phone number with its area code");
    expect(Object.values(desk.errors).filter((message) => /\byour\b/i.test(message))).toEqual([]);
  });
  it('says of the caller every field the desk left out, the signature and the agreement too', () => {
    const desk = checkBooking({}, new Date(), 'desk');
    if (desk.ok) throw new Error('an empty booking was taken');
    expect(desk.errors.email).toBe("Enter the caller's e-mail address");
    expect(desk.errors.phone).toBe("Enter the caller's phone number");
    expect(desk.errors.signature).toBe("Type the caller's full name as they gave it above");
    expect(desk.errors.acceptAgreement).toMatch(/to the caller/);
    expect(Object.values(desk.errors).filter((message) => /\byour\b/i.test(message))).toEqual([]);
  });
});
