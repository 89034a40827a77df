import { describe, expect, it } from 'vitest';

import { averageRating, reviewsAbout, reviewsOfVehicle, sampleReviews } from '@/content/reviews';

describe('which reviews a page shows', () => {
  it('gives each part of the business only the reviews about it', () => {
    for (const kind of ['sales', 'service', 'rentals'] as const) {
      const shown = reviewsAbout(kind);
      expect(shown.length, kind).toBeGreaterThan(0);
      for (const review of shown) expect(review.about.kind).toBe(kind);
    }
    expect(
      reviewsAbout('sales').length + reviewsAbout('service').length + reviewsAbout('rentals').length,
    ).toBe(sampleReviews.length);
  });

  it('gives a vehicle only reviews written about it, so a model without any shows no rating', () => {
    expect(reviewsOfVehicle('denago-ev-city')).toEqual([]);
    expect(averageRating(reviewsOfVehicle('denago-ev-city'))).toBe(0);
  });
});
