/**
 * The wording that makes each town's pages its own: titles, meta descriptions and the
 * "part of" note. Every description weaves in the county, the type and something of the town
 * (its first cart use, its distance), so no two pages differ only by the name.
 */
import { brands } from '@/content/brands';
import { municipalityTitle, type Municipality } from '@/content/municipalities';
import { cartTypes } from '@/content/rental-plans';
import { effectivePrice, type Vehicle } from '@/features/inventory/vehicle';
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

export function townPageDescription(town: Municipality): string {
  const where = town.partOf ? `${town.name} (${town.partOf})` : townName(town);
  return `Buy, rent or service an electric golf cart in ${where}, ${town.county}, NJ. Popular here: ${lowerFirst(town.cartUses[0])}.`;
}

export function townRentalTitle(town: Municipality): string {
  return `${townName(town)} Golf Cart Rentals`;
}

export function townRentalDescription(town: Municipality): string {
  return `Golf cart rentals in ${townName(town)}, ${town.county}, NJ: 4 seater, 6 seater and utility carts from ${formatPrice(lowestDailyRate())} a day, delivered ${deliveredFrom(rentalBase(town), town.name)}.`;
}
