import Link from 'next/link';

import { Icon } from '@/components/ui/icon';
import type { Series } from '@/content/brands';
import { VehiclePicture } from '@/features/inventory/components/vehicle-picture';
import { vehiclePath, type Vehicle } from '@/features/inventory/vehicle';
import { formatPrice } from '@/lib/format-price';

import { seriesFeatures, startingPrice } from '../series-summary';

/** How many model links a series card lists before "+N more models" (spec: evolution shows 3). */
export function visibleModelLinks<T>(
  models: readonly T[],
  limit: number | undefined,
): { shown: readonly T[]; more: number } {
  if (limit === undefined || models.length <= limit) return { shown: models, more: 0 };
  return { shown: models.slice(0, limit), more: models.length - limit };
}

/** A link's words: the model, and for a trade-in its condition and year. */
function modelLabel(vehicle: Vehicle): string {
  if (vehicle.condition === 'new') return vehicle.model;
  return `${vehicle.model} (used${vehicle.year ? `, ${vehicle.year}` : ''})`;
}

/** A series on its brand page: the models in stock, cheapest first, with the lowest price. */
export function SeriesCard({
  series,
  models,
  linkLimit,
}: {
  series: Series;
  /** The series' listed vehicles, cheapest first (at least one). */
  models: readonly Vehicle[];
  linkLimit?: number;
}) {
  const { shown, more } = visibleModelLinks(models, linkLimit);
  const first = models[0];
  const from = startingPrice(models);
  return (
    <article className="media-card" data-testid="series-card">
      {first && (
        <VehiclePicture
          vehicle={first}
          alt={`${series.name} series cart`}
          preferredWidth={480}
          sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
          className="card-image"
        />
      )}
      <div className="card-body">
        <h3 className="series-name">{series.name.toUpperCase()}</h3>
        <p className="series-price">
          {from !== undefined && <>Starting at {formatPrice(from)} · </>}
          {models.length} {models.length === 1 ? 'model' : 'models'}
        </p>
        <p className="series-summary">{series.description}</p>
        <ul className="icon-list series-features">
          {seriesFeatures(series, models).map((feature) => (
            <li key={feature}>
              <Icon name="check" />
              {feature}
            </li>
          ))}
        </ul>
        <div className="mt-auto pt-5">
          <p className="eyebrow text-xs text-muted">Models</p>
          <ul className="link-list series-links">
            {shown.map((model) => (
              <li key={model.id}>
                <Link href={vehiclePath(model)}>{modelLabel(model)}</Link>
              </li>
            ))}
            {more > 0 && (
              <li>
                <Link
                  href={`/inventory?q=${encodeURIComponent(series.name)}`}
                  className="font-semibold text-muted underline underline-offset-4 hover:text-brand-800"
                >
                  +{more} more {more === 1 ? 'model' : 'models'}
                </Link>
              </li>
            )}
          </ul>
        </div>
      </div>
    </article>
  );
}
