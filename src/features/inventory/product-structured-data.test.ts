import { describe, expect, it } from 'vitest';

import { returnPolicy } from '@/content/policies/return-policy';
import { returnPolicyFigures } from '@/content/policy-figures';
import { averageRating, sampleReviews } from '@/content/reviews';

import { seededVehicle } from '../../../tests/support/vehicles';
import { productJsonLd } from './product-structured-data';

const vehicle = seededVehicle('denago-ev-city');

describe('productJsonLd', () => {
  it('offers the price in USD with availability from the status and the condition', () => {
    const data = productJsonLd('https://carts.example', vehicle);
    expect(data.offers).toMatchObject({
      price: vehicle.price,
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/NewCondition',
      url: 'https://carts.example/vehicles/denago-ev-city',
    });
    expect(data.brand).toEqual({ '@type': 'Brand', name: vehicle.brand });
    // Search engines do not take SVG: the drawing is offered as PNG.
    expect(data.image).toMatch(/^https:\/\/carts\.example\/images\/vehicles\/denago-ev-city\.png\?v=\w+$/);
  });

  it("states the Return Policy's window and restocking fee for a new cart and for a used one", () => {
    const { newCarts, usedCarts } = returnPolicyFigures;
    expect(productJsonLd('https://carts.example', vehicle).offers.hasMerchantReturnPolicy).toMatchObject({
      '@type': 'MerchantReturnPolicy',
      merchantReturnDays: newCarts.windowDays,
      restockingFee: newCarts.restockingFeePercent,
      merchantReturnLink: `https://carts.example${returnPolicy.path}`,
    });
    const used = productJsonLd('https://carts.example', { ...vehicle, condition: 'used' });
    expect(used.offers.hasMerchantReturnPolicy).toMatchObject({
      merchantReturnDays: usedCarts.windowDays,
      restockingFee: usedCarts.restockingFeePercent,
    });
  });

  it('says SoldOut and UsedCondition for a used cart that is sold, and offers the sale price', () => {
    const data = productJsonLd('https://carts.example', {
      ...vehicle,
      status: 'sold',
      condition: 'used',
      salePrice: vehicle.price - 1000,
    });
    expect(data.offers.availability).toBe('https://schema.org/SoldOut');
    expect(data.offers.itemCondition).toBe('https://schema.org/UsedCondition');
    expect(data.offers.price).toBe(vehicle.price - 1000);
  });

  it('names the uploaded photos, largest width, instead of the drawing', () => {
    const data = productJsonLd('https://carts.example', {
      ...vehicle,
      photos: [{ id: 'p1', alt: 'Front', width: 1600, height: 1000, widths: [480, 960, 1600] }],
    });
    expect(data.image).toEqual(['https://carts.example/photos/p1/1600.webp']);
  });

  it('marks up reviews and a rating only when the page shows them', () => {
    expect(productJsonLd('https://carts.example', vehicle)).not.toHaveProperty('review');
    expect(productJsonLd('https://carts.example', vehicle)).not.toHaveProperty('aggregateRating');
    const withReviews = productJsonLd('https://carts.example', vehicle, sampleReviews);
    expect(withReviews.review).toHaveLength(sampleReviews.length);
    expect(withReviews.aggregateRating).toMatchObject({
      ratingValue: averageRating(sampleReviews),
      reviewCount: sampleReviews.length,
    });
  });
});
