/**
 * The models a town page features, chosen from the catalogue's own figures so that a price or
 * range change there flows through. Beach and neighbourhood towns get street-friendly 4 and 6
 * seaters; Somerset County and farm or estate country get a mix: a 4 seater, a 6 seater, a
 * lifted all-terrain cart and a utility vehicle.
 */
import { catalogue, type CatalogueModel } from '@/content/catalogue';
import type { Municipality } from '@/content/municipalities';

export type ModelMix = 'street' | 'property';
export type ModelSlot = 'street-four' | 'group-six' | 'all-terrain' | 'utility';

const fitsSlot: Record<ModelSlot, (model: CatalogueModel) => boolean> = {
  // 25 mph is the low-speed-vehicle limit for public roads posted 25 mph or less.
  'street-four': (model) => !model.lifted && model.seats === 4 && model.topSpeedMph >= 25,
  'group-six': (model) => !model.lifted && model.seats === 6 && model.topSpeedMph >= 25,
  'all-terrain': (model) => model.lifted && model.seats >= 4,
  // The Turfman series is the utility line (cargo bed), as in the drawn cart images.
  utility: (model) => model.series === 'turfman',
};

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

/** Longest range first; then the lower price; then the slug, so the choice is stable. */
function byRangeThenPrice(a: CatalogueModel, b: CatalogueModel): number {
  return b.rangeMiles - a.rangeMiles || a.price - b.price || a.slug.localeCompare(b.slug);
}

/** One model per slot, each from a different series where the catalogue allows it. */
export function featuredModelsFor(
  mix: ModelMix,
  models: readonly CatalogueModel[] = catalogue,
): CatalogueModel[] {
  const chosen: CatalogueModel[] = [];
  for (const slot of mixSlots[mix]) {
    const candidates = models
      .filter((model) => fitsSlot[slot](model) && !chosen.includes(model))
      .sort(byRangeThenPrice);
    const fresh = candidates.find((model) => !chosen.some((picked) => picked.series === model.series));
    const pick = fresh ?? candidates[0];
    if (pick) chosen.push(pick);
  }
  return chosen;
}
