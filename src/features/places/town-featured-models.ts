/**
 * The models a town page features, chosen from the figures of the carts in stock so that a price
 * or range change flows through. Beach and neighbourhood towns get street-friendly 4 and 6
 * seaters; Somerset County and farm or estate country get a mix: a 4 seater, a 6 seater, a
 * lifted all-terrain cart and a utility vehicle.
 */
import { seriesOf } from '@/content/brands';
import type { Municipality } from '@/content/municipalities';
import { effectivePrice, isListed, type Vehicle } from '@/features/inventory/vehicle';

export type ModelMix = 'street' | 'property';
export type ModelSlot = 'street-four' | 'group-six' | 'all-terrain' | 'utility';

const streetSpeed = (vehicle: Vehicle) => (vehicle.topSpeedMph ?? 0) >= 25;

const fitsSlot: Record<ModelSlot, (vehicle: Vehicle) => boolean> = {
  // 25 mph is the low-speed-vehicle limit for public roads posted 25 mph or less.
  'street-four': (vehicle) => !vehicle.lifted && vehicle.seats === 4 && streetSpeed(vehicle),
  'group-six': (vehicle) => !vehicle.lifted && vehicle.seats === 6 && streetSpeed(vehicle),
  'all-terrain': (vehicle) => vehicle.lifted && (vehicle.seats ?? 0) >= 4,
  // Utility series (the Turfman's cargo bed), as in the drawn cart images.
  utility: (vehicle) => seriesOf(vehicle)?.utility === true,
};

const seriesKey = (vehicle: Vehicle) => seriesOf(vehicle)?.id ?? `${vehicle.brand}/${vehicle.category}`;

export const mixSlots: Record<ModelMix, readonly ModelSlot[]> = {
  street: ['street-four', 'group-six', 'street-four', 'group-six'],
  property: ['street-four', 'group-six', 'all-terrain', 'utility'],
};

const propertyWords =
  /\b(farms?|farmland|pastures?|livestock|feed|fences?|acres?|acreage|estates?|barns?|paddocks?|nurser(?:y|ies))\b/gi;

/**
 * Somerset County towns get the mix (the brief's "Somerset: mix"), and so does any town whose
 * own description talks about farms, estates or acreage at least twice (e.g. Plumsted, Jackson).
 */
export function modelMixFor(town: Pick<Municipality, 'county' | 'localIntro' | 'cartUses'>): ModelMix {
  if (town.county === 'Somerset County') return 'property';
  const mentions = [town.localIntro, ...town.cartUses].join(' ').match(propertyWords)?.length ?? 0;
  return mentions >= 2 ? 'property' : 'street';
}

/** Longest range first; then the lower price; then the id, so the choice is stable. */
function byRangeThenPrice(a: Vehicle, b: Vehicle): number {
  return (
    (b.rangeMiles ?? 0) - (a.rangeMiles ?? 0) ||
    effectivePrice(a) - effectivePrice(b) ||
    a.id.localeCompare(b.id)
  );
}

/** One listed vehicle per slot, each from a different series where the stock allows it. */
export function featuredModelsFor(mix: ModelMix, vehicles: readonly Vehicle[]): Vehicle[] {
  const chosen: Vehicle[] = [];
  for (const slot of mixSlots[mix]) {
    const candidates = vehicles
      .filter((vehicle) => isListed(vehicle) && fitsSlot[slot](vehicle) && !chosen.includes(vehicle))
      .sort(byRangeThenPrice);
    const fresh = candidates.find(
      (vehicle) => !chosen.some((picked) => seriesKey(picked) === seriesKey(vehicle)),
    );
    const pick = fresh ?? candidates[0];
    if (pick) chosen.push(pick);
  }
  return chosen;
}
