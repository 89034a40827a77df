import { describe, expect, it } from 'vitest';

import {
  applyFilters,
  brandOptions,
  defaultFilters,
  filtersToQuery,
  indexVehicles,
  matchesPrice,
  parseFilters,
  type InventoryFilters,
} from './inventory-filters';

type Listing = Parameters<typeof indexVehicles>[0][number];

const listing = (fields: Omit<Listing, 'salePrice' | 'status'> & Partial<Listing>): Listing => ({
  salePrice: null,
  status: 'available',
  ...fields,
});

const vehicles: Listing[] = (
  [
    {
      name: 'Denago EV City',
      description: 'Compact two-seat city cart',
      brand: 'Denago',
      category: 'EV City',
      price: 15000,
    },
    {
      name: 'Evolution D5 Ranger 4 Plus',
      description: 'Modern four-seater',
      brand: 'Evolution',
      category: 'D5 Ranger',
      price: 9595,
    },
    {
      name: 'Evolution D6 Max XT6',
      description: 'Premium six-seat 4x4',
      brand: 'Evolution',
      category: 'D6 Max',
      price: 17595,
    },
    {
      name: 'Club Car Onward',
      description: 'Used lifted cart, one owner',
      brand: 'Club Car',
      category: 'Onward',
      price: 26500,
    },
    {
      name: 'Denago EV Rover XXL',
      description: 'Eight seats for the whole crew',
      brand: 'Denago',
      category: 'EV Rover',
      price: 11995,
    },
    {
      name: 'Evolution Classic 2 Plus',
      description: 'Traded in and sold last week',
      brand: 'Evolution',
      category: 'Classic',
      price: 4500,
      status: 'sold',
    },
  ] as Parameters<typeof listing>[0][]
).map(listing);
const index = indexVehicles(vehicles);
const names = (filters: Partial<InventoryFilters>) =>
  applyFilters(index, { ...defaultFilters, ...filters }).map((position) => vehicles[position]!.name);

describe('inventory filters', () => {
  it('shows everything but sold carts with no filter, in the given order', () => {
    expect(names({})).toHaveLength(5);
    expect(names({})[0]).toBe('Denago EV City');
    expect(names({})).not.toContain('Evolution Classic 2 Plus');
  });

  it('brings sold carts back when asked', () => {
    expect(names({ sold: true })).toContain('Evolution Classic 2 Plus');
    expect(names({ sold: true, q: 'traded' })).toEqual(['Evolution Classic 2 Plus']);
  });

  it('filters and sorts on the sale price when there is one', () => {
    const onSale = [
      listing({
        name: 'Sale cart',
        description: '',
        brand: 'X',
        category: 'Y',
        price: 16000,
        salePrice: 14000,
      }),
    ];
    expect(applyFilters(indexVehicles(onSale), { ...defaultFilters, price: 'under-15000' })).toEqual([0]);
  });

  it('searches name and description without regard to case', () => {
    expect(names({ q: 'ROVER' })).toEqual(['Denago EV Rover XXL']);
    expect(names({ q: 'one owner' })).toEqual(['Club Car Onward']);
    expect(names({ q: '  six-seat ' })).toEqual(['Evolution D6 Max XT6']);
  });

  it('filters by brand, ignoring case', () => {
    expect(names({ brand: 'denago' })).toEqual(['Denago EV City', 'Denago EV Rover XXL']);
    expect(names({ brand: 'club car' })).toEqual(['Club Car Onward']);
  });

  it('matches the category as a substring', () => {
    expect(names({ category: 'ranger' })).toEqual(['Evolution D5 Ranger 4 Plus']);
    expect(names({ category: 'rover' })).toEqual(['Denago EV Rover XXL']);
  });

  it('uses the spec price bands, $15,000 and $25,000 inclusive in the middle band', () => {
    expect(matchesPrice(14999, 'under-15000')).toBe(true);
    expect(matchesPrice(15000, 'under-15000')).toBe(false);
    expect(matchesPrice(15000, '15000-25000')).toBe(true);
    expect(matchesPrice(25000, '15000-25000')).toBe(true);
    expect(matchesPrice(25000, 'over-25000')).toBe(false);
    expect(matchesPrice(25001, 'over-25000')).toBe(true);
  });

  it('combines filters', () => {
    expect(names({ brand: 'evolution', price: '15000-25000' })).toEqual(['Evolution D6 Max XT6']);
    expect(names({ brand: 'denago', category: 'ranger' })).toEqual([]);
  });

  it('sorts by price both ways and by name', () => {
    expect(names({ sort: 'price-asc' })[0]).toBe('Evolution D5 Ranger 4 Plus');
    expect(names({ sort: 'price-desc' })[0]).toBe('Club Car Onward');
    expect(names({ sort: 'name' })).toEqual(
      vehicles
        .filter((v) => v.status !== 'sold')
        .map((v) => v.name)
        .sort((a, b) => a.localeCompare(b, 'en')),
    );
  });
});

describe('filters in the URL', () => {
  it('round-trips through the query string and leaves defaults out', () => {
    const filters: InventoryFilters = {
      q: 'city',
      brand: 'denago',
      category: 'rover',
      price: 'under-15000',
      sort: 'price-desc',
      sold: true,
    };
    expect(parseFilters(new URLSearchParams(filtersToQuery(filters)))).toEqual(filters);
    expect(filtersToQuery(defaultFilters)).toBe('');
  });

  it('falls back to "all" for values it does not know', () => {
    expect(
      parseFilters(new URLSearchParams('category=boats&price=free&sort=random&brand=%3Cscript%3E')),
    ).toEqual(defaultFilters);
  });
});

describe('brandOptions', () => {
  it('always offers denago and evolution, plus any other brand in stock once', () => {
    expect(brandOptions([{ brand: 'Club Car' }, { brand: 'club car' }, { brand: 'Denago' }])).toEqual([
      { value: 'denago', label: 'Denago' },
      { value: 'evolution', label: 'Evolution' },
      { value: 'club car', label: 'Club Car' },
    ]);
  });
});
