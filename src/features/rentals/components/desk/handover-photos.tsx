import { buttonClasses } from '@/components/ui/button-classes';
import { photoKindsAndSize, photoRules } from '@/features/inventory/photo-rules';

import { minimumPhotos, photoStageLabels, type PhotoStage } from '../../rental-photo-stages';
import type { RentalPhoto } from '../../server/rental-photos';

/** A booking's photos, and the stage (check-out or return) shown. */
interface StagePhotos {
  bookingId: string;
  fleetNumber: string;
  photos: readonly RentalPhoto[];
  stage: PhotoStage;
}

/** A booking's photos of one stage: each a link to its full size. */
export function PhotoGrid({ bookingId, fleetNumber, photos, stage }: StagePhotos) {
  const shown = photos.filter((photo) => photo.stage === stage);
  if (shown.length === 0) return <p className="text-muted">No photos yet.</p>;
  return (
    <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-6" data-testid={`photos-${stage}`}>
      {shown.map((photo, index) => {
        const src = `/admin/rentals/bookings/${bookingId}/photos/${photo.id}`;
        return (
          <li key={photo.id}>
            <a href={src} className="block rounded-lg focus-visible:outline-offset-2">
              {/* eslint-disable-next-line @next/next/no-img-element -- a private staff photo, served as is */}
              <img
                src={`${src}?size=small`}
                alt={`${fleetNumber} ${photoStageLabels[stage].toLowerCase()}, view ${index + 1}`}
                width={photo.width}
                height={photo.height}
                loading="lazy"
                className="aspect-[4/3] w-full rounded-lg bg-line object-cover"
              />
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The photos of a check-out or return so far, how many more are needed, and the form that adds
 * them: a plain multipart post to the booking's photo route (it works without JavaScript, and
 * a photo may be larger than a server action takes), which comes back to this page.
 */
export function HandoverPhotos({ bookingId, fleetNumber, photos, stage }: StagePhotos) {
  const count = photos.filter((photo) => photo.stage === stage).length;
  const missing = Math.max(0, minimumPhotos - count);
  const inputId = `photos-${stage}`;
  return (
    <section aria-labelledby={`${inputId}-heading`} id="photos">
      <h3 id={`${inputId}-heading`} className="font-bold">
        Photos {photoStageLabels[stage].toLowerCase()}
      </h3>
      <p className="mt-1 text-sm text-muted" data-testid="photo-count">
        {count} of at least {minimumPhotos}
        {missing > 0 ? `: ${missing} more before it can be saved` : ''}. Front, back, both sides, the seats
        and the dash.
      </p>
      <div className="mt-3">
        <PhotoGrid bookingId={bookingId} fleetNumber={fleetNumber} photos={photos} stage={stage} />
      </div>
      <form
        method="post"
        action={`/admin/rentals/bookings/${bookingId}/photos`}
        encType="multipart/form-data"
        className="mt-3 flex flex-wrap items-end gap-3"
      >
        <div>
          <label htmlFor={inputId} className="text-sm font-semibold">
            Add photos
          </label>
          <input
            id={inputId}
            name="photos"
            type="file"
            multiple
            accept={photoRules.accept}
            aria-describedby={`${inputId}-hint`}
            className="mt-1.5 block w-full max-w-xs text-sm file:mr-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-900"
          />
          <p id={`${inputId}-hint`} className="mt-1 text-sm text-muted">
            {photoKindsAndSize}, up to {photoRules.maxFiles} at a time.
          </p>
        </div>
        <button type="submit" className={buttonClasses('secondary', 'sm')}>
          Upload photos
        </button>
      </form>
    </section>
  );
}
