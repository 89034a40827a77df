import { Star } from 'lucide-react';

import { Section } from '@/components/ui/section';
import { averageRating, type Review } from '@/content/reviews';

function Stars({ rating }: { rating: number }) {
  return (
    <span className="flex gap-0.5 text-accent-500" aria-hidden="true">
      {[1, 2, 3, 4, 5].map((value) => (
        <Star
          key={value}
          className={`size-4 ${value <= Math.round(rating) ? 'fill-current' : 'text-line'}`}
        />
      ))}
    </span>
  );
}

const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** The reviews a page marks up as structured data, shown in full with their average. */
export function RentalReviews({ reviews }: { reviews: readonly Review[] }) {
  const average = averageRating(reviews);
  return (
    <Section
      id="reviews"
      eyebrow="Reviews"
      title="What our customers say"
      lead={
        <span className="flex flex-wrap items-center gap-2">
          <Stars rating={average} />
          <span>
            Rated <strong className="text-ink">{average.toFixed(1)} out of 5</strong> from {reviews.length}{' '}
            reviews
          </span>
        </span>
      }
    >
      <ul className="grid gap-6 md:grid-cols-3">
        {reviews.map((review) => (
          <li
            key={`${review.author}-${review.datePublished}`}
            className="flex flex-col rounded-card border border-line bg-white p-6 shadow-card"
          >
            <p className="flex items-center gap-2">
              <Stars rating={review.rating} />
              <span className="text-sm font-semibold">{review.rating} out of 5</span>
            </p>
            <h3 className="mt-3 text-lg font-bold">{review.headline}</h3>
            <p className="mt-2 flex-1 text-muted">{review.reviewBody}</p>
            <p className="mt-4 text-sm">
              <span className="font-semibold">{review.author}</span>
              <span className="text-muted">
                {' '}
                &middot;{' '}
                <time dateTime={review.datePublished}>
                  {dateFormat.format(new Date(review.datePublished))}
                </time>
              </span>
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
