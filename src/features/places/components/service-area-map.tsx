import { Picture } from '@/components/ui/picture';
import type { RegionId } from '@/content/municipalities';

import { serviceAreaDrawing, serviceAreaOf } from '../service-area-drawing';
import { InteractiveMapFacade } from './interactive-map-facade';

/**
 * The service-area map facade: a light picture of a region's towns (dots) and its showroom (a
 * pin), drawn from their coordinates (src/features/places/service-area-drawing.ts), with every
 * town as a real link beside it. The visitor can swap the picture for OpenStreetMap's interactive
 * map; nothing third-party loads until then.
 */
export function ServiceAreaMap({
  region,
  listHeading,
}: {
  region: RegionId;
  /** Optional visible heading (h3) above the town list. */
  listHeading?: string;
}) {
  const area = serviceAreaOf(region);
  const drawing = serviceAreaDrawing(area);
  return (
    <div className="grid gap-8 lg:grid-cols-2 lg:items-start">
      <div className="card p-3 sm:p-4">
        <InteractiveMapFacade
          embedUrl={drawing.embedUrl}
          title={area.title}
          aspectRatio={drawing.width / drawing.height}
        >
          {/* Below the fold wherever it is shown: lazy, fetched as the visitor scrolls to it. */}
          <Picture
            source={{
              src: drawing.picturePath,
              width: drawing.width,
              height: drawing.height,
            }}
            alt={drawing.summary}
            className="block h-auto w-full rounded-xl"
          />
        </InteractiveMapFacade>
        <ul className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted" aria-label="Map key">
          {area.locations.length > 0 && (
            <li className="inline-flex items-center gap-2">
              <span
                aria-hidden="true"
                className="inline-block size-3.5 rounded-full border-2 border-brand-950 bg-accent-400"
              />
              Our location
            </li>
          )}
          <li className="inline-flex items-center gap-2">
            <span
              aria-hidden="true"
              className="inline-block size-3 rounded-full border-2 border-brand-700 bg-white"
            />
            Town we serve
          </li>
          <li className="inline-flex items-center gap-2">
            <span
              aria-hidden="true"
              className="inline-block h-3 w-5 rounded-sm border-2 border-dashed border-brand-600 bg-brand-100"
            />
            Service area
          </li>
        </ul>
      </div>
      <div>
        {listHeading && <h3 className="text-xl font-bold">{listHeading}</h3>}
        <ul
          className={`link-list grid gap-x-6 gap-y-2 font-medium min-[420px]:grid-cols-2 ${listHeading ? 'mt-4' : ''}`}
        >
          {area.towns.map((town) => (
            <li key={town.href}>
              <a href={town.href}>{town.linkText}</a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
