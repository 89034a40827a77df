import { describe, expect, it } from 'vitest';

import { catalogueVehicles } from '../../../tests/support/vehicles';
import {
  compareHref,
  compareIds,
  compareRows,
  displayId,
  maxCompared,
  parseCompareQuery,
  selectCompared,
  specificationLabels,
  valuesDiffer,
  type CompareRow,
} from './compare';
import type { Vehicle } from './vehicle';

/** A vehicle whose compared facts are all set here, whatever the seed says. */
function vehicle(id: string, overrides: Partial<Vehicle> = {}): Vehicle {
  const base = catalogueVehicles()[0]!;
  return {
    ...base,
    id,
    name: `Cart ${id}`,
    condition: 'new',
    year: 2025,
    price: 10000,
    salePrice: null,
    status: 'available',
    seats: 4,
    rangeMiles: 40,
    topSpeedMph: 20,
    drive: 'Rear-wheel drive',
    batteryType: 'lithium',
    batteryCapacity: null,
    streetLegal: true,
    lifted: false,
    colour: null,
    mileage: null,
    hours: null,
    specifications: [],
    ...overrides,
  };
}

const rowOf = (rows: readonly CompareRow[], label: string) => {
  const row = rows.find((candidate) => candidate.label === label);
  if (!row) throw new Error(`no row ${label}`);
  return row;
};

describe('reading the ids', () => {
  it('splits at commas, trims, lowercases and keeps each id once, in order', () => {
    expect(compareIds('b, a ,,B,c')).toEqual(['b', 'a', 'c']);
  });

  it('accepts repeated ids parameters and the added one, in the order given', () => {
    expect(compareIds(['a,b', 'c', 'a'], 'd')).toEqual(['a', 'b', 'c', 'd']);
    expect(compareIds(undefined, undefined)).toEqual([]);
  });

  it('drops control characters and what is left empty', () => {
    expect(compareIds('\u0000')).toEqual([]);
    expect(compareIds('a\u0000b, \t ,c\n')).toEqual(['ab', 'c']);
  });

  it('reads the query: ids, add, diff, and whether there is a query at all', () => {
    expect(parseCompareQuery({})).toEqual({ ids: [], diff: false, adding: false, hasQuery: false });
    expect(parseCompareQuery({ ids: 'a,b', add: 'c', diff: '1' })).toEqual({
      ids: ['a', 'b', 'c'],
      diff: true,
      adding: true,
      hasQuery: true,
    });
    expect(parseCompareQuery({ ids: ['a', 'b'], diff: 'yes' })).toMatchObject({
      ids: ['a', 'b'],
      diff: false,
    });
    expect(parseCompareQuery({ add: '' })).toMatchObject({ ids: [], adding: true, hasQuery: true });
  });
});

describe('the comparison address', () => {
  it('lists the ids with readable commas, and diff only when asked', () => {
    expect(compareHref(['a', 'b-2', 'c'])).toBe('/compare?ids=a,b-2,c');
    expect(compareHref(['a', 'b'], { diff: true })).toBe('/compare?ids=a,b&diff=1');
    expect(compareHref([])).toBe('/compare');
  });

  it('escapes what is not part of an id', () => {
    expect(compareHref(['a&b=c', 'd,e'])).toBe('/compare?ids=a%26b%3Dc,d%2Ce');
  });
});

describe('picking the vehicles', () => {
  const known = new Map(['a', 'b', 'c', 'd'].map((id) => [id, { id }]));
  const find = (id: string) => known.get(id);

  it('takes the known ids in order and reports the unknown ones', () => {
    expect(selectCompared(['x', 'b', 'y', 'a'], find)).toEqual({
      vehicles: [{ id: 'b' }, { id: 'a' }],
      unknown: ['x', 'y'],
      leftOut: 0,
    });
  });

  it('compares a cart asked for twice (by its id and a shorter form of it) once', () => {
    const findAsAsked = (id: string) => known.get(id.replace(/^ev-/, ''));
    expect(selectCompared(['ev-a', 'a', 'b'], findAsAsked).vehicles).toEqual([{ id: 'a' }, { id: 'b' }]);
  });

  it(`compares at most ${maxCompared} and counts the rest without looking them up`, () => {
    const looked: string[] = [];
    const result = selectCompared(['a', 'b', 'c', 'd', 'zz'], (id) => {
      looked.push(id);
      return find(id);
    });
    expect(result.vehicles.map((vehicle) => vehicle.id)).toEqual(['a', 'b', 'c']);
    expect(result.leftOut).toBe(2);
    expect(looked).toEqual(['a', 'b', 'c']);
  });

  it('takes a hundred ids and one very long one in its stride', () => {
    const many = Array.from({ length: 100 }, (_, index) => `missing-${index}`);
    const long = 'a'.repeat(5000);
    const result = selectCompared([long, ...many, 'a'], find);
    expect(result.vehicles).toEqual([{ id: 'a' }]);
    expect(result.unknown).toHaveLength(101);
    expect(displayId(long)).toHaveLength(40);
    expect(displayId(long).endsWith('…')).toBe(true);
    expect(displayId('short')).toBe('short');
  });
});

describe('differences', () => {
  it('compares values without regard to case or spacing', () => {
    expect(valuesDiffer(['Lithium-ion', ' lithium-ion '])).toBe(false);
    expect(valuesDiffer(['4', '6'])).toBe(true);
  });

  it('never marks a single value, and marks a missing value against a stated one', () => {
    expect(valuesDiffer(['4'])).toBe(false);
    expect(valuesDiffer([null, null])).toBe(false);
    expect(valuesDiffer(['4', null])).toBe(true);
  });

  it('marks the rows where the vehicles differ and leaves the equal ones unmarked', () => {
    const rows = compareRows([
      vehicle('a', { price: 10000, seats: 4 }),
      vehicle('b', { price: 12000, salePrice: 11000, seats: 4 }),
    ]);
    expect(rowOf(rows, 'Price')).toMatchObject({
      values: ['$10,000', '$11,000 (was $12,000)'],
      differs: true,
    });
    expect(rowOf(rows, 'Seats')).toMatchObject({ values: ['4', '4'], differs: false });
    expect(rowOf(rows, 'Battery')).toMatchObject({ values: ['Lithium-ion', 'Lithium-ion'], differs: false });
  });

  it('marks nothing with one vehicle', () => {
    expect(compareRows([vehicle('a')]).filter((row) => row.differs)).toEqual([]);
  });
});

describe('the rows', () => {
  it('starts with the figures every comparison shows, in order, missing ones left to "Ask us"', () => {
    const rows = compareRows([vehicle('a', { drive: null, streetLegal: null }), vehicle('b')]);
    expect(rows.map((row) => row.label)).toEqual([
      'Price',
      'Condition and year',
      'Seats',
      'Range',
      'Top speed',
      'Battery',
      'Drive',
      'Street legal (LSV)',
    ]);
    expect(rowOf(rows, 'Drive')).toMatchObject({
      values: [null, 'Rear-wheel drive'],
      missing: 'ask',
      differs: true,
    });
    expect(rowOf(rows, 'Street legal (LSV)').values).toEqual([null, 'Yes']);
  });

  it('states battery type and capacity together, and condition with the year', () => {
    const rows = compareRows([
      vehicle('a', { batteryCapacity: '105 Ah', condition: 'used', year: 2021 }),
      vehicle('b', { batteryType: null, batteryCapacity: null, year: null }),
    ]);
    expect(rowOf(rows, 'Battery').values).toEqual(['Lithium-ion, 105 Ah', null]);
    expect(rowOf(rows, 'Condition and year').values).toEqual(['Used 2021', 'New']);
  });

  it('adds lifted, colour, mileage and hours only when one of the vehicles states them', () => {
    const rows = compareRows([vehicle('a', { lifted: true, mileage: 1200 }), vehicle('b')]);
    expect(rowOf(rows, 'Lifted')).toMatchObject({ values: ['Yes', 'No'], differs: true });
    expect(rowOf(rows, 'Mileage')).toMatchObject({ values: ['1,200 miles', null], missing: 'not-stated' });
    expect(rows.some((row) => row.label === 'Colour' || row.label === 'Hours')).toBe(false);
  });
});

describe('specification rows', () => {
  const a = vehicle('a', {
    specifications: [
      { label: 'Charger', value: 'Onboard 48V' },
      { label: 'Tyres', value: '10 in' },
    ],
  });
  const b = vehicle('b', {
    specifications: [
      { label: 'Warranty', value: '2 years' },
      { label: ' charger ', value: 'onboard  48v' },
    ],
  });
  const c = vehicle('c', { specifications: [{ label: 'Tyres', value: '14 in' }] });

  it('unites every label of every vehicle, each once, first seen first', () => {
    expect(specificationLabels([a, b, c])).toEqual(['Charger', 'Tyres', 'Warranty']);
    expect(specificationLabels([])).toEqual([]);
  });

  it('gives every vehicle a value or null under each label, after the figures', () => {
    const rows = compareRows([a, b, c]);
    expect(rows.slice(-3)).toEqual([
      expect.objectContaining({
        label: 'Charger',
        values: ['Onboard 48V', 'onboard  48v', null],
        differs: true,
      }),
      expect.objectContaining({ label: 'Tyres', values: ['10 in', null, '14 in'], missing: 'not-stated' }),
      expect.objectContaining({ label: 'Warranty', values: [null, '2 years', null] }),
    ]);
    expect(new Set(rows.map((row) => row.key)).size).toBe(rows.length);
  });

  it('does not mark a specification the vehicles state alike', () => {
    const rows = compareRows([
      a,
      vehicle('d', { specifications: [{ label: 'CHARGER', value: 'Onboard 48V' }] }),
    ]);
    expect(rowOf(rows, 'Charger').differs).toBe(false);
    expect(rowOf(rows, 'Tyres').differs).toBe(true);
  });

  it('joins the values of a label entered twice', () => {
    const twice = vehicle('e', {
      specifications: [
        { label: 'Light', value: 'LED' },
        { label: 'light', value: 'Halo' },
      ],
    });
    expect(rowOf(compareRows([twice]), 'Light').values).toEqual(['LED; Halo']);
  });
});
