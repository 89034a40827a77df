import Link from 'next/link';

import { Badge } from '@/components/ui/card';
import { VehiclePicture } from '@/components/ui/picture';
import { VehiclePrice } from '@/components/ui/price';
import { compareHref } from '@/lib/compare';
import { vehicleBadge, vehiclePath, type Vehicle, type VehicleBadge } from '@/lib/vehicle';

/** What a vehicle card shows. */
export type VehicleCardData = Pick<
  Vehicle,
  | 'id'
  | 'name'
  | 'brand'
  | 'category'
  | 'price'
  | 'salePrice'
  | 'photos'
  | 'condition'
  | 'year'
  | 'status'
  | 'seats'
  | 'rangeMiles'
  | 'topSpeedMph'
  | 'lifted'
  | 'colour'
>;

export const badgeTones: Record<VehicleBadge, 'brand' | 'accent' | 'neutral' | 'danger'> = {
  NEW: 'accent',
  'In Stock': 'brand',
  'On Hold': 'neutral',
  Sold: 'danger',
  'No Longer Listed': 'neutral',
};

/** A vehicle in a grid: picture, status, name, brand and series, price and key figures. */
export function VehicleCard({
  vehicle,
  headingLevel = 'h3',
  priority = false,
}: {
  vehicle: VehicleCardData;
  headingLevel?: 'h2' | 'h3';
  /** The first card on a page: its picture may be the largest thing on a phone's first screen. */
  priority?: boolean;
}) {
  const Heading = headingLevel;
  const badge = vehicleBadge(vehicle);
  const keyFigures = [
    vehicle.condition === 'used' ? `Used${vehicle.year ? ` ${vehicle.year}` : ''}` : undefined,
    vehicle.seats !== null ? `${vehicle.seats} seats` : undefined,
    vehicle.rangeMiles !== null ? `${vehicle.rangeMiles} miles` : undefined,
    vehicle.topSpeedMph !== null ? `${vehicle.topSpeedMph} mph` : undefined,
  ].filter((figure): figure is string => Boolean(figure));
  return (
    <article className="link-card">
      <div className="card-media">
        <VehiclePicture
          vehicle={vehicle}
          alt={`${vehicle.name} electric cart`}
          preferredWidth={480}
          priority={priority}
          className="card-image"
        />
        <Badge tone={badgeTones[badge]} className="card-badge">
          {badge}
        </Badge>
      </div>
      <div className="card-body">
        <p className="card-eyebrow">{`${vehicle.brand} · ${vehicle.category}`}</p>
        <Heading className="card-title">
          {/* No prefetch: a grid of pages would queue dozens of requests ahead of the one the visitor clicks. */}
          <Link href={vehiclePath(vehicle)} prefetch={false} className="link-card-cover">
            {vehicle.name}
          </Link>
        </Heading>
        {keyFigures.length > 0 && (
          <ul className="chips mt-3" aria-label="Key figures">
            {keyFigures.map((figure) => (
              <li key={figure}>{figure}</li>
            ))}
          </ul>
        )}
        <div className="card-price">
          <VehiclePrice vehicle={vehicle} />
        </div>
        <div className="link-card-actions">
          {/* Above the name link's overlay (z-10), so it takes its own clicks. */}
          <Link href={compareHref([vehicle.id])} prefetch={false} className="link-card-action">
            Compare<span className="sr-only">{` the ${vehicle.name} with other carts`}</span>
          </Link>
          <span aria-hidden="true" className="link-card-more">
            View Details →
          </span>
        </div>
      </div>
    </article>
  );
}
