import { describe, expect, it } from 'vitest';

import { catalogue, type CatalogueModel } from '@/content/catalogue';

import { municipalities, municipalityBySlug } from '@/content/municipalities';

import { featuredModelsFor, modelMixFor } from './town-featured-models';

describe('featuredModelsFor', () => {
  it('gives the street mix: street-friendly 4 and 6 seaters from four different series', () => {
    const models = featuredModelsFor('street');
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

  it('gives the property mix: 4 seater, 6 seater, lifted all-terrain and utility', () => {
    const models = featuredModelsFor('property');
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
    const longRange: CatalogueModel = {
      ...catalogue.find((model) => model.slug === 'evolution-classic-4-plus')!,
      rangeMiles: 80,
    };
    const models = featuredModelsFor('street', [
      ...catalogue.filter((model) => model.slug !== longRange.slug),
      longRange,
    ]);
    expect(models[0]?.slug).toBe('evolution-classic-4-plus');
  });

  it('returns no model twice and skips a slot the catalogue cannot fill', () => {
    const fourSeaters = catalogue.filter((model) => model.seats === 4 && !model.lifted).slice(0, 1);
    const models = featuredModelsFor('street', fourSeaters);
    expect(models).toHaveLength(1);
  });
});

describe('modelMixFor', () => {
  const mixOf = (slug: string) => modelMixFor(municipalityBySlug(slug)!);

  it('gives every Somerset County town the mix, including the shore-set slug that lies there', () => {
    for (const town of municipalities.filter((m) => m.county === 'Somerset County'))
      expect(mixOf(town.slug), town.slug).toBe('property');
    expect(mixOf('somerset')).toBe('property');
  });

  it('gives beach towns street carts and farm country the mix', () => {
    for (const slug of ['bay-head', 'seaside-heights', 'beach-haven', 'toms-river', 'crestwood-village'])
      expect(mixOf(slug), slug).toBe('street');
    for (const slug of ['plumsted', 'new-egypt', 'jackson']) expect(mixOf(slug), slug).toBe('property');
  });
});
