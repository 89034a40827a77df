import { Section } from '@/components/ui/section';
import { StarRating } from '@/components/ui/star-rating';
import { averageRating, type Review } from '@/content/reviews';

const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/**
 * The customer reviews about what a page shows, in full with their average. A page that marks up
 * reviews marks up exactly these (docs/decisions/0009-reviews.md).
 */
export function CustomerReviews({
  reviews,
  title = 'What our customers say',
  tone,
}: {
  reviews: readonly Review[];
  title?: string;
  tone?: 'surface';
}) {
  if (reviews.length === 0) return null;
  const average = averageRating(reviews);
  return (
    <Section
      id="reviews"
      eyebrow="Reviews"
      title={title}
      tone={tone}
      lead={
        <span className="flex flex-wrap items-center gap-2">
          <StarRating rating={average} label={`Rated ${average.toFixed(1)} out of 5`} />
          <span>
            Rated <strong className="text-ink">{average.toFixed(1)} out of 5</strong> from {reviews.length}{' '}
            {reviews.length === 1 ? 'review' : 'reviews'}
          </span>
        </span>
      }
    >
      <ul className="grid gap-6 md:grid-cols-3">
        {reviews.map((review) => (
          <li key={`${review.author}-${review.datePublished}`} className="flex flex-col card p-6">
            <p className="flex items-center gap-2">
              <StarRating rating={review.rating} label={`${review.rating} out of 5 stars`} />
              <span aria-hidden="true" className="text-sm font-semibold">
                {review.rating} out of 5
              </span>
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
