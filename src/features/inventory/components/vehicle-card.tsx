import { formatHoldDate, vehicleBadge, vehiclePath, type Vehicle, type VehicleBadge } from '../vehicle';
import { mainImage, vehiclePictureAlt } from '../vehicle-images';
import { VehicleCardView, type VehicleCardFace } from './vehicle-card-view';

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
  | 'holdUntil'
>;

export const badgeTones: Record<VehicleBadge, 'brand' | 'accent' | 'neutral' | 'danger'> = {
  NEW: 'accent',
  'In Stock': 'brand',
  'On Hold': 'neutral',
  Sold: 'danger',
  'No Longer Listed': 'neutral',
};

/** What a card shows of a vehicle, worked out here so the browser gets the words, not the vehicle. */
function vehicleCardFace(vehicle: VehicleCardData): VehicleCardFace {
  const badge = vehicleBadge(vehicle);
  return {
    id: vehicle.id,
    name: vehicle.name,
    price: vehicle.price,
    salePrice: vehicle.salePrice,
    href: vehiclePath(vehicle),
    eyebrow: `${vehicle.brand} · ${vehicle.category}`,
    badge,
    badgeTone: badgeTones[badge],
    figures: [
      // A buyer's paid hold ends on a known day.
      vehicle.status === 'on-hold' && vehicle.holdUntil
        ? `On hold until ${formatHoldDate(vehicle.holdUntil)}`
        : undefined,
      vehicle.condition === 'used' ? `Used${vehicle.year ? ` ${vehicle.year}` : ''}` : undefined,
      vehicle.seats !== null ? `${vehicle.seats} seats` : undefined,
      vehicle.rangeMiles !== null ? `${vehicle.rangeMiles} miles` : undefined,
      vehicle.topSpeedMph !== null ? `${vehicle.topSpeedMph} mph` : undefined,
    ].filter((figure): figure is string => Boolean(figure)),
    image: mainImage(vehicle, 480),
    alt: vehiclePictureAlt(vehicle, `${vehicle.name} electric cart`),
  };
}

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
  return <VehicleCardView card={vehicleCardFace(vehicle)} headingLevel={headingLevel} priority={priority} />;
}
