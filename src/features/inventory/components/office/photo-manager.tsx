import { ArrowDown, ArrowUp, Star, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';

import { Notice } from '@/components/admin/notice';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-classes';
import { Field, controlClass } from '@/components/ui/field';
import { Picture } from '@/components/ui/picture';

import { movePhotoAction, removePhotoAction, restorePhotoAction, savePhotoAlt } from '../../actions';
import type { ChangeGroup } from '../../change-summary';
import {
  photoKindsAndSize,
  photoRefusalMessages,
  photoRules,
  tooManyLine,
  tooManyOf,
  type PhotoRefusal,
} from '../../photo-rules';
import type { Vehicle } from '../../vehicle';
import { photoSource } from '../../vehicle-images';
import { ChangedSince } from './changed-since';
import { PhotoDragHandle, PhotoOrderList } from './photo-order-list';
import { PhotoUploader } from './photo-uploader';

const moves = {
  first: { Icon: Star, label: 'Make main' },
  earlier: { Icon: ArrowUp, label: 'Move earlier' },
  later: { Icon: ArrowDown, label: 'Move later' },
};

export interface UploadReport {
  added: number;
  refused: { name: string; reason: PhotoRefusal }[];
  /** Files past the limit of one upload, counted. */
  tooMany: number;
  none: boolean;
}

/** Reads the upload's answer from the query it redirected back with. */
export function uploadReport(query: Record<string, string | string[] | undefined>): UploadReport | undefined {
  if (query.added === undefined) return undefined;
  const refused = [query.refused ?? []].flat().flatMap((item) => {
    const at = item.indexOf(':');
    const reason = item.slice(0, at) as PhotoRefusal;
    return at > 0 && Object.hasOwn(photoRefusalMessages, reason)
      ? [{ reason, name: item.slice(at + 1) }]
      : [];
  });
  return {
    added: Number(query.added) || 0,
    refused,
    tooMany: tooManyOf(query.tooMany),
    none: query.none === '1',
  };
}

/** What a plain (script-less) upload did, read back from its redirect; `children` say where they went. */
export function UploadReportView({ report, children }: { report: UploadReport; children?: ReactNode }) {
  return (
    <div role="status" className="mt-4 card p-4">
      <p className="font-semibold">
        {report.none
          ? 'Choose one or more photos first.'
          : `${report.added} ${report.added === 1 ? 'photo' : 'photos'} added.`}
      </p>
      {children}
      {(report.refused.length > 0 || report.tooMany > 0) && (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-danger">
          {report.refused.map((item, index) => (
            <li key={`${index}:${item.name}`}>
              {item.name} {photoRefusalMessages[item.reason]}
            </li>
          ))}
          {report.tooMany > 0 && <li>{tooManyLine(report.tooMany)}</li>}
        </ul>
      )}
    </div>
  );
}

/** The way back from a removal, offered for a minute after it. */
function PutPhotoBack({ vehicleId, photoId }: { vehicleId: string; photoId: string }) {
  return (
    <form action={restorePhotoAction}>
      <input type="hidden" name="id" value={vehicleId} />
      <input type="hidden" name="photoId" value={photoId} />
      <Button type="submit" variant="secondary" size="sm">
        Undo: put it back
      </Button>
    </form>
  );
}

/**
 * The vehicle's photos: upload (a plain multipart post, so it works without JavaScript), order,
 * describe and remove. The first photo is the main picture on cards, pages, feeds and previews.
 */
export function PhotoManager({
  vehicle,
  report,
  notice,
  removedPhotoId,
  staleChanges,
}: {
  vehicle: Vehicle;
  report?: UploadReport;
  /** What the last photo change did ("Photo order saved."). */
  notice?: string;
  /** A photo just removed that can still be put back. */
  removedPhotoId?: string;
  /** Set when a photo change was refused: what changed the photos after the page was opened. */
  staleChanges?: readonly ChangeGroup[];
}) {
  const hidden = (photoId: string) => (
    <>
      <input type="hidden" name="id" value={vehicle.id} />
      <input type="hidden" name="photoId" value={photoId} />
      <input type="hidden" name="photosVersion" value={vehicle.photosVersion} />
    </>
  );
  const move = (photoId: string, direction: keyof typeof moves) => {
    const { Icon, label } = moves[direction];
    return (
      <form action={movePhotoAction}>
        {hidden(photoId)}
        <input type="hidden" name="direction" value={direction} />
        <Button type="submit" variant="ghost" size="sm">
          <Icon aria-hidden="true" className="size-4" /> {label}
        </Button>
      </form>
    );
  };
  return (
    <section id="photos" aria-labelledby="photos-heading" className="mt-10">
      <h2 id="photos-heading" className="text-2xl font-bold">
        Photos
      </h2>
      {staleChanges && (
        <div role="alert" className="mt-4 rounded-card border border-danger bg-red-50 p-4">
          <p className="font-bold text-danger">
            Not changed: the photos were changed after you opened this page. They are shown below as they are
            now; make your change again if it is still wanted.
          </p>
          <ChangedSince changes={staleChanges} />
        </div>
      )}
      {notice && (
        <Notice action={removedPhotoId && <PutPhotoBack vehicleId={vehicle.id} photoId={removedPhotoId} />}>
          {notice}
        </Notice>
      )}
      {report && <UploadReportView report={report} />}
      <PhotoUploader
        url={`/admin/inventory/${encodeURIComponent(vehicle.id)}/photos`}
        perBatch={photoRules.maxFiles}
        hint={`${photoKindsAndSize}, ${photoRules.maxFiles} at a time. You can keep working while they upload.`}
      />
      {vehicle.photos.length === 0 ? (
        <p className="mt-4 text-muted">
          No photos yet: the site shows the cart drawn from its figures until the first one is added.
        </p>
      ) : (
        <PhotoOrderList
          vehicleId={vehicle.id}
          photosVersion={vehicle.photosVersion}
          className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3"
        >
          {vehicle.photos.map((photo, index) => {
            const source = photoSource(photo, 480);
            return (
              <li
                key={photo.id}
                data-photo-id={photo.id}
                className="flex flex-col card p-4 data-[drop-over]:ring-2 data-[drop-over]:ring-brand-700"
              >
                <Picture
                  source={source}
                  alt={photo.alt || `Photo ${index + 1} of ${vehicle.name}`}
                  sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 90vw"
                  className="aspect-[8/5] w-full rounded-lg bg-surface object-cover"
                />
                <div className="mt-2 flex items-center justify-between gap-2">
                  <p className="text-sm font-semibold">{index === 0 ? 'Main photo' : `Photo ${index + 1}`}</p>
                  {vehicle.photos.length > 1 && (
                    <PhotoDragHandle
                      photoId={photo.id}
                      label={index === 0 ? 'the main photo' : `photo ${index + 1}`}
                    />
                  )}
                </div>
                <form action={savePhotoAlt} className="mt-2">
                  {hidden(photo.id)}
                  <Field
                    id={`photo-alt-${photo.id}`}
                    name="alt"
                    label="Description for screen readers"
                    hint="What the photo shows, e.g. “Rear seat folded into a cargo deck”."
                  >
                    {(control) => (
                      <input
                        {...control}
                        defaultValue={photo.alt}
                        maxLength={photoRules.maxAltLength}
                        className={controlClass}
                      />
                    )}
                  </Field>
                  <Button type="submit" variant="secondary" size="sm" className="mt-2">
                    Save description
                  </Button>
                </form>
                <div className="mt-4 flex flex-wrap gap-2 border-t border-line pt-4">
                  {index > 1 && move(photo.id, 'first')}
                  {index > 0 && move(photo.id, 'earlier')}
                  {index < vehicle.photos.length - 1 && move(photo.id, 'later')}
                  {/* Asks first, and works without JavaScript: the button is behind a disclosure. */}
                  <details className="w-full">
                    <summary className={buttonClasses('ghost', 'sm', 'cursor-pointer text-danger')}>
                      <Trash2 aria-hidden="true" className="size-4" /> Remove
                    </summary>
                    <form action={removePhotoAction} className="mt-2 rounded-lg bg-red-50 p-3">
                      {hidden(photo.id)}
                      <p className="text-sm font-semibold">
                        Remove this photo from the site and the feeds? You can put it back within a minute.
                      </p>
                      <Button type="submit" variant="ghost" size="sm" className="mt-2 text-danger">
                        Yes, remove this photo
                      </Button>
                    </form>
                  </details>
                </div>
              </li>
            );
          })}
        </PhotoOrderList>
      )}
    </section>
  );
}
