import { afterEach, describe, expect, it, vi } from 'vitest';

import { latestModelYear } from '@/features/inventory/vehicle';
import { parseVehicleForm } from '@/features/inventory/vehicle-form';
import { validateRequest } from '@/features/requests/request-fields';

import { checkServiceBooking } from './booking-schema';

/**
 * What each form that asks for a model year says of `year` as the clock stands (the other fields are
 * left empty: only the year's own message is read).
 */
function yearProblems(year: number) {
  const typed = String(year);
  const request = validateRequest('trade-in', { cartYear: typed });
  const vehicle = parseVehicleForm({ year: typed });
  const booking = checkServiceBooking({ cart: { year: typed } }, '2030-01-01');
  return {
    tradeIn: request.success ? undefined : request.fieldErrors.cartYear,
    vehicleRecord: vehicle.success ? undefined : vehicle.errors.year,
    serviceBooking: booking.ok ? undefined : booking.errors['cart.year'],
  };
}

afterEach(() => vi.useRealTimers());

describe('the newest model year the forms take', () => {
  it("is next year at the dealer, by the dealer's clock rather than the server's", () => {
    // 03:00 UTC on New Year's Day is still New Year's Eve in the dealer's zone (America/New_York).
    expect(latestModelYear(new Date('2027-01-01T03:00:00Z'))).toBe(2027);
    expect(latestModelYear(new Date('2027-01-01T06:00:00Z'))).toBe(2028);
  });

  it('moves with the calendar in every form, without a restart, and says the new limit', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-31T12:00:00-05:00'));
    const before = yearProblems(2028);
    expect(before.tradeIn).toEqual(['Enter a model year from 1990 to 2027']);
    expect(before.vehicleRecord).toEqual(['The year must be between 1950 and 2027.']);
    expect(before.serviceBooking).toBe('Enter a model year from 1950 to 2027');

    // The same schemas, loaded once, a day later.
    vi.setSystemTime(new Date('2027-01-01T12:00:00-05:00'));
    expect(yearProblems(2028)).toEqual({
      tradeIn: undefined,
      vehicleRecord: undefined,
      serviceBooking: undefined,
    });
    expect(yearProblems(2029).tradeIn).toEqual(['Enter a model year from 1990 to 2028']);
  });
});
