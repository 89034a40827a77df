/**
 * The models a town page features, chosen from the catalogue's own figures so that a price or
 * range change there flows through. Shore towns get street-friendly 4 and 6 seaters (beach
 * blocks, boardwalks, 25 mph roads); Somerset County gets a mix for estates, farms and
 * neighbourhoods: a 4 seater, a 6 seater, a lifted all-terrain cart and a utility vehicle.
 */
import { catalogue, type CatalogueModel } from '@/content/catalogue';
import type { RegionId } from '@/content/municipalities';

export type ModelSlot = 'street-four' | 'group-six' | 'all-terrain' | 'utility';

const fitsSlot: Record<ModelSlot, (model: CatalogueModel) => boolean> = {
  // 25 mph is the low-speed-vehicle limit for public roads posted 25 mph or less.
  'street-four': (model) => !model.lifted && model.seats === 4 && model.topSpeedMph >= 25,
  'group-six': (model) => !model.lifted && model.seats === 6 && model.topSpeedMph >= 25,
  'all-terrain': (model) => model.lifted && model.seats >= 4,
  // The Turfman series is the utility line (cargo bed), as in the drawn cart images.
  utility: (model) => model.series === 'turfman',
};

export const regionSlots: Record<RegionId, readonly ModelSlot[]> = {
  'jersey-shore': ['street-four', 'group-six', 'street-four', 'group-six'],
  'somerset-county': ['street-four', 'group-six', 'all-terrain', 'utility'],
};

/** Longest range first; then the lower price; then the slug, so the choice is stable. */
function byRangeThenPrice(a: CatalogueModel, b: CatalogueModel): number {
  return b.rangeMiles - a.rangeMiles || a.price - b.price || a.slug.localeCompare(b.slug);
}

/** One model per slot, each from a different series where the catalogue allows it. */
export function featuredModelsFor(region: RegionId, models: readonly CatalogueModel[] = catalogue): CatalogueModel[] {
  const chosen: CatalogueModel[] = [];
  for (const slot of regionSlots[region]) {
    const candidates = models.filter((model) => fitsSlot[slot](model) && !chosen.includes(model)).sort(byRangeThenPrice);
    const fresh = candidates.find((model) => !chosen.some((picked) => picked.series === model.series));
    const pick = fresh ?? candidates[0];
    if (pick) chosen.push(pick);
  }
  return chosen;
}
