import { cartSvg } from '../cart-illustration';
import type { Vehicle } from '../vehicle';
import { fallbackDrawing, vehicleDrawing } from '../vehicle-drawing';
import type { DrawnVehicle } from '../vehicle-images';
import { VehiclePicture } from './vehicle-picture';

/**
 * The picture at the top of the home page and of a vehicle page: its uploaded photo, or its
 * drawing written into the page itself (2 KB), so it shows with the first paint instead of
 * waiting for a request of its own. One per page: the drawing's gradient ids are not unique.
 */
export function HeroVehiclePicture({
  vehicle,
  alt,
  sizes,
  className,
}: {
  vehicle: (DrawnVehicle & Pick<Vehicle, 'photos'>) | undefined;
  /** What a photo shows when its own alt text is empty; a drawing names itself. */
  alt: string;
  sizes: string;
  className: string;
}) {
  if (vehicle && vehicle.photos.length > 0)
    return <VehiclePicture vehicle={vehicle} alt={alt} sizes={sizes} priority className={className} />;
  const svg = cartSvg(vehicle ? vehicleDrawing(vehicle) : fallbackDrawing);
  return (
    <div
      className={`${className} [&>svg]:block [&>svg]:h-full [&>svg]:w-full`}
      // Our own drawing, built from escaped figures (src/features/inventory/cart-illustration.ts).
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
