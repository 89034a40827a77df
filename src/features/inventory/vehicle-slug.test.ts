import { describe, expect, it } from 'vitest';

import { catalogue } from '@/content/catalogue';

import { resolveVehicleId, slugify, uniqueSlug } from './vehicle-slug';

const ids = new Set(catalogue.map((model) => model.slug));

describe('slugify', () => {
  it.each([
    ['DENAGO EV ROVER XL6', 'denago-ev-rover-xl6'],
    ['Evolution D5 Maverick 2+2 Plus', 'evolution-d5-maverick-2-2-plus'],
    ['  2019 Club Car  Onward (lifted) ', '2019-club-car-onward-lifted'],
  ])('lowercases %j and joins its words with hyphens', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it.each([
    ['Muñoz Cart ÉCLAT', 'munoz-cart-eclat'],
    ['Straße Cruiser Ø2', 'strasse-cruiser-o2'],
    ['Ｆｕｌｌ-width Ｓ４', 'full-width-s4'],
  ])('spells %j in plain letters rather than dropping the accented ones', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it('gives every catalogue model its own slug from its full name', () => {
    for (const model of catalogue) {
      if (model.slug === 'evolution-d5-ranger-22') continue; // the spec keeps this historical slug
      expect(slugify(model.name)).toBe(model.slug);
    }
  });

  it('numbers a slug that is already taken', () => {
    const taken = new Set(['club-car-onward', 'club-car-onward-2']);
    expect(uniqueSlug('Club Car Onward', (id) => taken.has(id))).toBe('club-car-onward-3');
    expect(uniqueSlug('Yamaha Drive2', (id) => taken.has(id))).toBe('yamaha-drive2');
    expect(uniqueSlug('!!!', () => false)).toBe('vehicle');
  });
});

describe('resolveVehicleId', () => {
  it('keeps a canonical id', () => {
    expect(resolveVehicleId('denago-ev-city', ids)).toBe('denago-ev-city');
  });

  it('resolves ids without the brand or the series when exactly one vehicle ends with them', () => {
    expect(resolveVehicleId('d5-ranger-4-plus', ids)).toBe('evolution-d5-ranger-4-plus');
    expect(resolveVehicleId('ranger-4-plus', ids)).toBe('evolution-d5-ranger-4-plus');
    expect(resolveVehicleId('nomad-xl', ids)).toBe('denago-ev-nomad-xl');
    expect(resolveVehicleId('d6-max-xt4', ids)).toBe('evolution-d6-max-xt4');
    expect(resolveVehicleId('EV%20CITY', ids)).toBe('denago-ev-city');
  });

  it('finds nothing when no vehicle or several vehicles match', () => {
    expect(resolveVehicleId('not-a-cart', ids)).toBeUndefined();
    expect(resolveVehicleId('', ids)).toBeUndefined();
    // Ranger 6 Plus, Maverick 6 Plus and Forester 6 Plus all end with it.
    expect(resolveVehicleId('6-plus', ids)).toBeUndefined();
    expect(resolveVehicleId('a%2Fb', ids)).toBeUndefined();
  });
});
