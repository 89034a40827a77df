/**
 * Which dealer location serves a town and how far it is: the nearest showroom by the stored
 * coordinates, and for rentals the nearest rental base. Distances are straight-line figures
 * rounded to whole miles: good enough to say "about 12 miles away" and to count a rental's
 * delivery fee by, never a road-mile quote.
 */
import { dealer, type DealerLocation } from '@/content/dealer';
import { distanceMiles, type Municipality } from '@/content/municipalities';
import { rentalLocationIds } from '@/content/rental-plans';

import { milesText } from './miles-text';

export interface TownLocation {
  location: DealerLocation;
  /** Straight-line distance, rounded to whole miles. */
  miles: number;
}

function milesTo(location: DealerLocation, town: Municipality): number {
  if (!location.coordinates) throw new Error(`Location ${location.id} has no coordinates`);
  return Math.round(distanceMiles(location.coordinates, town.coordinates));
}

function nearest(town: Municipality, locations: readonly DealerLocation[], what: string): TownLocation {
  const found = locations
    .filter((location) => location.coordinates)
    .map((location) => ({ location, miles: milesTo(location, town) }))
    .sort((a, b) => a.miles - b.miles)[0];
  if (!found) throw new Error(`The dealer has no ${what} with coordinates`);
  return found;
}

/** The nearest showroom to the town and its distance: the one its page names and calls. */
export function servingLocation(town: Municipality): TownLocation {
  return nearest(
    town,
    dealer.locations.filter((location) => location.type === 'physical'),
    'showroom',
  );
}

/**
 * The rental base nearest the town: where the carts delivered there come from, and the distance
 * their delivery fee is counted on (a showroom that rents no carts delivers none).
 */
export function rentalBase(town: Municipality): TownLocation {
  return nearest(
    town,
    dealer.locations.filter((location) => (rentalLocationIds as readonly string[]).includes(location.id)),
    'rental base',
  );
}

/** "about 12 miles from Brick", or "right in Toms River" when the location is in the town. */
export function distancePhrase(miles: number, townName: string): string {
  if (miles < 1) return `right in ${townName}`;
  return `about ${milesText(miles)} from ${townName}`;
}

/**
 * "from our Toms River location, about 9 miles away", or "from our location right in Toms River";
 * `short`, "from Toms River, about 9 miles away" (where room is tight: a meta description).
 */
export function deliveredFrom(
  { location, miles }: TownLocation,
  townName: string,
  { short = false } = {},
): string {
  if (miles < 1) return `from our location right in ${townName}`;
  const city = locationCity(location);
  return `from ${short ? city : `our ${city} location`}, about ${milesText(miles)} away`;
}

/** The location's town, e.g. "Toms River". */
export function locationCity(location: DealerLocation): string {
  return location.address?.city ?? location.name;
}
