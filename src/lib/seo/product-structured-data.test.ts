import { describe, expect, it } from 'vitest';

import { sampleReviews } from '@/content/reviews';
import type { Vehicle } from '@/lib/vehicle';

import { productJsonLd } from './product-structured-data';

const vehicle: Vehicle = {
  id: 'denago-ev-city',
  name: 'Denago EV City',
  description: 'A compact two-seat cart.',
  brand: 'Denago',
  category: 'EV City',
  price: 15000,
  images: ['/images/vehicles/denago-ev-city.svg'],
  inStock: true,
  isNew: true,
  features: [],
  specifications: {},
  condition: 'new',
  year: null,
  model: 'EV City',
  featured: true,
};

describe('productJsonLd', () => {
  it('offers the price in USD with availability from inStock and the condition', () => {
    const data = productJsonLd('https://carts.example', vehicle);
    expect(data.offers).toMatchObject({
      price: 15000,
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/NewCondition',
      url: 'https://carts.example/vehicles/denago-ev-city',
    });
    expect(data.brand).toEqual({ '@type': 'Brand', name: 'Denago' });
    expect(data.image).toBe('https://carts.example/images/vehicles/denago-ev-city.svg');
  });

  it('says OutOfStock and UsedCondition for a used cart that is sold', () => {
    const data = productJsonLd('https://carts.example', {
      ...vehicle,
      inStock: false,
      isNew: false,
      condition: 'used',
    });
    expect(data.offers.availability).toBe('https://schema.org/OutOfStock');
    expect(data.offers.itemCondition).toBe('https://schema.org/UsedCondition');
  });

  it('marks up reviews and a rating only when the page shows them', () => {
    expect(productJsonLd('https://carts.example', vehicle)).not.toHaveProperty('review');
    expect(productJsonLd('https://carts.example', vehicle)).not.toHaveProperty('aggregateRating');
    const withReviews = productJsonLd('https://carts.example', vehicle, sampleReviews);
    expect(withReviews.review).toHaveLength(sampleReviews.length);
    expect(withReviews.aggregateRating).toMatchObject({ ratingValue: 4.7, reviewCount: 3 });
  });
});
