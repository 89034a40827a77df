import { describe, expect, it } from 'vitest';

import { seriesOf } from '@/content/brands';
import { municipalities, municipalityBySlug } from '@/content/municipalities';

import { catalogueVehicles } from '../../../tests/support/vehicles';
import { featuredModelsFor, modelMixFor } from './town-featured-models';

const stock = catalogueVehicles();
const seriesId = (vehicle: (typeof stock)[number]) => seriesOf(vehicle)?.id;

describe('featuredModelsFor', () => {
  it.each([
    [
      'street',
      ['denago-ev-nomad-xl', 'denago-ev-rover-xl', 'evolution-d5-ranger-4-plus', 'evolution-d6-max-gt6'],
    ],
    [
      'property',
      ['denago-ev-nomad-xl', 'denago-ev-rover-xl', 'evolution-d6-max-xt4', 'evolution-turfman-1000'],
    ],
  ] as const)('fills the %s mix from the catalogue stock, slot by slot', (mix, ids) => {
    expect(featuredModelsFor(mix, stock).map((model) => model.id)).toEqual(ids);
  });

  it('gives the street mix street-friendly 4 and 6 seaters from four different series', () => {
    const models = featuredModelsFor('street', stock);
    expect(models).toHaveLength(4);
    for (const model of models) {
      expect(model.lifted).toBe(false);
      expect([4, 6]).toContain(model.seats);
      expect(model.topSpeedMph).toBeGreaterThanOrEqual(25);
    }
    expect(new Set(models.map(seriesId)).size).toBe(4);
  });

  it('gives the property mix a lifted all-terrain cart and a utility cart in its last two slots', () => {
    const models = featuredModelsFor('property', stock);
    expect(models[2]?.lifted).toBe(true);
    expect(seriesId(models[3]!)).toBe('turfman');
  });

  it('follows the stock: a longer-range model takes the slot, a sold one leaves it', () => {
    const longRange = {
      ...stock.find((vehicle) => vehicle.id === 'evolution-classic-4-plus')!,
      rangeMiles: 80,
    };
    const withLongRange = [...stock.filter((vehicle) => vehicle.id !== longRange.id), longRange];
    expect(featuredModelsFor('street', withLongRange)[0]?.id).toBe('evolution-classic-4-plus');
    const sold = withLongRange.map((vehicle) =>
      vehicle.id === longRange.id ? { ...vehicle, status: 'sold' as const } : vehicle,
    );
    expect(featuredModelsFor('street', sold).map((vehicle) => vehicle.id)).not.toContain(longRange.id);
  });

  it('returns no model twice and skips a slot the stock cannot fill', () => {
    const fourSeaters = stock.filter((vehicle) => vehicle.seats === 4 && !vehicle.lifted).slice(0, 1);
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
