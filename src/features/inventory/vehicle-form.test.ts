import { describe, expect, it } from 'vitest';

import { parseVehicleForm } from './vehicle-form';

const record = {
  name: '2021 Club Car Onward 4',
  brand: 'Club Car',
  model: 'Onward 4',
  year: '2021',
  condition: 'used',
  category: 'Onward',
  price: '$9,995',
  status: 'available',
  description: 'A tidy used cart with a new battery pack and lights.',
};

const errors = (overrides: Record<string, string>) => {
  const parsed = parseVehicleForm({ ...record, ...overrides });
  return parsed.success ? {} : parsed.errors;
};

describe('the vehicle record as staff type it', () => {
  it('reads figures as people write them and leaves what is not stated empty', () => {
    const parsed = parseVehicleForm({ ...record, colour: '  ', stockNumber: ' u-2231 ' });
    expect(parsed.success && parsed.data).toMatchObject({
      price: 9995,
      salePrice: null,
      colour: null,
      stockNumber: 'u-2231',
      featured: false,
    });
  });

  it('says which field to fill in, and how long a field may be, in its own words', () => {
    expect(errors({ model: '  ' })).toEqual({ model: ['Enter the model.'] });
    expect(errors({ category: '' })).toEqual({ category: ['Enter the series or category.'] });
    expect(errors({ colour: 'x'.repeat(41) })).toEqual({ colour: ['Colour can be at most 40 characters.'] });
    expect(errors({ price: '9995.50' })).toEqual({ price: ['The price must be a whole number of dollars.'] });
  });

  it('refuses a figure once, in its own words, never quoting the typed text back as a figure', () => {
    const described = { description: 'A tidy four seater, ready to drive.' };
    expect(errors({ ...described, seats: '1e1' })).toEqual({ seats: ['Seats must be a whole number.'] });
    expect(errors({ ...described, rangeMiles: '-4' })).toEqual({
      rangeMiles: ['The range must be a whole number of miles.'],
    });
    expect(errors({ price: '9995.50', salePrice: '9,000' })).toEqual({
      price: ['The price must be a whole number of dollars.'],
    });
    // Figures read, the description is still held against them.
    expect(errors({ ...described, seats: '6' }).description).toEqual([
      expect.stringMatching(/^The description says 4 seats, but the cart seats 6\.$/),
    ]);
  });

  it('writes a year’s bounds as years and a quantity’s with thousands separators', () => {
    expect(errors({ year: '1900' }).year?.[0]).toMatch(/^The year must be between 1950 and \d{4}\.$/);
    expect(errors({ mileage: '2000000' }).mileage?.[0]).toBe(
      'Mileage must be between 0 and 1,000,000 miles.',
    );
  });

  it('keeps every one-line field on one line, the optional ones too', () => {
    expect(errors({ name: 'Onward\u2028Sold' })).toEqual({
      name: ['Name must be on one line, without line breaks'],
    });
    expect(errors({ serialNumber: 'AB\u202e12' })).toEqual({
      serialNumber: ['Serial number must not hold control characters or invisible direction marks'],
    });
  });
});
