import { Icon } from '@/components/ui/icon';
import { Picture } from '@/components/ui/picture';

import type { Vehicle } from '../vehicle';
import { photoSource } from '../vehicle-images';

/**
 * Every photo of a cart, main first, without a line of JavaScript: a row that snaps one photo at
 * a time (swipe on a phone; Tab or the arrow keys from a focused photo; previous and next links
 * on a desktop), thumbnails that jump to a photo, and each photo a link to its largest size. Only
 * the first photo loads eagerly (it is the page's largest paint); the rest load as they come near.
 */
export function VehicleGallery({
  vehicle,
  fallbackAlt,
  sizes,
}: {
  vehicle: Pick<Vehicle, 'name' | 'photos'>;
  /** What a photo is called when staff gave it no description. */
  fallbackAlt: string;
  sizes: string;
}) {
  const count = vehicle.photos.length;
  const slideId = (index: number) => `photo-${index + 1}`;
  const altOf = (index: number) =>
    vehicle.photos[index]!.alt.trim() || `${fallbackAlt}, photo ${index + 1} of ${count}`;
  const arrowClass =
    'absolute top-1/2 hidden size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-ink shadow-lg ring-1 ring-black/10 hover:bg-white focus-visible:outline-3 focus-visible:outline-offset-2 sm:flex';
  return (
    <div>
      <div
        role="region"
        aria-label={`Photos of ${vehicle.name}, ${count} in all`}
        // Each photo is a link: Tab brings the next one into view, and with one focused the
        // arrow keys scroll the row (the browser's own keyboard handling).
        className="flex snap-x snap-mandatory overflow-x-auto [scrollbar-width:none]"
      >
        {vehicle.photos.map((photo, index) => (
          <div key={photo.id} id={slideId(index)} className="relative w-full shrink-0 snap-center">
            <a href={photoSource(photo, 1600).src} className="block">
              <Picture
                source={photoSource(photo, 960)}
                alt={altOf(index)}
                sizes={sizes}
                priority={index === 0}
                className="aspect-[8/5] w-full bg-surface object-cover"
              />
              <span className="sr-only"> (opens the full-size photo)</span>
            </a>
            <span className="absolute bottom-3 left-3 rounded-full bg-black/70 px-3 py-1 text-sm font-semibold text-white">
              {index + 1} / {count}
            </span>
            {index > 0 && (
              <a href={`#${slideId(index - 1)}`} className={`${arrowClass} left-3`}>
                <Icon name="arrow-left" className="size-5" />
                <span className="sr-only">Previous photo</span>
              </a>
            )}
            {index < count - 1 && (
              <a href={`#${slideId(index + 1)}`} className={`${arrowClass} right-3`}>
                <Icon name="arrow-right" className="size-5" />
                <span className="sr-only">Next photo</span>
              </a>
            )}
          </div>
        ))}
      </div>
      <ol className="flex gap-2 overflow-x-auto p-3" aria-label="All photos">
        {vehicle.photos.map((photo, index) => (
          <li key={photo.id} className="shrink-0">
            <a
              href={`#${slideId(index)}`}
              className="block overflow-hidden rounded-lg ring-1 ring-line hover:ring-2 hover:ring-brand-700 focus-visible:outline-3 focus-visible:outline-offset-2"
            >
              <Picture
                source={photoSource(photo, 480)}
                alt=""
                sizes="96px"
                className="aspect-[8/5] w-24 object-cover"
              />
              <span className="sr-only">
                Photo {index + 1} of {count}: {altOf(index)}
              </span>
            </a>
          </li>
        ))}
      </ol>
    </div>
  );
}
