import { Picture } from '@/components/ui/picture';

import type { Vehicle } from '../vehicle';
import { mainImage, vehiclePictureAlt, type DrawnVehicle } from '../vehicle-images';

/**
 * A vehicle's main picture: its first uploaded photo or, without photos, the cart drawn from its
 * figures. `alt` names the drawing; a photo's own alt text wins.
 */
export function VehiclePicture({
  vehicle,
  alt,
  preferredWidth,
  ...props
}: Omit<Parameters<typeof Picture>[0], 'source'> & {
  vehicle: DrawnVehicle & Pick<Vehicle, 'photos'>;
  /** The width the src falls back to where srcset is not read. */
  preferredWidth?: number;
}) {
  return (
    <Picture source={mainImage(vehicle, preferredWidth)} alt={vehiclePictureAlt(vehicle, alt)} {...props} />
  );
}
