import { Icon } from '@/components/ui/icon';
/** Five stars filled to the rating, read out as its label. */
export function StarRating({ rating, label }: { rating: number; label: string }) {
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={label}>
      {Array.from({ length: 5 }, (_, index) => (
        <Icon
          name="star"
          key={index}
          className={`size-4 ${index < Math.round(rating) ? 'fill-accent-400 text-accent-500' : 'text-line'}`}
        />
      ))}
    </span>
  );
}
