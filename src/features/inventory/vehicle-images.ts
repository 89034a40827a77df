/**
 * Where a vehicle's pictures live: uploaded photos (WebP in a few widths, under /photos/) and,
 * for a vehicle without photos, the cart drawn from its own figures (docs/decisions/0007-vehicle-pages-and-images.md).
 */
import type { ImageSource } from '@/components/ui/picture';
import { shortHash } from '@/lib/short-hash';

import { cartSvg } from './cart-illustration';
import { sceneSvg } from './scenes';
import type { Vehicle, VehiclePhoto } from './vehicle';
import { vehicleDrawing } from './vehicle-drawing';

/** The widths every photo is stored in (smaller ones only when the original is smaller). */
export const photoWidths = [480, 960, 1600] as const;

export function photoUrl(photoId: string, width: number): string {
  return `/photos/${photoId}/${width}.webp`;
}

/** What a vehicle's drawing is drawn from. */
export type DrawnVehicle = Pick<
  Vehicle,
  'id' | 'name' | 'brand' | 'category' | 'seats' | 'lifted' | 'colour'
>;

/**
 * Fingerprints already worked out, by what the drawing is drawn from: every card of every page
 * (and each vehicle of /api/vehicles) asks, and drawing the SVG to hash it costs far more than
 * looking it up. Bounded, so a huge stock cannot grow it without end.
 */
const versions = new Map<string, string>();
const maxVersions = 20_000;

/** The drawing's fingerprint: it changes when a figure the drawing shows changes. */
export function drawingVersion(vehicle: DrawnVehicle): string {
  const drawing = vehicleDrawing(vehicle);
  const key = JSON.stringify(drawing);
  let version = versions.get(key);
  if (version === undefined) {
    if (versions.size >= maxVersions) versions.clear();
    version = shortHash(cartSvg(drawing));
    versions.set(key, version);
  }
  return version;
}

/**
 * The drawn cart of a vehicle, as SVG for pages and as PNG for feeds and link previews. With its
 * version in the address (the vehicle given, not just its id) browsers may keep it for good.
 */
export function drawingPath(vehicle: DrawnVehicle | string, format: 'svg' | 'png' = 'svg'): string {
  const id = typeof vehicle === 'string' ? vehicle : vehicle.id;
  const path = `/images/vehicles/${encodeURIComponent(id)}.${format}`;
  return typeof vehicle === 'string' ? path : `${path}?v=${drawingVersion(vehicle)}`;
}

export const drawingSize = { width: 640, height: 400 } as const;

export function photoSource(photo: VehiclePhoto, preferredWidth = 960): ImageSource {
  const widths = [...photo.widths].sort((a, b) => a - b);
  const largest = widths[widths.length - 1] ?? photo.width;
  const chosen = widths.find((width) => width >= preferredWidth) ?? largest;
  return {
    src: photoUrl(photo.id, chosen),
    srcSet: widths.map((width) => `${photoUrl(photo.id, width)} ${width}w`).join(', '),
    width: chosen,
    height: Math.round((photo.height * chosen) / photo.width),
  };
}

/** The main picture's alt text: the first photo's own, or the words given for the drawing. */
export function vehiclePictureAlt(vehicle: Pick<Vehicle, 'photos'>, drawingAlt: string): string {
  return vehicle.photos[0]?.alt.trim() || drawingAlt;
}

/** The main picture: the first photo, or the drawing. */
export function mainImage(
  vehicle: DrawnVehicle & Pick<Vehicle, 'photos'>,
  preferredWidth?: number,
): ImageSource {
  const photo = vehicle.photos[0];
  if (photo) return photoSource(photo, preferredWidth);
  return { src: drawingPath(vehicle), ...drawingSize };
}

/**
 * The main picture as a raster image (feeds and link previews do not take SVG): the largest
 * stored width of the first photo, or the drawing rendered as PNG.
 */
export function mainRasterImage(vehicle: DrawnVehicle & Pick<Vehicle, 'photos'>): string {
  const photo = vehicle.photos[0];
  if (photo) return photoUrl(photo.id, Math.max(...photo.widths));
  return drawingPath(vehicle, 'png');
}

/** Every picture of the vehicle as the API's `images` list: the photos, or the drawing. */
export function imageList(vehicle: DrawnVehicle & Pick<Vehicle, 'photos'>): string[] {
  if (vehicle.photos.length === 0) return [drawingPath(vehicle)];
  return vehicle.photos.map((photo) => photoSource(photo, 1600).src);
}

export const sceneCount = 8;

/** The template background: one of 8 scenes, picked by vehicle name length modulo 8 (spec). */
export function sceneIndex(vehicleName: string): number {
  return vehicleName.length % sceneCount;
}

/** A scene's address, with its fingerprint so browsers may keep it for good. */
export function scenePathByIndex(index: number): string {
  const scene = index % sceneCount;
  return `/images/scenes/scene-${scene}.svg?v=${shortHash(sceneSvg(scene))}`;
}

export function scenePath(vehicleName: string): string {
  return scenePathByIndex(sceneIndex(vehicleName));
}
