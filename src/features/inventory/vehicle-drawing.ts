/**
 * The drawn picture of a vehicle without photos: seat rows from its seats, a raised stance when
 * lifted, a cargo bed for utility series, and its colour when staff gave a plain one (otherwise the
 * series colour).
 */
import { seriesOf } from '@/content/brands';

import type { CartDrawing } from './cart-illustration';
import type { Vehicle } from './vehicle';

const defaultColour = '#047857';

/** Colour words staff type for a cart's paint, and the shade the drawing uses for them. */
const paintColours: [RegExp, string][] = [
  [/\bwhite\b/i, '#e5e7eb'],
  [/\bblack\b/i, '#1f2937'],
  [/\b(silver|grey|gray)\b/i, '#9ca3af'],
  [/\bred\b/i, '#b91c1c'],
  [/\bblue\b/i, '#1d4ed8'],
  [/\bgreen\b/i, '#15803d'],
  [/\byellow\b/i, '#ca8a04'],
  [/\borange\b/i, '#c2410c'],
  [/\b(beige|tan|champagne|sand)\b/i, '#d6c7a1'],
];

export function vehicleDrawing(
  vehicle: Pick<Vehicle, 'name' | 'brand' | 'category' | 'seats' | 'lifted' | 'colour'>,
): CartDrawing {
  const series = seriesOf(vehicle);
  const paint = vehicle.colour
    ? paintColours.find(([pattern]) => pattern.test(vehicle.colour!))?.[1]
    : undefined;
  const seats = vehicle.seats ?? 4;
  return {
    seats,
    lifted: vehicle.lifted,
    utility: series?.utility ?? false,
    colour: paint ?? series?.colour ?? defaultColour,
    title: vehicle.seats
      ? `${vehicle.name}, ${vehicle.seats}-seat electric cart`
      : `${vehicle.name}, electric cart`,
  };
}

export const fallbackDrawing: CartDrawing = {
  seats: 4,
  lifted: false,
  utility: false,
  colour: defaultColour,
  title: 'Electric golf cart',
};
