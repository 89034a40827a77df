import Link from 'next/link';
import { Check } from 'lucide-react';

import type { CatalogueModel, Series } from '@/content/catalogue';
import { catalogueImagePath } from '@/lib/vehicle-images';
import { formatPrice } from '@/lib/format-price';

/** How many model links a series card lists before "+N more models" (spec: evolution shows 3). */
export function visibleModelLinks<T>(
  models: readonly T[],
  limit: number | undefined,
): { shown: readonly T[]; more: number } {
  if (limit === undefined || models.length <= limit) return { shown: models, more: 0 };
  return { shown: models.slice(0, limit), more: models.length - limit };
}

export function SeriesCard({
  series,
  models,
  startingPrice,
  linkLimit,
}: {
  series: Series;
  models: readonly CatalogueModel[];
  startingPrice: number;
  linkLimit?: number;
}) {
  const { shown, more } = visibleModelLinks(models, linkLimit);
  const first = models[0];
  return (
    <article
      className="flex h-full flex-col overflow-hidden rounded-card border border-line bg-white shadow-card"
      data-testid="series-card"
    >
      {first && (
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={catalogueImagePath(first.slug)}
          alt={`${series.name} series cart`}
          width={640}
          height={400}
          loading="lazy"
          className="aspect-[8/5] w-full bg-surface object-cover"
        />
      )}
      <div className="flex flex-1 flex-col p-5">
        <h3 className="text-xl font-extrabold tracking-tight">{series.name.toUpperCase()}</h3>
        <p className="mt-1 text-sm font-semibold text-brand-700">
          Starting at {formatPrice(startingPrice)} · {models.length}{' '}
          {models.length === 1 ? 'model' : 'models'}
        </p>
        <p className="mt-3 text-sm text-muted">{series.description}</p>
        <ul className="mt-4 space-y-1.5 text-sm">
          {series.features.map((feature) => (
            <li key={feature} className="flex gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
              {feature}
            </li>
          ))}
        </ul>
        <div className="mt-auto pt-5">
          <p className="text-xs font-bold tracking-widest text-muted uppercase">Models</p>
          <ul className="mt-2 space-y-1 text-sm">
            {shown.map((model) => (
              <li key={model.slug}>
                <Link
                  href={`/vehicles/${model.slug}`}
                  className="font-semibold text-brand-800 underline-offset-4 hover:underline"
                >
                  {model.model}
                </Link>
              </li>
            ))}
            {more > 0 && (
              <li>
                <Link
                  href={`/inventory?q=${encodeURIComponent(series.name)}`}
                  className="font-semibold text-muted underline underline-offset-4 hover:text-brand-800"
                >
                  +{more} more models
                </Link>
              </li>
            )}
          </ul>
        </div>
      </div>
    </article>
  );
}
