import { describe, expect, it } from 'vitest';

import { locationById } from '@/content/dealer';
import { municipalityBySlug } from '@/content/municipalities';
import { sampleReviews } from '@/content/reviews';

import { rentalService, townPlace } from './rental-structured-data';

const site = 'https://carts.example';

describe('rentalService', () => {
  const town = municipalityBySlug('toms-river')!;
  const data = rentalService(site, {
    path: '/toms-river/rentals',
    name: 'Golf cart rentals in Toms River Township',
    location: locationById('toms-river-nj'),
    areaServed: townPlace(town),
    reviews: sampleReviews,
  });

  it('describes the town served with its type, coordinates and county', () => {
    expect(data.areaServed).toEqual({
      '@type': 'City',
      name: 'Toms River Township',
      geo: { '@type': 'GeoCoordinates', latitude: 39.9537, longitude: -74.1979 },
      containedInPlace: { '@type': 'AdministrativeArea', name: 'Ocean County, New Jersey' },
    });
  });

  it('uses absolute URLs and names the delivering location', () => {
    expect(data.url).toBe('https://carts.example/toms-river/rentals');
    expect(data.provider['@id']).toBe('https://carts.example/showroom#toms-river-nj');
  });

  it('lists every plan of every cart type as an offer in USD', () => {
    const offers = data.hasOfferCatalog.itemListElement.flatMap((type) => type.itemListElement);
    expect(offers).toHaveLength(12);
    expect(offers).toContainEqual({
      '@type': 'Offer',
      name: '6 Seater Golf Cart, Monthly (30 days)',
      price: 3500,
      priceCurrency: 'USD',
    });
  });

  it('carries the reviews it is given and their average', () => {
    expect(data.review).toHaveLength(3);
    expect(data.aggregateRating).toMatchObject({ ratingValue: 4.7, reviewCount: 3 });
  });

  it('marks up no review or rating when the page shows none', () => {
    const bare = rentalService(site, { path: '/rentals', name: 'Golf cart rentals', areaServed: [] });
    expect(bare).not.toHaveProperty('review');
    expect(bare).not.toHaveProperty('aggregateRating');
    expect(bare.provider['@id']).toBe('https://carts.example/#organization');
  });
});
