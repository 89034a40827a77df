/**
 * Sample customer reviews, each tagged with what it is about. A page shows the reviews about what
 * it shows, and marks up only those (docs/decisions/0009-reviews.md). Fictional samples for the
 * dealer to replace.
 */
export type ReviewSubject = { kind: 'vehicle'; id: string } | { kind: 'sales' | 'service' | 'rentals' };

export interface Review {
  about: ReviewSubject;
  author: string;
  headline: string;
  reviewBody: string;
  rating: 1 | 2 | 3 | 4 | 5;
  /** ISO date, YYYY-MM-DD. */
  datePublished: string;
}

export const sampleReviews: readonly Review[] = [
  {
    about: { kind: 'sales' },
    author: 'Maria G.',
    headline: 'Easy purchase and a careful setup',
    reviewBody:
      'We bought a four-seat cart for our family and the whole process was easy. The team answered every question, set the cart up before delivery and walked us through charging and care. It arrived on the day they promised and we use it around the neighborhood constantly.',
    rating: 5,
    datePublished: '2025-04-12',
  },
  {
    about: { kind: 'service' },
    author: 'Tom R.',
    headline: 'Honest, friendly service shop',
    reviewBody:
      'Our cart needed a tune-up before summer and the service shop fit us in quickly. They explained what they found, kept the bill to what they quoted and had the cart back in our driveway within a few days. Friendly, straightforward people.',
    rating: 5,
    datePublished: '2025-06-03',
  },
  {
    about: { kind: 'rentals' },
    author: 'Dana K.',
    headline: 'Smooth weekend rental',
    reviewBody:
      'We rented a six-seater for a long weekend at the shore. Drop-off and pick-up were right on schedule and the cart was clean and fully charged. My only regret is not booking earlier, because our first choice of dates was already taken.',
    rating: 4,
    datePublished: '2025-08-21',
  },
];

/** Average rating of the given reviews, rounded to one decimal. */
export function averageRating(reviews: readonly Review[]): number {
  if (reviews.length === 0) return 0;
  const total = reviews.reduce((sum, review) => sum + review.rating, 0);
  return Math.round((total / reviews.length) * 10) / 10;
}

/** The reviews about one part of the business: a page shows the ones about what it shows. */
export function reviewsAbout(kind: 'sales' | 'service' | 'rentals'): Review[] {
  return sampleReviews.filter((review) => review.about.kind === kind);
}

/** The reviews of one vehicle: only reviews written about it, so a rating is never borrowed. */
export function reviewsOfVehicle(vehicleId: string): Review[] {
  return sampleReviews.filter((review) => review.about.kind === 'vehicle' && review.about.id === vehicleId);
}
