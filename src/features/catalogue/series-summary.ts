/**
 * What the brand pages say about a series or a brand, computed from the vehicles in stock: the
 * "starting at" price, the models, and the feature lines that state figures (seats, range, top
 * speed), so no sentence can disagree with the inventory.
 */
import type { BrandFact } from '@/content/brand-pages';
import { seriesOf, type BrandId, type Series } from '@/content/brands';
import { effectivePrice, isListed, type Vehicle } from '@/features/inventory/vehicle';

/** The fields these summaries read, so API records serve as well as vehicles. */
type Listing = Pick<
  Vehicle,
  | 'id'
  | 'name'
  | 'model'
  | 'brand'
  | 'category'
  | 'status'
  | 'condition'
  | 'price'
  | 'salePrice'
  | 'seats'
  | 'rangeMiles'
  | 'topSpeedMph'
>;

const cheapestFirst = (a: Listing, b: Listing) =>
  effectivePrice(a) - effectivePrice(b) || a.name.localeCompare(b.name, 'en', { numeric: true });

/**
 * The listed new vehicles of a series, cheapest first: what the series costs "starting at" and
 * which models it has. A used trade-in is one cart at its own price, not the series' price.
 */
export function vehiclesInSeries<T extends Listing>(item: Pick<Series, 'id'>, vehicles: readonly T[]): T[] {
  return vehicles
    .filter(
      (vehicle) => isListed(vehicle) && vehicle.condition === 'new' && seriesOf(vehicle)?.id === item.id,
    )
    .sort(cheapestFirst);
}

/** The listed new vehicles of a brand with a brand page: what the brand's facts are made from. */
export function vehiclesOfBrand<T extends Listing>(brand: BrandId, vehicles: readonly T[]): T[] {
  return vehicles.filter(
    (vehicle) => isListed(vehicle) && vehicle.condition === 'new' && seriesOf(vehicle)?.brand === brand,
  );
}

/** The listed used vehicles of a brand with a brand page, cheapest first: its pre-owned section. */
export function preOwnedOfBrand<T extends Listing>(brand: BrandId, vehicles: readonly T[]): T[] {
  return vehicles
    .filter(
      (vehicle) => isListed(vehicle) && vehicle.condition === 'used' && seriesOf(vehicle)?.brand === brand,
    )
    .sort(cheapestFirst);
}

/** "Starting at": the lowest price a buyer pays in the series. */
export function startingPrice(vehicles: readonly Listing[]): number | undefined {
  return vehicles.length > 0 ? Math.min(...vehicles.map(effectivePrice)) : undefined;
}

function distinct(values: readonly (number | null)[]): number[] {
  return [...new Set(values.filter((value): value is number => value !== null))].sort((a, b) => a - b);
}

function orList(values: readonly number[]): string {
  if (values.length <= 1) return values.join('');
  return `${values.slice(0, -1).join(', ')} or ${values.at(-1)}`;
}

/** "Seating for 4", "Seating for 6 or 8", "Seating for 2, 4 or 6". */
export function seatsLine(vehicles: readonly Listing[]): string | undefined {
  const seats = distinct(vehicles.map((vehicle) => vehicle.seats));
  return seats.length > 0 ? `Seating for ${orList(seats)}` : undefined;
}

/** "Up to 55 miles of range". */
export function rangeLine(vehicles: readonly Listing[]): string | undefined {
  const ranges = distinct(vehicles.map((vehicle) => vehicle.rangeMiles));
  return ranges.length > 0 ? `Up to ${ranges.at(-1)} miles of range` : undefined;
}

/** The three feature lines of a series card: seats, the series' own highlight, range. */
export function seriesFeatures(item: Pick<Series, 'highlight'>, vehicles: readonly Listing[]): string[] {
  return [seatsLine(vehicles), item.highlight, rangeLine(vehicles)].filter(
    (line): line is string => line !== undefined,
  );
}

/** A brand page bullet stating a figure of the brand's lineup in stock. */
export function brandFactLine(fact: BrandFact, vehicles: readonly Listing[]): string | undefined {
  switch (fact) {
    case 'seats': {
      const seats = distinct(vehicles.map((vehicle) => vehicle.seats));
      if (seats.length === 0) return undefined;
      return seats.length === 1
        ? `Seating for ${seats[0]} passengers`
        : `Seating from ${seats[0]} to ${seats.at(-1)} passengers`;
    }
    case 'top-speed': {
      const speeds = distinct(vehicles.map((vehicle) => vehicle.topSpeedMph));
      if (speeds.length === 0) return undefined;
      return speeds.length === 1
        ? `Top speed of ${speeds[0]} mph across the lineup`
        : `Top speeds from ${speeds[0]} to ${speeds.at(-1)} mph`;
    }
    case 'range': {
      const withRange = vehicles.filter((vehicle) => vehicle.rangeMiles !== null);
      if (withRange.length === 0) return undefined;
      const longest = withRange.reduce((best, vehicle) =>
        (vehicle.rangeMiles ?? 0) > (best.rangeMiles ?? 0) ? vehicle : best,
      );
      return `Up to ${longest.rangeMiles} miles of range (${longest.model})`;
    }
  }
}
