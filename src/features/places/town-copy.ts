/**
 * The wording that makes each town's pages its own: titles, meta descriptions and the
 * "part of" note. Every description weaves in the county, the type and something of the town
 * (its first cart use, its distance), so no two pages differ only by the name.
 */
import { brands } from '@/content/brands';
import { municipalityTitle, type Municipality } from '@/content/municipalities';
import { cartTypes } from '@/content/rental-plans';
import { effectivePrice, type Vehicle } from '@/features/inventory/vehicle';
import { firstWholeDescription } from '@/features/seo/page-metadata';
import { formatPrice } from '@/lib/format-price';

import { deliveredFrom, rentalBase } from './town-location';

/** "Toms River Township": the name with its displayed type. */
export function townName(town: Pick<Municipality, 'name' | 'type'>): string {
  return `${town.name} ${town.type}`;
}

/** "Forked River, part of Lacey Township", or undefined for a municipality in its own right. */
export function partOfNote(town: Municipality): string | undefined {
  return town.partOf ? `${town.name}, part of ${town.partOf}` : undefined;
}

/**
 * The town page's carts-for-sale sentence, from the carts listed: how many and from what price, and
 * used carts named only while one is among them (the sentence is about the stock shown).
 */
export function townSalesText(town: Pick<Municipality, 'name'>, listed: readonly Vehicle[]): string {
  const brandNames = Object.values(brands)
    .map((brand) => brand.name)
    .join(' and ');
  const stock =
    listed.length > 0
      ? `${listed.length} carts in stock from ${formatPrice(Math.min(...listed.map(effectivePrice)))}`
      : 'New carts to order';
  const usedInStock = listed.some((vehicle) => vehicle.condition === 'used');
  return `${stock}: ${brandNames} models${usedInStock ? ' and quality used carts' : ''}, from utility carts to group shuttles, delivered to ${town.name}.`;
}

/** The lowest daily rental price of any cart type: "rentals from $245 a day". */
export function lowestDailyRate(): number {
  return Math.min(
    ...cartTypes.flatMap((type) =>
      type.plans.filter((plan) => plan.durationDays === 1).map((plan) => plan.price),
    ),
  );
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

export function townPageTitle(town: Municipality): string {
  return municipalityTitle(town);
}

/**
 * The town's place, county and state, and one of its own cart uses: the first wording that fits
 * whole, "electric" dropped before a later use is taken, and the state (implied by the county)
 * only when no use fits with it.
 */
export function townPageDescription(town: Municipality): string {
  const where = town.partOf ? `${town.name} (${town.partOf})` : townName(town);
  const places = [`${where}, ${town.county}, NJ`, `${where}, ${town.county}`];
  return firstWholeDescription(
    places.flatMap((place) =>
      town.cartUses.flatMap((use) =>
        ['an electric golf cart', 'a golf cart'].map(
          (cart) => `Buy, rent or service ${cart} in ${place}. Popular here: ${lowerFirst(use)}.`,
        ),
      ),
    ),
  );
}

export function townRentalTitle(town: Municipality): string {
  return `${townName(town)} Golf Cart Rentals`;
}

export function townRentalDescription(town: Municipality): string {
  const from = formatPrice(lowestDailyRate());
  const base = rentalBase(town);
  // Shortened step by step where room is tight; the state, implied by the county, goes last.
  const wordings = (where: string) =>
    [false, true].flatMap((short) => {
      const delivered = deliveredFrom(base, town.name, { short });
      return [
        `Golf cart rentals in ${where}: 4 and 6 seaters and utility carts from ${from} a day, delivered ${delivered}.`,
        `Rent golf carts in ${where}: 4 and 6 seaters and utility carts from ${from}/day, delivered ${delivered}.`,
      ];
    });
  return firstWholeDescription([
    ...wordings(`${townName(town)}, ${town.county}, NJ`),
    ...wordings(`${townName(town)}, ${town.county}`),
  ]);
}
