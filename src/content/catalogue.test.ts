import { describe, expect, it } from 'vitest';

import { brandLineups, series } from '@/content/brands';
import { catalogue } from '@/content/catalogue';
import { seriesFeatures, startingPrice, vehiclesInSeries } from '@/features/catalogue/series-summary';
import { copyConflicts } from '@/features/inventory/vehicle-copy-check';

import { catalogueVehicles } from '../../tests/support/vehicles';

const seeded = catalogueVehicles();
const byId = new Map(seeded.map((vehicle) => [vehicle.id, vehicle]));

describe('the first-start seed', () => {
  it('holds the 6 denago and 31 evolution models of the spec, each slug once', () => {
    expect(seeded.filter((vehicle) => vehicle.brand === 'Denago')).toHaveLength(6);
    expect(seeded.filter((vehicle) => vehicle.brand === 'Evolution')).toHaveLength(31);
    expect(new Set(catalogue.map((model) => model.slug)).size).toBe(37);
  });

  it('gives every model eight features and a description', () => {
    for (const vehicle of seeded) {
      expect(vehicle.features, vehicle.id).toHaveLength(8);
      expect(vehicle.description.length, vehicle.id).toBeGreaterThan(40);
    }
  });

  it('keeps the battery rule: lithium-ion for denago, lead-acid otherwise', () => {
    expect(byId.get('denago-ev-rover-xxl')?.batteryType).toBe('lithium');
    expect(byId.get('evolution-classic-2-plus')?.batteryType).toBe('lead-acid');
  });

  it('never states a figure in its copy that disagrees with the figure', () => {
    for (const vehicle of seeded) expect(copyConflicts(vehicle), vehicle.id).toEqual([]);
  });

  it('puts every model in a series of its brand page', () => {
    for (const item of series) expect(vehiclesInSeries(item, seeded).length, item.id).toBeGreaterThan(0);
    expect(series.reduce((total, item) => total + vehiclesInSeries(item, seeded).length, 0)).toBe(37);
  });
});

describe('series cards on the seed', () => {
  it('start at the lowest price in the series, matching the brand pages of the spec', () => {
    const expected: Record<string, number> = {
      'ev-city': 15000,
      'ev-nomad': 8495,
      'ev-rover': 9995,
      'd5-ranger': 7695,
      'd5-maverick': 7995,
      classic: 6695,
      carrier: 9595,
      forester: 6995,
      turfman: 6795,
      'd6-max': 13595,
    };
    for (const item of series.filter((candidate) => candidate.onBrandPage)) {
      expect(startingPrice(vehiclesInSeries(item, seeded)), item.id).toBe(expected[item.id]);
    }
  });

  it('list models of one price by their numbers as a buyer counts: Turfman 800 before Turfman 1000', () => {
    const turfman = series.find((item) => item.id === 'turfman')!;
    const names = vehiclesInSeries(turfman, seeded).map((vehicle) => vehicle.name);
    const at = (model: string) => names.findIndex((name) => name.endsWith(model));
    expect(at('Turfman 800')).toBeGreaterThan(-1);
    expect(at('Turfman 800')).toBeLessThan(at('Turfman 1000'));
  });

  it('state seats and range from the models: the EV Nomad seats 4 with up to 55 miles', () => {
    const nomad = series.find((item) => item.id === 'ev-nomad')!;
    expect(seriesFeatures(nomad, vehiclesInSeries(nomad, seeded))).toEqual([
      'Seating for 4',
      nomad.highlight,
      'Up to 55 miles of range',
    ]);
    const rover = series.find((item) => item.id === 'ev-rover')!;
    expect(seriesFeatures(rover, vehiclesInSeries(rover, seeded))[0]).toBe('Seating for 6 or 8');
  });

  it('shows 3 denago and 7 evolution series cards', () => {
    expect(series.filter((item) => item.brand === 'denago' && item.onBrandPage)).toHaveLength(3);
    expect(series.filter((item) => item.brand === 'evolution' && item.onBrandPage)).toHaveLength(7);
  });
});

describe('brand lineups', () => {
  it('lists six seeded models per brand with the spec figures', () => {
    for (const ids of Object.values(brandLineups)) {
      expect(ids).toHaveLength(6);
      for (const id of ids) expect(byId.get(id), id).toBeDefined();
    }
    const figures = (ids: readonly string[], pick: (id: string) => number | null | undefined) =>
      ids.map(pick);
    expect(figures(brandLineups.evolution, (id) => byId.get(id)?.price)).toEqual([
      9595, 11595, 9995, 6995, 9595, 15595,
    ]);
    expect(figures(brandLineups.evolution, (id) => byId.get(id)?.rangeMiles)).toEqual([
      45, 40, 42, 35, 38, 50,
    ]);
    expect(figures(brandLineups.denago, (id) => byId.get(id)?.seats)).toEqual([2, 4, 4, 6, 6, 8]);
    expect(figures(brandLineups.denago, (id) => byId.get(id)?.rangeMiles)).toEqual([40, 45, 55, 50, 50, 60]);
  });
});
