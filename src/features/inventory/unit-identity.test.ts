import { describe, expect, it } from 'vitest';

import { clashMessage, findClash, type UnitIdentity } from './unit-identity';

const unit = (overrides: Partial<UnitIdentity>): UnitIdentity => ({
  id: 'a',
  name: 'Cart A',
  status: 'available',
  stockNumber: null,
  vin: null,
  ...overrides,
});

describe('findClash', () => {
  const ranger = unit({
    id: 'ranger',
    name: '2022 Evolution D5 Ranger',
    status: 'on-hold',
    stockNumber: 'U-2231',
  });

  it('finds a listed or held cart with the same stock number, whatever its case, and names it', () => {
    const clash = findClash(unit({ stockNumber: 'u-2231' }), [ranger]);
    expect(clash).toEqual({
      field: 'stockNumber',
      value: 'u-2231',
      other: { id: 'ranger', name: ranger.name, status: 'on-hold' },
    });
    expect(clashMessage(clash!)).toContain(
      'Stock number u-2231 is already on “2022 Evolution D5 Ranger” (on hold).',
    );
  });

  it('finds a shared VIN', () => {
    const vin = '1M8GDM9AXKP042788';
    expect(findClash(unit({ vin }), [unit({ id: 'b', vin })])?.field).toBe('vin');
  });

  it('lets sold and archived carts keep their numbers, and a cart match itself', () => {
    expect(findClash(unit({ stockNumber: 'U-2231' }), [{ ...ranger, status: 'sold' }])).toBeUndefined();
    expect(findClash(unit({ stockNumber: 'U-2231', status: 'sold' }), [ranger])).toBeUndefined();
    expect(findClash(ranger, [ranger])).toBeUndefined();
  });
});
