import { describe, expect, it } from 'vitest';

import { catalogue, type CatalogueModel } from '@/content/catalogue';

import { featuredModelsFor } from './town-featured-models';

describe('featuredModelsFor', () => {
  it('gives shore towns street-friendly 4 and 6 seaters from four different series', () => {
    const models = featuredModelsFor('jersey-shore');
    expect(models.map((model) => model.slug)).toEqual([
      'denago-ev-nomad-xl',
      'denago-ev-rover-xl',
      'evolution-d5-ranger-4-plus',
      'evolution-d6-max-gt6',
    ]);
    for (const model of models) {
      expect(model.lifted).toBe(false);
      expect([4, 6]).toContain(model.seats);
      expect(model.topSpeedMph).toBeGreaterThanOrEqual(25);
    }
    expect(new Set(models.map((model) => model.series)).size).toBe(4);
  });

  it('gives Somerset County a mix: 4 seater, 6 seater, lifted all-terrain and utility', () => {
    const models = featuredModelsFor('somerset-county');
    expect(models.map((model) => model.slug)).toEqual([
      'denago-ev-nomad-xl',
      'denago-ev-rover-xl',
      'evolution-d6-max-xt4',
      'evolution-turfman-1000',
    ]);
    expect(models[2]?.lifted).toBe(true);
    expect(models[3]?.series).toBe('turfman');
  });

  it('follows the catalogue: a longer-range model takes the slot', () => {
    const longRange: CatalogueModel = { ...catalogue.find((model) => model.slug === 'evolution-classic-4-plus')!, rangeMiles: 80 };
    const models = featuredModelsFor('jersey-shore', [...catalogue.filter((model) => model.slug !== longRange.slug), longRange]);
    expect(models[0]?.slug).toBe('evolution-classic-4-plus');
  });

  it('returns no model twice and skips a slot the catalogue cannot fill', () => {
    const fourSeaters = catalogue.filter((model) => model.seats === 4 && !model.lifted).slice(0, 1);
    const models = featuredModelsFor('jersey-shore', fourSeaters);
    expect(models).toHaveLength(1);
  });
});
