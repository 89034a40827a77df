import Link from 'next/link';

import { Badge } from '@/components/ui/card';
import { formatPrice } from '@/lib/format-price';
import { vehicleBadge, vehicleImage, type Vehicle } from '@/lib/vehicle';

export type VehicleCardData = Pick<
  Vehicle,
  'id' | 'name' | 'brand' | 'category' | 'price' | 'images' | 'isNew' | 'inStock' | 'specifications'
>;

/** A vehicle in a grid: picture, status, name, brand and series, price and key figures. */
export function VehicleCard({
  vehicle,
  headingLevel = 'h3',
}: {
  vehicle: VehicleCardData;
  headingLevel?: 'h2' | 'h3';
}) {
  const Heading = headingLevel;
  const badge = vehicleBadge(vehicle);
  const specs = vehicle.specifications;
  const keyFigures = [
    specs.seatingCapacity !== undefined ? `${specs.seatingCapacity} seats` : undefined,
    specs.range,
    specs.topSpeed,
  ].filter((figure): figure is string => Boolean(figure));
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-card border border-line bg-white shadow-card transition-shadow hover:shadow-lg [content-visibility:auto] [contain-intrinsic-size:auto_26rem]">
      <div className="relative bg-surface">
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img
          src={vehicleImage(vehicle)}
          alt={`${vehicle.name} electric cart`}
          width={640}
          height={400}
          loading="lazy"
          decoding="async"
          className="aspect-[8/5] w-full object-cover"
        />
        <Badge
          tone={badge === 'Out of Stock' ? 'neutral' : badge === 'NEW' ? 'accent' : 'brand'}
          className="absolute top-3 left-3"
        >
          {badge}
        </Badge>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-bold tracking-widest text-brand-700 uppercase">
          {vehicle.brand} · {vehicle.category}
        </p>
        <Heading className="mt-1 text-lg font-bold">
          {/* No prefetch: a grid of dynamic pages would queue dozens of requests ahead of the one the visitor clicks. */}
          <Link
            href={`/vehicles/${encodeURIComponent(vehicle.id)}`}
            prefetch={false}
            className="after:absolute after:inset-0 after:content-['']"
          >
            {vehicle.name}
          </Link>
        </Heading>
        {keyFigures.length > 0 && (
          <ul className="mt-3 flex flex-wrap gap-2 text-sm text-muted" aria-label="Key figures">
            {keyFigures.map((figure) => (
              <li key={figure} className="rounded-full bg-surface px-2.5 py-1 ring-1 ring-line">
                {figure}
              </li>
            ))}
          </ul>
        )}
        <div className="mt-auto flex items-end justify-between pt-5">
          <p className="text-2xl font-extrabold text-ink">{formatPrice(vehicle.price)}</p>
          <span aria-hidden="true" className="text-sm font-semibold text-brand-700 group-hover:underline">
            View Details →
          </span>
        </div>
      </div>
    </article>
  );
}
