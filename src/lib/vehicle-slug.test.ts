import { describe, expect, it } from 'vitest';

import { catalogue } from '@/content/catalogue';

import { resolveVehicleId, slugify } from './vehicle-slug';

const known = new Set(catalogue.map((model) => model.slug));
const isKnown = (id: string) => known.has(id);

describe('slugify', () => {
  it('lowercases a model name and joins its words with hyphens', () => {
    expect(slugify('DENAGO EV ROVER XL6')).toBe('denago-ev-rover-xl6');
    expect(slugify('Evolution D5 Maverick 2+2 Plus')).toBe('evolution-d5-maverick-2-2-plus');
  });

  it('gives every catalogue model its own slug from its full name', () => {
    for (const model of catalogue) {
      if (model.slug === 'evolution-d5-ranger-22') continue; // the spec keeps this historical slug
      expect(slugify(model.name)).toBe(model.slug);
    }
  });
});

describe('resolveVehicleId', () => {
  it('keeps a canonical id', () => {
    expect(resolveVehicleId('denago-ev-city', isKnown)).toBe('denago-ev-city');
  });

  it('resolves the evolution lineup ids without the brand prefix', () => {
    expect(resolveVehicleId('d5-ranger-4-plus', isKnown)).toBe('evolution-d5-ranger-4-plus');
    expect(resolveVehicleId('d6-max-xt4', isKnown)).toBe('evolution-d6-max-xt4');
  });

  it('resolves denago ids without the brand prefix and upper-case names', () => {
    expect(resolveVehicleId('ev-rover-xxl', isKnown)).toBe('denago-ev-rover-xxl');
    expect(resolveVehicleId('EV%20CITY', isKnown)).toBe('denago-ev-city');
  });

  it('finds nothing for an unknown id', () => {
    expect(resolveVehicleId('not-a-cart', isKnown)).toBeUndefined();
    expect(resolveVehicleId('', isKnown)).toBeUndefined();
  });
});
