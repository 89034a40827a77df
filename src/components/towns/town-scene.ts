import type { RegionId } from '@/content/municipalities';

/** The drawn hero background of a town's pages: the beach for the shore, hills for Somerset. */
const regionScene: Record<RegionId, number> = {
  'jersey-shore': 1,
  'somerset-county': 3,
};

export function townSceneImage(region: RegionId): string {
  return `/images/scenes/scene-${regionScene[region]}.svg`;
}
