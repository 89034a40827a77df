import { describe, expect, it } from 'vitest';

import { brandLineups, catalogue, catalogueModel, series, seriesStartingPrice } from './catalogue';

describe('catalogue', () => {
  it('holds the 6 denago and 31 evolution models of the spec, each slug once', () => {
    expect(catalogue.filter((model) => model.brand === 'denago')).toHaveLength(6);
    expect(catalogue.filter((model) => model.brand === 'evolution')).toHaveLength(31);
    expect(new Set(catalogue.map((model) => model.slug)).size).toBe(37);
  });

  it('gives every model eight features and a description', () => {
    for (const model of catalogue) {
      expect(model.features, model.slug).toHaveLength(8);
      expect(model.description.length, model.slug).toBeGreaterThan(40);
    }
  });

  it('keeps the battery rule: lithium-ion for denago, lead-acid otherwise', () => {
    expect(catalogueModel('denago-ev-rover-xxl')?.batteryType).toBe('Lithium-ion');
    expect(catalogueModel('evolution-classic-2-plus')?.batteryType).toBe('Lead-acid');
  });
});

describe('series starting prices', () => {
  it('is the lowest price in the series, matching the brand pages of the spec', () => {
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
    for (const [id, price] of Object.entries(expected)) {
      expect(seriesStartingPrice(id as Parameters<typeof seriesStartingPrice>[0]), id).toBe(price);
    }
  });

  it('shows 3 denago and 7 evolution series cards', () => {
    expect(series.filter((item) => item.brand === 'denago' && item.onBrandPage)).toHaveLength(3);
    expect(series.filter((item) => item.brand === 'evolution' && item.onBrandPage)).toHaveLength(7);
  });
});

describe('brand lineups', () => {
  it('lists six existing models per brand with the spec figures', () => {
    for (const slugs of Object.values(brandLineups)) {
      expect(slugs).toHaveLength(6);
      for (const slug of slugs) expect(catalogueModel(slug), slug).toBeDefined();
    }
    expect(brandLineups.evolution.map((slug) => catalogueModel(slug)?.price)).toEqual([
      9595, 11595, 9995, 6995, 9595, 15595,
    ]);
    expect(brandLineups.evolution.map((slug) => catalogueModel(slug)?.rangeMiles)).toEqual([
      45, 40, 42, 35, 38, 50,
    ]);
    expect(brandLineups.denago.map((slug) => catalogueModel(slug)?.seats)).toEqual([2, 4, 4, 6, 6, 8]);
    expect(brandLineups.denago.map((slug) => catalogueModel(slug)?.rangeMiles)).toEqual([
      40, 45, 55, 50, 50, 60,
    ]);
  });
});
