import { describe, expect, it } from 'vitest';

import { serviceHours } from '@/content/dealer';
import { municipalities } from '@/content/municipalities';
import { rentalPolicy } from '@/content/rental-plans';
import { validateContact } from '@/features/leads/contact-schema';
import type { RequestKind } from '@/lib/request-kinds';

import {
  addDays,
  bookingHorizonDays,
  dealerToday,
  formatRequestDate,
  parseDate,
  weekdayOf,
} from './request-dates';
import { validateRequest, type RequestFieldErrors } from './request-fields';
import { timeWindowsOn } from './service-appointment';

const today = '2027-03-10';

/** The next date on or after `from` that falls on `weekday` (0 = Sunday). */
function next(weekday: number, from = addDays(today, 1)): string {
  let date = from;
  while (weekdayOf(date) !== weekday) date = addDays(date, 1);
  return date;
}

/** The field errors of a request that must be refused; the test fails if it is taken. */
function refusedFields(kind: RequestKind, input: Record<string, unknown>): RequestFieldErrors {
  const result = validateRequest(kind, input, today);
  if (result.success) throw new Error(`The ${kind} request was taken: ${JSON.stringify(input)}`);
  return result.fieldErrors;
}

const rental = {
  cartType: 'six-seater',
  plan: 'weekly',
  carts: '2',
  startDate: addDays(today, 3),
  endDate: addDays(today, 10),
  municipality: municipalities[0]!.slug,
};

describe('request dates', () => {
  it('knows real dates only', () => {
    expect(parseDate('2027-02-28')).toBeDefined();
    expect(parseDate('2027-02-30')).toBeUndefined();
    expect(parseDate('10/03/2027')).toBeUndefined();
  });

  it('gives today in New Jersey, not in UTC', () => {
    // 03:00 UTC is still the evening before in New York.
    expect(dealerToday(new Date('2027-03-11T03:00:00Z'))).toBe('2027-03-10');
  });
});

describe('rental request', () => {
  it('accepts a rental from a future start to a later end', () => {
    const result = validateRequest('rental', rental, today);
    expect(result.success).toBe(true);
    if (result.success) expect(result.data).toMatchObject({ kind: 'rental', carts: 2 });
  });

  it.each([
    [{ startDate: addDays(today, -1) }, 'startDate', 'cannot be in the past'],
    [{ endDate: rental.startDate }, 'endDate', 'must be after the start date'],
    [{ endDate: addDays(rental.startDate, -1) }, 'endDate', 'must be after the start date'],
    [{ startDate: '2027-02-30' }, 'startDate', 'Choose the start date'],
    [
      { endDate: addDays(today, bookingHorizonDays + 1) },
      'endDate',
      `Book up to ${bookingHorizonDays} days ahead`,
    ],
    [{ carts: '0' }, 'carts', 'from 1 to'],
    [{ carts: '2.5' }, 'carts', 'from 1 to'],
    [{ plan: 'yearly' }, 'plan', 'Choose a rental plan'],
  ])('refuses %o', (change, field, message) => {
    expect(refusedFields('rental', { ...rental, ...change })[field as 'carts']?.[0]).toContain(message);
  });

  it('takes a rental of exactly the policy maximum starting today, and refuses a day more or a day earlier', () => {
    const longest = rentalPolicy.maximumRentalDays;
    const fromToday = { ...rental, startDate: today, endDate: addDays(today, longest) };
    expect(validateRequest('rental', fromToday, today).success).toBe(true);

    const tooLong = refusedFields('rental', { ...fromToday, endDate: addDays(today, longest + 1) });
    expect(tooLong.endDate?.[0]).toContain(`at most ${longest} days`);
    // It names the last end date the policy allows.
    expect(tooLong.endDate?.[0]).toContain(formatRequestDate(addDays(today, longest)));
    expect(tooLong.startDate).toBeUndefined();
    const yesterday = refusedFields('rental', { ...fromToday, startDate: addDays(today, -1) });
    expect(yesterday.startDate?.[0]).toContain('cannot be in the past');
  });

  it('lets a request go without a message, and keeps its fields with the enquiry', () => {
    const result = validateContact(
      {
        firstName: 'A',
        lastName: 'B',
        email: 'a@example.com',
        phone: '7325550100',
        requestKind: 'rental',
        ...rental,
      },
      today,
    );
    expect(result.success).toBe(true);
    if (result.success) expect(result.data.request?.kind).toBe('rental');
  });

  it('reports the request fields beside the contact fields', () => {
    const result = validateContact({ firstName: '', requestKind: 'rental', ...rental, startDate: '' }, today);
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(result.fieldErrors.firstName).toBeDefined();
      expect(result.fieldErrors.startDate).toBeDefined();
    }
  });
});

describe('a rental request missing several things', () => {
  it('asks for the town and both empty dates at once', () => {
    const fieldErrors = refusedFields('rental', {
      cartType: 'four-seater',
      plan: 'weekly',
      carts: '1',
      startDate: '',
      endDate: ' ',
      municipality: '',
    });
    expect(fieldErrors).toEqual({
      municipality: ['Choose the town we deliver to'],
      startDate: ['Choose the start date'],
      endDate: ['Choose the end date'],
    });
  });
});

describe('service appointment', () => {
  const service = {
    cartBrand: 'Club Car',
    cartModel: 'Onward',
    cartYear: '',
    problem: 'battery',
    preferredDate: next(2),
    timeWindow: 'morning',
    handover: 'drop-off',
  };

  it('offers the windows of the service hours of that day', () => {
    const saturday = serviceHours.find((row) => row.dayOfWeek.includes('Saturday'))!;
    const windows = timeWindowsOn(next(6));
    expect(windows.map((window) => window.id)).toEqual(['morning', 'afternoon']);
    // The afternoon ends when the department closes on Saturdays.
    expect(windows[1]!.label).toContain(saturday.label.split('-')[1]);
  });

  it('accepts a weekday appointment with drop-off', () => {
    expect(validateRequest('service', service, today).success).toBe(true);
  });

  it('refuses a day the service department has no hours', () => {
    expect(refusedFields('service', { ...service, preferredDate: next(0) }).preferredDate?.[0]).toContain(
      'closed',
    );
  });

  it('asks for a skipped window and drop-off choice and names a closed day, all at once', () => {
    const fieldErrors = refusedFields('service', {
      ...service,
      preferredDate: next(0),
      timeWindow: '',
      handover: '',
    });
    expect(fieldErrors.timeWindow).toEqual(['Choose a time window']);
    expect(fieldErrors.handover).toEqual(['Choose drop-off or pick-up']);
    expect(fieldErrors.preferredDate?.[0]).toContain('closed');
  });

  it('needs a town for a pick-up', () => {
    expect(refusedFields('service', { ...service, handover: 'pick-up' }).municipality).toBeDefined();
    expect(
      validateRequest(
        'service',
        { ...service, handover: 'pick-up', municipality: municipalities[1]!.slug },
        today,
      ).success,
    ).toBe(true);
  });
});

describe('financing and trade-in', () => {
  it('reads typed money and percentages', () => {
    const result = validateRequest(
      'financing',
      { downPayment: '$1,500', termMonths: '60', aprPercent: '6.9%' },
      today,
    );
    expect(result.success && result.data).toMatchObject({
      downPayment: 1500,
      termMonths: 60,
      aprPercent: 6.9,
    });
  });

  it('refuses a term outside 24-84 months and an empty down payment', () => {
    const fieldErrors = refusedFields('financing', { downPayment: '', termMonths: '96', aprPercent: '5' });
    expect(Object.keys(fieldErrors).sort()).toEqual(['downPayment', 'termMonths']);
  });

  it('keeps the trade-in cart on one line, without invisible direction marks', () => {
    const fieldErrors = refusedFields('trade-in', {
      cartBrand: 'EZ-GO\u2028Bcc: x@example.com',
      cartModel: 'RXV\u202e',
      cartYear: '2021',
    });
    expect(fieldErrors.cartBrand).toEqual(['Brand must be on one line, without line breaks']);
    expect(fieldErrors.cartModel).toEqual([
      'Model must not hold control characters or invisible direction marks',
    ]);
  });

  it('needs the trade-in cart, its year, battery and condition', () => {
    expect(Object.keys(refusedFields('trade-in', { cartBrand: 'EZGO' })).sort()).toEqual([
      'batteryType',
      'cartCondition',
      'cartModel',
      'cartYear',
    ]);
  });
});
