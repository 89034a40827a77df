import { describe, expect, it } from 'vitest';

import { dealer } from '@/content/dealer';
import { distanceMiles, municipalities } from '@/content/municipalities';

import { town } from '../../../tests/support/towns';
import { milesText } from './miles-text';
import { deliveredFrom, distancePhrase, servingLocation } from './town-location';

describe('servingLocation', () => {
  it('is a showroom with the distance in whole miles', () => {
    expect(servingLocation(town('bridgewater')).location.id).toBe('somerville-nj');
    const brick = servingLocation(town('brick'));
    expect(brick.location.id).toBe('toms-river-nj');
    expect(Number.isInteger(brick.miles)).toBe(true);
    expect(brick.miles).toBeGreaterThan(5);
    expect(brick.miles).toBeLessThan(15);
  });

  it('is zero miles away in the town the location stands in', () => {
    expect(servingLocation(town('toms-river')).miles).toBe(0);
    expect(servingLocation(town('somerville')).miles).toBe(0);
  });

  it('is within a day\u2019s delivery run of every town', () => {
    for (const m of municipalities) expect(servingLocation(m).miles, m.slug).toBeLessThan(50);
  });
});

describe('the nearest showroom', () => {
  it('is the closest showroom by coordinates, never a farther one', () => {
    const showrooms = dealer.locations.filter((location) => location.coordinates);
    for (const m of municipalities) {
      const chosen = servingLocation(m);
      for (const other of showrooms)
        expect(chosen.miles, `${m.slug} vs ${other.id}`).toBeLessThanOrEqual(
          Math.round(distanceMiles(other.coordinates!, m.coordinates)),
        );
    }
  });

  it('sends the shore-set slug in Somerset County to the Somerville showroom, shore towns to Toms River', () => {
    expect(servingLocation(town('somerset')).location.id).toBe('somerville-nj');
    expect(servingLocation(town('bay-head')).location.id).toBe('toms-river-nj');
    expect(servingLocation(town('montgomery')).location.id).toBe('somerville-nj');
  });
});

describe('wording', () => {
  it('says "about N miles" and handles zero and one', () => {
    expect(distancePhrase(12, 'Brick')).toBe('about 12 miles from Brick');
    expect(distancePhrase(1, 'Beachwood')).toBe('about 1 mile from Beachwood');
    expect(distancePhrase(0, 'Toms River')).toBe('right in Toms River');
    // The quotes' "(1 mile beyond the free 10)" too.
    expect([1, 2].map(milesText)).toEqual(['1 mile', '2 miles']);
  });

  it('names the location it delivers from, or says it is in town', () => {
    expect(deliveredFrom(servingLocation(town('toms-river')), 'Toms River')).toBe(
      'from our location right in Toms River',
    );
    expect(deliveredFrom(servingLocation(town('brick')), 'Brick')).toMatch(
      /^from our Toms River location, about \d+ miles away$/,
    );
  });
});
