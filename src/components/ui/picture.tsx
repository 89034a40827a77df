import type { ImgHTMLAttributes } from 'react';

import { mainImage } from '@/lib/vehicle-images';
import type { Vehicle } from '@/lib/vehicle';

type ImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height' | 'alt'>;

/**
 * A vehicle's main picture: its first uploaded photo (WebP in several widths, with srcset and
 * sizes) or, without photos, the cart drawn from its figures. Dimensions are always set, so the
 * page never shifts while it loads. `alt` names the drawing; a photo's own alt text wins.
 */
export function VehiclePicture({
  vehicle,
  alt,
  sizes = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
  preferredWidth,
  priority = false,
  ...props
}: ImageProps & {
  vehicle: Pick<Vehicle, 'id' | 'photos'>;
  alt: string;
  /** The width the src falls back to where srcset is not read. */
  preferredWidth?: number;
  /** The largest picture of the first screen: loaded eagerly and first. */
  priority?: boolean;
}) {
  const image = mainImage(vehicle, preferredWidth);
  const photoAlt = vehicle.photos[0]?.alt.trim();
  return (
    // eslint-disable-next-line @next/next/no-img-element -- our own responsive sources; no image optimizer runs here
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={photoAlt || alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      {...props}
    />
  );
}
