import { Star } from 'lucide-react';

import { averageRating, type Review } from '@/content/reviews';

export function StarRating({ rating, label }: { rating: number; label: string }) {
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={label}>
      {Array.from({ length: 5 }, (_, index) => (
        <Star
          key={index}
          aria-hidden="true"
          className={`size-4 ${index < Math.round(rating) ? 'fill-accent-400 text-accent-500' : 'text-line'}`}
        />
      ))}
    </span>
  );
}

/** The customer reviews a page shows; the same list feeds its structured data. */
export function ReviewsList({
  reviews,
  title = 'What our customers say',
}: {
  reviews: readonly Review[];
  title?: string;
}) {
  const average = averageRating(reviews);
  return (
    <section aria-labelledby="reviews-heading" className="py-14 sm:py-16">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="reviews-heading" className="text-3xl font-extrabold tracking-tight">
          {title}
        </h2>
        <p className="flex items-center gap-2 text-muted">
          <StarRating rating={average} label={`Rated ${average} out of 5`} />
          <span>
            <strong className="text-ink">{average.toFixed(1)}</strong> average from {reviews.length} reviews
          </span>
        </p>
      </div>
      <ul className="mt-8 grid gap-5 md:grid-cols-3">
        {reviews.map((review) => (
          <li
            key={`${review.author}-${review.datePublished}`}
            className="flex flex-col rounded-card border border-line bg-white p-6 shadow-card"
          >
            <StarRating rating={review.rating} label={`${review.rating} out of 5 stars`} />
            <h3 className="mt-3 font-bold">{review.headline}</h3>
            <p className="mt-2 flex-1 text-muted">{review.reviewBody}</p>
            <p className="mt-4 text-sm font-semibold">
              {review.author}
              <span className="font-normal text-muted">
                {' · '}
                <time dateTime={review.datePublished}>
                  {new Date(`${review.datePublished}T12:00:00Z`).toLocaleDateString('en-US', {
                    month: 'long',
                    year: 'numeric',
                    timeZone: 'UTC',
                  })}
                </time>
              </span>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
