import { describe, expect, it } from 'vitest';

import {
  displayedMunicipalityType,
  distanceMiles,
  municipalities,
  municipalitiesInRegion,
  municipalityTitle,
  nearbyMunicipalities,
  regions,
} from '@/content/municipalities';

import { town } from '../../tests/support/towns';

// The two sets exactly as brief section 2 lists them.
const somersetTownships = [
  'bedminster',
  'bernards',
  'branchburg',
  'bridgewater',
  'franklin',
  'green-brook',
  'hillsborough',
  'montgomery',
  'warren',
];
const somersetBoroughs = [
  'bernardsville',
  'bound-brook',
  'far-hills',
  'manville',
  'millstone',
  'north-plainfield',
  'peapack-gladstone',
  'raritan',
  'rocky-hill',
  'somerville',
  'south-bound-brook',
  'watchung',
];
const shoreSlugs = [
  'toms-river',
  'brick',
  'lakewood',
  'jackson',
  'point-pleasant',
  'somerset',
  'seaside-heights',
  'seaside-park',
  'lavallette',
  'bay-head',
  'mantoloking',
  'ortley-beach',
  'barnegat',
  'barnegat-light',
  'forked-river',
  'lanoka-harbor',
  'island-heights',
  'beachwood',
  'south-toms-river',
  'pine-beach',
  'ocean-gate',
  'berkeley',
  'manchester',
  'lacey',
  'plumsted',
  'new-egypt',
  'whiting',
  'browns-mills',
  'bayville',
  'crestwood-village',
  'ship-bottom',
  'surf-city',
  'harvey-cedars',
  'long-beach-township',
  'beach-haven',
];

describe('the towns served', () => {
  it('are exactly the 56 of the spec: 21 in Somerset County and 35 at the shore', () => {
    expect(municipalities).toHaveLength(56);
    expect(
      municipalitiesInRegion('somerset-county')
        .map((m) => m.slug)
        .sort(),
    ).toEqual([...somersetTownships, ...somersetBoroughs].sort());
    expect(
      municipalitiesInRegion('jersey-shore')
        .map((m) => m.slug)
        .sort(),
    ).toEqual([...shoreSlugs].sort());
  });

  it('have unique, lowercase hyphenated slugs', () => {
    const slugs = municipalities.map((m) => m.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it('type the Somerset set as the spec does: 9 townships and 12 boroughs', () => {
    for (const slug of somersetTownships) expect(town(slug).type, slug).toBe('Township');
    for (const slug of somersetBoroughs) expect(town(slug).type, slug).toBe('Borough');
  });

  it('each name a region that names its serving location', () => {
    for (const m of municipalities)
      expect(regions[m.region].servedFrom).toMatch(/^(somerville|toms-river)-nj$/);
  });

  it('have distinct titles, so every landing page title is unique', () => {
    const titles = municipalities.map(municipalityTitle);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('each carry local content of their own', () => {
    const intros = new Set(municipalities.map((m) => m.localIntro));
    expect(intros.size).toBe(56);
    for (const m of municipalities) {
      const words = m.localIntro.split(/\s+/).length;
      expect(words, m.slug).toBeGreaterThanOrEqual(35);
      expect(m.cartUses).toHaveLength(3);
    }
  });
});

describe('the displayed type', () => {
  it.each([
    ['City', 'Borough'],
    ['Township', 'Township'],
    ['Borough', 'Borough'],
  ] as const)('shows a %s as %s', (official, shown) => {
    expect(displayedMunicipalityType(official)).toBe(shown);
  });

  it('is applied to every town whose official form is a City', () => {
    for (const m of municipalities.filter((candidate) => candidate.officialType)) {
      expect(m.type, m.slug).toBe(displayedMunicipalityType(m.officialType!));
    }
  });

  it('of a place within another municipality is that municipality\u2019s type', () => {
    const parts = municipalities.filter((m) => m.partOf);
    expect(parts.map((m) => m.slug)).toEqual(
      expect.arrayContaining(['ortley-beach', 'forked-river', 'whiting', 'bayville', 'new-egypt']),
    );
    for (const m of parts)
      expect(m.partOf!.endsWith(` ${m.type}`), `${m.slug} is part of ${m.partOf}`).toBe(true);
  });

  it('makes the landing page titles the footer and the pages share', () => {
    expect(municipalityTitle(town('long-beach-township'))).toBe('Long Beach Township Golf Carts');
    expect(municipalityTitle(town('ortley-beach'))).toBe('Ortley Beach Township Golf Carts');
    expect(municipalityTitle(town('bay-head'))).toBe('Bay Head Borough Golf Carts');
    expect(municipalityTitle(town('forked-river'))).toBe('Forked River Township Golf Carts');
    expect(municipalityTitle(town('peapack-gladstone'))).toBe('Peapack-Gladstone Borough Golf Carts');
  });
});

describe('nearby towns', () => {
  it('are the nearest of the same region, nearest first, without the town itself', () => {
    expect(nearbyMunicipalities(town('ship-bottom'), 4).map((m) => m.slug)).toEqual([
      'surf-city',
      'long-beach-township',
      'harvey-cedars',
      'beach-haven',
    ]);
    expect(nearbyMunicipalities(town('somerville'), 2).map((m) => m.slug)).toEqual([
      'raritan',
      'bridgewater',
    ]);
  });

  it('never cross into the other set, even for the shore-set slug that lies in Somerset County', () => {
    const somerset = town('somerset');
    const nearby = nearbyMunicipalities(somerset, 4);
    expect(nearby).toHaveLength(4);
    for (const m of nearby) expect(m.region).toBe('jersey-shore');
    // Franklin Township (Somerset set) is closer than any shore town, yet is left out.
    expect(nearby.map((m) => m.slug)).not.toContain('franklin');
  });

  it('hold for every town: same region, sorted by distance, itself excluded, count respected', () => {
    for (const m of municipalities) {
      const nearby = nearbyMunicipalities(m, 4);
      expect(nearby, m.slug).toHaveLength(4);
      expect(nearby.map((other) => other.slug)).not.toContain(m.slug);
      const miles = nearby.map((other) => distanceMiles(m.coordinates, other.coordinates));
      expect(miles).toEqual([...miles].sort((a, b) => a - b));
      for (const other of nearby) expect(other.region).toBe(m.region);
      // Nothing left out of the region is nearer than the farthest one chosen.
      const farthest = miles[miles.length - 1]!;
      for (const other of municipalitiesInRegion(m.region)) {
        if (other.slug === m.slug || nearby.includes(other)) continue;
        expect(distanceMiles(m.coordinates, other.coordinates)).toBeGreaterThanOrEqual(farthest);
      }
    }
  });

  it('respect the count asked for', () => {
    expect(nearbyMunicipalities(town('brick'), 0)).toEqual([]);
    expect(nearbyMunicipalities(town('brick'), 1)).toHaveLength(1);
    expect(nearbyMunicipalities(town('brick'), 100)).toHaveLength(34);
    expect(nearbyMunicipalities(town('bedminster'), 100)).toHaveLength(20);
  });
});

describe('distanceMiles', () => {
  it('is zero to itself and symmetric, and about right for a known pair', () => {
    const a = town('toms-river').coordinates;
    const b = town('somerville').coordinates;
    expect(distanceMiles(a, a)).toBe(0);
    expect(distanceMiles(a, b)).toBeCloseTo(distanceMiles(b, a), 9);
    // Toms River to Somerville is roughly 45 miles as the crow flies.
    expect(distanceMiles(a, b)).toBeGreaterThan(40);
    expect(distanceMiles(a, b)).toBeLessThan(50);
  });
});
