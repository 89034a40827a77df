import { describe, expect, it } from 'vitest';

import {
  boundsOf,
  convexHull,
  expandOutline,
  openStreetMapEmbedUrl,
  outlinePath,
  placeLabels,
  projectionFor,
} from './map-geometry';

const somerville = { latitude: 40.5743, longitude: -74.6099 };
const montgomery = { latitude: 40.4012, longitude: -74.6387 };
const watchung = { latitude: 40.6379, longitude: -74.451 };

describe('boundsOf', () => {
  it('surrounds every point with a margin', () => {
    const bounds = boundsOf([somerville, montgomery, watchung], 0.1);
    expect(bounds.minLatitude).toBeLessThan(montgomery.latitude);
    expect(bounds.maxLatitude).toBeGreaterThan(watchung.latitude);
    expect(bounds.minLongitude).toBeLessThan(montgomery.longitude);
    expect(bounds.maxLongitude).toBeGreaterThan(watchung.longitude);
  });

  it('gives a single place a small box instead of a point', () => {
    const bounds = boundsOf([somerville]);
    expect(bounds.maxLatitude - bounds.minLatitude).toBeCloseTo(0.02, 5);
  });

  it('refuses an empty list', () => {
    expect(() => boundsOf([])).toThrow();
  });
});

describe('projectionFor', () => {
  const bounds = { minLatitude: 40, maxLatitude: 41, minLongitude: -75, maxLongitude: -74 };
  const projection = projectionFor(bounds, 600);

  it('puts north-west at the top left and south-east at the bottom right', () => {
    expect(projection.project({ latitude: 41, longitude: -75 })).toEqual({ x: 0, y: 0 });
    const corner = projection.project({ latitude: 40, longitude: -74 });
    expect(corner.x).toBe(600);
    expect(Math.abs(corner.y - projection.height)).toBeLessThanOrEqual(0.5);
  });

  it('shortens longitudes by the cosine of the latitude, so a square degree is taller than wide', () => {
    // At 40.5° N one degree of longitude is about 0.76 of a degree of latitude.
    expect(projection.height).toBeGreaterThan(780);
    expect(projection.height).toBeLessThan(800);
  });

  it('measures miles for the scale bar: a degree of latitude is about 69 miles', () => {
    expect(projection.unitsPerMile * 69.05).toBeCloseTo(projection.height, 0);
  });

  it('keeps east to the right of west', () => {
    const west = projection.project(montgomery);
    const east = projection.project(watchung);
    expect(east.x).toBeGreaterThan(west.x);
    expect(east.y).toBeLessThan(west.y);
  });
});

describe('convexHull', () => {
  it('keeps the corners and drops the points inside', () => {
    const hull = convexHull([
      { x: 0, y: 0 },
      { x: 10, y: 0 },
      { x: 10, y: 10 },
      { x: 0, y: 10 },
      { x: 5, y: 5 },
      { x: 5, y: 0 },
    ]);
    expect(hull).toHaveLength(4);
    expect(hull).toContainEqual({ x: 0, y: 0 });
    expect(hull).toContainEqual({ x: 10, y: 10 });
    expect(hull).not.toContainEqual({ x: 5, y: 5 });
  });

  it('returns fewer than three distinct points unchanged', () => {
    expect(
      convexHull([
        { x: 1, y: 1 },
        { x: 1, y: 1 },
      ]),
    ).toEqual([{ x: 1, y: 1 }]);
  });
});

describe('expandOutline and outlinePath', () => {
  it('moves each vertex away from the centre by the distance', () => {
    const outline = expandOutline(
      [
        { x: 0, y: 0 },
        { x: 10, y: 0 },
        { x: 10, y: 10 },
        { x: 0, y: 10 },
      ],
      Math.SQRT2,
    );
    expect(outline[0]).toEqual({ x: -1, y: -1 });
    expect(outline[2]).toEqual({ x: 11, y: 11 });
  });

  it('draws a closed path', () => {
    expect(
      outlinePath([
        { x: 0, y: 0 },
        { x: 4, y: 0 },
        { x: 4, y: 3 },
      ]),
    ).toBe('M0 0 L4 0 L4 3 Z');
    expect(outlinePath([])).toBe('');
  });
});

describe('openStreetMapEmbedUrl', () => {
  it('asks OpenStreetMap for the same box, west,south,east,north', () => {
    const url = openStreetMapEmbedUrl({
      minLatitude: 40.35,
      maxLatitude: 40.75,
      minLongitude: -74.74,
      maxLongitude: -74.4,
    });
    expect(url).toBe(
      'https://www.openstreetmap.org/export/embed.html?bbox=-74.7400,40.3500,-74.4000,40.7500&layer=mapnik',
    );
  });
});

describe('placeLabels', () => {
  const size = { width: 300, height: 200 };

  it('puts a lone label to the right of its dot', () => {
    const [label] = placeLabels([{ at: { x: 50, y: 100 }, text: 'Somerville', radius: 5 }], size, 12);
    expect(label).toMatchObject({ text: 'Somerville', anchor: 'start' });
    expect(label!.x).toBeGreaterThan(55);
  });

  it('moves a label to the left when the right side is off the picture', () => {
    const [label] = placeLabels([{ at: { x: 290, y: 100 }, text: 'Watchung', radius: 5 }], size, 12);
    expect(label?.anchor).toBe('end');
  });

  it('never lets two labels overlap, and leaves out one that fits nowhere', () => {
    const crowd = Array.from({ length: 12 }, (_, index) => ({
      at: { x: 150, y: 100 + (index % 2) },
      text: `Town ${index}`,
      radius: 5,
    }));
    const labels = placeLabels(crowd, size, 12);
    expect(labels.length).toBeGreaterThan(0);
    expect(labels.length).toBeLessThan(crowd.length);
    const texts = labels.map((label) => label.text);
    expect(new Set(texts).size).toBe(texts.length);
    expect(texts[0]).toBe('Town 0');
  });
});
